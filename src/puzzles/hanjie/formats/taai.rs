//! The computer nonogram tournaments' set files (TAAI, TCGA, ICGA): puzzles of 25x25, each
//! a line `$N` (its number), then 25 lines of column clues (left to right, each top to
//! bottom), then 25 lines of row clues (top to bottom, each left to right); the runs of a
//! line are numbers separated by TABs (or spaces), an empty line or `0` for a line with no
//! runs. A set holds many puzzles one after the other: the library splits it at its lines
//! `$N` ([`crate::source::Source::puzzles`]) and this reads one. Blank lines after the 50
//! clue lines, and `#` comment lines, are skipped.
//!
//! An answer file ([`write_answer`]) holds a block per puzzle: `$N`, then the 25 rows of the
//! solution, each 25 cells `1` (filled) or `0` separated by TABs.

use super::{Hanjie, LineClue};
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::split::{NUMBER_MARK, set_number};
use crate::source::{Line, Source};

/// The side of every tournament puzzle.
pub(crate) const SIDE: usize = 25;

/// The clue lines of a puzzle: its columns, then its rows.
const CLUE_LINES: usize = 2 * SIDE;

/// Whether `source` starts as a tournament set does: its first line that is neither blank
/// nor a `#` comment starts with `$` (the number after it checked by [`parse`]).
pub(crate) fn looks_like(source: &Source) -> Option<usize> {
    let line = source.first_content_line()?;
    line.text.starts_with(NUMBER_MARK).then_some(line.number)
}

/// Reads one puzzle of a tournament set: its line `$N`, then its 50 clue lines.
pub(crate) fn parse(source: &Source) -> Result<Hanjie, ParseError> {
    let expected = format!(
        "a tournament puzzle (`{NUMBER_MARK}N`, then {SIDE} lines of column clues and {SIDE} of row clues)"
    );
    let mut lines = source
        .lines()
        .filter(|line| !line.text.starts_with('#'))
        .skip_while(|line| line.text.is_empty());
    let header = lines
        .next()
        .ok_or_else(|| source.nothing_error("puzzle", &expected))?;
    let number = number(source, &header)?;
    let mut clues = Vec::with_capacity(CLUE_LINES);
    for line in lines {
        if clues.len() < CLUE_LINES {
            clues.push(clue(source, &line, clues.len())?);
        } else if !line.text.is_empty() {
            return Err(after_the_clues(source, &line, number));
        }
    }
    if clues.len() < CLUE_LINES {
        return Err(source.error_at_line(
            header.number,
            format!(
                "puzzle `{NUMBER_MARK}{number}` has {} clue lines, expected {CLUE_LINES}: {SIDE} column clues, then {SIDE} row clues (an empty line or `0` for a line without runs)",
                clues.len()
            ),
        ));
    }
    let rows = clues.split_off(SIDE);
    Ok(Hanjie::black_and_white(Size::new(SIDE, SIDE), rows, clues))
}

/// The number N of the line `$N` that starts a puzzle.
fn number(source: &Source, header: &Line) -> Result<usize, ParseError> {
    set_number(header.text).ok_or_else(|| {
        let text = header.text;
        let at = match text.strip_prefix(NUMBER_MARK) {
            Some(rest) => rest.find(|c: char| !c.is_ascii_digit()).map_or(0, |i| i + 1),
            None => 0,
        };
        source.error_at(
            header.number,
            header.column(at),
            format!("expected `{NUMBER_MARK}N`, N the puzzle's number from 1, found `{text}`"),
        )
    })
}

/// The error for a line that is not blank after the 50 clue lines of puzzle `number`.
fn after_the_clues(source: &Source, line: &Line, number: usize) -> ParseError {
    let text = line.text;
    let message = match set_number(text) {
        Some(again) => {
            format!("`{NUMBER_MARK}{again}` again: each puzzle of a set needs a number of its own")
        }
        None if text.starts_with(NUMBER_MARK) => {
            format!("expected `{NUMBER_MARK}N`, N the next puzzle's number from 1, found `{text}`")
        }
        None => format!(
            "a line after the {CLUE_LINES} clue lines of puzzle `{NUMBER_MARK}{number}` ({SIDE} column clues, then {SIDE} row clues): expected the next puzzle's `{NUMBER_MARK}N`"
        ),
    };
    source.error_at(line.number, line.column(0), message)
}

/// Clue line `index` (from 0: the columns, then the rows): run lengths separated by white
/// space, `0` alone or nothing for no runs; the runs must fit in a line of [`SIDE`].
fn clue(source: &Source, line: &Line, index: usize) -> Result<LineClue, ParseError> {
    let what = match index {
        i if i < SIDE => format!("column {}", i + 1),
        i => format!("row {}", i - SIDE + 1),
    };
    if line.text == "0" {
        return Ok(LineClue::known(&[]));
    }
    let mut runs = Vec::new();
    let mut needed = 0;
    for (at, word) in line.words(0) {
        let error = |message: String| source.error_at(line.number, line.column(at), message);
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error(format!(
                "`{word}` is not a run length: expected the runs of {what} as numbers separated by TABs"
            )));
        }
        let run = match word.parse::<usize>() {
            Ok(0) => {
                return Err(error(format!(
                    "a run of length 0 in {what}: `0` stands alone, for a line without runs"
                )));
            }
            Ok(run) if run <= SIDE => run,
            _ => {
                return Err(error(format!(
                    "a run of {word} in {what}, longer than a line of {SIDE}"
                )));
            }
        };
        needed += usize::from(!runs.is_empty()) + run;
        if needed > SIDE {
            return Err(error(format!(
                "the runs of {what} need {needed} cells up to this one, more than a line of {SIDE}"
            )));
        }
        runs.push(run);
    }
    Ok(LineClue::known(&runs))
}

/// The block of an answer file for puzzle `number`: `$N`, then the rows of `solution`, each
/// cell `1` (filled) or `0`, separated by TABs. For a black-and-white puzzle of any size.
pub(crate) fn write_answer(number: usize, solution: &Grid<u8>) -> String {
    let mut out = format!("{NUMBER_MARK}{number}\n");
    for row in 0..solution.size().height {
        let cells: Vec<&str> = solution
            .row(row)
            .iter()
            .map(|&c| if c != 0 { "1" } else { "0" })
            .collect();
        out += &cells.join("\t");
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Puzzle, Rules};
    use crate::puzzles::hanjie::Palette;
    use std::path::Path;

    /// A picture of 25x25: the cells `(row, column)` for which `filled` holds.
    fn picture(filled: impl Fn(usize, usize) -> bool) -> Grid<u8> {
        let cells = (0..SIDE * SIDE)
            .map(|i| u8::from(filled(i / SIDE, i % SIDE)))
            .collect();
        Grid::from_vec(Size::new(SIDE, SIDE), cells).unwrap()
    }

    /// The text of puzzle `number` of a set, with the clues of `picture`, as the tournament
    /// files write it: the columns, then the rows, runs separated by TABs, empty lines for
    /// lines without runs.
    fn set_puzzle(number: usize, picture: &Grid<u8>) -> String {
        let puzzle = Hanjie::of_picture(picture, Palette::black_and_white());
        let line = |clue: &LineClue| {
            let lengths = clue.lengths().unwrap();
            let words: Vec<String> = lengths.iter().map(usize::to_string).collect();
            words.join("\t") + "\n"
        };
        let clues: String = puzzle.columns.iter().chain(&puzzle.rows).map(line).collect();
        format!("${number}\n{clues}")
    }

    fn diagonal() -> Grid<u8> {
        picture(|r, c| r == c || (r + c) % 7 == 0)
    }

    /// A puzzle written as the tournaments write it reads back with the picture's clues, the
    /// columns before the rows; an empty line and `0` are lines without runs.
    #[test]
    fn a_set_puzzle_reads_back_with_its_clues() {
        let goal = diagonal();
        let text = set_puzzle(7, &goal);
        let read = parse(&Source::inline("set.txt", text.clone())).unwrap();
        let expected = Hanjie::of_picture(&goal, Palette::black_and_white());
        assert_eq!(
            (read.size, &read.rows, &read.columns),
            (expected.size, &expected.rows, &expected.columns)
        );
        assert!(Rules::verify(&read, &goal).is_empty());
        // An empty line (as the 2017 set has one) and `0` say the same.
        let blank = picture(|r, c| r != 3 && c != 5 && (r + c) % 4 == 0);
        let text = set_puzzle(1, &blank);
        assert!(text.contains("\n\n"), "{text}");
        let zero = text.replace("\n\n", "\n0\n");
        let read_blank = parse(&Source::inline("a", text)).unwrap();
        let read_zero = parse(&Source::inline("b", zero)).unwrap();
        assert_eq!(read_blank.rows, read_zero.rows);
        assert_eq!(read_blank.columns, read_zero.columns);
        assert_eq!(read_blank.columns[5], LineClue::known(&[]));
        // Spaces for TABs, Windows line ends, comments and blank lines after the clues.
        let loose = set_puzzle(2, &goal).replace('\t', " ").replace('\n', "\r\n") + "\r\n# end\r\n\r\n";
        assert_eq!(parse(&Source::inline("c", loose)).unwrap().rows, expected.rows);
    }

    /// A set of several is split at its lines `$N` by the library (each puzzle named by its
    /// number, on the lines of the whole file), and each reads as the puzzle written.
    #[test]
    fn a_set_splits_into_its_numbered_puzzles() {
        let pictures = [diagonal(), picture(|r, c| (r * c) % 5 == 1)];
        let text = format!(
            "# two puzzles\n{}{}",
            set_puzzle(12, &pictures[0]),
            set_puzzle(3, &pictures[1])
        );
        let source = Source::inline("set.txt", text);
        let puzzles = source.numbered_puzzles();
        let numbers: Vec<Option<usize>> = puzzles.iter().map(|(n, _)| *n).collect();
        assert_eq!(numbers, [Some(12), Some(3)]);
        for ((number, part), goal) in puzzles.iter().zip(&pictures) {
            assert_eq!(part.name, format!("set.txt#{}", number.unwrap()));
            let read = crate::registry::parse(part, None).unwrap();
            assert_eq!(read.kind(), "hanjie");
            assert!(Rules::verify(&parse(part).unwrap(), goal).is_empty());
        }
        assert_eq!(puzzles[1].1.line_offset, 52);
        assert_eq!(source.puzzle(3).unwrap().text, puzzles[1].1.text);
    }

    #[test]
    fn errors_name_line_and_column() {
        let good = set_puzzle(4, &diagonal());
        let lines: Vec<&str> = good.lines().collect();
        let with_line = |index: usize, text: &str| {
            let mut lines = lines.clone();
            lines[index] = text;
            lines.join("\n") + "\n"
        };
        let bad = |text: String| parse(&Source::inline("set.txt", text)).unwrap_err().to_string();
        assert_eq!(
            bad(with_line(3, "2\tx\t1")),
            "set.txt:4:3: `x` is not a run length: expected the runs of column 3 as numbers separated by TABs"
        );
        assert_eq!(
            bad(with_line(30, "5\t5\t5\t5\t5")),
            "set.txt:31:9: the runs of row 5 need 29 cells up to this one, more than a line of 25"
        );
        assert_eq!(
            bad(with_line(26, "1\t26")),
            "set.txt:27:3: a run of 26 in row 1, longer than a line of 25"
        );
        assert_eq!(
            bad(with_line(26, "99999999999999999999999")),
            "set.txt:27:1: a run of 99999999999999999999999 in row 1, longer than a line of 25"
        );
        assert_eq!(
            bad(with_line(1, "3\t0\t1")),
            "set.txt:2:3: a run of length 0 in column 1: `0` stands alone, for a line without runs"
        );
        assert_eq!(
            bad(with_line(0, "$4a")),
            "set.txt:1:3: expected `$N`, N the puzzle's number from 1, found `$4a`"
        );
        assert_eq!(
            bad(with_line(0, "$0")),
            "set.txt:1:1: expected `$N`, N the puzzle's number from 1, found `$0`"
        );
        assert_eq!(
            bad(lines[..50].join("\n")),
            "set.txt:1: puzzle `$4` has 49 clue lines, expected 50: 25 column clues, then 25 row clues (an empty line or `0` for a line without runs)"
        );
        assert_eq!(
            bad(format!("{good}1\t2\n")),
            "set.txt:52:1: a line after the 50 clue lines of puzzle `$4` (25 column clues, then 25 row clues): expected the next puzzle's `$N`"
        );
        assert_eq!(
            bad(format!("{good}$4\n")),
            "set.txt:52:1: `$4` again: each puzzle of a set needs a number of its own"
        );
        assert_eq!(
            bad(format!("{good}\n$x\n")),
            "set.txt:53:1: expected `$N`, N the next puzzle's number from 1, found `$x`"
        );
    }

    /// An answer block: `$N`, then the rows of 1 and 0 separated by TABs, which the answer
    /// reader takes back.
    #[test]
    fn an_answer_block_has_the_number_and_the_rows() {
        let goal = diagonal();
        let block = write_answer(9, &goal);
        let mut lines = block.lines();
        assert_eq!(lines.next(), Some("$9"));
        let rows: Vec<&str> = lines.collect();
        assert_eq!(rows.len(), SIDE);
        assert_eq!(
            rows[0],
            "1\t0\t0\t0\t0\t0\t0\t1\t0\t0\t0\t0\t0\t0\t1\t0\t0\t0\t0\t0\t0\t1\t0\t0\t0"
        );
        let puzzle = parse(&Source::inline("set.txt", set_puzzle(9, &goal))).unwrap();
        let answer = Source::inline("answer", rows.join("\n"));
        assert_eq!(puzzle.parse_solution(&answer).unwrap(), goal);
    }

    /// Every puzzle of the tournament sets beside the repository (read in place) reads, each
    /// under its number, 1 to 1000 in order.
    #[test]
    fn the_tournament_sets_read() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/tournament/question");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            eprintln!("tournament sets not found beside the repository; nothing to check");
            return;
        };
        for path in entries.flatten().map(|e| e.path()) {
            let source = Source::from_file(&path, &Default::default()).unwrap();
            let puzzles = source.numbered_puzzles();
            assert_eq!(puzzles.len(), 1000, "{}", path.display());
            for (place, (number, puzzle)) in (1..).zip(&puzzles) {
                assert_eq!(*number, Some(place), "{}", path.display());
                let read = parse(puzzle).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(read.size, Size::new(SIDE, SIDE));
            }
        }
    }
}
