//! Helpers shared by the 123 end-to-end tests (`onetwothree_cli*.rs`): running `gridsat` in
//! `tests/data/onetwothree` (so fixture names are short; the runs themselves are those of
//! `run_gridsat`), the cspuz example, the rows of a solved picture, and the rule check on rows
//! of digits (the flood fill of `onetwothree_support`, written from the rules).
//!
//! Each test binary that says `mod onetwothree_cli_support;` compiles all of this but uses
//! only part.
#![allow(dead_code)]

use serde_json::Value;
use std::path::{Path, PathBuf};

#[path = "../onetwothree_support/mod.rs"]
mod onetwothree_support;
#[path = "../run_gridsat/mod.rs"]
mod run_gridsat;

#[allow(unused_imports)] // not every test binary uses each of these
pub use run_gridsat::{has, keys, output_in};
use run_gridsat::{json_of_in, run_in};

/// The cspuz example: its URL and its only solution.
pub const CSPUZ_URL: &str = "https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h";
pub const CSPUZ_SOLUTION: [&str; 4] = ["2212", "1332", "2313", "2133"];

pub fn cspuz_solution() -> Vec<String> {
    CSPUZ_SOLUTION.map(String::from).to_vec()
}

pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/onetwothree")
}

pub fn fixture(name: &str) -> String {
    fixture_dir().join(name).display().to_string()
}

/// Runs `gridsat ARGS` with `stdin` in the fixture directory: exit code, stdout, stderr.
pub fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
    output_in(&fixture_dir(), args, stdin)
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
pub fn run(args: &[&str], code: i32) -> String {
    run_stdin(args, "", code)
}

pub fn run_stdin(args: &[&str], stdin: &str, code: i32) -> String {
    run_in(&fixture_dir(), args, stdin, code)
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
pub fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    json_of_in(&fixture_dir(), args, stdin, code)
}

/// The rows of digits in a solved picture: each line of the drawing that holds cells (the
/// lines between them are rules only).
pub fn picture_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| l.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|digits| !digits.is_empty())
        .collect()
}

/// Whether rows of digits obey the rules: they form a rectangle of 1, 2 and 3, and every
/// orthogonally connected group of equal numbers has as many cells as its number (the flood
/// fill of `onetwothree_support`, written from the rules).
pub fn obeys_rules(rows: &[String]) -> bool {
    let w = rows[0].len();
    if rows.iter().any(|r| r.len() != w) {
        return false;
    }
    let cells: Vec<u8> = rows
        .iter()
        .flat_map(|r| r.bytes().map(|b| b.wrapping_sub(b'0')))
        .collect();
    onetwothree_support::obeys_rules(w, rows.len(), &cells)
}
