//! `--timeout SECS`: the library's own time limit. Each command turns it into an instant
//! when its work starts ([`from_now`]; for a batch, when each input's work starts) and
//! passes it down in the limits ([`gridsat::limits::Limits::with_deadline`]): every solver
//! stops there (varisat at its next conflict, a solver program killed with its process
//! group, the Hanjie engine within 64 conflicts) and the command reports what it has.

use gridsat::limits::Limits;
use std::time::{Duration, Instant};

/// Parses `--timeout SECS`: a number of seconds above zero (fractions allowed).
pub(super) fn parse_secs(text: &str) -> Result<Duration, String> {
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
pub(super) fn message(name: &str, limit: Duration) -> String {
    format!(
        "gridsat: {name}: stopped at the time limit of {} s (--timeout)",
        limit.as_secs_f64()
    )
}

/// `limits` that stop the work `limit` from now, if there is a limit.
pub(super) fn from_now(limits: Limits, limit: Option<Duration>) -> Limits {
    match limit.and_then(|limit| Instant::now().checked_add(limit)) {
        Some(at) => limits.with_deadline(at),
        None => limits,
    }
}
