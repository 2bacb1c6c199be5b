//! Making Yin Yang puzzles: a random valid colouring (the solver completes random colours
//! assumed at a share of the cells, fewer whenever that is impossible), then givens removed
//! in random order while the colouring stays the only solution (`solve::minimal_cell_givens`), so
//! every puzzle is unique and given-minimal.

use super::{Solution, YinYang};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::puzzle::GenerateOptions;
use crate::solve::{ClueMode, Session, minimal_cell_givens};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use varisat::Lit;

/// Share of the cells given a random colour before the solver completes the colouring.
const SEEDED_SHARE: f64 = 0.15;

/// A new unique, given-minimal puzzle and its solution.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(YinYang, Solution), Error> {
    options.refuse_density("Yin Yang")?;
    options.refuse_multiple("Yin Yang puzzles", "given-minimal")?;
    let colouring = random_colouring(options, rng)?;
    let full = YinYang::new(colouring.map(|&c| Some(c)));
    let puzzle = YinYang::new(minimal_cell_givens(&full, &colouring, rng)?);
    Ok((puzzle, colouring))
}

/// A random valid colouring of the grid.
fn random_colouring(options: &GenerateOptions, rng: &mut StdRng) -> Result<Solution, Error> {
    let size = options.size;
    let empty = YinYang::new(Grid::from_fn(size, |_| None));
    let mut session = Session::new(&empty, ClueMode::Assumed);
    let mut cells: Vec<Pos> = size.cells().collect();
    let mut seeded = (size.area() as f64 * SEEDED_SHARE).round() as usize;
    loop {
        cells.shuffle(rng);
        let assumptions: Vec<Lit> = cells[..seeded.min(cells.len())]
            .iter()
            .map(|&p| {
                let black = session.encoding().vars[p];
                if rng.random_bool(0.5) { black } else { !black }
            })
            .collect();
        if let Some((_, colouring)) = session.solve(&assumptions)? {
            return Ok(colouring);
        }
        if seeded == 0 {
            return Err(Error::Solver(format!("no valid colouring of a {size} grid")));
        }
        seeded /= 2;
    }
}
