//! CaDiCaL embedded through the `cadical` crate (cargo feature `cadical`): incremental, with
//! assumptions, for users who want its speed on hard puzzles without a separate program.
//! Variables keep varisat's numbering (DIMACS index = varisat index + 1).

use crate::error::Error;
use crate::limits::Deadline;
use crate::model::Model;
use varisat::{CnfFormula, Lit, Var};

/// An incremental CaDiCaL solver.
pub(crate) struct Cadical {
    solver: cadical::Solver<Terminate>,
    var_count: usize,
    deadline: Deadline,
}

/// CaDiCaL's callbacks: it asks now and then whether to stop, here once the deadline has
/// passed.
pub(super) struct Terminate(Deadline);

impl cadical::Callbacks for Terminate {
    fn terminate(&mut self) -> bool {
        self.0.passed()
    }
}

fn dimacs(lit: Lit) -> i32 {
    i32::try_from(lit.to_dimacs()).expect("fewer than 2^31 variables")
}

impl Cadical {
    /// A solver holding `formula`, whose calls stop once `deadline` has passed.
    pub(crate) fn new(formula: &CnfFormula, deadline: Deadline) -> Self {
        let mut inner = cadical::Solver::new();
        inner.set_callbacks(Some(Terminate(deadline)));
        let mut solver = Cadical {
            solver: inner,
            var_count: formula.var_count(),
            deadline,
        };
        for clause in formula.iter() {
            solver.add_clause(clause);
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
        self.solver.add_clause(clause.iter().map(|&l| dimacs(l)));
    }

    /// A model under `assumptions`, or `None` when there is none.
    pub(crate) fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<Model>, Error> {
        if let Some(top) = assumptions.iter().map(|l| l.index() + 1).max() {
            self.var_count = self.var_count.max(top);
        }
        match self.solver.solve_with(assumptions.iter().map(|&l| dimacs(l))) {
            None if self.deadline.passed() => Err(Error::TimedOut),
            None => Err(Error::Solver(
                "solver cadical-embedded: it stopped without an answer".into(),
            )),
            Some(false) => Ok(None),
            Some(true) => {
                // A variable CaDiCaL never saw has no value; it is free, and Model treats
                // an absent variable as unassigned.
                let lits: Vec<Lit> = (0..self.var_count)
                    .filter_map(|index| {
                        let var = Var::from_index(index);
                        let value = self.solver.value(dimacs(var.positive()))?;
                        Some(Lit::from_var(var, value))
                    })
                    .collect();
                Ok(Some(Model::from_lits(&lits)))
            }
        }
    }

    /// The assumptions of the last, unsatisfiable call that its proof used.
    pub(crate) fn failed(&self, assumptions: &[Lit]) -> Vec<Lit> {
        assumptions
            .iter()
            .copied()
            .filter(|&l| self.solver.failed(dimacs(l)))
            .collect()
    }
}
