//! [`Generate`]: new puzzles of a kind, and what making them will cost.

use super::Puzzle;
use crate::error::{Choice, Error};
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
