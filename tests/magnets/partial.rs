//! `verify_partial` of Magnets against every completion of partly filled grids of small
//! generated puzzles, some with a clue changed or hidden (`tests/support/partial_checks.rs`).
//! The one exception to "the same reason" is Magnets' unreachable count, whose bound leans
//! on the domino and adjacency rules: a completion may break one of those instead, so that
//! rule is only checked to leave no valid completion.

use crate::partial_checks::{Partials, words};
use gridsat::grid::Size;
use gridsat::puzzles::magnets::{Magnets, Pole};
use rand::RngExt;
use rand::rngs::StdRng;

/// Counts: the same line and pole (`row 2 has 3 + poles …`), but any rule for a count out
/// of reach (see the module comment); anything else word for word.
fn magnets_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.contains("room for at most") {
        true
    } else if reported.contains("the clue says") {
        found.contains("the clue says") && (r[0], r[1], r[4]) == (f[0], f[1], f[4])
    } else {
        reported == found
    }
}

#[test]
fn magnets_partial_grids_against_every_completion() {
    // Now and then a count changed or hidden, so that the solution is not one.
    let change = |puzzle: &mut Magnets, round: usize, rng: &mut StdRng| {
        for counts in [&mut puzzle.plus, &mut puzzle.minus] {
            for count in counts.rows.iter_mut().chain(counts.cols.iter_mut()) {
                match (round % 3, rng.random_range(0..6)) {
                    (0, 0) => *count = Some(rng.random_range(0..=2)),
                    (1, 0..=2) => *count = None,
                    _ => {}
                }
            }
        }
    };
    let values = [Pole::Plus, Pole::Minus, Pole::Neutral];
    let sizes = [Size::new(3, 3), Size::new(4, 3), Size::new(4, 4), Size::new(5, 2)];
    let kind = Partials {
        seed: 11,
        sizes: &sizes,
        rounds: 12,
        unique: true,
        values: &values,
    };
    kind.check(&change, &|_, _| None, &magnets_reason, "magnets");
}
