//! The command line end to end, beyond one puzzle kind: the commands on the Magnets
//! instances, bad input, help, completions and manual pages, batches, time limits, play
//! links, other SAT solvers behind `--solver`, and `draw` and `--format svg`.
//!
//! One test binary (`cargo test --test cli`).

// Helpers shared with other areas' binaries.
#[path = "../support/answer_files.rs"]
mod answer_files;
#[path = "../support/cnf_by_hand.rs"]
mod cnf_by_hand;
#[path = "../support/conflict_checks.rs"]
mod conflict_checks;
#[path = "../support/dimacs_files.rs"]
mod dimacs_files;
#[path = "../support/generated_output.rs"]
mod generated_output;
#[path = "../support/run_gridsat.rs"]
#[macro_use]
mod run_gridsat;
#[path = "../support/tools.rs"]
mod tools;

// Helpers of this area.
mod batch_support;

mod answers;
mod batch;
mod commands;
mod count_progress;
mod errors;
mod external_solvers;
mod help;
mod interrupts;
mod kind_detection;
mod leftovers;
mod messages;
mod mixed_batches;
mod output_targets;
mod play_links;
mod puzzlink_urls;
mod readme;
mod several_puzzles;
mod stdin_arguments;
mod svg;
mod timeout;
