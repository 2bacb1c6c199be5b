//! `verify_partial` of Hanjie against every completion of partly filled grids of small
//! generated puzzles, some with a clue changed or hidden (`tests/support/partial_checks.rs`).

use crate::partial_checks::{Partials, words};
use gridsat::grid::Size;
use gridsat::puzzles::hanjie::Run;
use gridsat::puzzles::hanjie::{Hanjie, LineClue};
use rand::RngExt;
use rand::rngs::StdRng;

/// A line: the same row or column (`row 2 is #.?#: …`, `row 2 has runs …`).
fn hanjie_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    (r[0], r[1]) == (f[0], f[1])
}

#[test]
fn hanjie_partial_grids_against_every_completion() {
    // Some clues unknown, or of runs of unknown length, or changed.
    let change = |puzzle: &mut Hanjie, round: usize, rng: &mut StdRng| {
        for clue in puzzle.rows.iter_mut().chain(puzzle.columns.iter_mut()) {
            match rng.random_range(0..6) {
                0 => *clue = LineClue::Unknown,
                1 if round.is_multiple_of(2) => *clue = LineClue::known(&[rng.random_range(1..=2)]),
                2 => {
                    if let LineClue::Runs(runs) = clue {
                        runs.iter_mut().for_each(|run| run.length = Run::Unknown);
                    }
                }
                _ => {}
            }
        }
    };
    let sizes = [Size::new(4, 3), Size::new(3, 4), Size::new(4, 4), Size::new(6, 2)];
    let kind = Partials {
        seed: 12,
        sizes: &sizes,
        rounds: 40,
        unique: false,
        values: &[1, 0],
    };
    kind.check(&change, &|_, _| None, &hanjie_reason, "hanjie");
}
