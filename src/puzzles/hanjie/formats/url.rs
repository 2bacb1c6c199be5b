//! puzz.link URLs of Nonograms (Hanjie): `https://puzz.link/p?nonogram/<cols>/<rows>/<body>`,
//! the header read by [`crate::formats::puzzlink`] (any host will do). The body holds the clue
//! numbers outside the grid as puzz.link numbers ([`crate::formats::puzzlink::numbers`]), as pzprjs
//! writes them (`nonogram.js`): ⌈H/2⌉ places above each column, the columns left to right,
//! then ⌈W/2⌉ places left of each row, the rows top to bottom. A line's first place is the
//! one next to the grid, so its runs are written last run first; places skipped hold no
//! number. pzprjs writes each line's runs in the places next to the grid and leaves the
//! outer ones empty, and reads them wherever they are, in order; so does gridsat.
//!
//! pzprjs's Nonogram is black and white, with every run's length given: a `.` (a number
//! shown as `?`) or a `0` matches no line in its check, so such URLs are refused. A Hanjie
//! with `?` clues, or with a run longer than pzprjs reads back, has no URL.

use super::{Hanjie, LineClue};
use crate::error::ParseError;
use crate::formats::puzzlink::numbers::{self, Given, Places};
use crate::formats::puzzlink::{BodyError, Genre, Url};
use crate::grid::Size;
use crate::source::{Line, Source};

/// The puzz.link genre (no flags).
const GENRE: Genre = Genre {
    name: "nonogram",
    flags: &[],
};
/// The longest run pzprjs reads back: its reader of the numbers outside the grid takes a
/// digit or `-` and two hexadecimal digits (its writer would write `+` and three).
const MAX_RUN: usize = 255;

/// Whether `line` is a puzz.link Nonogram URL (any host, or just `p?nonogram/...`).
pub(crate) fn looks_like_url(line: &str) -> bool {
    GENRE.looks_like_url(line)
}

/// Reads the puzzle from the URL on `line`.
pub(crate) fn parse_url(source: &Source, line: Line) -> Result<Hanjie, ParseError> {
    let url = Url::parse(source, line, GENRE)?;
    decode_body(url.body, url.size).map_err(|error| url.body_error(error))
}

/// The places outside the grid of each column and of each row: half the line, rounded up,
/// as many runs as a line can hold.
fn places(size: Size) -> (usize, usize) {
    (size.height.div_ceil(2), size.width.div_ceil(2))
}

/// The puzzle of a URL body, or the byte index in `body` of what is wrong and why.
pub(crate) fn decode_body(body: &str, size: Size) -> Result<Hanjie, BodyError> {
    let (per_column, per_row) = places(size);
    let whole =
        format!("around a {size} grid ({per_column} above each column, then {per_row} left of each row)");
    let places = Places {
        count: size.width * per_column + size.height * per_row,
        noun: "clue place",
        whole: &whole,
    };
    let (numbers, end) = numbers::decode_places(body, places, "a run length", |given| {
        match given {
        Given::Number(0) => Err(
            "a run of length 0, which matches no line in pzprjs's Nonogram: a blank line's places are left empty"
                .into(),
        ),
        Given::Number(n) => Ok(n),
        Given::Unknown => Err(
            "`.` is a run length shown as `?`, which matches no line in pzprjs's Nonogram".into(),
        ),
    }
    })?;
    if end < body.len() {
        return Err((end, format!("unexpected `{}` after the clues", &body[end..])));
    }
    // Places next to the grid first: the line's runs in reverse.
    let clue = |places: &[Option<usize>]| {
        let runs: Vec<usize> = places.iter().rev().flatten().copied().collect();
        LineClue::known(&runs)
    };
    let (columns, rows) = numbers.split_at(size.width * per_column);
    Ok(Hanjie::black_and_white(
        size,
        rows.chunks(per_row).map(clue).collect(),
        columns.chunks(per_column).map(clue).collect(),
    ))
}

/// The puzz.link URL of `puzzle`, to play it online: `None` when a clue has a run of unknown
/// length, a run over 255 (pzprjs reads no more back), or more runs than its line can hold,
/// and for a colour puzzle (pzprjs's Nonogram is black and white).
#[must_use]
pub fn to_url(puzzle: &Hanjie) -> Option<String> {
    if !puzzle.is_black_and_white() {
        return None;
    }
    let (per_column, per_row) = places(puzzle.size);
    let line = |clue: &LineClue, places: usize| -> Option<Vec<Option<Given>>> {
        let runs = clue.lengths()?;
        if runs.len() > places || runs.iter().any(|&run| !(1..=MAX_RUN).contains(&run)) {
            return None;
        }
        let mut written: Vec<Option<Given>> =
            runs.iter().rev().map(|&run| Some(Given::Number(run))).collect();
        written.resize(places, None);
        Some(written)
    };
    let mut numbers = Vec::new();
    for clue in &puzzle.columns {
        numbers.extend(line(clue, per_column)?);
    }
    for clue in &puzzle.rows {
        numbers.extend(line(clue, per_row)?);
    }
    Some(GENRE.url(&[], puzzle.size, &numbers::encode(numbers)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encodings::runs::Run;

    fn read(url: &str) -> Result<Hanjie, ParseError> {
        let source = Source::inline("<url>", url);
        let line = source.content_lines("#")[0];
        parse_url(&source, line)
    }

    fn clues(lines: &[&[usize]]) -> Vec<LineClue> {
        lines.iter().map(|runs| LineClue::known(runs)).collect()
    }

    /// pzprjs's test puzzle (test/script/nonogram.js at robx/pzprjs@0401fc64); its clues as
    /// that test's accepted answer file shows them around the grid.
    const PZPRJS: &str = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";

    #[test]
    fn reads_pzprjs_test_puzzle_and_writes_it_back() {
        let puzzle = read(PZPRJS).unwrap();
        assert_eq!(puzzle.size, Size::new(6, 6));
        assert_eq!(
            puzzle.columns,
            clues(&[&[2, 1], &[1, 1, 1], &[1], &[1, 1, 1], &[2, 1], &[]])
        );
        assert_eq!(
            puzzle.rows,
            clues(&[&[2, 1], &[1, 1], &[1, 2], &[], &[1, 1], &[3]])
        );
        assert_eq!(to_url(&puzzle).as_deref(), Some(PZPRJS));
        assert_eq!(read(&format!("{PZPRJS}/")).unwrap(), puzzle);
        assert_eq!(read("?nonogram/6/6/12g1111h11112j12g11g21j11g3").unwrap(), puzzle);
    }

    #[test]
    fn runs_are_read_wherever_their_places_are() {
        // Column 1 of a 1x3 grid has 2 places: `g1` leaves the inner one empty, `1g` the
        // outer; both are the run 1. Its row has 1 place each.
        let inner = read("p?nonogram/1/3/g1111").unwrap();
        let outer = read("p?nonogram/1/3/1g111").unwrap();
        assert_eq!(inner, outer);
        assert_eq!(to_url(&inner).unwrap(), "https://puzz.link/p?nonogram/1/3/1g111");
    }

    #[test]
    fn odd_sizes_long_runs_and_blank_lines_round_trip() {
        let puzzle = Hanjie::black_and_white(
            Size::new(3, 7),
            clues(&[&[3], &[], &[1, 1], &[2], &[], &[1], &[3]]),
            clues(&[&[1, 1, 1, 1], &[2, 1], &[]]),
        );
        let url = to_url(&puzzle).unwrap();
        assert_eq!(read(&url).unwrap(), puzzle, "{url}");
        let mut long = puzzle.clone();
        long.rows[0] = LineClue::known(&[255]);
        let url = to_url(&long).unwrap();
        assert_eq!(read(&url).unwrap(), long);
        assert!(url.contains("-ff"), "{url}");
    }

    #[test]
    fn clues_pzprjs_cannot_show_get_no_url() {
        let mut puzzle = read(PZPRJS).unwrap();
        puzzle.rows[0] = LineClue::black([Run::Length(2), Run::Unknown]);
        assert_eq!(to_url(&puzzle), None, "a run of unknown length");
        puzzle.rows[0] = LineClue::Unknown;
        assert_eq!(to_url(&puzzle), None, "an unknown line");
        puzzle.rows[0] = LineClue::known(&[256]);
        assert_eq!(to_url(&puzzle), None, "a run pzprjs cannot read back");
        puzzle.rows[0] = LineClue::known(&[1, 1, 1, 1]);
        assert_eq!(to_url(&puzzle), None, "more runs than the 3 places of a row of 6");
    }

    #[test]
    fn errors_name_the_column() {
        let error = |url: &str| {
            let error = read(url).unwrap_err();
            (error.column, error.message)
        };
        let (column, message) = error("https://puzz.link/p?nonogram/6/6/12g11.1h");
        assert_eq!(column, Some(39));
        assert_eq!(
            message,
            "`.` is a run length shown as `?`, which matches no line in pzprjs's Nonogram"
        );
        let (column, message) = error("p?nonogram/2/2/0");
        assert_eq!(column, Some(16));
        assert!(message.starts_with("a run of length 0"), "{message}");
        let (column, message) = error("p?nonogram/2/2/1111x");
        assert_eq!(column, Some(20));
        assert_eq!(message, "unexpected `x` after the clues");
        let (column, message) = error("p?nonogram/2/2/1!");
        assert_eq!(column, Some(17));
        assert_eq!(
            message,
            "`!` is not a URL clue place: expected a run length or `g`-`z` (skip 1-20 clue places)"
        );
        let (column, message) = error("p?nonogram/2/2/11z");
        assert_eq!(column, Some(18));
        assert_eq!(
            message,
            "the clue places run past the 4 clue places around a 2x2 grid (1 above each column, then 1 left of each row)"
        );
        let (column, message) = error("https://puzz.link/p?nonogram/6/x/1");
        assert_eq!(column, Some(32));
        assert!(message.contains("number of rows"), "{message}");
        let (column, message) = error("https://puzz.link/p?nonogram/c/6/6/1");
        assert_eq!(column, Some(30));
        assert!(message.contains("number of columns"), "{message}");
    }
}
