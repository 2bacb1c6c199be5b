//! `verify_partial` of Yin Yang against every completion of partly filled grids of small
//! generated puzzles, some with a clue changed or hidden (`tests/support/partial_checks.rs`).

use crate::partial_checks::{Partials, WITH_GIVENS, change_a_given, words};
use gridsat::puzzles::yinyang::{Colour, YinYang};
use rand::rngs::StdRng;

/// Connectivity: the same colour (`the black cells fall into …`, `the black cells form …`);
/// anything else word for word.
fn yinyang_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.contains(" cells fall into ") {
        found.contains(" cells form ") && r[1] == f[1]
    } else {
        reported == found
    }
}

#[test]
fn yinyang_partial_grids_against_every_completion() {
    let values = [Colour::Black, Colour::White];
    let change = |puzzle: &mut YinYang, round: usize, rng: &mut StdRng| {
        change_a_given(&mut puzzle.givens, &values, round, rng)
    };
    let kind = Partials {
        seed: 14,
        sizes: &WITH_GIVENS,
        rounds: 12,
        unique: true,
        values: &values,
    };
    kind.check(
        &change,
        &|puzzle, pos| puzzle.givens[pos],
        &yinyang_reason,
        "yinyang",
    );
}
