//! The size of the 123 CNF without building it (`encodings/123.md`), for the memory
//! limit: a fixed number of clauses per cell and per adjacent pair, by their degrees, and
//! per given border.

use super::OneTwoThree;
use crate::limits::CnfSize;

/// The clause families of `encodings/123.md`, counted with each cell's degree, and a unit
/// per given.
pub fn estimate(puzzle: &OneTwoThree) -> CnfSize {
    let size = puzzle.givens.size();
    let degree = |pos| size.neighbours(pos).count() as u64;
    let pick2 = |d: u64| d * d.saturating_sub(1) / 2;
    let pick3 = |d: u64| pick2(d) * d.saturating_sub(2) / 3;
    let cells: CnfSize = size
        .cells()
        .map(|pos| {
            let d = degree(pos);
            // One value (1 ternary, 3 binary); a 2 has one neighbouring 2 (width d + 1,
            // then C(d,2) ternary); a 3 has a neighbouring 3 (width d + 1) and not three.
            CnfSize {
                variables: 3,
                clauses: 4 + 1 + pick2(d) + 1 + pick3(d),
                literals: 9 + (d + 1) + 3 * pick2(d) + (d + 1) + 4 * pick3(d),
            }
        })
        .sum();
    let pairs: CnfSize = size
        .adjacent_pairs()
        .map(|(a, b)| {
            let (da, db) = (degree(a) - 1, degree(b) - 1);
            // No two 1s; two 3s have a third (width da + db + 2), and no other 3 on both sides.
            CnfSize {
                variables: 0,
                clauses: 2 + da * db,
                literals: 2 + (da + db + 2) + 4 * da * db,
            }
        })
        .sum();
    let givens = puzzle.givens.values().filter(|g| g.is_some()).count() as u64;
    // A border: its guard literal, 3 ternary clauses, and the guard as a unit clue.
    let borders = puzzle.borders.len() as u64;
    let borders = CnfSize::new(borders, 3 * borders, 3) + CnfSize::new(0, borders, 1);
    cells + pairs + CnfSize::new(0, givens, 1) + borders
}
