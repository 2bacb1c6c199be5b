//! Ctrl-C during a call. Python runs its signal handlers in the main thread only, between
//! bytecodes, so a call that works for minutes with the GIL released would raise
//! `KeyboardInterrupt` only when it returns. Instead, a call made in the main thread hands
//! its work to another thread ([`interruptible`]) and waits for it with the GIL released,
//! waking every [`SIGNAL_POLL`] to run the handlers (`PyErr_CheckSignals`). When one raises
//! (SIGINT's `KeyboardInterrupt`, or what a program's own handler raises), the call's own
//! interrupt flag is set ([`Limits::with_interrupt`]): the work stops as it stops at a time
//! limit (a solver program is killed with its process group, temporary files go with the
//! work), and once it has ended the exception is raised in its place. Nothing of the call
//! outlives it.
//!
//! The other thread is the process's [`Worker`], kept from one call to the next: starting a
//! thread for each call cost 0.1 to 0.3 ms of system time, more than solving a small puzzle.
//! A call made while it is taken (from a signal handler, during another call) gets a thread
//! of its own.
//!
//! In any other thread signals never run, and the work runs in the calling thread with the
//! GIL released, as before.

use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::solve::SolveOptions;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};
use std::time::Duration;

/// How often a call waiting for its work runs Python's signal handlers: a tenth of the
/// second within which Ctrl-C is to stop it, the rest left for the work to stop.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// The stack of the thread that does a call's work: the command line's workers' (the
/// solvers and encodings recurse little, but the main thread it stands in for has 8 MiB).
const WORK_STACK: usize = 64 << 20;

/// The interrupt flag of one call, which its work's limits carry ([`Interrupt::limits`]).
pub struct Interrupt(Arc<AtomicBool>);

impl Interrupt {
    /// `limits` stopped by this call's interrupt.
    pub fn limits(&self, limits: Limits) -> Limits {
        limits.with_interrupt(Arc::clone(&self.0))
    }

    /// `options` whose limits are stopped by this call's interrupt.
    pub fn solve_options(&self, mut options: SolveOptions) -> SolveOptions {
        options.limits = self.limits(options.limits);
        options
    }

    /// `options` whose limits are stopped by this call's interrupt.
    pub fn generate_options(&self, mut options: GenerateOptions) -> GenerateOptions {
        options.limits = self.limits(options.limits);
        options
    }
}

/// Runs `work` with the GIL released, given the call's [`Interrupt`] to put in its limits;
/// in the main thread, on the [`Worker`] (or a thread of its own) while this one runs
/// Python's signal handlers. A handler's exception is the result once the work, interrupted,
/// has ended; a panic of the work goes on in this thread.
///
/// # Errors
/// The exception a signal handler raised, or `OSError` when no thread could be started.
pub fn interruptible<T: Send + 'static>(
    py: Python<'_>,
    work: impl FnOnce(&Interrupt) -> T + Send + 'static,
) -> PyResult<T> {
    let interrupt = Interrupt(Arc::default());
    if !in_main_thread(py)? {
        return Ok(py.detach(|| work(&interrupt)));
    }
    let flag = Arc::clone(&interrupt.0);
    let (done, mut finished) = mpsc::sync_channel(1);
    let job: Job = Box::new(move || {
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| work(&interrupt)));
        drop(interrupt);
        // The caller waits for this, however the call ends.
        let _ = done.send(result);
    });
    // Held until the work has ended: a call from a signal handler meanwhile finds the worker
    // taken.
    let worker = Worker::take();
    match worker.as_deref().and_then(Option::as_ref) {
        Some(worker) => worker.run(job)?,
        None => {
            std::thread::Builder::new()
                .name("gridsat call".to_string())
                .stack_size(WORK_STACK)
                .spawn(job)?;
        }
    }
    let result = loop {
        // The receiver, which no two threads may share, goes to the wait and back.
        let received;
        (received, finished) = py.detach(move || (finished.recv_timeout(SIGNAL_POLL), finished));
        match received {
            Ok(result) => break result,
            Err(RecvTimeoutError::Timeout) => {
                if let Err(raised) = py.check_signals() {
                    flag.store(true, Ordering::SeqCst);
                    // The work's result, or its panic on its way out, gives way to the
                    // exception.
                    let _ = py.detach(move || finished.recv());
                    return Err(raised);
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "gridsat's work thread ended before the call's work",
                ));
            }
        }
    };
    drop(worker);
    result.map_err(|panic| std::panic::resume_unwind(panic))
}

/// A call's work, as a thread runs it: it sends its result (or its panic) to the caller.
type Job = Box<dyn FnOnce() + Send>;

/// The thread that runs the work of the main thread's calls one after another
/// ([`interruptible`]), and the process it belongs to: a process forked from this one has
/// no such thread, and makes its own.
struct Worker {
    jobs: mpsc::Sender<Job>,
    process: u32,
}

/// The process's worker, made by its first call from the main thread; locked while a call
/// uses it.
static WORKER: Mutex<Option<Worker>> = Mutex::new(None);

impl Worker {
    /// The worker, started if this process has none yet, locked for one call; None when it
    /// is taken (a call from a signal handler during another call, or, in a process forked
    /// while a call had it, for good) or cannot be started.
    fn take() -> Option<MutexGuard<'static, Option<Worker>>> {
        let mut worker = match WORKER.try_lock() {
            Ok(worker) => worker,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return None,
        };
        let process = std::process::id();
        if worker.as_ref().is_none_or(|worker| worker.process != process) {
            *worker = Some(Worker::start(process).ok()?);
        }
        Some(worker)
    }

    /// Runs `job` on this worker.
    fn run(&self, job: Job) -> std::io::Result<()> {
        self.jobs
            .send(job)
            .map_err(|_| std::io::Error::other("gridsat's work thread has ended"))
    }

    /// A new worker thread of `process`, which runs the jobs it is sent until the sender goes.
    fn start(process: u32) -> std::io::Result<Worker> {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("gridsat".to_string())
            .stack_size(WORK_STACK)
            .spawn(move || queue.into_iter().for_each(|job| job()))?;
        Ok(Worker { jobs, process })
    }
}

/// Whether this is the thread that runs Python's signal handlers (`threading.main_thread()`).
fn in_main_thread(py: Python<'_>) -> PyResult<bool> {
    let threading = py.import("threading")?;
    let current = threading.call_method0("get_ident")?;
    let main = threading.call_method0("main_thread")?.getattr("ident")?;
    current.eq(main)
}
