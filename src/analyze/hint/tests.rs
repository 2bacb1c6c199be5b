//! Hints on the toy puzzle (`../toy.rs`: any CNF over a row of cells, clues that are cell
//! values, some derived from others) against brute force over every filling, with random
//! answers: some filled from a solution, some at random. The status says what brute force
//! finds; a wrong cell differs from a cell every solution shares (or, when none does, the
//! cells named have no solution together and each is needed); a hinted cell is open and
//! has the value every solution gives it; its clues and filled cells alone, by brute
//! force, leave it no other value, and for search each of them is needed.

use super::*;
use crate::analyze::toy::{Toy, random_toy};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// An answer row for `toy`: each cell `?`, or (`from` given) its value there, or random.
fn answer_row(toy: &Toy, from: Option<&Vec<bool>>, rng: &mut StdRng) -> String {
    (0..toy.cells)
        .map(|cell| {
            if rng.random_bool(0.5) {
                return '?';
            }
            let filled = match from {
                Some(solution) => solution[cell],
                None => rng.random_bool(0.5),
            };
            if filled { '#' } else { '.' }
        })
        .collect()
}

/// The clue indices a step names (`clue 3`), all given.
fn named_clues(toy: &Toy, step: &Step) -> Vec<usize> {
    step.clues
        .iter()
        .map(|name| {
            let index: usize = name.trim_start_matches("clue ").parse().unwrap();
            assert!(toy.clues[index].1.is_empty(), "a derived clue named: {name}");
            index
        })
        .collect()
}

/// The fillings that keep the rules, the clues `clues` (derived ones with their sources)
/// and the answer's cells `cells` (0-based).
fn fillings(toy: &Toy, clues: &[usize], cells: &[usize], answer: &[char]) -> Vec<Vec<bool>> {
    let kept: Vec<bool> = (0..toy.clues.len())
        .map(|i| clues.contains(&i) || !toy.clues[i].1.is_empty())
        .collect();
    toy.brute_force(&kept)
        .into_iter()
        .filter(|f| cells.iter().all(|&c| (answer[c] == '#') == f[c]))
        .collect()
}

/// Checks one hint of `toy` for the answer row `row` against brute force: its status,
/// and the deduction of its step.
fn check(toy: &Toy, row: &str) -> (HintStatus, Option<Deduction>) {
    let answer: Vec<char> = row.chars().collect();
    let source = Source::inline("answer", format!("{row}\n"));
    let hint = hint(toy, Some(&source), &SolveOptions::default())
        .unwrap_or_else(|e| panic!("{toy:?}\nanswer {row}: {e}"));
    let what = format!("{toy:?}\nanswer {row}\n{hint:#?}");
    let every = vec![true; toy.clues.len()];
    let solutions = toy.brute_force(&every);
    let filled: Vec<usize> = (0..toy.cells).filter(|&c| answer[c] != '?').collect();
    if solutions.is_empty() {
        assert_eq!(hint.status, HintStatus::NoSolution, "{what}");
        return (hint.status, None);
    }
    let shared = |cell: usize| {
        let value = solutions[0][cell];
        solutions.iter().all(|s| s[cell] == value).then_some(value)
    };
    let differ: Vec<usize> = filled
        .iter()
        .copied()
        .filter(|&c| shared(c).is_some_and(|v| v != (answer[c] == '#')))
        .collect();
    let extended = solutions
        .iter()
        .any(|s| filled.iter().all(|&c| s[c] == (answer[c] == '#')));
    if !differ.is_empty() {
        assert_eq!(hint.status, HintStatus::Wrong, "{what}");
        let named: Vec<usize> = hint.wrong_cells.iter().map(|w| w.cell[1] - 1).collect();
        assert_eq!(named, differ, "{what}");
        return (hint.status, None);
    }
    if !extended {
        assert_eq!(hint.status, HintStatus::Wrong, "{what}");
        let named: Vec<usize> = hint.wrong_cells.iter().map(|w| w.cell[1] - 1).collect();
        assert!(!named.is_empty(), "{what}");
        let extends = |cells: &[usize]| {
            solutions
                .iter()
                .any(|s| cells.iter().all(|&c| s[c] == (answer[c] == '#')))
        };
        assert!(!extends(&named), "{what}");
        for drop in 0..named.len() {
            let mut fewer = named.clone();
            fewer.remove(drop);
            assert!(extends(&fewer), "a wrong cell not needed: {what}");
        }
        return (hint.status, None);
    }
    assert!(
        hint.wrong_cells.is_empty() && hint.broken_rules.is_empty(),
        "{what}"
    );
    let given: Vec<usize> = toy
        .clues
        .iter()
        .filter(|(_, sources)| sources.is_empty())
        .map(|((cell, _), _)| *cell)
        .collect();
    let open: Vec<usize> = (0..toy.cells)
        .filter(|c| answer[*c] == '?' && !given.contains(c))
        .collect();
    if open.is_empty() {
        assert_eq!(hint.status, HintStatus::Solved, "{what}");
        return (hint.status, None);
    }
    if open.iter().all(|&c| shared(c).is_none()) {
        assert_eq!(hint.status, HintStatus::NothingForced, "{what}");
        return (hint.status, None);
    }
    assert_eq!(hint.status, HintStatus::Next, "{what}");
    let step = hint.step.as_ref().unwrap();
    let cell = step.cell[1] - 1;
    assert!(open.contains(&cell), "{what}");
    let value = step.value == '#';
    assert_eq!(shared(cell), Some(value), "{what}");
    let clues = named_clues(toy, step);
    let cells: Vec<usize> = step.filled_cells.iter().map(|c| c[1] - 1).collect();
    assert!(cells.iter().all(|c| filled.contains(c)), "{what}");
    let forces = |clues: &[usize], cells: &[usize]| {
        let left = fillings(toy, clues, cells, &answer);
        !left.is_empty() && left.iter().all(|f| f[cell] == value)
    };
    assert!(
        forces(&clues, &cells),
        "the explanation does not force the cell: {what}"
    );
    if step.deduction == Deduction::Search {
        for drop in 0..clues.len() {
            let mut fewer = clues.clone();
            fewer.remove(drop);
            assert!(!forces(&fewer, &cells), "a clue not needed: {what}");
        }
        for drop in 0..cells.len() {
            let mut fewer = cells.clone();
            fewer.remove(drop);
            assert!(!forces(&clues, &fewer), "a cell not needed: {what}");
        }
    }
    (hint.status, Some(step.deduction))
}

#[test]
fn random_toys_and_answers_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut statuses = Vec::new();
    let mut deductions = Vec::new();
    for _ in 0..1500 {
        let toy = random_toy(&mut rng);
        let solutions = toy.brute_force(&vec![true; toy.clues.len()]);
        let from = match rng.random_bool(0.7) {
            true => solutions.get(rng.random_range(0..solutions.len().max(1))),
            false => None,
        };
        let row = answer_row(&toy, from, &mut rng);
        let (status, deduction) = check(&toy, &row);
        statuses.push(status);
        deductions.extend(deduction);
    }
    for status in [
        HintStatus::Wrong,
        HintStatus::Next,
        HintStatus::Solved,
        HintStatus::NoSolution,
        HintStatus::NothingForced,
    ] {
        assert!(statuses.contains(&status), "{status:?} never seen");
    }
    // Search is too rare on toys this small: `search_finds_what_probing_misses`.
    for deduction in [Deduction::Propagation, Deduction::Probing] {
        assert!(deductions.contains(&deduction), "{deduction:?} never seen");
    }
}

/// A cell forced only through a combination of clues that unit propagation and probing
/// both miss is found by search, with the clues it needs.
#[test]
fn search_finds_what_probing_misses() {
    // x0 ∨ x1 ∨ x2 in each of the 8 sign patterns but the all-false one, over 3 cells,
    // with x3 tied to their conjunction: every filling has x0 = x1 = x2 = true.
    let mut rules: Vec<Vec<(usize, bool)>> = (1..8u32)
        .map(|bits| (0..3).map(|i| (i, bits >> i & 1 == 1)).collect())
        .collect();
    rules.push(vec![(0, false), (1, false), (2, false), (3, true)]);
    let toy = Toy {
        cells: 4,
        rules,
        clues: Vec::new(),
    };
    let hint = hint(&toy, None, &SolveOptions::default()).unwrap();
    let step = hint.step.unwrap();
    assert_eq!(step.deduction, Deduction::Search, "{step:?}");
    assert_eq!(step.clues, Vec::<String>::new());
    assert!(step.explanation.contains("the rules alone"), "{step:?}");
    for row in ["????", "???#", "#???"] {
        assert_eq!(check(&toy, row).0, HintStatus::Next, "{row}");
    }
}

/// An answer of two grids is refused, naming the file.
#[test]
fn an_answer_of_two_grids_is_refused() {
    let toy = Toy {
        cells: 2,
        rules: Vec::new(),
        clues: Vec::new(),
    };
    let source = Source::inline("two.answer", "#.\n\n.#\n");
    let error = hint(&toy, Some(&source), &SolveOptions::default()).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("two.answer: the file lists 2 grids: a hint reads one"),
        "{error}"
    );
}
