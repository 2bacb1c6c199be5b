//! Helpers shared by the library-level 123 tests (`library.rs`, `exhaustive.rs`,
//! `generator.rs`, `instances.rs`): the rules checked by flood fills and a backtracking
//! enumeration of the valid fillings, written here from the rules rather than taken from the
//! library, plus the puzzle builders and the CNF enumeration the tests share.
//! `onetwothree_cli_support` uses it for [`obeys_rules`].

use crate::cnf_by_hand::all_solutions;
use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzles::onetwothree::OneTwoThree;
use std::collections::BTreeSet;

/// A filling as the tests hold it: width, height and row-major values 1 to 3.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Filling {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<u8>,
}

impl Filling {
    pub(crate) fn rows(&self) -> Vec<String> {
        self.cells
            .chunks(self.width)
            .map(|row| row.iter().map(|&v| char::from(b'0' + v)).collect())
            .collect()
    }

    pub(crate) fn grid(&self) -> Grid<u8> {
        Grid::from_vec(Size::new(self.width, self.height), self.cells.clone()).unwrap()
    }
}

/// Rows of digits, read here rather than by the library.
pub(crate) fn filling_of_rows(rows: &[String]) -> Filling {
    let width = rows[0].len();
    let cells: Vec<u8> = rows
        .iter()
        .flat_map(|r| {
            assert_eq!(r.len(), width, "ragged rows {rows:?}");
            r.bytes()
        })
        .map(|b| {
            assert!((b'1'..=b'3').contains(&b), "not a 123 cell: {rows:?}");
            b - b'0'
        })
        .collect();
    Filling {
        width,
        height: rows.len(),
        cells,
    }
}

pub(crate) fn rows_of(grid: &Grid<u8>) -> Vec<String> {
    let size = grid.size();
    (0..size.height)
        .map(|r| grid.row(r).iter().map(|&v| char::from(b'0' + v)).collect())
        .collect()
}

/// Row-major neighbours of cell `i` in a `w` x `h` grid.
pub(crate) fn neighbours(w: usize, h: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / w, i % w);
    [
        (r > 0).then(|| i - w),
        (r + 1 < h).then(|| i + w),
        (c > 0).then(|| i - 1),
        (c + 1 < w).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// The size of the orthogonally connected group of equal values (0 = unassigned, never
/// grouped) that each cell belongs to, and whether that group still touches an unassigned
/// cell. Depth-first flood fill with an explicit stack, written from the rules.
pub(crate) fn groups(w: usize, h: usize, cells: &[u8]) -> Vec<(usize, bool)> {
    let n = w * h;
    let mut out = vec![(0, false); n];
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    let mut members = Vec::new();
    for start in 0..n {
        if seen[start] || cells[start] == 0 {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        members.clear();
        let mut open = false;
        while let Some(i) = stack.pop() {
            members.push(i);
            for j in neighbours(w, h, i) {
                if cells[j] == 0 {
                    open = true;
                } else if cells[j] == cells[start] && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        for &i in &members {
            out[i] = (members.len(), open);
        }
    }
    out
}

/// The rules, from scratch: every value is 1 to 3 and every group has as many cells as its
/// number. A second flood fill (not [`groups`]), without allocation on small grids since the
/// exhaustive tests call it millions of times; it stops at the first group of a wrong size.
pub(crate) fn obeys_rules(w: usize, h: usize, cells: &[u8]) -> bool {
    const SMALL: usize = 64;
    let n = w * h;
    assert_eq!(cells.len(), n);
    let (mut seen_small, mut stack_small) = ([false; SMALL], [0usize; SMALL]);
    let (mut seen_big, mut stack_big) = (Vec::new(), Vec::new());
    let (seen, stack): (&mut [bool], &mut [usize]) = if n <= SMALL {
        (&mut seen_small[..n], &mut stack_small[..n])
    } else {
        seen_big.resize(n, false);
        stack_big.resize(n, 0);
        (&mut seen_big, &mut stack_big)
    };
    for start in 0..n {
        let value = cells[start];
        if !(1..=3).contains(&value) {
            return false;
        }
        if seen[start] {
            continue;
        }
        seen[start] = true;
        stack[0] = start;
        let (mut top, mut size) = (1, 0);
        while top > 0 {
            top -= 1;
            let i = stack[top];
            size += 1;
            if size > usize::from(value) {
                return false;
            }
            for j in neighbours(w, h, i) {
                if !seen[j] && cells[j] == value {
                    seen[j] = true;
                    stack[top] = j;
                    top += 1;
                }
            }
        }
        if size != usize::from(value) {
            return false;
        }
    }
    true
}

/// Every valid filling of `size`, by a backtracking search written here: cells in row-major
/// order, a branch dropped as soon as a group is larger than its number or is closed off
/// (no unassigned neighbour) while smaller; the complete fillings are checked by
/// [`obeys_rules`]. Independent of the library, and fast enough for 4x4.
pub(crate) fn valid_by_search(size: Size) -> BTreeSet<Filling> {
    fn go(w: usize, h: usize, cells: &mut Vec<u8>, i: usize, out: &mut BTreeSet<Filling>) {
        if i == cells.len() {
            if obeys_rules(w, h, cells) {
                out.insert(Filling {
                    width: w,
                    height: h,
                    cells: cells.clone(),
                });
            }
            return;
        }
        for v in 1..=3 {
            cells[i] = v;
            let dead = groups(w, h, cells)
                .iter()
                .zip(cells.iter())
                .any(|(&(size, open), &v)| {
                    v != 0 && (size > usize::from(v) || (!open && size < usize::from(v)))
                });
            if !dead {
                go(w, h, cells, i + 1, out);
            }
        }
        cells[i] = 0;
    }
    let mut out = BTreeSet::new();
    let mut cells = vec![0; size.area()];
    go(size.width, size.height, &mut cells, 0, &mut out);
    out
}

pub(crate) fn empty_puzzle(size: Size) -> OneTwoThree {
    OneTwoThree::new(Grid::from_fn(size, |_| None))
}

/// Every solution the CNF has, enumerated by the tests' own solver (`cnf_by_hand`),
/// decoded; asserts none repeats.
pub(crate) fn cnf_solutions(puzzle: &OneTwoThree) -> BTreeSet<Filling> {
    let mut found = BTreeSet::new();
    let mut repeated = Vec::new();
    for solution in all_solutions(puzzle) {
        let filling = filling_of_rows(&rows_of(&solution));
        if !found.insert(filling.clone()) {
            repeated.push(filling);
        }
    }
    assert!(repeated.is_empty(), "solutions enumerated twice: {repeated:?}");
    found
}

/// The givens as a list of (cell index, value).
pub(crate) type Givens = Vec<(usize, u8)>;

pub(crate) fn puzzle_of(size: Size, givens: &Givens) -> OneTwoThree {
    let mut grid = Grid::from_fn(size, |_| None);
    for &(i, v) in givens {
        grid[Pos::new(i / size.width, i % size.width)] = Some(v);
    }
    OneTwoThree::new(grid)
}
