//! The options of the library's solves and counts that the tests ask for by name: a search
//! on the CNF (the encodings under test, never reasoning or a puzzle's own search in its
//! place), a search by a chosen engine, and what the command line does by default.

use gridsat::solve::{Engine, SolveOptions};

/// A search on the CNF with varisat (`--engine sat`), deciding uniqueness if `unique`.
pub(crate) fn on_the_cnf(unique: bool) -> SolveOptions {
    searched_by(Engine::Sat, unique)
}

/// A search by `engine` with varisat even when reasoning without search decides
/// (`--always-search`), deciding uniqueness if `unique`.
pub(crate) fn searched_by(engine: Engine, unique: bool) -> SolveOptions {
    let mut options = SolveOptions::default();
    options.engine = engine;
    options.unique = unique;
    options.always_search = true;
    options
}

/// What the command line does by default: reasoning without search first, then the search
/// of `--engine auto`; deciding uniqueness if `unique`.
pub(crate) fn reasoning_first(unique: bool) -> SolveOptions {
    let mut options = SolveOptions::default();
    options.unique = unique;
    options
}
