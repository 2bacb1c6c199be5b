//! Making Magnets puzzles: a random domino layout (mixed by random 2x2 flips, with one
//! singleton where the area is odd), random polarities, counts from them; then, until the
//! planted solution is the only one, repair the puzzle where a second solution differs
//! (change a domino there and recount); optionally strip counts while it stays unique.

use super::encode::{Line, count_slots};
use super::layout::random_layout;
use super::repair::Repairer;
use super::{Counts, End, Magnets, Pole, Solution, dominoes, partner};
use crate::error::{Choice, Error};
use crate::grid::{Grid, Pos, Size};
use crate::limits::{CnfSize, Limits};
use crate::puzzle::{GenerateEstimate, GenerateOptions};
use crate::solve::{ClueMode, Session, SolverChoice, strip_clues};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// Share of dominoes drawn neutral before repairs.
const NEUTRAL_SHARE: f64 = 0.5;

/// Besides one change per region, one more for every this many differing cells: far-off
/// second solutions differ almost everywhere, and one change per round converges slowly.
const CELLS_PER_EXTRA_CHANGE: usize = 8;

/// Side of the square windows swept for local ambiguities before global checks.
const WINDOW: usize = 8;

/// Local repairs tried per window.
const LOCAL_ROUNDS: usize = 8;

/// Repair rounds before a layout is given up for a new one.
const REPAIR_ROUNDS: usize = 200;

/// A new puzzle and its solution, unique (and stripped) as `options` ask.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Magnets, Solution), Error> {
    refuse_options(options)?;
    let size = options.size;
    loop {
        let layout = random_layout(size, rng);
        let solution = random_polarities(&layout, rng);
        if !options.unique {
            return Ok((with_counts(layout, &solution), solution));
        }
        if let Some((puzzle, solution)) =
            repair_until_unique(layout, solution, &options.solver, &options.limits, rng)?
        {
            let puzzle = if options.strip {
                strip(puzzle, &options.solver, &options.limits, rng)?
            } else {
                puzzle
            };
            return Ok((puzzle, solution));
        }
    }
}

/// The options the generator refuses.
fn refuse_options(options: &GenerateOptions) -> Result<(), Error> {
    let size = options.size;
    if size.area() < 2 {
        return Err(Error::Usage(format!(
            "a Magnets grid needs at least 2 cells, {size} has {}",
            size.area()
        )));
    }
    if options.strip && !options.unique {
        return Err(Error::refused(Choice::Strip, "{strip} needs unique puzzles"));
    }
    Ok(())
}

/// What [`generate`] builds, from above for any layout: the repair solver
/// ([`Repairer::estimate`]) and, with `--strip`, a solver of the puzzle with every count
/// known, which is also the largest puzzle it returns. Without uniqueness, no solver.
pub fn estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
    refuse_options(options)?;
    let size = options.size;
    let puzzle = super::size::with_all_counts(size);
    let repairer = super::size::repairer_bound(size) + repair_rounds(size);
    let solvers = match (options.unique, options.strip) {
        (false, _) => None,
        (true, false) => Some(repairer),
        (true, true) => Some(repairer.larger(puzzle)),
    };
    Ok(GenerateEstimate {
        solvers,
        rated: puzzle,
        rated_encoding: None,
    })
}

/// From above, what the rounds of [`repair_until_unique`] add to the repair solver: per
/// round an activation literal, its unit clause and a blocking clause over the cells
/// asked to differ (a window's, then all).
pub fn repair_rounds(size: Size) -> CnfSize {
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

/// The puzzle whose counts are those of `solution`.
pub fn with_counts(layout: Grid<End>, solution: &Solution) -> Magnets {
    let size = layout.size();
    let count = |pole: Pole| Counts {
        cols: (0..size.width)
            .map(|c| Some(solution.column(c).filter(|&&p| p == pole).count()))
            .collect(),
        rows: (0..size.height)
            .map(|r| Some(solution.row(r).iter().filter(|&&p| p == pole).count()))
            .collect(),
    };
    Magnets {
        plus: count(Pole::Plus),
        minus: count(Pole::Minus),
        layout,
    }
}

/// Random polarities: dominoes in random order, some neutral, each magnet oriented so that
/// no equal poles touch (neutral when neither orientation fits).
pub fn random_polarities(layout: &Grid<End>, rng: &mut StdRng) -> Solution {
    let mut poles: Grid<Option<Pole>> = layout.map(|_| None);
    let mut dominoes: Vec<(Pos, Pos)> = dominoes(layout).collect();
    dominoes.shuffle(rng);
    for (a, b) in dominoes {
        let mut options = [(Pole::Plus, Pole::Minus), (Pole::Minus, Pole::Plus)];
        options.shuffle(rng);
        let choice = if rng.random_bool(NEUTRAL_SHARE) {
            None
        } else {
            options
                .into_iter()
                .find(|&(pa, pb)| fits(layout, &poles, a, pa) && fits(layout, &poles, b, pb))
        };
        let (pa, pb) = choice.unwrap_or((Pole::Neutral, Pole::Neutral));
        poles[a] = Some(pa);
        poles[b] = Some(pb);
    }
    poles.map(|p| p.unwrap_or(Pole::Neutral))
}

/// Whether `pos` may be `pole` given the poles already placed around it.
fn fits(layout: &Grid<End>, poles: &Grid<Option<Pole>>, pos: Pos, pole: Pole) -> bool {
    pole == Pole::Neutral
        || layout
            .size()
            .neighbours(pos)
            .all(|n| partner(layout, pos) == Some(n) || poles[n] != Some(pole))
}

/// Re-solves and repairs until the planted solution is the only one; `None` if it does not
/// converge within a bound (the caller starts again with a new layout). Each round changes
/// one domino in every connected region where a second solution differs from the planted one.
fn repair_until_unique(
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

/// Removes counts in random order while the puzzle stays unique.
fn strip(
    puzzle: Magnets,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<Magnets, Error> {
    let slots = count_slots(&puzzle);
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.shuffle(rng);
    let kept = {
        let mut session = Session::with_solver(&puzzle, ClueMode::Assumed, choice, limits)?;
        strip_clues(&mut session, &order)?
    };
    let mut stripped = puzzle;
    for (slot, keep) in slots.iter().zip(kept) {
        if !keep {
            let counts = if slot.pole == Pole::Plus {
                &mut stripped.plus
            } else {
                &mut stripped.minus
            };
            match slot.line {
                Line::Row(i) => counts.rows[i] = None,
                Line::Column(i) => counts.cols[i] = None,
            }
        }
    }
    Ok(stripped)
}
