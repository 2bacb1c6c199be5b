//! The 123 puzzle: against brute force and by hand (solving, `analyze`, partly filled
//! grids), exhaustively on small grids, on the instances, the generator, end to end (solve,
//! errors, generate), play links, the memory estimates and the SVG pictures. What every
//! kind must do is the conformance suite's.

// Helpers of this area.
mod onetwothree_cli_support;
mod onetwothree_support;

mod analyze;
mod borders;
mod cli;
mod cli_errors;
mod cli_generate;
mod exhaustive;
mod generator;
mod instances;
mod library;
mod limits;
mod links;
mod partial;
mod svg;
