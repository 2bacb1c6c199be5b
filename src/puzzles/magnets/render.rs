//! A text picture of a Magnets puzzle: dominoes outlined with box-drawing characters, cells
//! `+`, `-`, `x` when solved, singletons shaded, row counts (+ then -) on the right and
//! column counts (+ row, then - row) below, as in the seed paper's display.

use super::{Magnets, Solution};
use crate::boxes::{CELL, draw_regions};

/// The puzzle, solved if `solution` is given.
pub fn render(puzzle: &Magnets, solution: Option<&Solution>) -> String {
    let size = puzzle.layout.size();
    let count = |n: Option<usize>| n.map_or(String::new(), |n| n.to_string());
    let mut out = format!(
        "{:width$}{:>3}{:>3}\n",
        "",
        "+",
        "-",
        width = size.width * (CELL + 1) + 1
    );
    out += &draw_regions(
        size,
        |a, b| puzzle.partner(a) == Some(b),
        |pos| match (puzzle.partner(pos), solution) {
            (None, _) => "░".repeat(CELL),
            (Some(_), Some(s)) => format!(" {} ", s[pos].symbol()),
            (Some(_), None) => " ".repeat(CELL),
        },
        |r| {
            format!(
                "{:>3}{:>3}",
                count(puzzle.plus.rows[r]),
                count(puzzle.minus.rows[r])
            )
        },
    );
    for (label, counts) in [("+", &puzzle.plus.cols), ("-", &puzzle.minus.cols)] {
        out.push(' ');
        for &n in counts {
            out += &format!("{:^width$}", count(n), width = CELL + 1);
        }
        out += &format!("{label:>3}\n");
    }
    out
}
