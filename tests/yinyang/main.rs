//! Yin Yang end to end: the instances in every connectivity mode, counts against brute
//! force, bad input and impossible puzzles, and generate.
//!
//! One test binary (`cargo test --test yinyang`).

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
mod yinyang_cli_support;

mod analyze;
mod cli;
mod cli_errors;
mod cli_generate;
mod limits;
mod links;
mod partial;
