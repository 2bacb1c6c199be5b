//! A text picture of a Yin Yang puzzle: `●` black and `○` white circles. Unsolved, every
//! cell is ruled and an empty cell is `·`; solved, lines run only between cells of different
//! colours (so the two regions show), and the given cells are bracketed, `[●]`, to tell them
//! from the cells the solution coloured. Unicode only: the JSON and the solution rows carry
//! the plain `B`/`W` form.

use super::{Colour, Solution, YinYang};
use crate::boxes::draw_regions;
use crate::puzzle::Draw;

/// The circle of a colour.
fn circle(colour: Colour) -> char {
    match colour {
        Colour::Black => '●',
        Colour::White => '○',
    }
}

impl Draw for YinYang {
    fn svg(&self, solution: Option<&Solution>) -> String {
        super::svg::svg(self, solution)
    }

    /// The puzzle, solved if `solution` is given.
    fn render(&self, solution: Option<&Solution>) -> String {
        let givens = &self.givens;
        match solution {
            Some(solution) => draw_regions(
                solution.size(),
                |a, b| solution[a] == solution[b],
                |pos| match givens.size().contains(pos).then(|| givens[pos]).flatten() {
                    Some(_) => format!("[{}]", circle(solution[pos])),
                    None => format!(" {} ", circle(solution[pos])),
                },
                |_| String::new(),
            ),
            None => draw_regions(
                givens.size(),
                |_, _| false,
                |pos| format!(" {} ", givens[pos].map_or('·', circle)),
                |_| String::new(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use crate::source::Source;

    #[test]
    fn pictures() {
        let source = Source::inline("p", "yinyang 3x2\nB..\n..W");
        let puzzle = YinYang::parse(&source).unwrap();
        assert_eq!(
            puzzle.render(None),
            "\
┌───┬───┬───┐
│ ● │ · │ · │
├───┼───┼───┤
│ · │ · │ ○ │
└───┴───┴───┘
"
        );
        let solution =
            crate::puzzle::Puzzle::parse_solution(&puzzle, &Source::inline("s", "BBW\nBWW")).unwrap();
        assert_eq!(
            puzzle.render(Some(&solution)),
            "\
┌───────┬───┐
│[●]  ● │ ○ │
│   ┌───┘   │
│ ● │ ○  [○]│
└───┴───────┘
"
        );
    }
}
