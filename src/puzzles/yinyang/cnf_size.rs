//! The size of the Yin Yang CNF without building it, for the memory limit: the local rules
//! are linear in the cells; connectivity is nothing (`lazy`, before cuts), `n log n`
//! (`tree`, `encodings/spanning-forest.md`) or `n²` (`layers`, `encodings/reachability.md`).

use super::YinYang;
use super::choice::{Connectivity, YinYangEncoding};
use crate::encodings::tree::label_bits;
use crate::grid::Size;
use crate::limits::CnfSize;

/// From above: cells, 2x2 blocks, checkerboards, border, connectivity and a unit per given.
pub(super) fn estimate(puzzle: &YinYang) -> CnfSize {
    let givens = puzzle.givens.values().filter(|g| g.is_some()).count() as u64;
    of_grid(puzzle.givens.size(), &puzzle.encoding, givens)
}

/// [`estimate`] of a puzzle of `size` with `givens` givens, wherever they are, encoded as
/// `encoding` says.
pub(super) fn of_grid(size: Size, encoding: &YinYangEncoding, givens: u64) -> CnfSize {
    let (width, height) = (size.width as u64, size.height as u64);
    let n = width * height;
    let blocks = width.saturating_sub(1) * height.saturating_sub(1);
    let mut total = CnfSize::new(n, 2 * blocks, 4);
    if encoding.checkerboard {
        total = total + CnfSize::new(0, 2 * blocks, 4);
    }
    if encoding.border && width >= 2 && height >= 2 {
        let ring = 2 * (width + height) - 4;
        total = total + CnfSize::new(2 * ring, 4 * ring, 3);
    }
    let edges = width * height.saturating_sub(1) + height * width.saturating_sub(1);
    // Per colour: the root literals (2(n − 1) variables, 6(n − 1) clauses).
    let roots = CnfSize::new(2 * n, 6 * n, 3);
    let connectivity = match encoding.solving() {
        Connectivity::Lazy => CnfSize::default(),
        Connectivity::Layers => {
            // At most n·L layer variables, 2·n·L + n clauses of width up to 6 (deg + 2).
            let layers = layer_bound(size) as u64;
            let per_colour = roots + CnfSize::new(n * layers, 2 * n * layers + n, 6);
            per_colour + per_colour
        }
        Connectivity::Tree => {
            let bits = label_bits(n as usize) as u64;
            let forest = CnfSize::new(n * bits + 2 * edges * bits, 2 * edges * (3 * bits + 1) + 2 * n, 4);
            roots + roots + forest
        }
    };
    total + connectivity + CnfSize::new(0, givens, 1)
}

/// Layers for each colour: a shortest path inside a connected region of `s` cells has at
/// most `s - 1` steps, and a region has at most `n - 1` cells when the grid is at least 2x2
/// (every 2x2 block holds both colours), `n` otherwise. The bound must not depend on the
/// givens: the generator assumes givens and drops them, and a bound from givens that are
/// later dropped would cut off longer regions of other solutions.
pub(super) fn layer_bound(size: Size) -> usize {
    let cells = size.area();
    if size.width >= 2 && size.height >= 2 {
        cells - 2
    } else {
        cells.saturating_sub(1)
    }
}
