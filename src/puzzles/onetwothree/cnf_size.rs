//! The size of the 123 CNF without building it (`encodings/123.md`), for the memory
//! limit: a fixed number of clauses per cell and per adjacent pair, by their degrees, and
//! per given border. A cell's degree is its neighbours along its row plus those along its
//! column, so the cells and pairs are counted by class (`O(W + H)`), not one by one: a
//! generator's estimate must refuse a 4096x4096 grid at once.

use super::OneTwoThree;
use crate::grid::Size;
use crate::limits::CnfSize;

/// The clause families of `encodings/123.md`, counted with each cell's degree, and a unit
/// per given.
pub(super) fn estimate(puzzle: &OneTwoThree) -> CnfSize {
    let givens = puzzle.givens.values().filter(|g| g.is_some()).count() as u64;
    // A border: its guard literal, 3 ternary clauses, and the guard as a unit clue.
    let borders = puzzle.borders.len() as u64;
    let borders = CnfSize::new(borders, 3 * borders, 3) + CnfSize::new(0, borders, 1);
    of_grid(puzzle.givens.size(), givens) + borders
}

/// [`estimate`] of a puzzle of `size` with `givens` givens, wherever they are.
pub(super) fn of_grid(size: Size, givens: u64) -> CnfSize {
    let (rows, columns) = (Line::of(size.height), Line::of(size.width));
    let mut total = CnfSize::new(0, givens, 1);
    for (a, &row_count) in rows.positions.iter().enumerate() {
        for (b, &column_count) in columns.positions.iter().enumerate() {
            total = total + cell(a + b).times(row_count * column_count);
        }
    }
    // A pair along a row: the row's class, the two columns' classes; along a column alike.
    for (a, &row_count) in rows.positions.iter().enumerate() {
        for ((x, y), count) in columns.pair_classes() {
            total = total + pair(a + x, a + y).times(row_count * count);
        }
    }
    for (b, &column_count) in columns.positions.iter().enumerate() {
        for ((x, y), count) in rows.pair_classes() {
            total = total + pair(x + b, y + b).times(column_count * count);
        }
    }
    total
}

/// One cell of degree `d`: one value (1 ternary, 3 binary); a 2 has one neighbouring 2
/// (width d + 1, then C(d,2) ternary); a 3 has a neighbouring 3 (width d + 1) and not three.
fn cell(d: usize) -> CnfSize {
    let d = d as u64;
    CnfSize {
        variables: 3,
        clauses: 4 + 1 + pick2(d) + 1 + pick3(d),
        literals: 9 + (d + 1) + 3 * pick2(d) + (d + 1) + 4 * pick3(d),
    }
}

/// Two adjacent cells of degrees `a` and `b`: no two 1s; two 3s have a third (width
/// da + db + 2, with da and db their other neighbours), and no other 3 on both sides.
fn pair(a: usize, b: usize) -> CnfSize {
    let (da, db) = (a as u64 - 1, b as u64 - 1);
    CnfSize {
        variables: 0,
        clauses: 2 + da * db,
        literals: 2 + (da + db + 2) + 4 * da * db,
    }
}

fn pick2(d: u64) -> u64 {
    d * d.saturating_sub(1) / 2
}

fn pick3(d: u64) -> u64 {
    pick2(d) * d.saturating_sub(2) / 3
}

/// The positions of one line (a column of rows, or a row of columns) by how many
/// neighbours each has along it: 0, 1 or 2.
struct Line {
    /// How many positions have each number of neighbours along the line.
    positions: [u64; 3],
    /// Those numbers for each position, in order.
    degrees: Vec<usize>,
}

impl Line {
    fn of(len: usize) -> Line {
        let degrees: Vec<usize> = (0..len)
            .map(|i| usize::from(i > 0) + usize::from(i + 1 < len))
            .collect();
        let mut positions = [0; 3];
        for &d in &degrees {
            positions[d] += 1;
        }
        Line { positions, degrees }
    }

    /// How many neighbouring positions have each pair of degrees along the line.
    fn pair_classes(&self) -> Vec<((usize, usize), u64)> {
        let mut classes: Vec<((usize, usize), u64)> = Vec::new();
        for pair in self.degrees.windows(2) {
            let class = (pair[0], pair[1]);
            match classes.iter_mut().find(|(c, _)| *c == class) {
                Some((_, count)) => *count += 1,
                None => classes.push((class, 1)),
            }
        }
        classes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells and pairs counted one by one, by their degrees.
    fn one_by_one(size: Size) -> CnfSize {
        let degree = |pos| size.neighbours(pos).count();
        let cells: CnfSize = size.cells().map(|pos| cell(degree(pos))).sum();
        let pairs: CnfSize = size
            .adjacent_pairs()
            .map(|(a, b)| pair(degree(a), degree(b)))
            .sum();
        cells + pairs
    }

    #[test]
    fn counting_by_class_is_counting_one_by_one() {
        for width in 1..=7 {
            for height in 1..=7 {
                let size = Size::new(width, height);
                assert_eq!(of_grid(size, 0), one_by_one(size), "{size}");
            }
        }
        assert_eq!(
            of_grid(Size::new(3, 2), 4),
            one_by_one(Size::new(3, 2)) + CnfSize::new(0, 4, 1)
        );
    }
}
