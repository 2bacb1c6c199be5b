//! The SVG pictures: end to end, read back as XML, and as a browser draws them.
//!
//! One test binary (`cargo test --test svg`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/dimacs_files.rs"]
mod dimacs_files;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;
#[path = "../support/tools.rs"]
mod tools;

// Helpers of this area.
mod browser;

mod cli;
mod pictures;
mod screenshots;
