//! Checking a Yin Yang solution against the rules as people state them, by flood fill and
//! with no reference to the CNF, and the reasons a puzzle has no solution that the givens
//! show without search.

use super::{Colour, Solution, YinYang};
use crate::grid::{Pos, Size};
use crate::puzzle::Rules;

impl Rules for YinYang {
    fn verify_partial(&self, partial: &super::Partial) -> Vec<String> {
        super::partial::verify_partial(self, partial)
    }

    /// Every rule `solution` breaks, one message each (empty when it is valid): a size that
    /// differs from the puzzle's, a given cell recoloured, a colour whose cells form more than
    /// one orthogonally connected region (naming the first cell, in reading order, of each),
    /// and every 2x2 block of one colour (naming its top-left cell).
    ///
    /// A colour with no cells at all counts as connected: the rule is broken only by two or
    /// more regions. This is what puzz.link's checker does (pzprjs `checkOneArea` fails only
    /// when the graph of a colour has more than one component) and what cspuz does
    /// (`active_vertices_connected` is satisfied when no vertex is active). Since a 2x2 block
    /// of one colour is forbidden anyway, only a grid one cell wide (or a single cell) can be
    /// all one colour: `yinyang 3x1` with no givens has the solutions `BBB` and `WWW` among
    /// others, and a 1x1 grid has two.
    fn verify(&self, solution: &Solution) -> Vec<String> {
        let size = self.givens.size();
        if solution.size() != size {
            return vec![format!("the solution is {}, the self {size}", solution.size())];
        }
        let mut broken = Vec::new();
        for (pos, &colour) in solution.iter() {
            if let Some(given) = self.givens[pos]
                && given != colour
            {
                broken.push(format!(
                    "{pos} is given {} but is {}",
                    given.name(),
                    colour.name()
                ));
            }
        }
        for colour in Colour::ALL {
            let regions = regions(solution, colour);
            if regions.len() > 1 {
                broken.push(format!(
                    "the {} cells form {} regions, not one: at {}",
                    colour.name(),
                    regions.len(),
                    regions
                        .iter()
                        .map(|region| region[0].to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
        for corner in monochrome_blocks(solution) {
            broken.push(format!(
                "the 2x2 block at {corner} (top-left) is all {}",
                solution[corner].name()
            ));
        }
        broken
    }

    /// A reason the givens alone leave no solution, if one of these shows:
    ///
    /// - a 2x2 block of four givens of one colour;
    /// - a 2x2 block of four givens in a checkerboard (`B W` over `W B`, or the other way);
    /// - going once around the border of a grid at least 2 cells wide and high, givens that
    ///   alternate black, white, black, white (in this cyclic order, other cells between);
    /// - in a grid one cell wide, a given of one colour between two of the other.
    ///
    /// The last three are one argument. The four cells around a face of the grid graph (the
    /// square between the centres of a 2x2 block, or the outer face, whose boundary walk
    /// visits the border cells in order) lie on that face in a cyclic order a, b, c, d. A black
    /// path from a to c and a white path from b to d would be disjoint paths joining
    /// alternating points of one face of a plane graph, and such paths always meet (draw the
    /// face as the outer face: the a-c path and the face boundary enclose b on one side and d
    /// on the other). Both colours must be connected, so both paths would exist: no solution.
    /// In a line of cells the middle cell simply cuts the line.
    ///
    /// Adding givens never stops a rule from firing, so a refused pattern of givens would also
    /// be refused with all cells of any solution extending it given. The unit tests check that
    /// no solution of any grid up to 4x4 (up to 6x6 in an ignored release run) is refused, and
    /// that on every grid of up to 9 cells no refused pattern of givens has a solution.
    fn contradiction(&self) -> Option<String> {
        let givens = &self.givens;
        let size = givens.size();
        for corner in block_corners(size) {
            let cells = block(corner);
            let [Some(a), Some(b), Some(c), Some(d)] = cells.map(|p| givens[p]) else {
                continue;
            };
            let named = cells.map(|p| p.to_string()).join(" ");
            if a == b && b == c && c == d {
                return Some(format!(
                    "the givens {named} are all {}: no 2x2 block may be one colour",
                    a.name()
                ));
            }
            // Cells in the order top-left, top-right, bottom-left, bottom-right.
            if a == d && b == c && a != b {
                return Some(format!(
                    "the givens {named} form a checkerboard 2x2 block: the {} pair on one diagonal and the {} pair on the other cannot both be connected (a path joining one pair around the block cuts the other pair apart)",
                    a.name(),
                    b.name()
                ));
            }
        }
        let ring = border(size);
        let given: Vec<(Pos, Colour)> = ring.iter().filter_map(|&p| givens[p].map(|c| (p, c))).collect();
        // The first given of each run of one colour along the border (or the line).
        let mut runs: Vec<(Pos, Colour)> = Vec::new();
        for &(pos, colour) in &given {
            if runs.last().is_none_or(|&(_, last)| last != colour) {
                runs.push((pos, colour));
            }
        }
        let named = |cells: &[(Pos, Colour)]| {
            cells
                .iter()
                .map(|(p, c)| format!("{p} ({})", c.name()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if size.width == 1 || size.height == 1 {
            return (runs.len() >= 3).then(|| {
                format!(
                    "in a grid one cell wide, the givens {} cannot be: the {} cells on both sides of the {} one cannot be connected",
                    named(&runs[..3]),
                    runs[0].1.name(),
                    runs[1].1.name()
                )
            });
        }
        // Around the ring the last run joins the first when they have the same colour.
        if runs.len() > 1 && runs[0].1 == runs[runs.len() - 1].1 {
            runs.pop();
        }
        (runs.len() >= 4).then(|| {
            format!(
                "going around the border, the givens {} alternate: a {} path joining the first and third would cut the second from the fourth, so the {} cells could not be connected",
                named(&runs[..4]),
                runs[0].1.name(),
                runs[1].1.name()
            )
        })
    }
}

/// The top-left cells of the 2x2 blocks that are all one colour, in reading order.
pub(super) fn monochrome_blocks(colours: &Solution) -> impl Iterator<Item = Pos> + '_ {
    block_corners(colours.size()).filter(|&corner| {
        let colour = colours[corner];
        block(corner).iter().all(|&p| colours[p] == colour)
    })
}

/// The orthogonally connected regions of the cells of `colour`, in the order their first
/// cells come in reading order; each region lists its first cell first.
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
