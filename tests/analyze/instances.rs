//! `analyze` on every instance of `instances/` against its `.answer` file (every solution):
//! one answer means every cell forced and that solution; several mean the forced cells are
//! exactly those where all answers agree, and the two solutions shown are answers that
//! differ where the analysis says. A puzzle that propagation alone rates easy (Hanjie: line
//! logic) is solved by the propagation engine to its answer.

use gridsat::analyze::propagate::Propagator;
use gridsat::analyze::{Analysis, Level, OPEN_CELL, SolutionCount};
use gridsat::puzzle::Puzzle;
use gridsat::registry;
use gridsat::solve::{Model, SolveOptions, complete_cnf};
use gridsat::source::Source;
use std::path::Path;
use varisat::Lit;

use crate::answer_files::{instance_files, read_answers};

/// The instances of every kind, each with its answer file.
fn instances() -> Vec<(std::path::PathBuf, Vec<Vec<String>>)> {
    let mut all = Vec::new();
    for (folder, exts) in [
        ("magnets", &["magnets"][..]),
        ("hanjie", &["non", "xml"][..]),
        ("123", &["123"][..]),
        ("yinyang", &["yinyang"][..]),
    ] {
        for ext in exts {
            for path in instance_files(folder, ext) {
                let answers = read_answers(&path.with_extension("answer"));
                all.push((path, answers));
            }
        }
    }
    all
}

fn analyse(path: &Path) -> Analysis {
    let source = Source::from_file(path, &Default::default()).unwrap();
    let puzzle = registry::parse(&source, None).unwrap();
    puzzle.analyze(&SolveOptions::default()).unwrap()
}

/// The cells where every answer has the same symbol, others as `?`.
fn unanimous(answers: &[Vec<String>]) -> Vec<String> {
    let first = &answers[0];
    first
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.chars()
                .enumerate()
                .map(|(c, symbol)| {
                    let same = answers.iter().all(|a| a[r].chars().nth(c) == Some(symbol));
                    if same { symbol } else { OPEN_CELL }
                })
                .collect()
        })
        .collect()
}

#[test]
fn every_instance_agrees_with_its_answers() {
    let all = instances();
    assert!(all.len() >= 50, "{} instances", all.len());
    let mut several = 0;
    for (path, answers) in all {
        let what = path.display().to_string();
        let a = analyse(&path);
        let cells = unanimous(&answers);
        assert_eq!(a.cells.as_ref(), Some(&cells), "{what}");
        let forced = cells
            .iter()
            .flat_map(|r| r.chars())
            .filter(|&c| c != OPEN_CELL)
            .count();
        assert_eq!(a.forced_cells, forced, "{what}");
        assert_eq!(
            a.total_cells,
            cells.iter().map(|r| r.chars().count()).sum::<usize>(),
            "{what}"
        );
        let first = a.solution.clone().unwrap();
        assert!(answers.contains(&first), "{what}: first solution not an answer");
        if answers.len() == 1 {
            assert_eq!(a.solutions, SolutionCount::One, "{what}");
            assert_eq!(a.other_solution, None, "{what}");
            assert!(a.differing_cells.is_empty(), "{what}");
            continue;
        }
        several += 1;
        assert_eq!(a.solutions, SolutionCount::Several, "{what}");
        let second = a.other_solution.clone().unwrap();
        assert!(answers.contains(&second) && second != first, "{what}");
        let differing: Vec<[usize; 2]> = first
            .iter()
            .zip(&second)
            .enumerate()
            .flat_map(|(r, (x, y))| {
                x.chars()
                    .zip(y.chars())
                    .enumerate()
                    .filter(|(_, (p, q))| p != q)
                    .map(move |(c, _)| [r + 1, c + 1])
            })
            .collect();
        assert_eq!(a.differing_cells, differing, "{what}");
        assert!(a.difficulty.as_ref().unwrap().level == Level::Hard, "{what}");
    }
    assert!(several >= 6, "{several} instances with several solutions");
}

/// Unit propagation alone, on the complete CNF, fixes every cell variable of a puzzle rated
/// easy, and the model read from those values is the puzzle's answer (for Hanjie, rated
/// line solvable, on the automaton encoding, whose propagation is line logic).
fn check_easy<P: Puzzle>(puzzle: &P, answer: &[String], what: &str) {
    let complete = puzzle.complete().unwrap();
    let (formula, encoding) = complete_cnf(&complete, &Default::default()).unwrap();
    let engine = Propagator::new(&formula);
    assert!(!engine.refuted(), "{what}");
    let lits: Vec<Lit> = (0..formula.var_count())
        .filter_map(|i| {
            let lit = Lit::from_index(i, true);
            engine.value(lit).map(|v| if v { lit } else { !lit })
        })
        .collect();
    let model = Model::from_lits(&lits);
    assert!(
        encoding.projection.iter().all(|&l| model.get(l).is_some()),
        "{what}"
    );
    let solution = complete.decode(&encoding.vars, &model);
    assert!(complete.verify(&solution).is_empty(), "{what}");
    assert_eq!(complete.solution_rows(&solution), answer, "{what}");
}

#[test]
fn easy_instances_are_solved_by_propagation() {
    use gridsat::puzzles::hanjie::Hanjie;
    use gridsat::puzzles::{magnets::Magnets, onetwothree::OneTwoThree, yinyang::YinYang};
    let mut easy = 0;
    for (path, answers) in instances() {
        let what = path.display().to_string();
        let a = analyse(&path);
        let d = a.difficulty.unwrap();
        assert!(d.by_propagation + d.open <= d.variables, "{what}");
        assert_eq!(
            d.level == Level::Easy,
            d.by_propagation == d.variables,
            "{what}: {d:?}"
        );
        assert!(!d.refuted, "{what}");
        if d.level != Level::Easy {
            continue;
        }
        easy += 1;
        let source = Source::from_file(&path, &Default::default()).unwrap();
        match a.kind {
            "magnets" => check_easy(&Magnets::parse(&source).unwrap(), &answers[0], &what),
            // Rated by line logic, which unit propagation on the automaton encoding is (a
            // colour puzzle's only one).
            "hanjie" => {
                let mut puzzle = Hanjie::parse(&source).unwrap();
                Puzzle::set_encoding(&mut puzzle, "dfa").unwrap();
                check_easy(&puzzle, &answers[0], &what)
            }
            "123" => check_easy(&OneTwoThree::parse(&source).unwrap(), &answers[0], &what),
            "yinyang" => check_easy(&YinYang::parse(&source).unwrap(), &answers[0], &what),
            kind => panic!("unknown kind {kind}"),
        }
    }
    assert!(easy >= 3, "{easy} easy instances");
}
