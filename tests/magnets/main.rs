//! Magnets at library level: the instances, every small layout against brute force, and
//! the generator's promises.
//!
//! One test binary (`cargo test --test magnets`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/count_checks.rs"]
mod count_checks;

// Helpers of this area.
mod common;

mod bruteforce;
mod generator;
mod instances;
mod puzzlink;
