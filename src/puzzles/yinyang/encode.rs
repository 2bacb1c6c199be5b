//! The Yin Yang CNF (`encodings/yinyang.md`): one literal per cell (true = black); no 2x2
//! block of one colour; and each colour connected, by reachability layers
//! (`encodings::reachability`) grown from the first cell of that colour in reading order.
//! The givens are clues (one literal each), so the generator can assume and drop them.

use super::verify::{block, block_corners};
use super::{Colour, YinYang};
use crate::encodings::reachability::{Definition, Root, connected};
use crate::grid::{Grid, Size};
use crate::puzzle::{Clue, Encoding};
use varisat::{ExtendFormula, Lit};

/// Encodes the rules and returns the cell literals (true = black) and the givens as clues.
///
/// The root of each colour is its first cell in reading order rather than a given cell: a
/// root fixed at a given would stay imposed when the generator drops that given.
pub fn encode<F: ExtendFormula>(puzzle: &YinYang, formula: &mut F) -> Encoding<Grid<Lit>> {
    let size = puzzle.givens.size();
    let black = Grid::from_fn(size, |_| formula.new_lit());
    for corner in block_corners(size) {
        let cells = block(corner).map(|p| black[p]);
        formula.add_clause(&cells);
        formula.add_clause(&cells.map(|lit| !lit));
    }
    let adjacency: Vec<Vec<usize>> = size
        .cells()
        .map(|p| size.neighbours(p).map(|n| n.row * size.width + n.col).collect())
        .collect();
    for colour in Colour::ALL {
        let members: Vec<Lit> = black
            .values()
            .map(|&lit| if colour == Colour::Black { lit } else { !lit })
            .collect();
        connected(
            formula,
            &members,
            &adjacency,
            Root::FirstMember,
            layer_bound(size),
            Definition::Support,
        );
    }
    let clues = puzzle
        .givens
        .iter()
        .filter_map(|(pos, given)| {
            given.map(|colour| Clue {
                name: format!("{pos} {}", colour.name()),
                literals: vec![if colour == Colour::Black {
                    black[pos]
                } else {
                    !black[pos]
                }],
                derived_from: Vec::new(),
            })
        })
        .collect();
    let projection = black.values().copied().collect();
    Encoding {
        vars: black,
        projection,
        clues,
    }
}

/// Layers for each colour: a shortest path inside a connected region of `s` cells has at
/// most `s - 1` steps, and a region has at most `n - 1` cells when the grid is at least 2x2
/// (every 2x2 block holds both colours), `n` otherwise. The bound must not depend on the
/// givens: the generator assumes givens and drops them, and a bound from givens that are
/// later dropped would cut off longer regions of other solutions.
pub fn layer_bound(size: Size) -> usize {
    let cells = size.area();
    if size.width >= 2 && size.height >= 2 {
        cells - 2
    } else {
        cells.saturating_sub(1)
    }
}
