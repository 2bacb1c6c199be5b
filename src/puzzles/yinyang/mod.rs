//! Yin Yang (puzz.link `yinyang`, Nikoli's しろまるくろまる): colour every cell black or
//! white so that all black cells form one orthogonally connected region, and so do all white
//! cells; no 2x2 block is all one colour; given cells keep their colour. Read from the native
//! `yinyang WxH` format and puzz.link URLs.
//!
//! The CNF (`encode.rs`: 2x2 blocks, redundant rules, and connectivity by reachability
//! layers, a spanning forest, or lazy cuts, as `choice.rs` selects) is decoded by name
//! through one literal per cell; [`Rules::verify`](crate::puzzle::Rules::verify) checks solutions from the rules, and
//! [`Rules::contradiction`](crate::puzzle::Rules::contradiction) finds impossible givens without search.
//!
//! A colour with no cell at all counts as connected (zero regions), as in puzz.link's
//! checker and cspuz; see [`Rules::verify`](crate::puzzle::Rules::verify). Only grids one cell wide can be all one colour, since
//! any 2x2 block of one colour is forbidden.

mod choice;
mod cnf_size;
mod colouring;
mod encode;
mod generate;
mod parse;
mod partial;
mod render;
mod rules;
mod svg;
mod url;
mod verify;

/// A solution as rows of `B` and `W`, as answer files and JSON write it.
fn solution_rows(solution: &Solution) -> Vec<String> {
    solution.text_rows(|colour| colour.letter())
}

#[cfg(test)]
mod brute;
#[cfg(test)]
mod cnf_tests;
#[cfg(test)]
mod tests;

pub use choice::{Connectivity, YinYangEncoding};
pub use verify::regions;

use crate::grid::Grid;

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
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::White => 'W',
        }
    }

    /// The colour of a letter `B` or `W` (upper case only).
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Colour> {
        match letter {
            'B' => Some(Colour::Black),
            'W' => Some(Colour::White),
            _ => None,
        }
    }

    /// The colour's name in messages: `black` or `white`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// The other colour.
    #[must_use]
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
    pub encoding: YinYangEncoding,
}

impl YinYang {
    /// A puzzle with these givens and the default encoding.
    #[must_use]
    pub fn new(givens: Grid<Option<Colour>>) -> Self {
        YinYang {
            givens,
            encoding: YinYangEncoding::default(),
        }
    }
}

/// A coloured grid: every cell black or white.
pub type Solution = Grid<Colour>;

/// A grid with some cells not coloured yet (`None`).
pub type Partial = Grid<Option<Colour>>;

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
