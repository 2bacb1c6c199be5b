//! Grids drawn with box-drawing characters, a line wherever two neighbouring cells belong
//! to different regions (Magnets dominoes, 123 groups) and around the grid.

use crate::grid::{Pos, Size};

/// Width of a cell's content, in characters.
pub(crate) const CELL: usize = 3;

/// The grid as text lines: `same_region(a, b)` says whether neighbours `a` and `b` share a
/// region (no line between them), `content(pos)` is the [`CELL`]-wide text of a cell, and
/// `suffix(row)` is appended to the line of each row (counts, say).
pub(crate) fn draw_regions(
    size: Size,
    same_region: impl Fn(Pos, Pos) -> bool,
    content: impl Fn(Pos) -> String,
    suffix: impl Fn(usize) -> String,
) -> String {
    let (w, h) = (size.width, size.height);
    // A horizontal line on corner-row r over column c; a vertical one on corner-column c beside row r.
    let horizontal =
        |r: usize, c: usize| r == 0 || r == h || !same_region(Pos::new(r - 1, c), Pos::new(r, c));
    let vertical = |r: usize, c: usize| c == 0 || c == w || !same_region(Pos::new(r, c - 1), Pos::new(r, c));
    let mut out = String::new();
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
                out += &content(Pos::new(r, c));
            }
        }
        out += &suffix(r);
        out.push('\n');
    }
    out
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
