//! Exhaustive checks: for every line length up to 8 and every run clue (every subset of its
//! runs unknown, and clues that do not fit), the unrolled CNF with the cells fixed is
//! satisfiable exactly for the words that match the clue (checked against the direct
//! matcher of `encodings::line_tests`, not against the DFA); the size reported equals what
//! the formula received; and unit propagation is a complete line solver.

use super::{Dfa, unroll};
use crate::encodings::line_tests::{
    assert_models_are_the_matching_words, clues as clues_with_unknowns, known_clues, matches, propagate,
};
use varisat::{CnfFormula, ExtendFormula, Lit};

#[test]
fn dfa_for_runs_accepts_exactly_the_matching_words() {
    for n in 0..=8 {
        for clue in clues_with_unknowns(n) {
            let dfa = Dfa::for_clue(&clue);
            for bits in 0..1u32 << n {
                let word: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
                assert_eq!(dfa.accepts(&word), matches(&clue, &word), "{clue:?} {word:?}");
            }
        }
    }
}

#[test]
fn unrolled_lines_have_exactly_the_matching_models() {
    assert_models_are_the_matching_words(|solver, clue, cells| {
        unroll(solver, &Dfa::for_clue(clue), cells);
    });
}

#[test]
fn reported_size_is_what_the_formula_got() {
    for n in 0..=10 {
        for clue in known_clues(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            let size = unroll(&mut formula, &Dfa::for_runs(&clue), &cells);
            assert_eq!(size.variables, formula.var_count() - n, "{clue:?}");
            assert_eq!(size.clauses, formula.len(), "{clue:?}");
        }
    }
}

/// The claim of `encodings/dfa.md`: from any partial line, unit propagation alone fixes
/// exactly the cells a complete line solver fixes (the value they take in every matching
/// completion) and fails exactly when no completion matches. Every clue with unknown runs
/// and every partial line up to 6 cells (3^n of them).
#[test]
fn unit_propagation_is_a_complete_line_solver() {
    for n in 0..=6 {
        for clue in clues_with_unknowns(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            unroll(&mut formula, &Dfa::for_clue(&clue), &cells);
            for partial in 0..3u32.pow(n as u32) {
                let given: Vec<Option<bool>> = (0..n)
                    .map(|i| [None, Some(false), Some(true)][(partial / 3u32.pow(i as u32) % 3) as usize])
                    .collect();
                let completions: Vec<Vec<bool>> = (0..1u32 << n)
                    .map(|bits| (0..n).map(|i| bits >> i & 1 == 1).collect::<Vec<bool>>())
                    .filter(|w| w.iter().zip(&given).all(|(v, g)| g.is_none_or(|g| g == *v)))
                    .filter(|w| matches(&clue, w))
                    .collect();
                let fixed: Vec<Lit> = cells
                    .iter()
                    .zip(&given)
                    .filter_map(|(&c, g)| g.map(|v| if v { c } else { !c }))
                    .collect();
                let what = format!("clue {clue:?} partial {given:?}");
                let by_line_solver = Dfa::for_clue(&clue).line_solve(&given);
                match &by_line_solver {
                    None => assert!(completions.is_empty(), "{what}: line solver"),
                    Some(line) => {
                        for (i, value) in line.iter().enumerate() {
                            let forced = completions.iter().all(|w| w[i] == completions[0][i]);
                            assert_eq!(value.is_some(), forced, "{what}: line solver, cell {i}");
                            assert!(
                                value.is_none_or(|v| v == completions[0][i]),
                                "{what}: line solver"
                            );
                        }
                    }
                }
                let mut start = vec![None; formula.var_count()];
                for lit in &fixed {
                    start[lit.index()] = Some(lit.is_positive());
                }
                match propagate(&formula, start) {
                    None => assert!(completions.is_empty(), "{what}: propagation failed"),
                    Some(value) => {
                        assert!(!completions.is_empty(), "{what}: propagation missed the conflict");
                        for (i, cell) in cells.iter().enumerate() {
                            let forced = completions.iter().all(|w| w[i] == completions[0][i]);
                            assert_eq!(value[cell.index()].is_some(), forced, "{what}: cell {i}");
                        }
                    }
                }
            }
        }
    }
}
