//! The Hanjie engine: a search made for nonograms beside the CNF path. A CDCL search over
//! the cells whose only constraints are the lines themselves, each propagated by an exact
//! line solver and explained by the cells that force its deductions (lazy clause
//! generation, the crate's `search` module), after probing every open cell at the root. Complete:
//! "unique" and "no solution" are proofs by exhaustion; solutions are enumerated by
//! blocking the decisions that led to each. Black and white (one variable per cell) and
//! colour (one per cell and colour, exactly one true) are the same search over two cell
//! layouts ([`Layout`]).
//!
//! Its memory is estimated before it is built ([`memory`], which the callers check against
//! the memory limit): per line it keeps three bit sets of the automaton's states per cell
//! (where the CNF has a variable and clauses per state and cell), and per cell variable the
//! search's own arrays, probing's binary clauses and what it learns.

mod lines;

#[cfg(test)]
pub(crate) use lines::check;

use super::automaton::{self, LineAutomaton};
use super::hints::Beliefs;
use super::logic::MAX_COLOURS;
use super::{Hanjie, LineClue};
use crate::grid::{Grid, Pos, Size};
use crate::limits::Deadline;
use crate::puzzle::{Found, OwnSearch};
use crate::search::{Cdcl, Lit, Outcome, SearchStats};
use lines::{Layout, Lines};

/// The conflicts the engine may meet in all when `solve` or `count` runs it under `--engine
/// auto`, before it gives up and the CNF answers instead, handed the probed root and phase
/// hints on the embedded CaDiCaL (`handover.rs`). The puzzles on which the engine beats that
/// CNF need fewer (#803, #2040, #10810: 30 to 300). With 1000, #3867, #2712, #12548 and
/// Knotty took 25-60 % longer and TAAI 2011's 1000 puzzles 56.8 s instead of 48.2; with
/// 100, 41.3 s there but #803 0.19 s instead of 0.08 and #2040 0.16 instead of 0.03 (CPU
/// seconds, one run each, load 1.2).
pub(crate) const CONFLICT_BUDGET: u64 = 300;

/// The engine's budget in the generator's uniqueness checks, whose CNF gets no hand-over:
/// the puzzles on which the engine beats the plain CNF need fewer (the ordinary ones none,
/// the survey's hard ones a few thousand); those that need more are the ones the CNF's run
/// variables prove faster (n-Dom, Gettys).
pub(crate) const GENERATOR_BUDGET: u64 = 1000;

/// The conflicts `solve` and `count` let the engine meet before it probes the root
/// ([`Search::probe_after`]). Measured (CPU s, budget 300, one run each, against probing
/// first): #3867 0.33 → 0.05, #19080 0.26 → 0.01, #4645 0.03 → 0.01, #13480 0.13 → 0.11,
/// #2040 0.03 → 0.05, #803 0.08 either way (0.03 from 200 on, but #2040 and #3867 then need
/// the CNF: 0.14 and 0.33 s); TAAI 2011's 1000 puzzles 49.0 s against 47.7.
pub(crate) const PROBE_AFTER: u64 = 100;

/// Bytes the search holds beside its line automata, per cell variable: the CDCL search's
/// arrays (trail, watches, activity, phase, explanations), what root probing keeps (an
/// implication as a binary clause) and what the first half minute of learning adds, fitted
/// from above on peak resident sizes of random pictures from 100x100 to 1000x1000 (figures
/// in the README's "Limits and bad input"). A search that runs for long learns more, as
/// varisat does beyond the CNF's estimate.
const BYTES_PER_VARIABLE: u64 = 1000;

/// Bytes of the process before any puzzle (the same as the CNF estimate's base).
pub(crate) const BASE_BYTES: u64 = 16 << 20;

/// The memory the search of a puzzle holds, estimated from above for the memory limit
/// before it is built: `variables` cell variables, and for each line its cells and the
/// states of its automaton (the clue's least length plus one).
pub(crate) fn memory(variables: usize, lines: impl IntoIterator<Item = (usize, usize)>) -> u64 {
    let automata: u64 = lines
        .into_iter()
        .map(|(cells, states)| automaton::bytes(states, cells))
        .sum();
    BASE_BYTES
        .saturating_add(automata)
        .saturating_add((variables as u64).saturating_mul(BYTES_PER_VARIABLE))
}

/// A search over one puzzle's solutions (palette indices): each one found is excluded from
/// the next.
pub(crate) struct Search {
    solver: Cdcl<Lines>,
    size: Size,
    layout: Layout,
    /// When the search (and probing the root) stops.
    deadline: Deadline,
}

impl Search {
    /// The search of `puzzle`; `None` when a line's automaton is too large for the line
    /// solver ([`automaton::MAX_STATES`] states: a clue of about that many cells) or is no
    /// run automaton, or the palette has more than 64 colours.
    pub(crate) fn new(puzzle: &Hanjie) -> Option<Self> {
        let symbols = puzzle.symbols();
        if symbols > MAX_COLOURS {
            return None;
        }
        let automata = puzzle
            .lines()
            .map(|(line, clue)| match clue {
                LineClue::Runs(runs) => {
                    LineAutomaton::of(&puzzle.automaton(runs), line.len(puzzle.size)).map(Some)
                }
                LineClue::Unknown => Some(None),
            })
            .collect::<Option<_>>()?;
        let layout = if puzzle.is_black_and_white() {
            Layout::Binary
        } else {
            Layout::OneHot { colours: symbols }
        };
        let lines = Lines::new(puzzle.size.width, puzzle.size.height, layout, automata);
        let clauses = lines.cell_clauses();
        let mut solver = Cdcl::new(lines.vars(), lines);
        for clause in &clauses {
            solver.add_clause(clause);
        }
        Some(Search {
            solver,
            size: puzzle.size,
            layout,
            deadline: Deadline::NONE,
        })
    }

    /// Lets the search meet `conflicts` conflicts before it probes the root (at a restart),
    /// instead of probing first: a puzzle that needs little search is done sooner.
    pub(crate) fn probe_after(&mut self, conflicts: u64) {
        self.solver.probe_after(conflicts);
    }

    /// The literal "the cell at `pos` holds colour `colour`".
    fn holds(&self, pos: Pos, colour: u8) -> Lit {
        let cell = pos.row * self.size.width + pos.col;
        match self.layout {
            Layout::Binary => Lit::new(cell, colour == 1),
            Layout::OneHot { colours } => Lit::new(cell * colours + usize::from(colour), true),
        }
    }

    /// Every later solution agrees with `picture` on `cells`.
    pub(crate) fn fix(&mut self, picture: &Grid<u8>, cells: impl IntoIterator<Item = Pos>) {
        for pos in cells {
            let holds = self.holds(pos, picture[pos]);
            self.solver.add_clause(&[holds]);
        }
    }

    /// Every later solution differs from `picture` in one of `cells` at least.
    pub(crate) fn require_other_than(&mut self, picture: &Grid<u8>, cells: impl IntoIterator<Item = Pos>) {
        let clause: Vec<Lit> = cells
            .into_iter()
            .map(|pos| !self.holds(pos, picture[pos]))
            .collect();
        self.solver.add_clause(&clause);
    }

    /// Decisions give each cell of a black-and-white puzzle the value `beliefs` find more
    /// likely (forced phases), instead of the value it last had.
    pub(crate) fn force_phases(&mut self, beliefs: &Beliefs) {
        if self.layout != Layout::Binary {
            return;
        }
        for (pos, _) in beliefs.filled.iter() {
            let lit = self.holds(pos, 1);
            self.solver.force_phase(lit.var(), beliefs.cell_phase(pos));
        }
    }

    /// Gives up ([`Found::GaveUp`]) once the search has met `conflicts` conflicts in all.
    pub(crate) fn limit_conflicts(&mut self, conflicts: u64) {
        self.solver.limit_conflicts(conflicts);
    }
}

impl OwnSearch<Grid<u8>> for Search {
    /// The next solution, excluded from the later ones by blocking the decisions that led
    /// to it (with the lines' propagation complete, they determine it).
    fn next_solution(&mut self) -> Found<Grid<u8>> {
        let model = match self.solver.solve() {
            Outcome::Model(model) => model,
            Outcome::Unsatisfiable => return Found::NoMore,
            Outcome::GaveUp => return Found::GaveUp,
            Outcome::TimedOut => return Found::TimedOut,
        };
        let blocking: Vec<Lit> = self.solver.decisions().iter().map(|&l| !l).collect();
        self.solver.add_clause(&blocking);
        let width = self.size.width;
        Found::Solution(Grid::from_fn(self.size, |pos| {
            let cell = pos.row * width + pos.col;
            match self.layout {
                Layout::Binary => u8::from(model[cell]),
                Layout::OneHot { colours } => (0..colours)
                    .find(|&c| model[cell * colours + c])
                    .expect("one colour per cell") as u8,
            }
        }))
    }

    fn stats(&self) -> SearchStats {
        self.solver.stats()
    }

    fn stop_at(&mut self, deadline: Deadline) {
        self.solver.stop_at(deadline.clone());
        self.deadline = deadline;
    }
}

#[cfg(test)]
mod tests;
