//! Yin Yang (puzz.link `yinyang`, Nikoli's しろまるくろまる): colour every cell black or
//! white so that all black cells form one orthogonally connected region, and so do all white
//! cells; no 2x2 block is all one colour; given cells keep their colour. Read from the native
//! `yinyang WxH` format and puzz.link URLs.
//!
//! The CNF (`encode.rs`: 2x2 blocks, redundant rules, and connectivity by reachability
//! layers, a spanning forest, or lazy cuts, as `choice.rs` selects) is decoded by name
//! through one literal per cell; [`verify()`] checks solutions from the rules, and
//! [`contradiction`] finds impossible givens without search.
//!
//! A colour with no cell at all counts as connected (zero regions), as in puzz.link's
//! checker and cspuz; see [`verify()`]. Only grids one cell wide can be all one colour, since
//! any 2x2 block of one colour is forbidden.

mod choice;
mod colouring;
mod encode;
mod generate;
mod parse;
mod partial;
mod render;
mod size;
mod svg;
mod url;
mod verify;

#[cfg(test)]
mod brute;
#[cfg(test)]
mod cnf_tests;
#[cfg(test)]
mod tests;

pub use choice::{Connectivity, EncodingChoice};
pub use parse::{looks_like_yinyang, parse, parse_answers, to_native};
pub use render::render;
pub use url::{looks_like_url, to_url};
pub use verify::{contradiction, regions, verify};

use crate::answer::Answers;
use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, Puzzle};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// The colour of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `B`, a black circle.
    Black,
    /// `W`, a white circle.
    White,
}

impl Colour {
    /// Both colours, black first.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// The letter in files and solution rows: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::White => 'W',
        }
    }

    /// The colour of a letter `B` or `W` (upper case only).
    pub fn from_letter(letter: char) -> Option<Colour> {
        match letter {
            'B' => Some(Colour::Black),
            'W' => Some(Colour::White),
            _ => None,
        }
    }

    /// The colour's name in messages: `black` or `white`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}

/// A Yin Yang puzzle: the given colour of each cell (`None` = a cell to colour), and how
/// to encode it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YinYang {
    /// The given colour of each cell, if any.
    pub givens: Grid<Option<Colour>>,
    /// The encoding options (`--connectivity`).
    pub encoding: EncodingChoice,
}

impl YinYang {
    /// A puzzle with these givens and the default encoding.
    pub fn new(givens: Grid<Option<Colour>>) -> Self {
        YinYang {
            givens,
            encoding: EncodingChoice::default(),
        }
    }
}

/// A coloured grid: every cell black or white.
pub type Solution = Grid<Colour>;

/// A grid with some cells not coloured yet (`None`).
pub type Partial = Grid<Option<Colour>>;

/// The solution as plain rows of `B` and `W` (what [`parse_answers`] reads back).
pub fn solution_rows(solution: &Solution) -> Vec<String> {
    (0..solution.size().height)
        .map(|row| solution.row(row).iter().map(|c| c.letter()).collect())
        .collect()
}

impl Puzzle for YinYang {
    type Solution = Solution;
    type Partial = Partial;
    type Vars = Grid<Lit>;

    const KIND: &'static str = "yinyang";
    const NAME: &'static str = "Yin Yang";
    const GENERATOR_NOTE: &'static str = "always generated unique and given-minimal";
    const EXTENSIONS: &'static [&'static str] = &["yinyang"];
    const FORMATS: &'static str = "`.yinyang` files (first line `yinyang WxH`) and puzz.link Yin Yang URLs (`https://puzz.link/p?yinyang/3/3/000`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["yinyang"];
    const ENCODINGS: &'static [&'static str] = EncodingChoice::NAMES;

    fn detect(source: &Source) -> Option<usize> {
        looks_like_yinyang(source)
    }

    fn parse(source: &Source) -> Result<Self, ParseError> {
        parse(source)
    }

    fn size(&self) -> Size {
        self.givens.size()
    }

    fn set_encoding(&mut self, name: &str) -> Result<(), Error> {
        self.encoding.set(name)
    }

    fn encoding_name(&self) -> Option<String> {
        Some(self.encoding.name())
    }

    fn complete(&self) -> Result<Self, Error> {
        Ok(YinYang {
            encoding: self.encoding.complete()?,
            ..self.clone()
        })
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Grid<Lit>> {
        encode::encode(self, formula)
    }

    fn cuts(&self, vars: &Grid<Lit>, model: &Model, deadline: crate::limits::Deadline) -> Vec<Vec<Lit>> {
        encode::cuts(self, vars, model, deadline)
    }

    fn cnf_estimate(&self) -> crate::limits::CnfSize {
        size::estimate(self)
    }

    fn decode(&self, vars: &Grid<Lit>, model: &Model) -> Solution {
        vars.map(|&black| {
            if model.value(black) {
                Colour::Black
            } else {
                Colour::White
            }
        })
    }

    fn describe_vars(&self, vars: &Grid<Lit>) -> Vec<(Lit, String)> {
        vars.iter()
            .map(|(pos, &lit)| (lit, format!("{pos} black")))
            .collect()
    }

    fn verify(&self, solution: &Solution) -> Vec<String> {
        verify(self, solution)
    }

    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        partial::verify_partial(self, partial)
    }

    fn contradiction(&self) -> Option<String> {
        contradiction(self)
    }

    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        solution_rows(solution)
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Solution, Partial>, ParseError> {
        parse_answers(self, source)
    }

    fn render(&self, solution: Option<&Solution>) -> String {
        render(self, solution)
    }

    fn svg(&self, solution: Option<&Solution>) -> String {
        svg::svg(self, solution)
    }

    fn to_native(&self) -> String {
        to_native(self)
    }

    fn play_link(&self) -> Option<String> {
        Some(to_url(self))
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Solution), Error> {
        generate::generate(options, rng)
    }

    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        generate::estimate(options)
    }
}

#[cfg(test)]
mod colour_tests {
    use super::*;
    use crate::grid::Size;

    #[test]
    fn letters_round_trip() {
        for colour in Colour::ALL {
            assert_eq!(Colour::from_letter(colour.letter()), Some(colour));
            assert_ne!(colour.other(), colour);
            assert_eq!(colour.other().other(), colour);
        }
        assert_eq!(Colour::from_letter('b'), None);
        assert_eq!(Colour::from_letter('.'), None);
    }

    #[test]
    fn solution_rows_are_letters() {
        let solution = Grid::from_fn(Size::new(3, 2), |p| {
            if p.col == 0 || p.row == 1 {
                Colour::Black
            } else {
                Colour::White
            }
        });
        assert_eq!(solution_rows(&solution), ["BWW", "BBB"]);
    }
}
