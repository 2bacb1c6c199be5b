//! `analyze` of small 123 puzzles with random givens, against brute force (`tests/support/bruteforce_analysis.rs`);
//! and an instance with one clue changed, whose conflicting clues `analyze` names end to end.

use crate::bruteforce_analysis::{Seen, candidates, check, rows_of, solutions};
use crate::conflict_checks::check_changed_clue;
use gridsat::grid::{Grid, Size};
use gridsat::puzzles::onetwothree::OneTwoThree;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[test]
fn onetwothree_with_random_givens() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut seen = Seen::default();
    for size in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)] {
        let empty = OneTwoThree::new(Grid::from_fn(size, |_| None));
        let candidates = solutions(&empty, &candidates(&empty, size, &['1', '2', '3']));
        for _ in 0..12 {
            let puzzle = OneTwoThree::new(Grid::from_fn(size, |_| {
                rng.random_bool(0.35).then(|| rng.random_range(1..=3))
            }));
            seen.add(check(&puzzle, &rows_of(&solutions(&puzzle, &candidates)), "123"));
        }
    }
    seen.assert_all("123");
}

/// An instance with one clue changed has no solution: `analyze` names clues that conflict,
/// each of them needed.
#[test]
fn a_changed_clue_gives_a_minimal_conflict() {
    check_changed_clue::<OneTwoThree>(
        "123",
        "instances/123/generated-6x6.123",
        "\n..2...",
        "\n..3...",
        None,
    );
}
