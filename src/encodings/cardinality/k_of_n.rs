//! At-most-k, at-least-k, exactly-k and between: small cases in closed form, the rest by
//! asserting outputs of a windowed [`SequentialCounter`].

use varisat::{ExtendFormula, Lit};

use super::at_most_one::{at_least_one, at_most_one};
use super::counter::{Direction, SequentialCounter};

fn negations(lits: &[Lit]) -> Vec<Lit> {
    lits.iter().map(|&lit| !lit).collect()
}

fn all_true<F: ExtendFormula>(formula: &mut F, lits: &[Lit]) {
    for &lit in lits {
        formula.add_clause(&[lit]);
    }
}

/// Whether [`at_most_k`] and [`at_least_k`] need a counter for these sizes: every other case
/// has a closed form (`k` in `{0, 1, n-1}` or beyond, `k == n` for at-least).
fn needs_counter(n: usize, k: usize) -> bool {
    n >= 2 && (2..=n - 2).contains(&k)
}

/// At most `k` of `lits` are true.
///
/// * `k >= n`: nothing (always holds).
/// * `k == 0`: the unit clauses `¬x_i`.
/// * `k == n-1`: the single clause `¬x_1 ∨ … ∨ ¬x_n`.
/// * `k == 1`: [`at_most_one`], which is always smaller than a counter.
/// * otherwise: a [`SequentialCounter`] with window `k+1..=k+1`, [`Direction::Upward`], and
///   the unit clause `¬s_{k+1}`.
pub(crate) fn at_most_k<F: ExtendFormula>(formula: &mut F, lits: &[Lit], k: usize) {
    let n = lits.len();
    if k >= n {
    } else if k == 0 {
        all_true(formula, &negations(lits));
    } else if k + 1 == n {
        at_least_one(formula, &negations(lits));
    } else if k == 1 {
        at_most_one(formula, lits);
    } else {
        debug_assert!(needs_counter(n, k));
        let counter = SequentialCounter::new(formula, lits, k + 1, k + 1, Direction::Upward);
        counter.at_least(k + 1).negated().assert_true(formula);
    }
}

/// At least `k` of `lits` are true.
///
/// * `k == 0`: nothing (always holds).
/// * `k > n`: the empty clause (never holds).
/// * `k == n`: the unit clauses `x_i`.
/// * `k == 1`: [`at_least_one`], one clause.
/// * `k == n-1`: [`at_most_one`] of the negations (at most one input is false).
/// * otherwise: a [`SequentialCounter`] with window `k..=k`, [`Direction::Downward`], and the
///   unit clause `s_k`.
pub(crate) fn at_least_k<F: ExtendFormula>(formula: &mut F, lits: &[Lit], k: usize) {
    let n = lits.len();
    if k == 0 {
    } else if k > n {
        formula.add_clause(&[]);
    } else if k == n {
        all_true(formula, lits);
    } else if k == 1 {
        at_least_one(formula, lits);
    } else if k + 1 == n {
        at_most_one(formula, &negations(lits));
    } else {
        debug_assert!(needs_counter(n, k));
        let counter = SequentialCounter::new(formula, lits, k, k, Direction::Downward);
        counter.at_least(k).assert_true(formula);
    }
}

/// Between `lowest` and `highest` (inclusive) of `lits` are true.
///
/// The empty clause if `lowest > highest` or `lowest > n`. If either bound is cheap for
/// [`at_least_k`] / [`at_most_k`] (needs no counter) the two are added separately; otherwise
/// one [`SequentialCounter::new_split`] serves both, with [`Direction::Upward`] clauses on
/// the registers that reach output `highest+1` and [`Direction::Downward`] clauses on those
/// that reach output `lowest`, and the unit clauses `s_lowest` and `¬s_{highest+1}`. That
/// has the same clauses as two separate counters but shares their common registers, and
/// `2n` fewer clauses than one [`Direction::Both`] counter over `lowest..=highest+1`.
pub(crate) fn between<F: ExtendFormula>(formula: &mut F, lits: &[Lit], lowest: usize, highest: usize) {
    let n = lits.len();
    if lowest > highest || lowest > n {
        formula.add_clause(&[]);
    } else if !needs_counter(n, lowest) || !needs_counter(n, highest) {
        at_least_k(formula, lits, lowest);
        at_most_k(formula, lits, highest);
    } else {
        let above = highest + 1;
        let counter = SequentialCounter::new_split(formula, lits, Some(above..=above), Some(lowest..=lowest));
        counter.at_least(lowest).assert_true(formula);
        counter.at_least(above).negated().assert_true(formula);
    }
}

/// Exactly `k` of `lits` are true: [`between`] with both bounds `k`.
///
/// In closed form for `k == 0` (units `¬x_i`), `k == n` (units `x_i`), `k > n` (the empty
/// clause), `k == 1` ([`exactly_one`](super::exactly_one)) and `k == n-1` (exactly one
/// negation); otherwise one counter over the window `k..=k+1`, Upward on the registers that
/// reach `s_{k+1}`, Downward on those that reach `s_k`, plus the units `s_k` and `¬s_{k+1}`.
pub(crate) fn exactly_k<F: ExtendFormula>(formula: &mut F, lits: &[Lit], k: usize) {
    between(formula, lits, k, k);
}
