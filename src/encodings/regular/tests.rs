//! Exhaustive checks: for every line length up to 8 and every run clue that fits, the
//! unrolled CNF with the cells fixed is satisfiable exactly for the words that match the
//! clue (checked against `runs_of`, a direct run count, not against the DFA), and the size reported
//! equals what the formula received.

use super::{Dfa, runs_of, unroll};
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// Every clue whose runs fit in `n` cells (compositions with gaps), plus one that does not.
fn clues(n: usize) -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = (0..1u32 << n)
        .map(|bits| runs_of((0..n).map(|i| bits >> i & 1 == 1)))
        .collect();
    all.sort();
    all.dedup();
    all.push(vec![n + 1]);
    all
}

#[test]
fn dfa_for_runs_accepts_exactly_the_matching_words() {
    for n in 0..=8 {
        for clue in clues(n) {
            let dfa = Dfa::for_runs(&clue);
            for bits in 0..1u32 << n {
                let word: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
                assert_eq!(
                    dfa.accepts(&word),
                    runs_of(word.iter().copied()) == clue,
                    "{clue:?} {word:?}"
                );
            }
        }
    }
}

#[test]
fn unrolled_lines_have_exactly_the_matching_models() {
    for n in 0..=8 {
        for clue in clues(n) {
            let mut solver = Solver::new();
            let _unrelated = solver.new_lit();
            let cells: Vec<Lit> = (0..n)
                .map(|i| {
                    if i % 3 == 1 {
                        !solver.new_lit()
                    } else {
                        solver.new_lit()
                    }
                })
                .collect();
            unroll(&mut solver, &Dfa::for_runs(&clue), &cells);
            for bits in 0..1u32 << n {
                let word: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
                let assumptions: Vec<Lit> = cells
                    .iter()
                    .zip(&word)
                    .map(|(&c, &v)| if v { c } else { !c })
                    .collect();
                solver.assume(&assumptions);
                let satisfiable = solver.solve().unwrap();
                assert_eq!(
                    satisfiable,
                    runs_of(word.iter().copied()) == clue,
                    "n {n} clue {clue:?} word {word:?}"
                );
            }
        }
    }
}

#[test]
fn reported_size_is_what_the_formula_got() {
    for n in 0..=10 {
        for clue in clues(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            let size = unroll(&mut formula, &Dfa::for_runs(&clue), &cells);
            assert_eq!(size.variables, formula.var_count() - n, "{clue:?}");
            assert_eq!(size.clauses, formula.len(), "{clue:?}");
        }
    }
}
