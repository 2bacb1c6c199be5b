//! Hanjie against brute force: for every grid size up to 12 cells, every picture's clues
//! are grouped by an exhaustive search (in this file, independent of the CNF), and the
//! library's count, uniqueness verdict and verified solution are compared on a sample of
//! those clue sets; plus every picture of the corpus's small puzzles and the generator.

use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::hanjie::{Hanjie, runs_of};
use gridsat::report::{self, Status};
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::collections::BTreeMap;

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
        let mut solutions: BTreeMap<Clues, Vec<Grid<bool>>> = BTreeMap::new();
        for bits in 0..1u32 << size.area() {
            let grid = picture(size, bits);
            solutions.entry(clues_of(&grid)).or_default().push(grid);
        }
        let mut sets: Vec<(&Clues, &Vec<Grid<bool>>)> = solutions.iter().collect();
        sets.shuffle(&mut rng);
        for ((rows, columns), grids) in sets.into_iter().take(150) {
            let puzzle = Hanjie {
                size,
                rows: rows.clone(),
                columns: columns.clone(),
                goal: None,
            };
            let count = report::count(&puzzle, None).unwrap();
            assert_eq!(
                (count.count, count.complete),
                (grids.len() as u64, true),
                "{size} {rows:?} {columns:?}"
            );
            let solved = report::solve(&puzzle, true).unwrap();
            assert_eq!(solved.status, Status::Solved);
            assert_eq!(solved.unique, Some(grids.len() == 1));
            let rows_text = solved.solution.unwrap();
            assert!(grids.iter().any(|g| puzzle.solution_rows(g) == rows_text));
            checked += 1;
        }
        // A clue set no picture has: unsatisfiable.
        let mut impossible = Hanjie {
            size,
            rows: vec![vec![]; h],
            columns: vec![vec![]; w],
            goal: None,
        };
        impossible.rows[0] = vec![1];
        assert_eq!(
            report::solve(&impossible, true).unwrap().status,
            Status::Unsatisfiable
        );
        assert!(impossible.contradiction().is_some());
    }
    assert!(checked > 700, "{checked}");
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
        let puzzle = Hanjie::parse(&Source::from_file(&path).unwrap()).unwrap();
        let report = report::solve(&puzzle, true).unwrap();
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
            let options = GenerateOptions {
                size: Size::new(w, h),
                strip: false,
                unique: true,
            };
            let (puzzle, picture) = Hanjie::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert!(puzzle.verify(&picture).is_empty());
            let report = report::solve(&puzzle, true).unwrap();
            assert_eq!(report.unique, Some(true));
            assert_eq!(report.solution.unwrap(), puzzle.solution_rows(&picture));
            let native = Hanjie::parse(&Source::inline("g.non", puzzle.to_native())).unwrap();
            assert_eq!(native, puzzle);
        }
    }
}
