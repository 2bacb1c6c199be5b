//! gridsat
pub mod encodings;
