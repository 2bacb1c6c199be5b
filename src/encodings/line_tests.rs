//! Test helpers shared by the line encodings' exhaustive tests (`regular`, `runs`): words,
//! a direct run matcher (independent of every encoder), every clue of short lines, and a
//! unit propagator over a `CnfFormula`.

use super::runs::Run;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// The run lengths of a word, directly.
pub(crate) fn runs_in(word: &[bool]) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut current = 0;
    for &cell in word.iter().chain([&false]) {
        if cell {
            current += 1;
        } else if current > 0 {
            runs.push(current);
            current = 0;
        }
    }
    runs
}

/// Whether a word's runs match a clue (an unknown run matches any length).
pub(crate) fn matches(clue: &[Run], word: &[bool]) -> bool {
    let runs = runs_in(word);
    runs.len() == clue.len()
        && runs.iter().zip(clue).all(|(&length, &run)| match run {
            Run::Length(c) => length == c,
            Run::Unknown => true,
        })
}

/// The word of `n` cells whose cell i is bit i of `bits`.
pub(crate) fn word(n: usize, bits: u32) -> Vec<bool> {
    (0..n).map(|i| bits >> i & 1 == 1).collect()
}

/// Every clue that fits `n` cells: the runs of every word, with every subset of the runs
/// made unknown (the empty clue included), then clues that do not fit.
pub(crate) fn clues(n: usize) -> Vec<Vec<Run>> {
    let mut all = Vec::new();
    for bits in 0..1u32 << n {
        let runs = runs_in(&word(n, bits));
        for unknown in 0..1u32 << runs.len() {
            let clue = runs
                .iter()
                .enumerate()
                .map(|(j, &c)| {
                    if unknown >> j & 1 == 1 {
                        Run::Unknown
                    } else {
                        Run::Length(c)
                    }
                })
                .collect();
            all.push(clue);
        }
    }
    all.sort();
    all.dedup();
    all.push(vec![Run::Length(n + 1)]);
    all.push(vec![Run::Length(n.max(1)), Run::Unknown]);
    all.push(vec![Run::Unknown; n.div_ceil(2) + 1]);
    all
}

/// Every clue of known run lengths that fits `n` cells (the runs of every word, the empty
/// clue included), then two that do not: one run of `n + 1` and two runs of `n / 2 + 1`.
pub(crate) fn known_clues(n: usize) -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = (0..1u32 << n).map(|bits| runs_in(&word(n, bits))).collect();
    all.sort();
    all.dedup();
    all.push(vec![n + 1]);
    all.push(vec![n / 2 + 1, n / 2 + 1]);
    all
}

/// Every word with runs `lengths` whose cell i takes a value colour set `cells[i]` allows
/// (bit 0: empty, bit 1: filled, as line logic holds a black-and-white cell).
pub(crate) fn fillings(lengths: &[usize], cells: &[u64]) -> Vec<Vec<bool>> {
    let n = cells.len();
    (0..1u32 << n)
        .map(|bits| word(n, bits))
        .filter(|line| {
            line.iter()
                .zip(cells)
                .all(|(&filled, &set)| set >> u8::from(filled) & 1 == 1)
                && runs_in(line) == lengths
        })
        .collect()
}

/// Unit propagation to a fixpoint from `values` (indexed by variable); `None` on a conflict.
pub(crate) fn propagate(formula: &CnfFormula, mut values: Vec<Option<bool>>) -> Option<Vec<Option<bool>>> {
    loop {
        let mut changed = false;
        for clause in formula.iter() {
            let mut open = Vec::new();
            let mut satisfied = false;
            for &lit in clause {
                match values[lit.index()] {
                    Some(v) if v == lit.is_positive() => satisfied = true,
                    Some(_) => {}
                    None => open.push(lit),
                }
            }
            match open[..] {
                _ if satisfied => {}
                [] => return None,
                [lit] => {
                    values[lit.index()] = Some(lit.is_positive());
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            return Some(values);
        }
    }
}

/// Checks a line encoding exhaustively: for every line of up to 8 cells and every clue of
/// [`clues`], with cells of mixed polarity among unrelated variables, `encode` followed by
/// fixing the cells is satisfiable exactly for the words that match the clue.
pub(crate) fn assert_models_are_the_matching_words(encode: impl Fn(&mut Solver<'static>, &[Run], &[Lit])) {
    for n in 0..=8 {
        for clue in clues(n) {
            let mut solver = Solver::new();
            let _before = solver.new_lit();
            let cells: Vec<Lit> = (0..n)
                .map(|i| {
                    if i % 3 == 1 {
                        !solver.new_lit()
                    } else {
                        solver.new_lit()
                    }
                })
                .collect();
            let _between = solver.new_lit();
            encode(&mut solver, &clue, &cells);
            let _after = solver.new_lit();
            for bits in 0..1u32 << n {
                let word = word(n, bits);
                solver.assume(&fixing(&cells, &word));
                assert_eq!(
                    solver.solve().unwrap(),
                    matches(&clue, &word),
                    "n {n} clue {clue:?} word {word:?}"
                );
            }
        }
    }
}

/// The literals that fix `cells` to `word` (as assumptions).
pub(crate) fn fixing(cells: &[Lit], word: &[bool]) -> Vec<Lit> {
    cells
        .iter()
        .zip(word)
        .map(|(&c, &v)| if v { c } else { !c })
        .collect()
}

/// Every partial line of `n` cells, each cell empty, filled or open: 3^n of them.
pub(crate) fn partial_lines(n: usize) -> impl Iterator<Item = Vec<Option<bool>>> {
    (0..3usize.pow(n as u32)).map(move |code| {
        (0..n)
            .map(|i| [None, Some(false), Some(true)][code / 3usize.pow(i as u32) % 3])
            .collect()
    })
}

/// Checks the size a line encoding reports: for every line of up to 10 cells and every
/// clue of [`clues`], `encode` (which returns the variables it added beyond the cells and
/// its clauses) reports what the formula received and what `closed_form` counts (the
/// encoding document's formula).
pub(crate) fn assert_reported_size_is_what_the_formula_got(
    encode: impl Fn(&mut CnfFormula, &[Run], &[Lit]) -> (usize, usize),
    closed_form: fn(usize, &[Run]) -> (usize, usize),
) {
    for n in 0..=10 {
        for clue in clues(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            let (variables, clauses) = encode(&mut formula, &clue, &cells);
            assert_eq!(variables, formula.var_count() - n, "{clue:?}");
            assert_eq!(clauses, formula.len(), "{clue:?}");
            assert_eq!((variables, clauses), closed_form(n, &clue), "n {n} {clue:?}");
        }
    }
}
