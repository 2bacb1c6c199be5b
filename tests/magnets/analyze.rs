//! `analyze` of small Magnets with counts hidden or changed, against brute force (`tests/support/bruteforce_analysis.rs`);
//! and an instance with one clue changed, whose conflicting clues `analyze` names end to end.

use crate::bruteforce_analysis::{Seen, candidates, check, options, rows_of, solutions};
use crate::conflict_checks::check_changed_clue;
use gridsat::grid::Size;
use gridsat::puzzle::Generate;
use gridsat::puzzles::magnets::Magnets;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[test]
fn magnets_with_random_counts_hidden_or_changed() {
    let mut rng = StdRng::seed_from_u64(1);
    let mut seen = Seen::default();
    for (i, size) in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)]
        .iter()
        .cycle()
        .take(24)
        .enumerate()
    {
        let (mut puzzle, _) = Magnets::generate(&options(*size), &mut rng).unwrap();
        let mut base = puzzle.clone();
        for counts in [&mut base.plus, &mut base.minus] {
            counts
                .rows
                .iter_mut()
                .chain(counts.cols.iter_mut())
                .for_each(|c| *c = None);
        }
        // Every third puzzle: some counts changed (often no solution); every other third:
        // most counts hidden (often several).
        for counts in [&mut puzzle.plus, &mut puzzle.minus] {
            for count in counts.rows.iter_mut().chain(counts.cols.iter_mut()) {
                match (i % 3, rng.random_range(0..6)) {
                    (0, 0) => *count = Some(rng.random_range(0..=2)),
                    (1, 0..=3) | (_, 0) => *count = None,
                    _ => {}
                }
            }
        }
        let candidates = solutions(&base, &candidates(&base, *size, &['+', '-', 'x']));
        seen.add(check(
            &puzzle,
            &rows_of(&solutions(&puzzle, &candidates)),
            "magnets",
        ));
    }
    seen.assert_all("magnets");
}

/// An instance with one clue changed has no solution: `analyze` names clues that conflict,
/// each of them needed.
#[test]
fn a_changed_clue_gives_a_minimal_conflict() {
    check_changed_clue::<Magnets>(
        "magnets",
        "instances/magnets/janko-6x6.magnets",
        "rows+ 3 2 3 1 3 2",
        "rows+ 3 2 3 1 3 3",
        Some(&["row 5 +", "row 6 +", "row 5 -"]),
    );
}
