//! Bad input and limits: the catalogue of bad input (`tests/bad_input/`), mutation fuzzing
//! of every parser (`tests/FUZZING.md`), how every input is read (byte-order marks, the same
//! fault in the same words), partly filled grids checked against brute force, and the memory
//! estimates behind `--max-memory`, for solving and for `generate`.

// Helpers of this area.
mod fuzz_support;

mod bad_input;
mod fuzz_parsers;
mod generate_limits;
mod input_reading;
mod interrupted_count;
mod limits;
mod refusals;
mod time_limit;
