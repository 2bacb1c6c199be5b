//! Regular constraints: a deterministic automaton over {empty, filled}, or over a palette
//! for colour lines, unrolled over a line of cell literals, with a variable per (position,
//! live state) and per transition, so that unit propagation does all a complete line
//! solver does (`encodings/dfa.md`). Built for Hanjie lines (`Dfa::for_clue`,
//! `Dfa::for_colour_runs`), usable for any pattern over a small alphabet.

mod dfa;
mod line;
mod unroll;

#[cfg(test)]
mod colour_tests;
#[cfg(test)]
mod tests;

pub(crate) use dfa::Dfa;
pub use dfa::runs_of;
pub(crate) use unroll::{unroll, unroll_symbols};
