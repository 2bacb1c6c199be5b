//! The native file shape shared by grid puzzles (123, Yin Yang): a first line `KIND WxH`,
//! then H rows of W one-character cells, spaces between cells allowed; blank lines and `#`
//! comments are skipped by the caller's line list. Errors name the line and column.

use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// Reads `lines` (content lines, the header first) as a `kind WxH` grid; `cell` maps a
/// character to a cell and `expected` says which characters it takes.
pub fn read_grid<T>(
    source: &Source,
    lines: &[Line],
    kind: &str,
    cell: impl Fn(char) -> Option<T>,
    expected: &str,
) -> Result<Grid<T>, ParseError> {
    let header = lines.first().expect("the caller checked the input is not empty");
    let mut words = header.words(0);
    if !matches!(words.next(), Some((_, word)) if word == kind) {
        return Err(source.error_at(
            header.number,
            header.column(0),
            format!("expected `{kind} WxH` as the first line (or a puzz.link URL)"),
        ));
    }
    let size = match (words.next(), words.next()) {
        (Some((at, text)), None) => {
            Size::parse(text).map_err(|e| source.error_at(header.number, header.column(at), e))?
        }
        (None, _) => {
            return Err(source.error_at(
                header.number,
                header.column(header.text.len()),
                format!("expected a size after `{kind}`, e.g. `{kind} 5x5`"),
            ));
        }
        (Some(_), Some((at, extra))) => {
            return Err(source.error_at(
                header.number,
                header.column(at),
                format!("unexpected `{extra}` after the size: expected `{kind} WxH`"),
            ));
        }
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
                "{} rows of cells, expected {} (the height in `{kind} {size}`)",
                rows.len(),
                size.height
            ),
        ));
    }
    let mut cells = Vec::with_capacity(size.area());
    for row in rows {
        let symbols = row.cells();
        if symbols.len() != size.width {
            return Err(source.error_at_line(
                row.number,
                format!(
                    "row has {} cells, expected {} (the width in `{kind} {size}`)",
                    symbols.len(),
                    size.width
                ),
            ));
        }
        for (column, c) in symbols {
            cells.push(cell(c).ok_or_else(|| {
                source.error_at(
                    row.number,
                    column,
                    format!("`{c}` is not a cell: expected {expected}"),
                )
            })?);
        }
    }
    Ok(Grid::from_vec(size, cells).expect("rows checked"))
}
