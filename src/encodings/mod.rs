//! Reusable CNF building blocks.
pub mod cardinality;
pub mod regular;
