//! A text picture of a Magnets puzzle: dominoes outlined with box-drawing characters, cells
//! `+`, `-`, `x` when solved, singletons shaded, row counts (+ then -) on the right and
//! column counts (+ row, then - row) below, as in the seed paper's display.

use super::{Magnets, Pole, Solution};
use crate::grid::Pos;

const CELL: usize = 3;

/// The puzzle, solved if `solution` is given.
pub fn render(puzzle: &Magnets, solution: Option<&Solution>) -> String {
    let size = puzzle.layout.size();
    let (w, h) = (size.width, size.height);
    let same = |a: Pos, b: Pos| puzzle.partner(a) == Some(b);
    // Edge below/above: horizontal edge on corner-row r over column c.
    let horizontal = |r: usize, c: usize| r == 0 || r == h || !same(Pos::new(r - 1, c), Pos::new(r, c));
    // Edge left/right: vertical edge on corner-column c beside row r.
    let vertical = |r: usize, c: usize| c == 0 || c == w || !same(Pos::new(r, c - 1), Pos::new(r, c));
    let count = |n: Option<usize>| n.map_or(String::new(), |n| n.to_string());
    let mut out = String::new();
    out += &format!("{:width$}{:>3}{:>3}\n", "", "+", "-", width = w * (CELL + 1) + 1);
    for r in 0..=h {
        for c in 0..=w {
            let up = r > 0 && vertical(r - 1, c);
            let down = r < h && vertical(r, c);
            let left = c > 0 && horizontal(r, c - 1);
            let right = c < w && horizontal(r, c);
            out.push(corner(up, down, left, right));
            if c < w {
                let fill = if horizontal(r, c) { "─" } else { " " };
                out += &fill.repeat(CELL);
            }
        }
        out.push('\n');
        if r == h {
            break;
        }
        for c in 0..=w {
            out.push(if vertical(r, c) { '│' } else { ' ' });
            if c < w {
                let pos = Pos::new(r, c);
                out += &match (puzzle.partner(pos), solution) {
                    (None, _) => "░".repeat(CELL),
                    (Some(_), Some(s)) => format!(" {} ", symbol(s[pos])),
                    (Some(_), None) => " ".repeat(CELL),
                };
            }
        }
        out += &format!(
            "{:>3}{:>3}\n",
            count(puzzle.plus.rows[r]),
            count(puzzle.minus.rows[r])
        );
    }
    for (label, counts) in [("+", &puzzle.plus.cols), ("-", &puzzle.minus.cols)] {
        out.push(' ');
        for &n in counts {
            out += &format!("{:^width$}", count(n), width = CELL + 1);
        }
        out += &format!("{label:>3}\n");
    }
    out
}

fn symbol(pole: Pole) -> char {
    pole.symbol()
}

/// The box-drawing character with the given arms.
fn corner(up: bool, down: bool, left: bool, right: bool) -> char {
    match (up, down, left, right) {
        (false, false, false, false) => ' ',
        (true, true, false, false) => '│',
        (false, false, true, true) => '─',
        (false, true, false, true) => '┌',
        (false, true, true, false) => '┐',
        (true, false, false, true) => '└',
        (true, false, true, false) => '┘',
        (true, true, false, true) => '├',
        (true, true, true, false) => '┤',
        (false, true, true, true) => '┬',
        (true, false, true, true) => '┴',
        (true, true, true, true) => '┼',
        (true, false, false, false) => '╵',
        (false, true, false, false) => '╷',
        (false, false, true, false) => '╴',
        (false, false, false, true) => '╶',
    }
}
