//! Reusable CNF building blocks, each written against varisat's `ExtendFormula` so one
//! encoder fills a `CnfFormula` (for export) or a `Solver`: cardinality constraints, and
//! regular constraints (a DFA unrolled over a line), run placement, guarded clauses, and
//! connectivity by reachability layers, by a spanning forest, or by lazy cuts.
pub mod cardinality;
pub mod cuts;
pub mod guarded;
pub mod reachability;
pub mod regular;
pub mod runs;
pub mod tree;

#[cfg(test)]
mod test_graphs;

#[cfg(test)]
mod line_tests;
