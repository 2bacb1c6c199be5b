//! Checking a Hanjie solution from the rules alone: every cell holds a colour of the
//! palette, and every row's and column's runs equal its clue; and the contradictions that
//! need no search.

use super::{Hanjie, Line, LineClue};

/// The broken rule of a line whose runs `runs` differ from its clue.
pub(super) fn wrong_runs(puzzle: &Hanjie, line: Line, runs: &LineClue, clue: &LineClue) -> String {
    format!(
        "{line} has runs {}, the clue says {}",
        show_clue(puzzle, runs),
        show_clue(puzzle, clue)
    )
}

/// A clue as messages show it: `none` for a blank line, else as [`Hanjie::clue_text`]
/// writes it.
pub(super) fn show_clue(puzzle: &Hanjie, clue: &LineClue) -> String {
    match clue {
        LineClue::Runs(runs) if runs.is_empty() => "none".to_string(),
        clue => puzzle.clue_text(clue),
    }
}

/// Why there is no solution when line logic finds no way to fill `line`.
pub(super) fn no_way_to_fill(line: Line) -> String {
    format!("line-by-line logic finds no way to fill {line} given what the other lines force")
}

/// The checks of [`contradiction`] that need no line logic: fit and totals.
pub(super) fn contradiction_without_logic(puzzle: &Hanjie) -> Option<String> {
    for (line, clue) in puzzle.lines() {
        let (need, len) = (clue.min_length(), line.len(puzzle.size));
        if need > len {
            return Some(format!(
                "{line}'s clue {} needs at least {need} cells, the line has {len}",
                puzzle.clue_text(clue)
            ));
        }
    }
    totals(puzzle)
}

/// When every clue is known: the ink whose cells the row clues and the column clues count
/// differently, if any.
fn totals(puzzle: &Hanjie) -> Option<String> {
    let count = |clues: &[LineClue]| -> Option<Vec<usize>> {
        let mut cells = vec![0; puzzle.palette.len().max(2)];
        for clue in clues {
            for (length, run) in clue.lengths()?.into_iter().zip(clue.runs()?) {
                let ink = if puzzle.is_black_and_white() {
                    1
                } else {
                    usize::from(run.colour)
                };
                *cells.get_mut(ink)? += length;
            }
        }
        Some(cells)
    };
    let (rows, columns) = (count(&puzzle.rows)?, count(&puzzle.columns)?);
    let ink = (1..rows.len()).find(|&ink| rows[ink] != columns[ink])?;
    let of = if puzzle.is_black_and_white() {
        String::new()
    } else {
        format!(" of {}", puzzle.palette.colours[ink].name)
    };
    Some(format!(
        "the row clues fill {} cells{of}, the column clues {}",
        rows[ink], columns[ink]
    ))
}
