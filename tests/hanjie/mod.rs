//! Hanjie (nonograms): against brute force (solving, `analyze`, partly filled grids), on the
//! instances in both line encodings, end to end (solve, errors, generate), the colour
//! puzzles, the line engine, DIMACS round trips, play links, the memory estimates and the
//! SVG pictures. What every kind must do is the conformance suite's.

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
