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

/// What a call within a conflict budget answers ([`Backend::solve_guided`]).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    not(feature = "cadical"),
    expect(dead_code, reason = "only the embedded CaDiCaL answers within a budget")
)]
pub(crate) enum Budgeted {
    /// A model.
    Model(Model),
    /// No model: a proof, as from a call without a budget (the budget changes the path,
    /// not the clauses).
    Unsatisfiable,
    /// The budget ran out first.
    GaveUp,
}

/// A SAT solver that a session adds clauses to and calls with assumptions.
pub(crate) enum Backend {
    /// varisat, embedded and incremental, its deadline, and the variables it holds negated
    /// ([`Renaming`]).
    Varisat(Box<Solver<'static>>, Deadline, Renaming),
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

/// Initial phases for a solver without a phase call (varisat tries false first for every
/// variable it has not assigned before): each variable hinted true is given to the solver
/// negated, in every clause, assumption and model, so that its first value is the hint.
/// The solver's models and failed assumptions are mapped back; nothing else changes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Renaming {
    /// `negated[v]`: variable v is held negated.
    negated: Vec<bool>,
}

impl Renaming {
    /// The renaming that makes each literal of `phases` the first value tried.
    pub(crate) fn of(phases: &[Lit]) -> Self {
        let mut negated = Vec::new();
        for lit in phases {
            if negated.len() <= lit.index() {
                negated.resize(lit.index() + 1, false);
            }
            negated[lit.index()] = lit.is_positive();
        }
        Renaming { negated }
    }

    /// `lit` in the solver's terms, or back (the renaming is its own inverse).
    fn map(&self, lit: Lit) -> Lit {
        match self.negated.get(lit.index()) {
            Some(true) => !lit,
            _ => lit,
        }
    }

    fn map_all(&self, lits: &[Lit]) -> Vec<Lit> {
        lits.iter().map(|&lit| self.map(lit)).collect()
    }
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
            Backend::Varisat(solver, _, renaming) => solver.add_clause(&renaming.map_all(clause)),
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.add_clause(clause),
            Backend::External { formula, .. } => formula.add_clause(clause),
        }
    }

    fn new_var(&mut self) -> Var {
        match self {
            Backend::Varisat(solver, _, _) => solver.new_var(),
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
        Self::with_phases(formula, choice, deadline, &[])
    }

    /// [`Backend::new`], with the literals of `phases` as the first values tried where the
    /// solver allows it: varisat by [`Renaming`] (initial phases), the embedded CaDiCaL as
    /// forced phases; programs ignore them.
    pub(crate) fn with_phases(
        formula: CnfFormula,
        choice: &SolverChoice,
        deadline: Deadline,
        phases: &[Lit],
    ) -> Self {
        match choice.for_cnf() {
            SolverChoice::Auto | SolverChoice::Varisat => {
                let mut solver = Solver::new();
                if deadline.is_set() {
                    solver.write_proof(Clock(io::sink(), deadline.clone()), ProofFormat::Varisat);
                }
                let renaming = Renaming::of(phases);
                if phases.is_empty() {
                    solver.add_formula(&formula);
                } else {
                    let mut renamed = CnfFormula::new();
                    renamed.set_var_count(formula.var_count());
                    for clause in formula.iter() {
                        renamed.add_clause(&renaming.map_all(clause));
                    }
                    solver.add_formula(&renamed);
                }
                Backend::Varisat(Box::new(solver), deadline, renaming)
            }
            #[cfg(feature = "cadical")]
            SolverChoice::Cadical => {
                Backend::Cadical(super::cadical::Cadical::new(&formula, deadline, phases))
            }
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
            Backend::Varisat(solver, deadline, renaming) => {
                solver.assume(&renaming.map_all(assumptions));
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
                Ok(Some(Model::from_lits(&renaming.map_all(&lits))))
            }
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.solve(assumptions),
            Backend::External {
                solver,
                formula,
                deadline,
            } => solver.solve(formula, assumptions, deadline.clone()),
        }
    }

    /// A model without assumptions, or none, found by deciding each variable `guide`
    /// assigns first to its value there, within `conflicts` conflicts; [`Budgeted::GaveUp`]
    /// when the budget ran out first, or at once for a solver that cannot be guided so
    /// (only the embedded CaDiCaL can). The phases given at the start hold again
    /// afterwards.
    pub(crate) fn solve_guided(&mut self, guide: &Model, conflicts: i32) -> Result<Budgeted, Error> {
        match self {
            #[cfg(feature = "cadical")]
            Backend::Cadical(solver) => solver.solve_guided(guide, conflicts),
            _ => {
                let _ = (guide, conflicts);
                Ok(Budgeted::GaveUp)
            }
        }
    }

    /// After [`Backend::solve`] found no model: assumptions that already have none (a
    /// subset of those given), when the solver tells; `None` for a program, which does not.
    pub(crate) fn failed_assumptions(&self, assumptions: &[Lit]) -> Option<Vec<Lit>> {
        match self {
            Backend::Varisat(solver, _, renaming) => solver.failed_core().map(|core| renaming.map_all(core)),
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

    /// The deadline stops varisat in the middle of one long call, not only between calls.
    #[test]
    fn a_deadline_interrupts_varisat_within_a_call() {
        let start = Instant::now();
        let deadline = Deadline::at(start + Duration::from_millis(200));
        let mut backend = Backend::new(crate::solve::pigeonhole(10), &SolverChoice::Varisat, deadline);
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

    /// Renamed for phases, varisat answers the same: models (mapped back) satisfy the
    /// clauses, blocking clauses and assumptions are the caller's, and failed assumptions
    /// come back in the caller's literals; the hinted values are the first model found.
    #[test]
    fn renaming_for_phases_changes_no_answer() {
        let mut formula = CnfFormula::new();
        let lits: Vec<Lit> = (0..4).map(|_| formula.new_lit()).collect();
        // At least one of the four, and not the first two together.
        formula.add_clause(&lits);
        formula.add_clause(&[!lits[0], !lits[1]]);
        let phases = [lits[0], !lits[1], lits[2], !lits[3]];
        let mut backend = Backend::with_phases(formula, &SolverChoice::Varisat, Deadline::NONE, &phases);
        let first = backend.solve(&[]).unwrap().unwrap();
        assert!(phases.iter().all(|&lit| first.value(lit)));
        let both = [lits[0], lits[1]];
        assert_eq!(backend.solve(&both).unwrap(), None);
        let mut failed = backend.failed_assumptions(&both).unwrap();
        failed.sort();
        assert_eq!(failed, both.to_vec());
        let mut count = 0;
        while let Some(model) = backend.solve(&[]).unwrap() {
            assert!(lits.iter().any(|&l| model.value(l)));
            assert!(!(model.value(lits[0]) && model.value(lits[1])));
            backend.add_clause(&model.blocking_clause(&lits));
            count += 1;
            assert!(count <= 16);
        }
        // 16 words, minus the empty one, minus the four with both of the first two.
        assert_eq!(count, 16 - 1 - 4);
    }
}
