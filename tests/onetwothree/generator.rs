//! Library-level tests of the 123 generator's promises: generated puzzles on sizes from 1x1
//! to 6x6 are uniquely solvable with the solution they come with (a valid filling, checked
//! by the rules and, up to 16 cells, by brute force), clue-minimal, and the same seed gives
//! the same puzzle; options that make no sense for 123 are refused.

use gridsat::grid::{Grid, Size};
use gridsat::puzzle::Generate;
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::report::Status;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::onetwothree::onetwothree_support::*;
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

fn generate(size: Size, seed: u64) -> (OneTwoThree, Grid<u8>) {
    let options = GenerateOptions::new(size);
    OneTwoThree::generate(&options, &mut StdRng::seed_from_u64(seed))
        .unwrap_or_else(|e| panic!("{size} seed {seed}: {e}"))
}

#[test]
fn generated_puzzles_are_unique_minimal_and_reproducible() {
    let cases: [(usize, usize, u64); 9] = [
        (1, 1, 3),
        (1, 2, 3),
        (2, 1, 3),
        (1, 6, 5),
        (6, 1, 5),
        (3, 4, 8),
        (4, 4, 8),
        (5, 3, 5),
        (6, 6, 4),
    ];
    let mut checked = 0;
    for (w, h, seeds) in cases {
        let size = Size::new(w, h);
        let valid = (size.area() <= 16).then(|| valid_by_search(size));
        for seed in 0..seeds {
            let what = format!("{size} seed {seed}");
            let (puzzle, solution) = generate(size, seed);
            checked += 1;
            assert_eq!((puzzle.size(), solution.size()), (size, size), "{what}");
            let filling = filling_of_rows(&rows_of(&solution));
            assert!(obeys_rules(w, h, &filling.cells), "{what}: {:?}", filling.rows());
            if let Some(valid) = &valid {
                assert!(valid.contains(&filling), "{what}");
            }
            let givens: Givens = puzzle
                .givens
                .iter()
                .filter_map(|(p, g)| g.map(|v| (p.row * w + p.col, v)))
                .collect();
            for &(i, v) in &givens {
                assert_eq!(filling.cells[i], v, "{what}: a given differs from the solution");
            }
            let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
            assert_eq!(
                (solved.status, solved.unique),
                (Status::Solved, Some(true)),
                "{what}"
            );
            assert_eq!(solved.solution, Some(filling.rows()), "{what}");
            // Clue-minimal: without any one given there is a second solution.
            for k in 0..givens.len() {
                let mut fewer = givens.clone();
                fewer.remove(k);
                let count = gridsat::registry::AnyPuzzle::count(
                    &puzzle_of(size, &fewer),
                    Some(2),
                    &on_the_cnf(false),
                    &AtomicU64::new(0),
                )
                .unwrap()
                .count;
                assert_eq!(count, 2, "{what}: the given {:?} is not needed", givens[k]);
            }
            // Same seed, same puzzle.
            assert_eq!(generate(size, seed), (puzzle, solution), "{what}: determinism");
        }
    }
    eprintln!("{checked} generated puzzles checked");
}

#[test]
fn generator_options_are_checked() {
    let options = |unique, density| {
        GenerateOptions::new(Size::new(4, 4))
            .with_unique(unique)
            .with_density(density)
    };
    // The registry refuses the options the generator does not take.
    let kind = gridsat::registry::kind_named("123").unwrap();
    let mut rng = StdRng::seed_from_u64(1);
    assert!(kind.generate(&options(false, None), &mut rng).is_err());
    assert!(kind.generate(&options(true, Some(0.5)), &mut rng).is_err());
    assert!(kind.generate(&options(true, None), &mut rng).is_ok());
}
