//! [`Draw`] for Hanjie: the text picture (`render.rs`), the terminal's in colour
//! (`terminal.rs`) and the SVG picture (`svg.rs`).

use super::Hanjie;
use crate::grid::Grid;
use crate::puzzle::Draw;

impl Draw for Hanjie {
    fn render_for_terminal(&self, solution: Option<&Grid<u8>>) -> Option<String> {
        Some(super::terminal::render(self, solution))
    }

    fn svg(&self, solution: Option<&Grid<u8>>) -> String {
        super::svg::svg(self, solution)
    }

    /// The puzzle, solved if `solution` is given, in symbols.
    fn render(&self, solution: Option<&Grid<u8>>) -> String {
        super::render::draw(self, solution, super::render::Style::Plain)
    }
}
