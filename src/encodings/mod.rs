//! Reusable CNF building blocks, each written against varisat's `ExtendFormula` so one
//! encoder fills a `CnfFormula` (for export) or a `Solver`: cardinality constraints, and
//! regular constraints (a DFA unrolled over a line), run placement, guarded clauses, and
//! connectivity by reachability layers.
pub mod cardinality;
pub mod guarded;
pub mod reachability;
pub mod regular;
pub mod runs;

#[cfg(test)]
mod line_tests;
