//! Magnets at library level: the instances, every small layout against brute force, and
//! the generator's promises.
//!
//! One test binary (`cargo test --test magnets`).

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
mod common;

mod analyze;
mod bruteforce;
mod generator;
mod instances;
mod limits;
mod links;
mod partial;
mod puzzlink;
