//! The files and IDs Hanjie puzzles are read from and written to: Steve Simpson's `.non`
//! ([`non`]), webpbn XML ([`webpbn`]) and Olšák's `.g` ([`olsak`]), which have a palette,
//! Simon Tatham's Pattern game IDs ([`pattern`]), puzz.link Nonogram URLs ([`url`]) and the
//! computer tournaments' set files, many puzzles of 25x25 each after its line `$N`
//! ([`taai`]), which are also what the tournaments' answer files are written in. A
//! puzzle read with a palette whose runs and goal use at most one ink is black and white,
//! with [`Palette::black_and_white`]: the same puzzle as its `.non` form.

pub(crate) mod non;
pub(crate) mod olsak;
pub(crate) mod pattern;
pub(crate) mod taai;
pub(crate) mod url;
pub(crate) mod webpbn;

use super::Partial;
use super::{Hanjie, LineClue, LineEncoding, Palette};
use crate::answer::{self, Answers, CellSymbols};
use crate::error::ParseError;
use crate::formats::tatham;
use crate::grid::Grid;
use crate::grid::Size;
use crate::puzzle::{Notation, Puzzle};
use crate::source::Source;
use webpbn::{ColourRun, WebpbnPuzzle};

impl Puzzle for Hanjie {
    type Solution = Grid<u8>;
    type Partial = Partial;

    const KIND: &'static str = "hanjie";
    const TITLE: &'static str = "Hanjie";
    const EXTENSIONS: &'static [&'static str] = &["non", "xml", "g"];
    const FORMATS: &'static str = "Steve Simpson's `.non` files (`width N`, `height N`, `rows`, `columns` lines), webpbn `.xml` files (`<puzzleset>`, black and white or in colour), Olšák's `.g` files (`: rows`, `: columns`, colours after `#d`; black and white or in colour), Simon Tatham's Pattern game IDs (`4x4:2/1/2/1/1.1/2/1/1`), puzz.link Nonogram URLs (`https://puzz.link/p?nonogram/4/4/2g1g2g1g112g1g1g`) and the computer tournaments' set files (TAAI, TCGA: puzzles of 25x25, each a line `$N`, then 25 lines of column clues and 25 of row clues, numbers separated by TABs; `FILE#N` is puzzle N)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["nonogram"];

    fn size(&self) -> Size {
        self.size
    }

    fn intended(&self) -> Option<Grid<u8>> {
        self.goal.clone()
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Grid<u8>, Partial>, ParseError> {
        if self.is_black_and_white() {
            let value = |c: char| match c {
                '#' | '1' | 'X' => Some(1),
                '.' | '0' | '-' => Some(0),
                _ => None,
            };
            let symbols = CellSymbols {
                value: &value,
                unknown: &['?'],
                expected: "# (filled) or . (empty), ? for a cell not filled in yet",
            };
            return answer::read_grids(source, self.size, &symbols);
        }
        let value = |c: char| self.palette.index_of_symbol(c);
        let expected = format!(
            "a palette symbol: {}; ? for a cell not filled in yet",
            self.palette.legend()
        );
        let symbols = CellSymbols {
            value: &value,
            unknown: &['?'],
            expected: &expected,
        };
        answer::read_grids(source, self.size, &symbols)
    }

    /// The number of the line that shows `source` is a Hanjie puzzle, if any: a webpbn root or
    /// an Olšák rows line, a `.non` keyword, a Pattern ID, a puzz.link Nonogram URL or the
    /// line `$N` of a tournament set.
    fn detect(source: &Source) -> Option<usize> {
        if let Some(line) = webpbn::root_line(&source.text)
            .or_else(|| olsak::rows_line(&source.text))
            .or_else(|| taai::looks_like(source))
        {
            return Some(line);
        }
        let line = source.first_content_line()?;
        let keyword = line.text.split_whitespace().next().unwrap_or("");
        let non_keyword = [
            "width",
            "height",
            "title",
            "by",
            "copyright",
            "catalogue",
            "license",
        ]
        .contains(&keyword.to_ascii_lowercase().as_str());
        (non_keyword || pattern::looks_like_id(line.text) || url::looks_like_url(line.text))
            .then_some(line.number)
    }

    /// Reads a puzzle in any of the formats: webpbn XML (by its extension or its look), an
    /// Olšák `.g` file, a puzzle of a tournament set (its first line `$N`), a puzz.link URL,
    /// a Pattern ID, else a `.non` file.
    fn parse(source: &Source) -> Result<Hanjie, ParseError> {
        if source.extension.as_deref() == Some("xml") || webpbn::looks_like(&source.text) {
            return webpbn::parse(source).map(from_webpbn);
        }
        if taai::looks_like(source).is_some() {
            return taai::parse(source);
        }
        if olsak::is_olsak(source) {
            return olsak::parse(source).map(from_webpbn);
        }
        let lines = source.content_lines("#");
        if let Some(&first) = lines.first().filter(|l| tatham::is_random_seed_id(l.text)) {
            return Err(tatham::error(source, first));
        }
        if let Some(&first) = lines.first().filter(|l| url::looks_like_url(l.text)) {
            if let Some(extra) = lines.get(1) {
                return Err(source.error_at_line(extra.number, "unexpected text after the URL"));
            }
            return url::parse_url(source, first);
        }
        if let Some(&first) = lines.first().filter(|l| pattern::starts_like_id(l.text)) {
            if let Some(extra) = lines.get(1) {
                return Err(source.error_at_line(extra.number, "unexpected text after the Pattern ID"));
            }
            return pattern::parse_id(source, first);
        }
        non::parse(source)
    }
}

/// The puzzle of a reading with a palette: in black and white when its runs and goal use
/// at most one ink (whichever colour the file gives it), else with the file's palette.
fn from_webpbn(read: WebpbnPuzzle) -> Hanjie {
    let black_and_white = read.colours_used().len() <= 1;
    let clue = |runs: &Vec<ColourRun>| {
        LineClue::Runs(
            runs.iter()
                .map(|run| {
                    let ink = if black_and_white { 1 } else { run.colour };
                    super::ClueRun::new(run.length, ink)
                })
                .collect(),
        )
    };
    Hanjie {
        size: Size::new(read.width, read.height),
        rows: read.rows.iter().map(clue).collect(),
        columns: read.columns.iter().map(clue).collect(),
        goal: match black_and_white {
            true => read.goal.map(|goal| goal.map(|&c| u8::from(c != 0))),
            false => read.goal,
        },
        palette: match black_and_white {
            true => Palette::black_and_white(),
            false => read.palette,
        },
        encoding: LineEncoding::default(),
    }
}

impl Notation for Hanjie {
    fn solution_rows(&self, solution: &Grid<u8>) -> Vec<String> {
        solution.text_rows(|&colour| self.symbol(colour))
    }

    fn partial_rows(&self, partial: &Grid<Option<u8>>) -> Vec<String> {
        partial.text_rows(|colour| colour.map_or(crate::analyze::OPEN_CELL, |colour| self.symbol(colour)))
    }

    fn native_extension(&self) -> &'static str {
        if self.is_black_and_white() { "non" } else { "xml" }
    }

    /// `# text` in `.non`, an XML comment in webpbn XML (`--` inside becomes `- -`, which
    /// XML comments may not hold).
    fn comment(&self, text: &str) -> String {
        if self.is_black_and_white() {
            format!("# {text}\n")
        } else {
            format!("<!-- {} -->\n", text.replace("--", "- -"))
        }
    }

    /// The notes as comments: at the top of a `.non` file, after the XML declaration
    /// (which must come first) in webpbn XML.
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        let native = self.to_native();
        let comments: String = notes.iter().map(|note| self.comment(note)).collect();
        match native.split_once('\n') {
            Some((declaration, rest)) if declaration.starts_with("<?xml") => {
                format!("{declaration}\n{comments}{rest}")
            }
            _ => comments + &native,
        }
    }

    /// The tournaments' answer block (`$N`, then rows of `1`/`0` separated by TABs) of a
    /// black-and-white puzzle (`taai::write_answer`); none in colour.
    fn tournament_answer(&self, number: usize, solution: &Grid<u8>) -> Option<String> {
        self.is_black_and_white()
            .then(|| taai::write_answer(number, solution))
    }

    fn play_links(&self) -> Vec<String> {
        [pattern::play_link(self), url::to_url(self)]
            .into_iter()
            .flatten()
            .collect()
    }

    /// The puzzle in its native format: `.non` in black and white, webpbn XML in colour. (A
    /// colour clue with runs of unknown length, or an unknown colour line, which only code can
    /// build and webpbn XML cannot hold, is written with those runs at their shortest and those
    /// lines blank.)
    fn to_native(&self) -> String {
        if self.is_black_and_white() {
            return non::write(self);
        }
        let runs = |clue: &LineClue| -> Vec<ColourRun> {
            clue.runs()
                .unwrap_or_default()
                .iter()
                .map(|run| ColourRun {
                    length: run.shortest(),
                    colour: run.colour,
                })
                .collect()
        };
        webpbn::write(&WebpbnPuzzle {
            title: None,
            width: self.size.width,
            height: self.size.height,
            palette: self.palette.clone(),
            rows: self.rows.iter().map(runs).collect(),
            columns: self.columns.iter().map(runs).collect(),
            goal: self.goal.clone(),
        })
    }
}
