//! `--timeout SECS`. varisat cannot be interrupted and its solver cannot move to another
//! thread, so a time limit cannot ask the search to stop. Two ways round that:
//!
//! - `solve` runs each puzzle in a worker process of its own and kills it at the limit
//!   ([`super::worker`]); the other puzzles of a batch go on.
//! - The commands that work on one input (`count`, `analyze`, `generate`) arm a watchdog
//!   here: a thread that sleeps until the limit, then prints what the command has to say
//!   (the message, and for `count` the solutions counted so far) and ends the process with
//!   exit code 3. The command holds [`hold`] while it prints its own results, so the
//!   watchdog never cuts a result in half, and [`disarm`]s it before printing the last.

use super::Outcome;
use std::io::Write;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// Whether the command has finished (the watchdog then does nothing). The watchdog holds
/// it while it prints and ends the process; the command holds it while it prints.
static FINISHED: Mutex<bool> = Mutex::new(false);

/// Parses `--timeout SECS`: a number of seconds above zero (fractions allowed).
pub fn parse_secs(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if secs.is_nan() || secs <= 0.0 {
        return Err("the time limit must be more than 0 seconds".to_string());
    }
    Duration::try_from_secs_f64(secs).map_err(|_| format!("`{text}` seconds is too long"))
}

/// The message for `name` stopped at `limit`: `gridsat: NAME: stopped at the time limit of
/// 1.5 s (--timeout)`.
pub fn message(name: &str, limit: Duration) -> String {
    format!(
        "gridsat: {name}: stopped at the time limit of {} s (--timeout)",
        limit.as_secs_f64()
    )
}

/// Starts the watchdog when there is a limit: after `limit`, unless the command has been
/// [`disarm`]ed, `on_timeout` prints what is to be said and the process ends with exit
/// code 3.
pub fn arm(limit: Option<Duration>, on_timeout: impl FnOnce(Duration) + Send + 'static) {
    let Some(limit) = limit else {
        return;
    };
    std::thread::spawn(move || {
        std::thread::sleep(limit);
        let finished = hold();
        if *finished {
            return;
        }
        on_timeout(limit);
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // Still holding the lock: the command cannot start printing before the end.
        std::process::exit(Outcome::Timeout as i32);
    });
}

/// Holds the watchdog off while the guard lives (the command prints a result); setting
/// the guarded flag to true disarms it for good.
pub fn hold() -> MutexGuard<'static, bool> {
    FINISHED.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Disarms the watchdog: the command is done and prints its results. If the watchdog has
/// already fired, this waits for the process to end.
pub fn disarm() {
    *hold() = true;
}
