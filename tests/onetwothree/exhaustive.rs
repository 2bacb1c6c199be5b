//! The 123 puzzle's encoding is exact, checked exhaustively at library level:
//!
//! - Every filling of every grid of at most 12 cells (1xN and Nx1 strips up to 3x4 and 4x3):
//!   a flood-fill rule check written here decides which fillings are valid; the library's
//!   `verify` must agree on every one, and the CNF's models (enumerated through the solving
//!   layer and decoded) must be exactly the valid fillings. Plain `cargo test` checks every
//!   grid of at most 11 cells; the 12-cell grids (3^12 fillings each: 13 s for the three
//!   tests where all the others take 4 s) are ignored tests, which `.ci/run` runs.
//! - The pruned backtracking enumeration of `onetwothree_support` is checked against the
//!   exhaustive one and then against the CNF on 4x4.
//! - The CNF's size against the formula of `encodings/123.md` (no auxiliary variables).

use crate::cnf_by_hand::complete_cnf;
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::Rules;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use crate::onetwothree::onetwothree_support::*;
use crate::solve_options::on_the_cnf;

/// Every grid size with at least 1 and at most 12 cells.
fn small_sizes() -> Vec<Size> {
    (1..=12)
        .flat_map(|h| (1..=12).map(move |w| Size::new(w, h)))
        .filter(|s| s.area() <= 12)
        .collect()
}

/// All 3^(W*H) fillings of `size`: the valid ones by [`obeys_rules`], with the library's
/// `verify` (no givens) checked against it on every filling. The fillings are split by the
/// values of their last two cells among as many threads as there are cores.
fn exhaustive(size: Size) -> BTreeSet<Filling> {
    let (w, h, n) = (size.width, size.height, size.area());
    let fixed = n.min(2);
    let chunks = 3usize.pow(fixed as u32);
    let next = AtomicUsize::new(0);
    let tried = AtomicU64::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(2, |t| t.get())
        .min(chunks);
    let work = || {
        let puzzle = empty_puzzle(size);
        let mut valid = Vec::new();
        loop {
            let chunk = next.fetch_add(1, Ordering::Relaxed);
            if chunk >= chunks {
                return valid;
            }
            let mut cells = vec![1u8; n];
            for k in 0..fixed {
                cells[n - fixed + k] = 1 + (chunk / 3usize.pow(k as u32) % 3) as u8;
            }
            let free = n - fixed;
            loop {
                tried.fetch_add(1, Ordering::Relaxed);
                let ours = obeys_rules(w, h, &cells);
                let grid = Grid::from_vec(size, cells.clone()).unwrap();
                let broken = puzzle.verify(&grid);
                if ours != broken.is_empty() {
                    panic!(
                        "{size}: the rules say {} for {:?}, verify says {broken:?}",
                        if ours { "valid" } else { "invalid" },
                        rows_of(&grid)
                    );
                }
                if ours {
                    valid.push(Filling {
                        width: w,
                        height: h,
                        cells: cells.clone(),
                    });
                }
                // Next filling of the free cells in base 3 (digits 1..=3).
                let Some(i) = cells[..free].iter().position(|&v| v < 3) else {
                    break;
                };
                cells[i] += 1;
                cells[..i].fill(1);
            }
        }
    };
    let valid: BTreeSet<Filling> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(tried.into_inner(), 3u64.pow(n as u32), "{size}: fillings tried");
    valid
}

/// The exhaustive check on the sizes of one test: verify agrees with the rules on every
/// filling, the CNF's solutions (by enumeration and by `AnyPuzzle::count`) are exactly the
/// valid fillings, and the backtracking search finds the same set.
fn check_sizes(sizes: &[Size]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for &size in sizes {
        let valid = exhaustive(size);
        let puzzle = empty_puzzle(size);
        let cnf = cnf_solutions(&puzzle);
        let missing: Vec<_> = valid.difference(&cnf).map(Filling::rows).collect();
        let extra: Vec<_> = cnf.difference(&valid).map(Filling::rows).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{size}: valid fillings the CNF lacks: {missing:?}; CNF solutions that are not valid: {extra:?}"
        );
        let counted =
            gridsat::registry::AnyPuzzle::count(&puzzle, None, &on_the_cnf(false), &AtomicU64::new(0))
                .unwrap();
        assert_eq!(
            (counted.count, counted.complete),
            (valid.len() as u64, true),
            "{size}"
        );
        assert_eq!(valid_by_search(size), valid, "{size}: backtracking search");
        counts.insert(size.to_string(), valid.len());
    }
    counts
}

fn sizes_of_area(areas: std::ops::RangeInclusive<usize>) -> Vec<Size> {
    small_sizes()
        .into_iter()
        .filter(|s| areas.contains(&s.area()))
        .collect()
}

#[test]
fn exhaustive_up_to_11_cells() {
    let counts = check_sizes(&sizes_of_area(1..=11));
    // Hand-checked anchors: 1x1 is `1`; 1x2 is `22`; 1x3 is `333`, `122`, `221`; a 2x2 is
    // an L of 3s with a 1 in the fourth corner (two dominoes of 2s would touch, and so
    // would the two cells a domino leaves).
    // pzprjs's tests count 38 fillings of the empty 3x3 board.
    let anchors = [
        ("1x1", 1),
        ("1x2", 1),
        ("2x1", 1),
        ("1x3", 3),
        ("3x1", 3),
        ("2x2", 4),
        ("3x3", 38),
    ];
    for (size, count) in anchors {
        assert_eq!(counts[size], count, "{size}: {counts:?}");
    }
    // A grid and its transpose have as many fillings.
    for (size, &count) in &counts {
        let (w, h) = size.split_once('x').unwrap();
        assert_eq!(counts[&format!("{h}x{w}")], count, "{size} vs its transpose");
    }
    eprintln!("valid fillings: {counts:?}");
}

#[test]
#[ignore = "run with `--include-ignored`; needs 5-7 s (12 cells; .ci/run runs it)"]
fn exhaustive_3x4_and_4x3() {
    let counts = check_sizes(&[Size::new(3, 4), Size::new(4, 3)]);
    assert_eq!(counts["3x4"], counts["4x3"]);
    eprintln!("valid fillings: {counts:?}");
}

#[test]
#[ignore = "run with `--include-ignored`; needs 5-7 s (12 cells; .ci/run runs it)"]
fn exhaustive_2x6_and_6x2() {
    let counts = check_sizes(&[Size::new(2, 6), Size::new(6, 2)]);
    assert_eq!(counts["2x6"], counts["6x2"]);
    eprintln!("valid fillings: {counts:?}");
}

#[test]
#[ignore = "run with `--include-ignored`; needs 5-7 s (12 cells; .ci/run runs it)"]
fn exhaustive_1x12_and_12x1() {
    let counts = check_sizes(&[Size::new(1, 12), Size::new(12, 1)]);
    assert_eq!(counts["1x12"], counts["12x1"]);
    // Strips: a line is a sequence of 1, 22, 333 blocks with no two equal blocks adjacent.
    let mut ways = [[0u64; 3]; 13]; // ways[n][b]: fillings of n cells ending in block b
    for n in 1..=12usize {
        for b in 0..3 {
            let len = b + 1;
            if len > n {
                continue;
            }
            ways[n][b] = if len == n {
                1
            } else {
                (0..3).filter(|&p| p != b).map(|p| ways[n - len][p]).sum()
            };
        }
    }
    assert_eq!(counts["1x12"] as u64, ways[12].iter().sum::<u64>());
    eprintln!("valid fillings: {counts:?}");
}

#[test]
fn valid_fillings_of_4x4() {
    let valid = valid_by_search(Size::new(4, 4));
    let transposed: BTreeSet<Filling> = valid
        .iter()
        .map(|f| Filling {
            cells: (0..16).map(|i| f.cells[(i % 4) * 4 + i / 4]).collect(),
            ..f.clone()
        })
        .collect();
    assert_eq!(transposed, valid, "the set is closed under transposition");
    let cnf = cnf_solutions(&empty_puzzle(Size::new(4, 4)));
    assert_eq!(cnf, valid, "4x4: CNF solutions vs backtracking search");
    eprintln!("4x4: {} valid fillings", valid.len());
}

/// The CNF's size as `encodings/123.md` gives it: three variables per cell, and
/// Σ_c [6 + C(d,2) + C(d,3)] + Σ_{adjacent a,b} [2 + (d(a)−1)(d(b)−1)] clauses plus one unit
/// per given, with `d` the number of neighbours.
#[test]
fn cnf_size_matches_the_documented_formula() {
    let choose = |n: usize, k: usize| -> usize {
        if k > n {
            0
        } else {
            (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
        }
    };
    let mut rng = StdRng::seed_from_u64(5);
    for h in 1..=7 {
        for w in 1..=7 {
            let size = Size::new(w, h);
            let degree = |i: usize| neighbours(w, h, i).count();
            let per_cell: usize = (0..w * h)
                .map(|i| 6 + choose(degree(i), 2) + choose(degree(i), 3))
                .sum();
            let per_pair: usize = (0..w * h)
                .flat_map(|i| neighbours(w, h, i).filter(move |&j| j > i).map(move |j| (i, j)))
                .map(|(a, b)| 2 + (degree(a) - 1) * (degree(b) - 1))
                .sum();
            let givens: Givens = (0..w * h)
                .filter(|_| rng.random_bool(0.3))
                .map(|i| (i, 1 + (i % 3) as u8))
                .collect();
            let (formula, encoding) = complete_cnf(&puzzle_of(size, &givens));
            assert_eq!(formula.var_count(), 3 * w * h, "{size}");
            assert_eq!(encoding.projection.len(), 3 * w * h, "{size}");
            assert_eq!(
                formula.len(),
                per_cell + per_pair + givens.len(),
                "{size} with {} givens",
                givens.len()
            );
        }
    }
    let cspuz = OneTwoThree::parse(&Source::inline("url", "p?fillomino/t/4/4/g21o21h")).unwrap();
    assert_eq!(complete_cnf(&cspuz).0.len(), 340);
}
