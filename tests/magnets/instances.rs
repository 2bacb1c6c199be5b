//! Library-level tests of Magnets on the instances in `instances/magnets` (whose `.answer`
//! files list every solution): solving, counting, uniqueness, the DIMACS round trip through
//! a fresh varisat solver, the Tatham ID and native formats (on generated puzzles too), and
//! `verify` on broken solutions. The generator's promises are in `generator.rs`.

use crate::cnf_by_hand::complete_cnf;
use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzle::{Generate, Notation, Rules};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::magnets::{End, Magnets, Pole};
use gridsat::report::Status;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::BTreeSet;
use std::path::PathBuf;
use varisat::{ExtendFormula, Lit, Solver};

use crate::answer_files::{instance_files, read_answers};
use crate::magnets::common::{grid_of, rows_of};
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

/// One instance file, its puzzle and every solution from its `.answer` file.
struct Instance {
    name: String,
    path: PathBuf,
    puzzle: Magnets,
    answers: Vec<Vec<String>>,
}

impl Instance {
    fn answer_set(&self) -> BTreeSet<Vec<String>> {
        self.answers.iter().cloned().collect()
    }
}

fn instances() -> Vec<Instance> {
    let paths = instance_files("magnets", "magnets");
    assert!(paths.len() >= 6, "instances found: {paths:?}");
    paths
        .into_iter()
        .map(|path| {
            let source = Source::from_file(&path, &Default::default()).unwrap();
            let puzzle = Magnets::parse(&source).unwrap_or_else(|e| panic!("{e}"));
            let answers = read_answers(&path.with_extension("answer"));
            assert!(!answers.is_empty(), "{}: no answers", path.display());
            Instance {
                name: path.file_stem().unwrap().to_string_lossy().into_owned(),
                path,
                puzzle,
                answers,
            }
        })
        .collect()
}

#[test]
fn instances_solve_count_and_uniqueness_match_the_answers() {
    for instance in instances() {
        let Instance {
            name,
            puzzle,
            answers,
            ..
        } = &instance;
        let all = instance.answer_set();
        assert_eq!(all.len(), answers.len(), "{name}: duplicate answers");
        for answer in answers {
            let grid = grid_of(answer);
            assert_eq!(grid.size(), puzzle.size(), "{name}");
            assert_eq!(
                puzzle.verify(&grid),
                Vec::<String>::new(),
                "{name}: answer {answer:?}"
            );
            let parsed = puzzle
                .parse_solution(&Source::inline("answer", answer.join("\n")))
                .unwrap();
            assert_eq!(parsed, grid, "{name}");
            assert_eq!(&puzzle.solution_rows(&grid), answer, "{name}");
        }

        let solved = gridsat::registry::AnyPuzzle::solve(puzzle, &on_the_cnf(true)).unwrap();
        assert_eq!(solved.status, Status::Solved, "{name}: {:?}", solved.violations);
        assert!(solved.violations.is_empty(), "{name}");
        let solution = solved.solution.clone().unwrap();
        assert!(all.contains(&solution), "{name}: {solution:?} is not an answer");
        assert!(puzzle.verify(&grid_of(&solution)).is_empty(), "{name}");
        assert_eq!(solved.unique, Some(answers.len() == 1), "{name}");
        match &solved.other_solution {
            None => assert_eq!(answers.len(), 1, "{name}"),
            Some(other) => {
                assert_ne!(other, &solution, "{name}");
                assert!(all.contains(other), "{name}: {other:?} is not an answer");
            }
        }
        assert_eq!(
            (solved.width, solved.height),
            (puzzle.size().width, puzzle.size().height)
        );
        let (formula, _) = complete_cnf(puzzle);
        assert_eq!(solved.stats.variables, formula.var_count(), "{name}");
        assert_eq!(solved.stats.clauses, formula.len(), "{name}");

        let quick = gridsat::registry::AnyPuzzle::solve(puzzle, &on_the_cnf(false)).unwrap();
        assert_eq!(quick.status, Status::Solved, "{name}");
        assert_eq!(quick.unique, None, "{name}");
        assert!(all.contains(quick.solution.as_ref().unwrap()), "{name}");

        let counted =
            gridsat::registry::AnyPuzzle::count(puzzle, None, &on_the_cnf(false), &AtomicU64::new(0))
                .unwrap();
        assert_eq!(counted.count, answers.len() as u64, "{name}");
        assert!(counted.complete, "{name}");
        let limited =
            gridsat::registry::AnyPuzzle::count(puzzle, Some(1), &on_the_cnf(false), &AtomicU64::new(0))
                .unwrap();
        assert_eq!(limited.count, 1, "{name}");
        assert_eq!(limited.complete, answers.len() == 1, "{name}");
        let exact = gridsat::registry::AnyPuzzle::count(
            puzzle,
            Some(answers.len() as u64),
            &on_the_cnf(false),
            &AtomicU64::new(0),
        )
        .unwrap();
        assert_eq!(exact.count, answers.len() as u64, "{name}");
        assert!(
            exact.complete,
            "{name}: the limit equal to the count still completes"
        );
    }
}

#[test]
fn dimacs_round_trip_through_a_fresh_solver() {
    for instance in instances() {
        let Instance {
            name,
            puzzle,
            answers,
            ..
        } = &instance;
        let all = instance.answer_set();
        let mut bytes = Vec::new();
        gridsat::registry::AnyPuzzle::write_dimacs(
            puzzle,
            &instance.path.display().to_string(),
            &mut bytes,
            "<memory>",
            &Default::default(),
        )
        .unwrap();
        let text = String::from_utf8(bytes).unwrap();
        let (formula, encoding) = complete_cnf(puzzle);

        // The header counts are those of the CNF, and the clauses are the same.
        let header: Vec<usize> = text
            .lines()
            .find_map(|l| l.strip_prefix("p cnf "))
            .unwrap_or_else(|| panic!("{name}: no `p cnf` line"))
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        assert_eq!(header, [formula.var_count(), formula.len()], "{name}");
        let reparsed = varisat::dimacs::DimacsParser::parse(text.as_bytes()).unwrap();
        assert_eq!(reparsed, formula, "{name}: the written CNF is not the CNF");
        assert!(text.contains("c size "), "{name}");

        // `c ind` lists exactly the projection's variables; `c p show` the same.
        let ind: Vec<isize> = text
            .lines()
            .filter_map(|l| l.strip_prefix("c ind "))
            .flat_map(|l| l.split_whitespace().map(|w| w.parse::<isize>().unwrap()))
            .filter(|&v| v != 0)
            .collect();
        let projection: BTreeSet<isize> = encoding.projection.iter().map(|l| l.var().to_dimacs()).collect();
        assert_eq!(ind.iter().copied().collect::<BTreeSet<_>>(), projection, "{name}");
        assert_eq!(ind.len(), projection.len(), "{name}: `c ind` repeats a variable");
        let show: BTreeSet<isize> = text
            .lines()
            .find_map(|l| l.strip_prefix("c p show "))
            .unwrap()
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .filter(|&v| v != 0)
            .collect();
        assert_eq!(show, projection, "{name}");
        // Every projection variable is named by a `c var` line.
        let named: BTreeSet<isize> = text
            .lines()
            .filter_map(|l| l.strip_prefix("c var "))
            .map(|l| {
                l.split_whitespace()
                    .next()
                    .unwrap()
                    .parse::<isize>()
                    .unwrap()
                    .abs()
            })
            .collect();
        assert!(projection.is_subset(&named), "{name}");

        // A fresh solver reads the text, solves it, and its model decodes to an answer.
        let mut solver = Solver::new();
        solver.add_dimacs_cnf(text.as_bytes()).unwrap();
        assert!(solver.solve().unwrap(), "{name}");
        let model = solver.model().unwrap();
        let decoded =
            gridsat::registry::AnyPuzzle::decode(puzzle, &model_source(&model), &Default::default()).unwrap();
        assert_eq!(decoded.status, Status::Solved, "{name}: {:?}", decoded.violations);
        let solution = decoded.solution.unwrap();
        assert!(all.contains(&solution), "{name}: {solution:?}");
        assert!(puzzle.verify(&grid_of(&solution)).is_empty(), "{name}");

        // The same model with one cell variable flipped breaks a clause: decode refuses it.
        let ind_lits: Vec<Lit> = ind.iter().map(|&v| Lit::from_dimacs(v)).collect();
        for &cell in &ind_lits {
            let tampered: Vec<Lit> = model
                .iter()
                .map(|&l| if l.var() == cell.var() { !l } else { l })
                .collect();
            let refused =
                gridsat::registry::AnyPuzzle::decode(puzzle, &model_source(&tampered), &Default::default());
            assert!(
                refused.is_err(),
                "{name}: a model with variable {} flipped was accepted",
                cell.to_dimacs()
            );
        }

        // Enumerating the fresh solver's models projected on `c ind` finds every answer.
        let mut found = BTreeSet::new();
        let mut models = 0;
        let mut solver = Solver::new();
        solver.add_dimacs_cnf(text.as_bytes()).unwrap();
        while solver.solve().unwrap() {
            let model = solver.model().unwrap();
            models += 1;
            assert!(models <= answers.len(), "{name}: more models than answers");
            let truth: BTreeSet<Lit> = model.iter().copied().collect();
            let blocking: Vec<Lit> = ind_lits
                .iter()
                .map(|&l| if truth.contains(&l) { !l } else { l })
                .collect();
            solver.add_clause(&blocking);
            let decoded =
                gridsat::registry::AnyPuzzle::decode(puzzle, &model_source(&model), &Default::default())
                    .unwrap();
            assert_eq!(decoded.status, Status::Solved, "{name}");
            found.insert(decoded.solution.unwrap());
        }
        assert_eq!(models, answers.len(), "{name}: projected model count");
        assert_eq!(found, all, "{name}: the projected models are the answers");
    }
}

/// A solver's answer in SAT-competition form.
fn model_source(model: &[Lit]) -> Source {
    let mut text = String::from("s SATISFIABLE\n");
    for chunk in model.chunks(10) {
        let lits: Vec<String> = chunk.iter().map(|l| l.to_dimacs().to_string()).collect();
        text += &format!("v {}\n", lits.join(" "));
    }
    text += "v 0\n";
    Source::inline("<model>", text)
}

#[test]
fn tatham_ids_and_native_text_describe_the_same_puzzles() {
    for instance in instances() {
        let text = std::fs::read_to_string(&instance.path).unwrap();
        let id = text
            .lines()
            .find_map(|l| l.strip_prefix("# Tatham ID "))
            .unwrap_or_else(|| panic!("{}: no Tatham ID comment", instance.name))
            .trim();
        let from_id = Magnets::parse(&Source::inline("<argument>", id)).unwrap();
        assert_eq!(from_id, instance.puzzle, "{}: {id}", instance.name);
        let prefixed = format!("magnets:{id}");
        let from_prefixed = Magnets::parse(&Source::inline("<argument>", prefixed)).unwrap();
        assert_eq!(from_prefixed, instance.puzzle, "{}", instance.name);
        // The native text carries an ID (the layout may be written without the commas
        // some files use) that parses to the same puzzle.
        assert_native_round_trip(&instance.puzzle);
    }
    for (size, strip) in [
        (Size::new(5, 4), false),
        (Size::new(7, 5), true),
        (Size::new(3, 3), true),
        (Size::new(8, 6), true),
    ] {
        for seed in 0..5 {
            let options = GenerateOptions::new(size).with_strip(strip);
            let (puzzle, _) = Magnets::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert_native_round_trip(&puzzle);
        }
    }
}

/// `to_native` parses back to the same puzzle, and so does its `# Tatham ID` comment.
fn assert_native_round_trip(puzzle: &Magnets) {
    let native = puzzle.to_native();
    let back = Magnets::parse(&Source::inline("native", native.clone())).unwrap();
    assert_eq!(&back, puzzle, "{native}");
    assert_eq!(back.to_native(), native);
    let id = native
        .lines()
        .find_map(|l| l.strip_prefix("# Tatham ID "))
        .unwrap_or_else(|| panic!("no ID in {native}"));
    let from_id = Magnets::parse(&Source::inline("<argument>", id)).unwrap();
    assert_eq!(&from_id, puzzle, "{id}");
}

/// The grid with the domino at `a`-`b` set to `pa`, `pb`.
fn with_domino(grid: &Grid<Pole>, a: Pos, b: Pos, pa: Pole, pb: Pole) -> Grid<Pole> {
    let mut changed = grid.clone();
    changed[a] = pa;
    changed[b] = pb;
    changed
}

#[test]
fn verify_rejects_changed_dominoes_and_wrong_sizes() {
    let mut rejected = 0;
    for instance in instances() {
        let Instance {
            name,
            puzzle,
            answers,
            ..
        } = &instance;
        let all = instance.answer_set();
        for answer in answers {
            let grid = grid_of(answer);
            for (a, b) in puzzle.dominoes() {
                let mut changes = Vec::new();
                match (grid[a], grid[b]) {
                    (Pole::Neutral, _) => {
                        changes.push(with_domino(&grid, a, b, Pole::Plus, Pole::Minus));
                        changes.push(with_domino(&grid, a, b, Pole::Minus, Pole::Plus));
                    }
                    (pa, pb) => {
                        changes.push(with_domino(&grid, a, b, pb, pa));
                        changes.push(with_domino(&grid, a, b, Pole::Neutral, Pole::Neutral));
                    }
                }
                for changed in changes {
                    let violations = puzzle.verify(&changed);
                    // The answers list every solution: a changed grid is valid exactly
                    // when it is another answer.
                    let is_answer = all.contains(&rows_of(&changed));
                    assert_eq!(
                        violations.is_empty(),
                        is_answer,
                        "{name}: domino {a}-{b} changed to {:?}: {violations:?}",
                        rows_of(&changed)
                    );
                    rejected += usize::from(!is_answer);
                }
                // Never a valid domino: equal poles, or one end neutral.
                for (pa, pb) in [
                    (Pole::Plus, Pole::Plus),
                    (Pole::Minus, Pole::Minus),
                    (Pole::Plus, Pole::Neutral),
                    (Pole::Neutral, Pole::Minus),
                ] {
                    let broken = with_domino(&grid, a, b, pa, pb);
                    let violations = puzzle.verify(&broken);
                    assert!(
                        violations.iter().any(|v| v.contains("domino")),
                        "{name}: {a}-{b} as {pa:?}{pb:?}: {violations:?}"
                    );
                }
            }
            // A singleton that is not neutral.
            for (pos, _) in puzzle.layout.iter().filter(|(_, e)| **e == End::Single) {
                for pole in [Pole::Plus, Pole::Minus] {
                    let mut changed = grid.clone();
                    changed[pos] = pole;
                    let violations = puzzle.verify(&changed);
                    assert!(
                        violations.iter().any(|v| v.contains("singleton")),
                        "{name}: singleton {pos} as {pole:?}: {violations:?}"
                    );
                }
            }
            // Wrong sizes: a column or a row more, a row fewer, and the transpose.
            let size = puzzle.size();
            let wrong_sizes = [
                Size::new(size.width + 1, size.height),
                Size::new(size.width, size.height + 1),
                Size::new(size.width, size.height - 1),
                Size::new(size.height, size.width + 1),
            ];
            for wrong in wrong_sizes {
                let other = Grid::from_fn(wrong, |p| if size.contains(p) { grid[p] } else { Pole::Neutral });
                assert!(!puzzle.verify(&other).is_empty(), "{name}: a {wrong} solution");
            }
        }
    }
    assert!(rejected > 100, "only {rejected} changed grids were checked");
}
