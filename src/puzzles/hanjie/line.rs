//! The rows and columns of a Hanjie grid: which line, its cells, and its number among all
//! lines (rows first, then columns), as line logic and the engine index them.

use crate::grid::{Pos, Size};
use std::fmt;

/// One row or column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Row index (0-based).
    Row(usize),
    /// Column index (0-based).
    Column(usize),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(i) => write!(f, "row {}", i + 1),
            Line::Column(i) => write!(f, "column {}", i + 1),
        }
    }
}

impl Line {
    /// Every line of a grid of `size`: the rows top to bottom, then the columns left to
    /// right (line `i` of this order is [`Line::index`] `i`).
    pub(crate) fn all(size: Size) -> impl Iterator<Item = Line> {
        (0..size.height)
            .map(Line::Row)
            .chain((0..size.width).map(Line::Column))
    }

    /// The line of number `index` in [`Line::all`].
    pub(crate) fn of_index(index: usize, size: Size) -> Line {
        if index < size.height {
            Line::Row(index)
        } else {
            Line::Column(index - size.height)
        }
    }

    /// The line's number in [`Line::all`].
    pub(crate) fn index(self, size: Size) -> usize {
        match self {
            Line::Row(row) => row,
            Line::Column(col) => size.height + col,
        }
    }

    /// The number of cells of the line.
    pub(crate) fn len(self, size: Size) -> usize {
        match self {
            Line::Row(_) => size.width,
            Line::Column(_) => size.height,
        }
    }

    /// The line's cells in order (left to right, top to bottom).
    pub(crate) fn cells(self, size: Size) -> impl Iterator<Item = Pos> {
        (0..self.len(size)).map(move |i| self.cell(i))
    }

    /// The line's cell `i` (from the left, from the top).
    pub(crate) fn cell(self, i: usize) -> Pos {
        match self {
            Line::Row(row) => Pos::new(row, i),
            Line::Column(col) => Pos::new(i, col),
        }
    }

    /// The row and the column through `pos`, in that order.
    pub(crate) fn through(pos: Pos) -> [Line; 2] {
        [Line::Row(pos.row), Line::Column(pos.col)]
    }

    /// The line crossing this one at `pos`.
    pub(crate) fn crossing(self, pos: Pos) -> Line {
        match self {
            Line::Row(_) => Line::Column(pos.col),
            Line::Column(_) => Line::Row(pos.row),
        }
    }
}
