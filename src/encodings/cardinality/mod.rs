//! cardinality
