//! Checking a Hanjie solution from the rules alone: every row's and column's runs of
//! filled cells equal its clue.

use super::{Hanjie, runs_of};
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
    let show = |runs: &[usize]| {
        if runs.is_empty() {
            "none".to_string()
        } else {
            runs.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(",")
        }
    };
    let mut broken = Vec::new();
    for (row, clue) in puzzle.rows.iter().enumerate() {
        let runs = runs_of(solution.row(row).iter().copied());
        if &runs != clue {
            broken.push(format!(
                "row {} has runs {}, the clue says {}",
                row + 1,
                show(&runs),
                show(clue)
            ));
        }
    }
    for (col, clue) in puzzle.columns.iter().enumerate() {
        let runs = runs_of(solution.column(col).copied());
        if &runs != clue {
            broken.push(format!(
                "column {} has runs {}, the clue says {}",
                col + 1,
                show(&runs),
                show(clue)
            ));
        }
    }
    broken
}

/// A reason without search: a clue that does not fit its line.
pub fn contradiction(puzzle: &Hanjie) -> Option<String> {
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
        let need = clue.iter().sum::<usize>() + clue.len().saturating_sub(1);
        if need > len {
            return Some(format!(
                "{line} {}'s clue needs {need} cells, the line has {len}",
                index + 1
            ));
        }
    }
    let filled_by_rows: usize = puzzle.rows.iter().flatten().sum();
    let filled_by_columns: usize = puzzle.columns.iter().flatten().sum();
    (filled_by_rows != filled_by_columns)
        .then(|| format!("the row clues fill {filled_by_rows} cells, the column clues {filled_by_columns}"))
}
