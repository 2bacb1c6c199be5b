//! Reading and writing 123 puzzles in the native format: a first line `123 WxH`, then H
//! rows of W cells, each `.` (empty) or a given `1`-`3`, with optional spaces between
//! cells; `#` lines are comments. puzz.link URLs are read by `url.rs`.

use super::url::{looks_like_url, parse_url, to_url};
use super::{MAX_VALUE, OneTwoThree};
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::Source;

/// The header word of the native format.
const HEADER: &str = "123";

/// Whether the source is a native 123 file or a puzz.link Fillomino URL.
pub fn looks_like_123(source: &Source) -> bool {
    source
        .first_line()
        .is_some_and(|line| line.split_whitespace().next() == Some(HEADER) || looks_like_url(line))
}

/// Parses a native file or a puzz.link URL.
pub fn parse(source: &Source) -> Result<OneTwoThree, ParseError> {
    let lines = source.content_lines("#");
    let Some(header) = lines.first() else {
        return Err(source.error("the input is empty: expected `123 WxH` or a puzz.link fillomino URL"));
    };
    if looks_like_url(header.text) {
        if let Some(extra) = lines.get(1) {
            return Err(source.error_at_line(extra.number, "unexpected text after the URL"));
        }
        return parse_url(source, *header);
    }
    let mut words = header.text.split_whitespace();
    if words.next() != Some(HEADER) {
        return Err(source.error_at_line(
            header.number,
            "expected `123 WxH` as the first line (or a puzz.link fillomino URL)",
        ));
    }
    let size = match (words.next(), words.next()) {
        (Some(size), None) => Size::parse(size).map_err(|e| source.error_at_line(header.number, e))?,
        _ => return Err(source.error_at_line(header.number, "expected `123 WxH`, e.g. `123 5x5`")),
    };
    let rows = &lines[1..];
    if rows.len() != size.height {
        let at = rows
            .get(size.height)
            .or(lines.last())
            .map_or(header.number, |l| l.number);
        return Err(source.error_at_line(
            at,
            format!(
                "{} rows of cells, expected {} (the height in `123 {size}`)",
                rows.len(),
                size.height
            ),
        ));
    }
    let mut givens = Vec::with_capacity(size.area());
    for row in rows {
        let cells = row.cells();
        if cells.len() != size.width {
            return Err(source.error_at_line(
                row.number,
                format!(
                    "row has {} cells, expected {} (the width in `123 {size}`)",
                    cells.len(),
                    size.width
                ),
            ));
        }
        for (column, c) in cells {
            givens.push(match c {
                '.' => None,
                '1'..='3' => Some(c as u8 - b'0'),
                _ => {
                    return Err(source.error_at(
                        row.number,
                        column,
                        format!("`{c}` is not a cell: expected `.` (empty) or a given 1, 2 or 3"),
                    ));
                }
            });
        }
    }
    Ok(OneTwoThree {
        givens: Grid::from_vec(size, givens).expect("rows checked"),
    })
}

/// The puzzle in the native format, with its puzz.link URL as a comment so it can be
/// played online.
pub fn to_native(puzzle: &OneTwoThree) -> String {
    let size = puzzle.givens.size();
    let mut out = format!("# play online: {}\n{HEADER} {size}\n", to_url(puzzle));
    for row in 0..size.height {
        let cells: String = puzzle
            .givens
            .row(row)
            .iter()
            .map(|given| given.map_or('.', |v| char::from(b'0' + v.min(MAX_VALUE))))
            .collect();
        out += &cells;
        out.push('\n');
    }
    out
}
