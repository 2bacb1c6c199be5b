//! Mirek and Petr Olšák's `.g` format, the input of their `grid` solver
//! (<http://www.olsak.net/grid.html>), which webpbn exports and nonogrid reads. Its layout is
//! documented in the sample files that come with `grid` (`kocka.g` for black and white,
//! `oko.g` and `ruze.g` for colour), mirrored with pbnsolve at
//! <https://github.com/avi-levy/pbnsolve/tree/master/examples>; pbnsolve's
//! <https://github.com/avi-levy/pbnsolve/blob/master/doc/input.md> names the format.
//!
//! - Free text up to the first line that starts (column 1) with `#` or `:`.
//! - An optional colour section from a line starting `#d` or `#D` (`colours.rs`).
//! - A line starting with `:` opens the row clues, the next one the column clues, a third one
//!   ends the puzzle (all after it is ignored); the rest of those lines is ignored too.
//! - A clue line holds the runs of one row or column, separated by spaces, tabs or commas:
//!   a length and, in colour, the colour's character (`3a`); without one, the default colour.
//!   An empty line (or a lone `0`) is a line without runs.
//!
//! gridsat also skips `#` lines inside the sections. Triangle cells and triddlers, which
//! `grid` reads too, are refused. The result is a [`WebpbnPuzzle`] so that a `.g` file
//! becomes a Hanjie puzzle exactly as webpbn XML does.

mod colours;
#[cfg(test)]
mod tests;

use super::webpbn::{ColourRun, WebpbnPuzzle, shown};
use crate::error::ParseError;
use crate::grid::Size;
use crate::source::Source;
use colours::Colours;

/// Whether `source` is a `.g` file: its extension, or a `: rows` line ([`rows_line`]).
pub(crate) fn is_olsak(source: &Source) -> bool {
    source.extension.as_deref() == Some("g") || rows_line(&source.text).is_some()
}

/// The number of the first line that opens the row clues as webpbn and nonogrid write it:
/// `:` in column 1, then `rows` (any case, spaces allowed between). No other format gridsat
/// reads has such a line, so it identifies a `.g` file without its extension.
pub(crate) fn rows_line(text: &str) -> Option<usize> {
    text.lines()
        .position(|line| {
            line.strip_prefix(':').is_some_and(|rest| {
                let word = rest.trim_start();
                word.get(..4).is_some_and(|w| w.eq_ignore_ascii_case("rows"))
                    && !word[4..].starts_with(|c: char| c.is_alphanumeric())
            })
        })
        .map(|index| index + 1)
}

/// One line of the file: its number (1-based) and its text without the line end.
#[derive(Clone, Copy)]
struct RawLine<'a> {
    number: usize,
    text: &'a str,
}

/// The parts of the file, split at the `#d` and `:` lines.
#[derive(Default)]
struct Sections<'a> {
    colours: Vec<RawLine<'a>>,
    /// The `:` line that opens the rows, and the rows.
    rows: Option<(usize, Vec<RawLine<'a>>)>,
    /// The `:` line that opens the columns, and the columns.
    columns: Option<(usize, Vec<RawLine<'a>>)>,
    /// Whether a third `:` line ended the puzzle.
    ended: bool,
}

/// Reads a `.g` file: its palette (background white and default colour black when it has
/// no colour section) and the runs of its rows and columns; it has no goal and no title.
pub(crate) fn parse(source: &Source) -> Result<WebpbnPuzzle, ParseError> {
    if source.text.trim().is_empty() {
        return Err(source.nothing_error("puzzle", EXPECTED));
    }
    let mut sections = split(&source.text);
    let Some((rows_at, rows)) = sections.rows.take() else {
        return Err(source.error(format!("no line starts with `:`: expected {EXPECTED}")));
    };
    let Some((columns_at, mut columns)) = sections.columns.take() else {
        let last = source.text.lines().count().max(rows_at);
        let opened = source.input_line(rows_at);
        return Err(source.error_at_line(
            last,
            format!(
                "the file ends in the row clues (opened on line {opened}): expected a `: columns` \
                 line, then one clue line per column"
            ),
        ));
    };
    if !sections.ended {
        // Without a closing `:` line, blank lines at the end of the file are no columns.
        while columns.last().is_some_and(|line| line.text.trim().is_empty()) {
            columns.pop();
        }
    }
    let colours = Colours::read(source, &sections.colours)?;
    let rows = clues(source, "row", rows_at, &rows, &colours)?;
    let columns = clues(source, "column", columns_at, &columns, &colours)?;
    Ok(WebpbnPuzzle {
        title: None,
        width: columns.len(),
        height: rows.len(),
        palette: colours.palette,
        rows,
        columns,
        goal: None,
    })
}

/// What a `.g` file holds, for messages.
const EXPECTED: &str = "an Olšák .g puzzle (a `: rows` line and the row clues, a `: columns` line \
                        and the column clues)";

/// The file split into its colour lines, row lines and column lines.
fn split(text: &str) -> Sections<'_> {
    let mut sections = Sections::default();
    let mut in_colours = false;
    for (index, text) in text.lines().enumerate() {
        let line = RawLine {
            number: index + 1,
            text,
        };
        if text.starts_with(':') {
            if sections.rows.is_none() {
                sections.rows = Some((line.number, Vec::new()));
            } else if sections.columns.is_none() {
                sections.columns = Some((line.number, Vec::new()));
            } else {
                sections.ended = true;
                break;
            }
            continue;
        }
        let trimmed = text.trim();
        if let Some((_, lines)) = sections.columns.as_mut().or(sections.rows.as_mut()) {
            if !trimmed.starts_with('#') {
                lines.push(line);
            }
        } else if in_colours {
            if !trimmed.is_empty() && !trimmed.starts_with('#') {
                sections.colours.push(line);
            }
        } else if text.starts_with("#d") || text.starts_with("#D") {
            in_colours = true;
        }
    }
    sections
}

/// The clues of one section (`kind` `row` or `column`, opened on line `opened_at`).
fn clues(
    source: &Source,
    kind: &str,
    opened_at: usize,
    lines: &[RawLine],
    colours: &Colours,
) -> Result<Vec<Vec<ColourRun>>, ParseError> {
    if lines.is_empty() {
        return Err(source.error_at_line(
            opened_at,
            format!("the {kind} clues opened here have no lines: expected one clue line per {kind}"),
        ));
    }
    if lines.len() > Size::MAX_SIDE {
        return Err(source.error_at_line(
            opened_at,
            format!(
                "the {kind} clues opened here have {} lines: at most {} are supported",
                lines.len(),
                Size::MAX_SIDE
            ),
        ));
    }
    lines.iter().map(|&line| clue(source, line, colours)).collect()
}

/// The runs of one clue line.
fn clue(source: &Source, line: RawLine, colours: &Colours) -> Result<Vec<ColourRun>, ParseError> {
    let words = words(line.text);
    if let [(_, "0")] = words.as_slice() {
        return Ok(Vec::new());
    }
    let mut runs = Vec::with_capacity(words.len());
    for (at, word) in words {
        let column = |offset: usize| line.text[..at + offset].chars().count() + 1;
        let error = |offset: usize, message: String| source.error_at(line.number, column(offset), message);
        let digits = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(word.len());
        let (number, suffix) = word.split_at(digits);
        let length = match number.parse::<usize>() {
            Ok(0) => {
                return Err(error(
                    0,
                    format!(
                        "a run of length 0 (`{word}`): runs are at least 1 long (an empty line, or a \
                         lone `0`, is a line without runs)"
                    ),
                ));
            }
            Ok(length) if length <= Size::MAX_SIDE => length,
            _ => {
                return Err(error(
                    0,
                    format!(
                        "expected a run length from 1 to {} (and a colour character, `3a`), found `{}`",
                        Size::MAX_SIDE,
                        shown(word)
                    ),
                ));
            }
        };
        let colour = colours
            .of_suffix(suffix, word)
            .map_err(|message| error(if suffix.is_empty() { 0 } else { digits }, message))?;
        runs.push(ColourRun { length, colour });
    }
    Ok(runs)
}

/// The runs of a clue line: the words between spaces, tabs and commas, each with its byte
/// offset in `text`.
fn words(text: &str) -> Vec<(usize, &str)> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .map(|word| (word.as_ptr() as usize - text.as_ptr() as usize, word))
        .collect()
}
