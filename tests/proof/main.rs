//! `solve --proof DIR`: the certificates checked from outside gridsat, and the inputs and
//! options it refuses.
//!
//! One test binary (`cargo test --test proof`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;
#[path = "../support/tools.rs"]
mod tools;

// Helpers of this area.
mod proof_checks;

mod cli;
mod cli_inputs;
