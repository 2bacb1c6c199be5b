//! The 123 puzzle (Erich Friedman; puzz.link Fillomino with groups of at most 3): fill
//! every cell with 1, 2 or 3 so that each cell's number is the size of the orthogonally
//! connected group of equal numbers it belongs to; some cells are given. Read from the
//! native `123 WxH` format and puzz.link URLs.

mod encode;
mod generate;
mod parse;
mod render;
mod size;
mod svg;
mod url;
mod verify;

pub use encode::CellVars;
pub use url::to_url;

use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, Puzzle};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// Largest number a cell may hold (and the largest group).
pub const MAX_VALUE: u8 = 3;

/// A 123 puzzle: the given numbers (`None` = empty cell to fill).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneTwoThree {
    /// The given number of each cell, 1 to 3.
    pub givens: Grid<Option<u8>>,
}

/// A filled grid: every cell 1, 2 or 3.
pub type Solution = Grid<u8>;

impl Puzzle for OneTwoThree {
    type Solution = Solution;
    type Vars = Grid<CellVars>;

    const KIND: &'static str = "123";
    const EXTENSIONS: &'static [&'static str] = &["123"];

    fn detect(source: &Source) -> bool {
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

    fn contradiction(&self) -> Option<String> {
        verify::contradiction(self)
    }

    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        (0..solution.size().height)
            .map(|row| solution.row(row).iter().map(|&v| char::from(b'0' + v)).collect())
            .collect()
    }

    fn parse_solution(&self, source: &Source) -> Result<Solution, ParseError> {
        let digit = |c: char| c.to_digit(10).filter(|d| (1..=3).contains(d)).map(|d| d as u8);
        source.solution_grid(self.size(), digit, "1, 2 or 3")
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
