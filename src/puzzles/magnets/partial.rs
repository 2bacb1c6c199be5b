//! Checking a partly filled Magnets grid (`?` cells not filled in yet) from the rules: what
//! its filled cells already break, whatever fills the rest. Sound by construction: each
//! check looks only at filled cells, or bounds what the unknown cells can still add.

use super::verify::{domino_broken, touching};
use super::{Magnets, Partial, Pole};
use crate::grid::{Pos, Size};

/// The rules the filled cells of `grid` break whatever fills its unknown cells: a filled
/// singleton that is not neutral, a domino whose two filled ends do not make a magnet or a
/// neutral pair, two equal filled poles side by side, and a count that the filled cells
/// already exceed or that the unknown cells can no longer reach.
pub(super) fn verify_partial(puzzle: &Magnets, grid: &Partial) -> Vec<String> {
    let size = puzzle.layout.size();
    if grid.size() != size {
        return vec![format!("the solution is {}, the puzzle {size}", grid.size())];
    }
    let mut broken = Vec::new();
    for pos in size.cells() {
        match (puzzle.partner(pos), grid[pos]) {
            (None, Some(pole)) if pole != Pole::Neutral => broken.push(format!(
                "{pos} is a singleton but is {}, not neutral",
                pole.symbol()
            )),
            (Some(other), Some(a)) if pos < other => {
                if let Some(b) = grid[other] {
                    broken.extend(domino_broken(pos, other, a, b));
                }
            }
            _ => {}
        }
    }
    for (a, b) in size.adjacent_pairs() {
        if let (Some(pa), Some(pb)) = (grid[a], grid[b]) {
            broken.extend(touching(a, b, pa, pb));
        }
    }
    for pole in [Pole::Plus, Pole::Minus] {
        let counts = puzzle.counts(pole);
        let rows = counts.rows.iter().enumerate().map(|(row, clue)| {
            let cells: Vec<Pos> = (0..size.width).map(|col| Pos::new(row, col)).collect();
            ("row", row, clue, cells)
        });
        let cols = counts.cols.iter().enumerate().map(|(col, clue)| {
            let cells: Vec<Pos> = (0..size.height).map(|row| Pos::new(row, col)).collect();
            ("column", col, clue, cells)
        });
        for (line, index, clue, cells) in rows.chain(cols) {
            let Some(wanted) = *clue else { continue };
            let found = cells.iter().filter(|&&p| grid[p] == Some(pole)).count();
            let room = room_for(puzzle, grid, pole, &cells);
            let symbol = pole.symbol();
            if found > wanted {
                broken.push(format!(
                    "{line} {} has {found} {symbol} poles, the clue says {wanted}",
                    index + 1
                ));
            } else if found + room < wanted {
                broken.push(format!(
                    "{line} {} has {found} {symbol} poles and room for at most {room} more, the clue says {wanted}",
                    index + 1
                ));
            }
        }
    }
    broken
}

/// At most how many of the unknown cells of a line (`cells`, in order) can become `pole`
/// in any filling that keeps the rules: an unknown cell can only if it is no singleton, its
/// domino partner is not filled neutral or `pole`, and no filled neighbour is `pole`; and
/// of k such cells in a row along the line, at most ⌈k/2⌉ can, since equal poles never
/// touch.
fn room_for(puzzle: &Magnets, grid: &Partial, pole: Pole, cells: &[Pos]) -> usize {
    let size: Size = grid.size();
    let can_be = |pos: Pos| {
        grid[pos].is_none()
            && puzzle
                .partner(pos)
                .is_some_and(|other| grid[other].is_none() || grid[other] == Some(pole.opposite()))
            && size.neighbours(pos).all(|n| grid[n] != Some(pole))
    };
    let mut room = 0;
    let mut run: usize = 0;
    for &pos in cells {
        if can_be(pos) {
            run += 1;
        } else {
            room += run.div_ceil(2);
            run = 0;
        }
    }
    room + run.div_ceil(2)
}
