//! The clue of one Hanjie line: its runs in order, each of an ink of the palette and of a
//! length that may be unknown (`?`, in the black-and-white formats), or nothing known at all
//! (a line of only `?`).

use crate::encodings::runs::Run;
use std::fmt;

/// One run of a clue: how many cells, and of which ink.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClueRun {
    /// Its length, or [`Run::Unknown`] for a run of any length from 1.
    pub length: Run,
    /// Its ink: a palette index from 1 (1 in black and white).
    pub colour: u8,
}

impl ClueRun {
    /// A run of `length` cells (at least 1) of ink `colour`.
    #[must_use]
    pub fn new(length: usize, colour: u8) -> Self {
        ClueRun {
            length: Run::Length(length),
            colour,
        }
    }

    /// A run of the one ink of black and white.
    #[must_use]
    pub fn black(length: Run) -> Self {
        ClueRun { length, colour: 1 }
    }

    /// The fewest cells the run covers.
    pub(crate) fn shortest(self) -> usize {
        match self.length {
            Run::Length(l) => l,
            Run::Unknown => 1,
        }
    }
}

/// The clue of one row or column. In `.non` text a lone `?` is [`LineClue::Unknown`], so a
/// clue of exactly one run of unknown length has no text form of its own: it is written
/// `?` and reads back as the (weaker) unknown line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LineClue {
    /// The runs in order; empty for a blank line.
    Runs(Vec<ClueRun>),
    /// Nothing is known about the line's runs (a clue line of only `?`).
    Unknown,
}

impl LineClue {
    /// A black-and-white clue of known run lengths.
    #[must_use]
    pub fn known(lengths: &[usize]) -> Self {
        LineClue::Runs(lengths.iter().map(|&l| ClueRun::new(l, 1)).collect())
    }

    /// A black-and-white clue of these runs, some perhaps of unknown length.
    pub fn black(runs: impl IntoIterator<Item = Run>) -> Self {
        LineClue::Runs(runs.into_iter().map(ClueRun::black).collect())
    }

    /// The runs of a line of cells (palette indices, 0 the background): a run ends at a
    /// background cell or where the ink changes.
    pub fn of_cells(cells: impl IntoIterator<Item = u8>) -> Self {
        LineClue::Runs(runs_of_cells(cells))
    }

    /// The runs, `None` for an unknown line.
    #[must_use]
    pub fn runs(&self) -> Option<&[ClueRun]> {
        match self {
            LineClue::Runs(runs) => Some(runs),
            LineClue::Unknown => None,
        }
    }

    /// The run lengths, when all are known (whatever their inks).
    #[must_use]
    pub fn lengths(&self) -> Option<Vec<usize>> {
        self.runs()?
            .iter()
            .map(|run| match run.length {
                Run::Length(l) => Some(l),
                Run::Unknown => None,
            })
            .collect()
    }

    /// The fewest cells a line needs for this clue: its runs at their shortest, and one
    /// background cell between two consecutive runs of the same ink.
    #[must_use]
    pub fn min_length(&self) -> usize {
        let Some(runs) = self.runs() else { return 0 };
        let cells: usize = runs.iter().map(|r| r.shortest()).sum();
        cells + runs.windows(2).filter(|w| w[0].colour == w[1].colour).count()
    }

    /// Whether a black-and-white line whose runs are `lengths` satisfies this clue: its runs
    /// are those lengths, all of the ink 1.
    #[must_use]
    pub fn matches(&self, lengths: &[usize]) -> bool {
        let runs: Vec<ClueRun> = lengths.iter().map(|&l| ClueRun::new(l, 1)).collect();
        self.matches_runs(&runs)
    }

    /// Whether a line whose runs are `runs` (of known lengths) satisfies this clue.
    #[must_use]
    pub fn matches_runs(&self, runs: &[ClueRun]) -> bool {
        let Some(clue) = self.runs() else { return true };
        clue.len() == runs.len()
            && clue.iter().zip(runs).all(|(c, r)| {
                c.colour == r.colour
                    && match c.length {
                        Run::Length(_) => c.length == r.length,
                        Run::Unknown => r.length != Run::Length(0),
                    }
            })
    }
}

/// The runs of `cells` (palette indices, 0 the background), each of known length.
pub(crate) fn runs_of_cells(cells: impl IntoIterator<Item = u8>) -> Vec<ClueRun> {
    let mut runs: Vec<(usize, u8)> = Vec::new();
    let mut previous = 0;
    for cell in cells {
        if cell != 0 {
            match runs.last_mut() {
                Some((length, _)) if previous == cell => *length += 1,
                _ => runs.push((1, cell)),
            }
        }
        previous = cell;
    }
    runs.into_iter()
        .map(|(length, colour)| ClueRun::new(length, colour))
        .collect()
}

impl fmt::Display for LineClue {
    /// `.non` style, inks left out: `3,1,?`, `0` for a blank line, `?` when unknown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineClue::Unknown => write!(f, "?"),
            LineClue::Runs(runs) if runs.is_empty() => write!(f, "0"),
            LineClue::Runs(runs) => {
                for (i, run) in runs.iter().enumerate() {
                    if i > 0 {
                        write!(f, ",")?;
                    }
                    match run.length {
                        Run::Length(l) => write!(f, "{l}")?,
                        Run::Unknown => write!(f, "?")?,
                    }
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(length: usize, colour: u8) -> ClueRun {
        ClueRun::new(length, colour)
    }

    #[test]
    fn runs_split_at_background_and_at_a_change_of_ink() {
        assert_eq!(
            runs_of_cells([0, 1, 1, 2, 0, 2, 2, 0]),
            vec![run(2, 1), run(1, 2), run(2, 2)]
        );
        assert_eq!(runs_of_cells([0, 0]), vec![]);
        assert_eq!(runs_of_cells([3]), vec![run(1, 3)]);
    }

    #[test]
    fn only_runs_of_one_ink_need_a_gap() {
        let clue = LineClue::Runs(vec![run(2, 1), run(1, 2), run(2, 2)]);
        assert_eq!(clue.min_length(), 6);
        assert_eq!(LineClue::known(&[]).min_length(), 0);
        assert_eq!(LineClue::known(&[3, 1]).min_length(), 5);
        assert_eq!(LineClue::black([Run::Unknown, Run::Length(2)]).min_length(), 4);
    }

    #[test]
    fn unknown_runs_match_any_length_of_their_ink() {
        let clue = LineClue::Runs(vec![
            ClueRun {
                length: Run::Unknown,
                colour: 2,
            },
            run(1, 1),
        ]);
        assert!(clue.matches_runs(&[run(3, 2), run(1, 1)]));
        assert!(!clue.matches_runs(&[run(3, 1), run(1, 1)]));
        assert!(!clue.matches_runs(&[run(3, 2)]));
        assert!(LineClue::Unknown.matches_runs(&[run(1, 1)]));
        assert!(LineClue::black([Run::Unknown, Run::Length(2)]).matches(&[4, 2]));
        assert!(!clue.matches(&[3, 1]));
        assert_eq!(clue.to_string(), "?,1");
        assert_eq!(clue.lengths(), None);
    }
}
