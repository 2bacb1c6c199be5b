//! The generator's uniqueness repair on one incremental solver per layout. Every count and
//! cut is a full sequential counter (all values readable), so a change of polarities is
//! only a change of assumptions and what the solver learnt about the layout is kept.

use super::encode::{CellVars, count_constraints, encode_rules, equals};
use super::generate::{repair_rounds, with_counts};
use super::{End, Magnets, Pole, Solution};
use crate::encodings::cardinality::{Direction, SequentialCounter};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::limits::{CnfSize, Limits};
use crate::puzzle::Puzzle;
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
    /// solver; refused first when its CNF ([`Repairer::estimate`]) would need more than
    /// `limits`.
    pub fn new(layout: &Grid<End>, choice: &SolverChoice, limits: &Limits) -> Result<Self, Error> {
        let size = layout.size();
        limits.check_generating(Magnets::KIND, size, Self::estimate(layout))?;
        let mut solver = Backend::new(CnfFormula::new(), choice, limits.deadline);
        let (vars, counters) = encode(layout, &mut solver);
        Ok(Repairer {
            layout: layout.clone(),
            solver,
            vars,
            counters,
        })
    }

    /// The CNF of the repair solver for `layout` with all the rounds the generator may ask
    /// of it, from above (`size::repairer` and `generate::repair_rounds`).
    pub fn estimate(layout: &Grid<End>) -> CnfSize {
        super::size::repairer(layout) + repair_rounds(layout.size())
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

/// The layout's rules and a counter with every value readable for every count and cut.
fn encode<F: ExtendFormula>(layout: &Grid<End>, formula: &mut F) -> (Grid<CellVars>, Vec<SequentialCounter>) {
    let all_neutral = layout.map(|_| Pole::Neutral);
    let template = with_counts(layout.clone(), &all_neutral);
    let (vars, _) = encode_rules(&template, formula);
    let counters = count_constraints(&template, &vars)
        .iter()
        .map(|c| {
            // No two equal poles touch, so a line of n cells holds at most ceil(n/2) of one
            // pole: its counter need not count further. Cuts count freely.
            let most = if c.derived_from.is_empty() {
                c.lits.len().div_ceil(2)
            } else {
                c.lits.len()
            };
            SequentialCounter::new(formula, &c.lits, 0, most + 1, Direction::Both)
        })
        .collect();
    (vars, counters)
}

#[cfg(test)]
mod tests {
    use super::super::layout::random_layout;
    use super::super::size;
    use super::*;
    use crate::grid::Size;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    /// The layouts the generator draws, and the regular tilings (all vertical dominoes is
    /// the worst case for the cuts), of many shapes.
    fn layouts() -> Vec<Grid<End>> {
        let mut rng = StdRng::seed_from_u64(5);
        let mut layouts = Vec::new();
        for (width, height) in [(2, 1), (1, 5), (3, 3), (4, 2), (5, 7), (8, 8), (12, 9), (16, 16)] {
            let size = Size::new(width, height);
            for _ in 0..3 {
                layouts.push(random_layout(size, &mut rng));
            }
            let vertical = Grid::from_fn(size, |p| match (p.row % 2, p.row + 1 < height) {
                (0, true) => End::Top,
                (1, _) => End::Bottom,
                _ => End::Single,
            });
            layouts.push(vertical);
        }
        layouts
    }

    /// The repairer's CNF as built is within its estimate, and not far below it; the
    /// bound for any layout of the size bounds the estimate.
    #[test]
    fn the_repairer_estimate_bounds_its_cnf() {
        for layout in layouts() {
            let mut formula = CnfFormula::new();
            encode(&layout, &mut formula);
            let built = CnfSize::of(&formula);
            let estimate = size::repairer(&layout);
            let bound = size::repairer_bound(layout.size());
            let what = format!(
                "{}: built {built:?}, estimate {estimate:?}, bound {bound:?}",
                layout.size()
            );
            assert!(built.within(estimate), "{what}");
            assert!(estimate.within(bound), "{what}");
            // Registers are counted exactly, clauses nearly (the rules a little above).
            assert_eq!(built.variables, estimate.variables, "{what}");
            assert!(estimate.clauses as f64 <= 1.15 * built.clauses as f64, "{what}");
        }
    }

    /// The bound is reached: by a square of vertical dominoes, where every other row cut
    /// is crossed by a whole row of them.
    #[test]
    fn vertical_dominoes_reach_the_bound() {
        let mut squares = 0;
        for layout in layouts() {
            let size = layout.size();
            let vertical = layout.values().all(|end| matches!(end, End::Top | End::Bottom));
            if size.width == size.height && vertical {
                assert_eq!(size::repairer(&layout), size::repairer_bound(size), "{size}");
                squares += 1;
            }
        }
        assert!(squares >= 2);
    }

    /// A puzzle with every count known, at any counts the layout allows (within a line's
    /// ceil(n/2)), is within the generator's bound for its size.
    #[test]
    fn fully_counted_puzzles_are_within_their_bound() {
        let mut rng = StdRng::seed_from_u64(6);
        for layout in layouts() {
            let bound = size::with_all_counts(layout.size());
            for _ in 0..4 {
                let solution = super::super::generate::random_polarities(&layout, &mut rng);
                let puzzle = with_counts(layout.clone(), &solution);
                let estimate = puzzle.cnf_estimate();
                assert!(
                    estimate.within(bound),
                    "{}: {estimate:?} {bound:?}",
                    layout.size()
                );
            }
        }
    }
}
