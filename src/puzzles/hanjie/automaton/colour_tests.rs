//! The line solver and its explanations on colour lines against brute force: for 3 and 4
//! symbols, every clue of lines up to a few cells (and one that does not fit) and every
//! partial line whose cells are any sets of symbols.

use super::*;
use crate::puzzles::hanjie::clue::{ClueRun, runs_of_cells};

/// Every sequence of `n` values below `base`, as `u64`s.
fn sequences(n: usize, base: usize) -> impl Iterator<Item = Vec<u64>> {
    (0..base.pow(n as u32)).map(move |code| {
        (0..n)
            .map(|i| (code / base.pow(i as u32) % base) as u64)
            .collect()
    })
}

/// Every word of `n` symbols from `0..symbols`.
fn words(n: usize, symbols: usize) -> Vec<Vec<u8>> {
    sequences(n, symbols)
        .map(|word| word.into_iter().map(|s| s as u8).collect())
        .collect()
}

/// Every partial line of `n` cells: each cell any set of symbols (the empty set too).
fn partial_lines(n: usize, symbols: usize) -> Vec<Vec<u64>> {
    sequences(n, 1 << symbols).collect()
}

/// Whether `word` keeps to the sets of `cells`.
fn fits(word: &[u8], cells: &[u64]) -> bool {
    word.iter()
        .zip(cells)
        .all(|(&symbol, &set)| set >> symbol & 1 == 1)
}

/// The line with only the exclusions of `reason`: every other cell open.
fn only(reason: &[(usize, u64)], n: usize, all: u64) -> Vec<u64> {
    let mut cells = vec![all; n];
    for &(i, excluded) in reason {
        cells[i] = all & !excluded;
    }
    cells
}

fn check(symbols: usize, n: usize) {
    let all = (1u64 << symbols) - 1;
    let every_word = words(n, symbols);
    let mut clues: Vec<Vec<ClueRun>> = every_word
        .iter()
        .map(|w| runs_of_cells(w.iter().copied()))
        .collect();
    clues.sort();
    clues.dedup();
    clues.push(vec![ClueRun::new(n + 1, 1)]);
    let lines = partial_lines(n, symbols);
    for clue in &clues {
        let dfa = clue_dfa(clue, symbols);
        let mut automaton = LineAutomaton::of(&dfa, n).unwrap();
        let matching: Vec<&Vec<u8>> = every_word
            .iter()
            .filter(|w| runs_of_cells(w.iter().copied()) == *clue)
            .collect();
        let mut possible = vec![0u64; n];
        for cells in &lines {
            let expected =
                matching
                    .iter()
                    .filter(|w| fits(w, cells))
                    .fold(None, |can: Option<Vec<u64>>, w| {
                        let mut can = can.unwrap_or(vec![0; n]);
                        for (i, &symbol) in w.iter().enumerate() {
                            can[i] |= 1 << symbol;
                        }
                        Some(can)
                    });
            let feasible = automaton.solve_symbols(cells, &mut possible);
            assert_eq!(feasible, expected.is_some(), "{clue:?} {cells:?}");
            let Some(expected) = expected else {
                let reason = automaton.explain_conflict_symbols(cells);
                for &(i, excluded) in &reason {
                    assert_eq!(
                        excluded & cells[i],
                        0,
                        "{clue:?} {cells:?}: {reason:?} excludes a symbol the cell allows"
                    );
                }
                let restricted = only(&reason, n, all);
                assert!(
                    !matching.iter().any(|w| fits(w, &restricted)),
                    "{clue:?} {cells:?}: {reason:?} does not rule out every filling"
                );
                continue;
            };
            assert_eq!(possible, expected, "{clue:?} {cells:?}");
            for i in 0..n {
                for symbol in symbols_of(cells[i] & !possible[i]) {
                    let reason = automaton.explain_exclusion(cells, i, symbol);
                    assert!(
                        reason
                            .iter()
                            .all(|&(j, excluded)| j != i && excluded & cells[j] == 0)
                    );
                    let restricted = only(&reason, n, all);
                    assert!(
                        matching
                            .iter()
                            .filter(|w| fits(w, &restricted))
                            .all(|w| usize::from(w[i]) != symbol),
                        "{clue:?} {cells:?}: {reason:?} does not rule out {symbol} at {i}"
                    );
                }
            }
        }
    }
}

#[test]
fn colour_lines_match_brute_force() {
    for (symbols, longest) in [(3, 5), (4, 3), (5, 2)] {
        for n in 1..=longest {
            check(symbols, n);
        }
    }
}
