//! [`Rules`] for Magnets: solutions and partly filled grids checked from the rules, and
//! what the rules show without search.

use super::Partial;
use super::verify::{check_count, domino_broken, totals_disagree, touching};
use super::{Magnets, Pole, Solution};
use crate::grid::Pos;
use crate::puzzle::Rules;

impl Rules for Magnets {
    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        super::partial::verify_partial(self, partial)
    }

    /// Every rule `solution` breaks, one message each (empty when it is valid).
    fn verify(&self, solution: &Solution) -> Vec<String> {
        let size = self.layout.size();
        let mut broken = Vec::new();
        if solution.size() != size {
            return vec![format!("the solution is {}, the puzzle {size}", solution.size())];
        }
        for pos in size.cells() {
            match self.partner(pos) {
                None if solution[pos] != Pole::Neutral => {
                    broken.push(format!(
                        "{pos} is a singleton but is {}, not neutral",
                        solution[pos].symbol()
                    ));
                }
                Some(other) if pos < other => {
                    broken.extend(domino_broken(pos, other, solution[pos], solution[other]));
                }
                _ => {}
            }
        }
        for (a, b) in size.adjacent_pairs() {
            broken.extend(touching(a, b, solution[a], solution[b]));
        }
        for pole in [Pole::Plus, Pole::Minus] {
            let counts = self.counts(pole);
            for (row, clue) in counts.rows.iter().enumerate() {
                let cells = (0..size.width).map(|col| Pos::new(row, col));
                check_count(&mut broken, "row", row, *clue, pole, cells.map(|p| solution[p]));
            }
            for (col, clue) in counts.cols.iter().enumerate() {
                let cells = (0..size.height).map(|row| Pos::new(row, col));
                check_count(
                    &mut broken,
                    "column",
                    col,
                    *clue,
                    pole,
                    cells.map(|p| solution[p]),
                );
            }
        }
        broken
    }

    /// A reason without search why the puzzle has no solution: a count larger than its line
    /// can hold (at most one pole of a kind in every two adjacent cells), or row and column
    /// counts of one pole whose totals disagree (every pole is in one row and one column).
    fn contradiction(&self) -> Option<String> {
        let size = self.layout.size();
        for pole in [Pole::Plus, Pole::Minus] {
            let counts = self.counts(pole);
            let lines = counts
                .rows
                .iter()
                .enumerate()
                .map(|(i, c)| ("row", i, c, size.width))
                .chain(
                    counts
                        .cols
                        .iter()
                        .enumerate()
                        .map(|(i, c)| ("column", i, c, size.height)),
                );
            for (line, index, clue, len) in lines {
                let most = len.div_ceil(2);
                if let Some(k) = clue.filter(|&k| k > most) {
                    return Some(format!(
                        "{line} {} asks for {k} {} poles, but {len} cells hold at most {most} without two touching",
                        index + 1,
                        pole.symbol()
                    ));
                }
            }
        }
        [Pole::Plus, Pole::Minus]
            .into_iter()
            .find_map(|pole| totals_disagree(self, pole))
    }
}
