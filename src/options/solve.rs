//! What a caller asks of a solve or a count, as one value instead of positional booleans:
//! whether to decide uniqueness, whether reasoning without search may answer first, the
//! SAT solver, the engine, the resource limits and a time limit. Fields grow, so the type is
//! `#[non_exhaustive]`: start from [`SolveOptions::default`] and set what differs.

use super::{Engine, SolverChoice};
use crate::limits::Limits;
use std::time::Duration;

/// How to solve a puzzle ([`crate::registry::AnyPuzzle::solve`]) or count its solutions
/// ([`crate::registry::AnyPuzzle::count`], which does not read `unique` and
/// `always_search`), or analyze it ([`crate::registry::AnyPuzzle::analyze`], which reads
/// `solver`, `limits` and `time_limit`).
///
/// ```
/// use gridsat::solve::{Engine, SolveOptions};
///
/// let mut options = SolveOptions::default();
/// assert!(options.unique && !options.always_search && options.engine == Engine::Auto);
/// options.unique = false; // stop at the first solution
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct SolveOptions {
    /// Decide whether the solution is unique (a second search that excludes the first).
    /// Default: true.
    pub unique: bool,
    /// Build and search the CNF even when reasoning without search decides (Hanjie's line
    /// logic). Default: false.
    pub always_search: bool,
    /// The SAT solver of the CNF. Default: varisat, in-process.
    pub solver: SolverChoice,
    /// The puzzle's own search or the CNF ([`Engine`]). Default: [`Engine::Auto`].
    pub engine: Engine,
    /// Memory for the CNF: a puzzle whose CNF would need more is refused before it is
    /// built ([`crate::error::Error::TooLarge`]). Default: [`Limits::default`].
    pub limits: Limits,
    /// How long the work may take, from the call; past it the work stops with
    /// [`crate::error::Error::TimedOut`] (a count, with the solutions found by then:
    /// [`crate::report::CountReport::timed_out`]). Default: `None`, no limit.
    pub time_limit: Option<Duration>,
}

impl SolveOptions {
    /// The limits with the time limit made an instant, counted from now: what the work
    /// started now checks.
    pub(crate) fn limits_from_now(&self) -> Limits {
        with_deadline(self.limits.clone(), self.time_limit)
    }
}

/// `limits` with the deadline `time_limit` from now, if any (or theirs, if it is sooner).
pub(crate) fn with_deadline(mut limits: Limits, time_limit: Option<Duration>) -> Limits {
    limits.deadline = limits.deadline.within(time_limit);
    limits
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            unique: true,
            always_search: false,
            solver: SolverChoice::default(),
            engine: Engine::default(),
            limits: Limits::default(),
            time_limit: None,
        }
    }
}
