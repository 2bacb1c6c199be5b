//! Exhaustive checks of colour lines: for 2 and 3 colours and every clue of lines up to a
//! few cells (plus clues that do not fit), the automaton accepts exactly the words whose
//! runs are the clue (a direct matcher, not the automaton); the unrolled CNF over one-hot
//! cells has exactly those words as models; and from every partial line, unit propagation
//! and the line solver both keep exactly the symbols some matching completion uses.

use super::{Dfa, unroll_symbols};
use crate::encodings::line_tests::propagate;
use varisat::{CnfFormula, ExtendFormula, Lit};

/// The runs of a word over `0..symbols` (0 the background): `(length, colour)` in order.
fn runs(word: &[usize]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut previous = 0;
    for &cell in word {
        if cell != 0 {
            if previous == cell {
                runs.last_mut().expect("a run is open").0 += 1;
            } else {
                runs.push((1, cell));
            }
        }
        previous = cell;
    }
    runs
}

/// Every word of `n` symbols from `0..symbols`.
fn words(n: usize, symbols: usize) -> Vec<Vec<usize>> {
    (0..symbols.pow(n as u32))
        .map(|code| (0..n).map(|i| code / symbols.pow(i as u32) % symbols).collect())
        .collect()
}

/// Every clue of a word of `n` symbols, plus one that does not fit.
fn clues(n: usize, symbols: usize) -> Vec<Vec<(usize, usize)>> {
    let mut all: Vec<_> = words(n, symbols).iter().map(|w| runs(w)).collect();
    all.sort();
    all.dedup();
    all.push(vec![(1, 1), (n.max(1), 1)]);
    all
}

#[test]
fn colour_automata_accept_exactly_the_words_with_those_runs() {
    for (symbols, longest) in [(3, 7), (4, 5)] {
        for n in 0..=longest {
            for clue in clues(n, symbols) {
                let dfa = Dfa::for_colour_runs(&clue, symbols);
                for word in words(n, symbols) {
                    assert_eq!(dfa.accepts(&word), runs(&word) == clue, "{clue:?} {word:?}");
                }
            }
        }
    }
}

/// A formula with one-hot cells (exactly one symbol each) and the clue's line unrolled.
fn line_formula(clue: &[(usize, usize)], n: usize, symbols: usize) -> (CnfFormula, Vec<Vec<Lit>>) {
    let mut formula = CnfFormula::new();
    let cells: Vec<Vec<Lit>> = (0..n)
        .map(|_| (0..symbols).map(|_| formula.new_lit()).collect())
        .collect();
    for cell in &cells {
        formula.add_clause(cell);
        for (a, &x) in cell.iter().enumerate() {
            for &y in &cell[a + 1..] {
                formula.add_clause(&[!x, !y]);
            }
        }
    }
    let dfa = Dfa::for_colour_runs(clue, symbols);
    unroll_symbols(&mut formula, &dfa, n, &|i, s| cells[i][s]);
    (formula, cells)
}

/// From every partial line (each cell a non-empty set of allowed symbols), propagation on
/// the CNF and the line solver keep exactly the symbols that matching completions use.
#[test]
fn unit_propagation_and_the_line_solver_are_complete_on_colour_lines() {
    for (symbols, longest) in [(3, 4), (4, 3)] {
        let masks: Vec<u64> = (1..1u64 << symbols).collect();
        for n in 0..=longest {
            for clue in clues(n, symbols) {
                let (formula, cells) = line_formula(&clue, n, symbols);
                let dfa = Dfa::for_colour_runs(&clue, symbols);
                for code in 0..masks.len().pow(n as u32) {
                    let allowed: Vec<u64> = (0..n)
                        .map(|i| masks[code / masks.len().pow(i as u32) % masks.len()])
                        .collect();
                    let completions: Vec<Vec<usize>> = words(n, symbols)
                        .into_iter()
                        .filter(|w| w.iter().zip(&allowed).all(|(&s, &m)| m >> s & 1 == 1))
                        .filter(|w| runs(w) == clue)
                        .collect();
                    let used: Vec<u64> = (0..n)
                        .map(|i| completions.iter().fold(0, |m, w| m | 1 << w[i]))
                        .collect();
                    let what = format!("clue {clue:?} allowed {allowed:?}");
                    let solved = dfa.line_solve_symbols(&allowed);
                    assert_eq!(solved, (!completions.is_empty()).then(|| used.clone()), "{what}");

                    let mut start = vec![None; formula.var_count()];
                    for (i, cell) in cells.iter().enumerate() {
                        for (s, lit) in cell.iter().enumerate() {
                            if allowed[i] >> s & 1 == 0 {
                                start[lit.index()] = Some(false);
                            }
                        }
                    }
                    match propagate(&formula, start) {
                        None => assert!(completions.is_empty(), "{what}: propagation failed"),
                        Some(value) => {
                            assert!(!completions.is_empty(), "{what}: conflict missed");
                            for (i, cell) in cells.iter().enumerate() {
                                let open: u64 = (0..symbols)
                                    .filter(|&s| value[cell[s].index()] != Some(false))
                                    .fold(0, |m, s| m | 1 << s);
                                assert_eq!(open, used[i], "{what}: cell {i}");
                            }
                        }
                    }
                }
            }
        }
    }
}
