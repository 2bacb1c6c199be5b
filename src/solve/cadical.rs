//! CaDiCaL 3 embedded through the `cadical-sys` crate (cargo feature `cadical`):
//! incremental, with assumptions and forced phases, for users who want its speed on hard
//! puzzles without a separate program. Variables keep varisat's numbering (DIMACS index =
//! varisat index + 1).

use super::backend::Budgeted;
use crate::error::Error;
use crate::limits::Deadline;
use crate::model::Model;
use cadical_sys::{CaDiCal, Status, Terminator};
use varisat::{CnfFormula, Lit, Var};

/// An incremental CaDiCaL solver.
pub(crate) struct Cadical {
    solver: CaDiCal,
    var_count: usize,
    deadline: Deadline,
    /// The assumptions the last unsatisfiable call's proof used (CaDiCaL answers them only
    /// until the solver changes, so they are read at once).
    failed: Vec<Lit>,
    /// The phases given at the start, forced again after a guided call
    /// ([`Cadical::solve_guided`]).
    phases: Vec<Lit>,
}

/// CaDiCaL asks now and then whether to stop: here once the deadline has passed.
struct Terminate(Deadline);

impl Terminator for Terminate {
    fn terminated(&mut self) -> bool {
        self.0.passed()
    }
}

fn dimacs(lit: Lit) -> i32 {
    i32::try_from(lit.to_dimacs()).expect("fewer than 2^31 variables")
}

impl Cadical {
    /// A solver holding `formula`, whose calls stop once `deadline` has passed, and which
    /// decides each variable of `phases` first to that literal's value, at every decision
    /// (CaDiCaL's forced phases) and not only at the first.
    pub(crate) fn new(formula: &CnfFormula, deadline: Deadline, phases: &[Lit]) -> Self {
        let mut inner = CaDiCal::new();
        inner.connect_terminator(Terminate(deadline.clone()));
        let mut solver = Cadical {
            solver: inner,
            var_count: formula.var_count(),
            deadline,
            failed: Vec::new(),
            phases: phases.to_vec(),
        };
        for clause in formula.iter() {
            solver.add_clause(clause);
        }
        for &lit in phases {
            solver.solver.phase(dimacs(lit));
        }
        solver
    }

    /// A fresh variable.
    pub(crate) fn new_var(&mut self) -> Var {
        self.var_count += 1;
        Var::from_index(self.var_count - 1)
    }

    /// Adds a clause for good.
    pub(crate) fn add_clause(&mut self, clause: &[Lit]) {
        if let Some(top) = clause.iter().map(|l| l.index() + 1).max() {
            self.var_count = self.var_count.max(top);
        }
        for &lit in clause {
            self.solver.add(dimacs(lit));
        }
        self.solver.add(0);
    }

    /// A model under `assumptions`, or `None` when there is none.
    pub(crate) fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<Model>, Error> {
        match self.solve_counted(assumptions)? {
            Budgeted::Model(model) => Ok(Some(model)),
            Budgeted::Unsatisfiable => Ok(None),
            Budgeted::GaveUp => Err(Error::Solver(
                "solver cadical-embedded: it stopped without an answer".into(),
            )),
        }
    }

    /// A model without assumptions, or none, found by deciding each variable `guide`
    /// assigns first to its value there (forced phases, in place of those given at the
    /// start) within `conflicts` conflicts; [`Budgeted::GaveUp`] when the budget ran out
    /// first. Afterwards the phases are those given at the start again.
    pub(crate) fn solve_guided(&mut self, guide: &Model, conflicts: i32) -> Result<Budgeted, Error> {
        let guided: Vec<Lit> = (0..self.var_count)
            .filter_map(|index| {
                let var = Var::from_index(index);
                guide.get(var.positive()).map(|value| Lit::from_var(var, value))
            })
            .collect();
        for &lit in &guided {
            self.solver.phase(dimacs(lit));
        }
        self.solver.limit("conflicts", conflicts);
        let answer = self.solve_counted(&[]);
        for &lit in &guided {
            self.solver.unphase(dimacs(lit));
        }
        for &lit in &self.phases {
            self.solver.phase(dimacs(lit));
        }
        answer
    }

    /// [`Cadical::solve`], or [`Budgeted::GaveUp`] when CaDiCaL stopped without an answer
    /// before the deadline (a limit set for this call ran out: [`Cadical::solve_guided`]).
    fn solve_counted(&mut self, assumptions: &[Lit]) -> Result<Budgeted, Error> {
        if let Some(top) = assumptions.iter().map(|l| l.index() + 1).max() {
            self.var_count = self.var_count.max(top);
        }
        // Every variable the caller made exists for CaDiCaL, so that each has a value.
        self.solver
            .resize(i32::try_from(self.var_count).expect("fewer than 2^31 variables"));
        for &lit in assumptions {
            self.solver.assume(dimacs(lit));
        }
        self.failed.clear();
        match self.solver.solve() {
            Status::UNKNOWN if self.deadline.passed() => Err(Error::TimedOut),
            Status::UNKNOWN => Ok(Budgeted::GaveUp),
            Status::UNSATISFIABLE => {
                self.failed = assumptions
                    .iter()
                    .copied()
                    .filter(|&l| self.solver.failed(dimacs(l)))
                    .collect();
                Ok(Budgeted::Unsatisfiable)
            }
            Status::SATISFIABLE => {
                let lits: Vec<Lit> = (0..self.var_count)
                    .map(|index| {
                        let var = Var::from_index(index);
                        Lit::from_var(var, self.solver.val(dimacs(var.positive())) > 0)
                    })
                    .collect();
                Ok(Budgeted::Model(Model::from_lits(&lits)))
            }
        }
    }

    /// The assumptions of the last, unsatisfiable call that its proof used.
    pub(crate) fn failed(&self, assumptions: &[Lit]) -> Vec<Lit> {
        assumptions
            .iter()
            .copied()
            .filter(|lit| self.failed.contains(lit))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A guided call that runs out of conflicts says so (no answer, no error), and the
    /// solver answers in full afterwards: the budget held for that call only.
    #[test]
    fn a_guided_call_gives_up_at_its_budget_and_only_that_call() {
        let formula = crate::solve::pigeonhole(7);
        let mut solver = Cadical::new(&formula, Deadline::NONE, &[]);
        let guide = Model::from_lits(&[]);
        assert_eq!(solver.solve_guided(&guide, 1).unwrap(), Budgeted::GaveUp);
        assert_eq!(solver.solve(&[]).unwrap(), None);
    }
}
