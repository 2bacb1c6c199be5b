//! Run clues (`3 1 2`: runs of filled cells in order, separated by at least one empty cell;
//! `?` for a run of unknown length) encoded by placement: the first cell of each run and
//! the cell after its last are order-encoded positions, and every cell takes the colour of
//! the run or gap it lies in. Smaller than a DFA unrolling and, measured on the nonogram
//! corpus, much faster to solve; variables, clauses and propagation in `encodings/runs.md`.

mod placement;

#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) use placement::place_runs;
pub(crate) use placement::{StartVars, place_runs_with_starts};

/// One run of a clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Run {
    /// A run of exactly this many filled cells (at least 1).
    Length(usize),
    /// A run of unknown length, at least 1 (a `?` in a clue).
    Unknown,
}
