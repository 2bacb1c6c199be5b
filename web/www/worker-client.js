// The page's side of the worker: calls return promises; stop() terminates the worker at once,
// rejects what was waiting and starts a fresh one; answers of a stopped or superseded request
// are dropped (request ids). After a bug in the module (a `fatal` answer: a panic), the
// worker is replaced as by stop(), and every call waiting gets that error.

export class StoppedError extends Error {
  constructor() { super('stopped'); this.kind = 'stopped'; }
}

export class WorkerClient {
  constructor(url = './worker.js') {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.onbusy = () => {};
    this.start();
  }

  start() {
    this.worker = new Worker(this.url, { type: 'module' });
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || 'the worker failed to start'));
      this.pending.clear();
      this.onbusy(false);
    };
  }

  receive({ id, ok, result, error, progress, fatal }) {
    const p = this.pending.get(id);
    if (!p) return; // stale: stopped or superseded
    if (progress) { if (p.onprogress) p.onprogress(progress); return; }
    if (fatal) {
      this.replace(() => Object.assign(new Error(error.message), error));
      return;
    }
    this.pending.delete(id);
    this.onbusy(this.pending.size > 0);
    if (ok) p.resolve(result);
    else p.reject(Object.assign(new Error(error.message), error));
  }

  /** The calls waiting for an answer (their tags: the op's name unless told). */
  waiting() {
    return [...this.pending.values()].map((p) => p.tag);
  }

  /** Calls op(...args) of the bindings in the worker; `tag` names the call for waiting(). */
  call(op, args, onprogress, tag = op) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { tag, resolve, reject, onprogress });
      this.onbusy(true);
      this.worker.postMessage({ id, op, args });
    });
  }

  /** Ends all work now: the worker is terminated and a fresh one started. */
  stop() {
    this.replace(() => new StoppedError());
  }

  /** Terminates the worker, starts a fresh one, and rejects every waiting call with `why()`. */
  replace(why) {
    this.worker.terminate();
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.start();
    this.onbusy(false);
    for (const p of waiting) p.reject(why());
  }
}
