//! The SAT solver behind a [`super::Session`]: varisat in-process (incremental, the
//! default), CaDiCaL in-process (cargo feature `cadical`), or another program run afresh
//! on the whole CNF for each call ([`super::external`]). All see the same clauses,
//! assumptions and blocking clauses.
//!
//! A deadline stops every one of them: varisat has no interrupt, but it stops at the next
//! conflict when writing its proof fails, so with a deadline it writes its own proof format
//! into [`Clock`], which discards it and fails once the deadline has passed (the cost: the
//! proof's bookkeeping, only when there is a deadline); a program is killed.

use crate::error::Error;
use crate::limits::Deadline;
use crate::model::Model;
use crate::options::{ExternalSolver, SolverChoice};
use std::io;
use varisat::{CnfFormula, ExtendFormula, Lit, ProofFormat, Solver, Var};

/// A SAT solver that a session adds clauses to and calls with assumptions.
pub(crate) enum Backend {
    /// varisat, embedded and incremental, and its deadline.
    Varisat(Box<Solver<'static>>, Deadline),
    /// CaDiCaL, embedded and incremental.
    #[cfg(feature = "cadical")]
    Cadical(super::cadical::Cadical),
    /// An external program, given the CNF collected so far at every call.
    External {
        /// The program.
        solver: ExternalSolver,
        /// Every clause added so far.
        formula: CnfFormula,
        /// When to kill it.
        deadline: Deadline,
    },
}

/// varisat's proof target when there is a deadline: writes the proof to `W` (discards it,
/// for [`io::Sink`]), and fails once the deadline has passed, which stops the search
/// ([`varisat::solver::SolverError::ProofIoError`]).
pub(crate) struct Clock<W>(pub(crate) W, pub(crate) Deadline);

impl<W: io::Write> io::Write for Clock<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.check()?;
        self.0.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.check()?;
        self.0.flush()
    }
}

impl<W> Clock<W> {
    fn check(&self) -> io::Result<()> {
        match self.1.passed() {
            true => Err(io::Error::other("the deadline has passed")),
            false => Ok(()),
        }
    }
}

/// Encoders write straight into a backend (clauses are added for good).
impl ExtendFormula for Backend {
    fn add_clause(&mut self, clause: &[Lit]) {
        match self {
            Backend::Varisat(solver, _) => solver.add_clause(clause),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.add_clause(clause),
            Backend::External { formula, .. } => formula.add_clause(clause),
        }
    }

    fn new_var(&mut self) -> Var {
        match self {
            Backend::Varisat(solver, _) => solver.new_var(),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.new_var(),
            Backend::External { formula, .. } => formula.new_var(),
        }
    }
}

impl Backend {
    /// A backend of the chosen solver holding `formula`, whose calls stop with
    /// [`Error::TimedOut`] once `deadline` has passed.
    pub(crate) fn new(formula: CnfFormula, choice: &SolverChoice, deadline: Deadline) -> Self {
        match choice {
            SolverChoice::Varisat => {
                let mut solver = Solver::new();
                if deadline.is_set() {
                    solver.write_proof(Clock(io::sink(), deadline), ProofFormat::Varisat);
                }
                solver.add_formula(&formula);
                Backend::Varisat(Box::new(solver), deadline)
            }
            #[cfg(feature = "cadical")]
            SolverChoice::Cadical => Backend::Cadical(super::cadical::Cadical::new(&formula, deadline)),
            SolverChoice::External(solver) => Backend::External {
                solver: solver.clone(),
                formula,
                deadline,
            },
        }
    }

    /// A model under `assumptions`, or `None` when there is none.
    pub(crate) fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<Model>, Error> {
        match self {
            Backend::Varisat(solver, deadline) => {
                solver.assume(assumptions);
                let solved = solver.solve().map_err(|e| match deadline.passed() {
                    true => Error::TimedOut,
                    false => Error::Solver(e.to_string()),
                });
                if !solved? {
                    return Ok(None);
                }
                let lits = solver
                    .model()
                    .ok_or_else(|| Error::Solver("satisfiable but no model".into()))?;
                Ok(Some(Model::from_lits(&lits)))
            }
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.solve(assumptions),
            Backend::External {
                solver,
                formula,
                deadline,
            } => solver.solve(formula, assumptions, *deadline),
        }
    }

    /// After [`Backend::solve`] found no model: assumptions that already have none (a
    /// subset of those given), when the solver tells; `None` for a program, which does not.
    pub(crate) fn failed_assumptions(&self, assumptions: &[Lit]) -> Option<Vec<Lit>> {
        match self {
            Backend::Varisat(solver, _) => solver.failed_core().map(<[Lit]>::to_vec),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => Some(solver.failed(assumptions)),
            Backend::External { .. } => {
                let _ = assumptions;
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// Ten pigeons in nine holes: unsatisfiable, and minutes of search for varisat.
    fn pigeons() -> CnfFormula {
        let (pigeons, holes) = (10, 9);
        let mut formula = CnfFormula::new();
        let at: Vec<Vec<Lit>> = (0..pigeons)
            .map(|_| (0..holes).map(|_| formula.new_lit()).collect())
            .collect();
        for pigeon in &at {
            formula.add_clause(pigeon);
        }
        for (a, first) in at.iter().enumerate() {
            for second in &at[a + 1..] {
                for (&x, &y) in first.iter().zip(second) {
                    formula.add_clause(&[!x, !y]);
                }
            }
        }
        formula
    }

    /// The deadline stops varisat in the middle of one long call, not only between calls.
    #[test]
    fn a_deadline_interrupts_varisat_within_a_call() {
        let start = Instant::now();
        let deadline = Deadline::at(start + Duration::from_millis(200));
        let mut backend = Backend::new(pigeons(), &SolverChoice::Varisat, deadline);
        assert!(matches!(backend.solve(&[]), Err(Error::TimedOut)));
        assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
    }

    /// Without a deadline, or before it, the answers are varisat's own.
    #[test]
    fn a_distant_deadline_changes_no_answer() {
        let later = Deadline::at(Instant::now() + Duration::from_secs(3600));
        for deadline in [Deadline::NONE, later] {
            let mut formula = CnfFormula::new();
            let (a, b) = (formula.new_lit(), formula.new_lit());
            formula.add_clause(&[a, b]);
            formula.add_clause(&[!a]);
            let mut backend = Backend::new(formula, &SolverChoice::Varisat, deadline);
            let model = backend.solve(&[]).unwrap().unwrap();
            assert!(!model.value(a) && model.value(b));
            assert_eq!(backend.solve(&[!b]).unwrap(), None);
            assert_eq!(backend.failed_assumptions(&[!b]), Some(vec![!b]));
        }
    }
}
