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
use crate::encodings::cardinality::{Bit, add_bit_clause};
use varisat::{ExtendFormula, Lit};

/// Variables and clauses a placement added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlacementSize {
    /// Auxiliary (boundary) variables.
    pub(crate) variables: usize,
    /// Clauses, the empty clause of a clue that does not fit included.
    pub(crate) clauses: usize,
}

struct Counting<'a, F> {
    formula: &'a mut F,
    size: PlacementSize,
}

impl<F: ExtendFormula> Counting<'_, F> {
    fn new_lits(&mut self, count: usize) -> Vec<Lit> {
        self.size.variables += count;
        (0..count).map(|_| self.formula.new_lit()).collect()
    }

    fn clause(&mut self, bits: &[Bit]) {
        if add_bit_clause(self.formula, bits) {
            self.size.clauses += 1;
        }
    }
}

/// The order-encoded boundaries of one line. Every run has the same slack d: run j starts
/// in `lo_j ..= lo_j + d` and ends (exclusive) in `lo_j + len_j ..= lo_j + len_j + d`, where
/// `len_j` is its length, or 1 for a run of unknown length.
struct Boundaries {
    /// Run j's length (1 for an unknown run).
    len: Vec<isize>,
    /// Whether run j's length is known (its end is then its start shifted by `len[j]`).
    known: Vec<bool>,
    /// Run j's leftmost start.
    lo: Vec<isize>,
    /// Slack d: free cells beyond the shortest placement.
    slack: isize,
    /// `starts[j][k]` = `[s_j ≤ lo_j + k]`, for k < d.
    starts: Vec<Vec<Lit>>,
    /// `ends[j][k]` = `[e_j ≤ lo_j + 1 + k]`, for k < d; empty for a known run.
    ends: Vec<Vec<Lit>>,
}

impl Boundaries {
    /// An order-encoded value that is at least `lo` and at most `lo + d`: `[value ≤ p]`.
    fn at_most(&self, lits: &[Lit], lo: isize, p: isize) -> Bit {
        if p < lo {
            Bit::Const(false)
        } else if p >= lo + self.slack {
            Bit::Const(true)
        } else {
            Bit::Lit(lits[(p - lo) as usize])
        }
    }

    /// `[s_j ≤ p]`: run j has started at or before cell p. For j = m (no such run), false.
    fn start(&self, j: usize, p: isize) -> Bit {
        if j == self.lo.len() {
            return Bit::Const(false);
        }
        self.at_most(&self.starts[j], self.lo[j], p)
    }

    /// `[e_j ≤ p]`: run j has ended at or before cell p (its last cell is before p).
    fn end(&self, j: usize, p: isize) -> Bit {
        if self.known[j] {
            self.start(j, p - self.len[j])
        } else {
            self.at_most(&self.ends[j], self.lo[j] + 1, p)
        }
    }

    /// Gap k (before run k) has begun at or before cell p: true for the leading gap.
    fn gap_begun(&self, k: usize, p: isize) -> Bit {
        if k == 0 {
            Bit::Const(true)
        } else {
            self.end(k - 1, p)
        }
    }
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
pub(crate) fn place_runs<F: ExtendFormula>(formula: &mut F, runs: &[Run], cells: &[Lit]) -> PlacementSize {
    place_runs_with_starts(formula, runs, cells).0
}

/// The start variables of one line's runs ([`place_runs_with_starts`]): for each run, every
/// cell p where `[s_j ≤ p]` ("the run starts at or before p") is a variable, and its literal.
pub(crate) type StartVars = Vec<Vec<(usize, Lit)>>;

/// `place_runs`, also returning the start variables it made (none for a clue that does
/// not fit), for callers that suggest their values to the solver (phase hints).
pub(crate) fn place_runs_with_starts<F: ExtendFormula>(
    formula: &mut F,
    runs: &[Run],
    cells: &[Lit],
) -> (PlacementSize, StartVars) {
    let mut out = Counting {
        formula,
        size: PlacementSize::default(),
    };
    let n = cells.len() as isize;
    let m = runs.len();
    let (len, known): (Vec<isize>, Vec<bool>) = runs
        .iter()
        .map(|run| match *run {
            Run::Length(c) => {
                assert!(c >= 1, "run lengths are at least 1");
                (c as isize, true)
            }
            Run::Unknown => (1, false),
        })
        .unzip();
    let mut lo = Vec::with_capacity(m);
    let mut next = 0;
    for &c in &len {
        lo.push(next);
        next += c + 1;
    }
    // The shortest placement fills `next - 1` cells (none without runs).
    let slack = n - (next - 1).max(0);
    if slack < 0 {
        out.clause(&[]);
        return (out.size, Vec::new());
    }
    let d = slack as usize;
    let starts = (0..m).map(|_| out.new_lits(d)).collect();
    let ends = known
        .iter()
        .map(|&k| if k { Vec::new() } else { out.new_lits(d) })
        .collect();
    let b = Boundaries {
        len,
        known,
        lo,
        slack,
        starts,
        ends,
    };
    let cell = |i: isize| Bit::Lit(cells[i as usize]);
    for j in 0..m {
        let (lo, hi) = (b.lo[j], b.lo[j] + slack);
        for p in lo..hi - 1 {
            out.clause(&[!b.start(j, p), b.start(j, p + 1)]);
        }
        if !b.known[j] {
            for p in lo + 1..hi {
                out.clause(&[!b.end(j, p), b.end(j, p + 1)]);
            }
            // e_j ≥ s_j + 1: ended by p → started by p − 1.
            for p in lo + 1..hi + 1 {
                out.clause(&[!b.end(j, p), b.start(j, p - 1)]);
            }
        }
        if j + 1 < m {
            // s_{j+1} ≥ e_j + 1: run j+1 started by p → run j ended by p − 1.
            let next = b.lo[j + 1];
            for p in next..next + slack {
                out.clause(&[!b.start(j + 1, p), b.end(j, p - 1)]);
            }
        }
        // A cell inside run j is filled.
        for i in lo..hi + b.len[j] {
            out.clause(&[!b.start(j, i), b.end(j, i), cell(i)]);
        }
    }
    // A cell inside gap k is empty. The gap can contain the cells from the earliest end of
    // run k − 1 (0 for k = 0) to just before the latest start of run k (n for k = m).
    for k in 0..=m {
        let from = if k == 0 { 0 } else { b.lo[k - 1] + b.len[k - 1] };
        let to = if k == m { n } else { b.lo[k] + slack };
        for i in from..to {
            out.clause(&[!b.gap_begun(k, i), b.start(k, i), !cell(i)]);
        }
    }
    let starts = b
        .starts
        .iter()
        .zip(&b.lo)
        .map(|(lits, &lo)| (lo as usize..).zip(lits.iter().copied()).collect())
        .collect();
    (out.size, starts)
}
