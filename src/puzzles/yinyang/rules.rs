//! [`Rules`] for YinYang: solutions and partly filled grids checked from the rules, and
//! what the rules show without search.

use super::verify::{block, block_corners, border, monochrome_blocks, regions};
use super::{Colour, Solution, YinYang};
use crate::grid::Pos;
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
            return vec![format!("the solution is {}, the puzzle {size}", solution.size())];
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
