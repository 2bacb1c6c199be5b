//! Exhaustive cross-check of the Magnets solver on every small board: all domino layouts
//! (every tiling, with exactly one singleton when the area is odd) of every grid from 1x2 to
//! 4x4, several puzzles per layout, solutions counted by brute force over all 3^dominoes
//! polarity assignments with a rule check written here from the rules (independent of the
//! CNF and of the library's `verify`), and compared with `AnyPuzzle::count` and
//! `AnyPuzzle::solve` (on the CNF).

use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::{Notation, Rules};
use gridsat::puzzles::magnets::{Counts, End, Magnets, Pole};
use gridsat::report::Status;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

use crate::count_checks::check_counts;
use crate::magnets::common::layouts::{Layout, all_layouts, tilings_with_hole};
use crate::magnets::common::{counts_of, rows_of};
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

/// The rules, from scratch: dominoes `+-`, `-+` or neutral; singletons neutral; no two
/// orthogonally adjacent equal poles; every known count met.
fn obeys_rules(layout: &Layout, plus: &Counts, minus: &Counts, poles: &Grid<Pole>) -> bool {
    let size = layout.ends.size();
    if poles.size() != size {
        return false;
    }
    let mut covered = Grid::from_fn(size, |_| false);
    for &(a, b) in &layout.dominoes {
        covered[a] = true;
        covered[b] = true;
        let ok = matches!(
            (poles[a], poles[b]),
            (Pole::Plus, Pole::Minus) | (Pole::Minus, Pole::Plus) | (Pole::Neutral, Pole::Neutral)
        );
        if !ok {
            return false;
        }
    }
    for pos in size.cells() {
        if !covered[pos] && poles[pos] != Pole::Neutral {
            return false;
        }
    }
    for row in 0..size.height {
        for col in 0..size.width {
            let here = poles[Pos::new(row, col)];
            if here == Pole::Neutral {
                continue;
            }
            if col + 1 < size.width && poles[Pos::new(row, col + 1)] == here {
                return false;
            }
            if row + 1 < size.height && poles[Pos::new(row + 1, col)] == here {
                return false;
            }
        }
    }
    for (pole, counts) in [(Pole::Plus, plus), (Pole::Minus, minus)] {
        let actual = counts_of(poles, pole);
        let lines = counts.rows.iter().zip(&actual.rows);
        let lines = lines.chain(counts.cols.iter().zip(&actual.cols));
        for (clue, found) in lines {
            if clue.is_some() && clue != found {
                return false;
            }
        }
    }
    true
}

/// Every polarity assignment of the layout (3 per domino, singletons neutral) that obeys
/// the rules without counts. All 3^dominoes assignments are tried.
fn locally_valid(layout: &Layout) -> Vec<Grid<Pole>> {
    let unknown = Counts {
        cols: vec![None; layout.ends.size().width],
        rows: vec![None; layout.ends.size().height],
    };
    let n = layout.dominoes.len();
    let mut valid = Vec::new();
    let mut choice = vec![0u8; n];
    loop {
        let mut poles = Grid::from_fn(layout.ends.size(), |_| Pole::Neutral);
        for (&(a, b), &c) in layout.dominoes.iter().zip(&choice) {
            let (pa, pb) = match c {
                0 => (Pole::Neutral, Pole::Neutral),
                1 => (Pole::Plus, Pole::Minus),
                _ => (Pole::Minus, Pole::Plus),
            };
            poles[a] = pa;
            poles[b] = pb;
        }
        if obeys_rules(layout, &unknown, &unknown, &poles) {
            valid.push(poles);
        }
        // Next assignment in base 3; done after the last one.
        let Some(i) = choice.iter().position(|&c| c < 2) else {
            break;
        };
        choice[i] += 1;
        choice[..i].fill(0);
    }
    valid
}

fn hide_some(counts: &Counts, rng: &mut StdRng, share: f64) -> Counts {
    let mut hide = |v: &Vec<Option<usize>>| -> Vec<Option<usize>> {
        v.iter()
            .map(|&c| if rng.random_bool(share) { None } else { c })
            .collect()
    };
    Counts {
        cols: hide(&counts.cols),
        rows: hide(&counts.rows),
    }
}

/// Changes one known count by one (up, or down when it is positive and a coin says so).
fn perturb(puzzle: &mut Magnets, rng: &mut StdRng) {
    let mut slots: Vec<&mut Option<usize>> = puzzle
        .plus
        .cols
        .iter_mut()
        .chain(puzzle.plus.rows.iter_mut())
        .chain(puzzle.minus.cols.iter_mut())
        .chain(puzzle.minus.rows.iter_mut())
        .filter(|c| c.is_some())
        .collect();
    if slots.is_empty() {
        return;
    }
    let index = rng.random_range(0..slots.len());
    let slot = &mut slots[index];
    let value = slot.unwrap();
    **slot = Some(if value > 0 && rng.random_bool(0.5) {
        value - 1
    } else {
        value + 1
    });
}

/// Whether the counts visibly allow no solution: a known count over what its line can hold
/// (ceil(len / 2) poles of a kind), or row and column totals of one pole that cannot meet.
fn visibly_impossible(puzzle: &Magnets) -> bool {
    let size = puzzle.layout.size();
    // The poles of one kind a line can hold, and the totals its counts allow: every pole is
    // in one row and one column, so the rows' total and the columns' must be able to meet.
    let (row_most, column_most) = (size.width.div_ceil(2), size.height.div_ceil(2));
    let allowed = |clues: &[Option<usize>], most: usize| {
        let known: usize = clues.iter().flatten().sum();
        (known, known + clues.iter().filter(|c| c.is_none()).count() * most)
    };
    [&puzzle.plus, &puzzle.minus].iter().any(|counts| {
        let too_many = counts.rows.iter().any(|c| c.is_some_and(|k| k > row_most))
            || counts.cols.iter().any(|c| c.is_some_and(|k| k > column_most));
        let (rows_low, rows_high) = allowed(&counts.rows, row_most);
        let (cols_low, cols_high) = allowed(&counts.cols, column_most);
        too_many || rows_low > cols_high || cols_low > rows_high
    })
}

#[derive(Default)]
struct Tally {
    layouts: usize,
    puzzles: usize,
    unsatisfiable: usize,
    unique: usize,
    multiple: usize,
    max_count: usize,
    verify_checks: usize,
}

/// Compares the library with brute force on one puzzle.
fn check_puzzle(
    layout: &Layout,
    valid: &[Grid<Pole>],
    puzzle: &Magnets,
    rng: &mut StdRng,
    tally: &mut Tally,
) {
    let what = format!("{}\n{puzzle:?}", puzzle.to_native());
    let solutions: BTreeSet<Vec<String>> = valid
        .iter()
        .filter(|poles| obeys_rules(layout, &puzzle.plus, &puzzle.minus, poles))
        .map(rows_of)
        .collect();
    let n = solutions.len();
    tally.puzzles += 1;
    tally.max_count = tally.max_count.max(n);
    match n {
        0 => tally.unsatisfiable += 1,
        1 => tally.unique += 1,
        _ => tally.multiple += 1,
    }

    // The library's own verify agrees with the rule check here: on every solution, and on
    // random grids (mostly broken, some breaking only the counts).
    for poles in valid.iter().filter(|p| solutions.contains(&rows_of(p))) {
        assert!(
            puzzle.verify(poles).is_empty(),
            "verify rejects a solution\n{what}"
        );
    }
    let size = puzzle.layout.size();
    for _ in 0..4 {
        let poles = if rng.random_bool(0.5) {
            valid.choose(rng).unwrap().clone()
        } else {
            Grid::from_fn(size, |_| {
                *[Pole::Plus, Pole::Minus, Pole::Neutral].choose(rng).unwrap()
            })
        };
        let ours = obeys_rules(layout, &puzzle.plus, &puzzle.minus, &poles);
        let violations = puzzle.verify(&poles);
        assert_eq!(
            violations.is_empty(),
            ours,
            "verify disagrees with the rules on {:?}: {violations:?}\n{what}",
            rows_of(&poles)
        );
        tally.verify_checks += 1;
    }

    check_counts(puzzle, n, &what);

    let solved = gridsat::registry::AnyPuzzle::solve(puzzle, &on_the_cnf(true)).unwrap();
    if n == 0 {
        assert_eq!(solved.status, Status::Unsatisfiable, "status\n{what}");
        assert_eq!(solved.unique, None, "unique of an unsatisfiable puzzle\n{what}");
        assert_eq!(solved.solution, None, "{what}");
        assert_eq!(
            solved.reason.is_some(),
            visibly_impossible(puzzle),
            "reason {:?}\n{what}",
            solved.reason
        );
    } else {
        assert_eq!(
            solved.status,
            Status::Solved,
            "status {:?}\n{what}",
            solved.violations
        );
        assert_eq!(solved.unique, Some(n == 1), "uniqueness ({n} solutions)\n{what}");
        let first = solved.solution.clone().expect("a solution");
        assert!(
            solutions.contains(&first),
            "solution {first:?} is not one of {solutions:?}\n{what}"
        );
        match &solved.other_solution {
            None => assert_eq!(n, 1, "{what}"),
            Some(second) => {
                assert!(n >= 2, "{what}");
                assert_ne!(&first, second, "{what}");
                assert!(solutions.contains(second), "second solution {second:?}\n{what}");
            }
        }
        assert!(!visibly_impossible(puzzle), "{what}");
    }

    let quick = gridsat::registry::AnyPuzzle::solve(puzzle, &on_the_cnf(false)).unwrap();
    assert_eq!(quick.unique, None, "{what}");
    if n == 0 {
        assert_eq!(quick.status, Status::Unsatisfiable, "{what}");
    } else {
        assert_eq!(quick.status, Status::Solved, "{what}");
        assert!(solutions.contains(quick.solution.as_ref().unwrap()), "{what}");
    }
}

/// Random puzzles of each kind per layout: one round in debug builds (plain `cargo test`),
/// more in release builds, where they cost little.
const ROUNDS: usize = if cfg!(debug_assertions) { 1 } else { 6 };

fn sizes() -> impl Iterator<Item = Size> {
    (1..=4)
        .flat_map(|h| (1..=4).map(move |w| Size::new(w, h)))
        .filter(|s| s.area() >= 2)
}

#[test]
fn layout_enumeration_matches_known_tiling_counts() {
    let count = |w, h| all_layouts(Size::new(w, h)).len();
    // Domino tilings: 2xn are Fibonacci numbers, 3x4 has 11 and 4x4 has 36.
    assert_eq!(count(2, 1), 1);
    assert_eq!(count(2, 2), 2);
    assert_eq!(count(2, 3), 3);
    assert_eq!(count(2, 4), 5);
    assert_eq!(count(4, 3), 11);
    assert_eq!(count(3, 4), 11);
    assert_eq!(count(4, 4), 36);
    // One singleton: 1x3 has it at either end; 3x3 is counted a second way below.
    assert_eq!(count(3, 1), 2);
    assert_eq!(count(1, 3), 2);
    for size in sizes() {
        for layout in all_layouts(size) {
            let singles = layout.ends.values().filter(|&&e| e == End::Single).count();
            assert_eq!(singles, size.area() % 2);
            assert_eq!(layout.dominoes.len(), size.area() / 2);
            // The layout is valid for the library: it parses back from its native text.
            let puzzle = Magnets {
                plus: counts_of(&Grid::from_fn(size, |_| Pole::Neutral), Pole::Plus),
                minus: counts_of(&Grid::from_fn(size, |_| Pole::Neutral), Pole::Minus),
                layout: layout.ends.clone(),
            };
            let text = puzzle.to_native();
            let source = gridsat::source::Source::inline("layout", text);
            assert_eq!(Magnets::parse(&source).unwrap(), puzzle);
            let listed: Vec<(Pos, Pos)> = puzzle.dominoes().collect();
            let mut ours = layout.dominoes.clone();
            ours.sort();
            let mut theirs = listed;
            theirs.sort();
            assert_eq!(ours, theirs, "{size}");
        }
    }
    // 3x3 with a singleton, counted a second way: the singleton at each cell, domino
    // tilings of the rest (found by the same search with no singleton allowed).
    let by_hole: usize = Size::new(3, 3)
        .cells()
        .map(|hole| tilings_with_hole(Size::new(3, 3), hole))
        .sum();
    assert_eq!(count(3, 3), by_hole);
}

#[test]
fn every_small_layout_agrees_with_brute_force() {
    let mut rng = StdRng::seed_from_u64(2024);
    let mut tally = Tally::default();
    for size in sizes() {
        for layout in all_layouts(size) {
            tally.layouts += 1;
            let valid = locally_valid(&layout);
            assert!(!valid.is_empty(), "all neutral is always valid");
            let puzzle_from = |poles: &Grid<Pole>| Magnets {
                layout: layout.ends.clone(),
                plus: counts_of(poles, Pole::Plus),
                minus: counts_of(poles, Pole::Minus),
            };
            // The all-unknown puzzle has exactly the locally valid assignments as solutions.
            let unknown = Counts {
                cols: vec![None; size.width],
                rows: vec![None; size.height],
            };
            let mut puzzles = vec![Magnets {
                layout: layout.ends.clone(),
                plus: unknown.clone(),
                minus: unknown,
            }];
            for _ in 0..ROUNDS {
                // Counts of a random valid assignment: satisfiable.
                let full = puzzle_from(valid.choose(&mut rng).unwrap());
                puzzles.push(full.clone());
                // The same with some counts unknown, at two rates.
                for share in [0.3, 0.7] {
                    puzzles.push(Magnets {
                        plus: hide_some(&full.plus, &mut rng, share),
                        minus: hide_some(&full.minus, &mut rng, share),
                        ..full.clone()
                    });
                }
                // One count perturbed (often unsatisfiable), with and without unknowns.
                let mut perturbed = puzzle_from(valid.choose(&mut rng).unwrap());
                perturb(&mut perturbed, &mut rng);
                puzzles.push(perturbed);
                let mut perturbed = puzzle_from(valid.choose(&mut rng).unwrap());
                perturbed.plus = hide_some(&perturbed.plus, &mut rng, 0.4);
                perturbed.minus = hide_some(&perturbed.minus, &mut rng, 0.4);
                perturb(&mut perturbed, &mut rng);
                puzzles.push(perturbed);
            }
            for puzzle in &puzzles {
                check_puzzle(&layout, &valid, puzzle, &mut rng, &mut tally);
            }
            assert_eq!(
                gridsat::registry::AnyPuzzle::count(
                    &puzzles[0],
                    None,
                    &on_the_cnf(false),
                    &AtomicU64::new(0)
                )
                .unwrap()
                .count,
                valid.len() as u64
            );
        }
    }
    eprintln!(
        "brute force: {} layouts, {} puzzles ({} unsatisfiable, {} unique, {} with several \
         solutions, at most {}), {} verify cross-checks",
        tally.layouts,
        tally.puzzles,
        tally.unsatisfiable,
        tally.unique,
        tally.multiple,
        tally.max_count,
        tally.verify_checks
    );
    assert!(tally.unsatisfiable > 0 && tally.unique > 0 && tally.multiple > 0);
}
