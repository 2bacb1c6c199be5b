//! `analyze` of small Yin Yang puzzles with random givens, against brute force (`tests/support/bruteforce_analysis.rs`);
//! and an instance with one clue changed, whose conflicting clues `analyze` names end to end.

use crate::bruteforce_analysis::{Seen, candidates, check, options, rows_of, solutions};
use crate::conflict_checks::check_changed_clue;
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::Generate;
use gridsat::puzzles::yinyang::{Colour, YinYang};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[test]
fn yinyang_with_random_givens() {
    let mut rng = StdRng::seed_from_u64(3);
    let mut seen = Seen::default();
    for size in [Size::new(4, 4), Size::new(3, 4), Size::new(5, 2)] {
        let empty = YinYang::new(Grid::from_fn(size, |_| None));
        let candidates = solutions(&empty, &candidates(&empty, size, &['B', 'W']));
        for _ in 0..12 {
            let givens = Grid::from_fn(size, |_| {
                rng.random_bool(0.3).then(|| {
                    if rng.random_bool(0.5) {
                        Colour::Black
                    } else {
                        Colour::White
                    }
                })
            });
            let puzzle = YinYang::new(givens);
            seen.add(check(
                &puzzle,
                &rows_of(&solutions(&puzzle, &candidates)),
                "yinyang",
            ));
        }
        // Random givens seldom leave exactly one solution; the generator's always do.
        let (puzzle, _) = YinYang::generate(&options(size), &mut rng).unwrap();
        seen.add(check(
            &puzzle,
            &rows_of(&solutions(&puzzle, &candidates)),
            "yinyang",
        ));
    }
    seen.assert_all("yinyang");
}

/// An instance with one clue changed has no solution: `analyze` names clues that conflict,
/// each of them needed.
#[test]
fn a_changed_clue_gives_a_minimal_conflict() {
    check_changed_clue::<YinYang>(
        "yinyang",
        "instances/yinyang/generated-6x9.yinyang",
        "\n..B.W.",
        "\n..B.WB",
        Some(&["r1c6 white", "r9c3 black", "r9c5 white", "r9c6 black"]),
    );
}
