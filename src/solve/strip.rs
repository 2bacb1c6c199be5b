//! Clue stripping shared by the generators: remove clues one at a time, in a given order,
//! while the planted solution stays the only one, on one incremental solver with the clues
//! as assumptions. The result is clue-minimal with respect to that order's single removals.

use super::clues::{clue_assumptions, imposed};
use super::{Session, SolverChoice};
use crate::error::Error;
use crate::grid::Grid;
use crate::limits::Limits;
use crate::puzzle::PuzzleKind;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use varisat::Lit;

/// Tries to drop each clue in `order` (indices into the encoding's clues, given clues only)
/// and returns which clues remain (`true` = kept; derived constraints are kept exactly when
/// all their sources are). The session must have been made with
/// [`super::ClueMode::Assumed`]; with all clues the puzzle must have exactly one solution.
pub(crate) fn strip_clues<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    order: &[usize],
) -> Result<Vec<bool>, Error> {
    let clues = session.encoding().clues.clone();
    let mut kept = vec![true; clues.len()];
    let assumptions = |kept: &[bool], extra: Option<Lit>| -> Vec<Lit> {
        clue_assumptions(&clues, kept).into_iter().chain(extra).collect()
    };
    let Some((model, first)) = session.solve(&assumptions(&kept, None))? else {
        return Err(Error::Solver(
            "cannot strip the clues of a puzzle without solutions".into(),
        ));
    };
    // With every clue assumed, the solutions are the puzzle's: each must keep every rule.
    let puzzle = session.puzzle();
    let keeps_rules = |solution| match puzzle.verify(solution).into_iter().next() {
        Some(rule) => Err(Error::broken_rule(rule)),
        None => Ok(()),
    };
    keeps_rules(&first)?;
    let only_this = session.block_while(&model);
    if let Some((_, second)) = session.solve(&assumptions(&kept, Some(only_this)))? {
        keeps_rules(&second)?;
        if second == first {
            return Err(Error::same_grid());
        }
        return Err(Error::Solver(
            "cannot strip the clues of a puzzle with several solutions".into(),
        ));
    }
    for &index in order {
        if !clues[index].is_given() {
            continue;
        }
        kept[index] = false;
        if session.solve(&assumptions(&kept, Some(only_this)))?.is_some() {
            kept[index] = true;
        }
    }
    Ok((0..clues.len())
        .map(|index| imposed(&clues, &kept, index))
        .collect())
}

/// For kinds whose clues are one given per cell in reading order (123, Yin Yang): `full`
/// has every cell of `solution` given; the result keeps the givens that remain after
/// removing them in random order while `solution` stays the only solution, so the puzzle
/// is unique and clue-minimal.
pub(crate) fn minimal_cell_givens<P: PuzzleKind, T: Copy>(
    full: &P,
    solution: &Grid<T>,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<Grid<Option<T>>, Error> {
    let mut session = Session::with_solver(full, super::ClueMode::Assumed, choice, limits)?;
    let cells = solution.size().area();
    assert_eq!(session.encoding().clues.len(), cells, "one clue per cell");
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let mut kept = strip_clues(&mut session, &order)?.into_iter();
    Ok(solution.map(|&value| kept.next().expect("one clue per cell").then_some(value)))
}
