//! Making Hanjie puzzles: a random picture and its clues; for unique puzzles, repair where
//! a second solution differs from the picture (flip one differing cell of the picture per
//! region and recompute the clues) until the picture is the only solution.

use super::{Hanjie, runs_of};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::puzzle::GenerateOptions;
use crate::solve::{ClueMode, Session, Verdict};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

/// Share of filled cells in the random picture.
const DENSITY: f64 = 0.5;

/// Repair rounds before a new picture is drawn.
const ROUNDS: usize = 400;

/// A new puzzle and its solution, unique if `options` ask for it.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Hanjie, Grid<bool>), Error> {
    if options.strip {
        return Err(Error::Usage(
            "--strip has no meaning for Hanjie: every clue line is needed".into(),
        ));
    }
    loop {
        let mut picture = Grid::from_fn(options.size, |_| rng.random_bool(DENSITY));
        if !options.unique {
            return Ok((with_clues(&picture), picture));
        }
        for _ in 0..ROUNDS {
            let puzzle = with_clues(&picture);
            let other = {
                let mut session = Session::new(&puzzle, ClueMode::Fixed);
                match session.verdict(true)? {
                    Verdict::Solved(_, _) => return Ok((puzzle, picture)),
                    Verdict::Multiple(a, b) => {
                        if a == picture {
                            b
                        } else {
                            a
                        }
                    }
                    Verdict::Unsatisfiable => {
                        return Err(Error::Solver(
                            "a generated Hanjie has no solution: the encoding is wrong".into(),
                        ));
                    }
                }
            };
            let differing: Vec<Pos> = options.size.cells().filter(|&p| other[p] != picture[p]).collect();
            let &pos = differing
                .choose(rng)
                .expect("a different solution differs somewhere");
            picture[pos] = !picture[pos];
        }
    }
}

/// The puzzle whose clues are those of `picture` (which becomes its goal).
pub fn with_clues(picture: &Grid<bool>) -> Hanjie {
    let size = picture.size();
    Hanjie {
        size,
        rows: (0..size.height)
            .map(|r| runs_of(picture.row(r).iter().copied()))
            .collect(),
        columns: (0..size.width)
            .map(|c| runs_of(picture.column(c).copied()))
            .collect(),
        goal: Some(picture.clone()),
    }
}
