//! Checking a partly filled Hanjie picture (`?` cells not filled in yet) from the rules:
//! every row and column whose filled cells cannot fit its clue, whatever fills the rest. A
//! plain placement search of one line at a time, independent of the CNF and of the line
//! solver of `logic`.

use super::clue::{ClueRun, runs_of_cells};
use super::verify::{show_clue, wrong_runs};
use super::{Hanjie, LineClue, Partial};
use crate::encodings::runs::Run;

/// Every line of `grid` that no filling of its unknown cells makes match its clue.
pub(super) fn verify_partial(puzzle: &Hanjie, grid: &Partial) -> Vec<String> {
    if grid.size() != puzzle.size {
        return vec![format!(
            "the solution is {}, the puzzle {}",
            grid.size(),
            puzzle.size
        )];
    }
    let mut broken = Vec::new();
    for (line, clue) in puzzle.lines() {
        let cells: Vec<Option<u8>> = line.cells(puzzle.size).map(|pos| grid[pos]).collect();
        if fits(clue, &cells) {
            continue;
        }
        if cells.iter().all(Option::is_some) {
            let runs = LineClue::Runs(runs_of_cells(cells.iter().flatten().copied()));
            broken.push(wrong_runs(puzzle, line, &runs, clue));
            continue;
        }
        let shown: String = cells
            .iter()
            .map(|cell| cell.map_or('?', |colour| puzzle.symbol(colour)))
            .collect();
        broken.push(format!(
            "{line} is {shown}: no filling of its ? cells gives the runs {}",
            show_clue(puzzle, clue)
        ));
    }
    broken
}

/// Whether some filling of the unknown cells of a line (`cells`: `Some` colour filled in,
/// 0 the background) has the runs `clue` asks for.
pub(super) fn fits(clue: &LineClue, cells: &[Option<u8>]) -> bool {
    let LineClue::Runs(runs) = clue else {
        return true;
    };
    let n = cells.len();
    let allows = |i: usize, colour: u8| cells[i].is_none_or(|c| c == colour);
    // For each run, how many cells from i on (up to n) may hold its ink.
    let spans: Vec<Vec<usize>> = runs
        .iter()
        .map(|run| {
            let mut span = vec![0; n + 1];
            for i in (0..n).rev() {
                span[i] = if allows(i, run.colour) { span[i + 1] + 1 } else { 0 };
            }
            span
        })
        .collect();
    // can[i][j]: runs j.. can be placed in cells i.. (everything else there background).
    let m = runs.len();
    let mut can = vec![vec![false; m + 1]; n + 1];
    can[n][m] = true;
    for i in (0..n).rev() {
        for j in 0..=m {
            let skip = allows(i, 0) && can[i + 1][j];
            let place = j < m && {
                let longest = spans[j][i];
                let lengths = match runs[j].length {
                    Run::Length(l) => l..=l,
                    Run::Unknown => 1..=longest,
                };
                lengths
                    .into_iter()
                    .any(|len| len <= longest && after_run(runs, j, i + len, cells, &can))
            };
            can[i][j] = skip || place;
        }
    }
    can[0][0]
}

/// Whether the runs after run `j`, which ends just before cell `end`, can be placed from
/// there: at once when the next run (if any) has another ink and cell `end` does not hold
/// run `j`'s, else after one background cell.
fn after_run(runs: &[ClueRun], j: usize, end: usize, cells: &[Option<u8>], can: &[Vec<bool>]) -> bool {
    let n = cells.len();
    if end == n {
        return can[n][j + 1];
    }
    let allows = |colour: u8| cells[end].is_none_or(|c| c == colour);
    let gap = allows(0) && can[end + 1][j + 1];
    let next_ink = runs
        .get(j + 1)
        .is_some_and(|next| next.colour != runs[j].colour && allows(next.colour));
    gap || (next_ink && can[end][j + 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of up to `longest` cells over the colours below `colours` and `?`,
    /// against `clues`: `fits` is true exactly when some filling of the `?` cells has runs
    /// that the clue matches.
    fn agrees_with_every_filling(colours: u8, longest: u32, clues: &[LineClue]) {
        let base = u32::from(colours) + 1;
        for n in 0..=longest {
            for code in 0..base.pow(n) {
                let mut rest = code;
                let line: Vec<Option<u8>> = (0..n)
                    .map(|_| {
                        let cell = rest % base;
                        rest /= base;
                        (cell < u32::from(colours)).then_some(cell as u8)
                    })
                    .collect();
                let open: Vec<usize> = (0..line.len()).filter(|&i| line[i].is_none()).collect();
                let fillings = u32::from(colours).pow(open.len() as u32);
                for clue in clues {
                    let some_filling = (0..fillings).any(|mut code| {
                        let mut filled = line.clone();
                        for &i in &open {
                            filled[i] = Some((code % u32::from(colours)) as u8);
                            code /= u32::from(colours);
                        }
                        let runs = runs_of_cells(filled.iter().map(|c| c.unwrap()));
                        clue.matches_runs(&runs)
                    });
                    assert_eq!(fits(clue, &line), some_filling, "{clue:?} on {line:?}");
                }
            }
        }
    }

    /// Black and white, every line of up to 7 cells against every clue of known and unknown
    /// runs that fits 7 cells.
    #[test]
    fn fits_agrees_with_every_filling() {
        let mut clues = vec![LineClue::Unknown, LineClue::Runs(Vec::new())];
        for a in 1..=4 {
            clues.push(LineClue::known(&[a]));
            for b in 1..=3 {
                clues.push(LineClue::known(&[a, b]));
                clues.push(LineClue::black([Run::Length(a), Run::Unknown]));
                clues.push(LineClue::known(&[a, b, 1]));
            }
        }
        clues.push(LineClue::black([Run::Unknown]));
        clues.push(LineClue::black([Run::Unknown, Run::Unknown]));
        agrees_with_every_filling(2, 7, &clues);
    }

    /// Colour, every line of up to 5 cells in 3 colours against clues of runs of both inks
    /// touching or apart, some of unknown length.
    #[test]
    fn fits_agrees_with_every_filling_in_colour() {
        let run = |length: usize, colour: u8| ClueRun::new(length, colour);
        let open = |colour: u8| ClueRun {
            length: Run::Unknown,
            colour,
        };
        let clues: Vec<LineClue> = [
            vec![],
            vec![run(2, 1)],
            vec![run(1, 1), run(1, 2)],
            vec![run(1, 1), run(1, 1)],
            vec![run(2, 2), run(1, 1), run(1, 2)],
            vec![open(1), run(1, 2)],
            vec![open(2), open(2)],
            vec![run(1, 1), open(2), run(1, 1)],
        ]
        .into_iter()
        .map(LineClue::Runs)
        .collect();
        agrees_with_every_filling(3, 5, &clues);
    }

    #[test]
    fn messages_show_the_line() {
        let puzzle = Hanjie::black_and_white(
            crate::grid::Size::new(3, 1),
            vec![LineClue::known(&[2])],
            vec![LineClue::known(&[]), LineClue::known(&[1]), LineClue::known(&[1])],
        );
        let cells = [Some(1), Some(0), None];
        let grid = crate::grid::Grid::from_vec(puzzle.size, cells.to_vec()).unwrap();
        assert_eq!(
            verify_partial(&puzzle, &grid),
            [
                "row 1 is #.?: no filling of its ? cells gives the runs 2",
                "column 1 has runs 1, the clue says none",
                "column 2 has runs none, the clue says 1",
            ]
        );
        assert!(fits(&LineClue::known(&[2]), &[None, Some(1), None]));
    }
}
