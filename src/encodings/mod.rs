//! Reusable CNF building blocks.
pub mod cardinality;
