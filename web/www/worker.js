// The worker: every call of the bindings (gridsat.js) runs here, never on the page's thread.
// Messages in: {id, op, args}; out: {id, ok, result} or {id, ok: false, error}, and for a
// count {id, progress: {count}} as it goes. The page terminates this worker to stop work,
// and after a bug (an error of kind `panic`: the module is unusable after it), when the
// answer says `fatal`.
import init, * as gridsat from './gridsat.js';

const ready = init();

const plainError = (e) => ({ message: String(e && e.message ? e.message : e), kind: e && e.kind, line: e && e.line, column: e && e.column });

/**
 * Counting with a running figure: the bindings count to a limit and answer once, so the count
 * runs to 16, 64, 256, ... solutions, each figure posted, until it is complete or reaches the
 * limit asked for (the last run does all the work again; at most a third more in all).
 */
function countWithProgress(id, text, opts) {
  const limit = opts.limit || Infinity;
  for (let step = 16; ; step *= 4) {
    const r = gridsat.count(text, { ...opts, limit: Math.min(step, limit) === Infinity ? undefined : Math.min(step, limit) });
    if (r.complete || r.status === 'timeout' || step >= limit) return r;
    postMessage({ id, progress: { count: r.count } });
  }
}

onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    let result;
    if (op === 'count') result = countWithProgress(id, ...args);
    else if (op === 'version') result = typeof gridsat.version === 'function' ? gridsat.version() : gridsat.version;
    else if (typeof gridsat[op] === 'function') result = gridsat[op](...args);
    else throw new Error(`no such call: ${op}`);
    postMessage({ id, ok: true, result });
  } catch (e) {
    postMessage({ id, ok: false, error: plainError(e), fatal: Boolean(e && e.kind === 'panic') });
  }
};
