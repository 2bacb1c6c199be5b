//! Checking a partly filled Hanjie picture (`?` cells not filled in yet) from the rules:
//! every row and column whose filled and empty cells cannot fit its clue, whatever fills
//! the rest. A plain placement search of one line at a time, independent of the CNF and of
//! the line solver of `logic.rs`.

use super::verify::{show_clue, wrong_runs};
use super::{Hanjie, LineClue, Partial, runs_of};
use crate::encodings::runs::Run;

/// Every line of `grid` that no filling of its unknown cells makes match its clue.
pub fn verify_partial(puzzle: &Hanjie, grid: &Partial) -> Vec<String> {
    if grid.size() != puzzle.size {
        return vec![format!(
            "the solution is {}, the puzzle {}",
            grid.size(),
            puzzle.size
        )];
    }
    let rows = puzzle.rows.iter().enumerate().map(|(i, clue)| {
        let cells: Vec<Option<bool>> = grid.row(i).to_vec();
        ("row", i, clue, cells)
    });
    let columns = puzzle.columns.iter().enumerate().map(|(i, clue)| {
        let cells: Vec<Option<bool>> = grid.column(i).copied().collect();
        ("column", i, clue, cells)
    });
    rows.chain(columns)
        .filter(|(_, _, clue, cells)| !fits(clue, cells))
        .map(|(line, index, clue, cells)| {
            if cells.iter().all(Option::is_some) {
                let runs = runs_of(cells.iter().map(|c| c.unwrap_or(false)));
                return wrong_runs(line, index, &runs, clue);
            }
            let shown: String = cells
                .iter()
                .map(|cell| match cell {
                    Some(true) => '#',
                    Some(false) => '.',
                    None => '?',
                })
                .collect();
            format!(
                "{line} {} is {shown}: no filling of its ? cells gives the runs {}",
                index + 1,
                show_clue(clue)
            )
        })
        .collect()
}

/// Whether some filling of the unknown cells of a line (`cells`: `Some(true)` filled,
/// `Some(false)` empty) has the runs `clue` asks for.
pub fn fits(clue: &LineClue, cells: &[Option<bool>]) -> bool {
    let LineClue::Runs(runs) = clue else {
        return true;
    };
    let n = cells.len();
    // The first cell at or after i that is filled in as empty (n when none is).
    let mut next_empty = vec![n; n + 1];
    for i in (0..n).rev() {
        next_empty[i] = if cells[i] == Some(false) {
            i
        } else {
            next_empty[i + 1]
        };
    }
    // can[i][j]: runs j.. can be placed in cells i.. (everything else there empty).
    let m = runs.len();
    let mut can = vec![vec![false; m + 1]; n + 1];
    can[n][m] = true;
    for i in (0..n).rev() {
        for j in 0..=m {
            let skip = cells[i] != Some(true) && can[i + 1][j];
            let place = j < m && {
                let longest = next_empty[i] - i;
                let lengths = match runs[j] {
                    Run::Length(l) => l..=l,
                    Run::Unknown => 1..=longest,
                };
                lengths.into_iter().any(|len| {
                    let end = i + len;
                    len <= longest
                        && if end == n {
                            can[n][j + 1]
                        } else {
                            cells[end] != Some(true) && can[end + 1][j + 1]
                        }
                })
            };
            can[i][j] = skip || place;
        }
    }
    can[0][0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Vec<Option<bool>> {
        text.chars()
            .map(|c| match c {
                '#' => Some(true),
                '.' => Some(false),
                _ => None,
            })
            .collect()
    }

    /// Every line of up to 7 cells over `#`, `.`, `?`, against every clue of known and
    /// unknown runs that fits 7 cells: `fits` is true exactly when some filling of the `?`
    /// cells has runs that the clue matches.
    #[test]
    fn fits_agrees_with_every_filling() {
        let mut clues = vec![LineClue::Unknown, LineClue::Runs(Vec::new())];
        for a in 1..=4 {
            clues.push(LineClue::known(&[a]));
            for b in 1..=3 {
                clues.push(LineClue::known(&[a, b]));
                clues.push(LineClue::Runs(vec![Run::Length(a), Run::Unknown]));
                clues.push(LineClue::known(&[a, b, 1]));
            }
        }
        clues.push(LineClue::Runs(vec![Run::Unknown]));
        clues.push(LineClue::Runs(vec![Run::Unknown, Run::Unknown]));
        for n in 0..=7u32 {
            for code in 0..3usize.pow(n) {
                let mut rest = code;
                let line: Vec<Option<bool>> = (0..n)
                    .map(|_| {
                        let cell = [Some(true), Some(false), None][rest % 3];
                        rest /= 3;
                        cell
                    })
                    .collect();
                let open: Vec<usize> = (0..line.len()).filter(|&i| line[i].is_none()).collect();
                for clue in &clues {
                    let some_filling = (0..1u32 << open.len()).any(|bits| {
                        let mut filled = line.clone();
                        for (k, &i) in open.iter().enumerate() {
                            filled[i] = Some(bits >> k & 1 == 1);
                        }
                        clue.matches(&runs_of(filled.iter().map(|c| c.unwrap())))
                    });
                    assert_eq!(fits(clue, &line), some_filling, "{clue} on {line:?}");
                }
            }
        }
    }

    #[test]
    fn messages_show_the_line() {
        let puzzle = Hanjie {
            size: crate::grid::Size::new(3, 1),
            rows: vec![LineClue::known(&[2])],
            columns: vec![LineClue::known(&[]), LineClue::known(&[1]), LineClue::known(&[1])],
            goal: None,
            encoding: Default::default(),
        };
        let grid = crate::grid::Grid::from_vec(puzzle.size, cells("#.?")).unwrap();
        assert_eq!(
            verify_partial(&puzzle, &grid),
            [
                "row 1 is #.?: no filling of its ? cells gives the runs 2",
                "column 1 has runs 1, the clue says none",
                "column 2 has runs none, the clue says 1",
            ]
        );
        assert!(fits(&LineClue::known(&[2]), &cells("?#?")));
    }
}
