//! gridsat: pencil puzzles (Magnets, Hanjie, the 123 puzzle, Yin Yang) compiled to CNF,
//! solved with varisat (or another SAT solver), decoded by named cell literals and checked
//! against the rules.
//!
//! - [`puzzle::Puzzle`] is the contract of a puzzle kind; [`registry::KINDS`] lists them.
//! - [`encodings`] holds reusable CNF building blocks written against `ExtendFormula`.
//! - [`solve`] runs the solver: solutions, uniqueness, counting, clue stripping.
//! - [`report`] computes what the commands print; [`dimacs`] talks to other solvers.
//! - [`analyze`] finds forced cells, conflicting clues and how hard a puzzle is.
//! - [`svg`] draws puzzles and solutions as SVG pictures.
//! - [`answer`] reads answer files: one or more solution grids, perhaps partly filled.
//! - [`limits`] refuses inputs too large for memory before the work starts.

pub mod analyze;
pub mod answer;
pub mod boxes;
pub mod dimacs;
pub mod encodings;
pub mod error;
pub mod grid;
pub mod grid_file;
pub mod limits;
pub mod output_file;
pub mod puzzle;
pub mod puzzles;
pub mod registry;
pub mod report;
pub mod solve;
pub mod source;
pub mod svg;

pub use error::{Error, ParseError, Result};
