//! Hanjie (nonograms, paint by number): row and column clues give the runs of filled
//! cells. Work in progress for issue 3: the data type and the `.non` reader exist; the
//! `Puzzle` implementation (encoding with `encodings::regular`, verify, render, generate)
//! and the registry row are still to come.

pub mod non;

use crate::grid::{Grid, Size};

/// A Hanjie puzzle: the runs of every row (top to bottom) and column (left to right).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hanjie {
    /// Grid size.
    pub size: Size,
    /// Runs of each row, left to right.
    pub rows: Vec<Vec<usize>>,
    /// Runs of each column, top to bottom.
    pub columns: Vec<Vec<usize>>,
    /// The intended picture, when the file gives one (`goal`).
    pub goal: Option<Grid<bool>>,
}

/// The runs of filled cells in a line, as a clue.
pub fn runs_of(cells: impl IntoIterator<Item = bool>) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut current = 0;
    for cell in cells.into_iter().chain([false]) {
        if cell {
            current += 1;
        } else if current > 0 {
            runs.push(current);
            current = 0;
        }
    }
    runs
}
