//! The 123 puzzle (Erich Friedman; puzz.link Fillomino with groups of at most 3): fill
//! every cell with 1, 2 or 3 so that each cell's number is the size of the orthogonally
//! connected group of equal numbers it belongs to; some cells are given, and borders may be
//! given between cells (the cells on either side are in different groups). Read from the
//! native `123 WxH` format and puzz.link URLs.

mod borders;
mod cnf_size;
mod encode;
mod generate;
mod parse;
mod partial;
mod render;
mod rules;
mod svg;
mod url;
mod verify;

pub use borders::Border;
pub use encode::CellVars;
pub use url::to_url;

use crate::grid::Grid;

/// Largest number a cell may hold (and the largest group).
pub(crate) const MAX_VALUE: u8 = 3;

/// A 123 puzzle: the given numbers (`None` = empty cell to fill) and borders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneTwoThree {
    /// The given number of each cell, 1 to 3.
    pub givens: Grid<Option<u8>>,
    /// Borders given between cells, sorted: the cells on either side of one hold different
    /// numbers.
    pub borders: Vec<Border>,
}

impl OneTwoThree {
    /// The puzzle of these givens, without borders.
    #[must_use]
    pub fn new(givens: Grid<Option<u8>>) -> Self {
        OneTwoThree {
            givens,
            borders: Vec::new(),
        }
    }
}

/// A filled grid: every cell 1, 2 or 3.
pub type Solution = Grid<u8>;

/// A grid with some cells not filled in yet (`None`).
pub type Partial = Grid<Option<u8>>;
