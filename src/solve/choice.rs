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
        Err(Error::Usage(format!(
            "this gridsat was built without the embedded CaDiCaL: rebuild with `--features cadical` for --solver {EMBEDDED_CADICAL}, or use --solver cadical (the installed program)"
        )))
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
