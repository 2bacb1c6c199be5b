//! Simon Tatham's Pattern (his nonogram game) game IDs, read and written: `WxH:DESC`, where
//! DESC lists the clue of every column, left to right, then of every row, top to bottom,
//! separated by `/`; a clue is its run lengths separated by `.`, and empty for a blank line.
//! His own example (pattern.c, in the comment on the generator) is `4x4:2/1/2/1/1.1/2/1/1`.
//! A size written `N` alone is `NxN`, as pattern.c's `decode_params` reads it.
//!
//! Tatham's IDs may end in `,` and letters that give some squares as extra clues; gridsat's
//! Hanjie has no given squares, so such IDs are refused. A line with runs of unknown length
//! (`?` in `.non` files) cannot be written as a Pattern ID.
//!
//! The web version of the game opens the puzzle whose ID follows `#` in its address
//! (`pattern.html#ID`, as Tatham's `emccpre.js` passes the fragment to the game); such an
//! address is read as its ID.

use super::{Hanjie, LineClue};
use crate::error::ParseError;
use crate::grid::Size;
use crate::source::{Line, Source};
use itertools::Itertools;

/// The address of Tatham's web version of Pattern; a game ID appended opens that puzzle.
pub const PLAY_PAGE: &str = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/pattern.html#";

/// The game ID in `line` and its byte offset: what follows `pattern.html#` in an address
/// of the web version, or else the line without an optional `pattern:` prefix.
fn id_of(line: &str) -> (usize, &str) {
    const PAGE: &str = "pattern.html#";
    let start = match line.find(PAGE) {
        Some(at) => at + PAGE.len(),
        None if line.starts_with("pattern:") => "pattern:".len(),
        None => 0,
    };
    (start, &line[start..])
}

/// The size part of an ID (`W`, `WxH`) with its text, when `id` starts with one and a `:`.
fn size_part(id: &str) -> Option<&str> {
    let (params, _) = id.split_once(':')?;
    let (w, h) = params.split_once('x').unwrap_or((params, "1"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(w) && digits(h)).then_some(params)
}

/// Whether `line` has the shape of a Pattern ID (a size, `:`, then digits, `.` and `/`,
/// perhaps followed by `,` and the given squares), or an address of the web version.
pub fn looks_like_id(line: &str) -> bool {
    let (_, id) = id_of(line);
    let Some(params) = size_part(id) else {
        return false;
    };
    let desc = &id[params.len() + 1..];
    let clues = desc.split(',').next().unwrap_or_default();
    clues.contains('/')
        && clues
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b'.' || b == b'/')
}

/// Whether `line` starts like a Pattern ID (a size and `:`), for reading it as one when the
/// kind is given: errors then point into the ID.
pub fn starts_like_id(line: &str) -> bool {
    size_part(id_of(line).1).is_some()
}

/// Reads the Pattern ID on `line`; errors name the column and say what was expected.
pub fn parse_id(source: &Source, line: Line) -> Result<Hanjie, ParseError> {
    let (start, id) = id_of(line.text);
    let error = |at: usize, message: String| source.error_at(line.number, line.column(start + at), message);
    let params = size_part(id).ok_or_else(|| error(0, "expected a Pattern ID `WxH:…`".into()))?;
    let size = match params.split_once('x') {
        Some(_) => params.parse::<Size>(),
        None => format!("{params}x{params}").parse::<Size>(),
    }
    .map_err(|e| error(0, e.to_string()))?;
    let desc_at = params.len() + 1;
    let desc = &id[desc_at..];
    if let Some(comma) = desc.find(',') {
        return Err(error(
            desc_at + comma,
            "squares given as clues (after `,`) are not supported: gridsat's Hanjie puzzles have line clues only".into(),
        ));
    }
    let lines = size.width + size.height;
    let mut clues = Vec::with_capacity(lines);
    let mut at = desc_at;
    for (index, text) in desc.split('/').enumerate() {
        if index == lines {
            return Err(error(
                at - 1,
                format!(
                    "more than {lines} clues: a {size} Pattern ID has {} column clues then {} row clues, separated by `/`",
                    size.width, size.height
                ),
            ));
        }
        clues.push(line_clue(text, at, &error)?);
        at += text.len() + 1;
    }
    if clues.len() < lines {
        return Err(error(
            id.len(),
            format!(
                "{} clues, expected {lines}: a {size} Pattern ID has {} column clues then {} row clues, separated by `/`",
                clues.len(),
                size.width,
                size.height
            ),
        ));
    }
    let rows = clues.split_off(size.width);
    Ok(Hanjie {
        size,
        rows,
        columns: clues,
        goal: None,
        encoding: Default::default(),
    })
}

/// One line's clue: run lengths separated by `.`, starting at byte `at` of the ID.
fn line_clue(
    text: &str,
    mut at: usize,
    error: &impl Fn(usize, String) -> ParseError,
) -> Result<LineClue, ParseError> {
    if text.is_empty() {
        return Ok(LineClue::Runs(Vec::new()));
    }
    let mut runs = Vec::new();
    for token in text.split('.') {
        match token.parse::<usize>() {
            Ok(run) if (1..=Size::MAX_SIDE).contains(&run) => runs.push(run),
            _ => {
                return Err(error(
                    at,
                    format!(
                        "expected a run length (a number from 1 to {}) in a clue of lengths separated by `.`, found `{token}`",
                        Size::MAX_SIDE
                    ),
                ));
            }
        }
        at += token.len() + 1;
    }
    Ok(LineClue::known(&runs))
}

/// The puzzle's Pattern ID, `None` when a clue has runs of unknown length.
pub fn pattern_id(puzzle: &Hanjie) -> Option<String> {
    let clues: Vec<String> = puzzle
        .columns
        .iter()
        .chain(&puzzle.rows)
        .map(|clue| Some(clue.lengths()?.iter().join(".")))
        .collect::<Option<_>>()?;
    Some(format!("{}:{}", puzzle.size, clues.join("/")))
}

/// An address that opens the puzzle in Tatham's web version of Pattern: `None` when it has
/// no Pattern ID, or when a clue cannot fit its line (the game refuses such IDs).
pub fn play_link(puzzle: &Hanjie) -> Option<String> {
    let fits = |clues: &[LineClue], length: usize| clues.iter().all(|c| c.min_length() <= length);
    if !fits(&puzzle.columns, puzzle.size.height) || !fits(&puzzle.rows, puzzle.size.width) {
        return None;
    }
    Some(format!("{PLAY_PAGE}{}", pattern_id(puzzle)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Hanjie, ParseError> {
        let source = Source::inline("<argument>", text);
        let line = source.content_lines("#")[0];
        parse_id(&source, line)
    }

    /// Tatham's example from pattern.c: columns 2, 1, 2, 1; rows 1 1, 2, 1, 1.
    #[test]
    fn reads_tathams_example_and_writes_it_back() {
        let id = "4x4:2/1/2/1/1.1/2/1/1";
        assert!(looks_like_id(id));
        let puzzle = read(id).unwrap();
        assert_eq!(puzzle.size, Size::new(4, 4));
        assert_eq!(puzzle.columns, [2, 1, 2, 1].map(|n| LineClue::known(&[n])));
        assert_eq!(puzzle.rows, [&[1, 1][..], &[2], &[1], &[1]].map(LineClue::known));
        assert_eq!(pattern_id(&puzzle).as_deref(), Some(id));
        let link = play_link(&puzzle).unwrap();
        assert_eq!(link, format!("{PLAY_PAGE}{id}"));
        assert_eq!(read(&link).unwrap(), puzzle);
        assert_eq!(read(&format!("pattern:{id}")).unwrap(), puzzle);
    }

    #[test]
    fn blank_lines_square_sizes_and_the_other_kinds_ids() {
        let puzzle = read("2:/2/1/1").unwrap();
        assert_eq!(puzzle.size, Size::new(2, 2));
        assert_eq!(puzzle.columns[0], LineClue::known(&[]));
        assert_eq!(pattern_id(&puzzle).as_deref(), Some("2x2:/2/1/1"));
        assert!(looks_like_id("1x2://"));
        // Magnets IDs, puzz.link URLs and .non lines are not Pattern IDs.
        for other in [
            "3x3:201,102,120,111,LRTT*BBLR",
            "https://puzz.link/p?yinyang/3/3/000",
            "width 5",
            "4x4:2.1",
        ] {
            assert!(!looks_like_id(other), "{other}");
        }
    }

    #[test]
    fn errors_name_the_column() {
        let bad = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(
            bad("2x2:1/1/1/0"),
            "<argument>:1:11: expected a run length (a number from 1 to 4096) in a clue of lengths separated by `.`, found `0`"
        );
        assert_eq!(
            bad("2x2:1/1..1/1/1"),
            "<argument>:1:9: expected a run length (a number from 1 to 4096) in a clue of lengths separated by `.`, found ``"
        );
        assert_eq!(
            bad("2x2:1/1/1"),
            "<argument>:1:10: 3 clues, expected 4: a 2x2 Pattern ID has 2 column clues then 2 row clues, separated by `/`"
        );
        assert_eq!(
            bad("2x2:1/1/1/1/1"),
            "<argument>:1:12: more than 4 clues: a 2x2 Pattern ID has 2 column clues then 2 row clues, separated by `/`"
        );
        assert_eq!(
            bad("2x2:1/1/1/1,aB"),
            "<argument>:1:12: squares given as clues (after `,`) are not supported: gridsat's Hanjie puzzles have line clues only"
        );
        assert_eq!(
            bad("0x2:/"),
            "<argument>:1:1: a grid needs at least 1 cell per side, found `0x2`"
        );
        let url = format!("{PLAY_PAGE}1x1:1/x");
        assert!(
            bad(&url).starts_with(&format!("<argument>:1:{}: ", url.len())),
            "{}",
            bad(&url)
        );
    }

    #[test]
    fn no_id_for_unknown_runs_and_no_link_when_a_clue_cannot_fit() {
        let mut puzzle = read("2x1:1/1/2").unwrap();
        puzzle.rows[0] = LineClue::Unknown;
        assert_eq!(pattern_id(&puzzle), None);
        let too_long = read("2x1:1/1/1.1").unwrap();
        assert_eq!(pattern_id(&too_long).as_deref(), Some("2x1:1/1/1.1"));
        assert_eq!(play_link(&too_long), None);
    }
}
