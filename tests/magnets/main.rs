//! Magnets: the instances, every small layout against brute force (solving, `analyze`,
//! partly filled grids), the generator's promises, puzz.link URLs and play links, the memory
//! estimates, and the SVG pictures. What every kind must do is the conformance suite's.
//!
//! One test binary (`cargo test --test magnets`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/browser.rs"]
mod browser;
#[path = "../support/bruteforce_analysis.rs"]
mod bruteforce_analysis;
#[path = "../support/cnf_by_hand.rs"]
mod cnf_by_hand;
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
#[path = "../support/solve_options.rs"]
mod solve_options;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;
#[path = "../support/screenshots.rs"]
mod screenshots;
#[path = "../support/svg_pictures.rs"]
mod svg_pictures;
#[path = "../support/tools.rs"]
mod tools;

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
mod svg;
