//! Where a grid lies in a picture ([`Frame`]) and how it is ruled: thin lines between
//! cells, thick ones on the borders a kind stresses, and a thick frame.

use super::{CELL, MARGIN, Svg, THICK, THIN, THIN_COLOUR};
use crate::grid::{Pos, Size};

/// Where a grid lies in a picture: the top-left corner of its first cell and its size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Frame {
    /// Left edge of the grid, in pixels.
    pub x: f64,
    /// Top edge of the grid, in pixels.
    pub y: f64,
    /// Columns and rows.
    pub size: Size,
}

/// A border between two cells, or between a cell and the outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Edge {
    /// The horizontal border above row `row` (`row` = height for the bottom), over column `col`.
    Horizontal {
        /// The row below the border.
        row: usize,
        /// The column it spans.
        col: usize,
    },
    /// The vertical border left of column `col` (`col` = width for the right), beside row `row`.
    Vertical {
        /// The row it spans.
        row: usize,
        /// The column right of the border.
        col: usize,
    },
}

impl Frame {
    /// A grid of `size` with nothing around it but the margin (123, Yin Yang), and the
    /// empty picture that fits it.
    pub(crate) fn bare(size: Size) -> (Frame, Svg) {
        let frame = Frame {
            x: MARGIN,
            y: MARGIN,
            size,
        };
        let svg = Svg::new(
            2.0 * MARGIN + size.width as f64 * CELL,
            2.0 * MARGIN + size.height as f64 * CELL,
        );
        (frame, svg)
    }

    /// The left edge of column `col` (the right edge of the grid for `col` = width).
    pub(crate) fn x_of(&self, col: usize) -> f64 {
        self.x + col as f64 * CELL
    }

    /// The top edge of row `row` (the bottom edge of the grid for `row` = height).
    pub(crate) fn y_of(&self, row: usize) -> f64 {
        self.y + row as f64 * CELL
    }

    /// The centre of a cell.
    pub(crate) fn centre(&self, pos: Pos) -> (f64, f64) {
        (self.x_of(pos.col) + CELL / 2.0, self.y_of(pos.row) + CELL / 2.0)
    }

    /// The right edge of the grid.
    pub(crate) fn right(&self) -> f64 {
        self.x_of(self.size.width)
    }

    /// The bottom edge of the grid.
    pub(crate) fn bottom(&self) -> f64 {
        self.y_of(self.size.height)
    }

    /// Fills a cell with `fill`.
    pub(crate) fn fill_cell(&self, svg: &mut Svg, class: &str, pos: Pos, fill: &str) {
        svg.rect(class, self.x_of(pos.col), self.y_of(pos.row), CELL, CELL, fill);
    }

    /// Rules the grid: a thin line between every two cells, a thick one on every inner
    /// border for which `thick` holds (merged into one line along a run of such borders),
    /// and a thick frame (`class="frame"`) around the grid.
    pub(crate) fn rule(&self, svg: &mut Svg, thick: impl Fn(Edge) -> bool) {
        let Size { width, height } = self.size;
        for row in 1..height {
            let y = self.y_of(row);
            svg.line("thin", (self.x, y), (self.right(), y), THIN, THIN_COLOUR);
        }
        for col in 1..width {
            let x = self.x_of(col);
            svg.line("thin", (x, self.y), (x, self.bottom()), THIN, THIN_COLOUR);
        }
        for row in 1..height {
            let y = self.y_of(row);
            for (from, to) in runs(width, |col| thick(Edge::Horizontal { row, col })) {
                svg.line("thick", (self.x_of(from), y), (self.x_of(to), y), THICK, "black");
            }
        }
        for col in 1..width {
            let x = self.x_of(col);
            for (from, to) in runs(height, |row| thick(Edge::Vertical { row, col })) {
                svg.line("thick", (x, self.y_of(from)), (x, self.y_of(to)), THICK, "black");
            }
        }
        let (w, h) = (self.right() - self.x, self.bottom() - self.y);
        svg.outline("frame", self.x, self.y, w, h, THICK);
    }
}

/// The maximal runs `[from, to)` of indices below `len` where `on` holds.
pub(super) fn runs(len: usize, on: impl Fn(usize) -> bool) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    for i in 0..=len {
        match (start, i < len && on(i)) {
            (None, true) => start = Some(i),
            (Some(from), false) => {
                runs.push((from, i));
                start = None;
            }
            _ => {}
        }
    }
    runs
}
