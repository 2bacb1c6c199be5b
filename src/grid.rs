//! Rectangular grids addressed by (row, column), and grid sizes written `WxH`.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

/// Width and height of a grid, written `WxH` (width first, as Tatham's IDs do).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Number of columns.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
}

impl Size {
    /// A size of `width` columns and `height` rows.
    #[must_use]
    pub fn new(width: usize, height: usize) -> Self {
        Size { width, height }
    }

    /// Number of cells.
    #[must_use]
    pub fn area(self) -> usize {
        self.width * self.height
    }

    /// The largest width or height accepted.
    pub const MAX_SIDE: usize = 4096;

    /// Every cell position, row by row.
    pub fn cells(self) -> impl Iterator<Item = Pos> {
        (0..self.height).flat_map(move |row| (0..self.width).map(move |col| Pos { row, col }))
    }

    /// Whether `pos` lies inside the grid.
    #[must_use]
    pub fn contains(self, pos: Pos) -> bool {
        pos.row < self.height && pos.col < self.width
    }

    /// The orthogonal neighbours of `pos` inside the grid.
    pub fn neighbours(self, pos: Pos) -> impl Iterator<Item = Pos> {
        let Pos { row, col } = pos;
        [
            row.checked_sub(1).map(|r| Pos::new(r, col)),
            Some(Pos::new(row + 1, col)),
            col.checked_sub(1).map(|c| Pos::new(row, c)),
            Some(Pos::new(row, col + 1)),
        ]
        .into_iter()
        .flatten()
        .filter(move |&p| self.contains(p))
    }

    /// Each orthogonally adjacent pair once: (left, right) and (top, bottom).
    pub fn adjacent_pairs(self) -> impl Iterator<Item = (Pos, Pos)> {
        self.cells().flat_map(move |p| {
            let right = Pos::new(p.row, p.col + 1);
            let below = Pos::new(p.row + 1, p.col);
            [right, below]
                .into_iter()
                .filter(move |&q| self.contains(q))
                .map(move |q| (p, q))
        })
    }
}

/// Reads `WxH` (also `WXH`); both from 1 to [`Size::MAX_SIDE`].
impl FromStr for Size {
    type Err = SizeError;

    fn from_str(text: &str) -> Result<Size, SizeError> {
        let form = || SizeError::Form(text.to_string());
        let (w, h) = text.trim().split_once(['x', 'X']).ok_or_else(form)?;
        // A side: its number, or whether it is a number too large for any grid.
        let side = |s: &str| {
            s.parse::<usize>()
                .map_err(|e| *e.kind() == std::num::IntErrorKind::PosOverflow)
        };
        let sides = [side(w), side(h)];
        if sides.contains(&Err(false)) {
            return Err(form());
        }
        if sides.contains(&Ok(0)) {
            return Err(SizeError::NoCells(text.to_string()));
        }
        match sides {
            [Ok(width), Ok(height)] if width.max(height) <= Size::MAX_SIDE => Ok(Size { width, height }),
            _ => Err(SizeError::TooLarge(text.to_string())),
        }
    }
}

/// Why a text is not a grid size ([`Size`]'s `FromStr`), with the text; the message says
/// what was expected: the form, at least 1 per side, or at most the largest side.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// Not two numbers joined by `x`.
    #[error("expected a size WxH such as 6x6, found `{0}`")]
    Form(String),
    /// A side of 0.
    #[error("a grid needs at least 1 cell per side, found `{0}`")]
    NoCells(String),
    /// A side over [`Size::MAX_SIDE`].
    #[error("the size `{0}` is too large: at most {max} per side", max = Size::MAX_SIDE)]
    TooLarge(String),
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// A cell position: 0-based row (from the top) and column (from the left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Row, 0 at the top.
    pub row: usize,
    /// Column, 0 at the left.
    pub col: usize,
}

impl Pos {
    /// The cell at `row`, `col`.
    #[must_use]
    pub fn new(row: usize, col: usize) -> Self {
        Pos { row, col }
    }
}

impl fmt::Display for Pos {
    /// 1-based, as people count: `r2c5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// A value for every cell of a rectangle, stored row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    size: Size,
    cells: Vec<T>,
}

impl<T> Grid<T> {
    /// A grid whose cell values are computed from their positions.
    pub fn from_fn(size: Size, mut value: impl FnMut(Pos) -> T) -> Self {
        Grid {
            size,
            cells: size.cells().map(&mut value).collect(),
        }
    }

    /// A grid from row-major values; `None` if the count does not match the size.
    #[must_use]
    pub fn from_vec(size: Size, cells: Vec<T>) -> Option<Self> {
        (cells.len() == size.area()).then_some(Grid { size, cells })
    }

    /// The grid's size.
    #[must_use]
    pub fn size(&self) -> Size {
        self.size
    }

    /// Values with their positions, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        self.size.cells().zip(self.cells.iter())
    }

    /// Values row by row.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.cells.iter()
    }

    /// The values of one row, left to right.
    #[must_use]
    pub fn row(&self, row: usize) -> &[T] {
        &self.cells[row * self.size.width..(row + 1) * self.size.width]
    }

    /// The values of one column, top to bottom.
    pub fn column(&self, col: usize) -> impl Iterator<Item = &T> {
        (0..self.size.height).map(move |row| &self[Pos::new(row, col)])
    }

    /// The grid as rows of one character per cell, top to bottom (the rows of answer files).
    pub fn text_rows(&self, mut symbol: impl FnMut(&T) -> char) -> Vec<String> {
        (0..self.size.height)
            .map(|row| self.row(row).iter().map(&mut symbol).collect())
            .collect()
    }

    /// A grid of the same size with every value mapped.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> Grid<U> {
        Grid {
            size: self.size,
            cells: self.cells.iter().map(f).collect(),
        }
    }
}

impl<T: PartialEq> Grid<T> {
    /// The orthogonally connected regions of equal values, in the reading order of their
    /// first cells; each region lists its first cell first (breadth-first order).
    #[must_use]
    pub fn regions(&self) -> Vec<Vec<Pos>> {
        let size = self.size;
        let mut seen = self.map(|_| false);
        let mut regions = Vec::new();
        for start in size.cells() {
            if seen[start] {
                continue;
            }
            seen[start] = true;
            let mut region = vec![start];
            let mut next = 0;
            while next < region.len() {
                let here = region[next];
                next += 1;
                for n in size.neighbours(here) {
                    if !seen[n] && self[n] == self[here] {
                        seen[n] = true;
                        region.push(n);
                    }
                }
            }
            regions.push(region);
        }
        regions
    }
}

impl<T> Index<Pos> for Grid<T> {
    type Output = T;
    fn index(&self, pos: Pos) -> &T {
        &self.cells[pos.row * self.size.width + pos.col]
    }
}

impl<T> IndexMut<Pos> for Grid<T> {
    fn index_mut(&mut self, pos: Pos) -> &mut T {
        &mut self.cells[pos.row * self.size.width + pos.col]
    }
}

#[cfg(test)]
mod tests {
    use super::Size;

    #[test]
    fn a_size_error_says_what_is_wrong() {
        assert_eq!("6x4".parse(), Ok(Size::new(6, 4)));
        assert_eq!("2X3".parse(), Ok(Size::new(2, 3)));
        let message = |text: &str| text.parse::<Size>().unwrap_err().to_string();
        for text in ["6", "6x", "axb", "-1x5"] {
            let expected = format!("expected a size WxH such as 6x6, found `{text}`");
            assert_eq!(message(text), expected);
        }
        for text in ["0x5", "5x0"] {
            let expected = format!("a grid needs at least 1 cell per side, found `{text}`");
            assert_eq!(message(text), expected);
        }
        for text in ["4097x1", "99999999999999999999x4"] {
            let expected = format!("the size `{text}` is too large: at most 4096 per side");
            assert_eq!(message(text), expected);
        }
    }
}
