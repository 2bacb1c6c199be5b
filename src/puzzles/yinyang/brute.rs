//! Solutions found without the CNF, for tests: [`brute_force`] tries every colouring and
//! keeps those [`verify`] accepts; [`search`] is a backtracking search with two sound
//! prunings, fast enough for the 6x6 instances, and checked against [`brute_force`].

use super::{Colour, Solution, YinYang, regions};
use crate::grid::{Grid, Pos, Size};
use crate::puzzle::Rules;

/// Every solution of a small puzzle: all 2^(free cells) colourings of the cells without a
/// given (a given cell can only keep its colour), each kept when [`verify`] finds nothing
/// wrong. In reading order of the colourings (black = bit 1, first free cell lowest).
pub(super) fn brute_force(puzzle: &YinYang) -> Vec<Solution> {
    let free: Vec<Pos> = puzzle
        .givens
        .iter()
        .filter(|(_, g)| g.is_none())
        .map(|(p, _)| p)
        .collect();
    assert!(
        free.len() <= 22,
        "brute force over {} free cells is too slow",
        free.len()
    );
    let mut solutions = Vec::new();
    for bits in 0u64..1 << free.len() {
        let mut solution = puzzle.givens.map(|g| g.unwrap_or(Colour::White));
        for (i, &pos) in free.iter().enumerate() {
            if bits >> i & 1 == 1 {
                solution[pos] = Colour::Black;
            }
        }
        if puzzle.verify(&solution).is_empty() {
            solutions.push(solution);
        }
    }
    solutions
}

/// Every solution of `puzzle` by backtracking in reading order, black tried first. Two
/// prunings, both sound: a finished 2x2 block of one colour; and, at the end of each row, a
/// region of one colour with no cell in that row, which can never grow again, so it is a
/// whole region of the solution: the search stops unless it is the only region of its
/// colour so far, and then forbids that colour in the rows below. A colouring that survives
/// to the end is kept when [`verify`] accepts it.
pub(super) fn search(puzzle: &YinYang) -> Vec<Solution> {
    let size = puzzle.givens.size();
    let mut state = Search {
        puzzle,
        size,
        cells: puzzle.givens.map(|g| g.unwrap_or(Colour::White)),
        forbidden: [false; 2],
        solutions: Vec::new(),
    };
    state.fill(0);
    state.solutions
}

/// The state of [`search`].
struct Search<'a> {
    puzzle: &'a YinYang,
    size: Size,
    /// The colouring so far (cells after the current one are meaningless).
    cells: Grid<Colour>,
    /// Colours that may not appear any more, indexed black 0, white 1.
    forbidden: [bool; 2],
    solutions: Vec<Solution>,
}

impl Search<'_> {
    fn fill(&mut self, index: usize) {
        let Size { width, height } = self.size;
        if index == self.size.area() {
            if self.puzzle.verify(&self.cells).is_empty() {
                self.solutions.push(self.cells.clone());
            }
            return;
        }
        let pos = Pos::new(index / width, index % width);
        for colour in Colour::ALL {
            if self.forbidden[colour as usize] || self.puzzle.givens[pos].is_some_and(|g| g != colour) {
                continue;
            }
            self.cells[pos] = colour;
            if pos.row > 0 && pos.col > 0 {
                let block = [
                    Pos::new(pos.row - 1, pos.col - 1),
                    Pos::new(pos.row - 1, pos.col),
                    Pos::new(pos.row, pos.col - 1),
                ];
                if block.iter().all(|&p| self.cells[p] == colour) {
                    continue;
                }
            }
            let saved = self.forbidden;
            if pos.col + 1 == width && pos.row + 1 < height && !self.row_done(pos.row) {
                self.forbidden = saved;
                continue;
            }
            self.fill(index + 1);
            self.forbidden = saved;
        }
    }

    /// After row `row` is coloured: whether the search may go on (and which colours it must
    /// forbid from now on).
    fn row_done(&mut self, row: usize) -> bool {
        let done = Size::new(self.size.width, row + 1);
        let top = Grid::from_fn(done, |p| self.cells[p]);
        for colour in Colour::ALL {
            let regions = regions(&top, colour);
            let closed = regions.iter().any(|r| r.iter().all(|p| p.row < row));
            if closed {
                if regions.len() > 1 {
                    return false;
                }
                self.forbidden[colour as usize] = true;
            }
        }
        true
    }
}

/// The solutions as blocks of `B`/`W` rows, sorted, for comparing sets of solutions.
pub(super) fn sorted_rows(solutions: &[Solution]) -> Vec<Vec<String>> {
    let mut rows: Vec<Vec<String>> = solutions.iter().map(super::solution_rows).collect();
    rows.sort();
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn counts_of_empty_grids() {
        let empty = |w, h| YinYang::new(Grid::from_fn(Size::new(w, h), |_| None));
        // 1x1: either colour. 1x3: two runs or one, each in either colour order: 2 + 2 * 2.
        // 2x2: three of one colour (8) or two halves side by side (4); no checkerboard.
        for (w, h, count) in [(1, 1, 2), (3, 1, 6), (1, 3, 6), (2, 2, 12)] {
            assert_eq!(brute_force(&empty(w, h)).len(), count, "{w}x{h}");
            assert_eq!(search(&empty(w, h)).len(), count, "{w}x{h}");
        }
    }

    #[test]
    fn search_finds_what_brute_force_finds() {
        let mut rng = StdRng::seed_from_u64(23);
        for w in 1..=4 {
            for h in 1..=4 {
                for density in [0, 15, 30, 50] {
                    let puzzle = YinYang::new(Grid::from_fn(Size::new(w, h), |_| {
                        (rng.random_range(0..100) < density).then(|| {
                            if rng.random_bool(0.5) {
                                Colour::Black
                            } else {
                                Colour::White
                            }
                        })
                    }));
                    let expected = sorted_rows(&brute_force(&puzzle));
                    assert_eq!(sorted_rows(&search(&puzzle)), expected, "{w}x{h} {puzzle:?}");
                }
            }
        }
    }
}
