//! Yin Yang: end to end, the instances in every connectivity mode, counts, `analyze` and
//! partly filled grids against brute force, bad input and impossible puzzles, generate,
//! play links, the memory estimates and the SVG pictures. What every kind must do is the
//! conformance suite's.

// Helpers of this area.
mod yinyang_cli_support;

mod analyze;
mod cli;
mod cli_errors;
mod cli_generate;
mod limits;
mod links;
mod partial;
mod svg;
