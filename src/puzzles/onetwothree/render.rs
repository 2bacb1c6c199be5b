//! A text picture of a 123 puzzle: the given numbers in a fully ruled grid, and the given
//! borders listed below it (a text grid has no thick lines to tell them by), or, solved,
//! every number with lines only between different groups, as the puzzle is printed in books.

use super::{OneTwoThree, Solution};
use crate::boxes::draw_regions;
use crate::puzzle::Draw;

impl Draw for OneTwoThree {
    fn svg(&self, solution: Option<&Solution>) -> String {
        super::svg::svg(self, solution)
    }

    /// The puzzle, solved if `solution` is given.
    fn render(&self, solution: Option<&Solution>) -> String {
        let digit = |v: u8| format!(" {v} ");
        match solution {
            Some(solution) => draw_regions(
                solution.size(),
                |a, b| solution[a] == solution[b],
                |pos| digit(solution[pos]),
                |_| String::new(),
            ),
            None => {
                let mut picture = draw_regions(
                    self.givens.size(),
                    |_, _| false,
                    |pos| self.givens[pos].map_or("   ".into(), digit),
                    |_| String::new(),
                );
                if !self.borders.is_empty() {
                    let borders: Vec<String> = self.borders.iter().map(ToString::to_string).collect();
                    picture += &format!("borders given: {}\n", borders.join(" "));
                }
                picture
            }
        }
    }
}
