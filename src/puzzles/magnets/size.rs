//! The size of the Magnets CNF without building it (`encodings/magnets.md`,
//! `encodings/cardinality.md`), for the memory limit: the rules are linear in the cells,
//! the counters `O(n·k)` per count, so a large grid with large counts is cubic.

use super::{End, Magnets, Pole};
use crate::limits::CnfSize;

/// From above: the rules, a split counter per known count, and a counter per cut (with its
/// crossing dominoes, at the worst count), each count's two output literals as clues.
pub fn estimate(puzzle: &Magnets) -> CnfSize {
    let size = puzzle.layout.size();
    let (width, height) = (size.width as u64, size.height as u64);
    let cells = width * height;
    let pairs = width * height.saturating_sub(1) + height * width.saturating_sub(1);
    // One-hot (3 binary + 1 ternary), domino ends (6 binary per domino), no equal poles
    // side by side (2 binary per adjacent pair).
    let rules = CnfSize {
        variables: 3 * cells,
        clauses: 7 * cells + 2 * pairs,
        literals: 15 * cells + 4 * pairs,
    };
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
    // A cut between two rows (columns) counts both ends of the dominoes crossing it. Counted
    // here from the layout rather than by `encode::count_constraints`, which looks up the
    // clues of every line for every cut: quadratic in the lines, too slow for an estimate
    // that must refuse a huge grid at once.
    let mut crossing_rows = vec![0u64; size.height];
    let mut crossing_cols = vec![0u64; size.width];
    for (pos, end) in puzzle.layout.iter() {
        match end {
            End::Top => crossing_rows[pos.row] += 1,
            End::Left => crossing_cols[pos.col] += 1,
            _ => {}
        }
    }
    let cuts: CnfSize = crossing_rows
        .iter()
        .chain(&crossing_cols)
        .map(|&m| exactly(2 * m, m))
        .sum();
    rules + counts + cuts
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
