//! `gridsat analyze` (forced cells, conflicting clues, difficulty): against brute force
//! on small random puzzles, on every instance against its answers, and end to end.
//!
//! One test binary (`cargo test --test analyze`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/conflict_checks.rs"]
mod conflict_checks;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;

mod bruteforce;
mod cli;
mod instances;
mod line_rating;
