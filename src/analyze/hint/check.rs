//! The check of a hint's explanation (debug builds, and the tests): the clues it names and
//! the filled cells it names alone, with the rules (and the constraints derived from those
//! clues), leave no solution in which a cell it fixes has another value. Solved on the puzzle's own encoding with those clues assumed
//! and no other, independently of how the explanation was found.

use super::{Step, value_literal};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::limits::Limits;
use crate::options::SolverChoice;
use crate::puzzle::PuzzleKind;
use crate::solve::{ClueMode, Session, clue_assumptions};

/// Checks `step` against `puzzle` and the cells `known`.
///
/// # Errors
/// [`Error::Solver`] when the explanation does not force a cell it fixes, names a clue
/// the puzzle lacks or a cell that is not filled; what solving fails with otherwise.
pub(crate) fn explanation<P: PuzzleKind>(
    puzzle: &P,
    known: &Grid<Option<char>>,
    step: &Step,
    solver: &SolverChoice,
    limits: &Limits,
) -> Result<(), Error> {
    let mut session = Session::with_solver(puzzle, ClueMode::Assumed, solver, limits)?;
    let encoding = session.encoding();
    let bug = |what: String| Error::Solver(format!("the hint of {}: {what}", position(step.cell)));
    let mut kept = vec![false; encoding.clues.len()];
    for name in &step.clues {
        let index = encoding
            .clues
            .iter()
            .position(|clue| clue.is_given() && &clue.name == name)
            .ok_or_else(|| bug(format!("names a clue `{name}` the puzzle does not have")))?;
        kept[index] = true;
    }
    // A constraint derived from clues holds with all its sources.
    for (index, clue) in encoding.clues.iter().enumerate() {
        if !clue.is_given() {
            kept[index] = true;
        }
    }
    let mut assumptions = clue_assumptions(&encoding.clues, &kept);
    for &cell in &step.filled_cells {
        let pos = position(cell);
        let value = known
            .size()
            .contains(pos)
            .then(|| known[pos])
            .flatten()
            .ok_or_else(|| bug(format!("names {pos}, a cell not filled in")))?;
        assumptions.push(value_literal(puzzle, &encoding.vars, pos, value)?);
    }
    // Some fixed cell has another value.
    let mut otherwise = Vec::new();
    for fix in &step.fixes {
        otherwise.push(!value_literal(
            puzzle,
            &encoding.vars,
            position(fix.cell),
            fix.value,
        )?);
    }
    session.add_clause(&otherwise);
    match session.solve(&assumptions)? {
        None => Ok(()),
        Some(_) => Err(bug(format!(
            "its explanation ({}) does not force what it says",
            step.explanation
        ))),
    }
}

/// The 0-based position of a 1-based `[row, column]`.
fn position(cell: [usize; 2]) -> Pos {
    Pos::new(cell[0].saturating_sub(1), cell[1].saturating_sub(1))
}
