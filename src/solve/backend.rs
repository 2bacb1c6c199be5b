//! The SAT solver behind a [`super::Session`]: varisat in-process (incremental, the
//! default), or another program run afresh on the whole CNF for each call
//! ([`super::external`]), which sees the same clauses, assumptions and blocking clauses.

use super::Model;
use super::external::ExternalSolver;
use crate::error::Error;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// A SAT solver that a session adds clauses to and calls with assumptions.
pub enum Backend {
    /// varisat, embedded and incremental.
    Varisat(Box<Solver<'static>>),
    /// An external program, given the CNF collected so far at every call.
    External {
        /// The program.
        solver: ExternalSolver,
        /// Every clause added so far.
        formula: CnfFormula,
    },
}

impl Backend {
    /// A backend holding `formula`: varisat, or `external` when given.
    pub fn new(formula: CnfFormula, external: Option<&ExternalSolver>) -> Self {
        match external {
            None => {
                let mut solver = Solver::new();
                solver.add_formula(&formula);
                Backend::Varisat(Box::new(solver))
            }
            Some(solver) => Backend::External {
                solver: solver.clone(),
                formula,
            },
        }
    }

    /// A fresh variable.
    pub fn new_lit(&mut self) -> Lit {
        match self {
            Backend::Varisat(solver) => solver.new_lit(),
            Backend::External { formula, .. } => formula.new_lit(),
        }
    }

    /// Adds a clause for good.
    pub fn add_clause(&mut self, clause: &[Lit]) {
        match self {
            Backend::Varisat(solver) => solver.add_clause(clause),
            Backend::External { formula, .. } => formula.add_clause(clause),
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
            Backend::External { solver, formula } => solver.solve(formula, assumptions),
        }
    }
}
