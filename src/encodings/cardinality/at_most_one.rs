//! At-least-one, at-most-one and exactly-one: the small constraints that need no counter.

use varisat::{ExtendFormula, Lit};

/// Largest input size for which [`at_most_one`] uses the pairwise encoding.
///
/// Pairwise needs `n(n-1)/2` binary clauses and no variables; the ladder needs `3n-4` binary
/// clauses and `n-1` variables. Up to `n = 5` pairwise has strictly fewer clauses (10 vs 11);
/// at `n = 6` it has one clause more (15 vs 14) but saves five variables, so it still wins on
/// total size; from `n = 7` on the gap (21 vs 17) grows quadratically. Hence 6.
pub(crate) const PAIRWISE_LIMIT: usize = 6;

/// At least one of `lits` is true: the single clause `lits` (the empty clause, so an
/// unsatisfiable formula, if `lits` is empty).
pub(crate) fn at_least_one<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    formula.add_clause(lits);
}

/// At most one of `lits` is true.
///
/// Pairwise for up to [`PAIRWISE_LIMIT`] literals, the sequential ladder (Sinz 2005,
/// Klieber & Kwon 2007) with `n-1` auxiliary variables beyond. See
/// [`at_most_one_pairwise`] and [`at_most_one_sequential`] for the clause counts.
pub(crate) fn at_most_one<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    if lits.len() <= PAIRWISE_LIMIT {
        at_most_one_pairwise(formula, lits);
    } else {
        at_most_one_sequential(formula, lits);
    }
}

/// At most one of `lits` is true, by forbidding every pair: `n(n-1)/2` binary clauses
/// `¬x_a ∨ ¬x_b` for `a < b`, no auxiliary variables.
pub(crate) fn at_most_one_pairwise<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    for (a, &first) in lits.iter().enumerate() {
        for &second in &lits[a + 1..] {
            formula.add_clause(&[!first, !second]);
        }
    }
}

/// At most one of `lits` is true, by the sequential ladder: auxiliary `s_i` ("one of the
/// first `i` inputs is true") for `i < n`, and the binary clauses
/// `¬x_i ∨ s_i` (`i < n`), `¬s_{i-1} ∨ s_i` (`1 < i < n`), `¬x_i ∨ ¬s_{i-1}` (`1 < i`).
///
/// Adds `n-1` variables and `3n-4` clauses for `n >= 2`, nothing for `n <= 1`.
pub(crate) fn at_most_one_sequential<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    let n = lits.len();
    if n <= 1 {
        return;
    }
    // `previous` is s_{i-1}: some input before position i is true.
    let mut previous: Option<Lit> = None;
    for (i, &x) in lits.iter().enumerate() {
        let last = i + 1 == n;
        if let Some(s_prev) = previous {
            formula.add_clause(&[!x, !s_prev]);
        }
        if last {
            break;
        }
        let s = formula.new_lit();
        formula.add_clause(&[!x, s]);
        if let Some(s_prev) = previous {
            formula.add_clause(&[!s_prev, s]);
        }
        previous = Some(s);
    }
}

/// Exactly one of `lits` is true: [`at_least_one`] plus [`at_most_one`]
/// (the empty clause if `lits` is empty).
pub(crate) fn exactly_one<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    at_least_one(formula, lits);
    at_most_one(formula, lits);
}
