//! Reusable CNF building blocks, each written against varisat's `ExtendFormula` so one
//! encoder fills a `CnfFormula` (for export) or a `Solver`: cardinality constraints, and
//! regular constraints (a DFA unrolled over a line), run placement, guarded clauses, and
//! connectivity by reachability layers, by a spanning forest, or by lazy cuts.
//!
//! They are the crate's own: the one public item is [`runs::Run`], the length of a run in
//! a Hanjie line clue (known or not), which Hanjie's public types hold.
//!
//! Some blocks no kind uses yet, and only their tests call them: the k-of-n cardinality
//! constraints, the pairwise and sequential at-most-one, the counter's directions and
//! `Bit::assert_true`, `Definition::Fixed` of reachability, and
//! `Dfa::for_runs`, `Dfa::accepts` and `Dfa::line_solve` of the automaton. They stay, with
//! their tests, for the kinds to come.
#![cfg_attr(not(test), allow(dead_code))]
pub(crate) mod cardinality;
pub(crate) mod cuts;
pub(crate) mod guarded;
pub(crate) mod reachability;
pub(crate) mod regular;
pub(crate) mod runs;
pub(crate) mod tree;

#[cfg(test)]
mod test_graphs;

#[cfg(test)]
pub(crate) mod line_tests;
