//! The 123 puzzle at library level against brute force and by hand:
//!
//! - Random given sets (from valid fillings, from random values, perturbed) on grids up to
//!   4x4: count, uniqueness verdict, status, reason and every enumerated solution match the
//!   valid fillings that keep the givens (enumerated by `onetwothree_support`).
//! - The native and puzz.link URL formats round trip, the cspuz example URL, and the
//!   messages of `verify`.
//!
//! The exhaustive checks are in `exhaustive.rs`, the generator in `generator.rs`, the
//! instances in `instances.rs` and the command line in `cli*.rs`.

use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::{Notation, Rules};
use gridsat::puzzles::onetwothree::{OneTwoThree, to_url};
use gridsat::report::Status;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

use crate::cnf_by_hand::Assumed;
use crate::count_checks::check_counts;
use crate::onetwothree::onetwothree_support::*;
use crate::solve_options::{on_the_cnf, reasoning_first};

/// Whether some connected group of equal given numbers is larger than its number: the
/// contradiction the library reports without search.
fn visibly_impossible(size: Size, givens: &Givens) -> bool {
    let mut cells = vec![0u8; size.area()];
    for &(i, v) in givens {
        cells[i] = v;
    }
    groups(size.width, size.height, &cells)
        .iter()
        .zip(&cells)
        .any(|(&(n, _), &v)| v != 0 && n > usize::from(v))
}

#[derive(Default, Debug)]
struct Tally {
    puzzles: usize,
    unsatisfiable: usize,
    visibly: usize,
    unique: usize,
    multiple: usize,
}

/// Compares the library with brute force on one puzzle of `size` whose valid fillings
/// (without givens) are `valid`.
fn check_givens(size: Size, valid: &BTreeSet<Filling>, givens: &Givens, tally: &mut Tally) {
    let puzzle = puzzle_of(size, givens);
    let what = format!("{size}\n{}", puzzle.to_native());
    let expected: BTreeSet<Filling> = valid
        .iter()
        .filter(|f| givens.iter().all(|&(i, v)| f.cells[i] == v))
        .cloned()
        .collect();
    let rows: BTreeSet<Vec<String>> = expected.iter().map(Filling::rows).collect();
    let n = expected.len();
    tally.puzzles += 1;
    match n {
        0 => tally.unsatisfiable += 1,
        1 => tally.unique += 1,
        _ => tally.multiple += 1,
    }
    let impossible = visibly_impossible(size, givens);
    if impossible {
        tally.visibly += 1;
        assert_eq!(n, 0, "a visible contradiction with solutions\n{what}");
    }

    // Every solution of the CNF: exactly the valid fillings that keep the givens, each
    // accepted by verify.
    let cnf = cnf_solutions(&puzzle);
    assert_eq!(cnf, expected, "enumerated solutions\n{what}");
    for filling in &cnf {
        assert_eq!(puzzle.verify(&filling.grid()), Vec::<String>::new(), "{what}");
        assert!(givens.iter().all(|&(i, v)| filling.cells[i] == v), "{what}");
    }

    check_counts(&puzzle, n, &what);

    let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
    assert!(solved.violations.is_empty(), "{:?}\n{what}", solved.violations);
    assert_eq!((solved.width, solved.height), (size.width, size.height));
    if n == 0 {
        assert_eq!(solved.status, Status::Unsatisfiable, "{what}");
        assert_eq!((solved.unique, &solved.solution), (None, &None), "{what}");
        assert_eq!(
            solved.reason.is_some(),
            impossible,
            "reason {:?}\n{what}",
            solved.reason
        );
        assert!(solved.stats.search, "the CNF engine always searches\n{what}");
        let first_reasoning = gridsat::registry::AnyPuzzle::solve(&puzzle, &reasoning_first(true)).unwrap();
        assert_eq!(first_reasoning.status, Status::Unsatisfiable, "{what}");
        assert_eq!(first_reasoning.stats.search, !impossible, "{what}");
    } else {
        assert_eq!(solved.status, Status::Solved, "{what}");
        assert_eq!(solved.unique, Some(n == 1), "uniqueness ({n} solutions)\n{what}");
        assert_eq!(solved.reason, None, "{what}");
        let first = solved.solution.clone().unwrap();
        assert!(rows.contains(&first), "{first:?} is not a solution\n{what}");
        match &solved.other_solution {
            None => assert_eq!(n, 1, "{what}"),
            Some(other) => {
                assert!(
                    n >= 2 && other != &first && rows.contains(other),
                    "{other:?}\n{what}"
                );
            }
        }
    }
    let quick = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(false)).unwrap();
    assert_eq!(quick.unique, None, "{what}");
    assert_eq!(
        quick.status,
        if n == 0 {
            Status::Unsatisfiable
        } else {
            Status::Solved
        },
        "{what}"
    );
    if n > 0 {
        assert!(rows.contains(quick.solution.as_ref().unwrap()), "{what}");
    }

    // The generator's way: clues not added but assumed, one literal per given.
    let mut assumed = Assumed::new(&puzzle);
    let clues: Vec<_> = assumed.encoding.clues.clone();
    assert_eq!(clues.len(), givens.len(), "one clue per given\n{what}");
    let literals: Vec<_> = clues.iter().flat_map(|c| c.literals.clone()).collect();
    match assumed.solve(&literals) {
        None => assert_eq!(n, 0, "unsatisfiable under the assumed givens\n{what}"),
        Some(solution) => {
            assert!(
                rows.contains(&rows_of(&solution)),
                "{:?}\n{what}",
                rows_of(&solution)
            );
        }
    }
    // Without the assumptions the same session solves the empty board.
    assert!(assumed.solve(&[]).is_some(), "{what}");
}

/// Given sets on one size: from valid fillings (a random share of cells kept), from random
/// values (often impossible), and a kept share with one given changed.
fn random_givens(size: Size, valid: &[&Filling], rng: &mut StdRng, rounds: usize) -> Vec<Givens> {
    let n = size.area();
    let mut sets = vec![Vec::new()];
    for _ in 0..rounds {
        let filling = valid.choose(rng).unwrap();
        let share = rng.random_range(0.1..0.8);
        let kept: Givens = (0..n)
            .filter(|_| rng.random_bool(share))
            .map(|i| (i, filling.cells[i]))
            .collect();
        if !kept.is_empty() {
            let mut changed = kept.clone();
            let k = rng.random_range(0..changed.len());
            changed[k].1 = changed[k].1 % 3 + 1;
            sets.push(changed);
        }
        sets.push(kept);
        let share = rng.random_range(0.1..0.5);
        let mut random = Vec::new();
        for i in 0..n {
            if rng.random_bool(share) {
                random.push((i, rng.random_range(1..=3)));
            }
        }
        sets.push(random);
    }
    sets
}

#[test]
fn random_givens_agree_with_brute_force() {
    let mut rng = StdRng::seed_from_u64(123);
    let mut tally = Tally::default();
    let sizes = [
        (1, 5, 8),
        (5, 1, 8),
        (2, 2, 10),
        (2, 3, 12),
        (3, 3, 20),
        (2, 5, 15),
        (3, 4, 25),
        (4, 3, 25),
        (4, 4, 30),
    ];
    for (w, h, rounds) in sizes {
        let size = Size::new(w, h);
        let valid = valid_by_search(size);
        let list: Vec<&Filling> = valid.iter().collect();
        for givens in random_givens(size, &list, &mut rng, rounds) {
            check_givens(size, &valid, &givens, &mut tally);
        }
    }
    // Hand-made: two touching 1s, three touching 2s, four touching 3s, and an
    // impossible puzzle with no visible contradiction (a lone 2 in a 1x1 grid).
    let hand: [(Size, Givens); 4] = [
        (Size::new(3, 1), vec![(0, 1), (1, 1)]),
        (Size::new(3, 2), vec![(0, 2), (1, 2), (3, 2)]),
        (Size::new(2, 2), vec![(0, 3), (1, 3), (2, 3), (3, 3)]),
        (Size::new(1, 1), vec![(0, 2)]),
    ];
    for (size, givens) in hand {
        let valid = valid_by_search(size);
        check_givens(size, &valid, &givens, &mut tally);
    }
    eprintln!("{tally:?}");
    assert!(tally.puzzles >= 300, "{tally:?}");
    assert!(
        tally.unsatisfiable > 20
            && tally.visibly > 5
            && tally.unsatisfiable > tally.visibly
            && tally.unique > 20
            && tally.multiple > 20,
        "{tally:?}"
    );
}

#[test]
fn native_format_and_urls_round_trip() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..200 {
        let size = Size::new(rng.random_range(1..=30), rng.random_range(1..=12));
        let share = rng.random_range(0.0..1.0);
        let givens = Grid::from_fn(size, |_| rng.random_bool(share).then(|| rng.random_range(1..=3)));
        let puzzle = OneTwoThree::new(givens);
        let native = puzzle.to_native();
        // The header, then one line of cells per row; the play link is the URL.
        let content: Vec<&str> = native.lines().collect();
        assert_eq!(content.len(), size.height + 1, "{native}");
        assert_eq!(content[0], format!("123 {size}"), "{native}");
        assert_eq!(puzzle.play_links().into_iter().next(), Some(to_url(&puzzle)));
        let back = OneTwoThree::parse(&Source::inline("native", native.clone())).unwrap();
        assert_eq!(back, puzzle, "{native}");
        // The same with spaces between cells, comments and blank lines.
        let mut spaced = String::from("# a comment\n\n");
        for (i, line) in content.iter().enumerate() {
            if i == 0 {
                spaced += &format!("{line}\n\n");
            } else {
                let cells: Vec<String> = line.chars().map(String::from).collect();
                spaced += &format!("  {}\n# row {i}\n", cells.join(" "));
            }
        }
        let back = OneTwoThree::parse(&Source::inline("spaced", spaced.clone())).unwrap();
        assert_eq!(back, puzzle, "{spaced}");

        let url = to_url(&puzzle);
        let (w, h) = (size.width, size.height);
        assert!(url.starts_with(&format!("https://puzz.link/p?fillomino/t/{w}/{h}/")));
        let source = Source::inline("url", url.clone());
        assert_eq!(OneTwoThree::detect(&source), Some(1), "{url}");
        assert_eq!(OneTwoThree::parse(&source).unwrap(), puzzle, "{url}");
        // Another host reads the same.
        let other = url.replace("https://puzz.link/", "https://pzprxs.vercel.app/");
        assert_eq!(OneTwoThree::parse(&Source::inline("url", other)).unwrap(), puzzle);
    }
}

#[test]
fn the_cspuz_example_url() {
    let url = "https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h";
    let puzzle = OneTwoThree::parse(&Source::inline("url", url)).unwrap();
    let mut givens = Grid::from_fn(Size::new(4, 4), |_| None);
    for (r, c, v) in [(0, 1, 2), (0, 2, 1), (3, 0, 2), (3, 1, 1)] {
        givens[Pos::new(r, c)] = Some(v);
    }
    assert_eq!(puzzle, OneTwoThree::new(givens));
    let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
    assert_eq!((solved.status, solved.unique), (Status::Solved, Some(true)));
    let expected = ["2212", "1332", "2313", "2133"].map(String::from).to_vec();
    assert_eq!(solved.solution, Some(expected.clone()));
    let valid = valid_by_search(Size::new(4, 4));
    let keeps: Vec<_> = valid
        .iter()
        .filter(|f| {
            [(1, 2), (2, 1), (12, 2), (13, 1)]
                .iter()
                .all(|&(i, v)| f.cells[i] == v)
        })
        .map(Filling::rows)
        .collect();
    assert_eq!(keeps, vec![expected]);
}

#[test]
fn verify_names_each_broken_rule() {
    let puzzle = OneTwoThree::parse(&Source::inline("p", "123 4x2\n1...\n....\n")).unwrap();
    let solution = |text: &str| puzzle.parse_solution(&Source::inline("s", text)).unwrap();
    assert_eq!(puzzle.verify(&solution("1332\n2232\n")), Vec::<String>::new());
    // r1c1 is given 1 but holds 2; the 2s at r1c1 r2c1 r2c2 form a group of 3.
    let broken = puzzle.verify(&solution("2332\n2232\n"));
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(
        broken
            .iter()
            .any(|m| m.contains("r1c1") && m.contains("given as 1")),
        "{broken:?}"
    );
    assert!(
        broken
            .iter()
            .any(|m| m.contains("group of 2s") && m.contains("r1c1 r2c1 r2c2") && m.contains("3 cells")),
        "{broken:?}"
    );
    // A pair of 3s, a lone 3 and a lone 2: three groups too small.
    let broken = puzzle.verify(&solution("1332\n3212\n"));
    assert_eq!(broken.len(), 3, "{broken:?}");
    for group in [
        "3s at r1c2 r1c3 has 2 cells",
        "3s at r2c1 has 1 cell",
        "2s at r2c2 has 1 cell",
    ] {
        assert!(broken.iter().any(|m| m.contains(group)), "{group}: {broken:?}");
    }
    // A solution of the wrong size.
    let small = Grid::from_fn(Size::new(2, 2), |_| 1u8);
    assert_eq!(puzzle.verify(&small).len(), 1);
    // Solution rows round trip.
    let grid = solution("1 3 3 2\n2 2 3 2\n");
    assert_eq!(puzzle.solution_rows(&grid), vec!["1332", "2232"]);
    assert!(
        puzzle
            .parse_solution(&Source::inline("s", "1221\n3342\n"))
            .is_err()
    );
}
