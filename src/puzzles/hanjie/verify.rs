//! Checking a Hanjie solution from the rules alone: every row's and column's runs of
//! filled cells equal its clue.

use super::{Hanjie, LineClue, runs_of};
use crate::grid::Grid;

/// Every line whose runs differ from its clue.
pub fn verify(puzzle: &Hanjie, solution: &Grid<bool>) -> Vec<String> {
    if solution.size() != puzzle.size {
        return vec![format!(
            "the solution is {}, the puzzle {}",
            solution.size(),
            puzzle.size
        )];
    }
    let mut broken = Vec::new();
    for (row, clue) in puzzle.rows.iter().enumerate() {
        let runs = runs_of(solution.row(row).iter().copied());
        if !clue.matches(&runs) {
            broken.push(wrong_runs("row", row, &runs, clue));
        }
    }
    for (col, clue) in puzzle.columns.iter().enumerate() {
        let runs = runs_of(solution.column(col).copied());
        if !clue.matches(&runs) {
            broken.push(wrong_runs("column", col, &runs, clue));
        }
    }
    broken
}

/// The broken rule of a line (`row` or `column`, 0-based `index`) whose runs differ from
/// its clue.
pub(super) fn wrong_runs(line: &str, index: usize, runs: &[usize], clue: &LineClue) -> String {
    let runs = if runs.is_empty() {
        "none".to_string()
    } else {
        runs.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(",")
    };
    format!(
        "{line} {} has runs {runs}, the clue says {}",
        index + 1,
        show_clue(clue)
    )
}

/// A clue as messages show it: `none` for a blank line.
pub(super) fn show_clue(clue: &LineClue) -> String {
    match clue {
        LineClue::Runs(runs) if runs.is_empty() => "none".to_string(),
        clue => clue.to_string(),
    }
}

/// A reason without search: a clue that does not fit its line, (when every clue is known)
/// row and column clues that fill different numbers of cells, or a line that line-by-line
/// logic proves cannot be filled.
pub fn contradiction(puzzle: &Hanjie) -> Option<String> {
    contradiction_without_logic(puzzle)
        .or_else(|| super::logic::solve_by_lines(puzzle).err().map(no_way_to_fill))
}

/// Why there is no solution when line logic finds no way to fill `line`.
pub fn no_way_to_fill(line: super::logic::Line) -> String {
    format!("line-by-line logic finds no way to fill {line} given what the other lines force")
}

/// The checks of [`contradiction`] that need no line logic: fit and totals.
pub fn contradiction_without_logic(puzzle: &Hanjie) -> Option<String> {
    let lines = puzzle
        .rows
        .iter()
        .enumerate()
        .map(|(i, c)| ("row", i, c, puzzle.size.width))
        .chain(
            puzzle
                .columns
                .iter()
                .enumerate()
                .map(|(i, c)| ("column", i, c, puzzle.size.height)),
        );
    for (line, index, clue, len) in lines {
        let need = clue.min_length();
        if need > len {
            return Some(format!(
                "{line} {}'s clue {clue} needs at least {need} cells, the line has {len}",
                index + 1
            ));
        }
    }
    let total = |clues: &[LineClue]| {
        clues
            .iter()
            .map(LineClue::lengths)
            .collect::<Option<Vec<Vec<usize>>>>()
    };
    if let (Some(rows), Some(columns)) = (total(&puzzle.rows), total(&puzzle.columns)) {
        let filled_by_rows: usize = rows.iter().flatten().sum();
        let filled_by_columns: usize = columns.iter().flatten().sum();
        if filled_by_rows != filled_by_columns {
            return Some(format!(
                "the row clues fill {filled_by_rows} cells, the column clues {filled_by_columns}"
            ));
        }
    }
    None
}
