//! Every integration test of gridsat in one test binary (`cargo test --test integration`),
//! so that the library and the test dependencies are linked once, not once per area. The
//! areas are its modules, each a folder of `tests/` with its own `mod.rs` saying what it
//! covers; `cargo test --test integration hanjie::` runs one of them.
//!
//! - `cli`: the command line end to end, beyond one puzzle kind.
//! - `conformance`: what every kind of the registry must do, checked the same way for each.
//! - `magnets`, `hanjie`, `onetwothree`, `yinyang`: each kind's own checks (brute force,
//!   instances, end to end, generators, links, pictures).
//! - `analyze`: `gridsat analyze` end to end and Hanjie's rating by lines.
//! - `proof`: the certificates of `solve --proof`, checked from outside gridsat.
//! - `robustness`: bad input, limits, time limits and the parsers' fuzzing.
//!
//! The helpers that several areas share are the modules of `tests/support/`, declared
//! here; an area's own helpers are in its folder. Fault injection, which needs the cargo
//! feature `fault-injection`, is a binary of its own (`tests/fault_injection/`).

#[path = "support/answer_files.rs"]
mod answer_files;
#[path = "support/browser.rs"]
mod browser;
#[path = "support/bruteforce_analysis.rs"]
mod bruteforce_analysis;
#[path = "support/cnf_by_hand.rs"]
mod cnf_by_hand;
#[path = "support/cnf_estimates.rs"]
mod cnf_estimates;
#[path = "support/conflict_checks.rs"]
mod conflict_checks;
#[path = "support/count_checks.rs"]
mod count_checks;
#[path = "support/dimacs_files.rs"]
mod dimacs_files;
#[path = "support/generate_limits.rs"]
mod generate_limits;
#[path = "support/generated_output.rs"]
mod generated_output;
#[path = "support/gridsat_command.rs"]
mod gridsat_command;
#[path = "support/partial_checks.rs"]
mod partial_checks;
#[path = "support/play_links.rs"]
mod play_links;
#[path = "support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;
#[path = "support/screenshots.rs"]
mod screenshots;
#[path = "support/solve_options.rs"]
mod solve_options;
#[path = "support/svg_pictures.rs"]
mod svg_pictures;
#[path = "support/tools.rs"]
mod tools;

mod analyze;
mod cli;
mod conformance;
mod hanjie;
mod magnets;
mod onetwothree;
mod proof;
mod robustness;
mod yinyang;
