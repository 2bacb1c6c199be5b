//! The size formulas of `encodings/cardinality.md`, checked against what the encoders add.

use super::*;

/// `min(hi, n)`, `max(lo, 1)`: the part of a window that needs registers.
fn clamp(n: usize, lowest: usize, highest: usize) -> (usize, usize) {
    (lowest.max(1), highest.min(n))
}

/// Registers of a counter over `n` inputs for the window `lowest..=highest` (`lowest <= highest`).
fn registers(n: usize, lowest: usize, highest: usize) -> usize {
    let (l, h) = clamp(n, lowest, highest);
    if l > h {
        0
    } else {
        (n - h + 1) * h + (h * (h - 1) - l * (l - 1)) / 2
    }
}

/// Clauses of a counter: `2V - H` Upward, `2V - (n - L + 1)` Downward.
fn counter_size(n: usize, lowest: usize, highest: usize, direction: Direction) -> (usize, usize) {
    let v = registers(n, lowest, highest);
    if v == 0 {
        return (0, 0);
    }
    let (l, h) = clamp(n, lowest, highest);
    let up = 2 * v - h;
    let down = 2 * v - (n - l + 1);
    let clauses = match direction {
        Direction::Upward => up,
        Direction::Downward => down,
        Direction::Both => up + down,
    };
    (v, clauses)
}

fn at_most_one_size(n: usize) -> (usize, usize) {
    if n <= PAIRWISE_LIMIT {
        (0, n * n.saturating_sub(1) / 2)
    } else {
        (n - 1, 3 * n - 4)
    }
}

fn at_most_k_size(n: usize, k: usize) -> (usize, usize) {
    match k {
        _ if k >= n => (0, 0),
        0 => (0, n),
        _ if k + 1 == n => (0, 1),
        1 => at_most_one_size(n),
        _ => ((n - k) * (k + 1), 2 * (n - k) * (k + 1) - k),
    }
}

fn at_least_k_size(n: usize, k: usize) -> (usize, usize) {
    match k {
        0 => (0, 0),
        _ if k > n => (0, 1),
        _ if k == n => (0, n),
        1 => (0, 1),
        _ if k + 1 == n => at_most_one_size(n),
        _ => (k * (n - k + 1), 2 * k * (n - k + 1) - (n - k)),
    }
}

fn needs_counter(n: usize, k: usize) -> bool {
    k >= 2 && k + 2 <= n
}

fn between_size(n: usize, a: usize, b: usize) -> (usize, usize) {
    if a > b || a > n {
        (0, 1)
    } else if !needs_counter(n, a) || !needs_counter(n, b) {
        let (v1, c1) = at_least_k_size(n, a);
        let (v2, c2) = at_most_k_size(n, b);
        (v1 + v2, c1 + c2)
    } else {
        (
            (n - b) * (b + 1) + a * (b - a + 1),
            2 * (n - b) * (b + 1) + 2 * a * (n - a + 1) - (n - a + b),
        )
    }
}

/// Variables and clauses `encode` adds to a formula that already holds `n` inputs.
fn measure(n: usize, encode: impl FnOnce(&mut CnfFormula, &[Lit])) -> (usize, usize) {
    let mut cnf = CnfFormula::new();
    let lits = inputs(&mut cnf, n, Layout::Plain);
    encode(&mut cnf, &lits);
    (cnf.var_count() - n, cnf.len())
}

const SIZE_N: usize = 14;

#[test]
fn counter_size_matches_clauses_added_and_formula() {
    for n in 0..=SIZE_N {
        for lowest in 0..=n + 1 {
            for highest in lowest..=n + 1 {
                for direction in [Direction::Upward, Direction::Downward, Direction::Both] {
                    let mut reported = (0, 0);
                    let added = measure(n, |cnf, lits| {
                        reported = SequentialCounter::new(cnf, lits, lowest, highest, direction).size();
                    });
                    let context = format!("n = {n}, {lowest}..={highest}, {direction:?}");
                    assert_eq!(reported, added, "size() vs formula: {context}");
                    assert_eq!(added, counter_size(n, lowest, highest, direction), "{context}");
                }
            }
        }
    }
}

#[test]
fn constraint_sizes_match_formulas() {
    for n in 0..=SIZE_N {
        assert_eq!(measure(n, at_least_one), (0, 1));
        assert_eq!(measure(n, at_most_one), at_most_one_size(n), "n = {n}");
        let (v, c) = at_most_one_size(n);
        assert_eq!(measure(n, exactly_one), (v, c + 1), "n = {n}");
        let pairwise = (0, n * n.saturating_sub(1) / 2);
        assert_eq!(measure(n, at_most_one_pairwise), pairwise);
        let ladder = if n <= 1 { (0, 0) } else { (n - 1, 3 * n - 4) };
        assert_eq!(measure(n, at_most_one_sequential), ladder);
        for k in 0..=n + 1 {
            let context = format!("n = {n}, k = {k}");
            assert_eq!(
                measure(n, |f, l| at_most_k(f, l, k)),
                at_most_k_size(n, k),
                "at most: {context}"
            );
            assert_eq!(
                measure(n, |f, l| at_least_k(f, l, k)),
                at_least_k_size(n, k),
                "at least: {context}"
            );
            assert_eq!(
                measure(n, |f, l| exactly_k(f, l, k)),
                between_size(n, k, k),
                "exactly: {context}"
            );
            for b in 0..=n + 1 {
                let got = measure(n, |f, l| between(f, l, k, b));
                assert_eq!(got, between_size(n, k, b), "between {k} and {b}: n = {n}");
            }
        }
    }
}

/// exactly_k's split counter versus one Both counter over `k..=k+1` and two separate
/// counters: same clauses as the pair, `2n` fewer than Both, never more variables than either.
#[test]
fn exactly_k_split_is_cheapest() {
    for n in 4..=SIZE_N {
        for k in 2..=n - 2 {
            let (v, c) = between_size(n, k, k);
            let (both_v, both_c) = counter_size(n, k, k + 1, Direction::Both);
            assert_eq!((v, c), (both_v, both_c + 2 - 2 * n), "n = {n}, k = {k}");
            let (up_v, up_c) = counter_size(n, k + 1, k + 1, Direction::Upward);
            let (down_v, down_c) = counter_size(n, k, k, Direction::Downward);
            assert_eq!(c, up_c + down_c + 2);
            assert_eq!(v + (n - k) * k, up_v + down_v);
        }
    }
}
