//! The CNF against brute force: on every grid up to 4x4, without givens and with random
//! givens, under every connectivity (layers, tree, lazy) with and without the redundant
//! rules, the solutions the CNF has (enumerated with blocking clauses over the cells) are
//! exactly the colourings `verify` accepts, and uniqueness verdicts agree.

use super::brute::{brute_force, sorted_rows};
use super::{Colour, YinYang};
use crate::grid::{Grid, Size};
use crate::puzzle::Generate;
use crate::report::{self, Status};
use crate::solve::{ClueMode, Session};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Every connectivity, each with both redundant rules, and the layers and lazy ones
/// without each of them: all must have exactly the same solutions.
const CHOICES: &[&str] = &[
    "lazy",
    "layers",
    "tree",
    "lazy,no-checkerboard,no-border",
    "lazy,no-checkerboard",
    "lazy,no-border",
    "layers,no-checkerboard,no-border",
    "tree,no-border",
];

/// The puzzle under each of [`CHOICES`].
fn each_choice(puzzle: &YinYang) -> impl Iterator<Item = (&'static str, YinYang)> + '_ {
    CHOICES.iter().map(|&names| {
        let mut choice = puzzle.clone();
        names
            .split(',')
            .for_each(|name| choice.encoding.set(name).unwrap());
        (names, choice)
    })
}

fn cnf_solutions(puzzle: &YinYang) -> Vec<Vec<String>> {
    let mut session = Session::new(puzzle, ClueMode::Fixed).unwrap();
    let mut found = Vec::new();
    let (count, complete) = session.enumerate(None, |s| found.push(s.clone())).unwrap();
    assert!(complete);
    assert_eq!(count as usize, found.len());
    sorted_rows(&found)
}

fn sizes() -> Vec<Size> {
    (1..=4)
        .flat_map(|w| (1..=4).map(move |h| Size::new(w, h)))
        .collect()
}

#[test]
fn empty_grids_up_to_4x4_have_exactly_the_brute_force_solutions() {
    for size in sizes() {
        let puzzle = YinYang::new(Grid::from_fn(size, |_| None));
        let expected = sorted_rows(&brute_force(&puzzle));
        for (names, puzzle) in each_choice(&puzzle) {
            assert_eq!(cnf_solutions(&puzzle), expected, "{size} {names}");
        }
    }
}

#[test]
fn random_givens_up_to_4x4_agree_with_brute_force() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut verdicts = [0usize; 3];
    for size in sizes() {
        for _ in 0..12 {
            let share = rng.random_range(0.1..0.6);
            let givens = Grid::from_fn(size, |_| {
                rng.random_bool(share).then(|| {
                    if rng.random_bool(0.5) {
                        Colour::Black
                    } else {
                        Colour::White
                    }
                })
            });
            let puzzle = YinYang::new(givens);
            let expected = sorted_rows(&brute_force(&puzzle));
            for (names, puzzle) in each_choice(&puzzle) {
                let context = format!("{size} {names} {:?}", puzzle.givens);
                assert_eq!(cnf_solutions(&puzzle), expected, "{context}");
                let solved = report::solve_as(&puzzle, &on(crate::solve::Engine::Sat)).unwrap();
                match expected.len() {
                    0 => assert_eq!(solved.status, Status::Unsatisfiable, "{context}"),
                    n => {
                        assert_eq!(solved.status, Status::Solved, "{context}");
                        assert_eq!(solved.unique, Some(n == 1), "{context}");
                        assert!(expected.contains(&solved.solution.clone().unwrap()));
                    }
                }
            }
            verdicts[expected.len().min(2)] += 1;
        }
    }
    assert!(
        verdicts.iter().all(|&n| n > 0),
        "every verdict occurs: {verdicts:?}"
    );
}

/// Generated puzzles, checked with brute force (independent of the CNF): exactly one
/// solution, the one generated, and no given can be dropped without a second solution.
#[test]
fn generated_puzzles_are_unique_and_given_minimal_by_brute_force() {
    use crate::puzzle::GenerateOptions;
    for (w, h) in [(3, 3), (4, 4), (4, 3), (2, 5), (5, 3)] {
        for seed in 1..=4 {
            let options = GenerateOptions::new(Size::new(w, h));
            let mut rng = StdRng::seed_from_u64(seed);
            let (puzzle, solution) = YinYang::generate(&options, &mut rng).unwrap();
            let all = brute_force(&puzzle);
            assert_eq!(all, vec![solution.clone()], "{w}x{h} seed {seed}");
            for (pos, given) in puzzle.givens.iter() {
                if given.is_some() {
                    let mut fewer = puzzle.clone();
                    fewer.givens[pos] = None;
                    assert!(brute_force(&fewer).len() > 1, "{w}x{h} seed {seed}: {pos} can go");
                }
            }
        }
    }
}

/// The options of a solve or count by `engine` on varisat, uniqueness decided.
fn on(engine: crate::solve::Engine) -> crate::solve::SolveOptions {
    crate::solve::SolveOptions {
        engine,
        ..crate::solve::SolveOptions::default()
    }
}
