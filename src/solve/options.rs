//! What a caller asks of a solve or a count, as one value instead of positional booleans:
//! whether to decide uniqueness, whether reasoning without search may answer first, the
//! SAT solver and the engine. Fields grow (limits and a time limit are next), so the type
//! is `#[non_exhaustive]`: start from [`SolveOptions::default`] and set what differs.

use super::{Engine, SolverChoice};

/// How to solve a puzzle ([`crate::registry::AnyPuzzle::solve`]) or count its solutions
/// ([`crate::registry::AnyPuzzle::count`], which reads `solver` and `engine` only).
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
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            unique: true,
            always_search: false,
            solver: SolverChoice::default(),
            engine: Engine::default(),
        }
    }
}
