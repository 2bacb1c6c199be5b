//! `verify_partial` of the 123 puzzle against every completion of partly filled grids of small
//! generated puzzles, some with a clue changed or hidden (`tests/support/partial_checks.rs`).

use crate::partial_checks::{Partials, WITH_GIVENS, change_a_given, words};
use gridsat::puzzles::onetwothree::OneTwoThree;
use rand::rngs::StdRng;

/// A group: the same number, and the group found holds the first cell of the one reported
/// (`the group of 3s at r1c1 r1c2 …`); anything else word for word.
fn onetwothree_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.starts_with("the group of") {
        let cells = |w: &[&str]| -> Vec<String> {
            w[5..]
                .iter()
                .take_while(|&&word| word != "has")
                .map(|word| word.to_string())
                .collect()
        };
        found.starts_with("the group of") && r[3] == f[3] && cells(&f).contains(&r[5].to_string())
    } else {
        reported == found
    }
}

#[test]
fn onetwothree_partial_grids_against_every_completion() {
    let change = |puzzle: &mut OneTwoThree, round: usize, rng: &mut StdRng| {
        change_a_given(&mut puzzle.givens, &[1, 2, 3], round, rng)
    };
    let kind = Partials {
        seed: 13,
        sizes: &WITH_GIVENS,
        rounds: 12,
        unique: true,
        values: &[1, 2, 3],
    };
    kind.check(
        &change,
        &|puzzle, pos| puzzle.givens[pos],
        &onetwothree_reason,
        "123",
    );
}
