//! The 123 puzzle: against brute force and by hand, exhaustively on small grids, on the
//! instances, the generator, and end to end (solve, errors, generate).
//!
//! One test binary (`cargo test --test onetwothree`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/bruteforce_analysis.rs"]
mod bruteforce_analysis;
#[path = "../support/cnf_estimates.rs"]
mod cnf_estimates;
#[path = "../support/conflict_checks.rs"]
mod conflict_checks;
#[path = "../support/count_checks.rs"]
mod count_checks;
#[path = "../support/dimacs_files.rs"]
mod dimacs_files;
#[path = "../support/generate_limits.rs"]
mod generate_limits;
#[path = "../support/generated_output.rs"]
mod generated_output;
#[path = "../support/partial_checks.rs"]
mod partial_checks;
#[path = "../support/play_links.rs"]
mod play_links;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;

// Helpers of this area.
mod onetwothree_cli_support;
mod onetwothree_support;

mod analyze;
mod borders;
mod cli;
mod cli_errors;
mod cli_generate;
mod exhaustive;
mod generator;
mod instances;
mod library;
mod limits;
mod links;
mod partial;
