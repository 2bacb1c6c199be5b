//! The command line end to end, beyond one puzzle kind: the commands on the Magnets
//! instances, bad input, help, completions and manual pages, batches, time limits, play
//! links, other SAT solvers behind `--solver`, and `draw` and `--format svg`.

// Helpers of this area.
mod batch_support;

mod answers;
mod batch;
mod commands;
mod count_progress;
mod errors;
mod external_solvers;
mod guide_commands;
mod guide_facts;
mod help;
mod interrupts;
mod kind_detection;
mod leftovers;
mod messages;
mod mixed_batches;
mod output_targets;
mod play_links;
mod puzzlink_urls;
mod several_puzzles;
mod stdin_arguments;
mod svg;
mod timeout;
