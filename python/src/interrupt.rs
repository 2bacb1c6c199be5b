//! Ctrl-C during a call. Python runs its signal handlers in the main thread only, between
//! bytecodes, so a call that works for minutes with the GIL released would raise
//! `KeyboardInterrupt` only when it returns. Instead, a call made in the main thread runs its
//! work on a thread of its own ([`interruptible`]) while the calling thread waits for it with
//! the GIL released, waking every [`SIGNAL_POLL`] to run the handlers
//! (`PyErr_CheckSignals`). When one raises (SIGINT's `KeyboardInterrupt`, or what a
//! program's own handler raises), the call's own interrupt flag is set
//! ([`Limits::with_interrupt`]): the work stops as it stops at a time limit (a solver program
//! is killed with its process group, temporary files go with the work), and once it has
//! ended the exception is raised in its place. Nothing of the call outlives it.
//!
//! In any other thread signals never run, and the work runs in the calling thread with the
//! GIL released, as before.

use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::solve::SolveOptions;
use pyo3::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// How often a call waiting for its work runs Python's signal handlers: a tenth of the
/// second within which Ctrl-C is to stop it, the rest left for the work to stop.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// The stack of the thread that does a call's work: the command line's workers' (the
/// solvers and encodings recurse little, but the main thread they replace had 8 MiB).
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
/// in the main thread, on a thread of its own while this one runs Python's signal handlers.
/// A handler's exception is the result once the work, interrupted, has ended.
///
/// # Errors
/// The exception a signal handler raised, or `OSError` when no thread could be started.
pub fn interruptible<T: Send>(py: Python<'_>, work: impl FnOnce(&Interrupt) -> T + Send) -> PyResult<T> {
    let interrupt = Interrupt(Arc::default());
    if !in_main_thread(py)? {
        return Ok(py.detach(|| work(&interrupt)));
    }
    let interrupt = &interrupt;
    std::thread::scope(|scope| {
        let (done, mut finished) = mpsc::sync_channel(1);
        let worker = std::thread::Builder::new()
            .name("gridsat call".to_string())
            .stack_size(WORK_STACK)
            .spawn_scoped(scope, move || {
                // The receiver waits until the work has ended, one way or the other.
                let _ = done.send(work(interrupt));
            })?;
        loop {
            // The receiver, which no two threads may share, goes to the wait and back.
            let received;
            (received, finished) = py.detach(move || (finished.recv_timeout(SIGNAL_POLL), finished));
            match received {
                Ok(result) => return Ok(result),
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(raised) = py.check_signals() {
                        interrupt.0.store(true, Ordering::SeqCst);
                        // The work's panic, if it panicked on its way out, is of no interest
                        // beside the exception.
                        let _ = py.detach(|| worker.join());
                        return Err(raised);
                    }
                }
                // The work panicked: its panic goes on in this thread, as it would have
                // in the calling thread.
                Err(RecvTimeoutError::Disconnected) => {
                    let panic = worker
                        .join()
                        .expect_err("the work sends its result unless it panics");
                    std::panic::resume_unwind(panic)
                }
            }
        }
    })
}

/// Whether this is the thread that runs Python's signal handlers (`threading.main_thread()`).
fn in_main_thread(py: Python<'_>) -> PyResult<bool> {
    let threading = py.import("threading")?;
    let current = threading.call_method0("get_ident")?;
    let main = threading.call_method0("main_thread")?.getattr("ident")?;
    current.eq(main)
}
