//! Hanjie against brute force: for every grid size up to 12 cells, every picture's clues
//! are grouped by an exhaustive search (in this file, independent of the CNF), and the
//! library's count, uniqueness verdict and verified solution are compared on a sample of
//! those clue sets, with every clue known and with random runs and lines hidden (`?`), in
//! both line encodings and by the line engine; plus every picture of the corpus's small
//! puzzles and the generator.

use crate::solve_options::{on_the_cnf, searched_by};
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{Generate, Notation, Rules};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::hanjie::Run;
use gridsat::puzzles::hanjie::{Hanjie, LineClue, LineEncoding, runs_of};
use gridsat::report::{Decider, Status};
use gridsat::solve::Engine;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicU64;

type Clues = (Vec<Vec<usize>>, Vec<Vec<usize>>);

fn picture(size: Size, bits: u32) -> Grid<bool> {
    Grid::from_fn(size, |p| bits >> (p.row * size.width + p.col) & 1 == 1)
}

fn clues_of(grid: &Grid<bool>) -> Clues {
    let size = grid.size();
    (
        (0..size.height)
            .map(|r| runs_of(grid.row(r).iter().copied()))
            .collect(),
        (0..size.width)
            .map(|c| runs_of(grid.column(c).copied()))
            .collect(),
    )
}

/// A test-side reading of a clue with unknowns: `None` = the whole line unknown, a run of
/// `None` = any length from 1.
type Masked = Option<Vec<Option<usize>>>;

fn matches(clue: &Masked, runs: &[usize]) -> bool {
    match clue {
        None => true,
        Some(clue) => {
            clue.len() == runs.len() && clue.iter().zip(runs).all(|(c, &r)| c.is_none_or(|c| c == r))
        }
    }
}

fn to_line_clue(clue: &Masked) -> LineClue {
    match clue {
        None => LineClue::Unknown,
        Some(runs) => LineClue::black(runs.iter().map(|r| r.map_or(Run::Unknown, Run::Length))),
    }
}

/// Hides some of the clues: a whole line becomes `?` with probability 1/6, a run with 1/4
/// (but not the only run of a line: a lone `?` is written for an unknown line).
fn mask(clues: &[Vec<usize>], rng: &mut StdRng) -> Vec<Masked> {
    clues
        .iter()
        .map(|runs| {
            (!rng.random_bool(1.0 / 6.0)).then(|| {
                runs.iter()
                    .map(|&r| (runs.len() == 1 || !rng.random_bool(0.25)).then_some(r))
                    .collect()
            })
        })
        .collect()
}

/// Checks count, verdict and solution of one clue set against the pictures that satisfy it.
fn check(size: Size, rows: &[Masked], columns: &[Masked], all: &[Grid<bool>]) {
    let solutions: Vec<&Grid<bool>> = all
        .iter()
        .filter(|g| {
            let (r, c) = clues_of(g);
            rows.iter().zip(&r).all(|(m, runs)| matches(m, runs))
                && columns.iter().zip(&c).all(|(m, runs)| matches(m, runs))
        })
        .collect();
    let ways = [
        (LineEncoding::Placement, Engine::Sat),
        (LineEncoding::Dfa, Engine::Sat),
        (LineEncoding::OrderCover, Engine::Sat),
        (LineEncoding::Placement, Engine::Own),
    ];
    for (encoding, engine) in ways {
        let puzzle = Hanjie {
            encoding,
            ..Hanjie::black_and_white(
                size,
                rows.iter().map(to_line_clue).collect(),
                columns.iter().map(to_line_clue).collect(),
            )
        };
        let what = format!("{size} {encoding:?} {engine:?} {rows:?} {columns:?}");
        let count = gridsat::registry::AnyPuzzle::count(
            &puzzle,
            None,
            &searched_by(engine, false),
            &AtomicU64::new(0),
        )
        .unwrap();
        assert_eq!(
            (count.count, count.complete),
            (solutions.len() as u64, true),
            "{what}"
        );
        let expected_engine = if engine == Engine::Sat {
            Decider::Sat
        } else {
            Decider::Own
        };
        assert_eq!(count.stats.engine, expected_engine, "{what}");
        let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &searched_by(engine, true)).unwrap();
        assert_eq!(solved.stats.engine, expected_engine, "{what}");
        if solutions.len() > 1 {
            // Counted with a limit: stopped there, and said to be incomplete.
            let limited = gridsat::registry::AnyPuzzle::count(
                &puzzle,
                Some(1),
                &searched_by(engine, false),
                &AtomicU64::new(0),
            )
            .unwrap();
            assert_eq!((limited.count, limited.complete), (1, false), "{what}");
        }
        if solutions.is_empty() {
            assert_eq!(solved.status, Status::Unsatisfiable, "{what}");
            continue;
        }
        assert_eq!(solved.status, Status::Solved, "{what}");
        assert_eq!(solved.unique, Some(solutions.len() == 1), "{what}");
        let rows_text = solved.solution.unwrap();
        assert!(
            solutions
                .iter()
                .any(|g| puzzle.solution_rows(&g.map(|&filled| u8::from(filled))) == rows_text),
            "{what}"
        );
    }
}

#[test]
fn counts_and_verdicts_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(11);
    let mut checked = 0;
    for (w, h) in [
        (1, 1),
        (2, 1),
        (1, 3),
        (2, 2),
        (3, 2),
        (2, 3),
        (3, 3),
        (4, 2),
        (4, 3),
        (3, 4),
        (2, 5),
    ] {
        let size = Size::new(w, h);
        let all: Vec<Grid<bool>> = (0..1u32 << size.area()).map(|bits| picture(size, bits)).collect();
        let clue_sets: BTreeSet<Clues> = all.iter().map(clues_of).collect();
        let mut sets: Vec<&Clues> = clue_sets.iter().collect();
        sets.shuffle(&mut rng);
        for (rows, columns) in sets.into_iter().take(120) {
            let known = |clues: &[Vec<usize>]| -> Vec<Masked> {
                clues
                    .iter()
                    .map(|r| Some(r.iter().map(|&l| Some(l)).collect()))
                    .collect()
            };
            check(size, &known(rows), &known(columns), &all);
            check(size, &mask(rows, &mut rng), &mask(columns, &mut rng), &all);
            checked += 1;
        }
        // A clue set no picture has: unsatisfiable, and said so before any search.
        let mut impossible =
            Hanjie::black_and_white(size, vec![LineClue::known(&[]); h], vec![LineClue::known(&[]); w]);
        impossible.rows[0] = LineClue::known(&[1]);
        assert_eq!(
            gridsat::registry::AnyPuzzle::solve(&impossible, &on_the_cnf(true))
                .unwrap()
                .status,
            Status::Unsatisfiable
        );
        assert!(impossible.contradiction().is_some());
    }
    assert!(checked > 600, "{checked}");
}

#[test]
fn small_corpus_puzzles_solve_to_their_goal() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/hanjie");
    for name in [
        "webpbn-00001.non",
        "webpbn-00006.non",
        "webpbn-00021.non",
        "seed/example1.non",
        "ndom/05-dom.non",
    ] {
        let path = root.join(name);
        if !path.exists() {
            continue;
        }
        let puzzle = Hanjie::parse(&Source::from_file(&path, &Default::default()).unwrap()).unwrap();
        let report = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
        assert_eq!(report.status, Status::Solved, "{name}");
        let goal = puzzle.goal.as_ref().expect("corpus files carry a goal");
        if report.unique == Some(true) {
            assert_eq!(report.solution.unwrap(), puzzle.solution_rows(goal), "{name}");
        }
    }
}

#[test]
fn generated_puzzles_are_unique_with_their_picture() {
    for seed in 0..10 {
        for (w, h) in [(5, 5), (8, 6), (10, 10)] {
            let options = GenerateOptions::new(Size::new(w, h));
            let (puzzle, picture) = Hanjie::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert!(puzzle.verify(&picture).is_empty());
            let report = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
            assert_eq!(report.unique, Some(true));
            assert_eq!(report.solution.unwrap(), puzzle.solution_rows(&picture));
            let native = Hanjie::parse(&Source::inline("g.non", puzzle.to_native())).unwrap();
            assert_eq!(native, puzzle);
        }
    }
}
