//! The SVG picture of a 123 puzzle, as printed in books: the given numbers in bold black in
//! a ruled grid, with thick given borders; solved, every cell's number (the ones the
//! solution adds in blue, upright) and thick borders between different groups, which in a
//! valid solution are exactly the borders between different numbers.

use super::{Border, OneTwoThree, Solution};
use crate::grid::Pos;
use crate::svg::{CELL, Edge, Frame, TextStyle};

/// The colour of the numbers a solution adds.
pub(super) const SOLVED: &str = "#1f5fbf";

/// The puzzle, solved if `solution` is given.
pub(super) fn svg(puzzle: &OneTwoThree, solution: Option<&Solution>) -> String {
    let size = puzzle.givens.size();
    let (frame, mut svg) = Frame::bare(size);
    frame.rule(&mut svg, |edge| {
        let (a, b) = match edge {
            Edge::Horizontal { row, col } => (Pos::new(row - 1, col), Pos::new(row, col)),
            Edge::Vertical { row, col } => (Pos::new(row, col - 1), Pos::new(row, col)),
        };
        let given = Border::between(a, b).is_some_and(|border| puzzle.borders.contains(&border));
        given || solution.is_some_and(|solution| solution[a] != solution[b])
    });
    let given = TextStyle {
        size: CELL * 0.6,
        bold: true,
        colour: "black",
    };
    let solved = TextStyle {
        bold: false,
        colour: SOLVED,
        ..given
    };
    for pos in size.cells() {
        let centre = frame.centre(pos);
        match (puzzle.givens[pos], solution) {
            (Some(value), _) => svg.text("given", centre, &value.to_string(), given),
            (None, Some(solution)) => svg.text("solved", centre, &solution[pos].to_string(), solved),
            (None, None) => {}
        }
    }
    svg.finish()
}
