//! [`Rules`]: what a puzzle's rules say of a grid, and what the kind's own reasoning decides
//! without the CNF.

use super::Puzzle;
use crate::analyze::hint::OwnStep;
use crate::analyze::rating::Difficulty;
use crate::error::Error;
use crate::grid::Grid;
use crate::limits::{Deadline, Limits};
use crate::search::SearchStats;

/// The rules of a kind, checked on grids independently of any CNF, and the reasoning of its
/// own (line logic, a search over its own propagators, a difficulty measure) where it has
/// some.
pub trait Rules: Puzzle {
    /// Every rule the solution breaks, checked from the rules (never from the CNF).
    fn verify(&self, solution: &Self::Solution) -> Vec<String>;
    /// The rules a partly filled grid already breaks, checked from the rules (never from
    /// the CNF): only rules that no filling of its unknown cells can keep, so a grid that
    /// some valid solution extends breaks none. Filled cells only: it need not find every
    /// grid that cannot be completed.
    fn verify_partial(&self, partial: &Self::Partial) -> Vec<String>;
    /// A reason the puzzle has no solution that is visible without search, if any.
    fn contradiction(&self) -> Option<String> {
        None
    }
    /// What reasoning without search decides: no solution (with the reason), a solution
    /// it proves is the only one (every cell it fixes holds in every solution), or nothing.
    /// By default only [`Rules::contradiction`]; Hanjie adds line-by-line logic, which
    /// stops early (deciding less) once `deadline` has passed.
    fn reason(&self, _deadline: Deadline) -> Reasoning<Self::Solution> {
        match self.contradiction() {
            Some(reason) => Reasoning::NoSolution(reason),
            None => Reasoning::Open,
        }
    }
    /// A solution other than `solution` found next to it without search (Hanjie: one 2x2
    /// swap away), which a uniqueness check tries before it searches for a second solution;
    /// `None` by default. The caller verifies it like any solution.
    fn nearby_solution(&self, _solution: &Self::Solution) -> Option<Self::Solution> {
        None
    }
    /// The kind's own search beside the CNF path (a CDCL search over its own propagators)
    /// for this puzzle, when it has one that takes it; the solving layer prefers it unless
    /// told to use the CNF (`--engine sat`, or another SAT solver). With `budgeted`, it
    /// gives up after a fixed amount of work of the kind's choosing ([`Found::GaveUp`]),
    /// and the CNF answers instead. `None` by default: the CNF path.
    fn own_search(&self, _budgeted: bool) -> Option<Box<dyn OwnSearch<Self::Solution>>> {
        None
    }
    /// The bytes [`Rules::own_search`] would hold, estimated from above before it is built
    /// (the memory limit checks it as it checks [`crate::puzzle::Encode::cnf_estimate`]
    /// for the CNF); `None` for a kind without a search of its own.
    fn own_search_memory(&self) -> Option<u64> {
        None
    }
    /// How much reasoning without search the puzzle needs (`analyze`, `generate
    /// --difficulty`), within `limits`, when the kind has a measure of its own: Hanjie
    /// rates by line logic and probing on the grid, as nonogram designers do. `None` by
    /// default: measured on the complete CNF by unit propagation and failed-literal probing.
    ///
    /// # Errors
    /// [`Error::TimedOut`] or a memory limit of `limits` reached while rating.
    fn own_difficulty(&self, _limits: &Limits) -> Option<Result<Difficulty, Error>> {
        None
    }
    /// The next cell for a hint ([`crate::analyze::hint`]) by the kind's own reasoning, when
    /// it has some: from the cells `known` (each one's symbol, `None` where not filled in),
    /// a cell of `wanted` (each open cell that every solution fills alike, with that
    /// symbol) and why; [`OwnStep::Stuck`] when it fixes none, or once `deadline` has
    /// passed. Hanjie reasons by line logic, then probing, on the grid. `None` by default:
    /// unit propagation and probing on the CNF look for the cell.
    fn own_step(
        &self,
        _known: &Grid<Option<char>>,
        _wanted: &Grid<Option<char>>,
        _deadline: Deadline,
    ) -> Option<OwnStep> {
        None
    }
}

/// A kind's own complete search over one puzzle ([`Rules::own_search`]).
pub trait OwnSearch<S> {
    /// A solution not returned before (each one returned is excluded from the next).
    fn next_solution(&mut self) -> Found<S>;
    /// The search's counters so far.
    fn stats(&self) -> SearchStats;
    /// Stops the search with [`Found::TimedOut`] once `deadline` has passed.
    fn stop_at(&mut self, deadline: Deadline);
}

/// What [`OwnSearch::next_solution`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found<S> {
    /// A solution not returned before.
    Solution(S),
    /// No other solution is left: a proof by exhaustion.
    NoMore,
    /// The search's budget ran out first.
    GaveUp,
    /// The deadline ([`OwnSearch::stop_at`]) passed first.
    TimedOut,
}

/// The verdict of reasoning without search ([`Rules::reason`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Reasoning<S> {
    /// There is no solution, for this reason.
    NoSolution(String),
    /// This is the only solution.
    Unique(S),
    /// Undecided: a search is needed.
    Open,
}
