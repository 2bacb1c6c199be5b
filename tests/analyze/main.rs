//! `gridsat analyze` (forced cells, conflicting clues, difficulty) end to end, and Hanjie's
//! rating by lines; `gridsat hint` against brute force on small puzzles of every kind, and
//! end to end. Every instance is analysed against its answers in the conformance
//! suite; small puzzles of each kind against brute force, and an instance with a clue
//! changed, in the kind's own binary.
//!
//! One test binary (`cargo test --test analyze`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/bruteforce_analysis.rs"]
mod bruteforce_analysis;
#[path = "../support/cnf_by_hand.rs"]
mod cnf_by_hand;
#[path = "../support/conflict_checks.rs"]
mod conflict_checks;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;

mod cli;
mod hint;
mod hint_cli;
mod line_rating;
mod mend;
mod small_puzzles;
