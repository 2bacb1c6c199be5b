//! The probing search against brute force: on every small puzzle it returns exactly the
//! pictures that satisfy the clues, each once, and then proves there are no more, with and
//! without restarts; it gives up at its budget and stops at its deadline.

use super::*;
use crate::grid::Size;
use crate::puzzle::Rules;
use crate::puzzles::hanjie::LineClue;
use crate::puzzles::hanjie::own_search::{Budget, staged};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

/// The clue of a line of cells.
fn clue_of(cells: impl Iterator<Item = bool>) -> LineClue {
    LineClue::of_cells(cells.map(u8::from))
}

/// The puzzle whose clues are those of `picture`.
fn puzzle_of(picture: &Grid<u8>) -> Hanjie {
    let size = picture.size();
    let rows = (0..size.height)
        .map(|r| clue_of(picture.row(r).iter().map(|&c| c == 1)))
        .collect();
    let columns = (0..size.width)
        .map(|c| clue_of(picture.column(c).map(|&v| v == 1)))
        .collect();
    Hanjie::black_and_white(size, rows, columns)
}

/// Every picture of `puzzle`'s size that satisfies its clues: each row's fillings that
/// satisfy its clue, every combination of them checked by `verify`.
fn brute_force(puzzle: &Hanjie) -> BTreeSet<Vec<u8>> {
    let size = puzzle.size;
    let fillings: Vec<Vec<u32>> = (0..size.height)
        .map(|r| {
            (0..1u32 << size.width)
                .filter(|bits| clue_of((0..size.width).map(|c| bits >> c & 1 == 1)) == puzzle.rows[r])
                .collect()
        })
        .collect();
    let mut found = BTreeSet::new();
    let mut choice = vec![0; size.height];
    loop {
        let picture = Grid::from_fn(size, |pos| {
            (fillings[pos.row][choice[pos.row]] >> pos.col & 1) as u8
        });
        if fillings.iter().all(|f| !f.is_empty()) && puzzle.verify(&picture).is_empty() {
            found.insert(picture.values().copied().collect());
        }
        // The next combination, the last row fastest.
        let Some(row) = (0..size.height)
            .rev()
            .find(|&r| choice[r] + 1 < fillings[r].len())
        else {
            return found;
        };
        choice[row] += 1;
        choice[row + 1..].fill(0);
    }
}

/// Every solution the search returns before it proves there are no more (none twice).
fn enumerate(mut search: Dfs) -> BTreeSet<Vec<u8>> {
    let mut found = BTreeSet::new();
    loop {
        match search.next_solution() {
            Found::Solution(solution) => {
                assert!(
                    found.insert(solution.values().copied().collect()),
                    "returned twice"
                );
            }
            Found::NoMore => return found,
            other => panic!("the search stopped: {other:?}"),
        }
    }
}

/// A random picture of `size`, each cell filled with probability `density`.
fn random_picture(rng: &mut StdRng, size: Size, density: f64) -> Grid<u8> {
    Grid::from_fn(size, |_| u8::from(rng.random_bool(density)))
}

#[test]
fn small_puzzles_have_exactly_the_brute_force_solutions() {
    let mut rng = StdRng::seed_from_u64(38);
    let mut several = 0;
    let mut none = 0;
    for round in 0..300 {
        let size = Size::new(rng.random_range(1..=4), rng.random_range(1..=4));
        let mut puzzle = puzzle_of(&random_picture(&mut rng, size, 0.5));
        if round % 4 == 3 {
            // Clues of two different pictures: often no solution.
            let other = puzzle_of(&random_picture(&mut rng, size, 0.5));
            puzzle = Hanjie::black_and_white(size, puzzle.rows.clone(), other.columns.clone());
        }
        let expected = brute_force(&puzzle);
        several += usize::from(expected.len() > 1);
        none += usize::from(expected.is_empty());
        let mut restarting = Dfs::new(&puzzle, u64::MAX).unwrap();
        restarting.restart_nodes = 1;
        assert_eq!(
            enumerate(Dfs::new(&puzzle, u64::MAX).unwrap()),
            expected,
            "{puzzle:?}"
        );
        assert_eq!(enumerate(restarting), expected, "restarting: {puzzle:?}");
    }
    assert!(
        several > 20 && none > 10,
        "{several} with several solutions, {none} with none"
    );
}

#[test]
fn five_by_five_counts_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..20 {
        let size = Size::new(5, 5);
        let puzzle = puzzle_of(&random_picture(&mut rng, size, 0.45));
        let expected = brute_force(&puzzle);
        let mut restarting = Dfs::new(&puzzle, u64::MAX).unwrap();
        restarting.restart_nodes = 2;
        assert_eq!(enumerate(Dfs::new(&puzzle, u64::MAX).unwrap()), expected);
        assert_eq!(enumerate(restarting), expected);
    }
}

/// A 30x30 picture with many solutions' worth of ambiguity: its search needs many probes.
fn large_puzzle() -> Hanjie {
    let mut rng = StdRng::seed_from_u64(7);
    puzzle_of(&random_picture(&mut rng, Size::new(30, 30), 0.5))
}

#[test]
fn the_search_gives_up_at_its_budget() {
    let mut search = Dfs::new(&large_puzzle(), 10).unwrap();
    assert_eq!(search.next_solution(), Found::GaveUp);
    assert!(search.stats().probes <= 12);
}

#[test]
fn the_search_stops_at_its_deadline() {
    let mut search = Dfs::new(&large_puzzle(), u64::MAX).unwrap();
    search.stop_at(Deadline::at(crate::time::Instant::now()));
    assert_eq!(search.next_solution(), Found::TimedOut);
}

#[test]
fn colour_and_unknown_lengths_are_left_to_the_engine() {
    let size = Size::new(2, 1);
    let unknown = LineClue::black([crate::encodings::runs::Run::Unknown]);
    let puzzle = Hanjie::black_and_white(size, vec![unknown], vec![LineClue::known(&[1]); 2]);
    assert!(Dfs::new(&puzzle, u64::MAX).is_none());
}

#[test]
fn the_engine_goes_on_where_the_search_gave_up() {
    let mut rng = StdRng::seed_from_u64(11);
    let mut gave_up_after_some = 0;
    for _ in 0..8 {
        let puzzle = puzzle_of(&random_picture(&mut rng, Size::new(5, 5), 0.4));
        let expected = brute_force(&puzzle);
        for probes in [1, 5, 20, 60, 200] {
            let mut alone = Dfs::new(&puzzle, probes).unwrap();
            let before_giving_up = std::iter::from_fn(|| match alone.next_solution() {
                Found::Solution(solution) => Some(solution),
                _ => None,
            })
            .count();
            gave_up_after_some += usize::from(before_giving_up > 0 && alone.next_solution() == Found::GaveUp);
            let mut search = staged(&puzzle, Budget::Whole(probes)).unwrap();
            let mut found = BTreeSet::new();
            loop {
                match search.next_solution() {
                    Found::Solution(solution) => {
                        assert!(found.insert(solution.values().copied().collect::<Vec<u8>>()));
                    }
                    Found::NoMore => break,
                    other => panic!("{other:?}"),
                }
            }
            assert_eq!(found, expected, "{probes} probes: {puzzle:?}");
        }
    }
    assert!(gave_up_after_some > 0);
}

/// Puzzles of 6x6 whose clues come from one random picture or from two (these have
/// several solutions or none more often).
fn mixed_puzzles(rng: &mut StdRng, count: usize) -> Vec<Hanjie> {
    (0..count)
        .map(|round| {
            let size = Size::new(6, 6);
            let puzzle = puzzle_of(&random_picture(rng, size, 0.5));
            if round % 2 == 0 {
                return puzzle;
            }
            let other = puzzle_of(&random_picture(rng, size, 0.5));
            Hanjie::black_and_white(size, puzzle.rows.clone(), other.columns.clone())
        })
        .collect()
}

#[test]
fn a_search_given_more_probes_after_giving_up_goes_on_where_it_stopped() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut gave_up = 0;
    for puzzle in mixed_puzzles(&mut rng, 40) {
        for step in [1, 3, 17] {
            let mut search = Dfs::new(&puzzle, step).unwrap();
            search.restart_nodes = 2;
            let mut found = BTreeSet::new();
            loop {
                match search.next_solution() {
                    Found::Solution(solution) => {
                        assert!(found.insert(solution.values().copied().collect::<Vec<u8>>()));
                    }
                    Found::GaveUp => {
                        gave_up += 1;
                        search.set_max_probes(search.probes() + step);
                    }
                    Found::NoMore => break,
                    other => panic!("{other:?}"),
                }
            }
            assert_eq!(found, brute_force(&puzzle), "{step} probes at a time: {puzzle:?}");
        }
    }
    assert!(gave_up > 40, "gave up {gave_up} times");
}

#[test]
fn the_staged_search_returns_each_solution_once_then_proves_or_gives_up() {
    let mut rng = StdRng::seed_from_u64(17);
    let (mut proved, mut gave_up) = (0, 0);
    for puzzle in mixed_puzzles(&mut rng, 40) {
        let expected = brute_force(&puzzle);
        for (whole, proof) in [(1, 1), (8, 1), (30, 2), (120, 5), (1_000, 1), (u64::MAX, 0)] {
            let mut search = staged(&puzzle, Budget::Staged { whole, proof }).unwrap();
            let mut found = BTreeSet::new();
            let end = loop {
                match search.next_solution() {
                    Found::Solution(solution) => {
                        let cells: Vec<u8> = solution.values().copied().collect();
                        assert!(expected.contains(&cells), "not a solution: {solution:?}");
                        assert!(found.insert(cells), "returned twice: {solution:?}");
                    }
                    end => break end,
                }
            };
            match end {
                // Proved: every solution returned.
                Found::NoMore => {
                    assert_eq!(found, expected, "({whole}, {proof}): {puzzle:?}");
                    proved += 1;
                }
                // The CNF would answer the rest.
                Found::GaveUp => gave_up += 1,
                other => panic!("{other:?}"),
            }
        }
    }
    assert!(proved > 100 && gave_up > 3, "proved {proved}, gave up {gave_up}");
}

/// 5-Dom: line logic and probing decide no cell at its root. Told to, the search gives up
/// there once (the staged search under `--engine auto` then hands the puzzle to the CNF),
/// and a later call goes on from the probed root to the same solutions as without.
#[test]
fn a_root_that_probing_leaves_open_is_given_up_once_when_asked() {
    let puzzle = crate::puzzles::hanjie::instance("05-dom.non");
    let expected = enumerate(Dfs::new(&puzzle, u64::MAX).unwrap());
    let mut search = Dfs::new(&puzzle, u64::MAX).unwrap();
    search.give_up_on_open_root();
    assert_eq!(search.next_solution(), Found::GaveUp);
    let probed = search.probes();
    assert!(probed > 0, "the root was probed before giving up");
    assert_eq!(enumerate(search), expected);
    assert!(!expected.is_empty());
    // A root that line logic decides is searched at once.
    let puzzle = crate::puzzles::hanjie::instance("webpbn-00001.non");
    let mut search = Dfs::new(&puzzle, u64::MAX).unwrap();
    search.give_up_on_open_root();
    assert!(matches!(search.next_solution(), Found::Solution(_)));
}
