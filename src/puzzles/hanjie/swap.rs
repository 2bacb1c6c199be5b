//! A second solution one 2x2 swap away from a first one, found without search: four cells
//! at the corners of a rectangle whose rows and columns each keep their clue when the two
//! filled corners and the two empty ones trade places. Puzzles with several solutions often
//! differ by such a swap (Faase's two published solutions do), and a solver that proves
//! uniqueness would otherwise search the whole space again for it.
//!
//! Each row lists its *moves*: the pairs of cells (one filled, one empty) whose exchange
//! keeps the row's runs (a block shifted by one cell, or a block of one moved elsewhere). Two rows with the same pair of columns, moving in opposite directions, change both
//! columns by one filled cell up and one down; the swap holds when both columns still keep
//! their clues. Black and white only: a colour puzzle has none here.

use super::clue::runs_of_cells;
use super::{Hanjie, LineClue};
use crate::grid::{Grid, Pos};
use std::collections::BTreeMap;

/// A solution other than `solution` that differs from it in the four corners of one
/// rectangle, if there is one; `None` for a colour puzzle.
pub(super) fn swapped(puzzle: &Hanjie, solution: &Grid<u8>) -> Option<Grid<u8>> {
    if !puzzle.is_black_and_white() || solution.size() != puzzle.size {
        return None;
    }
    // (left column, right column) -> rows whose move empties the left one (true) or fills
    // it (false). A BTreeMap keeps the order, so the same swap is found on every run.
    let mut moves: BTreeMap<(usize, usize), Vec<(usize, bool)>> = BTreeMap::new();
    for (row, clue) in puzzle.rows.iter().enumerate() {
        let cells = solution.row(row);
        for (emptied, filled) in row_moves(cells, clue) {
            let (left, right) = (emptied.min(filled), emptied.max(filled));
            moves
                .entry((left, right))
                .or_default()
                .push((row, emptied == left));
        }
    }
    for (&(left, right), rows) in &moves {
        for (i, &(r1, left_emptied)) in rows.iter().enumerate() {
            for &(r2, other) in &rows[i + 1..] {
                if other == left_emptied {
                    continue;
                }
                let mut swapped = solution.clone();
                for (row, col) in [(r1, left), (r1, right), (r2, left), (r2, right)] {
                    let pos = Pos::new(row, col);
                    swapped[pos] = 1 - swapped[pos];
                }
                let keeps = |col: usize| keeps_clue(swapped.column(col).copied(), &puzzle.columns[col]);
                if keeps(left) && keeps(right) {
                    return Some(swapped);
                }
            }
        }
    }
    None
}

/// The moves of one row: (the filled cell that empties, the empty cell that fills) such
/// that the row, so changed, still keeps `clue`. The cell that empties is an end of a block
/// (a block shifted by one cell, or a block of one moved to any empty cell, past others
/// too: `#.#..` to `..#.#` keeps `1,1`); emptying a cell inside a block splits it, which
/// a single filled cell elsewhere could only make up for by joining two blocks: such moves
/// are not looked for. In order of the cell that empties, then of the one that fills.
fn row_moves(cells: &[u8], clue: &LineClue) -> Vec<(usize, usize)> {
    match clue.lengths() {
        // The row keeps its runs exactly: found from the blocks, without trying each move.
        Some(lengths)
            if blocks(cells)
                .map(|(_, length)| length)
                .eq(lengths.iter().copied()) =>
        {
            moves_keeping_runs(cells)
        }
        // Some length unknown (or the row not a solution): each move tried on the clue.
        _ => moves_by_trial(cells, clue),
    }
}

/// The blocks of filled cells of a row: (first cell, length), left to right.
fn blocks(cells: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let n = cells.len();
    (0..n)
        .filter(move |&i| cells[i] != 0 && (i == 0 || cells[i - 1] == 0))
        .map(move |start| (start, cells[start..].iter().take_while(|&&c| c != 0).count()))
}

/// [`row_moves`] of a row whose runs are its clue's: the moves that leave its run lengths
/// as they are. Emptying an end of a block of two or more shortens it, which only filling
/// the cell past its other end makes up for (a shift by one, unless that cell touches the
/// next block). Emptying a block of one drops it, which only a new block of one makes up
/// for: a filled cell with no filled neighbour, with only blocks of one between the old
/// place and the new (so the lengths keep their order).
fn moves_keeping_runs(cells: &[u8]) -> Vec<(usize, usize)> {
    let n = cells.len();
    let filled = |i: usize| cells[i] != 0;
    let blocks: Vec<(usize, usize)> = blocks(cells).collect();
    let mut moves = Vec::new();
    for (b, &(start, length)) in blocks.iter().enumerate() {
        let end = start + length - 1;
        if length >= 2 {
            // Left end emptied, the block shifted right; then the right end, shifted left.
            if end + 1 < n && (end + 2 == n || !filled(end + 2)) {
                moves.push((start, end + 1));
            }
            if start >= 1 && (start == 1 || !filled(start - 2)) {
                moves.push((end, start - 1));
            }
            continue;
        }
        // A block of one at `start`: every empty cell whose neighbours (other than this
        // cell) are empty, reached past blocks of one only.
        let lone = |f: usize| {
            !filled(f)
                && (f == 0 || f - 1 == start || !filled(f - 1))
                && (f + 1 == n || f + 1 == start || !filled(f + 1))
        };
        // The nearest block of two or more on each side bounds where it may go.
        let left_bound = blocks[..b]
            .iter()
            .rev()
            .find(|&&(_, length)| length >= 2)
            .map_or(0, |&(s, l)| s + l);
        let right_bound = blocks[b + 1..]
            .iter()
            .find(|&&(_, length)| length >= 2)
            .map_or(n, |&(s, _)| s);
        moves.extend((left_bound..right_bound).filter(|&f| lone(f)).map(|f| (start, f)));
    }
    moves.sort_unstable();
    moves
}

/// [`row_moves`] by trial: each end of a block emptied with each empty cell filled, kept
/// when the row still keeps `clue`.
fn moves_by_trial(cells: &[u8], clue: &LineClue) -> Vec<(usize, usize)> {
    let n = cells.len();
    let ends =
        (0..n).filter(|&i| cells[i] != 0 && (i == 0 || cells[i - 1] == 0 || i + 1 == n || cells[i + 1] == 0));
    let mut moves = Vec::new();
    for emptied in ends {
        for filled in (0..n).filter(|&i| cells[i] == 0) {
            let changed = cells.iter().enumerate().map(|(i, &cell)| match i {
                i if i == emptied => 0,
                i if i == filled => 1,
                _ => cell,
            });
            if keeps_clue(changed, clue) {
                moves.push((emptied, filled));
            }
        }
    }
    moves
}

/// Whether a line of cells keeps its clue.
fn keeps_clue(cells: impl IntoIterator<Item = u8>, clue: &LineClue) -> bool {
    clue.matches_runs(&runs_of_cells(cells))
}

#[cfg(test)]
mod tests {
    use super::swapped;
    use crate::grid::{Grid, Size};
    use crate::puzzle::Rules;
    use crate::puzzles::hanjie::{Hanjie, LineClue, runs_of};
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    fn puzzle_of(picture: &Grid<bool>) -> Hanjie {
        let size = picture.size();
        let rows = (0..size.height)
            .map(|r| LineClue::known(&runs_of(picture.row(r).to_vec())))
            .collect();
        let columns = (0..size.width)
            .map(|c| LineClue::known(&runs_of(picture.column(c).copied().collect::<Vec<bool>>())))
            .collect();
        Hanjie::black_and_white(size, rows, columns)
    }

    /// Moves found from the blocks are those found by trying every move, on every row of
    /// up to 12 cells.
    #[test]
    fn moves_from_blocks_are_the_moves_by_trial() {
        for n in 1..=12usize {
            for bits in 0u32..1 << n {
                let cells: Vec<u8> = (0..n).map(|i| (bits >> i & 1) as u8).collect();
                let clue = LineClue::known(&runs_of(cells.iter().map(|&c| c == 1).collect::<Vec<_>>()));
                assert_eq!(
                    super::moves_keeping_runs(&cells),
                    super::moves_by_trial(&cells, &clue),
                    "{cells:?}"
                );
            }
        }
    }

    /// The checkerboard of 2x2 has two solutions, one swap apart.
    #[test]
    fn a_two_by_two_checkerboard_swaps() {
        let picture = Grid::from_fn(Size::new(2, 2), |p| p.row == p.col);
        let puzzle = puzzle_of(&picture);
        let first = picture.map(|&b| u8::from(b));
        let second = swapped(&puzzle, &first).expect("the other diagonal");
        assert_ne!(second, first);
        assert!(puzzle.verify(&second).is_empty());
    }

    /// On random pictures: every swap found is a valid solution other than the first, and
    /// a puzzle that brute force shows has a solution one rectangle swap away gets one.
    #[test]
    fn swaps_are_solutions_and_found_where_they_exist() {
        let mut rng = StdRng::seed_from_u64(27);
        let (mut found, mut exist) = (0, 0);
        for _ in 0..400 {
            let size = Size::new(rng.random_range(2..=6), rng.random_range(2..=6));
            let picture = Grid::from_fn(size, |_| rng.random_bool(0.5));
            let puzzle = puzzle_of(&picture);
            let first = picture.map(|&b| u8::from(b));
            let by_search = swapped(&puzzle, &first);
            if let Some(second) = &by_search {
                assert_ne!(second, &first);
                assert!(puzzle.verify(second).is_empty(), "{second:?}");
                found += 1;
            }
            // Brute force over every rectangle.
            let mut any = false;
            for r1 in 0..size.height {
                for r2 in r1 + 1..size.height {
                    for c1 in 0..size.width {
                        for c2 in c1 + 1..size.width {
                            let mut other = first.clone();
                            for (r, c) in [(r1, c1), (r1, c2), (r2, c1), (r2, c2)] {
                                let pos = crate::grid::Pos::new(r, c);
                                other[pos] = 1 - other[pos];
                            }
                            any |= other != first && puzzle.verify(&other).is_empty();
                        }
                    }
                }
            }
            exist += usize::from(any);
            assert_eq!(by_search.is_some(), any, "{first:?}");
        }
        assert!(found > 20, "only {found} of {exist} swaps");
    }
}
