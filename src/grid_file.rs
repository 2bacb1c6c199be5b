//! The native file shape shared by grid puzzles (123, Yin Yang): a first line `KIND WxH`,
//! then H rows of W one-character cells, spaces between cells allowed, and lines starting
//! with a keyword of the kind's own (123's `borders`); blank lines and `#` comments are
//! skipped. Such a file may instead hold one puzz.link URL. Errors name the line and column.

use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// What tells one kind's files apart: the header word, the puzz.link type name, the cell
/// characters (in words, for messages) and the keyword of the kind's own lines.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GridFormat<'a> {
    /// The first word of a native file (`123`, `yinyang`).
    pub header: &'a str,
    /// The puzz.link type in its URLs (`fillomino`, `yinyang`); `None` for a kind that
    /// puzz.link does not play.
    pub url_type: Option<&'a str>,
    /// The cell characters a native file takes, for error messages.
    pub expected: &'a str,
    /// The first word of lines that are not rows of cells, for the kind to read itself.
    pub keyword: Option<&'a str>,
}

/// Whether the first content line starts with the word `kind` or is a URL of the kind:
/// that line's number, or `None`.
pub(crate) fn looks_like(source: &Source, kind: &str, is_url: impl Fn(&str) -> bool) -> Option<usize> {
    let line = source.first_content_line()?;
    (line.text.split_whitespace().next() == Some(kind) || is_url(line.text)).then_some(line.number)
}

/// Reads a native file of `format` (cells mapped by `cell`) into a puzzle with
/// `from_grid`, which also gets the lines that start with the format's keyword; or, when
/// the first content line `is_url`, that URL alone with `from_url`.
pub(crate) fn read_native_or_url<T, P>(
    source: &Source,
    format: GridFormat,
    is_url: impl Fn(&str) -> bool,
    from_url: impl FnOnce(Line) -> Result<P, ParseError>,
    cell: impl Fn(char) -> Option<T>,
    from_grid: impl FnOnce(Grid<T>, &[Line]) -> Result<P, ParseError>,
) -> Result<P, ParseError> {
    let GridFormat {
        header: kind,
        url_type,
        expected,
        keyword,
    } = format;
    let lines = source.content_lines("#");
    let Some(header) = lines.first() else {
        let expected = match url_type {
            Some(url_type) => format!("`{kind} WxH` or a puzz.link {url_type} URL"),
            None => format!("`{kind} WxH`"),
        };
        return Err(source.nothing_error("puzzle", &expected));
    };
    if is_url(header.text) {
        if let Some(extra) = lines.get(1) {
            return Err(source.error_at_line(extra.number, "unexpected text after the URL"));
        }
        return from_url(*header);
    }
    let is_own = |line: &Line| keyword.is_some_and(|k| line.text.split_whitespace().next() == Some(k));
    let own: Vec<Line> = lines[1..].iter().copied().filter(is_own).collect();
    let rows: Vec<Line> = lines[..1]
        .iter()
        .chain(lines[1..].iter().filter(|line| !is_own(line)))
        .copied()
        .collect();
    let urls = url_type.is_some();
    from_grid(read_grid(source, &rows, kind, urls, cell, expected)?, &own)
}

/// Reads `lines` (content lines, the header first) as a `kind WxH` grid; `cell` maps a
/// character to a cell and `expected` says which characters it takes; `urls`: the kind
/// also reads puzz.link URLs, which the message about a wrong first line mentions.
fn read_grid<T>(
    source: &Source,
    lines: &[Line],
    kind: &str,
    urls: bool,
    cell: impl Fn(char) -> Option<T>,
    expected: &str,
) -> Result<Grid<T>, ParseError> {
    let header = lines.first().expect("the caller checked the input is not empty");
    let mut words = header.words(0);
    if !matches!(words.next(), Some((_, word)) if word == kind) {
        return Err(source.error_at(
            header.number,
            header.column(0),
            format!(
                "expected `{kind} WxH` as the first line{}",
                if urls { " (or a puzz.link URL)" } else { "" }
            ),
        ));
    }
    let size = match (words.next(), words.next()) {
        (Some((at, text)), None) => text
            .parse::<Size>()
            .map_err(|e| source.error_at(header.number, header.column(at), e.to_string()))?,
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
    source.grid_of_rows(
        rows,
        size,
        cell,
        expected,
        &format!(" (the width in `{kind} {size}`)"),
    )
}
