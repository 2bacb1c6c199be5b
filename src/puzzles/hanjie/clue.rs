//! The clue of one Hanjie line: its runs in order, some perhaps of unknown length (`?`),
//! or nothing known at all (a line of only `?`).

use crate::encodings::runs::Run;
use std::fmt;

/// The clue of one row or column. In `.non` text a lone `?` is [`LineClue::Unknown`], so a
/// clue of exactly one run of unknown length has no text form of its own: it is written
/// `?` and reads back as the (weaker) unknown line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineClue {
    /// The runs of filled cells in order; empty for a blank line.
    Runs(Vec<Run>),
    /// Nothing is known about the line's runs (a clue line of only `?`).
    Unknown,
}

impl LineClue {
    /// A clue of known run lengths.
    pub fn known(lengths: &[usize]) -> Self {
        LineClue::Runs(lengths.iter().map(|&l| Run::Length(l)).collect())
    }

    /// The run lengths, when all are known.
    pub fn lengths(&self) -> Option<Vec<usize>> {
        match self {
            LineClue::Unknown => None,
            LineClue::Runs(runs) => runs
                .iter()
                .map(|run| match *run {
                    Run::Length(l) => Some(l),
                    Run::Unknown => None,
                })
                .collect(),
        }
    }

    /// The fewest cells a line needs for this clue (runs at their shortest, one empty
    /// cell between two runs).
    pub fn min_length(&self) -> usize {
        match self {
            LineClue::Unknown => 0,
            LineClue::Runs(runs) => {
                let cells: usize = runs.iter().map(|r| run_min(*r)).sum();
                cells + runs.len().saturating_sub(1)
            }
        }
    }

    /// Whether a line whose runs are `runs` satisfies this clue.
    pub fn matches(&self, runs: &[usize]) -> bool {
        match self {
            LineClue::Unknown => true,
            LineClue::Runs(clue) => {
                clue.len() == runs.len()
                    && clue.iter().zip(runs).all(|(c, &r)| match *c {
                        Run::Length(l) => l == r,
                        Run::Unknown => r >= 1,
                    })
            }
        }
    }
}

fn run_min(run: Run) -> usize {
    match run {
        Run::Length(l) => l,
        Run::Unknown => 1,
    }
}

impl fmt::Display for LineClue {
    /// `.non` style: `3,1,?`, `0` for a blank line, `?` when unknown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineClue::Unknown => write!(f, "?"),
            LineClue::Runs(runs) if runs.is_empty() => write!(f, "0"),
            LineClue::Runs(runs) => {
                for (i, run) in runs.iter().enumerate() {
                    if i > 0 {
                        write!(f, ",")?;
                    }
                    match run {
                        Run::Length(l) => write!(f, "{l}")?,
                        Run::Unknown => write!(f, "?")?,
                    }
                }
                Ok(())
            }
        }
    }
}
