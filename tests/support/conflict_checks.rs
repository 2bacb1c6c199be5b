//! Checking a conflict that `analyze` names: the clues, assumed alone in a fresh varisat
//! session (constraints derived from clues only with all their sources), have no solution,
//! and without any one of them the rest have one. Shared by the analyze tests and the
//! `--solver` tests.
//!
//! Every test binary whose main.rs declares this module compiles all of it.
#![allow(dead_code)]

use gridsat::puzzle::Puzzle;
use gridsat::solve::{ClueMode, Session, clue_assumptions};

/// Asserts that the clues called `names` are a minimal conflict of `puzzle`; `what` names
/// the puzzle in the messages.
pub fn check_minimal_conflict<P: Puzzle>(puzzle: &P, names: &[String], what: &str) {
    assert!(!names.is_empty(), "no clue named: {what}");
    let mut session = Session::new(puzzle, ClueMode::Assumed).unwrap();
    let clues = session.encoding().clues.clone();
    for name in names {
        assert!(
            clues.iter().any(|c| c.is_given() && &c.name == name),
            "{name} is not a clue: {what}"
        );
    }
    let kept = |except: Option<&String>| -> Vec<bool> {
        clues
            .iter()
            .map(|c| !c.is_given() || (names.contains(&c.name) && Some(&c.name) != except))
            .collect()
    };
    let all = clue_assumptions(&clues, &kept(None));
    assert!(
        session.solve(&all).unwrap().is_none(),
        "{names:?} have a solution: {what}"
    );
    for name in names {
        let without = clue_assumptions(&clues, &kept(Some(name)));
        assert!(
            session.solve(&without).unwrap().is_some(),
            "{name} is not needed in {names:?}: {what}"
        );
    }
}
