//! Checking a Yin Yang solution against the rules as people state them, by flood fill and
//! with no reference to the CNF, and the reasons a puzzle has no solution that the givens
//! show without search.

use super::{Colour, Solution};
use crate::grid::{Pos, Size};

/// The top-left cells of the 2x2 blocks that are all one colour, in reading order.
pub(super) fn monochrome_blocks(colours: &Solution) -> impl Iterator<Item = Pos> + '_ {
    block_corners(colours.size()).filter(|&corner| {
        let colour = colours[corner];
        block(corner).iter().all(|&p| colours[p] == colour)
    })
}

/// The orthogonally connected regions of the cells of `colour`, in the order their first
/// cells come in reading order; each region lists its first cell first.
#[must_use]
pub fn regions(solution: &Solution, colour: Colour) -> Vec<Vec<Pos>> {
    let mut regions = solution.regions();
    regions.retain(|region| solution[region[0]] == colour);
    regions
}

/// The top-left cells of every 2x2 block.
pub(super) fn block_corners(size: Size) -> impl Iterator<Item = Pos> {
    size.cells()
        .filter(move |p| p.row + 1 < size.height && p.col + 1 < size.width)
}

/// The cells of the 2x2 block at `corner`: top-left, top-right, bottom-left, bottom-right.
pub(super) fn block(corner: Pos) -> [Pos; 4] {
    let Pos { row, col } = corner;
    [
        corner,
        Pos::new(row, col + 1),
        Pos::new(row + 1, col),
        Pos::new(row + 1, col + 1),
    ]
}

/// The border cells once around, clockwise from the top-left: the top row left to right,
/// the right column down, the bottom row right to left, the left column up. For a grid one
/// cell wide, simply its cells in order.
pub(super) fn border(size: Size) -> Vec<Pos> {
    let (w, h) = (size.width, size.height);
    if w == 1 || h == 1 {
        return size.cells().collect();
    }
    let top = (0..w).map(|c| Pos::new(0, c));
    let right = (1..h).map(|r| Pos::new(r, w - 1));
    let bottom = (0..w - 1).rev().map(|c| Pos::new(h - 1, c));
    let left = (1..h - 1).rev().map(|r| Pos::new(r, 0));
    top.chain(right).chain(bottom).chain(left).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use crate::puzzle::Rules;
    use crate::puzzles::yinyang::YinYang;
    use crate::source::Source;

    fn puzzle(text: &str) -> YinYang {
        YinYang::parse(&Source::inline("p", text)).unwrap()
    }

    fn solution(puzzle: &YinYang, rows: &str) -> Solution {
        crate::puzzle::Puzzle::parse_solution(puzzle, &Source::inline("s", rows)).unwrap()
    }

    #[test]
    fn a_valid_solution_breaks_nothing() {
        let p = puzzle("yinyang 5x5\n.....\nW.B..\nB...W\n..B.W\n.....");
        let s = solution(&p, "WWWWW\nWBBBW\nBBWWW\nWBBBW\nWWWWW");
        assert_eq!(p.verify(&s), Vec::<String>::new());
    }

    #[test]
    fn messages_name_the_cells() {
        let p = puzzle("yinyang 4x3\nB...\n....\n...W");
        let s = solution(&p, "WWWW\nBWWB\nBBWB");
        assert_eq!(
            p.verify(&s),
            [
                "r1c1 is given black but is white",
                "r3c4 is given white but is black",
                "the black cells form 2 regions, not one: at r2c1, r2c4",
                "the 2x2 block at r1c2 (top-left) is all white",
            ]
        );
        let s = solution(&p, "BBBB\nBWBW\nBBBW");
        assert_eq!(
            p.verify(&s),
            ["the white cells form 2 regions, not one: at r2c2, r2c4"]
        );
        // BB WW / BB WW / WW WW: black r1c1-r2c2, the rest white.
        let s = solution(&p, "BBWW\nBBWW\nWWWW");
        assert_eq!(
            p.verify(&s),
            [
                "the 2x2 block at r1c1 (top-left) is all black",
                "the 2x2 block at r1c3 (top-left) is all white",
                "the 2x2 block at r2c3 (top-left) is all white",
            ]
        );
        let wrong = solution(&puzzle("yinyang 2x2\n..\n.."), "BW\nWW");
        assert_eq!(p.verify(&wrong), ["the solution is 2x2, the puzzle 4x3"]);
    }

    #[test]
    fn one_colour_alone_is_connected() {
        let p = puzzle("yinyang 3x1\n...");
        for rows in ["BBB", "WWW", "BWW", "BBW"] {
            assert_eq!(p.verify(&solution(&p, rows)), Vec::<String>::new(), "{rows}");
        }
        assert_eq!(
            p.verify(&solution(&p, "BWB")),
            ["the black cells form 2 regions, not one: at r1c1, r1c3"]
        );
        let single = puzzle("yinyang 1x1\n.");
        assert!(single.verify(&solution(&single, "B")).is_empty());
        assert!(single.verify(&solution(&single, "W")).is_empty());
    }

    #[test]
    fn contradictions_say_why() {
        let reason = |text: &str| puzzle(text).contradiction();
        let four = reason("yinyang 3x3\n.WW\n.WW\n...").unwrap();
        assert!(four.contains("r1c2 r1c3 r2c2 r2c3 are all white"), "{four}");
        let checker = reason("yinyang 3x3\n...\n.BW\n.WB").unwrap();
        assert!(
            checker.contains("r2c2 r2c3 r3c2 r3c3 form a checkerboard"),
            "{checker}"
        );
        let ring = reason("yinyang 4x4\nB..W\n....\n....\nW.WB").unwrap();
        assert!(
            ring.contains("r1c1 (black), r1c4 (white), r4c4 (black), r4c3 (white) alternate"),
            "{ring}"
        );
        let line = reason("yinyang 5x1\nB.WWB").unwrap();
        assert!(
            line.contains("r1c1 (black), r1c3 (white), r1c5 (black)"),
            "{line}"
        );
        let column = reason("yinyang 1x3\nW\nB\nW").unwrap();
        assert!(
            column.contains("r1c1 (white), r2c1 (black), r3c1 (white)"),
            "{column}"
        );
        // Two runs around the border (the last joins the first), or three of one colour
        // and one of the other around a 2x2 block: nothing to see.
        assert_eq!(reason("yinyang 4x4\nB..B\n....\n....\nW..B"), None);
        assert_eq!(reason("yinyang 4x4\nB.WB\n....\n....\nB..B"), None);
        assert_eq!(reason("yinyang 3x3\n...\n.BW\n.BB"), None);
        assert_eq!(reason("yinyang 5x1\nBBWW."), None);
    }
}
