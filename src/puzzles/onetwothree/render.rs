//! A text picture of a 123 puzzle: the given numbers in a fully ruled grid, and the given
//! borders listed below it (a text grid has no thick lines to tell them by), or, solved,
//! every number with lines only between different groups, as the puzzle is printed in books.

use super::{OneTwoThree, Solution};
use crate::boxes::draw_regions;

/// The puzzle, solved if `solution` is given.
pub fn render(puzzle: &OneTwoThree, solution: Option<&Solution>) -> String {
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
                puzzle.givens.size(),
                |_, _| false,
                |pos| puzzle.givens[pos].map_or("   ".into(), digit),
                |_| String::new(),
            );
            if !puzzle.borders.is_empty() {
                let borders: Vec<String> = puzzle.borders.iter().map(ToString::to_string).collect();
                picture += &format!("borders given: {}\n", borders.join(" "));
            }
            picture
        }
    }
}
