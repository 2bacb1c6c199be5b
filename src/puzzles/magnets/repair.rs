//! The generator's uniqueness repair on one incremental solver per layout. Every count and
//! cut is a full sequential counter (all values readable), so a change of polarities is
//! only a change of assumptions and what the solver learnt about the layout is kept.

use super::encode::{CellVars, count_constraints, encode_rules, equals};
use super::generate::with_counts;
use super::{End, Magnets, Pole, Solution};
use crate::encodings::cardinality::{Direction, SequentialCounter};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::solve::{Backend, SolverChoice};
use varisat::{CnfFormula, ExtendFormula, Lit};

/// One layout's rules and counters in a solver, asked again and again with new counts.
pub struct Repairer {
    layout: Grid<End>,
    solver: Backend,
    vars: Grid<CellVars>,
    counters: Vec<SequentialCounter>,
}

impl Repairer {
    /// Encodes the layout's rules and a counter for every count and cut, for the chosen
    /// solver.
    pub fn new(layout: &Grid<End>, choice: &SolverChoice) -> Self {
        let all_neutral = layout.map(|_| Pole::Neutral);
        let template = with_counts(layout.clone(), &all_neutral);
        let mut solver = Backend::new(CnfFormula::new(), choice);
        let (vars, _) = encode_rules(&template, &mut solver);
        let counters = count_constraints(&template, &vars)
            .iter()
            .map(|c| {
                // No two equal poles touch, so a line of n cells holds at most ceil(n/2)
                // of one pole: its counter need not count further. Cuts count freely.
                let most = if c.derived_from.is_empty() {
                    c.lits.len().div_ceil(2)
                } else {
                    c.lits.len()
                };
                SequentialCounter::new(&mut solver, &c.lits, 0, most + 1, Direction::Both)
            })
            .collect();
        Repairer {
            layout: layout.clone(),
            solver,
            vars,
            counters,
        }
    }

    /// A solution other than `planted` of the puzzle whose counts are `planted`'s, if any.
    pub fn another_solution(&mut self, planted: &Solution) -> Result<Option<Solution>, Error> {
        self.another_solution_within(planted, |_| true)
    }

    /// A solution of the same puzzle that agrees with `planted` outside the cells for which
    /// `inside` holds and differs inside. Cheap (mostly propagation) when the region is small,
    /// and a necessary condition for uniqueness: the generator clears such local
    /// ambiguities before it pays for global checks.
    pub fn another_solution_within(
        &mut self,
        planted: &Solution,
        inside: impl Fn(Pos) -> bool,
    ) -> Result<Option<Solution>, Error> {
        let puzzle: Magnets = with_counts(self.layout.clone(), planted);
        let constraints = count_constraints(&puzzle, &self.vars);
        debug_assert_eq!(constraints.len(), self.counters.len());
        let mut assumptions: Vec<Lit> = Vec::new();
        for (constraint, counter) in constraints.iter().zip(&self.counters) {
            assumptions.extend(equals(&mut self.solver, counter, constraint.value));
        }
        let guard = self.solver.new_lit();
        let mut block: Vec<Lit> = Vec::new();
        for (pos, cell) in self.vars.iter() {
            if inside(pos) {
                block.push(!cell.lit(planted[pos]));
            } else {
                assumptions.push(cell.lit(planted[pos]));
            }
        }
        block.push(!guard);
        self.solver.add_clause(&block);
        assumptions.push(guard);
        let other = self
            .solver
            .solve(&assumptions)?
            .map(|model| self.vars.map(|cell| cell.decode(&model)));
        self.solver.add_clause(&[!guard]);
        Ok(other)
    }
}
