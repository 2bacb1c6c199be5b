//! Domino layouts: the check that every domino end has its partner, for the formats that
//! spell a layout letter by letter (`.magnets` files, Simon Tatham's IDs); and random
//! layouts for the generator, a regular tiling (with one singleton where the area is odd)
//! mixed by random flips of two parallel dominoes filling a 2x2 square and by moves of the
//! singleton along a domino that lines up with it.

use super::{End, partner};
use crate::error::ParseError;
use crate::grid::{Grid, Pos, Size};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

/// Checks that every domino end has its partner: the error names the cell.
pub(super) fn check_layout(
    layout: &Grid<End>,
    error: impl Fn(Pos, String) -> ParseError,
) -> Result<(), ParseError> {
    let size = layout.size();
    for (pos, &end) in layout.iter() {
        if end == End::Single {
            continue;
        }
        let expected = match end {
            End::Left => End::Right,
            End::Right => End::Left,
            End::Top => End::Bottom,
            _ => End::Top,
        };
        match partner(layout, pos).filter(|&p| size.contains(p)) {
            None => {
                return Err(error(
                    pos,
                    format!("`{}` at {pos}: its domino leaves the grid", end.letter()),
                ));
            }
            Some(other) if layout[other] != expected => {
                return Err(error(
                    pos,
                    format!(
                        "`{}` at {pos} needs `{}` at {other}, found `{}`",
                        end.letter(),
                        expected.letter(),
                        layout[other].letter()
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// A random tiling of `size`.
pub(super) fn random_layout(size: Size, rng: &mut StdRng) -> Grid<End> {
    let (w, h) = (size.width, size.height);
    let mut layout = Grid::from_fn(size, |pos| {
        if w % 2 == 0 {
            if pos.col % 2 == 0 { End::Left } else { End::Right }
        } else if h % 2 == 0 || pos.row + 1 < h {
            if pos.row % 2 == 0 { End::Top } else { End::Bottom }
        } else if pos.col + 1 == w {
            End::Single
        } else if pos.col % 2 == 0 {
            End::Left
        } else {
            End::Right
        }
    });
    let all: Vec<Pos> = size.cells().collect();
    for _ in 0..size.area() * 30 {
        let pos = *all.choose(rng).expect("at least two cells");
        match layout[pos] {
            End::Left | End::Top => flip(&mut layout, pos),
            End::Single => move_singleton(&mut layout, pos, rng),
            _ => {}
        }
    }
    layout
}

/// Rotates the domino starting at `pos` and the parallel one beside it, if they fill a 2x2.
fn flip(layout: &mut Grid<End>, pos: Pos) {
    let size = layout.size();
    let (r, c) = (pos.row, pos.col);
    if layout[pos] == End::Left && r + 1 < size.height && layout[Pos::new(r + 1, c)] == End::Left {
        layout[Pos::new(r, c)] = End::Top;
        layout[Pos::new(r, c + 1)] = End::Top;
        layout[Pos::new(r + 1, c)] = End::Bottom;
        layout[Pos::new(r + 1, c + 1)] = End::Bottom;
    } else if layout[pos] == End::Top && c + 1 < size.width && layout[Pos::new(r, c + 1)] == End::Top {
        layout[Pos::new(r, c)] = End::Left;
        layout[Pos::new(r + 1, c)] = End::Left;
        layout[Pos::new(r, c + 1)] = End::Right;
        layout[Pos::new(r + 1, c + 1)] = End::Right;
    }
}

/// Moves the singleton at `hole` two cells along a domino that lines up with it.
fn move_singleton(layout: &mut Grid<End>, hole: Pos, rng: &mut StdRng) {
    let size = layout.size();
    let Some(&near) = size.neighbours(hole).collect::<Vec<_>>().choose(rng) else {
        return;
    };
    let (Some(row), Some(col)) = (
        (2 * near.row).checked_sub(hole.row),
        (2 * near.col).checked_sub(hole.col),
    ) else {
        return;
    };
    let far = Pos::new(row, col);
    if !size.contains(far) || partner(layout, near) != Some(far) {
        return;
    }
    let (first, second) = if hole.row == near.row {
        if hole.col < near.col {
            (End::Left, End::Right)
        } else {
            (End::Right, End::Left)
        }
    } else if hole.row < near.row {
        (End::Top, End::Bottom)
    } else {
        (End::Bottom, End::Top)
    };
    layout[hole] = first;
    layout[near] = second;
    layout[far] = End::Single;
}
