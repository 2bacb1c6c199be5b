//! gridsat: pencil puzzles (Magnets, Hanjie, the 123 puzzle, Yin Yang) compiled to CNF,
//! solved with varisat (or another SAT solver), decoded by named cell literals and checked
//! against the rules.
//!
//! - [`registry::parse`] reads any input as a puzzle of its kind ([`registry::AnyPuzzle`]:
//!   solve, count, analyze, DIMACS out and in, verify, SVG); [`registry::Kind::generate`]
//!   makes new ones.
//! - [`solve::SolveOptions`] and [`puzzle::GenerateOptions`] say how: uniqueness, the SAT
//!   solver, the engine, the resource [`limits`] and a time limit. Nothing is process-wide:
//!   threads may work with different options.
//! - [`Error`] says what went wrong in the library's terms (a refused option by its name in
//!   the options, [`error::Choice`]); the command line words it with its flags.
//! - A puzzle kind implements [`puzzle::Puzzle`] (names, reading) and the capability traits
//!   [`puzzle::Rules`], [`puzzle::Encode`], [`puzzle::Draw`], [`puzzle::Notation`] and
//!   [`puzzle::Generate`] ([`puzzle::PuzzleKind`] is all of them); [`registry::KINDS`] lists
//!   the kinds.
//! - [`solve`] says how to solve ([`solve::SolveOptions`], the SAT solver, the engine) and
//!   holds the certificates of `--proof` ([`solve::certify`]).
//! - [`report`] holds what a solve or a count reports ([`report::SolveReport`],
//!   [`report::CountReport`]); [`registry::AnyPuzzle::write_dimacs`] and
//!   [`registry::AnyPuzzle::decode`] talk to other solvers.
//! - [`analyze`] finds forced cells, conflicting clues and how hard a puzzle is.
//! - [`registry::AnyNotation::svg`] draws a puzzle, solved or not, as an SVG picture
//!   ([`SVG_CELL`] pixels a cell).
//! - [`answer`] reads answer files: one or more solution grids, perhaps partly filled.
//! - [`limits`] refuses inputs too large for memory before the work starts.
//!
//! # Example
//!
//! Parse a puzzle from a string (its kind is told from the text), solve it, check that the
//! solution is unique, and read the grid:
//!
//! ```
//! use gridsat::{registry, solve::SolveOptions, source::Source};
//!
//! let text = "123 4x4\n. 2 1 .\n. . . .\n. . . .\n2 1 . .\n";
//! let puzzle = registry::parse(&Source::inline("example", text), None)?;
//! let report = puzzle.solve(&SolveOptions::default())?; // the solution, and is it unique?
//! assert_eq!(report.unique, Some(true));
//! let rows = report.solution.expect("solved");
//! assert_eq!(rows, ["2212", "1332", "2313", "2133"]);
//! # Ok::<(), gridsat::Error>(())
//! ```
//!
//! Count the solutions of a puzzle with several (up to a limit), and make a new puzzle of a
//! kind, unique by default, from a seed:
//!
//! ```
//! use gridsat::{grid::Size, puzzle::GenerateOptions, registry, solve::SolveOptions, source::Source};
//! use rand::{SeedableRng, rngs::StdRng};
//! use std::sync::atomic::AtomicU64;
//!
//! // A Magnets puzzle (Simon Tatham's ID) without any count given: 2x2, two vertical dominoes.
//! let puzzle = registry::parse(&Source::inline("id", "2x2:..,..,..,..,TTBB"), None)?;
//! let counted = puzzle.count(Some(100), &SolveOptions::default(), &AtomicU64::new(0))?;
//! assert!(counted.complete && counted.count > 1);
//!
//! let hanjie = registry::kind_named("hanjie")?;
//! let made = hanjie.generate(&GenerateOptions::new(Size::new(10, 10)), &mut StdRng::seed_from_u64(1))?;
//! let solved = made.puzzle.solve(&SolveOptions::default())?;
//! assert_eq!(solved.unique, Some(true));
//! assert_eq!(solved.solution, Some(made.solution_rows));
//! # Ok::<(), gridsat::Error>(())
//! ```

#![warn(missing_docs)]

pub mod analyze;
pub mod answer;
pub(crate) mod boxes;
pub(crate) mod dimacs;
pub(crate) mod encodings;
pub mod error;
pub(crate) mod formats;
pub mod grid;
pub(crate) mod grid_file;
pub mod json;
pub mod limits;
pub(crate) mod model;
pub(crate) mod options;
pub(crate) mod output_file;
pub mod puzzle;
pub mod puzzles;
pub mod registry;
pub mod report;
pub(crate) mod search;
pub mod solve;
pub mod source;
pub(crate) mod svg;
pub mod time;

pub use error::{Error, ParseError, Result};

/// gridsat's version (`gridsat --version`, and the note of every generated puzzle).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The side of a cell in gridsat's SVG pictures, in pixels (to place a cell in one).
pub const SVG_CELL: f64 = svg::CELL;

/// What the `gridsat` binary shares with the library beyond its API: not part of the API,
/// and it may change in any release.
#[doc(hidden)]
pub mod cli_support {
    pub use crate::output_file::{PartialFile, same_file, write_file};
    pub use crate::source::split::{SEPARATOR, STDIN, puzzle_address};
}
