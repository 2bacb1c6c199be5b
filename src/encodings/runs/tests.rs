//! Exhaustive checks against a direct run matcher (not the encoder): for every line of up
//! to 8 cells and every clue that fits it (lengths, `?` in any position, none) plus clues
//! that do not, the CNF with the cells fixed is satisfiable exactly for the matching words;
//! the reported size is what the formula received and the closed form of
//! `encodings/runs.md`; and unit propagation on partial lines does what the document says.

use super::{Run, place_runs};
use crate::encodings::line_tests::{
    assert_models_are_the_matching_words, assert_reported_size_is_what_the_formula_got, clues, matches,
    partial_lines, propagate, word,
};
use varisat::{CnfFormula, ExtendFormula, Lit};

#[test]
fn placements_have_exactly_the_matching_models() {
    assert_models_are_the_matching_words(|solver, clue, cells| {
        place_runs(solver, clue, cells);
    });
}

/// Variables and clauses as `encodings/runs.md` counts them.
fn closed_form(n: usize, clue: &[Run]) -> (usize, usize) {
    let m = clue.len();
    if m == 0 {
        return (0, n);
    }
    let unknown = clue.iter().filter(|&&r| r == Run::Unknown).count();
    let sum: usize = clue
        .iter()
        .map(|r| if let Run::Length(c) = *r { c } else { 1 })
        .sum();
    let Some(d) = n.checked_sub(sum + m - 1) else {
        return (0, 1);
    };
    let variables = (m + unknown) * d;
    let clauses = n - d + (3 * m + unknown) * d + (m + unknown) * d.saturating_sub(1);
    (variables, clauses)
}

#[test]
fn reported_size_is_what_the_formula_got() {
    assert_reported_size_is_what_the_formula_got(
        |formula, clue, cells| {
            let size = place_runs(formula, clue, cells);
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
    place_runs(&mut formula, &[Run::Length(0)], &cells);
}

/// The boundaries of a matching word: each run's first cell and the cell after its last.
fn boundaries(word: &[bool]) -> Vec<usize> {
    (0..=word.len())
        .filter(|&i| {
            let before = i > 0 && word[i - 1];
            let here = i < word.len() && word[i];
            before != here
        })
        .collect()
}

/// The segment (gap 0, run 0, gap 1, …) that holds cell `i` under these boundaries.
fn segment(bounds: &[usize], i: usize) -> usize {
    bounds.iter().filter(|&&b| b <= i).count()
}

/// Longest line for the propagation check: 3^n partial lines per clue (7 takes about a
/// second unoptimised; it was run once up to 10 in release, 54 s, without a failure).
const UP_MAX_N: usize = 7;

/// Every partial line (each cell empty, filled or open) for every clue: propagation
/// fails exactly when no matching word completes the line; otherwise the leftmost and the
/// rightmost completion (each boundary at its least / greatest value over the completions)
/// are completions, and propagation fixes exactly the open cells that lie in the same
/// segment in both. A complete matching line fixes every variable.
#[test]
fn unit_propagation_keeps_the_extreme_placements() {
    for n in 0..=UP_MAX_N {
        for clue in clues(n) {
            let mut formula = CnfFormula::new();
            let cells: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            place_runs(&mut formula, &clue, &cells);
            let words: Vec<Vec<bool>> = (0..1u32 << n)
                .map(|bits| word(n, bits))
                .filter(|w| matches(&clue, w))
                .collect();
            for partial in partial_lines(n) {
                let fits = |w: &Vec<bool>| w.iter().zip(&partial).all(|(&v, &p)| p.is_none_or(|p| p == v));
                let completions: Vec<&Vec<bool>> = words.iter().filter(|w| fits(w)).collect();
                let mut values = vec![None; formula.var_count()];
                values[..n].copy_from_slice(&partial);
                let propagated = propagate(&formula, values);
                let context = format!("n {n} clue {clue:?} partial {partial:?}");
                let Some(propagated) = propagated else {
                    assert!(
                        completions.is_empty(),
                        "{context}: conflict on a completable line"
                    );
                    continue;
                };
                assert!(!completions.is_empty(), "{context}: no conflict on a dead end");
                let all: Vec<Vec<usize>> = completions.iter().map(|w| boundaries(w)).collect();
                let extreme = |pick: fn(usize, usize) -> usize| -> Vec<usize> {
                    (0..2 * clue.len())
                        .map(|k| all.iter().map(|b| b[k]).reduce(pick).unwrap())
                        .collect()
                };
                let (left, right) = (extreme(usize::min), extreme(usize::max));
                assert!(all.contains(&left) && all.contains(&right), "{context}");
                for i in (0..n).filter(|&i| partial[i].is_none()) {
                    let same = segment(&left, i) == segment(&right, i);
                    let colour = segment(&left, i) % 2 == 1;
                    let expected = same.then_some(colour);
                    assert_eq!(propagated[i], expected, "{context}: cell {i}");
                }
                if partial.iter().all(Option::is_some) {
                    assert!(
                        propagated.iter().all(Option::is_some),
                        "{context}: open variables"
                    );
                }
            }
        }
    }
}

/// Propagation is not a complete line solver: in `1 1` over `??#??` both neighbours of the
/// filled cell are empty in every completion, but each lies in a run in one placement
/// within the bounds and in a gap in another.
#[test]
fn unit_propagation_misses_what_needs_a_case_split() {
    let mut formula = CnfFormula::new();
    let cells: Vec<Lit> = (0..5).map(|_| formula.new_lit()).collect();
    place_runs(&mut formula, &[Run::Length(1), Run::Length(1)], &cells);
    let mut values = vec![None; formula.var_count()];
    values[2] = Some(true);
    let propagated = propagate(&formula, values).unwrap();
    assert_eq!(propagated[..5], [None, None, Some(true), None, None]);
    // Probing does it: filling cell 1 or 3 fails at once, emptying cell 1 does not.
    for (cell, filled, fails) in [(1, true, true), (3, true, true), (1, false, false)] {
        let mut values = propagated.clone();
        values[cell] = Some(filled);
        assert_eq!(
            propagate(&formula, values).is_none(),
            fails,
            "cell {cell} filled {filled}"
        );
    }
}
