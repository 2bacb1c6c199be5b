//! The SVG picture of a Yin Yang puzzle, as printed in books: black circles and white
//! (outlined) circles in a ruled grid. The given circles are drawn larger, with a heavier
//! outline, than the ones a solution adds, so the two can be told apart.

use super::{Colour, Solution, YinYang};
use crate::svg::{CELL, Frame};

/// The radius of a given circle, as a share of the cell.
pub(super) const GIVEN_RADIUS: f64 = 0.4;
/// The radius of a circle the solution adds, as a share of the cell.
pub(super) const SOLVED_RADIUS: f64 = 0.3;

/// The puzzle, solved if `solution` is given.
pub(super) fn svg(puzzle: &YinYang, solution: Option<&Solution>) -> String {
    let size = puzzle.givens.size();
    let (frame, mut svg) = Frame::bare(size);
    frame.rule(&mut svg, |_| false);
    for pos in size.cells() {
        let centre = frame.centre(pos);
        let (colour, given) = match (puzzle.givens[pos], solution) {
            (Some(colour), _) => (colour, true),
            (None, Some(solution)) => (solution[pos], false),
            (None, None) => continue,
        };
        let (radius, stroke, class) = match (given, colour) {
            (true, Colour::Black) => (GIVEN_RADIUS, 0.0, "given-black"),
            (true, Colour::White) => (GIVEN_RADIUS, 2.5, "given-white"),
            (false, Colour::Black) => (SOLVED_RADIUS, 0.0, "black"),
            (false, Colour::White) => (SOLVED_RADIUS, 2.0, "white"),
        };
        let fill = match colour {
            Colour::Black => "black",
            Colour::White => "white",
        };
        // An outline is drawn half inside the circle: shrink it so the circle keeps its size.
        svg.circle(class, centre, radius * CELL - stroke / 2.0, fill, stroke);
    }
    svg.finish()
}
