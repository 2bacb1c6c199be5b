//! The size of the Magnets CNF without building it (`encodings/magnets.md`,
//! `encodings/cardinality.md`), for the memory limit: the rules are linear in the cells,
//! the counters `O(n·k)` per count, so a large grid with large counts is cubic.

use super::{End, Magnets, Pole};
use crate::grid::{Grid, Size};
use crate::limits::CnfSize;

/// From above: the rules, a split counter per known count, and a counter per cut (with its
/// crossing dominoes, at the worst count), each count's two output literals as clues.
pub(super) fn estimate(puzzle: &Magnets) -> CnfSize {
    let size = puzzle.layout.size();
    let (width, height) = (size.width as u64, size.height as u64);
    let mut counts = CnfSize::default();
    for pole in [Pole::Plus, Pole::Minus] {
        let known = puzzle.counts(pole);
        counts = counts
            + known
                .rows
                .iter()
                .flatten()
                .map(|&k| exactly(width, k as u64))
                .sum()
            + known
                .cols
                .iter()
                .flatten()
                .map(|&k| exactly(height, k as u64))
                .sum();
    }
    let cuts: CnfSize = crossings(&puzzle.layout).map(|m| exactly(2 * m, m)).sum();
    rules(size) + counts + cuts
}

/// The rules that do not depend on the counts: one-hot (3 binary + 1 ternary), domino ends
/// (6 binary per domino), no equal poles side by side (2 binary per adjacent pair).
fn rules(size: Size) -> CnfSize {
    let (width, height) = (size.width as u64, size.height as u64);
    let cells = width * height;
    let pairs = width * height.saturating_sub(1) + height * width.saturating_sub(1);
    CnfSize {
        variables: 3 * cells,
        clauses: 7 * cells + 2 * pairs,
        literals: 15 * cells + 4 * pairs,
    }
}

/// For each row and each column of `layout`, the dominoes that cross the cut below (right
/// of) it: what a cut constraint counts both ends of. Counted here from the layout rather
/// than by `encode::count_constraints`, which looks up the clues of every line for every
/// cut: quadratic in the lines, too slow for an estimate that must refuse a huge grid at
/// once.
fn crossings(layout: &Grid<End>) -> impl Iterator<Item = u64> {
    let size = layout.size();
    let mut rows = vec![0u64; size.height];
    let mut cols = vec![0u64; size.width];
    for (pos, end) in layout.iter() {
        match end {
            End::Top => rows[pos.row] += 1,
            End::Left => cols[pos.col] += 1,
            _ => {}
        }
    }
    rows.into_iter().chain(cols)
}

/// From above, a puzzle of `size` with every count known, whatever its layout and counts
/// (the puzzles the generator makes, before `--strip`).
pub(super) fn with_all_counts(size: Size) -> CnfSize {
    let line = |n: u64| {
        (0..=n.div_ceil(2))
            .map(|k| exactly(n, k))
            .fold(CnfSize::default(), CnfSize::bound)
    };
    let (width, height) = (size.width as u64, size.height as u64);
    let lines = line(width).times(2 * height) + line(height).times(2 * width);
    rules(size) + lines + over_cuts(size, |m| exactly(2 * m, m))
}

/// The CNF of the generator's repair solver for `layout` (`repair.rs`), from above: the
/// rules, and a counter with every output readable (`Direction::Both`) for every count (up
/// to ceil(n/2) + 1 on a line of n cells) and every cut (its 2m literals, up to 2m + 1).
/// Without the blocking clauses of its rounds ([`super::generate::repair_rounds`]).
pub(super) fn repairer(layout: &Grid<End>) -> CnfSize {
    let size = layout.size();
    let cuts: CnfSize = crossings(layout).map(cut_counter).sum();
    rules(size) + count_counters(size) + cuts
}

/// [`repairer`] from above for any layout of `size`.
pub(super) fn repairer_bound(size: Size) -> CnfSize {
    rules(size) + count_counters(size) + over_cuts(size, cut_counter)
}

/// The repairer's counters of the `+` and `-` counts of every row and column.
fn count_counters(size: Size) -> CnfSize {
    let line = |n: u64| full_counter(n, n.div_ceil(2) + 1);
    let (width, height) = (size.width as u64, size.height as u64);
    line(width).times(2 * height) + line(height).times(2 * width)
}

/// The repairer's counter of a cut crossed by `m` dominoes.
fn cut_counter(m: u64) -> CnfSize {
    full_counter(2 * m, 2 * m + 1)
}

/// A counter over `n` inputs with the outputs `0..=highest` defined both ways, by the
/// formulas of `encodings/cardinality.md` (L = 1, H = min(highest, n)): V = (n − H + 1)·H +
/// H(H − 1)/2 registers and 4V − H − n clauses of at most 3 literals.
fn full_counter(n: u64, highest: u64) -> CnfSize {
    let h = highest.min(n);
    let variables = (n - h + 1) * h + h * h.saturating_sub(1) / 2;
    CnfSize::new(variables, (4 * variables).saturating_sub(h + n), 3)
}

/// From above, `cost(m)` summed over the cuts of any layout of `size` (one per row and one
/// per column), m being the dominoes crossing a cut. A cut is crossed by at most M =
/// max(W, H) dominoes, and there are at most W·H/2 dominoes in all. Each component of
/// `cost` is convex in m, so its rise per domino, (cost(m) − cost(0))/m, grows with m: the
/// sum is at most every cut's cost(0) plus every domino at the rate of a cut crossed by M
/// (reached when all dominoes are vertical and a row cut crosses M of them).
fn over_cuts(size: Size, cost: impl Fn(u64) -> CnfSize) -> CnfSize {
    let (width, height) = (size.width as u64, size.height as u64);
    let most = width.max(height).max(1);
    let dominoes = width * height / 2;
    let (empty, full) = (cost(0), cost(most));
    let rise = |at_most: u64, at_zero: u64| (at_most - at_zero).saturating_mul(dominoes).div_ceil(most);
    empty.times(width + height)
        + CnfSize {
            variables: rise(full.variables, empty.variables),
            clauses: rise(full.clauses, empty.clauses),
            literals: rise(full.literals, empty.literals),
        }
}

/// "Exactly `k` of `n`" as a split counter with its two clue units, from above (the exact
/// counts are in `encodings/cardinality.md`: `(n−k)(k+1)+k` variables and
/// `4nk + n − 4k²` clauses for `2 ≤ k ≤ n−2`; the other cases are smaller than this).
fn exactly(n: u64, k: u64) -> CnfSize {
    let k = k.min(n);
    let variables = (n - k) * (k + 1) + k + n;
    let clauses = (4 * n * k + 3 * n + 6).saturating_sub(4 * k * k);
    CnfSize::new(variables, clauses, 3)
}
