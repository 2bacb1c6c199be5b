//! The Hanjie engine: a search made for nonograms beside the CNF path. A CDCL search over
//! the cells whose only constraints are the lines themselves, each propagated by an exact
//! line solver and explained by the cells that force its deductions (lazy clause
//! generation, the crate's `search` module), after probing every open cell at the root. Complete:
//! "unique" and "no solution" are proofs by exhaustion; solutions are enumerated by
//! blocking the decisions that led to each. Black and white ([`Search::new`]: one variable
//! per cell) and colour ([`Search::colour`]: one per cell and colour, exactly one true) are
//! the same search over two cell layouts.
//!
//! Its memory is estimated before it is built ([`memory`], which the callers check against
//! the memory limit): per line it keeps three bit sets of the automaton's states per cell
//! (where the CNF has a variable and clauses per state and cell), and per cell variable the
//! search's own arrays, probing's binary clauses and what it learns.

pub mod automaton;
mod lines;
mod states;

pub use lines::check;

use super::colour::{self, ColourHanjie};
use super::{Hanjie, LineClue};
use crate::grid::{Grid, Pos, Size};
use crate::limits::Deadline;
use crate::puzzle::{Found, OwnSearch};
use crate::search::{Cdcl, Lit, Outcome, SearchStats};
use automaton::LineAutomaton;
use lines::{Layout, Lines};

/// The conflicts the engine may meet in all under `--engine auto` before it gives up and
/// the CNF answers instead: the puzzles on which it beats the CNF need fewer (the ordinary
/// ones none, the survey's hard ones a few thousand); those that need more are the ones
/// the CNF's run variables prove faster (n-Dom, Gettys). Measured by `scripts/bench-hanjie`.
pub const CONFLICT_BUDGET: u64 = 1000;

/// Bytes the search holds beside its line automata, per cell variable: the CDCL search's
/// arrays (trail, watches, activity, phase, explanations), what root probing keeps (an
/// implication as a binary clause) and what the first half minute of learning adds, fitted
/// from above on peak resident sizes of random pictures from 100x100 to 1000x1000 (figures
/// in the README's "Limits and bad input"). A search that runs for long learns more, as
/// varisat does beyond the CNF's estimate.
const BYTES_PER_VARIABLE: u64 = 1000;

/// Bytes of the process before any puzzle (the same as the CNF estimate's base).
const BASE_BYTES: u64 = 16 << 20;

/// The memory the search of a puzzle holds, estimated from above for the memory limit
/// before it is built: `variables` cell variables, and for each line its cells and the
/// states of its automaton (the clue's least length plus one).
pub fn memory(variables: usize, lines: impl IntoIterator<Item = (usize, usize)>) -> u64 {
    let automata: u64 = lines
        .into_iter()
        .map(|(cells, states)| automaton::bytes(states, cells))
        .sum();
    BASE_BYTES
        .saturating_add(automata)
        .saturating_add((variables as u64).saturating_mul(BYTES_PER_VARIABLE))
}

/// A search over one puzzle's solutions: each one found is excluded from the next.
pub struct Search {
    solver: Cdcl<Lines>,
    size: Size,
    layout: Layout,
}

impl Search {
    /// The search of a black-and-white `puzzle`; `None` when a line's automaton is too large
    /// for the line solver ([`automaton::MAX_STATES`] states: a clue of about that many
    /// cells).
    pub fn new(puzzle: &Hanjie) -> Option<Self> {
        let (width, height) = (puzzle.size.width, puzzle.size.height);
        let automaton = |clue: &LineClue, length: usize| match clue {
            LineClue::Runs(runs) => LineAutomaton::new(runs, length).map(Some),
            LineClue::Unknown => Some(None),
        };
        let automata = (puzzle.rows.iter().map(|c| automaton(c, width)))
            .chain(puzzle.columns.iter().map(|c| automaton(c, height)))
            .collect::<Option<_>>()?;
        Some(Self::of(
            puzzle.size,
            Lines::new(width, height, Layout::Binary, automata),
        ))
    }

    /// The search of a colour `puzzle` (one variable per cell and colour); `None` when a
    /// line's automaton is too large for the line solver or the palette has more than 64
    /// colours.
    pub fn colour(puzzle: &ColourHanjie) -> Option<ColourSearch> {
        let colours = puzzle.palette.len();
        if colours > 64 {
            return None;
        }
        let automata = colour::line_automata(puzzle)?.into_iter().map(Some).collect();
        let (width, height) = (puzzle.size.width, puzzle.size.height);
        let lines = Lines::new(width, height, Layout::OneHot { colours }, automata);
        Some(ColourSearch(Self::of(puzzle.size, lines)))
    }

    fn of(size: Size, lines: Lines) -> Self {
        let clauses = lines.cell_clauses();
        let layout = lines.layout();
        let mut solver = Cdcl::new(lines.vars(), lines);
        for clause in &clauses {
            solver.add_clause(clause);
        }
        Search { solver, size, layout }
    }

    fn lit(&self, pos: Pos, filled: bool) -> Lit {
        Lit::new(pos.row * self.size.width + pos.col, filled)
    }

    /// Every later solution has at least one of `cells` (position, filled) as given (black
    /// and white).
    pub fn require_one_of(&mut self, cells: &[(Pos, bool)]) {
        debug_assert_eq!(self.layout, Layout::Binary);
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

    /// The next model, excluded from the later ones by blocking the decisions that led to
    /// it (with the lines' propagation complete, they determine it).
    fn next_model(&mut self) -> Found<Vec<bool>> {
        let model = match self.solver.solve() {
            Outcome::Model(model) => model,
            Outcome::Unsatisfiable => return Found::NoMore,
            Outcome::GaveUp => return Found::GaveUp,
            Outcome::TimedOut => return Found::TimedOut,
        };
        let blocking: Vec<Lit> = self.solver.decisions().iter().map(|&l| !l).collect();
        self.solver.add_clause(&blocking);
        Found::Solution(model)
    }
}

impl OwnSearch<Grid<bool>> for Search {
    fn next_solution(&mut self) -> Found<Grid<bool>> {
        let width = self.size.width;
        match self.next_model() {
            Found::Solution(model) => {
                Found::Solution(Grid::from_fn(self.size, |pos| model[pos.row * width + pos.col]))
            }
            Found::NoMore => Found::NoMore,
            Found::GaveUp => Found::GaveUp,
            Found::TimedOut => Found::TimedOut,
        }
    }

    fn stats(&self) -> SearchStats {
        self.solver.stats()
    }

    fn stop_at(&mut self, deadline: Deadline) {
        self.solver.stop_at(deadline);
    }
}

/// The search of a colour puzzle: its solutions as palette indices.
pub struct ColourSearch(Search);

impl ColourSearch {
    /// Every later solution differs from `picture` (palette indices) in some cell.
    pub fn require_other_than(&mut self, picture: &Grid<u8>) {
        let Layout::OneHot { colours } = self.0.layout else {
            unreachable!("colour searches are one-hot");
        };
        let width = self.0.size.width;
        let clause: Vec<Lit> = picture
            .iter()
            .map(|(pos, &colour)| {
                Lit::new((pos.row * width + pos.col) * colours + usize::from(colour), false)
            })
            .collect();
        self.0.solver.add_clause(&clause);
    }

    /// Gives up ([`Found::GaveUp`]) once the search has met `conflicts` conflicts in all.
    pub fn limit_conflicts(&mut self, conflicts: u64) {
        self.0.limit_conflicts(conflicts);
    }
}

impl OwnSearch<Grid<u8>> for ColourSearch {
    fn next_solution(&mut self) -> Found<Grid<u8>> {
        let Layout::OneHot { colours } = self.0.layout else {
            unreachable!("colour searches are one-hot");
        };
        let width = self.0.size.width;
        match self.0.next_model() {
            Found::Solution(model) => Found::Solution(Grid::from_fn(self.0.size, |pos| {
                let base = (pos.row * width + pos.col) * colours;
                (0..colours)
                    .find(|&c| model[base + c])
                    .expect("one colour per cell") as u8
            })),
            Found::NoMore => Found::NoMore,
            Found::GaveUp => Found::GaveUp,
            Found::TimedOut => Found::TimedOut,
        }
    }

    fn stats(&self) -> SearchStats {
        self.0.solver.stats()
    }

    fn stop_at(&mut self, deadline: Deadline) {
        self.0.stop_at(deadline);
    }
}

#[cfg(test)]
mod tests;
