//! What both run encodings share: the order-encoded boundaries of a line's runs (each run's
//! first cell `s_j` and the cell just after its last `e_j`), the clauses that keep them in
//! order and spaced, and the count of what was added.

use super::Run;
use crate::encodings::cardinality::{Bit, add_bit_clause};
use varisat::{ExtendFormula, Lit};

/// Variables and clauses a run encoding added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LineSize {
    /// Auxiliary variables (boundaries, and covers for the order-plus-cover encoding).
    pub(crate) variables: usize,
    /// Clauses, the empty clause of a clue that does not fit included.
    pub(crate) clauses: usize,
}

/// A formula that counts the variables and clauses it is given.
pub(super) struct Counting<'a, F> {
    pub(super) formula: &'a mut F,
    pub(super) size: LineSize,
}

impl<'a, F: ExtendFormula> Counting<'a, F> {
    pub(super) fn new(formula: &'a mut F) -> Self {
        Counting {
            formula,
            size: LineSize::default(),
        }
    }

    pub(super) fn new_lit(&mut self) -> Lit {
        self.size.variables += 1;
        self.formula.new_lit()
    }

    pub(super) fn new_lits(&mut self, count: usize) -> Vec<Lit> {
        (0..count).map(|_| self.new_lit()).collect()
    }

    /// Adds the disjunction of `bits`, constants folded (nothing when one is true).
    pub(super) fn clause(&mut self, bits: &[Bit]) {
        if add_bit_clause(self.formula, bits) {
            self.size.clauses += 1;
        }
    }
}

/// The start variables of one line's runs: for each run, every cell p where `[s_j ≤ p]`
/// ("the run starts at or before p") is a variable, and its literal.
pub(crate) type StartVars = Vec<Vec<(usize, Lit)>>;

/// The order-encoded boundaries of one line. Every run has the same slack d: run j starts
/// in `lo_j ..= lo_j + d` and ends (exclusive) in `lo_j + len_j ..= lo_j + len_j + d`, where
/// `len_j` is its length, or 1 for a run of unknown length.
pub(super) struct Boundaries {
    /// Run j's length (1 for an unknown run).
    pub(super) len: Vec<isize>,
    /// Whether run j's length is known (its end is then its start shifted by `len[j]`).
    pub(super) known: Vec<bool>,
    /// Run j's leftmost start.
    pub(super) lo: Vec<isize>,
    /// Slack d: free cells beyond the shortest placement.
    pub(super) slack: isize,
    /// `starts[j][k]` = `[s_j ≤ lo_j + k]`, for k < d.
    starts: Vec<Vec<Lit>>,
    /// `ends[j][k]` = `[e_j ≤ lo_j + 1 + k]`, for k < d; empty for a known run.
    ends: Vec<Vec<Lit>>,
}

impl Boundaries {
    /// The boundaries of `runs` over a line of `n` cells, their variables new in `out`; `None`
    /// (and the empty clause added) when the runs do not fit.
    ///
    /// # Panics
    ///
    /// If a run is `Run::Length(0)`.
    pub(super) fn new<F: ExtendFormula>(out: &mut Counting<'_, F>, runs: &[Run], n: usize) -> Option<Self> {
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
        let mut lo = Vec::with_capacity(runs.len());
        let mut next = 0;
        for &c in &len {
            lo.push(next);
            next += c + 1;
        }
        // The shortest placement fills `next - 1` cells (none without runs).
        let slack = n as isize - (next - 1).max(0);
        if slack < 0 {
            out.clause(&[]);
            return None;
        }
        let d = slack as usize;
        let starts = (0..runs.len()).map(|_| out.new_lits(d)).collect();
        let ends = known
            .iter()
            .map(|&k| if k { Vec::new() } else { out.new_lits(d) })
            .collect();
        Some(Boundaries {
            len,
            known,
            lo,
            slack,
            starts,
            ends,
        })
    }

    /// The number of runs.
    pub(super) fn runs(&self) -> usize {
        self.lo.len()
    }

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
    pub(super) fn start(&self, j: usize, p: isize) -> Bit {
        if j == self.lo.len() {
            return Bit::Const(false);
        }
        self.at_most(&self.starts[j], self.lo[j], p)
    }

    /// `[e_j ≤ p]`: run j has ended at or before cell p (its last cell is before p).
    pub(super) fn end(&self, j: usize, p: isize) -> Bit {
        if self.known[j] {
            self.start(j, p - self.len[j])
        } else {
            self.at_most(&self.ends[j], self.lo[j] + 1, p)
        }
    }

    /// The cells run j can cover: from its leftmost start to its rightmost end (exclusive).
    pub(super) fn reach(&self, j: usize) -> std::ops::Range<isize> {
        self.lo[j]..self.lo[j] + self.slack + self.len[j]
    }

    /// Adds run j's order clauses (`[b ≤ p] → [b ≤ p+1]` for its start, and its end if
    /// unknown), `e_j ≥ s_j + 1` for an unknown run, and `s_{j+1} ≥ e_j + 1` to the next run.
    pub(super) fn chain<F: ExtendFormula>(&self, out: &mut Counting<'_, F>, j: usize) {
        let (lo, hi) = (self.lo[j], self.lo[j] + self.slack);
        for p in lo..hi - 1 {
            out.clause(&[!self.start(j, p), self.start(j, p + 1)]);
        }
        if !self.known[j] {
            for p in lo + 1..hi {
                out.clause(&[!self.end(j, p), self.end(j, p + 1)]);
            }
            // e_j ≥ s_j + 1: ended by p → started by p − 1.
            for p in lo + 1..hi + 1 {
                out.clause(&[!self.end(j, p), self.start(j, p - 1)]);
            }
        }
        if j + 1 < self.runs() {
            // s_{j+1} ≥ e_j + 1: run j+1 started by p → run j ended by p − 1.
            let next = self.lo[j + 1];
            for p in next..next + self.slack {
                out.clause(&[!self.start(j + 1, p), self.end(j, p - 1)]);
            }
        }
    }

    /// The start variables, by run and cell.
    pub(super) fn start_vars(&self) -> StartVars {
        self.starts
            .iter()
            .zip(&self.lo)
            .map(|(lits, &lo)| (lo as usize..).zip(lits.iter().copied()).collect())
            .collect()
    }
}
