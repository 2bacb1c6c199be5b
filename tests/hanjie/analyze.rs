//! `analyze` of small Hanjie puzzles with random lines, hidden or changed, against brute force (`tests/support/bruteforce_analysis.rs`);
//! and an instance with one clue changed, whose conflicting clues `analyze` names end to end.

use crate::bruteforce_analysis::{Seen, candidates, check, rows_of, solutions};
use crate::conflict_checks::check_changed_clue;
use gridsat::grid::{Grid, Size};
use gridsat::puzzles::hanjie::{Hanjie, LineClue, runs_of};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[test]
fn hanjie_with_random_lines_hidden_or_changed() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut seen = Seen::default();
    for (size, count) in [(Size::new(4, 3), 12), (Size::new(3, 4), 12), (Size::new(4, 4), 4)] {
        let unknown = Hanjie::black_and_white(
            size,
            vec![LineClue::Unknown; size.height],
            vec![LineClue::Unknown; size.width],
        );
        let candidates = candidates(&unknown, size, &['#', '.']);
        for i in 0..count {
            let picture = Grid::from_fn(size, |_| rng.random_bool(0.5));
            let line = |cells: Vec<bool>, rng: &mut StdRng| match rng.random_range(0..5) {
                0 => LineClue::Unknown,
                1 if i % 2 == 0 => LineClue::known(&[rng.random_range(1..=2)]),
                _ => LineClue::known(&runs_of(cells)),
            };
            let rows = (0..size.height)
                .map(|r| line(picture.row(r).to_vec(), &mut rng))
                .collect();
            let columns = (0..size.width)
                .map(|c| line(picture.column(c).copied().collect(), &mut rng))
                .collect();
            let puzzle = Hanjie::black_and_white(size, rows, columns);
            seen.add(check(
                &puzzle,
                &rows_of(&solutions(&puzzle, &candidates)),
                "hanjie",
            ));
        }
    }
    seen.assert_all("hanjie");
}

/// An instance with one clue changed has no solution: `analyze` names clues that conflict,
/// each of them needed.
#[test]
fn a_changed_clue_gives_a_minimal_conflict() {
    check_changed_clue::<Hanjie>(
        "hanjie",
        "instances/hanjie/webpbn-00001.non",
        "\n3\n",
        "\n4\n",
        None,
    );
}
