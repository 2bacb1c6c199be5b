//! SIGINT, SIGTERM and SIGHUP (Ctrl-C, `kill`, Python's `Popen.terminate()`, a closed
//! terminal): the first sets the library's interrupt flag, which every command's limits
//! carry ([`Limits::with_interrupt`]), so the work stops as it stops at a time limit: a
//! solver program is killed with its process group and the temporary files go with the
//! work. The command then ends with exit code 128 + the signal's number, as shells expect.
//! Work that does not look at the flag in time (encoding a huge CNF) is cut short after
//! [`GRACE`]; a second signal (not the first sent twice at once) ends the process at once.
//! Either way the files registered with [`remove_on_exit`] (an `-o` file being written)
//! are removed first.

use gridsat::limits::Limits;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

/// Set by the first signal; what the library's work looks at.
static INTERRUPTED: LazyLock<Arc<AtomicBool>> = LazyLock::new(Arc::default);
/// The number of the first signal, 0 before one.
static SIGNAL: AtomicI32 = AtomicI32::new(0);
/// Files to remove if the process ends on a signal before the command removes or renames
/// them itself.
static FILES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// How long the work has to stop by itself after a signal before the process ends anyway.
const GRACE: Duration = Duration::from_secs(2);
/// Signals this soon after the first are the same request to stop, delivered twice.
const SAME_SIGNAL: Duration = Duration::from_millis(250);

/// Catches the signals that ask a command to stop (a thread waits for them).
pub(crate) fn install() {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return; // the default actions stay: the process ends at once
        };
        std::thread::spawn(move || {
            let mut first = None;
            for signal in signals.forever() {
                // The same stop sent twice at once (`timeout -s INT` signals gridsat, then
                // its process group) is one signal, not a second one.
                if first.is_some_and(|at: std::time::Instant| at.elapsed() < SAME_SIGNAL) {
                    continue;
                }
                first.get_or_insert_with(std::time::Instant::now);
                if SIGNAL.swap(signal, Ordering::SeqCst) != 0 {
                    exit_now(signal); // the second signal
                }
                INTERRUPTED.store(true, Ordering::SeqCst);
                std::thread::spawn(move || {
                    std::thread::sleep(GRACE);
                    exit_now(signal);
                });
            }
        });
    }
}

/// `limits` with the interrupt flag of this process.
pub(crate) fn limits(limits: Limits) -> Limits {
    limits.with_interrupt(Arc::clone(&INTERRUPTED))
}

/// Whether a signal asked the command to stop.
pub(crate) fn requested() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// The exit code after a signal: 128 + its number (130 for SIGINT, 143 for SIGTERM).
pub(crate) fn exit_code() -> Option<u8> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(128u8.saturating_add(u8::try_from(signal).unwrap_or(127))),
    }
}

/// Removes `path` if the process ends on a signal before [`keep`] is called for it.
pub(crate) fn remove_on_exit(path: &Path) {
    files().push(path.to_path_buf());
}

/// Forgets `path` ([`remove_on_exit`]): the command removed or renamed it.
pub(crate) fn keep(path: &Path) {
    files().retain(|p| p != path);
}

fn files() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    FILES.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Ends the process after `signal`, removing the registered files first.
fn exit_now(signal: i32) -> ! {
    for path in files().iter() {
        let _ = std::fs::remove_file(path);
    }
    eprintln!("gridsat: interrupted");
    std::process::exit(128 + signal);
}
