//! The contract every puzzle kind fulfils, split along its seams: [`Puzzle`] (what the kind
//! is called and how it is read), [`Rules`] (what the rules and the kind's own reasoning
//! decide), [`Encode`] (the CNF with named cell literals, and back), [`Draw`] (pictures),
//! [`Notation`] (the files and links a puzzle is written to) and [`Generate`] (new
//! puzzles). [`PuzzleKind`] is all of them: what the registry and the solving layer are
//! written against once.

mod draw;
mod encode;
mod generate;
mod rules;

pub use crate::options::GenerateOptions;
pub use crate::search::SearchStats;
pub use draw::{Draw, Notation};
pub use encode::{Clue, Encode, Encoded, EncodingChoice, HandOver, OnlyEncoding};
pub(crate) use encode::{encoding_name, unknown_encoding};
pub(crate) use generate::cell_givens_to_add;
pub use generate::{CandidateClue, Generate, GenerateEstimate};
pub use rules::{Found, OwnSearch, Reasoning, Rules};

use crate::answer::{Answers, Filling};
use crate::error::ParseError;
use crate::grid::Size;
use crate::source::Source;
use std::fmt::Debug;

/// A puzzle kind: its names, the files it reads and the answers written for it. A kind
/// implements this and the capability traits ([`PuzzleKind`]), and one row in
/// [`crate::registry::KINDS`] gives it every command (solve, count, dimacs, decode, verify,
/// generate).
pub trait Puzzle: Sized + Clone + Send + Sync + 'static {
    /// A filled grid.
    type Solution: Clone + PartialEq + Debug;
    /// A grid with some cells not filled in yet, as an answer file may hold one (a solve
    /// in progress): each kind's solution grid with `None` for an unknown cell.
    type Partial: Clone + PartialEq + Debug;

    /// The kind's name on the command line (`--kind`) and in JSON.
    const KIND: &'static str;
    /// The kind's name for people, in messages that say "a TITLE puzzle" (`Magnets`, `Yin
    /// Yang`).
    const TITLE: &'static str;
    /// File extensions (lower case, no dot) that select this kind.
    const EXTENSIONS: &'static [&'static str];
    /// The inputs the kind reads, in a few words with an example, for `--help` and for the
    /// message about an input of no known kind.
    const FORMATS: &'static str;
    /// The puzz.link genres (the word after `?` in its URLs) the kind reads.
    const PUZZLINK_GENRES: &'static [&'static str] = &[];

    /// Whether `source` looks like this kind (its first line, or the form of an ID): the
    /// number of the line that shows it, or `None`.
    fn detect(source: &Source) -> Option<usize>;
    /// Reads a puzzle.
    ///
    /// # Errors
    /// A [`ParseError`] naming the line (and column) and saying what was expected.
    fn parse(source: &Source) -> Result<Self, ParseError>;
    /// The grid size.
    fn size(&self) -> Size;
    /// The solution the puzzle's author intended, when the input gives one; the report
    /// says whether the solution found equals it.
    fn intended(&self) -> Option<Self::Solution> {
        None
    }
    /// Reads an answer file: every grid in it, in order, each complete or partly filled
    /// ([`crate::answer`]; rows of symbols as [`Notation::solution_rows`] writes them, or
    /// `solve`'s JSON).
    ///
    /// # Errors
    /// A [`ParseError`] naming the line of a grid that does not fit the puzzle.
    fn parse_answers(&self, source: &Source) -> Result<Answers<Self::Solution, Self::Partial>, ParseError>;
    /// Reads one solution: an answer file holding exactly one grid, complete.
    ///
    /// # Errors
    /// As [`Puzzle::parse_answers`], and when the file holds more than one grid or an
    /// incomplete one.
    fn parse_solution(&self, source: &Source) -> Result<Self::Solution, ParseError> {
        let mut answers = self.parse_answers(source)?;
        if answers.len() != 1 {
            return Err(source.error(format!(
                "the file lists {} solutions, expected one",
                answers.len()
            )));
        }
        match answers.remove(0).filling {
            Filling::Complete(solution) => Ok(solution),
            Filling::Partial { unknown, .. } => Err(source.error(format!(
                "{unknown} cell{} not filled in: expected a complete solution",
                if unknown == 1 { " is" } else { "s are" }
            ))),
        }
    }
}

/// Everything a puzzle kind provides, as the registry's row and the solving layer take it:
/// implemented for every type that implements each capability trait.
pub trait PuzzleKind: Puzzle + Rules + Encode + Draw + Notation + Generate {}

impl<P: Puzzle + Rules + Encode + Draw + Notation + Generate> PuzzleKind for P {}
