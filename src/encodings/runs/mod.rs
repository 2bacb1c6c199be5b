//! Run clues (`3 1 2`: runs of filled cells in order, separated by at least one empty cell;
//! `?` for a run of unknown length) encoded over the order-encoded boundaries of the runs
//! (the first cell of each run and the cell after its last), in two ways:
//! - by placement: every cell takes the colour of the run or gap it lies in. Smaller than a
//!   DFA unrolling and, measured on the nonogram corpus, much faster to solve; variables,
//!   clauses and propagation in `encodings/runs.md`;
//! - by order and cover: a variable for each run and cell it may cover, a covered cell
//!   filled and a filled cell covered (`encodings/order-cover.md`).

mod boundaries;
mod cover;
mod placement;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod cover_tests;

pub(crate) use boundaries::StartVars;
pub(crate) use cover::{CoverVars, cover_runs};
#[cfg(test)]
pub(crate) use placement::place_runs;
pub(crate) use placement::place_runs_with_starts;

/// One run of a clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Run {
    /// A run of exactly this many filled cells (at least 1).
    Length(usize),
    /// A run of unknown length, at least 1 (a `?` in a clue).
    Unknown,
}
