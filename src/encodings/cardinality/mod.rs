//! Cardinality constraints ("at most / at least / exactly `k` of these literals are true")
//! as CNF, written against [`varisat::ExtendFormula`] so the same encoder fills a
//! [`varisat::CnfFormula`] or feeds a [`varisat::Solver`] directly.
//!
//! Puzzle rules are full of counts (cells per row, magnets per line, clue numbers); these
//! encoders keep them small: closed forms for the trivial cases, pairwise or ladder
//! at-most-one, and a windowed Sinz sequential counter for the rest. The clauses, their
//! exact counts and the soundness arguments are in `encodings/cardinality.md`.
//!
//! Inputs are counted by position: the count is the number of entries of `lits` that are
//! true. Literals may have either polarity and any variable numbering.

mod at_most_one;
mod bit;
mod counter;
mod k_of_n;

#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) use at_most_one::{PAIRWISE_LIMIT, at_most_one_pairwise, at_most_one_sequential};
pub(crate) use at_most_one::{at_least_one, at_most_one, exactly_one};
pub(crate) use bit::Bit;
pub(crate) use bit::add_bit_clause;
pub(crate) use counter::{Direction, SequentialCounter};
#[cfg(test)]
pub(crate) use k_of_n::{at_least_k, at_most_k, between, exactly_k};
