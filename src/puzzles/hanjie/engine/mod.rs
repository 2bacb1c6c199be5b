//! The Hanjie engine: a search made for nonograms beside the CNF path. A CDCL search over
//! the cells whose only constraints are the lines themselves, each propagated by an exact
//! line solver and explained by the cells that force its deductions (lazy clause
//! generation, [`crate::search`]), after probing every open cell at the root. Complete:
//! "unique" and "no solution" are proofs by exhaustion; solutions are enumerated by
//! blocking the decisions that led to each.
//!
//! Its memory is bounded by the puzzle's CNF estimate, which the callers check first: per
//! line it keeps three bit sets of the automaton's states per cell, where the CNF has a
//! variable and clauses per state and cell.

pub mod automaton;
mod lines;
mod states;

pub use lines::check;

use super::Hanjie;
use crate::grid::{Grid, Pos, Size};
use crate::puzzle::{Found, OwnSearch};
use crate::search::{Cdcl, Lit, Outcome, SearchStats};
use lines::Lines;

/// The conflicts the engine may meet in all under `--engine auto` before it gives up and
/// the CNF answers instead: the puzzles on which it beats the CNF need fewer (the ordinary
/// ones none, the survey's hard ones a few thousand); those that need more are the ones
/// the CNF's run variables prove faster (n-Dom, Gettys). Measured by `scripts/bench-hanjie`.
pub const CONFLICT_BUDGET: u64 = 1000;

/// A search over one puzzle's solutions: each one found is excluded from the next.
pub struct Search {
    solver: Cdcl<Lines>,
    size: Size,
}

impl Search {
    /// The search of `puzzle`; `None` when a line's automaton is too large for the line
    /// solver ([`automaton::MAX_STATES`] states: a clue of about that many cells).
    pub fn new(puzzle: &Hanjie) -> Option<Self> {
        let lines = Lines::new(puzzle)?;
        Some(Search {
            solver: Cdcl::new(lines.vars(), lines),
            size: puzzle.size,
        })
    }

    fn lit(&self, pos: Pos, filled: bool) -> Lit {
        Lit::new(pos.row * self.size.width + pos.col, filled)
    }

    /// Every later solution has at least one of `cells` (position, filled) as given.
    pub fn require_one_of(&mut self, cells: &[(Pos, bool)]) {
        let clause: Vec<Lit> = cells.iter().map(|&(pos, filled)| self.lit(pos, filled)).collect();
        self.solver.add_clause(&clause);
    }

    /// Gives up ([`Found::GaveUp`]) once the search has met `conflicts` conflicts in all.
    pub fn limit_conflicts(&mut self, conflicts: u64) {
        self.solver.limit_conflicts(conflicts);
    }

    /// Every later solution agrees with `picture` on `cells`.
    pub fn fix(&mut self, picture: &Grid<bool>, cells: impl IntoIterator<Item = Pos>) {
        for pos in cells {
            self.require_one_of(&[(pos, picture[pos])]);
        }
    }
}

impl OwnSearch<Grid<bool>> for Search {
    fn next_solution(&mut self) -> Found<Grid<bool>> {
        let model = match self.solver.solve() {
            Outcome::Model(model) => model,
            Outcome::Unsatisfiable => return Found::NoMore,
            Outcome::GaveUp => return Found::GaveUp,
        };
        let width = self.size.width;
        let solution = Grid::from_fn(self.size, |pos| model[pos.row * width + pos.col]);
        let blocking: Vec<Lit> = self.solver.decisions().iter().map(|&l| !l).collect();
        self.solver.add_clause(&blocking);
        Found::Solution(solution)
    }

    fn stats(&self) -> SearchStats {
        self.solver.stats()
    }

    fn name(&self) -> &'static str {
        "lines"
    }
}

#[cfg(test)]
mod tests;
