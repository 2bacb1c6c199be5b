//! The SVG picture of a Magnets puzzle, as books and Simon Tatham's game draw it: a thin
//! grid with thick domino outlines, the `+` counts above the columns and left of the rows,
//! the `-` counts below and to the right (a `+` and a `-` in the corners say which is
//! which). Solved, the magnets' cells show `+` and `-` signs and neutral dominoes are
//! shaded; singletons, always neutral, are shaded in the puzzle too.

use super::{Magnets, Pole, Solution};
use crate::grid::Pos;
use crate::svg::{CELL, Edge, Frame, MARGIN, Svg, TextStyle, num};

/// The shade of neutral cells.
pub(super) const NEUTRAL: &str = "#c0c0c0";

/// The puzzle, solved if `solution` is given.
pub(super) fn svg(puzzle: &Magnets, solution: Option<&Solution>) -> String {
    let size = puzzle.layout.size();
    let frame = Frame {
        x: MARGIN + CELL,
        y: MARGIN + CELL,
        size,
    };
    let mut svg = Svg::new(
        2.0 * MARGIN + (size.width + 2) as f64 * CELL,
        2.0 * MARGIN + (size.height + 2) as f64 * CELL,
    );
    for pos in size.cells() {
        let neutral = match (puzzle.partner(pos), solution) {
            (None, _) => true,
            (Some(_), Some(solution)) => solution[pos] == Pole::Neutral,
            (Some(_), None) => false,
        };
        if neutral {
            frame.fill_cell(&mut svg, "neutral", pos, NEUTRAL);
        }
    }
    frame.rule(&mut svg, |edge| {
        let (a, b) = match edge {
            Edge::Horizontal { row, col } => (Pos::new(row - 1, col), Pos::new(row, col)),
            Edge::Vertical { row, col } => (Pos::new(row, col - 1), Pos::new(row, col)),
        };
        puzzle.partner(a) != Some(b)
    });
    if let Some(solution) = solution {
        for (pos, &pole) in solution.iter() {
            let class = if pole == Pole::Plus { "plus" } else { "minus" };
            sign(&mut svg, class, frame.centre(pos), pole, CELL * 0.25);
        }
    }
    counts(&mut svg, puzzle, &frame);
    svg.finish()
}

/// The counts around the grid and the signs in two corners naming them.
fn counts(svg: &mut Svg, puzzle: &Magnets, frame: &Frame) {
    let style = TextStyle {
        size: CELL * 0.55,
        bold: false,
        colour: "black",
    };
    let above = frame.y - CELL / 2.0;
    let below = frame.bottom() + CELL / 2.0;
    let left = frame.x - CELL / 2.0;
    let right = frame.right() + CELL / 2.0;
    let write = |svg: &mut Svg, class: &str, at: (f64, f64), count: Option<usize>| {
        if let Some(count) = count {
            svg.text(class, at, &count.to_string(), style);
        }
    };
    for (col, (&plus, &minus)) in puzzle.plus.cols.iter().zip(&puzzle.minus.cols).enumerate() {
        let x = frame.x_of(col) + CELL / 2.0;
        write(svg, "count-plus", (x, above), plus);
        write(svg, "count-minus", (x, below), minus);
    }
    for (row, (&plus, &minus)) in puzzle.plus.rows.iter().zip(&puzzle.minus.rows).enumerate() {
        let y = frame.y_of(row) + CELL / 2.0;
        write(svg, "count-plus", (left, y), plus);
        write(svg, "count-minus", (right, y), minus);
    }
    sign(svg, "label", (left, above), Pole::Plus, CELL * 0.2);
    sign(svg, "label", (right, below), Pole::Minus, CELL * 0.2);
}

/// A `+` or `-` sign centred on `centre`, its arms `arm` pixels long; nothing for neutral.
fn sign(svg: &mut Svg, class: &str, centre: (f64, f64), pole: Pole, arm: f64) {
    let (x, y) = centre;
    let bar = format!("M{} {}H{}", num(x - arm), num(y), num(x + arm));
    match pole {
        Pole::Plus => {
            let upright = format!("M{} {}V{}", num(x), num(y - arm), num(y + arm));
            svg.path(class, &format!("{bar}{upright}"), 3.0);
        }
        Pole::Minus => svg.path(class, &bar, 3.0),
        Pole::Neutral => {}
    }
}
