//! The 123 puzzle (Erich Friedman; puzz.link Fillomino with groups of at most 3): fill
//! every cell with 1, 2 or 3 so that each cell's number is the size of the orthogonally
//! connected group of equal numbers it belongs to; some cells are given, and borders may be
//! given between cells (the cells on either side are in different groups). Read from the
//! native `123 WxH` format and puzz.link URLs.

mod borders;
mod encode;
mod generate;
mod parse;
mod partial;
mod render;
mod size;
mod svg;
mod url;
mod verify;

pub use borders::Border;
pub use encode::CellVars;
pub use url::to_url;

use crate::answer::{self, Answers, CellSymbols};
use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, Puzzle};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// Largest number a cell may hold (and the largest group).
pub const MAX_VALUE: u8 = 3;

/// A 123 puzzle: the given numbers (`None` = empty cell to fill) and borders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneTwoThree {
    /// The given number of each cell, 1 to 3.
    pub givens: Grid<Option<u8>>,
    /// Borders given between cells, sorted: the cells on either side of one hold different
    /// numbers.
    pub borders: Vec<Border>,
}

impl OneTwoThree {
    /// The puzzle of these givens, without borders.
    pub fn new(givens: Grid<Option<u8>>) -> Self {
        OneTwoThree {
            givens,
            borders: Vec::new(),
        }
    }
}

/// A filled grid: every cell 1, 2 or 3.
pub type Solution = Grid<u8>;

/// A grid with some cells not filled in yet (`None`).
pub type Partial = Grid<Option<u8>>;

impl Puzzle for OneTwoThree {
    type Solution = Solution;
    type Partial = Partial;
    type Vars = Grid<CellVars>;

    const KIND: &'static str = "123";
    const NAME: &'static str = "123";
    const GENERATOR_NOTE: &'static str = "always generated unique and clue-minimal";
    const EXTENSIONS: &'static [&'static str] = &["123"];
    const FORMATS: &'static str = "`.123` files (first line `123 WxH`) and puzz.link Fillomino URLs with groups of at most 3 (`https://puzz.link/p?fillomino/t/4/4/g21o21h`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["fillomino"];

    fn detect(source: &Source) -> Option<usize> {
        parse::looks_like_123(source)
    }

    fn parse(source: &Source) -> Result<Self, ParseError> {
        parse::parse(source)
    }

    fn size(&self) -> Size {
        self.givens.size()
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Self::Vars> {
        encode::encode(self, formula)
    }

    fn cnf_estimate(&self) -> crate::limits::CnfSize {
        size::estimate(self)
    }

    fn decode(&self, vars: &Self::Vars, model: &Model) -> Solution {
        vars.map(|cell| cell.decode(model))
    }

    fn describe_vars(&self, vars: &Self::Vars) -> Vec<(Lit, String)> {
        encode::describe(vars)
    }

    fn verify(&self, solution: &Solution) -> Vec<String> {
        verify::verify(self, solution)
    }

    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        partial::verify_partial(self, partial)
    }

    fn contradiction(&self) -> Option<String> {
        verify::contradiction(self)
    }

    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        (0..solution.size().height)
            .map(|row| solution.row(row).iter().map(|&v| char::from(b'0' + v)).collect())
            .collect()
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

    fn render(&self, solution: Option<&Solution>) -> String {
        render::render(self, solution)
    }

    fn svg(&self, solution: Option<&Solution>) -> String {
        svg::svg(self, solution)
    }

    fn to_native(&self) -> String {
        parse::to_native(self)
    }

    fn play_link(&self) -> Option<String> {
        Some(url::to_url(self))
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Solution), Error> {
        generate::generate(options, rng)
    }

    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        generate::estimate(options)
    }
}
