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
use super::verify::{monochrome_blocks, regions};
use crate::error::Error;
use crate::grid::{Grid, Pos, Size};
use crate::limits::Deadline;
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// A colouring of a grid at least 2x2 with both colours connected and no 2x2 block of the
/// grown colour; 2x2 blocks of the other are possible (see `verify::monochrome_blocks`). The colours
/// are swapped half of the time. Growing a large grid takes seconds (each cell added is
/// weighed by the regions of the whole grid): [`Error::TimedOut`] once `deadline` has passed.
pub(super) fn random_growth(
    size: Size,
    rng: &mut StdRng,
    deadline: &Deadline,
) -> Result<Grid<Colour>, Error> {
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
            if deadline.passed() {
                return Err(Error::TimedOut);
            }
            let touches_black = size.neighbours(pos).any(|n| colours[n] == Colour::Black);
            if colours[pos] == Colour::White && touches_black && can_blacken(&colours, pos) {
                colours[pos] = Colour::Black;
                changed = true;
            }
        }
        if !changed {
            // The rules treat both colours alike.
            if rng.random_bool(0.5) {
                return Ok(colours.map(|c| c.other()));
            }
            return Ok(colours);
        }
    }
}

/// Whether `pos` (white) can turn black: no 2x2 block turns black, and the white cells
/// without it still form one region.
fn can_blacken(colours: &Grid<Colour>, pos: Pos) -> bool {
    let mut after = colours.clone();
    after[pos] = Colour::Black;
    let around = |corner: &Pos| {
        corner.row + 1 >= pos.row
            && corner.row <= pos.row
            && corner.col + 1 >= pos.col
            && corner.col <= pos.col
    };
    monochrome_blocks(&after).all(|corner| !around(&corner)) && regions(&after, Colour::White).len() == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Rules;
    use crate::puzzles::yinyang::YinYang;
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
                let colouring =
                    random_growth(size, &mut StdRng::seed_from_u64(seed), &Deadline::NONE).unwrap();
                let white: Vec<Pos> = monochrome_blocks(&colouring).collect();
                blocks += white.len();
                let broken = empty.verify(&colouring);
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

    #[test]
    fn growth_stops_at_the_deadline() {
        let passed = Deadline::at(std::time::Instant::now());
        let grown = random_growth(Size::new(30, 30), &mut StdRng::seed_from_u64(1), &passed);
        assert!(matches!(grown, Err(Error::TimedOut)));
    }
}
