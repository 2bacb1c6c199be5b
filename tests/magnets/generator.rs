//! Library-level tests of the Magnets generator's promises: generated puzzles (full and
//! stripped) are uniquely solvable with the solution they come with, stripped puzzles are
//! clue-minimal, the same seed gives the same puzzle, and bad options are refused.

use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{Generate, Rules};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::magnets::{Counts, End, Magnets, Pole};
use gridsat::report::Status;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::magnets::common::{counts_of, rows_of};
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

const GENERATED_SIZES: [(usize, usize); 8] =
    [(2, 1), (3, 3), (5, 4), (6, 6), (7, 5), (8, 8), (10, 10), (12, 12)];

/// Seeds per size: 30, but fewer on the largest grids, whose generation takes a few tenths
/// of a second each in release builds; debug builds (plain `cargo test`, many times
/// slower) use fewer still from 6x6 on.
fn seeds(size: Size) -> u64 {
    let release = !cfg!(debug_assertions);
    match size.area() {
        0..=40 => 30,
        41..=100 if release => 30,
        _ if release => 8,
        41..=64 => 8,
        65..=100 => 3,
        _ => 1,
    }
}

fn generate(size: Size, strip: bool, seed: u64) -> (Magnets, Grid<Pole>) {
    let options = GenerateOptions::new(size).with_strip(strip);
    Magnets::generate(&options, &mut StdRng::seed_from_u64(seed))
        .unwrap_or_else(|e| panic!("{size} seed {seed}: {e}"))
}

/// The `index`-th count of the puzzle (plus columns, plus rows, minus columns, minus rows).
fn count_slot(puzzle: &mut Magnets, index: usize) -> &mut Option<usize> {
    let Magnets { plus, minus, .. } = puzzle;
    plus.cols
        .iter_mut()
        .chain(&mut plus.rows)
        .chain(&mut minus.cols)
        .chain(&mut minus.rows)
        .nth(index)
        .unwrap()
}

fn known(counts: &Counts) -> impl Iterator<Item = &Option<usize>> {
    counts.cols.iter().chain(&counts.rows)
}

#[test]
fn generated_puzzles_are_unique_with_their_solution() {
    let mut generated = 0;
    for (w, h) in GENERATED_SIZES {
        let size = Size::new(w, h);
        for seed in 0..seeds(size) {
            let what = format!("{size} seed {seed}");
            let (puzzle, solution) = generate(size, false, seed);
            generated += 1;
            assert_eq!(puzzle.size(), size, "{what}");
            assert_eq!(solution.size(), size, "{what}");
            assert!(
                puzzle.verify(&solution).is_empty(),
                "{what}: {:?}",
                puzzle.verify(&solution)
            );
            assert_eq!(puzzle.plus, counts_of(&solution, Pole::Plus), "{what}");
            assert_eq!(puzzle.minus, counts_of(&solution, Pole::Minus), "{what}");
            let singles = puzzle.layout.values().filter(|&&e| e == End::Single).count();
            assert_eq!(singles, size.area() % 2, "{what}: singletons");
            let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
            assert_eq!(solved.status, Status::Solved, "{what}");
            assert_eq!(solved.unique, Some(true), "{what}");
            assert_eq!(solved.solution, Some(rows_of(&solution)), "{what}");
            // Same seed, same puzzle.
            assert_eq!(
                generate(size, false, seed),
                (puzzle, solution),
                "{what}: determinism"
            );
        }
    }
    eprintln!("{generated} generated puzzles checked");
}

#[test]
fn stripped_puzzles_stay_unique_and_are_clue_minimal() {
    let mut generated = 0;
    let mut removals = 0;
    for (w, h) in GENERATED_SIZES {
        let size = Size::new(w, h);
        for seed in 0..seeds(size) {
            let what = format!("{size} seed {seed} (stripped)");
            let (puzzle, solution) = generate(size, true, seed);
            generated += 1;
            assert!(puzzle.verify(&solution).is_empty(), "{what}");
            let singles = puzzle.layout.values().filter(|&&e| e == End::Single).count();
            assert_eq!(singles, size.area() % 2, "{what}: singletons");
            // The counts left are the solution's.
            for (pole, counts) in [(Pole::Plus, &puzzle.plus), (Pole::Minus, &puzzle.minus)] {
                let full = counts_of(&solution, pole);
                for (kept, all) in known(counts).zip(known(&full)) {
                    assert!(kept.is_none() || kept == all, "{what}");
                }
            }
            let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
            assert_eq!(solved.status, Status::Solved, "{what}");
            assert_eq!(solved.unique, Some(true), "{what}");
            assert_eq!(solved.solution, Some(rows_of(&solution)), "{what}");
            // Removing any one remaining count lets a second solution in.
            let total = known(&puzzle.plus).chain(known(&puzzle.minus)).count();
            for index in 0..total {
                let mut fewer = puzzle.clone();
                if count_slot(&mut fewer, index).take().is_none() {
                    continue;
                }
                removals += 1;
                let counted = gridsat::registry::AnyPuzzle::count(
                    &fewer,
                    Some(2),
                    &on_the_cnf(false),
                    &AtomicU64::new(0),
                )
                .unwrap();
                assert_eq!(counted.count, 2, "{what}: count {index} is not needed");
            }
            assert_eq!(
                generate(size, true, seed),
                (puzzle, solution),
                "{what}: determinism"
            );
        }
    }
    eprintln!("{generated} stripped puzzles checked, {removals} single count removals");
}

#[test]
fn generator_options_are_checked() {
    let tiny = GenerateOptions::new(Size::new(1, 1));
    assert!(Magnets::generate(&tiny, &mut StdRng::seed_from_u64(1)).is_err());
    let strip_without_unique = GenerateOptions::new(Size::new(4, 4))
        .with_strip(true)
        .with_unique(false);
    assert!(Magnets::generate(&strip_without_unique, &mut StdRng::seed_from_u64(1)).is_err());
    // Without uniqueness the puzzle is the counts of a valid random solution.
    for seed in 0..10 {
        let options = GenerateOptions::new(Size::new(5, 3)).with_unique(false);
        let (puzzle, solution) = Magnets::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
        assert!(puzzle.verify(&solution).is_empty());
        assert_eq!(puzzle.plus, counts_of(&solution, Pole::Plus));
        assert_eq!(puzzle.minus, counts_of(&solution, Pole::Minus));
        assert!(
            gridsat::registry::AnyPuzzle::count(&puzzle, Some(1), &on_the_cnf(false), &AtomicU64::new(0))
                .unwrap()
                .count
                == 1
        );
    }
}
