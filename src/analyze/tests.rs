//! The analysis on the toy puzzle (`toy.rs`: any CNF over a row of cells, clues that are
//! cell values, some derived from others): the backbone against brute force over every
//! filling, conflicts that are unsatisfiable and minimal (checked by brute force), derived
//! clues standing for their sources, and rules that alone have no solution.

use super::toy::{Toy, random_toy};
use super::*;
use crate::puzzle::Notation;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Backbone, solution count and conflicts of random toys against brute force.
#[test]
fn random_toys_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut seen = [0; 3];
    for _ in 0..1500 {
        let toy = random_toy(&mut rng);
        let all = vec![true; toy.clues.len()];
        let solutions = toy.brute_force(&all);
        let analysis = analyze(&toy, &SolveOptions::default()).unwrap();
        let what = format!("{toy:?}\n{analysis:?}");
        match solutions.len() {
            0 => {
                seen[0] += 1;
                assert_eq!(analysis.solutions, SolutionCount::None, "{what}");
                check_conflict(&toy, analysis.conflict.as_ref().unwrap(), &what);
            }
            n => {
                seen[1 + usize::from(n > 1)] += 1;
                let expected = if n == 1 {
                    SolutionCount::One
                } else {
                    SolutionCount::Several
                };
                assert_eq!(analysis.solutions, expected, "{what}");
                let rows: Vec<Vec<String>> = solutions.iter().map(|s| toy.solution_rows(s)).collect();
                let cells: Vec<String> = cell_states(&rows)
                    .iter()
                    .map(|row| row.iter().map(|s| s.unwrap_or(OPEN_CELL)).collect())
                    .collect();
                assert_eq!(analysis.cells.as_ref(), Some(&cells), "{what}");
                for shown in [&analysis.solution, &analysis.other_solution]
                    .into_iter()
                    .flatten()
                {
                    assert!(rows.contains(shown), "{what}");
                }
                assert_eq!(analysis.other_solution.is_some(), n > 1, "{what}");
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
}

/// The named clues have no solution together, and each is needed.
fn check_conflict(toy: &Toy, conflict: &ConflictReport, what: &str) {
    let solutions_with_rules = toy.brute_force(&vec![false; toy.clues.len()]);
    assert_eq!(conflict.rules_alone, solutions_with_rules.is_empty(), "{what}");
    if conflict.rules_alone {
        assert!(conflict.clues.is_empty(), "{what}");
        return;
    }
    let named: Vec<usize> = conflict
        .clues
        .iter()
        .map(|name| name.trim_start_matches("clue ").parse().unwrap())
        .collect();
    assert!(!named.is_empty(), "{what}");
    let kept = |except: Option<usize>| -> Vec<bool> {
        (0..toy.clues.len())
            .map(|i| {
                let derived = !toy.clues[i].1.is_empty();
                derived || (named.contains(&i) && Some(i) != except)
            })
            .collect()
    };
    assert!(toy.brute_force(&kept(None)).is_empty(), "not a conflict: {what}");
    for &i in &named {
        assert!(toy.clues[i].1.is_empty(), "a derived clue named: {what}");
        assert!(
            !toy.brute_force(&kept(Some(i))).is_empty(),
            "clue {i} not needed: {what}"
        );
    }
}

#[test]
fn rules_alone_and_derived_clues() {
    // x0 and not x0: no filling at all.
    let rules_only = Toy {
        cells: 1,
        rules: vec![vec![(0, true)], vec![(0, false)]],
        clues: vec![((0, true), Vec::new())],
    };
    let analysis = analyze(&rules_only, &SolveOptions::default()).unwrap();
    let conflict = analysis.conflict.unwrap();
    assert!(conflict.rules_alone && conflict.clues.is_empty());
    // Clue 2 (not x2) is derived from clues 0 and 1; clue 3 says x2. The conflict is clue 3
    // with the sources of the derived clue.
    let derived = Toy {
        cells: 3,
        rules: Vec::new(),
        clues: vec![
            ((0, true), Vec::new()),
            ((1, true), Vec::new()),
            ((2, false), vec![0, 1]),
            ((2, true), Vec::new()),
        ],
    };
    let analysis = analyze(&derived, &SolveOptions::default()).unwrap();
    assert_eq!(analysis.conflict.unwrap().clues, ["clue 0", "clue 1", "clue 3"]);
}
