//! Making Yin Yang puzzles: a random valid colouring (the solver completes colours of a
//! grown colouring assumed at a share of the cells, fewer whenever that is impossible or
//! slow), then givens removed
//! in random order while the colouring stays the only solution (`solve::minimal_cell_givens`), so
//! every puzzle is unique and given-minimal.

use super::{Colour, Solution, YinYang, YinYangEncoding};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::puzzle::{CandidateClue, Generate, Rules, cell_givens_to_add};
use crate::puzzle::{GenerateEstimate, GenerateOptions};
use crate::solve::{Attempt, ClueMode, Session, minimal_cell_givens};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use varisat::Lit;

/// Share of the cells given a random colour before the solver completes the colouring.
const SEEDED_SHARE: f64 = 0.3;

impl Generate for YinYang {
    const GENERATOR_NOTE: &'static str = "always generated unique and given-minimal";
    /// A given circle: the cell and its colour.
    type AddedClue = (Pos, Colour);

    /// A circle at each cell without one (`r2c3 black`).
    fn clues_to_add(&self, solution: &Solution) -> Vec<CandidateClue<(Pos, Colour)>> {
        cell_givens_to_add(&self.givens, solution, |pos, colour| {
            format!("{pos} {}", colour.name())
        })
    }

    fn add_clue(&mut self, &(pos, colour): &(Pos, Colour)) {
        self.givens[pos] = Some(colour);
    }

    /// A new unique, given-minimal puzzle and its solution.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(YinYang, Solution), Error> {
        let colouring = random_colouring(options, rng)?;
        let full = YinYang::new(colouring.map(|&c| Some(c)));
        let puzzle = YinYang::new(minimal_cell_givens(
            &full,
            &colouring,
            &options.solver,
            &options.limits,
            rng,
        )?);
        Ok((puzzle, colouring))
    }

    /// What [`Generate::generate`] builds, in the default (lazy) encoding: the largest of its solvers
    /// strips the givens of the whole colouring (every cell given; the colouring's empty grid
    /// is smaller), before the cuts it learns. Its puzzles have fewer givens; rated, they are
    /// encoded completely ([`crate::puzzle::Encode::complete`]: reachability layers).
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        let encoding = YinYangEncoding::default();
        let complete = encoding.complete()?;
        let cells = options.size.area() as u64;
        Ok(GenerateEstimate {
            solvers: Some(super::cnf_size::of_grid(options.size, &encoding, cells)),
            rated: super::cnf_size::of_grid(options.size, &complete, cells),
            rated_encoding: Some(complete.name()),
        })
    }
}

/// Lazy rounds one attempt at a colouring may take before a new one is tried: far more
/// than a feasible attempt needs (tens), far fewer than a hopeless one can take.
const ROUNDS_PER_ATTEMPT: usize = 300;

/// A random valid colouring of the grid: the solver completes colours assumed at a random
/// share of the cells, fewer after an attempt that is impossible or takes too long. The
/// colours assumed come from a grown colouring (`colouring.rs`, valid but for a few 2x2 blocks
/// of one colour, whose cells are never assumed), so they nearly always fit together; on strips
/// one cell wide they are random.
fn random_colouring(options: &GenerateOptions, rng: &mut StdRng) -> Result<Solution, Error> {
    let size = options.size;
    let empty = YinYang::new(Grid::from_fn(size, |_| None));
    let mut session = Session::with_solver(&empty, ClueMode::Assumed, &options.solver, &options.limits)?;
    let grown = (size.width >= 2 && size.height >= 2)
        .then(|| super::colouring::random_growth(size, rng, &options.limits.deadline))
        .transpose()?;
    let in_white_block: Vec<Pos> = grown
        .as_ref()
        .map(|g| {
            super::verify::monochrome_blocks(g)
                .flat_map(super::verify::block)
                .collect()
        })
        .unwrap_or_default();
    let mut cells: Vec<Pos> = size.cells().filter(|p| !in_white_block.contains(p)).collect();
    let mut seeded = (size.area() as f64 * SEEDED_SHARE).round() as usize;
    loop {
        cells.shuffle(rng);
        let assumptions: Vec<Lit> = cells[..seeded.min(cells.len())]
            .iter()
            .map(|&p| {
                let black = session.encoding().vars[p];
                let colour = match &grown {
                    Some(g) => g[p],
                    None if rng.random_bool(0.5) => super::Colour::Black,
                    None => super::Colour::White,
                };
                if colour == super::Colour::Black {
                    black
                } else {
                    !black
                }
            })
            .collect();
        if let Attempt::Solved((_, colouring)) = session.solve_within(&assumptions, ROUNDS_PER_ATTEMPT)? {
            return valid(&empty, colouring);
        }
        if seeded == 0 {
            // Nothing assumed: an empty grid, which the solver colours in a few rounds.
            if let Some((_, colouring)) = session.solve(&[])? {
                return valid(&empty, colouring);
            }
            return Err(Error::Solver(format!("no valid colouring of a {size} grid")));
        }
        seeded /= 2;
    }
}

/// The solver's colouring of the empty grid `empty`, once it keeps every rule.
fn valid(empty: &YinYang, colouring: Solution) -> Result<Solution, Error> {
    match empty.verify(&colouring).into_iter().next() {
        Some(rule) => Err(Error::broken_rule(format!("{rule} (in a random colouring)"))),
        None => Ok(colouring),
    }
}
