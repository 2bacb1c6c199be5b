//! Bad input and limits: the catalogue of bad input (`tests/bad_input/`), mutation fuzzing
//! of every parser (`tests/FUZZING.md`) and the memory estimates behind `--max-memory`.
//!
//! One test binary (`cargo test --test robustness`).

// Helpers shared with other areas' binaries.
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;

// Helpers of this area.
mod fuzz_support;

mod bad_input;
mod fuzz_parsers;
mod limits;
