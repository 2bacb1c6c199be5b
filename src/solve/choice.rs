//! Which SAT solver a session runs on, as `--solver` names it: varisat in-process (the
//! default), CaDiCaL in-process (cargo feature `cadical`), or a program on a DIMACS file.

use super::external::ExternalSolver;
use crate::error::Error;

/// The `--solver` name of the embedded CaDiCaL.
pub const EMBEDDED_CADICAL: &str = "cadical-embedded";

/// A SAT solver choice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SolverChoice {
    /// varisat, embedded and incremental (the default).
    #[default]
    Varisat,
    /// CaDiCaL, embedded and incremental (built with the cargo feature `cadical`).
    #[cfg(feature = "cadical")]
    Cadical,
    /// Another program, run on the whole CNF at each call.
    External(ExternalSolver),
}

impl SolverChoice {
    /// The names [`SolverChoice::parse`] takes as they are (besides `cmd:PROGRAM ARGS`):
    /// `varisat`, `cadical-embedded` and the presets of solver programs.
    pub fn names() -> Vec<&'static str> {
        let mut names = vec!["varisat", EMBEDDED_CADICAL];
        names.extend(ExternalSolver::preset_names());
        names
    }

    /// `varisat`, `cadical-embedded`, a preset program or `cmd:PROGRAM ARGS`
    /// ([`ExternalSolver::parse`]).
    pub fn parse(spec: &str) -> Result<Self, Error> {
        match spec {
            "varisat" => Ok(SolverChoice::Varisat),
            EMBEDDED_CADICAL => Self::embedded_cadical(),
            _ => Ok(SolverChoice::External(ExternalSolver::parse(spec)?)),
        }
    }

    #[cfg(feature = "cadical")]
    fn embedded_cadical() -> Result<Self, Error> {
        Ok(SolverChoice::Cadical)
    }

    #[cfg(not(feature = "cadical"))]
    fn embedded_cadical() -> Result<Self, Error> {
        Err(Error::refused(
            crate::error::Choice::Solver,
            format!(
                "this gridsat was built without the embedded CaDiCaL: rebuild with `--features cadical` for {{solver}} {EMBEDDED_CADICAL}, or use {{solver}} cadical (the installed program)"
            ),
        ))
    }

    /// Whether the solver runs inside gridsat (varisat, the embedded CaDiCaL), so that its
    /// answers are gridsat's own. A program's models are checked against the CNF, but its
    /// answer of unsatisfiable is its claim, taken on trust.
    pub fn runs_in_process(&self) -> bool {
        !matches!(self, SolverChoice::External(_))
    }

    /// The solver's name in messages.
    pub fn name(&self) -> &str {
        match self {
            SolverChoice::Varisat => "varisat",
            #[cfg(feature = "cadical")]
            SolverChoice::Cadical => EMBEDDED_CADICAL,
            SolverChoice::External(solver) => &solver.name,
        }
    }
}

/// Which search answers (`--engine`): the puzzle's own where it has one, or its CNF on a
/// SAT solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The puzzle's own search where its kind has one that takes the puzzle (Hanjie's line
    /// engine), within a budget, then the CNF if it gave up; the CNF alone when a SAT
    /// solver other than varisat is chosen or the kind has no search of its own.
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
    pub fn with_encoding_chosen(self, chosen: bool) -> Engine {
        match self {
            Engine::Auto if chosen => Engine::Sat,
            other => other,
        }
    }

    /// Whether a puzzle's own search may answer when `solver` is the SAT solver chosen,
    /// and whether within a budget: `None` when it may not.
    pub fn own_search_budgeted(self, solver: &SolverChoice) -> Option<bool> {
        match self {
            Engine::Sat => None,
            Engine::Own => Some(false),
            Engine::Auto => (*solver == SolverChoice::Varisat).then_some(true),
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
