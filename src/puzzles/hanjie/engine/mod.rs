//! The Hanjie engine: a search made for nonograms beside the CNF path. A CDCL search over
//! the cells whose only constraints are the lines themselves, each propagated by an exact
//! line solver and explained by the cells that force its deductions (lazy clause
//! generation, [`crate::search`]). Complete: "unique" and "no solution" are proofs by
//! exhaustion; solutions are enumerated by blocking the decisions that led to each.

pub mod automaton;
mod lines;
mod states;

pub use lines::check;

use super::Hanjie;
use crate::error::Error;
use crate::grid::Grid;
use crate::search::{Cdcl, Lit, Outcome, SearchStats};
use lines::Lines;

/// What [`enumerate`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Enumerated {
    /// Solutions found.
    pub count: u64,
    /// False when the limit stopped the enumeration before it ended.
    pub complete: bool,
    /// The search's counters.
    pub search: SearchStats,
    /// Line solves run.
    pub line_solves: u64,
}

/// Whether the engine takes `puzzle`: every line's automaton is small enough for its line
/// solver ([`automaton::MAX_STATES`] states: a clue of about that many cells).
pub fn takes(puzzle: &Hanjie) -> bool {
    Lines::new(puzzle).is_some()
}

/// Finds the solutions of `puzzle`, up to `limit`, calling `each` on every one; an error
/// from `each` ends the search and is returned. With a limit, one more search after the
/// last solution tells whether the enumeration is complete. `None` for a puzzle the engine
/// does not take ([`takes`]).
pub fn enumerate(
    puzzle: &Hanjie,
    limit: Option<u64>,
    mut each: impl FnMut(Grid<bool>) -> Result<(), Error>,
) -> Result<Option<Enumerated>, Error> {
    let Some(lines) = Lines::new(puzzle) else {
        return Ok(None);
    };
    let mut solver = Cdcl::new(lines.vars(), lines);
    let mut count = 0;
    let complete = loop {
        let Outcome::Model(model) = solver.solve() else {
            break true;
        };
        if limit.is_some_and(|limit| count >= limit) {
            break false;
        }
        count += 1;
        each(Grid::from_fn(puzzle.size, |pos| {
            model[pos.row * puzzle.size.width + pos.col]
        }))?;
        let blocking: Vec<Lit> = solver.decisions().iter().map(|&l| !l).collect();
        solver.add_clause(&blocking);
    };
    Ok(Some(Enumerated {
        count,
        complete,
        search: solver.stats(),
        line_solves: solver.theory().solves,
    }))
}
