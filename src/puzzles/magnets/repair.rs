//! The generator's uniqueness repair: until the planted solution is the only one, find a
//! second solution (in small windows first, then anywhere) and change a domino where it
//! differs ([`repair_until_unique`]). It asks one incremental solver per layout
//! ([`Repairer`]): every count and cut is a full sequential counter (all values readable),
//! so a change of polarities is only a change of assumptions and what the solver learnt
//! about the layout is kept.

use super::encode::{CellVars, count_constraints, encode_rules, equals};
use super::polarities::{fits, with_counts};
use super::{End, Magnets, Pole, Solution, partner};
use crate::encodings::cardinality::{Direction, SequentialCounter};
use crate::error::Error;
use crate::grid::{Grid, Pos, Size};
use crate::limits::{CnfSize, Limits};
use crate::puzzle::Puzzle;
use crate::solve::{Backend, SolverChoice};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use varisat::{CnfFormula, ExtendFormula, Lit};

/// Besides one change per region, one more for every this many differing cells: far-off
/// second solutions differ almost everywhere, and one change per round converges slowly.
const CELLS_PER_EXTRA_CHANGE: usize = 8;

/// Side of the square windows swept for local ambiguities before global checks.
const WINDOW: usize = 8;

/// Local repairs tried per window.
const LOCAL_ROUNDS: usize = 8;

/// Repair rounds before a layout is given up for a new one.
const REPAIR_ROUNDS: usize = 200;

/// Re-solves and repairs until the planted solution is the only one; `None` if it does not
/// converge within a bound (the caller starts again with a new layout). Each round changes
/// one domino in every connected region where a second solution differs from the planted one.
pub(super) fn repair_until_unique(
    layout: Grid<End>,
    mut solution: Solution,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<Option<(Magnets, Solution)>, Error> {
    let size = layout.size();
    let mut repairer = Repairer::new(&layout, choice, limits)?;
    for top in (0..size.height).step_by(WINDOW / 2) {
        for left in (0..size.width).step_by(WINDOW / 2) {
            let inside =
                |p: Pos| (top..top + WINDOW).contains(&p.row) && (left..left + WINDOW).contains(&p.col);
            for _ in 0..LOCAL_ROUNDS {
                let Some(other) = repairer.another_solution_within(&solution, inside)? else {
                    break;
                };
                repair_where_different(&layout, &mut solution, &other, rng);
            }
        }
    }
    for _ in 0..REPAIR_ROUNDS {
        let Some(other) = repairer.another_solution(&solution)? else {
            return Ok(Some((with_counts(layout, &solution), solution)));
        };
        repair_where_different(&layout, &mut solution, &other, rng);
    }
    Ok(None)
}

/// Changes one domino in every connected region where `other` differs from `solution`,
/// and one more for every [`CELLS_PER_EXTRA_CHANGE`] differing cells.
fn repair_where_different(layout: &Grid<End>, solution: &mut Solution, other: &Solution, rng: &mut StdRng) {
    let differing: Vec<Pos> = layout
        .size()
        .cells()
        .filter(|&p| other[p] != solution[p])
        .collect();
    let mut picks = one_per_region(&differing, layout.size(), rng);
    picks.extend(
        differing
            .sample(rng, differing.len() / CELLS_PER_EXTRA_CHANGE)
            .copied(),
    );
    for pos in picks {
        change_domino(layout, solution, pos, rng);
    }
}

/// One random cell of each orthogonally connected region of `cells`.
fn one_per_region(cells: &[Pos], size: Size, rng: &mut StdRng) -> Vec<Pos> {
    let mut member: Grid<bool> = Grid::from_fn(size, |_| false);
    for &p in cells {
        member[p] = true;
    }
    let mut picks = Vec::new();
    for &start in cells {
        if !member[start] {
            continue;
        }
        let mut region = vec![start];
        member[start] = false;
        let mut i = 0;
        while i < region.len() {
            let here = region[i];
            i += 1;
            for n in size.neighbours(here) {
                if member[n] {
                    member[n] = false;
                    region.push(n);
                }
            }
        }
        picks.push(*region.choose(rng).expect("non-empty"));
    }
    picks
}

/// Changes the domino at `pos`: a magnet is flipped (when it fits) or made neutral; a
/// neutral domino becomes a magnet in an orientation that fits.
fn change_domino(layout: &Grid<End>, solution: &mut Solution, pos: Pos, rng: &mut StdRng) {
    let Some(other) = partner(layout, pos) else {
        return;
    };
    let placed = solution.map(|&p| Some(p));
    let fits_both = |pa: Pole| fits(layout, &placed, pos, pa) && fits(layout, &placed, other, pa.opposite());
    let current = solution[pos];
    let next = if current == Pole::Neutral {
        let mut options = [Pole::Plus, Pole::Minus];
        options.shuffle(rng);
        options.into_iter().find(|&p| fits_both(p))
    } else if rng.random_bool(0.5) && fits_both(current.opposite()) {
        Some(current.opposite())
    } else {
        Some(Pole::Neutral)
    };
    if let Some(pole) = next {
        solution[pos] = pole;
        solution[other] = pole.opposite();
    }
}

/// From above, what the rounds of [`repair_until_unique`] add to the repair solver: per
/// round an activation literal, its unit clause and a blocking clause over the cells
/// asked to differ (a window's, then all).
pub(super) fn repair_rounds(size: Size) -> CnfSize {
    let cells = size.area() as u64;
    let windows = size.height.div_ceil(WINDOW / 2) * size.width.div_ceil(WINDOW / 2);
    let local = (windows * LOCAL_ROUNDS) as u64;
    let global = REPAIR_ROUNDS as u64;
    let window_cells = cells.min((WINDOW * WINDOW) as u64);
    CnfSize {
        variables: local + global,
        clauses: 2 * (local + global),
        literals: local * (window_cells + 2) + global * (cells + 2),
    }
}

/// One layout's rules and counters in a solver, asked again and again with new counts.
pub(super) struct Repairer {
    layout: Grid<End>,
    solver: Backend,
    vars: Grid<CellVars>,
    counters: Vec<SequentialCounter>,
}

impl Repairer {
    /// Encodes the layout's rules and a counter for every count and cut, for the chosen
    /// solver; refused first when its CNF ([`Repairer::estimate`]) would need more than
    /// `limits`.
    pub(super) fn new(layout: &Grid<End>, choice: &SolverChoice, limits: &Limits) -> Result<Self, Error> {
        let size = layout.size();
        limits.check_generating(Magnets::KIND, size, Self::estimate(layout))?;
        let mut solver = Backend::new(CnfFormula::new(), choice, limits.deadline.clone());
        let (vars, counters) = encode(layout, &mut solver);
        Ok(Repairer {
            layout: layout.clone(),
            solver,
            vars,
            counters,
        })
    }

    /// The CNF of the repair solver for `layout` with all the rounds the generator may ask
    /// of it, from above (`cnf_size::repairer` and [`repair_rounds`]).
    pub(super) fn estimate(layout: &Grid<End>) -> CnfSize {
        super::cnf_size::repairer(layout) + repair_rounds(layout.size())
    }

    /// A solution other than `planted` of the puzzle whose counts are `planted`'s, if any.
    pub(super) fn another_solution(&mut self, planted: &Solution) -> Result<Option<Solution>, Error> {
        self.another_solution_within(planted, |_| true)
    }

    /// A solution of the same puzzle that agrees with `planted` outside the cells for which
    /// `inside` holds and differs inside. Cheap (mostly propagation) when the region is small,
    /// and a necessary condition for uniqueness: the generator clears such local
    /// ambiguities before it pays for global checks.
    pub(super) fn another_solution_within(
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
    use super::super::cnf_size;
    use super::super::layout::random_layout;
    use super::*;
    use crate::grid::Size;
    use crate::puzzle::Encode;
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
            let estimate = cnf_size::repairer(&layout);
            let bound = cnf_size::repairer_bound(layout.size());
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
                assert_eq!(
                    cnf_size::repairer(&layout),
                    cnf_size::repairer_bound(size),
                    "{size}"
                );
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
            let bound = cnf_size::with_all_counts(layout.size());
            for _ in 0..4 {
                let solution = super::super::polarities::random_polarities(&layout, &mut rng);
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
