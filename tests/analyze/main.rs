//! `gridsat analyze` (forced cells, conflicting clues, difficulty): against brute force
//! on small random puzzles, Hanjie's rating by lines, and end to end. (Every instance is
//! analysed against its answers in the conformance suite.)
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
mod line_rating;
