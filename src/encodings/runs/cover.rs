//! The order-plus-cover encoding of a run clue over n cell literals.
//!
//! The runs' boundaries are order-encoded as in the placement (`placement.rs`: `[s_j ≤ p]`
//! "run j starts at or before p", ends of unknown runs likewise, kept in order and spaced
//! by the same clauses). Instead of colouring every segment, each run says which cells it
//! covers:
//! - a cover variable `v_j,i` for every cell i run j can reach, defined by the boundaries:
//!   `v_j,i ↔ [s_j ≤ i] ∧ ¬[e_j ≤ i]` (three clauses; a cell every placement of the run
//!   covers has the constant true instead of a variable);
//! - a covered cell is filled: `v_j,i → cell_i`;
//! - a filled cell is covered: `cell_i → ∨_j v_j,i` over the runs that can reach it (a unit
//!   `¬cell_i` for a cell no run reaches).
//!
//! The runs' cells are disjoint and in order, so the filled cells of a model are exactly the
//! runs of a matching word (`encodings/order-cover.md`).

use super::Run;
use super::boundaries::{Boundaries, Counting, LineSize, StartVars};
use crate::encodings::cardinality::Bit;
use varisat::{ExtendFormula, Lit};

/// The cover variables of one line's runs: for each run, every cell i where "the run covers
/// cell i" is a variable, and its literal.
pub(crate) type CoverVars = Vec<Vec<(usize, Lit)>>;

/// The variables of one line in the order-plus-cover encoding, for callers that suggest
/// their values to the solver (phase hints) or add clauses over them (the hand-over).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct OrderCoverVars {
    /// `[s_j ≤ p]`, as the placement has them.
    pub(crate) starts: StartVars,
    /// `v_j,i`: run j covers cell i.
    pub(crate) covers: CoverVars,
}

/// Constrains `cells` (true = filled) to show exactly `runs` (a [`Run::Unknown`] is any
/// length from 1 up), in order, separated by at least one empty cell, by order-encoded
/// starts and cover variables; returns what it added and its variables (none for a clue
/// that does not fit: the empty clause). No runs make every cell empty.
///
/// # Panics
///
/// If a run is `Run::Length(0)`.
pub(crate) fn cover_runs<F: ExtendFormula>(
    formula: &mut F,
    runs: &[Run],
    cells: &[Lit],
) -> (LineSize, OrderCoverVars) {
    let mut out = Counting::new(formula);
    let n = cells.len();
    let Some(b) = Boundaries::new(&mut out, runs, n) else {
        return (out.size, OrderCoverVars::default());
    };
    let cell = |i: isize| Bit::Lit(cells[i as usize]);
    // covering[i]: the cover bits of the runs that can reach cell i.
    let mut covering: Vec<Vec<Bit>> = vec![Vec::new(); n];
    let mut covers = Vec::with_capacity(b.runs());
    for j in 0..b.runs() {
        b.chain(&mut out, j);
        let mut vars = Vec::new();
        for i in b.reach(j) {
            let (started, ended) = (b.start(j, i), b.end(j, i));
            let cover = match (started, ended) {
                (Bit::Const(s), Bit::Const(e)) => Bit::Const(s && !e),
                _ => {
                    let v = out.new_lit();
                    out.clause(&[!Bit::Lit(v), started]);
                    out.clause(&[!Bit::Lit(v), !ended]);
                    out.clause(&[Bit::Lit(v), !started, ended]);
                    vars.push((i as usize, v));
                    Bit::Lit(v)
                }
            };
            out.clause(&[!cover, cell(i)]);
            covering[i as usize].push(cover);
        }
        covers.push(vars);
    }
    for (i, bits) in covering.iter_mut().enumerate() {
        bits.push(!cell(i as isize));
        out.clause(bits);
    }
    let starts = b.start_vars();
    (out.size, OrderCoverVars { starts, covers })
}
