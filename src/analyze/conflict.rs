//! Why a puzzle has no solution: a small set of clues that already conflict, for a designer
//! to mend. The clues are assumed ([`ClueMode::Assumed`](crate::solve::ClueMode)), derived
//! constraints only while all their sources are. The solver's failed assumptions give a
//! first core; deletion then drops each clue whose removal keeps the set unsatisfiable
//! (narrowing to the new core after each such call), so every clue left is necessary:
//! without any one of them the others have a solution. With a program as solver (no failed
//! assumptions) deletion starts from all the clues.

use crate::error::Error;
use crate::puzzle::{Clue, PuzzleKind};
use crate::solve::{Session, clue_assumptions, imposed};
use std::collections::HashSet;
use varisat::Lit;

/// What keeps a puzzle from having a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// The rules alone admit no filling of the grid, whatever the clues.
    Rules,
    /// These given clues (indices into the encoding's clues) have no solution together,
    /// and each is needed for that.
    Clues(Vec<usize>),
}

/// The result of [`minimal_conflict`], with the solver calls it made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConflictSearch {
    /// The conflict, or `None` when the puzzle with all its clues has a solution.
    pub(crate) conflict: Option<Conflict>,
    /// Solver calls made.
    pub(crate) calls: usize,
}

/// Finds a minimal conflicting set of clues. `session` must assume its clues
/// ([`ClueMode::Assumed`](crate::solve::ClueMode)).
pub(crate) fn minimal_conflict<P: PuzzleKind>(session: &mut Session<'_, P>) -> Result<ConflictSearch, Error> {
    let clues = session.encoding().clues.clone();
    let mut search = ConflictSearch {
        conflict: None,
        calls: 1,
    };
    if session.solve(&[])?.is_none() {
        search.conflict = Some(Conflict::Rules);
        return Ok(search);
    }
    let mut kept = vec![true; clues.len()];
    search.calls += 1;
    if !unsatisfiable(session, &clues, &mut kept)? {
        return Ok(search);
    }
    for index in 0..clues.len() {
        if !kept[index] || !clues[index].is_given() {
            continue;
        }
        kept[index] = false;
        search.calls += 1;
        if !unsatisfiable(session, &clues, &mut kept)? {
            kept[index] = true;
        }
    }
    let given = (0..clues.len())
        .filter(|&index| kept[index] && clues[index].is_given())
        .collect();
    search.conflict = Some(Conflict::Clues(given));
    Ok(search)
}

/// Solves with the clues `kept` selects: whether there is no solution. If so, narrows
/// `kept` to the clues of the solver's failed assumptions (the sources of a derived
/// constraint standing for it).
fn unsatisfiable<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    clues: &[Clue],
    kept: &mut [bool],
) -> Result<bool, Error> {
    let assumptions = clue_assumptions(clues, kept);
    if session.solve(&assumptions)?.is_some() {
        return Ok(false);
    }
    if let Some(failed) = session.failed_assumptions(&assumptions) {
        let core = clues_of_core(clues, kept, &failed);
        // The core's clues impose every failed assumption, so they alone have no solution.
        kept.copy_from_slice(&core);
    }
    Ok(true)
}

/// The given clues behind the failed assumptions `failed`, among those `kept` selects: a
/// given clue with a failed literal, and every source of a derived constraint with one.
fn clues_of_core(clues: &[Clue], kept: &[bool], failed: &[Lit]) -> Vec<bool> {
    let failed: HashSet<Lit> = failed.iter().copied().collect();
    let mut core = vec![false; clues.len()];
    for (index, clue) in clues.iter().enumerate() {
        if !imposed(clues, kept, index) || !clue.literals.iter().any(|l| failed.contains(l)) {
            continue;
        }
        if clue.is_given() {
            core[index] = true;
        } else {
            for &source in &clue.derived_from {
                core[source] = true;
            }
        }
    }
    // A derived constraint keeps its own flag; it is imposed while its sources are.
    for (index, clue) in clues.iter().enumerate() {
        if !clue.is_given() {
            core[index] = kept[index];
        }
    }
    core
}
