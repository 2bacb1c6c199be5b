//! Hanjie (nonograms, paint by number): row and column clues give the runs of filled
//! cells. Read from Steve Simpson's `.non` files, webpbn XML, Olšák's `.g` files and Simon
//! Tatham's Pattern game IDs and puzz.link Nonogram URLs (`url.rs`; both written too, as
//! the play links); each line is encoded by
//! run placement (`encodings::runs`, the default) or as its run automaton unrolled over
//! the line (`encodings::regular`), both over the same cell literals.

mod clue;
pub mod colour;
pub(crate) mod difficulty;
mod encode;
pub mod engine;
pub(crate) mod generate;
pub mod logic;
pub mod non;
pub mod olsak;
pub mod palette;
mod partial;
pub mod pattern;
mod render;
mod size;
pub(crate) mod svg;
mod url;
mod verify;
pub mod webpbn;

pub use crate::encodings::regular::runs_of;
pub use clue::LineClue;
pub use encode::LineEncoding;
pub use url::to_url;

use crate::answer::{self, Answers, CellSymbols};
use crate::error::{Choice, Error, ParseError};
use crate::formats::tatham;
use crate::grid::{Grid, Size};
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, OwnSearch, Puzzle, Reasoning};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// A Hanjie puzzle: the runs of every row (top to bottom) and column (left to right).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hanjie {
    /// Grid size.
    pub size: Size,
    /// Clue of each row (runs left to right).
    pub rows: Vec<LineClue>,
    /// Clue of each column (runs top to bottom).
    pub columns: Vec<LineClue>,
    /// The intended picture, when the file gives one (`goal`).
    pub goal: Option<Grid<bool>>,
    /// How lines become clauses.
    pub encoding: LineEncoding,
}

/// A Hanjie puzzle as read from any of its formats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyHanjie {
    /// Black and white: one colour of runs.
    BlackAndWhite(Hanjie),
    /// Runs in two colours or more (webpbn XML, Olšák `.g`).
    Colour(colour::ColourHanjie),
}

/// Reads a Hanjie puzzle of either kind: webpbn XML or an Olšák `.g` file whose runs or goal
/// use two colours or more besides the background is a colour puzzle; everything else is
/// black and white.
pub fn read(source: &Source) -> Result<AnyHanjie, ParseError> {
    if let Some(read) = read_with_palette(source) {
        let read = read?;
        return Ok(match read.black_and_white() {
            Some(picture) => AnyHanjie::BlackAndWhite(Hanjie::from_black_and_white(picture)),
            None => AnyHanjie::Colour(colour::ColourHanjie::from_webpbn(read)),
        });
    }
    Hanjie::parse(source).map(AnyHanjie::BlackAndWhite)
}

/// Reads `source` with its palette when it is in a format that has one (webpbn XML, Olšák
/// `.g`); `None` for the black-and-white formats.
fn read_with_palette(source: &Source) -> Option<Result<webpbn::WebpbnPuzzle, ParseError>> {
    if is_xml(source) {
        Some(webpbn::parse(source))
    } else if olsak::is_olsak(source) {
        Some(olsak::parse(source))
    } else {
        None
    }
}

/// Reads `source` with its palette: an Olšák `.g` file as such, anything else as webpbn XML.
fn parse_with_palette(source: &Source) -> Result<webpbn::WebpbnPuzzle, ParseError> {
    read_with_palette(source).unwrap_or_else(|| webpbn::parse(source))
}

fn is_xml(source: &Source) -> bool {
    source.extension.as_deref() == Some("xml") || webpbn::looks_like(&source.text)
}

impl Hanjie {
    /// The puzzle of a black-and-white picture read from a format with a palette.
    fn from_black_and_white(picture: webpbn::BlackAndWhite) -> Self {
        let clues = |lines: Vec<Vec<usize>>| lines.iter().map(|l| LineClue::known(l)).collect();
        Hanjie {
            size: Size::new(picture.columns.len(), picture.rows.len()),
            rows: clues(picture.rows),
            columns: clues(picture.columns),
            goal: picture.goal,
            encoding: LineEncoding::default(),
        }
    }
}

/// A picture with some cells not filled in yet (`None`).
pub type Partial = Grid<Option<bool>>;

impl Puzzle for Hanjie {
    type Solution = Grid<bool>;
    type Partial = Partial;
    type Vars = Grid<Lit>;

    const KIND: &'static str = "hanjie";
    const NAME: &'static str = "Hanjie";
    const GENERATOR_TAKES: &'static [Choice] = &[Choice::AllowMultiple, Choice::Density, Choice::Colours];
    const EXTENSIONS: &'static [&'static str] = &["non", "xml", "g"];
    const FORMATS: &'static str = "Steve Simpson's `.non` files (`width N`, `height N`, `rows`, `columns` lines), webpbn `.xml` files (`<puzzleset>`, black and white or in colour), Olšák's `.g` files (`: rows`, `: columns`, colours after `#d`; black and white or in colour), Simon Tatham's Pattern game IDs (`4x4:2/1/2/1/1.1/2/1/1`) and puzz.link Nonogram URLs (`https://puzz.link/p?nonogram/4/4/2g1g2g1g112g1g1g`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["nonogram"];
    const ENCODINGS: &'static [&'static str] = LineEncoding::NAMES;

    fn detect(source: &Source) -> Option<usize> {
        if let Some(line) = webpbn::root_line(&source.text).or_else(|| olsak::rows_line(&source.text)) {
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

    fn parse(source: &Source) -> Result<Self, ParseError> {
        if is_xml(source) {
            return webpbn::parse_black_and_white(source).map(Hanjie::from_black_and_white);
        }
        if olsak::is_olsak(source) {
            return olsak::parse_black_and_white(source).map(Hanjie::from_black_and_white);
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

    fn set_encoding(&mut self, name: &str) -> Result<(), Error> {
        if let Some(encoding) = LineEncoding::from_name(name) {
            self.encoding = encoding;
        }
        Ok(())
    }

    fn encoding_name(&self) -> Option<String> {
        Some(self.encoding.name().to_string())
    }

    fn intended(&self) -> Option<Grid<bool>> {
        self.goal.clone()
    }

    fn size(&self) -> Size {
        self.size
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Grid<Lit>> {
        encode::encode(self, formula)
    }

    fn cnf_estimate(&self) -> crate::limits::CnfSize {
        size::estimate(self)
    }

    fn decode(&self, vars: &Grid<Lit>, model: &Model) -> Grid<bool> {
        vars.map(|&lit| model.value(lit))
    }

    fn describe_vars(&self, vars: &Grid<Lit>) -> Vec<(Lit, String)> {
        vars.iter()
            .map(|(pos, &lit)| (lit, format!("{pos} filled")))
            .collect()
    }

    fn verify(&self, solution: &Grid<bool>) -> Vec<String> {
        verify::verify(self, solution)
    }

    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        partial::verify_partial(self, partial)
    }

    fn reason(&self, deadline: crate::limits::Deadline) -> Reasoning<Grid<bool>> {
        if let Some(reason) = verify::contradiction_without_logic(self) {
            return Reasoning::NoSolution(reason);
        }
        match logic::solve_by_probing(self, deadline) {
            Err(line) => Reasoning::NoSolution(verify::no_way_to_fill(line)),
            Ok(known) if known.values().all(Option::is_some) => {
                Reasoning::Unique(known.map(|cell| cell.unwrap_or(false)))
            }
            Ok(_) => Reasoning::Open,
        }
    }

    fn contradiction(&self) -> Option<String> {
        verify::contradiction(self)
    }

    /// Line solvable, needs probing or needs search (the `difficulty` module).
    fn own_difficulty(
        &self,
        limits: &crate::limits::Limits,
    ) -> Option<Result<crate::analyze::Difficulty, Error>> {
        Some(difficulty::black_and_white(self, limits))
    }

    fn own_search(&self, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<bool>>>> {
        let mut search = engine::Search::new(self)?;
        if budgeted {
            search.limit_conflicts(engine::CONFLICT_BUDGET);
        }
        Some(Box::new(search))
    }

    fn own_search_memory(&self) -> Option<u64> {
        let (width, height) = (self.size.width, self.size.height);
        let line = |clue: &LineClue, cells: usize| match clue {
            LineClue::Runs(_) => (cells, clue.min_length() + 1),
            LineClue::Unknown => (0, 0),
        };
        let rows = self.rows.iter().map(|clue| line(clue, width));
        let columns = self.columns.iter().map(|clue| line(clue, height));
        Some(engine::memory(self.size.area(), rows.chain(columns)))
    }

    fn solution_rows(&self, solution: &Grid<bool>) -> Vec<String> {
        (0..self.size.height)
            .map(|row| {
                solution
                    .row(row)
                    .iter()
                    .map(|&b| if b { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Grid<bool>, Partial>, ParseError> {
        let value = |c: char| match c {
            '#' | '1' | 'X' => Some(true),
            '.' | '0' | '-' => Some(false),
            _ => None,
        };
        let symbols = CellSymbols {
            value: &value,
            unknown: &['?'],
            expected: "# (filled) or . (empty), ? for a cell not filled in yet",
        };
        answer::read_grids(source, self.size, &symbols)
    }

    fn render(&self, solution: Option<&Grid<bool>>) -> String {
        render::render(self, solution, render::Style::Plain)
    }

    fn render_for_terminal(&self, solution: Option<&Grid<bool>>) -> Option<String> {
        Some(render::render(self, solution, render::Style::Blocks))
    }

    fn svg(&self, solution: Option<&Grid<bool>>) -> String {
        svg::svg(self, solution)
    }

    fn to_native(&self) -> String {
        render::to_non(self)
    }

    fn play_link(&self) -> Option<String> {
        self.play_links().into_iter().next()
    }

    fn play_links(&self) -> Vec<String> {
        [pattern::play_link(self), to_url(self)]
            .into_iter()
            .flatten()
            .collect()
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Grid<bool>), Error> {
        generate::generate(options, rng)
    }

    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        generate::estimate(options)
    }
}
