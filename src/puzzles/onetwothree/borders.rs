//! Borders given between two cells, as puzz.link's editor draws them in Fillomino: the cells
//! on either side belong to different groups, which in the 123 puzzle (equal neighbours are
//! one group) means they hold different numbers.
//!
//! Written `r1c1-r1c2` in a native file's `borders` lines. In a puzz.link URL they follow
//! the cells (pzprjs writes them only when a border is drawn): first the borders between
//! side-by-side cells, row by row, left to right ((W-1)·H of them), then those between a
//! cell and the one below, row by row (W·(H-1)); five to a base-32 character (`0`-`9`,
//! `a`-`v`), the first border in the highest bit. A section may end early (the borders
//! left out are not drawn).

use crate::formats::puzzlink::BodyError;
use crate::formats::puzzlink::packed::Packing;
use crate::grid::{Pos, Size};
use std::fmt;

/// Five borders to a URL character, one bit each.
const PACKING: Packing = Packing { base: 2, per_char: 5 };

/// A border between two orthogonally adjacent cells, the upper or left one first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Border(Pos, Pos);

impl Border {
    /// The border between `a` and `b`, in either order; `None` when they are not adjacent.
    #[must_use]
    pub fn between(a: Pos, b: Pos) -> Option<Border> {
        let (first, second) = if a < b { (a, b) } else { (b, a) };
        let beside = first.row == second.row && first.col + 1 == second.col;
        let above = first.col == second.col && first.row + 1 == second.row;
        (beside || above).then_some(Border(first, second))
    }

    /// The two cells, the upper or left one first.
    #[must_use]
    pub fn cells(self) -> (Pos, Pos) {
        (self.0, self.1)
    }
}

impl fmt::Display for Border {
    /// `r1c1-r1c2`, as the native format writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0, self.1)
    }
}

/// Reads a border written `rNcM-rNcM` in a grid of `size`; the error says what is wrong.
pub(super) fn parse(word: &str, size: Size) -> Result<Border, String> {
    let expected = || format!("expected a border `rNcM-rNcM` between two adjacent cells, found `{word}`");
    let cell = |text: &str| -> Option<Pos> {
        let (row, col) = text.strip_prefix('r')?.split_once('c')?;
        let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
        let pos = Pos::new(row.checked_sub(1)?, col.checked_sub(1)?);
        size.contains(pos).then_some(pos)
    };
    let (a, b) = word.split_once('-').ok_or_else(expected)?;
    let (a, b) = (cell(a), cell(b));
    let (Some(a), Some(b)) = (a, b) else {
        return Err(format!("{}: a cell outside the {size} grid?", expected()));
    };
    Border::between(a, b).ok_or_else(expected)
}

/// The borders of the two URL sections, in order: between side-by-side cells, then between
/// a cell and the one below.
fn url_order(size: Size) -> [Vec<Border>; 2] {
    let Size { width, height } = size;
    let beside = (0..height)
        .flat_map(|r| (1..width).map(move |c| Border(Pos::new(r, c - 1), Pos::new(r, c))))
        .collect();
    let below = (1..height)
        .flat_map(|r| (0..width).map(move |c| Border(Pos::new(r - 1, c), Pos::new(r, c))))
        .collect();
    [beside, below]
}

/// The borders of a URL's border section (what follows the cells), or the byte index in
/// `text` of what is wrong and why.
pub(super) fn from_url(text: &str, size: Size) -> Result<Vec<Border>, BodyError> {
    let mut borders = Vec::new();
    let mut at = 0;
    for (section, name) in url_order(size)
        .iter()
        .zip(["side by side", "one above the other"])
    {
        for (index, chunk) in section.chunks(PACKING.per_char).enumerate() {
            let Some(c) = text[at..].chars().next() else {
                // A border section cut short: the borders so far, in the same order as a
                // complete one (sorted), so that the puzzle equals its native text read back.
                borders.sort();
                return Ok(borders);
            };
            let bits = PACKING.unpack(c).ok_or_else(|| {
                (
                    at,
                    format!(
                        "`{c}` is not a border character: after the {} cells of a {size} grid come the borders, {} (five each)",
                        size.area(),
                        PACKING.characters()
                    ),
                )
            })?;
            if bits[chunk.len()..].iter().any(|&bit| bit != 0) {
                return Err((
                    at,
                    format!(
                        "`{c}` marks borders past the {} between cells {name} of a {size} grid (character {} of that section)",
                        section.len(),
                        index + 1
                    ),
                ));
            }
            borders.extend(
                chunk
                    .iter()
                    .zip(bits)
                    .filter(|&(_, bit)| bit != 0)
                    .map(|(&border, _)| border),
            );
            at += c.len_utf8();
        }
    }
    if at < text.len() {
        return Err((
            at,
            format!("unexpected `{}` after the cells and their borders", &text[at..]),
        ));
    }
    borders.sort();
    Ok(borders)
}

/// The URL's border section for `borders` (in a grid of `size`): empty when there are none,
/// as pzprjs writes it.
pub(super) fn to_url(borders: &[Border], size: Size) -> String {
    if borders.is_empty() {
        return String::new();
    }
    let mut text = String::new();
    for section in url_order(size) {
        for chunk in section.chunks(PACKING.per_char) {
            let bits: Vec<u32> = chunk
                .iter()
                .map(|border| u32::from(borders.contains(border)))
                .collect();
            text.push(PACKING.pack(&bits));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_sections_are_read_in_pzprjs_order_and_written_back() {
        let size = Size::new(4, 4);
        // The first border between side-by-side cells, and the last below a cell: 12
        // borders in each section, 3 characters each, the last with 2 of its 5 bits.
        let borders = from_url("g00008", size).unwrap();
        let first = Border::between(Pos::new(0, 0), Pos::new(0, 1)).unwrap();
        let last = Border::between(Pos::new(2, 3), Pos::new(3, 3)).unwrap();
        assert_eq!(borders, [first, last]);
        assert_eq!(to_url(&borders, size), "g00008");
        assert!(from_url("g00001", size).is_err(), "a bit past the last border");
        assert_eq!(from_url("g", size).unwrap(), [first], "a section may end early");
        assert_eq!(to_url(&[], size), "");
    }

    #[test]
    fn url_errors_name_the_character() {
        let size = Size::new(2, 2);
        // One character per section: 2 borders each, so the low 3 bits must be 0.
        let (at, message) = from_url("1", size).unwrap_err();
        assert_eq!(at, 0);
        assert!(
            message.contains("past the 2 between cells side by side"),
            "{message}"
        );
        let (at, message) = from_url("0w", size).unwrap_err();
        assert_eq!((at, message.contains("`w` is not a border character")), (1, true));
        let (at, message) = from_url("00x", size).unwrap_err();
        assert_eq!(at, 2);
        assert!(message.contains("unexpected `x` after"), "{message}");
    }

    #[test]
    fn native_borders_are_two_adjacent_cells() {
        let size = Size::new(3, 2);
        let border = parse("r2c3-r1c3", size).unwrap();
        assert_eq!(border.to_string(), "r1c3-r2c3");
        assert_eq!(parse(&border.to_string(), size), Ok(border));
        for bad in ["r1c1-r2c2", "r1c1-r1c1", "r1c1", "r0c1-r1c1", "r1c3-r1c4", "a-b"] {
            assert!(parse(bad, size).is_err(), "{bad}");
        }
    }
}
