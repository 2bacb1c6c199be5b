//! How hard a puzzle is, as values: the level, what was measured, and the counts
//! ([`Difficulty`]), which `analyze` reports and a kind's own measure returns
//! ([`crate::puzzle::Rules::own_difficulty`]). How they are measured is in
//! [`super::difficulty`].

use serde::Serialize;

/// The difficulty levels, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Unit propagation alone decides every cell (or finds the contradiction), or the
    /// contradiction is visible without search.
    Easy,
    /// Failed-literal probing on the cells decides what propagation leaves.
    Medium,
    /// Probing leaves cells open: search is needed.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name: `easy`, `medium` or `hard`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level named `name` (`easy`, `medium` or `hard`, any case).
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for any other name, listing the three.
    pub fn named(name: &str) -> Result<Level, crate::Error> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
                crate::Error::Usage(format!(
                    "unknown difficulty `{name}`: expected one of {}",
                    names.join(", ")
                ))
            })
    }
}

/// What a difficulty was measured on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Measure {
    /// The complete CNF: unit propagation, then failed-literal probing, on the cell
    /// variables ([`super::difficulty::on_cnf`]).
    Cnf,
    /// The grid (Hanjie): line logic with the exact line solver, then probing (each value
    /// of an open cell tried and followed by line logic), on the cells.
    Lines,
}

/// What reasoning without search decides on a puzzle. The counts are of cell variables
/// for [`Measure::Cnf`], of cells for [`Measure::Lines`] (`by_propagation`: the cells line
/// logic fixes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difficulty {
    /// The level.
    pub level: Level,
    /// What was measured.
    pub measure: Measure,
    /// Cell variables (the projection), or cells.
    pub variables: usize,
    /// Cell variables unit propagation alone fixes, or cells line logic alone fixes.
    pub by_propagation: usize,
    /// Probing rounds that fixed at least one cell variable (or cell).
    pub probing_rounds: usize,
    /// Literals probing found to fail (each fixes its variable the other way), or values
    /// of cells (colours, in colour) it found impossible.
    pub failed_literals: usize,
    /// Cell variables (or cells) still open after probing.
    pub open: usize,
    /// Reasoning ran into a contradiction: the puzzle has no solution.
    pub refuted: bool,
    /// The contradiction is visible without search
    /// ([`crate::puzzle::Rules::contradiction`]), so the puzzle is easy and nothing else was
    /// measured (the counts above are zero); left out of JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub visible_without_search: bool,
    /// What line logic and probing left open, for [`Measure::Lines`] (left out of JSON
    /// otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lines: Option<LineLogic>,
}

/// Which cells needed more than line logic ([`Measure::Lines`]); cells as `[row, column]`,
/// 1-based, in reading order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LineLogic {
    /// Cells probing fixed after line logic stopped.
    pub by_probing: usize,
    /// The cells line logic alone leaves open: those that need more than line logic.
    /// Empty when it decides every cell or finds the contradiction.
    pub open_after_line_logic: Vec<[usize; 2]>,
    /// The cells probing leaves open too: search decides them, or (with several
    /// solutions) nothing can, as solutions differ there. Empty when probing finds the
    /// contradiction.
    pub open_after_probing: Vec<[usize; 2]>,
    /// The line (`row 3`) no filling satisfies given what the other lines force, when
    /// line logic (level easy) or probing (level medium) finds one: no solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub impossible_line: Option<String>,
}
