//! A hinted cell that only search finds: among the first [`SEARCH_CANDIDATES`] open forced
//! cells, the one whose other values the solver refutes with the fewest clues and filled
//! cells in its failed assumptions (one call each), narrowed to a minimal set
//! ([`minimal_unsatisfiable`]): with every clue and filled cell assumed, the cell's value
//! negated has no solution, since it is forced.

use super::words;
use super::{Asked, CellValue, Deduction, SEARCH_CANDIDATES, Step, filled_literals, known_among, one_based};
use super::{value_literal, wanted_cells};
use crate::analyze::premises::{Premises, Selection, minimal_unsatisfiable};
use crate::error::Error;
use crate::grid::Pos;
use crate::puzzle::PuzzleKind;
use crate::solve::{ClueMode, Session};

/// The hint found by search among the cells of `wanted` (at least one); `calls` counts the
/// solver calls.
///
/// # Errors
/// What solving fails with: a limit reached, a solver that failed; and a cell wanted
/// that is not forced after all (a bug).
pub(super) fn step<P: PuzzleKind>(asked: &Asked<'_, P>, calls: &mut usize) -> Result<Step, Error> {
    let Asked {
        puzzle,
        known,
        wanted,
        options,
        limits,
    } = *asked;
    let mut session = Session::with_solver(puzzle, ClueMode::Assumed, &options.solver, limits)?;
    let vars = &session.encoding().vars;
    let premises = Premises::new(
        session.encoding().clues.clone(),
        filled_literals(puzzle, vars, known),
    );
    let everything = premises.all();
    let base = premises.literals(&everything);
    let mut best: Option<(usize, Pos, char, Selection)> = None;
    for (pos, value) in wanted_cells(wanted).into_iter().take(SEARCH_CANDIDATES) {
        let other = !value_literal(puzzle, &session.encoding().vars, pos, value)?;
        let assumptions: Vec<_> = base.iter().copied().chain([other]).collect();
        *calls += 1;
        if session.solve(&assumptions)?.is_some() {
            return Err(Error::Solver(format!(
                "{pos} is the same in every solution, yet one with the filled cells has it otherwise"
            )));
        }
        let core = match session.failed_assumptions(&assumptions) {
            Some(failed) => premises.behind(&everything, &failed),
            None => everything.clone(),
        };
        let size = premises.count(&core);
        if best.as_ref().is_none_or(|(smallest, ..)| size < *smallest) {
            best = Some((size, pos, value, core));
        }
    }
    let (_, pos, value, core) = best.ok_or_else(|| Error::Solver("no cell to hint".into()))?;
    let other = !value_literal(puzzle, &session.encoding().vars, pos, value)?;
    let (minimal, made) = minimal_unsatisfiable(&mut session, &premises, core, &[other])?;
    *calls += made;
    let minimal = minimal.ok_or_else(|| Error::Solver(format!("{pos} is forced, yet not by its clues")))?;
    let clues: Vec<String> = premises
        .given_clues(&minimal)
        .into_iter()
        .map(|index| premises.clues[index].name.clone())
        .collect();
    let cells = premises.selected_cells(&minimal);
    Ok(Step {
        cell: one_based(pos),
        value,
        deduction: Deduction::Search,
        explanation: words::on_cnf(Deduction::Search, pos, value, &clues, &cells),
        clues,
        filled_cells: known_among(known, cells),
        fixes: vec![CellValue {
            cell: one_based(pos),
            value,
        }],
        contradiction: None,
    })
}
