//! Hanjie (nonograms, paint by number): row and column clues give the runs of filled
//! cells. Read from Steve Simpson's `.non` files; each line is its run automaton unrolled
//! over the line (`encodings::regular`). Issue 3 continues this (webpbn XML, `?` clues,
//! a faster generator, the benchmark against nonogrid).

mod encode;
mod generate;
pub mod non;

pub use crate::encodings::regular::runs_of;
mod render;
mod verify;

use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use crate::puzzle::{Encoding, GenerateOptions, Puzzle};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// A Hanjie puzzle: the runs of every row (top to bottom) and column (left to right).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hanjie {
    /// Grid size.
    pub size: Size,
    /// Runs of each row, left to right.
    pub rows: Vec<Vec<usize>>,
    /// Runs of each column, top to bottom.
    pub columns: Vec<Vec<usize>>,
    /// The intended picture, when the file gives one (`goal`).
    pub goal: Option<Grid<bool>>,
}

impl Puzzle for Hanjie {
    type Solution = Grid<bool>;
    type Vars = Grid<Lit>;

    const KIND: &'static str = "hanjie";
    const EXTENSIONS: &'static [&'static str] = &["non"];

    fn detect(source: &Source) -> bool {
        source
            .first_line()
            .and_then(|l| l.split_whitespace().next())
            .is_some_and(|w| {
                [
                    "width",
                    "height",
                    "title",
                    "by",
                    "copyright",
                    "catalogue",
                    "license",
                ]
                .contains(&w.to_ascii_lowercase().as_str())
            })
    }

    fn parse(source: &Source) -> Result<Self, ParseError> {
        non::parse(source)
    }

    fn size(&self) -> Size {
        self.size
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Grid<Lit>> {
        encode::encode(self, formula)
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

    fn contradiction(&self) -> Option<String> {
        verify::contradiction(self)
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

    fn parse_solution(&self, source: &Source) -> Result<Grid<bool>, ParseError> {
        let symbol = |c| match c {
            '#' | '1' | 'X' => Some(true),
            '.' | '0' | '-' => Some(false),
            _ => None,
        };
        source.solution_grid(self.size, symbol, "# (filled) or . (empty)")
    }

    fn render(&self, solution: Option<&Grid<bool>>) -> String {
        render::render(self, solution)
    }

    fn to_native(&self) -> String {
        render::to_non(self)
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Grid<bool>), Error> {
        generate::generate(options, rng)
    }
}
