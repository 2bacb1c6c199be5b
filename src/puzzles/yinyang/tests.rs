//! Tests across the module: [`contradiction`] against brute force on every small grid, and
//! the instances in `instances/yinyang` against their `.answer` files.

use super::brute::{brute_force, search, sorted_rows};
use super::{Colour, Solution, YinYang};
use crate::answer::Filling;
use crate::grid::{Grid, Size};
use crate::puzzle::{Puzzle, Rules};
use crate::source::Source;
use std::path::Path;

fn empty(size: Size) -> YinYang {
    YinYang::new(Grid::from_fn(size, |_| None))
}

/// A solution as a bit mask, black = 1, cell `i` in reading order at bit `i`.
fn mask(solution: &Solution) -> u32 {
    solution
        .values()
        .enumerate()
        .filter(|(_, c)| **c == Colour::Black)
        .map(|(i, _)| 1 << i)
        .sum()
}

/// Every grid of up to 9 cells, and every pattern of givens on it (3^cells of them): a
/// pattern `contradiction` refuses has no solution. Also counts the patterns refused, to
/// show that each rule fires.
#[test]
fn refused_patterns_have_no_solution() {
    let mut refused_total = 0;
    for width in 1..=9 {
        for height in 1..=9 / width {
            let size = Size::new(width, height);
            let area = size.area();
            let solutions: Vec<u32> = brute_force(&empty(size)).iter().map(mask).collect();
            let (mut refused, mut unsolvable) = (0, 0);
            for code in 0..3u32.pow(area as u32) {
                let (mut given, mut black) = (0u32, 0u32);
                let mut digits = code;
                let givens = Grid::from_fn(size, |pos| {
                    let bit = 1 << (pos.row * width + pos.col);
                    let digit = digits % 3;
                    digits /= 3;
                    match digit {
                        0 => None,
                        1 => {
                            given |= bit;
                            Some(Colour::White)
                        }
                        _ => {
                            given |= bit;
                            black |= bit;
                            Some(Colour::Black)
                        }
                    }
                });
                let solvable = solutions.iter().any(|s| (s ^ black) & given == 0);
                unsolvable += usize::from(!solvable);
                if let Some(reason) = YinYang::new(givens).contradiction() {
                    refused += 1;
                    assert!(
                        !solvable,
                        "{size} pattern {code}: refused ({reason}) but solvable"
                    );
                }
            }
            assert!(refused <= unsolvable);
            if area >= 3 {
                assert!(refused > 0, "{size}: no pattern refused");
            }
            refused_total += refused;
        }
    }
    assert!(refused_total > 10_000, "{refused_total}");
}

/// No solution of any grid up to 4x4 (and 2x8, 8x2, 1x16, 16x1) is refused when all its
/// cells are given. Every rule of `contradiction` fires on a set of givens and still fires
/// when givens are added, so this means no pattern of givens that some solution extends is
/// refused, whatever its cells.
#[test]
fn no_solution_is_refused() {
    let mut sizes: Vec<Size> = (1..=4)
        .flat_map(|w| (1..=4).map(move |h| Size::new(w, h)))
        .collect();
    sizes.extend([
        Size::new(2, 8),
        Size::new(8, 2),
        Size::new(1, 16),
        Size::new(16, 1),
    ]);
    for size in sizes {
        check_no_solution_is_refused(size);
    }
}

/// The same up to 6x6 (7736 solutions; 21 s in a release build, 30-40 s in the test
/// profile, where `.ci/run` runs it; 7x6, 36352 solutions, took 4 minutes and passed too).
#[test]
#[ignore = "run with `--include-ignored`; needs 30-40 s (.ci/run runs it)"]
fn no_solution_of_larger_grids_is_refused() {
    for (w, h) in [
        (5, 4),
        (4, 5),
        (5, 5),
        (6, 4),
        (6, 5),
        (5, 6),
        (6, 6),
        (3, 8),
        (2, 12),
    ] {
        let count = check_no_solution_is_refused(Size::new(w, h));
        eprintln!("{w}x{h}: {count} solutions, none refused");
    }
}

/// Checks every solution of the empty `size` grid; returns how many there are.
fn check_no_solution_is_refused(size: Size) -> usize {
    let solutions = search(&empty(size));
    assert!(!solutions.is_empty(), "{size}");
    for solution in &solutions {
        let puzzle = YinYang::new(solution.map(|&c| Some(c)));
        assert_eq!(puzzle.contradiction(), None, "{size}: {solution:?}");
    }
    solutions.len()
}

/// The solutions listed in an `.answer` file, each complete.
fn answers(puzzle: &YinYang, text: &str, name: &str) -> Vec<Solution> {
    let answers = puzzle
        .parse_answers(&Source::inline(name, text))
        .unwrap_or_else(|e| panic!("{e}"));
    answers
        .into_iter()
        .map(|answer| match answer.filling {
            Filling::Complete(solution) => solution,
            Filling::Partial { .. } => panic!("{name}: solution {} is not complete", answer.index),
        })
        .collect()
}

#[test]
fn instances_match_their_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/yinyang");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yinyang"))
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 9, "{paths:?}");
    let mut searched = 0;
    let mut by_url = 0;
    for path in paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        by_url += usize::from(text.contains("?yinyang/") && !text.contains("\nyinyang "));
        let puzzle = YinYang::parse(&Source::inline(&name, text)).unwrap_or_else(|e| panic!("{e}"));
        let answer = std::fs::read_to_string(path.with_extension("answer")).unwrap();
        assert!(
            answer.starts_with("# "),
            "{name}: the answer file starts with a comment"
        );
        let listed = answers(&puzzle, &answer, &name);
        for solution in &listed {
            assert_eq!(puzzle.verify(solution), Vec::<String>::new(), "{name}");
        }
        // The independent backtracking search is exponential: up to 8x8 it decides; the
        // larger generated instances are checked by every connectivity of the CNF here and
        // in `tests/yinyang/cli.rs`, and were checked by an independent CP-SAT model (see
        // their answer files).
        let found = if puzzle.givens.size().area() <= 64 {
            searched += 1;
            search(&puzzle)
        } else {
            let mut session = crate::solve::Session::new(&puzzle, crate::solve::ClueMode::Fixed).unwrap();
            let mut found = Vec::new();
            session.enumerate(Some(2), |s| found.push(s.clone())).unwrap();
            found
        };
        assert_eq!(sorted_rows(&found), sorted_rows(&listed), "{name}");
        assert_eq!(puzzle.contradiction(), None, "{name}");
        let free = puzzle.givens.values().filter(|g| g.is_none()).count();
        // 2^18 colourings of the 5x5 take 25 s in a debug build, a second in a release one.
        if free <= if cfg!(debug_assertions) { 12 } else { 20 } {
            assert_eq!(sorted_rows(&brute_force(&puzzle)), sorted_rows(&listed), "{name}");
        }
    }
    assert_eq!(by_url, 1, "one instance is a URL");
    assert_eq!(searched, 5, "instances decided by the independent search");
}
