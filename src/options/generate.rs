//! What a caller asks of a generator ([`crate::puzzle::Generate::generate`]): the size,
//! whether unique and stripped, the picture's knobs, the solver and engine of its checks,
//! the resource limits and a time limit.

use super::{Engine, SolverChoice};
use crate::error::Choice;
use crate::grid::Size;
use crate::limits::Limits;
use std::time::Duration;

/// Options of `gridsat generate`, shared by all kinds (a kind ignores what it has no use for).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct GenerateOptions {
    /// Grid size.
    pub size: Size,
    /// Remove clues while the solution stays unique.
    pub strip: bool,
    /// Emit only puzzles with exactly one solution.
    pub unique: bool,
    /// Share of filled cells in a random picture (Hanjie); `None` for the kind's default.
    pub density: Option<f64>,
    /// Colours of ink in a random picture (Hanjie: 1 is black and white, the default);
    /// `None` for the kind's default.
    pub colours: Option<usize>,
    /// The SAT solver every check of the generator runs on (`--solver`).
    pub solver: SolverChoice,
    /// Whether the checks may run on the kind's own search instead (`--engine`).
    pub engine: Engine,
    /// Memory for the generator's solvers: a size whose CNFs would need more is refused
    /// before anything is drawn ([`crate::error::Error::TooLarge`]).
    pub limits: Limits,
    /// How long making one puzzle may take; past it the work stops with
    /// [`crate::error::Error::TimedOut`]. `None`: no limit.
    pub time_limit: Option<Duration>,
    /// How many puzzles [`crate::registry::Kind::generate_of_level`] makes, at most, to
    /// find one of the difficulty asked for; at least 1. Default:
    /// [`crate::registry::DIFFICULTY_ATTEMPTS`] (50).
    pub attempts: usize,
}

impl GenerateOptions {
    /// Unique puzzles of `size`, clues not stripped, the kind's default density, varisat,
    /// the default engine, and 50 attempts at a difficulty: what `gridsat generate KIND
    /// --size WxH` asks for.
    #[must_use]
    pub fn new(size: Size) -> Self {
        GenerateOptions {
            size,
            strip: false,
            unique: true,
            density: None,
            colours: None,
            solver: SolverChoice::default(),
            engine: Engine::default(),
            limits: Limits::default(),
            time_limit: None,
            attempts: crate::registry::DIFFICULTY_ATTEMPTS,
        }
    }

    /// These options with clues stripped (`strip`) or not.
    #[must_use]
    pub fn with_strip(self, strip: bool) -> Self {
        GenerateOptions { strip, ..self }
    }

    /// These options with uniqueness asked for (`unique`) or not.
    #[must_use]
    pub fn with_unique(self, unique: bool) -> Self {
        GenerateOptions { unique, ..self }
    }

    /// These options with the share of filled cells `density` (`None`: the kind's default).
    #[must_use]
    pub fn with_density(self, density: Option<f64>) -> Self {
        GenerateOptions { density, ..self }
    }

    /// The generator options of [`crate::puzzle::Generate::GENERATOR_TAKES`] set here:
    /// `strip`, `unique` false, a `density`, a number of `colours`.
    #[must_use]
    pub fn chosen(&self) -> Vec<Choice> {
        let set = [
            (Choice::Strip, self.strip),
            (Choice::AllowMultiple, !self.unique),
            (Choice::Density, self.density.is_some()),
            (Choice::Colours, self.colours.is_some()),
        ];
        set.into_iter()
            .filter(|&(_, set)| set)
            .map(|(choice, _)| choice)
            .collect()
    }
}
