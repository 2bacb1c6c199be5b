//! Borders given between cells of a 123 puzzle (puzz.link's editor writes them into
//! Fillomino URLs): the cells on either side belong to different groups.
//!
//! - On small grids with random borders and givens, every filling is checked: the library's
//!   `verify` and the CNF's models (enumerated and counted) must agree exactly with the rules
//!   checked here (a flood fill, group labels compared across each border).
//! - Borders survive every round trip: native file, URL (the play link), and back.
//! - Each border adds what `encodings/123.md` says, and the size estimate counts it exactly.
//! - From the command line: the URL pzprjs writes for the cspuz example with one border
//!   drawn, `verify` naming a broken border, `analyze` naming a border among conflicting
//!   clues, and `draw` ruling given borders thick.

use crate::cnf_by_hand::complete_cnf;
use crate::run_gridsat;
use gridsat::grid::{Grid, Pos, Size};
use gridsat::limits::CnfSize;
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::{Encode, Notation, Rules};
use gridsat::puzzles::onetwothree::{Border, OneTwoThree};
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

use crate::onetwothree::onetwothree_support::*;
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

/// The group label of every cell (row-major): cells share a label exactly when a path of
/// equal neighbours joins them. Union-find, written here from the rules.
fn group_labels(w: usize, cells: &[u8]) -> Vec<usize> {
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut parent: Vec<usize> = (0..cells.len()).collect();
    for i in 0..cells.len() {
        for j in [i + 1, i + w] {
            let beside = j == i + 1 && j % w != 0;
            if j < cells.len() && (beside || j == i + w) && cells[i] == cells[j] {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            }
        }
    }
    (0..cells.len()).map(|i| root(&mut parent, i)).collect()
}

/// A random puzzle of `size`: each border with probability `border`, each given with `given`.
fn random_puzzle(size: Size, border: f64, given: f64, rng: &mut StdRng) -> OneTwoThree {
    let mut puzzle = OneTwoThree::new(Grid::from_fn(size, |_| {
        rng.random_bool(given).then(|| rng.random_range(1..=3))
    }));
    puzzle.borders = size
        .adjacent_pairs()
        .filter(|_| rng.random_bool(border))
        .map(|(a, b)| Border::between(a, b).unwrap())
        .collect();
    puzzle.borders.sort();
    puzzle
}

/// Every filling of the puzzle's size that keeps the rules, its givens and its borders,
/// checked here; `verify` must agree on every filling.
fn valid_fillings(puzzle: &OneTwoThree) -> BTreeSet<Filling> {
    let size = puzzle.size();
    let (w, h, n) = (size.width, size.height, size.area());
    let mut valid = BTreeSet::new();
    let mut cells = vec![1u8; n];
    loop {
        let labels = group_labels(w, &cells);
        let index = |pos: Pos| pos.row * w + pos.col;
        let keeps = obeys_rules(w, h, &cells)
            && size
                .cells()
                .all(|p| puzzle.givens[p].is_none_or(|g| g == cells[index(p)]))
            && puzzle.borders.iter().all(|border| {
                let (a, b) = border.cells();
                labels[index(a)] != labels[index(b)]
            });
        let grid = Grid::from_vec(size, cells.clone()).unwrap();
        let broken = puzzle.verify(&grid);
        assert_eq!(
            keeps,
            broken.is_empty(),
            "{:?} {:?}: {broken:?}",
            puzzle.borders,
            rows_of(&grid)
        );
        if keeps {
            valid.insert(filling_of_rows(&rows_of(&grid)));
        }
        let Some(i) = cells.iter().position(|&v| v < 3) else {
            return valid;
        };
        cells[i] += 1;
        cells[..i].fill(1);
    }
}

#[test]
fn the_cnf_and_verify_keep_exactly_the_fillings_that_respect_the_borders() {
    let mut rng = StdRng::seed_from_u64(123);
    let mut solvable = 0;
    for (size, rounds) in [
        (Size::new(3, 3), 6),
        (Size::new(4, 2), 10),
        (Size::new(2, 4), 10),
        (Size::new(3, 2), 10),
    ] {
        for round in 0..rounds {
            let puzzle = random_puzzle(size, 0.3, if round % 2 == 0 { 0.0 } else { 0.2 }, &mut rng);
            let valid = valid_fillings(&puzzle);
            assert_eq!(cnf_solutions(&puzzle), valid, "{size} {:?}", puzzle.borders);
            let counted =
                gridsat::registry::AnyPuzzle::count(&puzzle, None, &on_the_cnf(false), &AtomicU64::new(0))
                    .unwrap();
            assert_eq!((counted.count, counted.complete), (valid.len() as u64, true));
            solvable += usize::from(!valid.is_empty());
        }
    }
    // The random puzzles are not all trivially without solution.
    assert!(solvable >= 10, "only {solvable} puzzles with a solution");
}

#[test]
fn borders_survive_the_native_format_and_the_url() {
    let mut rng = StdRng::seed_from_u64(7);
    for (w, h) in [(4, 4), (7, 3), (1, 6), (6, 1), (9, 11)] {
        let puzzle = random_puzzle(Size::new(w, h), 0.2, 0.3, &mut rng);
        assert!(!puzzle.borders.is_empty());
        let native = puzzle.to_native();
        assert!(native.contains("\nborders r"), "{native}");
        assert_eq!(
            OneTwoThree::parse(&Source::inline("p.123", native.clone())).unwrap(),
            puzzle,
            "{native}"
        );
        let url = puzzle.play_links().into_iter().next().unwrap();
        assert_eq!(
            OneTwoThree::parse(&Source::inline("url", url.clone())).unwrap(),
            puzzle,
            "{url}"
        );
    }
    // Borders listed on several lines, in any order, written either way round.
    let text = "123 3x2\nborders r1c2-r1c1\n...\n# between\n.2.\nborders r2c3-r1c3 r1c1-r1c2\n";
    let puzzle = OneTwoThree::parse(&Source::inline("p.123", text)).unwrap();
    let cells = puzzle.borders.iter().map(|b| b.to_string()).collect::<Vec<_>>();
    assert_eq!(cells, ["r1c1-r1c2", "r1c3-r2c3"]);
    let error =
        OneTwoThree::parse(&Source::inline("p.123", "123 2x2\n..\n..\nborders  r1c1-r2c2\n")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "p.123:4:10: expected a border `rNcM-rNcM` between two adjacent cells, found `r1c1-r2c2`"
    );
}

/// The cspuz example (unique: `2212/1332/2313/2133`) with the border between r1c1 and r1c2
/// drawn in pzprjs's editor, which puts `g00000` after the cells.
const BORDERED_URL: &str = "https://puzz.link/p?fillomino/t/4/4/g21o21hg00000";

#[test]
fn a_url_with_borders_is_solved_with_them() {
    let plain = OneTwoThree::parse(&Source::inline("url", "p?fillomino/t/4/4/g21o21h")).unwrap();
    assert_eq!(
        gridsat::registry::AnyPuzzle::count(&plain, None, &on_the_cnf(false), &AtomicU64::new(0))
            .unwrap()
            .count,
        1
    );
    // Its only solution has 2s on both sides of the border: with it, none is left.
    let bordered = OneTwoThree::parse(&Source::inline("url", BORDERED_URL)).unwrap();
    assert_eq!(
        gridsat::registry::AnyPuzzle::count(&bordered, None, &on_the_cnf(false), &AtomicU64::new(0))
            .unwrap()
            .count,
        0
    );
    // Borders can also make a puzzle unique: the empty 3x3 of pzprjs has 38 solutions.
    let text = "123 3x3\n...\n...\n...\nborders r1c1-r2c1 r1c3-r2c3 r2c1-r3c1 r2c2-r2c3\n";
    let puzzle = OneTwoThree::parse(&Source::inline("p.123", text)).unwrap();
    let empty = empty_puzzle(Size::new(3, 3));
    let count = |p: &OneTwoThree| {
        gridsat::registry::AnyPuzzle::count(p, None, &on_the_cnf(false), &AtomicU64::new(0))
            .unwrap()
            .count
    };
    assert_eq!(count(&empty), 38);
    assert_eq!(count(&puzzle) as usize, valid_fillings(&puzzle).len());
    assert!(count(&puzzle) < 38);
}

#[test]
fn commands_honour_borders() {
    use run_gridsat::output_in;
    let root = run_gridsat::root();
    let run = |args: &[&str]| output_in(&root, args, "");
    let (code, stdout, _) = run(&["solve", BORDERED_URL]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("no solution"), "{stdout}");
    assert!(
        stdout.contains("\nborders given: r1c1-r1c2\n"),
        "the picture lists the border: {stdout}"
    );
    let (code, stdout, _) = run(&["analyze", "--format", "json", BORDERED_URL]);
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("border r1c1-r1c2"),
        "the border among the conflicting clues: {stdout}"
    );
    // The plain puzzle's solution breaks the border.
    let dir = tempfile::tempdir().unwrap();
    let solution = dir.path().join("solution.txt");
    std::fs::write(&solution, "2212\n1332\n2313\n2133\n").unwrap();
    let (code, stdout, _) = run(&["verify", BORDERED_URL, solution.to_str().unwrap()]);
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains(
            "r1c1 and r1c2 both hold 2, so they are one group, across the border given between them"
        ),
        "{stdout}"
    );
    // Drawn: the given border is a thick line, and the empty puzzle has none.
    let thick = |input: &str| {
        let (code, svg, stderr) = run(&["draw", input]);
        assert_eq!(code, 0, "{stderr}");
        svg.matches("class=\"thick\"").count()
    };
    assert_eq!(thick("p?fillomino/t/4/4/g21o21h"), 0);
    assert_eq!(thick(BORDERED_URL), 1);
}

#[test]
fn each_border_adds_a_literal_three_clauses_and_its_unit_as_the_estimate_counts() {
    let mut rng = StdRng::seed_from_u64(5);
    for (w, h) in [(3, 3), (6, 4), (1, 5), (10, 10)] {
        let puzzle = random_puzzle(Size::new(w, h), 0.3, 0.2, &mut rng);
        let plain = OneTwoThree::new(puzzle.givens.clone());
        let cnf = |p: &OneTwoThree| CnfSize::of(&complete_cnf(p).0);
        let borders = puzzle.borders.len() as u64;
        let added = CnfSize {
            variables: borders,
            clauses: 4 * borders,
            literals: 10 * borders,
        };
        assert_eq!(cnf(&puzzle), cnf(&plain) + added, "{w}x{h}");
        assert_eq!(puzzle.cnf_estimate(), plain.cnf_estimate() + added, "{w}x{h}");
        assert_eq!(
            puzzle.cnf_estimate(),
            cnf(&puzzle),
            "{w}x{h}: the estimate is exact"
        );
    }
}
