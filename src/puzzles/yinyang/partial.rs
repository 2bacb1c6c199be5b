//! Checking a partly coloured Yin Yang grid (`.` or `?` cells not coloured yet) from the
//! rules: what its coloured cells (and the givens) already break, whatever colours the
//! rest.

use super::verify::{block, block_corners};
use super::{Colour, Partial, YinYang};
use crate::grid::{Grid, Pos};

/// The rules the coloured cells of `grid` break whatever colours its unknown cells: a
/// coloured cell that contradicts its given; cells of one colour, coloured or given, that
/// cells of the other colour cut apart (no path through cells of their colour or unknown
/// cells joins them); and a 2x2 block all of one colour. An unknown cell with a given
/// counts as given.
pub(super) fn verify_partial(puzzle: &YinYang, grid: &Partial) -> Vec<String> {
    let size = puzzle.givens.size();
    if grid.size() != size {
        return vec![format!("the solution is {}, the puzzle {size}", grid.size())];
    }
    let mut broken = Vec::new();
    for (pos, &cell) in grid.iter() {
        if let (Some(colour), Some(given)) = (cell, puzzle.givens[pos])
            && colour != given
        {
            broken.push(format!(
                "{pos} is given {} but is {}",
                given.name(),
                colour.name()
            ));
        }
    }
    let known = Grid::from_fn(size, |pos| grid[pos].or(puzzle.givens[pos]));
    for colour in Colour::ALL {
        let parts = cut_apart(&known, colour);
        if parts.len() > 1 {
            broken.push(format!(
                "the {} cells fall into {} parts that {} cells cut apart, so they cannot be connected: at {}",
                colour.name(),
                parts.len(),
                colour.other().name(),
                parts
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    for corner in block_corners(size) {
        let cells = block(corner).map(|p| known[p]);
        if let [Some(colour), ..] = cells
            && cells.iter().all(|&c| c == Some(colour))
        {
            broken.push(format!(
                "the 2x2 block at {corner} (top-left) is all {}",
                colour.name()
            ));
        }
    }
    broken
}

/// The cells of `colour` grouped by what joins them: two are in one part when a path of
/// cells of `colour` or unknown cells joins them. Each part is named by its first cell of
/// `colour` in reading order; the parts come in that order.
fn cut_apart(known: &Grid<Option<Colour>>, colour: Colour) -> Vec<Pos> {
    let open = known.map(|&cell| cell.is_none_or(|c| c == colour));
    let mut parts: Vec<Pos> = open
        .regions()
        .into_iter()
        .filter(|region| open[region[0]])
        .filter_map(|region| region.into_iter().filter(|&p| known[p] == Some(colour)).min())
        .collect();
    parts.sort();
    parts
}
