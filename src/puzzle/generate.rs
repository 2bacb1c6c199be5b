//! [`Generate`]: new puzzles of a kind, what making them will cost, and the clues a
//! designer may add to one.

use super::Puzzle;
use crate::error::{Choice, Error};
use crate::grid::{Grid, Pos};
use crate::limits::CnfSize;
use crate::options::GenerateOptions;
use rand::rngs::StdRng;

/// A kind's generator: new puzzles with their solutions, taking the options it declares.
pub trait Generate: Puzzle {
    /// The options of [`GenerateOptions`] this kind's generator takes, of
    /// [`Choice::Strip`], [`Choice::AllowMultiple`], [`Choice::Density`] and
    /// [`Choice::Colours`]: the registry refuses the others when they are set, the same way
    /// for every kind, before [`Generate::generate_estimate`].
    const GENERATOR_TAKES: &'static [Choice] = &[];
    /// Why the generator takes none of them, for that refusal ("always generated unique
    /// and clue-minimal"); empty when it takes some.
    const GENERATOR_NOTE: &'static str = "";
    /// Makes a new puzzle and its solution. Every solver it builds is checked against
    /// `options.limits` as it is built; the registry checks [`Generate::generate_estimate`]
    /// first.
    ///
    /// # Errors
    /// A limit of `options.limits` reached, or an option value the generator refuses.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Self::Solution), Error>;
    /// What [`Generate::generate`] will build for `options`, estimated from the options
    /// alone (no puzzle drawn, nothing encoded, in `O(W·H)` at most), so that a size over
    /// `options.limits` is refused before any work: from above for whatever is drawn, but
    /// where a CNF depends on a random picture (Hanjie), for a representative one (the
    /// solvers are checked again as they are built).
    ///
    /// # Errors
    /// The generator's error for options it refuses (a density out of range).
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error>;

    /// A clue [`Generate::clues_to_add`] offers, as [`Generate::add_clue`] takes it.
    type AddedClue: Clone + std::fmt::Debug + Send + Sync;
    /// Why [`Generate::clues_to_add`] offers none, when it offers none: what else a designer
    /// can change to make the puzzle unique.
    const NO_CLUE_TO_ADD: &'static str = "every clue the kind has is given";
    /// Every clue the puzzle lacks that `solution` keeps, as a designer mending a puzzle
    /// with several solutions would add it (`analyze`'s mends): a given number or circle at
    /// a cell without one, a count not given, a hidden line clue revealed. Each with its
    /// name, as `analyze` names clues, and the cells it is about.
    fn clues_to_add(&self, solution: &Self::Solution) -> Vec<CandidateClue<Self::AddedClue>>;
    /// Adds `clue` (one of [`Generate::clues_to_add`]) to the puzzle.
    fn add_clue(&mut self, clue: &Self::AddedClue);
}

/// A clue a designer may add to a puzzle ([`Generate::clues_to_add`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CandidateClue<C> {
    /// Its name, as `analyze` names clues (`r3c4 = 2`, `row 2 +`, `r1c5 black`, `row 3
    /// (2,1)`).
    pub name: String,
    /// The cells it is about: its cell, or its line's.
    pub cells: Vec<Pos>,
    /// The clue, for [`Generate::add_clue`].
    pub clue: C,
}

/// The CNFs a kind's generator builds for some options ([`Generate::generate_estimate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateEstimate {
    /// The largest CNF its own solvers hold (repair, completion, stripping), `None` when it
    /// builds none (`--allow-multiple`, for kinds that allow it).
    pub solvers: Option<CnfSize>,
    /// The complete CNF ([`crate::puzzle::Encode::complete`]) of a puzzle it returns: what
    /// `generate --difficulty` rates.
    pub rated: CnfSize,
    /// The encoding of that CNF, for kinds with several.
    pub rated_encoding: Option<String>,
}

/// For kinds whose clues are one given per cell (123, Yin Yang): a given at each cell of
/// `givens` without one, of its value in `solution`, named by `name`.
pub(crate) fn cell_givens_to_add<T: Copy>(
    givens: &Grid<Option<T>>,
    solution: &Grid<T>,
    name: impl Fn(Pos, T) -> String,
) -> Vec<CandidateClue<(Pos, T)>> {
    givens
        .iter()
        .filter(|(_, given)| given.is_none())
        .map(|(pos, _)| CandidateClue {
            name: name(pos, solution[pos]),
            cells: vec![pos],
            clue: (pos, solution[pos]),
        })
        .collect()
}
