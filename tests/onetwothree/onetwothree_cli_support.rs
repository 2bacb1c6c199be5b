//! Helpers shared by the 123 end-to-end tests (`cli*.rs`): running `gridsat` in
//! `tests/data/onetwothree` (so fixture names are short; the runs themselves are those of
//! `run_gridsat`), the cspuz example, the rows of a solved picture, and the rule check on rows
//! of digits (the flood fill of `onetwothree_support`, written from the rules).
//!
//! The tests use only some of the runs that `fixture_runs!` defines.
#![allow(dead_code)]

use crate::onetwothree::onetwothree_support;

pub(crate) use crate::run_gridsat::{has, keys};

fixture_runs!("tests/data/onetwothree");

/// The cspuz example: its URL and its only solution.
pub(crate) const CSPUZ_URL: &str = "https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h";
pub(crate) const CSPUZ_SOLUTION: [&str; 4] = ["2212", "1332", "2313", "2133"];

pub(crate) fn cspuz_solution() -> Vec<String> {
    CSPUZ_SOLUTION.map(String::from).to_vec()
}

/// The rows of digits in a solved picture: each line of the drawing that holds cells (the
/// lines between them are rules only).
pub(crate) fn picture_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| l.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|digits| !digits.is_empty())
        .collect()
}

/// Whether rows of digits obey the rules: they form a rectangle of 1, 2 and 3, and every
/// orthogonally connected group of equal numbers has as many cells as its number (the flood
/// fill of `onetwothree_support`, written from the rules).
pub(crate) fn obeys_rules(rows: &[String]) -> bool {
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
