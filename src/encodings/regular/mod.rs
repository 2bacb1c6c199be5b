//! Regular constraints: a deterministic automaton over {empty, filled} unrolled over a
//! line of cell literals, one variable per (position, state) that can still lead to
//! acceptance, with forward and backward-support clauses so propagation runs both ways.
//! Built for Hanjie lines (`Dfa::for_runs`), usable for any binary pattern.

mod dfa;
mod unroll;

#[cfg(test)]
mod tests;

pub use dfa::{Dfa, runs_of};
pub use unroll::{UnrollSize, unroll};
