//! Random valid Yin Yang colourings, grown rather than searched: black starts as a random
//! arc of the border (or a random cell) and takes random white neighbours, one at a time,
//! as long as no 2x2 block turns black and the white cells stay connected, until no cell
//! can be taken (passes in random order until one changes nothing). Both colours are then
//! connected and black has no 2x2 block; a few white 2x2 blocks remain (a few per 30x30)
//! where every cell is needed to keep white connected; the colours are swapped half of the
//! time. The generator lets the solver complete a share of these colours
//! ([`super::generate`]). Asking a solver for the whole colouring instead, with random
//! colours assumed at some cells, could take minutes on 40x40 grids when the assumptions
//! are nearly impossible to connect.

use super::Colour;
use crate::grid::{Grid, Pos, Size};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// A colouring of a grid at least 2x2 with both colours connected and no 2x2 block of the
/// grown colour; 2x2 blocks of the other are possible (see [`same_colour_blocks`]). The colours
/// are swapped half of the time.
pub fn random_growth(size: Size, rng: &mut StdRng) -> Grid<Colour> {
    assert!(size.width >= 2 && size.height >= 2, "a grid at least 2x2");
    let mut colours = Grid::from_fn(size, |_| Colour::White);
    let cells: Vec<Pos> = size.cells().collect();
    // Black starts as a random arc of the border (the border of a solution is one arc of
    // each colour) or, one time in four, as a random cell.
    let ring = super::verify::border(size);
    if rng.random_bool(0.25) {
        colours[cells[rng.random_range(0..cells.len())]] = Colour::Black;
    } else {
        let start = rng.random_range(0..ring.len());
        for step in 0..rng.random_range(1..ring.len()) {
            colours[ring[(start + step) % ring.len()]] = Colour::Black;
        }
    }
    let mut order = cells;
    loop {
        order.shuffle(rng);
        let mut changed = false;
        for &pos in &order {
            let touches_black = size.neighbours(pos).any(|n| colours[n] == Colour::Black);
            if colours[pos] == Colour::White && touches_black && can_blacken(&colours, pos) {
                colours[pos] = Colour::Black;
                changed = true;
            }
        }
        if !changed {
            // The rules treat both colours alike.
            if rng.random_bool(0.5) {
                return colours.map(|c| c.other());
            }
            return colours;
        }
    }
}

/// The top-left corners of the 2x2 blocks that are all one colour (after a growth, all of
/// the colour that did not grow).
pub fn same_colour_blocks(colours: &Grid<Colour>) -> Vec<Pos> {
    super::verify::block_corners(colours.size())
        .filter(|&corner| {
            let [a, b, c, d] = super::verify::block(corner).map(|p| colours[p]);
            a == b && b == c && c == d
        })
        .collect()
}

/// Whether `pos` (white) can turn black: no 2x2 block turns black, and the white cells
/// without it stay connected and non-empty.
fn can_blacken(colours: &Grid<Colour>, pos: Pos) -> bool {
    let size = colours.size();
    let black_after = |p: Pos| p == pos || colours[p] == Colour::Black;
    let rows = pos.row.saturating_sub(1)..=pos.row.min(size.height - 2);
    let black_block = rows.into_iter().any(|row| {
        let cols = pos.col.saturating_sub(1)..=pos.col.min(size.width - 2);
        cols.into_iter().any(|col| {
            super::verify::block(Pos::new(row, col))
                .iter()
                .all(|&p| black_after(p))
        })
    });
    !black_block && stays_connected(colours, pos)
}

/// Whether the cells of `pos`'s colour, without `pos`, still form one region (and exist).
fn stays_connected(colours: &Grid<Colour>, pos: Pos) -> bool {
    let size = colours.size();
    let colour = colours[pos];
    let mut seen = colours.map(|_| false);
    seen[pos] = true;
    let Some(start) = size.neighbours(pos).find(|&n| colours[n] == colour) else {
        // The cell is its colour's whole region only if no other cell has the colour.
        return false;
    };
    seen[start] = true;
    let mut stack = vec![start];
    let mut reached = 1;
    while let Some(here) = stack.pop() {
        for n in size.neighbours(here) {
            if !seen[n] && colours[n] == colour {
                seen[n] = true;
                reached += 1;
                stack.push(n);
            }
        }
    }
    reached + 1 == colours.values().filter(|&&c| c == colour).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::yinyang::{YinYang, verify};
    use rand::SeedableRng;

    #[test]
    fn growth_connects_both_colours_and_varies() {
        let mut seen = std::collections::HashSet::new();
        let mut blocks = 0;
        for (w, h) in [
            (2, 2),
            (2, 5),
            (5, 2),
            (3, 3),
            (4, 7),
            (10, 10),
            (13, 6),
            (30, 30),
        ] {
            let size = Size::new(w, h);
            let empty = YinYang::new(Grid::from_fn(size, |_| None));
            for seed in 0..5 {
                let colouring = random_growth(size, &mut StdRng::seed_from_u64(seed));
                let white = same_colour_blocks(&colouring);
                blocks += white.len();
                let broken = verify(&empty, &colouring);
                // Only 2x2 blocks of the colour that did not grow may break a rule.
                assert_eq!(broken.len(), white.len(), "{size} seed {seed}: {broken:?}");
                seen.insert(format!("{colouring:?}"));
            }
        }
        assert!(
            seen.len() >= 30,
            "growths from different seeds differ: {}",
            seen.len()
        );
        assert!(
            blocks > 0,
            "the test sees the white blocks the generator must mend"
        );
    }
}
