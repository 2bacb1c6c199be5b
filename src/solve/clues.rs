//! Which clue literals to assume for a selection of clues, shared by clue stripping and the
//! conflict search of `analyze`: a given clue is imposed when selected, a constraint derived
//! from clues only while all its sources are (it would be unsound without them).

use crate::puzzle::Clue;
use varisat::Lit;

/// Whether clue `index` is imposed under the selection `kept` (one flag per clue): its own
/// flag and, for a derived constraint, the flags of all its sources.
pub(crate) fn imposed(clues: &[Clue], kept: &[bool], index: usize) -> bool {
    kept[index] && clues[index].derived_from.iter().all(|&source| kept[source])
}

/// The literals to assume for the clues imposed under `kept` ([`imposed`]), in clue order.
pub(crate) fn clue_assumptions(clues: &[Clue], kept: &[bool]) -> Vec<Lit> {
    (0..clues.len())
        .filter(|&index| imposed(clues, kept, index))
        .flat_map(|index| clues[index].literals.iter().copied())
        .collect()
}
