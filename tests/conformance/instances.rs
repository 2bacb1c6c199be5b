//! Every instance against its answer file (every solution, read here): solved with the
//! uniqueness check, counted, and analysed as the answers say; the answer file verified
//! grid by grid, as the tests read it; partly filled answers break no rule; and a puzzle
//! rated easy is solved by unit propagation alone.

use crate::cnf_by_hand::propagated;
use crate::conformance::kinds::{
    Instance, answer_text, folder, for_every_kind, instances, options, relative,
};
use crate::dimacs_files::{competition_answer, parse_cnf};
use gridsat::analyze::{Analysis, Level, OPEN_CELL, SolutionCount};
use gridsat::registry::{AnyPuzzle, Kind};
use gridsat::report::Status;
use gridsat::source::Source;
use std::collections::BTreeSet;
use std::sync::atomic::AtomicU64;
use varisat::{ExtendFormula, Lit};

#[test]
fn every_instance_solves_and_counts_as_its_answer_file_says() {
    for_every_kind(|kind| {
        let all = instances(kind);
        for instance in &all {
            let what = &instance.name;
            let distinct: BTreeSet<&Vec<String>> = instance.answers.iter().collect();
            assert_eq!(distinct.len(), instance.answers.len(), "{what}: an answer twice");
            let report = instance.puzzle.solve(&options()).unwrap();
            assert_eq!(report.status, Status::Solved, "{what}");
            assert!(report.checked, "{what}: the solution was not verified");
            let solution = report.solution.unwrap();
            assert!(
                instance.answers.contains(&solution),
                "{what}: {solution:?} is no answer"
            );
            assert_eq!(report.unique, Some(instance.unique()), "{what}");
            if let Some(other) = &report.other_solution {
                assert!(instance.answers.contains(other) && *other != solution, "{what}");
            }
            // Counted up to one more than the answers: exactly the answers.
            let limit = instance.answers.len() as u64 + 1;
            let counted = instance
                .puzzle
                .count(Some(limit), &options(), &AtomicU64::new(0))
                .unwrap();
            assert_eq!(counted.count, instance.answers.len() as u64, "{what}");
            assert!(counted.complete, "{what}");
        }
    });
}

/// The line of the first row of each grid in an answer file, found here: the first line of
/// each run of lines that are neither blank nor `# ` comments.
fn first_rows(text: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut in_grid = false;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            in_grid = false;
        } else if !line.starts_with("# ") && !in_grid {
            starts.push(i + 1);
            in_grid = true;
        }
    }
    starts
}

/// Regression: `verify` refused the answer files of several solutions. Each grid is checked,
/// where the tests' reader finds it; and the library reads each grid as the tests do (a
/// grid dropped, merged or misread would be drawn otherwise than the same grid alone).
#[test]
fn every_answer_file_verifies_grid_by_grid() {
    for_every_kind(|kind| {
        let mut several = 0;
        for instance in instances(kind) {
            let what = &instance.answer_name;
            let source = instance.answer_source();
            let checks = instance.puzzle.verify(&source).unwrap();
            let lines = first_rows(&source.text);
            assert_eq!(checks.len(), instance.answers.len(), "{what}");
            for ((check, rows), line) in checks.iter().zip(&instance.answers).zip(&lines) {
                assert!(
                    check.is_valid(),
                    "{what}: grid {}: {:?}",
                    check.index,
                    check.broken
                );
                assert_eq!(check.line, *line, "{what}: grid {}", check.index);
                let cells: usize = rows.iter().map(|r| r.chars().count()).sum();
                assert_eq!(check.cells, cells, "{what}: grid {}", check.index);
            }
            if instance.answers.len() > 1 {
                several += 1;
                for (i, rows) in instance.answers.iter().enumerate() {
                    let alone = Source::inline("alone.answer", answer_text(std::slice::from_ref(rows)));
                    let drawn = instance.puzzle.svg(Some((&source, i + 1))).unwrap();
                    assert_eq!(
                        drawn,
                        instance.puzzle.svg(Some((&alone, 1))).unwrap(),
                        "{what}: grid {}",
                        i + 1
                    );
                }
            }
        }
        println!("{}: {several} answer files of several solutions", kind.name);
    });
}

/// Cells of `rows` made unknown (`?`): every `step`-th cell from `first`.
fn unknown_cells(rows: &[String], first: usize, step: usize) -> (Vec<String>, usize) {
    let mut n = 0;
    let mut unknown = 0;
    let rows = rows
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| {
                    n += 1;
                    if n > first && (n - first - 1).is_multiple_of(step) {
                        unknown += 1;
                        '?'
                    } else {
                        c
                    }
                })
                .collect()
        })
        .collect();
    (rows, unknown)
}

/// `?` marks a cell not filled in in every kind. A grid that a solution completes breaks no
/// rule, and is reported incomplete with its unknown cells counted.
#[test]
fn partly_filled_answers_break_no_rule() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let rows = &instance.answers[0];
            for (first, step) in [(0, 2), (1, 3), (0, 1), (2, 7)] {
                let (partial, unknown) = unknown_cells(rows, first, step);
                if unknown == 0 {
                    // A grid too small for this pattern (a 1x1 instance): nothing unknown.
                    continue;
                }
                let source = Source::inline("partial.answer", answer_text(std::slice::from_ref(&partial)));
                let checks = instance.puzzle.verify(&source).unwrap();
                let what = format!("{}: {partial:?}", instance.name);
                assert_eq!(checks.len(), 1, "{what}");
                assert_eq!(checks[0].unknown, unknown, "{what}");
                assert!(checks[0].broken.is_empty(), "{what}: {:?}", checks[0].broken);
                assert!(!checks[0].is_valid(), "{what}");
            }
        }
    });
}

/// The cells where every answer has the same symbol, the others [`OPEN_CELL`].
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

/// `analyze` on every instance: one answer means every cell forced and that solution;
/// several mean the forced cells are exactly those where all answers agree, and the two
/// solutions shown are answers that differ where the analysis says (then it is hard). A
/// puzzle rated easy is solved by propagation alone, to its answer.
#[test]
fn every_analysis_agrees_with_the_answers() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let what = &instance.name;
            let a = instance.puzzle.analyze(&options()).unwrap();
            check_analysis(&a, &instance.answers, what);
            if a.difficulty.as_ref().is_some_and(|d| d.level == Level::Easy) {
                assert!(
                    solved_by_propagation(kind, &instance),
                    "{what}: rated easy, but propagation does not fix every cell in any encoding"
                );
            }
        }
    });
}

fn check_analysis(a: &Analysis, answers: &[Vec<String>], what: &str) {
    let cells = unanimous(answers);
    assert_eq!(a.cells.as_ref(), Some(&cells), "{what}");
    let forced = cells
        .iter()
        .flat_map(|r| r.chars())
        .filter(|&c| c != OPEN_CELL)
        .count();
    assert_eq!(a.forced_cells, forced, "{what}");
    let total: usize = cells.iter().map(|r| r.chars().count()).sum();
    assert_eq!(a.total_cells, total, "{what}");
    let first = a.solution.clone().unwrap();
    assert!(answers.contains(&first), "{what}: first solution not an answer");
    let d = a.difficulty.as_ref().unwrap();
    assert!(d.by_propagation + d.open <= d.variables, "{what}: {d:?}");
    assert_eq!(
        d.level == Level::Easy,
        d.by_propagation == d.variables,
        "{what}: {d:?}"
    );
    assert!(!d.refuted, "{what}");
    if answers.len() == 1 {
        assert_eq!(a.solutions, SolutionCount::One, "{what}");
        assert_eq!(a.other_solution, None, "{what}");
        assert!(a.differing_cells.is_empty(), "{what}");
        return;
    }
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
    assert_eq!(d.level, Level::Hard, "{what}");
}

/// Unit propagation on the complete CNF (`dimacs`) fixes every variable that determines the
/// solution, and a model with those values decodes to the answer: in the encoding the
/// rating is made on, which for a kind rated on its own (Hanjie's line logic) is one of
/// its encodings (the automaton, whose propagation is line logic).
fn solved_by_propagation(kind: &Kind, instance: &Instance) -> bool {
    let mut encodings: Vec<Option<&str>> = vec![None];
    encodings.extend(kind.encodings.iter().map(|&name| Some(name)));
    encodings.into_iter().any(|encoding| {
        let mut puzzle = gridsat::registry::parse(&instance.source(), Some(kind.name)).unwrap();
        if let Some(name) = encoding
            && puzzle.set_encoding(name).is_err()
        {
            return false;
        }
        propagation_solves(puzzle.as_ref(), &instance.answers[0], &instance.name)
    })
}

fn propagation_solves(puzzle: &dyn AnyPuzzle, answer: &[String], what: &str) -> bool {
    let mut text = Vec::new();
    if puzzle
        .write_dimacs(what, &mut text, "<memory>", &Default::default())
        .is_err()
    {
        return false;
    }
    let text = String::from_utf8(text).unwrap();
    let cnf = parse_cnf(&text);
    let formula = varisat::dimacs::DimacsParser::parse(text.as_bytes()).unwrap();
    let values = propagated(&formula).unwrap_or_else(|| panic!("{what}: propagation finds a conflict"));
    let fixed: Vec<Lit> = values
        .iter()
        .enumerate()
        .filter_map(|(index, value)| value.map(|positive| Lit::from_index(index, positive)))
        .collect();
    let fixed_vars: BTreeSet<isize> = fixed.iter().map(|l| l.var().to_dimacs()).collect();
    let projection = if cnf.show.is_empty() { &cnf.ind } else { &cnf.show };
    if !projection.iter().all(|v| fixed_vars.contains(v)) {
        return false;
    }
    // Any model with the propagated values: the solution is theirs.
    let mut solver = varisat::Solver::new();
    solver.add_formula(&formula);
    for &lit in &fixed {
        solver.add_clause(&[lit]);
    }
    assert!(solver.solve().unwrap(), "{what}");
    let model: Vec<isize> = solver.model().unwrap().iter().map(|l| l.to_dimacs()).collect();
    let answer_source = Source::inline("propagated.out", competition_answer(&model, 20));
    let report = puzzle.decode(&answer_source, &Default::default()).unwrap();
    assert_eq!(report.status, Status::Solved, "{what}");
    assert_eq!(report.solution.as_deref(), Some(answer), "{what}");
    true
}

/// Every `.answer` file of the folder answers a puzzle file of the same stem.
#[test]
fn every_answer_file_has_its_puzzle() {
    for_every_kind(|kind| {
        let puzzles: BTreeSet<String> = instances(kind).into_iter().map(|i| i.answer_name).collect();
        let dir = folder(kind);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "answer") {
                let name = relative(&path);
                assert!(puzzles.contains(&name), "{name}: no puzzle file of the same stem");
            }
        }
    });
}

/// The folders of `instances/` are the kinds of the registry, one each: the scripts and
/// the Python tests take the kinds from them.
#[test]
fn the_instance_folders_are_the_kinds() {
    let mut folders: Vec<String> = std::fs::read_dir(crate::conformance::kinds::root().join("instances"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut kinds: Vec<String> = gridsat::registry::KINDS
        .iter()
        .map(|k| k.name.to_string())
        .collect();
    kinds.sort();
    assert_eq!(folders, kinds);
}
