//! Why a puzzle has no solution: a small set of clues that already conflict, for a designer
//! to mend. The clues are assumed ([`ClueMode::Assumed`](crate::solve::ClueMode)), derived
//! constraints only while all their sources are, and narrowed to a minimal set
//! ([`minimal_unsatisfiable`]): every clue left is necessary, without any one of them the
//! others have a solution.

use super::premises::{Premises, minimal_unsatisfiable};
use crate::error::Error;
use crate::puzzle::PuzzleKind;
use crate::solve::Session;

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
    if session.solve(&[])?.is_none() {
        return Ok(ConflictSearch {
            conflict: Some(Conflict::Rules),
            calls: 1,
        });
    }
    let premises = Premises::new(session.encoding().clues.clone(), Vec::new());
    let (found, calls) = minimal_unsatisfiable(session, &premises, premises.all(), &[])?;
    Ok(ConflictSearch {
        conflict: found.map(|kept| Conflict::Clues(premises.given_clues(&kept))),
        calls: 1 + calls,
    })
}
