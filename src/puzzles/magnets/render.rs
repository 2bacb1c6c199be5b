//! A text picture of a Magnets puzzle: dominoes outlined with box-drawing characters, cells
//! `+`, `-`, `x` when solved, singletons shaded, row counts (+ then -) on the right and
//! column counts (+ row, then - row) below, as in the seed paper's display.

use super::{Magnets, Solution};
use crate::boxes::{CELL, draw_regions};
use crate::puzzle::Draw;

impl Draw for Magnets {
    fn svg(&self, solution: Option<&Solution>) -> String {
        super::svg::svg(self, solution)
    }

    /// The puzzle, solved if `solution` is given.
    fn render(&self, solution: Option<&Solution>) -> String {
        let size = self.layout.size();
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
            |a, b| self.partner(a) == Some(b),
            |pos| match (self.partner(pos), solution) {
                (None, _) => "░".repeat(CELL),
                (Some(_), Some(s)) => format!(" {} ", s[pos].symbol()),
                (Some(_), None) => " ".repeat(CELL),
            },
            |r| format!("{:>3}{:>3}", count(self.plus.rows[r]), count(self.minus.rows[r])),
        );
        for (label, counts) in [("+", &self.plus.cols), ("-", &self.minus.cols)] {
            out.push(' ');
            for &n in counts {
                out += &format!("{:^width$}", count(n), width = CELL + 1);
            }
            out += &format!("{label:>3}\n");
        }
        out
    }
}
