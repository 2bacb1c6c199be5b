//! Library-level tests on the 123 instances in `instances/123`, whose `.answer` files list
//! every solution: each answer obeys the rules (the flood fill of `onetwothree_support`),
//! keeps the givens and passes `verify`; the solve verdict, count and, on small enough
//! puzzles, every enumerated CNF solution agree with the answers.

use crate::cnf_by_hand::complete_cnf;
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::Rules;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::report::Status;
use gridsat::source::Source;
use std::collections::BTreeSet;

use crate::answer_files::{instance_files, read_answers};
use crate::onetwothree::onetwothree_support::*;
use crate::solve_options::on_the_cnf;
use std::sync::atomic::AtomicU64;

#[test]
fn instances_match_their_answers() {
    for path in instance_files("123", "123") {
        let name = path.display().to_string();
        let puzzle = OneTwoThree::parse(&Source::from_file(&path, &Default::default()).unwrap())
            .unwrap_or_else(|e| panic!("{e}"));
        let answers = read_answers(&path.with_extension("answer"));
        assert!(!answers.is_empty(), "{name}: no answers");
        let all: BTreeSet<Vec<String>> = answers.iter().cloned().collect();
        assert_eq!(all.len(), answers.len(), "{name}: duplicate answers");
        let size = puzzle.size();
        for answer in &answers {
            let filling = filling_of_rows(answer);
            assert_eq!(
                (filling.width, filling.height),
                (size.width, size.height),
                "{name}"
            );
            assert!(
                obeys_rules(size.width, size.height, &filling.cells),
                "{name}: {answer:?}"
            );
            for (pos, given) in puzzle.givens.iter() {
                if let Some(v) = given {
                    assert_eq!(
                        filling.cells[pos.row * size.width + pos.col],
                        *v,
                        "{name}: {answer:?}"
                    );
                }
            }
            assert_eq!(puzzle.verify(&filling.grid()), Vec::<String>::new(), "{name}");
        }
        let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
        assert_eq!(solved.status, Status::Solved, "{name}");
        assert!(all.contains(solved.solution.as_ref().unwrap()), "{name}");
        assert_eq!(solved.unique, Some(answers.len() == 1), "{name}");
        if let Some(other) = &solved.other_solution {
            assert!(all.contains(other), "{name}: {other:?}");
        }
        let (formula, _) = complete_cnf(&puzzle);
        assert_eq!(solved.stats.variables, formula.var_count(), "{name}");
        // Every solution, when there are few enough to list.
        if answers.len() <= 1000 {
            let counted =
                gridsat::registry::AnyPuzzle::count(&puzzle, None, &on_the_cnf(false), &AtomicU64::new(0))
                    .unwrap();
            assert_eq!(counted.count, answers.len() as u64, "{name}");
            if size.area() <= 400 {
                let cnf: BTreeSet<Vec<String>> = cnf_solutions(&puzzle).iter().map(Filling::rows).collect();
                assert_eq!(cnf, all, "{name}");
            }
        }
    }
}
