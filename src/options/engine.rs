//! Which search answers a question about a puzzle (`--engine`): the puzzle's own, or its
//! CNF on the SAT solver chosen.

use super::SolverChoice;
use crate::error::Error;

/// Which search answers (`--engine`): the puzzle's own where it has one, or its CNF on a
/// SAT solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The puzzle's own search where its kind has one that takes the puzzle (Hanjie's line
    /// engine), within a budget, then the CNF if it gave up; the CNF alone when a SAT
    /// solver other than the embedded defaults (`auto`, `varisat`) is chosen or the kind has
    /// no search of its own.
    #[default]
    Auto,
    /// The puzzle's own search without a budget (the CNF only where the kind has none).
    Own,
    /// Always the CNF, on the chosen SAT solver (for comparison, and what `--proof`
    /// certifies).
    Sat,
}

impl Engine {
    /// The engine named `auto`, `own` or `sat`.
    ///
    /// # Errors
    /// [`Error::Refused`] ([`crate::error::Choice::Solver`]) for a name that is no engine,
    /// listing the names.
    pub fn parse(name: &str) -> Result<Engine, Error> {
        match name {
            "auto" => Ok(Engine::Auto),
            "own" => Ok(Engine::Own),
            "sat" => Ok(Engine::Sat),
            other => Err(Error::Usage(format!(
                "unknown engine `{other}`: expected auto, own or sat"
            ))),
        }
    }

    /// This engine for a puzzle whose CNF encoding was chosen by name (`chosen`): `Auto`
    /// is then the CNF, since the encoding is the CNF's and the puzzle's own search has none.
    #[must_use]
    pub fn with_encoding_chosen(self, chosen: bool) -> Engine {
        match self {
            Engine::Auto if chosen => Engine::Sat,
            other => other,
        }
    }

    /// Whether a puzzle's own search may answer when `solver` is the SAT solver chosen,
    /// and whether within a budget: `None` when it may not.
    #[must_use]
    pub fn own_search_budgeted(self, solver: &SolverChoice) -> Option<bool> {
        match self {
            Engine::Sat => None,
            Engine::Own => Some(false),
            Engine::Auto => matches!(solver, SolverChoice::Auto | SolverChoice::Varisat).then_some(true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engines_by_name_and_with_an_encoding_chosen() {
        for (name, engine) in [("auto", Engine::Auto), ("own", Engine::Own), ("sat", Engine::Sat)] {
            assert_eq!(Engine::parse(name).unwrap(), engine);
            assert_eq!(engine.with_encoding_chosen(false), engine);
        }
        assert_eq!(Engine::Auto.with_encoding_chosen(true), Engine::Sat);
        assert_eq!(Engine::Own.with_encoding_chosen(true), Engine::Own);
        let error = Engine::parse("fast").unwrap_err().to_string();
        assert_eq!(error, "unknown engine `fast`: expected auto, own or sat");
    }
}
