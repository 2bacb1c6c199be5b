//! Reading and writing 123 puzzles in the native format: a first line `123 WxH`, then H
//! rows of W cells, each `.` (empty) or a given `1`-`3`, with optional spaces between
//! cells, and any number of lines `borders r1c1-r1c2 …` that list borders given between
//! adjacent cells; `#` lines are comments. puzz.link URLs are read by `url.rs`.

use super::url::{looks_like_url, parse_url};
use super::{MAX_VALUE, OneTwoThree, borders};
use super::{Partial, Solution};
use crate::answer::{self, Answers, CellSymbols};
use crate::error::ParseError;
use crate::grid::Size;
use crate::grid_file::{GridFormat, looks_like, read_native_or_url};
use crate::puzzle::{Notation, Puzzle};
use crate::source::{Line, Source};

/// The keyword of a line of borders.
const BORDERS: &str = "borders";
/// Borders written on one line by [`to_native`].
const BORDERS_PER_LINE: usize = 8;

/// The header word of the native format.
const HEADER: &str = "123";

/// The native format and URL type, for the shared reader.
const FORMAT: GridFormat = GridFormat {
    header: HEADER,
    url_type: Some("fillomino"),
    expected: "`.` (empty) or a given 1, 2 or 3",
    keyword: Some(BORDERS),
};

impl Puzzle for OneTwoThree {
    type Solution = Solution;
    type Partial = Partial;

    const KIND: &'static str = "123";
    const TITLE: &'static str = "123";
    const EXTENSIONS: &'static [&'static str] = &["123"];
    const FORMATS: &'static str = "`.123` files (first line `123 WxH`) and puzz.link Fillomino URLs with groups of at most 3 (`https://puzz.link/p?fillomino/t/4/4/g21o21h`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["fillomino"];

    fn size(&self) -> Size {
        self.givens.size()
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Solution, Partial>, ParseError> {
        let digit = |c: char| c.to_digit(10).filter(|d| (1..=3).contains(d)).map(|d| d as u8);
        let symbols = CellSymbols {
            value: &digit,
            unknown: &['.', '?'],
            expected: "1, 2 or 3 (. or ? for a cell not filled in yet)",
        };
        answer::read_grids(source, self.size(), &symbols)
    }

    /// Whether the source is a native 123 file or a puzz.link Fillomino URL.
    fn detect(source: &Source) -> Option<usize> {
        looks_like(source, HEADER, looks_like_url)
    }

    /// Parses a native file or a puzz.link URL.
    fn parse(source: &Source) -> Result<OneTwoThree, ParseError> {
        read_native_or_url(
            source,
            FORMAT,
            looks_like_url,
            |line| parse_url(source, line),
            |c| match c {
                '.' => Some(None),
                '1'..='3' => Some(Some(c as u8 - b'0')),
                _ => None,
            },
            |givens, lines| {
                let size = givens.size();
                let mut borders = Vec::new();
                for line in lines {
                    borders.extend(border_line(source, line, size)?);
                }
                borders.sort();
                borders.dedup();
                Ok(OneTwoThree { givens, borders })
            },
        )
    }
}

/// The borders of a `borders` line; an error names the column of a word that is none.
fn border_line(source: &Source, line: &Line, size: Size) -> Result<Vec<borders::Border>, ParseError> {
    line.words(BORDERS.len())
        .map(|(at, word)| {
            borders::parse(word, size)
                .map_err(|message| source.error_at(line.number, line.column(at), message))
        })
        .collect()
}

impl Notation for OneTwoThree {
    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        solution.text_rows(|&value| char::from(b'0' + value))
    }

    fn partial_rows(&self, partial: &Partial) -> Vec<String> {
        partial.text_rows(|value| value.map_or(crate::analyze::OPEN_CELL, |value| char::from(b'0' + value)))
    }

    fn play_links(&self) -> Vec<String> {
        vec![super::url::to_url(self)]
    }

    /// The puzzle in the native format (its puzz.link URL, the play link, is [`to_url`](super::to_url)).
    fn to_native(&self) -> String {
        let size = self.givens.size();
        let mut out = format!("{HEADER} {size}\n");
        for row in 0..size.height {
            let cells: String = self
                .givens
                .row(row)
                .iter()
                .map(|given| given.map_or('.', |v| char::from(b'0' + v.min(MAX_VALUE))))
                .collect();
            out += &cells;
            out.push('\n');
        }
        for line in self.borders.chunks(BORDERS_PER_LINE) {
            let words: Vec<String> = line.iter().map(ToString::to_string).collect();
            out += &format!("{BORDERS} {}\n", words.join(" "));
        }
        out
    }
}
