//! The line solver and its explanations against brute force: every clue (known run lengths,
//! and with runs of unknown length) and every partial line up to a length.

use super::*;
use crate::encodings::line_tests::known_clues;
use crate::encodings::regular::runs_of;
use crate::encodings::runs::Run;

/// Every clue of known lengths of a line of `n` cells, plus two that fit none
/// ([`known_clues`]), as runs.
fn clues(n: usize) -> Vec<Vec<Run>> {
    known_clues(n)
        .into_iter()
        .map(|lengths| lengths.into_iter().map(Run::Length).collect())
        .collect()
}

/// Clues with runs of unknown length.
fn unknown_clues() -> Vec<Vec<Run>> {
    use Run::{Length as L, Unknown as U};
    vec![
        vec![U],
        vec![U, U],
        vec![L(2), U],
        vec![U, L(1)],
        vec![L(1), U, L(2)],
        vec![U, U, U],
    ]
}

fn matches(clue: &[Run], line: &[bool]) -> bool {
    let runs = runs_of(line.iter().copied());
    runs.len() == clue.len()
        && clue.iter().zip(&runs).all(|(c, &r)| match *c {
            Run::Length(l) => l == r,
            Run::Unknown => r >= 1,
        })
}

/// Every partial line of `n` cells, as values 0 / 1 / 2 (open).
fn partial_lines(n: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..3usize.pow(n as u32)).map(move |mut code| {
        (0..n)
            .map(|_| {
                let cell = (code % 3) as u8;
                code /= 3;
                cell
            })
            .collect()
    })
}

/// A partial line as two bit masks: the known cells, and which of them are filled.
fn masks(cells: &[u8]) -> (u32, u32) {
    cells
        .iter()
        .enumerate()
        .fold((0, 0), |(known, filled), (i, &c)| match c {
            OPEN => (known, filled),
            _ => (known | 1 << i, filled | u32::from(c == FILLED) << i),
        })
}

/// The known cells of `cells` at `positions` only, as masks.
fn masks_at(cells: &[u8], positions: &[usize]) -> (u32, u32) {
    let mut only = vec![OPEN; cells.len()];
    for &i in positions {
        assert_ne!(
            cells[i], OPEN,
            "{cells:?}: an open cell in the reason {positions:?}"
        );
        only[i] = cells[i];
    }
    masks(&only)
}

/// Checks solve and both explanations on every partial line of `n` cells for `clue`,
/// against the clue's fillings as bit masks.
fn check_clue(clue: &[Run], n: usize) {
    check_clue_on(clue, n, partial_lines(n));
}

/// [`check_clue`] on the partial lines `lines` only.
fn check_clue_on(clue: &[Run], n: usize, lines: impl Iterator<Item = Vec<u8>>) {
    let mut automaton = LineAutomaton::new(clue, n).unwrap();
    let solutions: Vec<u32> = (0..1u32 << n)
        .filter(|&bits| {
            let line: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
            matches(clue, &line)
        })
        .collect();
    let admitted = |(known, filled): (u32, u32)| {
        solutions
            .iter()
            .copied()
            .filter(move |&s| (s ^ filled) & known == 0)
    };
    let mut possible = vec![0u8; n];
    for cells in lines {
        let (mut can_fill, mut can_empty, mut any) = (0u32, 0u32, false);
        for s in admitted(masks(&cells)) {
            any = true;
            can_fill |= s;
            can_empty |= !s;
        }
        let feasible = automaton.solve(&cells, &mut possible);
        assert_eq!(feasible, any, "clue {clue:?} line {cells:?}");
        if !feasible {
            // The explanation alone must rule out every filling.
            let reason = automaton.explain_conflict(&cells);
            assert!(
                admitted(masks_at(&cells, &reason)).next().is_none(),
                "clue {clue:?} line {cells:?}: reason {reason:?} does not rule out every filling"
            );
            continue;
        }
        let expected: Vec<u8> = (0..n)
            .map(|i| (can_empty >> i & 1) as u8 | ((can_fill >> i & 1) as u8) << 1)
            .collect();
        assert_eq!(possible, expected, "clue {clue:?} line {cells:?}");
        for (i, &can) in possible.iter().enumerate() {
            if cells[i] != OPEN || can == 3 {
                continue;
            }
            let value = if can == 1 { EMPTY } else { FILLED };
            let reason = automaton.explain(&cells, i, value);
            let filled = value == FILLED;
            assert!(
                admitted(masks_at(&cells, &reason)).all(|s| (s >> i & 1 == 1) == filled),
                "clue {clue:?} line {cells:?}: reason {reason:?} does not force cell {i}"
            );
        }
    }
}

#[test]
fn line_solver_and_explanations_match_brute_force_up_to_8_cells() {
    for n in 0..=8 {
        for clue in clues(n) {
            check_clue(&clue, n);
        }
    }
}

#[test]
fn clues_with_runs_of_unknown_length() {
    for n in 0..=7 {
        for clue in unknown_clues() {
            check_clue(&clue, n);
        }
    }
}

/// Every clue and every partial line of 9 and 10 cells, and every clue of 11 and 12 cells
/// on 3000 random partial lines each (minutes at the test profile's optimisation: CI runs
/// it).
#[test]
#[ignore = "long: run with --include-ignored (CI does)"]
fn line_solver_and_explanations_match_brute_force_up_to_12_cells() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    for n in 9..=10 {
        for clue in clues(n) {
            check_clue(&clue, n);
        }
    }
    let mut rng = StdRng::seed_from_u64(12);
    for n in 11..=12 {
        for clue in clues(n) {
            let lines: Vec<Vec<u8>> = (0..3000)
                .map(|_| (0..n).map(|_| rng.random_range(0..3u8)).collect())
                .collect();
            check_clue_on(&clue, n, lines.into_iter());
        }
    }
}

/// Lines of more than 64 states use wider state sets (u128, arrays of words): a tight clue
/// whose one filling is known, and a conflict at either end.
#[test]
fn long_lines_span_several_words() {
    for (runs, n) in [(32, 95), (80, 239), (300, 899), (1000, 2999)] {
        check_tight_clue(runs, n);
    }
}

/// `runs` runs of 2 in `n = 3 * runs - 1` cells: one filling.
fn check_tight_clue(runs: usize, n: usize) {
    let tight: Vec<Run> = (0..runs).map(|_| Run::Length(2)).collect();
    let mut automaton = LineAutomaton::new(&tight, n).unwrap();
    let mut possible = vec![0u8; n];
    let open = vec![OPEN; n];
    assert!(automaton.solve(&open, &mut possible));
    let expected: Vec<u8> = (0..n).map(|i| if i % 3 == 2 { 1 } else { 2 }).collect();
    assert_eq!(possible, expected);
    let mut cells = open.clone();
    cells[0] = EMPTY;
    cells[n - 1] = EMPTY;
    assert!(!automaton.solve(&cells, &mut possible));
    // Either cell alone rules the line out; the explanation keeps one.
    let reason = automaton.explain_conflict(&cells);
    assert!(reason == [0] || reason == [n - 1], "{reason:?}");
}

#[test]
fn loose_long_lines_fix_nothing() {
    let clue: Vec<Run> = (0..30).map(|_| Run::Length(2)).collect();
    let n = 95;
    let mut automaton = LineAutomaton::new(&clue, n).unwrap();
    let mut possible = vec![0u8; n];
    let open = vec![OPEN; n];
    assert!(automaton.solve(&open, &mut possible));
    // 30 runs of 2 need 89 cells: a slack of 6 cells leaves no run an overlap.
    assert!(possible.iter().all(|&p| p == 3));
}
