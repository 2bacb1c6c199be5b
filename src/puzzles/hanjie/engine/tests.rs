//! The explanation checks catch a corrupted explanation (one cell dropped from it) exactly
//! when brute force says the rest no longer forces the deduction; and a budget makes the
//! search give up.

use super::automaton::{EMPTY, FILLED, LineAutomaton, LineCell, OPEN};
use super::*;
use crate::encodings::regular::runs_of;
use crate::encodings::runs::Run;
use crate::puzzle::Rules;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Whether every filling of `cells` that satisfies `clue` has cell `index` = `value`.
fn forces(clue: &[usize], cells: &[u8], index: usize, value: u8) -> bool {
    let n = cells.len();
    (0..1u32 << n)
        .map(|bits| (0..n).map(|i| bits >> i & 1 == 1).collect::<Vec<bool>>())
        .filter(|line| runs_of(line.iter().copied()) == clue)
        .filter(|line| {
            cells
                .iter()
                .zip(line)
                .all(|(&c, &v)| c == OPEN || (c == FILLED) == v)
        })
        .all(|line| line[index] == (value == FILLED))
}

#[test]
fn a_corrupted_explanation_is_caught() {
    let mut rng = StdRng::seed_from_u64(5);
    let (mut caught, mut checked) = (0, 0);
    while checked < 400 {
        let n = rng.random_range(4..=10);
        let picture: Vec<bool> = (0..n).map(|_| rng.random_bool(0.5)).collect();
        let clue = runs_of(picture.iter().copied());
        let runs: Vec<Run> = clue.iter().map(|&l| Run::Length(l)).collect();
        let mut automaton = LineAutomaton::new(&runs, n).unwrap();
        let cells: Vec<u8> = picture
            .iter()
            .map(|&v| match rng.random_range(0..3) {
                0 => u8::from(v),
                _ => OPEN,
            })
            .collect();
        let mut possible = vec![0; n];
        assert!(automaton.solve(&cells, &mut possible));
        for index in (0..n).filter(|&i| cells[i] == OPEN && possible[i] != 3) {
            let value = if possible[index] == 1 << FILLED {
                FILLED
            } else {
                EMPTY
            };
            // The deduction as the engine makes it: the other value ruled out of the cell.
            let sets: Vec<u64> = cells.iter().map(|&c| c.symbols()).collect();
            let other = usize::from(1 - value);
            let exclusions = automaton.explain_exclusion(&sets, index, other);
            let reason: Vec<usize> = exclusions.iter().map(|&(i, _)| i).collect();
            assert_eq!(reason, automaton.explain(&cells, index, value));
            assert!(check::exclusion(&mut automaton, &sets, &exclusions, index, other).is_ok());
            for dropped in 0..reason.len() {
                let mut corrupted = reason.clone();
                corrupted.remove(dropped);
                let mut only = vec![OPEN; n];
                for &i in &corrupted {
                    only[i] = cells[i];
                }
                let still_forces = forces(&clue, &only, index, value);
                let mut without = exclusions.clone();
                without.remove(dropped);
                let verdict = check::exclusion(&mut automaton, &sets, &without, index, other);
                assert_eq!(verdict.is_ok(), still_forces, "{clue:?} {cells:?} {corrupted:?}");
                caught += usize::from(verdict.is_err());
                checked += 1;
            }
        }
    }
    // Most explanations are already minimal: dropping a cell breaks them.
    assert!(caught * 2 > checked, "{caught} of {checked}");
}

#[test]
fn a_search_over_its_budget_gives_up() {
    let puzzle = crate::puzzles::hanjie::instance("09-dom.non");
    let mut search = Search::new(&puzzle).unwrap();
    search.limit_conflicts(1);
    assert_eq!(search.next_solution(), Found::GaveUp);
    let mut search = Search::new(&puzzle).unwrap();
    let Found::Solution(solution) = search.next_solution() else {
        panic!("09-dom has a solution");
    };
    assert!(puzzle.verify(&solution).is_empty());
    assert_eq!(search.next_solution(), Found::NoMore, "09-dom is unique");
    assert!(search.stats().conflicts > 1);
}
