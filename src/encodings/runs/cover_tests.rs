//! The order-plus-cover encoding against a direct run matcher (not the encoder): for every
//! line of up to 8 cells and every clue of `line_tests::clues`, the CNF with the cells fixed
//! is satisfiable exactly for the matching words, and its start and cover variables then
//! mean what they say; the reported size is what the formula received and the closed form
//! of `encodings/order-cover.md`; unit propagation is sound on every partial line.

use super::{Run, cover_runs};
use crate::encodings::line_tests::{
    assert_models_are_the_matching_words, assert_reported_size_is_what_the_formula_got, clues, fixing,
    matches, partial_lines, propagate, runs_in, word,
};
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

#[test]
fn covers_have_exactly_the_matching_models() {
    assert_models_are_the_matching_words(|solver, clue, cells| {
        cover_runs(solver, clue, cells);
    });
}

/// Each run's first cell and the cell after its last, in a word.
fn spans(word: &[bool]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    for i in 0..word.len() {
        if word[i] && (i == 0 || !word[i - 1]) {
            let end = (i..word.len()).find(|&k| !word[k]).unwrap_or(word.len());
            spans.push((i, end));
        }
    }
    spans
}

/// In the model of every matching word, `[s_j ≤ p]` is true exactly when run j starts at or
/// before p, and the cover of run j and cell i exactly when the run covers the cell.
#[test]
fn the_start_and_cover_variables_mean_what_they_say() {
    let mut checked = 0;
    for n in 0..=8 {
        for clue in clues(n) {
            let mut solver = Solver::new();
            let cells: Vec<Lit> = (0..n).map(|_| solver.new_lit()).collect();
            let (_, vars) = cover_runs(&mut solver, &clue, &cells);
            for bits in 0..1u32 << n {
                let word = word(n, bits);
                if !matches(&clue, &word) {
                    continue;
                }
                solver.assume(&fixing(&cells, &word));
                assert!(solver.solve().unwrap());
                let model = solver.model().unwrap();
                let value = |lit: Lit| model.contains(&lit);
                let spans = spans(&word);
                assert_eq!(spans.len(), runs_in(&word).len());
                for (j, &(start, end)) in spans.iter().enumerate() {
                    for &(p, lit) in &vars.starts[j] {
                        assert_eq!(value(lit), start <= p, "{clue:?} {word:?} start {j} {p}");
                        checked += 1;
                    }
                    for &(i, lit) in &vars.covers[j] {
                        assert_eq!(
                            value(lit),
                            start <= i && i < end,
                            "{clue:?} {word:?} cover {j} {i}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked} values checked");
}

/// Variables and clauses as `encodings/order-cover.md` counts them.
fn closed_form(n: usize, clue: &[Run]) -> (usize, usize) {
    let m = clue.len();
    let unknown = clue.iter().filter(|&&r| r == Run::Unknown).count();
    let len: Vec<usize> = clue
        .iter()
        .map(|r| if let Run::Length(c) = *r { c } else { 1 })
        .collect();
    let sum: usize = len.iter().sum();
    if m == 0 {
        return (0, n);
    }
    let Some(d) = (n + 1).checked_sub(sum + m) else {
        return (0, 1);
    };
    let short: usize = len.iter().map(|&c| c.min(d)).sum();
    let always: usize = len.iter().map(|&c| c.saturating_sub(d)).sum();
    let variables = (m + unknown) * d + m * d + short;
    let order = (m + unknown) * d.saturating_sub(1) + unknown * d + (m - 1) * d;
    let definitions = 3 * m * d + short;
    let clauses = order + definitions + (m * d + sum) + (n - always);
    (variables, clauses)
}

#[test]
fn reported_size_is_what_the_formula_got() {
    assert_reported_size_is_what_the_formula_got(
        |formula, clue, cells| {
            let (size, _) = cover_runs(formula, clue, cells);
            (size.variables, size.clauses)
        },
        closed_form,
    );
}

#[test]
#[should_panic(expected = "run lengths are at least 1")]
fn a_run_of_length_zero_is_refused() {
    let mut formula = CnfFormula::new();
    let cells: Vec<Lit> = (0..3).map(|_| formula.new_lit()).collect();
    cover_runs(&mut formula, &[Run::Length(0)], &cells);
}

/// Every partial line of up to 6 cells: propagation never fails on a line some matching
/// word completes, every cell it fixes has that value in every completion, and a complete
/// matching line fixes every variable.
#[test]
fn unit_propagation_is_sound_and_decides_a_complete_line() {
    for n in 0..=6 {
        for clue in clues(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            cover_runs(&mut formula, &clue, &cells);
            let words: Vec<Vec<bool>> = (0..1u32 << n)
                .map(|bits| word(n, bits))
                .filter(|w| matches(&clue, w))
                .collect();
            for partial in partial_lines(n) {
                let fits = |w: &&Vec<bool>| w.iter().zip(&partial).all(|(&v, &p)| p.is_none_or(|p| p == v));
                let completions: Vec<&Vec<bool>> = words.iter().filter(fits).collect();
                let mut values = vec![None; formula.var_count()];
                values[..n].copy_from_slice(&partial);
                let context = format!("n {n} clue {clue:?} partial {partial:?}");
                let Some(propagated) = propagate(&formula, values) else {
                    assert!(
                        completions.is_empty(),
                        "{context}: conflict on a completable line"
                    );
                    continue;
                };
                for i in 0..n {
                    if let Some(value) = propagated[i] {
                        assert!(completions.iter().all(|w| w[i] == value), "{context}: cell {i}");
                    }
                }
                if partial.iter().all(Option::is_some) && !completions.is_empty() {
                    assert!(
                        propagated.iter().all(Option::is_some),
                        "{context}: open variables"
                    );
                }
            }
        }
    }
}
