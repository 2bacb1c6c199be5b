//! Making 123 puzzles: a random valid filling, then givens removed in random order while
//! the filling stays the only solution (one incremental solver, givens as assumptions), so
//! every puzzle is unique and clue-minimal: no single given can be removed.
//!
//! The filling grows groups of random sizes from cells in random order, with size weights
//! drawn anew for every puzzle (so the mix of 1s, 2s and 3s varies); a group may not touch
//! a finished group of its own size. Cells where no group fits are left to the solver,
//! which completes the filling around them with the rest of the greedy filling assumed
//! (first only far from the gaps, then ever closer as needed).

use super::{OneTwoThree, Solution};
use crate::error::Error;
use crate::grid::{Grid, Pos, Size};
use crate::limits::Limits;
use crate::puzzle::{CandidateClue, Generate, Rules, cell_givens_to_add};
use crate::puzzle::{GenerateEstimate, GenerateOptions};
use crate::solve::{ClueMode, Session, SolverChoice, minimal_cell_givens};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use varisat::Lit;

/// Attempts to grow a group of one size from one cell before trying another size.
const GROWTH_ATTEMPTS: usize = 4;

impl Generate for OneTwoThree {
    const GENERATOR_NOTE: &'static str = "always generated unique and clue-minimal";
    /// A given: the cell and its number.
    type AddedClue = (Pos, u8);

    /// A given at each cell without one (`r2c3 = 1`).
    fn clues_to_add(&self, solution: &Solution) -> Vec<CandidateClue<(Pos, u8)>> {
        cell_givens_to_add(&self.givens, solution, |pos, value| format!("{pos} = {value}"))
    }

    fn add_clue(&mut self, &(pos, value): &(Pos, u8)) {
        self.givens[pos] = Some(value);
    }

    /// A new unique, clue-minimal puzzle and its solution.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(OneTwoThree, Solution), Error> {
        let filling = random_filling(options.size, &options.solver, &options.limits, rng)?;
        Ok((
            minimal_givens(&filling, &options.solver, &options.limits, rng)?,
            filling,
        ))
    }

    /// What [`Generate::generate`] builds: the largest of its solvers strips the givens of the whole
    /// filling (every cell given; the completion's empty grid is smaller), and its puzzles
    /// have fewer givens.
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        let full = super::cnf_size::of_grid(options.size, options.size.area() as u64);
        Ok(GenerateEstimate {
            solvers: Some(full),
            rated: full,
            rated_encoding: None,
        })
    }
}

/// A random valid filling of a grid of `size`.
pub(super) fn random_filling(
    size: Size,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<Solution, Error> {
    let weights: [f64; 3] = std::array::from_fn(|_| rng.random_range(0.05..1.0));
    let greedy = grow_groups(size, weights, rng);
    let filling = if greedy.values().all(|&v| v > 0) {
        greedy
    } else {
        complete(&greedy, choice, limits)?
    };
    let broken = empty(size).verify(&filling);
    if broken.is_empty() {
        Ok(filling)
    } else {
        Err(Error::broken_rule(format!(
            "{} (in a random filling)",
            broken.join("; ")
        )))
    }
}

/// The givens of `filling` that remain after removing them in random order while the
/// filling stays the only solution.
pub(super) fn minimal_givens(
    filling: &Solution,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<OneTwoThree, Error> {
    let full = OneTwoThree::new(filling.map(|&v| Some(v)));
    Ok(OneTwoThree::new(minimal_cell_givens(
        &full, filling, choice, limits, rng,
    )?))
}

fn empty(size: Size) -> OneTwoThree {
    OneTwoThree::new(Grid::from_fn(size, |_| None))
}

/// Greedy groups: 0 where none fits.
fn grow_groups(size: Size, weights: [f64; 3], rng: &mut StdRng) -> Grid<u8> {
    let mut grid: Grid<u8> = Grid::from_fn(size, |_| 0);
    let mut order: Vec<Pos> = size.cells().collect();
    order.shuffle(rng);
    for start in order {
        if grid[start] != 0 {
            continue;
        }
        // Sizes in a random order that favours the heavier ones.
        let mut sizes: Vec<(f64, u8)> = (1..=3u8)
            .map(|s| (weights[usize::from(s) - 1] * rng.random_range(0.5..1.0), s))
            .collect();
        sizes.sort_by(|a, b| b.0.total_cmp(&a.0));
        'sizes: for (_, value) in sizes {
            for _ in 0..GROWTH_ATTEMPTS {
                if let Some(group) = try_group(&grid, start, value, rng) {
                    for pos in group {
                        grid[pos] = value;
                    }
                    break 'sizes;
                }
            }
        }
    }
    grid
}

/// A group of `value` cells grown at random from `start` through empty cells, none of them
/// touching a cell that already holds `value`; `None` if this attempt got stuck.
fn try_group(grid: &Grid<u8>, start: Pos, value: u8, rng: &mut StdRng) -> Option<Vec<Pos>> {
    let size = grid.size();
    let mut group = vec![start];
    while group.len() < usize::from(value) {
        let frontier: Vec<Pos> = group
            .iter()
            .flat_map(|&p| size.neighbours(p))
            .filter(|&n| grid[n] == 0 && !group.contains(&n))
            .collect();
        group.push(*frontier.choose(rng)?);
    }
    let touches_same = group
        .iter()
        .flat_map(|&p| size.neighbours(p))
        .any(|n| grid[n] == value && !group.contains(&n));
    (!touches_same).then_some(group)
}

/// Completes a partial filling (0 = open) with the solver, assuming the greedy values of the
/// cells farther than a radius from every open cell (0 at first: only the open cells are
/// free); the radius grows until the solver finds a completion.
fn complete(partial: &Grid<u8>, choice: &SolverChoice, limits: &Limits) -> Result<Solution, Error> {
    let size = partial.size();
    let puzzle = empty(size);
    let mut session = Session::with_solver(&puzzle, ClueMode::Assumed, choice, limits)?;
    let open: Vec<Pos> = size.cells().filter(|&p| partial[p] == 0).collect();
    let distance = |p: Pos| {
        open.iter()
            .map(|o| o.row.abs_diff(p.row).max(o.col.abs_diff(p.col)))
            .min()
            .unwrap_or(usize::MAX)
    };
    let distances: Vec<(Pos, usize)> = size.cells().map(|p| (p, distance(p))).collect();
    let mut radius = 0;
    loop {
        let assumptions: Vec<Lit> = distances
            .iter()
            .filter(|&&(_, d)| d > radius)
            .map(|&(p, _)| session.encoding().vars[p].holds(partial[p]))
            .collect();
        if let Some((_, filling)) = session.solve(&assumptions)? {
            return Ok(filling);
        }
        if assumptions.is_empty() {
            return Err(Error::Solver(format!("no valid filling of a {size} grid")));
        }
        radius = (radius * 3 / 2).max(radius + 1);
    }
}
