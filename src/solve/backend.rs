//! The SAT solver behind a [`super::Session`]: varisat in-process (incremental, the
//! default), CaDiCaL in-process (cargo feature `cadical`), or another program run afresh
//! on the whole CNF for each call ([`super::external`]). All see the same clauses,
//! assumptions and blocking clauses.

use super::Model;
use super::choice::SolverChoice;
use super::external::ExternalSolver;
use crate::error::Error;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver, Var};

/// A SAT solver that a session adds clauses to and calls with assumptions.
pub enum Backend {
    /// varisat, embedded and incremental.
    Varisat(Box<Solver<'static>>),
    /// CaDiCaL, embedded and incremental.
    #[cfg(feature = "cadical")]
    Cadical(super::cadical::Cadical),
    /// An external program, given the CNF collected so far at every call.
    External {
        /// The program.
        solver: ExternalSolver,
        /// Every clause added so far.
        formula: CnfFormula,
    },
}

/// Encoders write straight into a backend (clauses are added for good).
impl ExtendFormula for Backend {
    fn add_clause(&mut self, clause: &[Lit]) {
        match self {
            Backend::Varisat(solver) => solver.add_clause(clause),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.add_clause(clause),
            Backend::External { formula, .. } => formula.add_clause(clause),
        }
    }

    fn new_var(&mut self) -> Var {
        match self {
            Backend::Varisat(solver) => solver.new_var(),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.new_var(),
            Backend::External { formula, .. } => formula.new_var(),
        }
    }
}

impl Backend {
    /// A backend of the chosen solver holding `formula`.
    pub fn new(formula: CnfFormula, choice: &SolverChoice) -> Self {
        match choice {
            SolverChoice::Varisat => {
                let mut solver = Solver::new();
                solver.add_formula(&formula);
                Backend::Varisat(Box::new(solver))
            }
            #[cfg(feature = "cadical")]
            SolverChoice::Cadical => Backend::Cadical(super::cadical::Cadical::new(&formula)),
            SolverChoice::External(solver) => Backend::External {
                solver: solver.clone(),
                formula,
            },
        }
    }

    /// A model under `assumptions`, or `None` when there is none.
    pub fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<Model>, Error> {
        match self {
            Backend::Varisat(solver) => {
                solver.assume(assumptions);
                if !solver.solve().map_err(|e| Error::Solver(e.to_string()))? {
                    return Ok(None);
                }
                let lits = solver
                    .model()
                    .ok_or_else(|| Error::Solver("satisfiable but no model".into()))?;
                Ok(Some(Model::from_lits(&lits)))
            }
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.solve(assumptions),
            Backend::External { solver, formula } => solver.solve(formula, assumptions),
        }
    }

    /// After [`Backend::solve`] found no model: assumptions that already have none (a
    /// subset of those given), when the solver tells; `None` for a program, which does not.
    pub fn failed_assumptions(&self, assumptions: &[Lit]) -> Option<Vec<Lit>> {
        match self {
            Backend::Varisat(solver) => solver.failed_core().map(<[Lit]>::to_vec),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => Some(solver.failed(assumptions)),
            Backend::External { .. } => {
                let _ = assumptions;
                None
            }
        }
    }
}
