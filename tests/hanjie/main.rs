//! Hanjie (nonograms): against brute force (solving, `analyze`, partly filled grids), on the
//! instances in both line encodings, end to end (solve, errors, generate), the colour
//! puzzles, the line engine, DIMACS round trips, play links, the memory estimates and the
//! SVG pictures. What every kind must do is the conformance suite's.
//!
//! One test binary (`cargo test --test hanjie`).

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
mod hanjie_support;

mod analyze;
mod bruteforce;
mod cli;
mod cli_errors;
mod cli_generate;
mod colour;
mod engine;
mod instances;
mod limits;
mod links;
mod olsak;
mod partial;
mod puzzlink;
mod roundtrip;
mod svg;
mod tournament;
