//! Placement of a run clue over n cell literals.
//!
//! A placement cuts the line into 2m + 1 segments, gap 0, run 0, gap 1, …, run m−1, gap m,
//! at 2m boundaries: each run's first cell `s_j` and the cell just after its last `e_j`.
//! Each boundary is order-encoded (`[s_j ≤ p]`, `[e_j ≤ p]`) over the positions it can
//! take; for a run of known length c the end is the start shifted by c and costs nothing.
//! Clauses:
//! - order: `[b ≤ p] → [b ≤ p+1]` for every boundary variable;
//! - spacing: `e_j ≥ s_j + 1` (unknown runs only) and `s_{j+1} ≥ e_j + 1`;
//! - colour: for every segment and every cell it can contain, "the cell lies in this
//!   segment" (opened at or before the cell, not yet closed) implies the segment's colour:
//!   `[s_j ≤ i] ∧ ¬[e_j ≤ i] → cell_i` and `[e_{j−1} ≤ i] ∧ ¬[s_j ≤ i] → ¬cell_i`.
//!
//! The segments partition the line, so the cells of a model are exactly the matching words;
//! unit propagation keeps every boundary's bounds supported (`encodings/runs.md`).

use super::Run;
use super::boundaries::{Boundaries, Counting, LineSize, StartVars};
use crate::encodings::cardinality::Bit;
use varisat::{ExtendFormula, Lit};

/// Gap k (before run k) has begun at or before cell p: true for the leading gap.
fn gap_begun(b: &Boundaries, k: usize, p: isize) -> Bit {
    if k == 0 { Bit::Const(true) } else { b.end(k - 1, p) }
}

/// Constrains `cells` (true = filled) to show exactly `runs`, in order, separated by at
/// least one empty cell, with any number of empty cells around; returns what it added.
///
/// A [`Run::Unknown`] stands for a run of any length from 1 up. No runs make every cell
/// empty (one unit clause per cell); runs that cannot fit add the empty clause.
///
/// # Panics
///
/// If a run is `Run::Length(0)`.
#[cfg(test)]
pub(crate) fn place_runs<F: ExtendFormula>(formula: &mut F, runs: &[Run], cells: &[Lit]) -> LineSize {
    place_runs_with_starts(formula, runs, cells).0
}

/// `place_runs`, also returning the start variables it made (none for a clue that does
/// not fit), for callers that suggest their values to the solver (phase hints).
pub(crate) fn place_runs_with_starts<F: ExtendFormula>(
    formula: &mut F,
    runs: &[Run],
    cells: &[Lit],
) -> (LineSize, StartVars) {
    let mut out = Counting::new(formula);
    let n = cells.len() as isize;
    let m = runs.len();
    let Some(b) = Boundaries::new(&mut out, runs, cells.len()) else {
        return (out.size, Vec::new());
    };
    let slack = b.slack;
    let cell = |i: isize| Bit::Lit(cells[i as usize]);
    for j in 0..m {
        b.chain(&mut out, j);
        // A cell inside run j is filled.
        for i in b.reach(j) {
            out.clause(&[!b.start(j, i), b.end(j, i), cell(i)]);
        }
    }
    // A cell inside gap k is empty. The gap can contain the cells from the earliest end of
    // run k − 1 (0 for k = 0) to just before the latest start of run k (n for k = m).
    for k in 0..=m {
        let from = if k == 0 { 0 } else { b.lo[k - 1] + b.len[k - 1] };
        let to = if k == m { n } else { b.lo[k] + slack };
        for i in from..to {
            out.clause(&[!gap_begun(&b, k, i), b.start(k, i), !cell(i)]);
        }
    }
    (out.size, b.start_vars())
}
