//! The Yin Yang CNF (`encodings/yinyang.md`): one literal per cell (true = black); no 2x2
//! block of one colour; the redundant rules chosen (no 2x2 checkerboard, at most two colour
//! changes around the border); and each colour connected, by reachability layers or a
//! spanning forest, or left to lazy cuts ([`cuts`]). The givens are clues (one literal
//! each), so the generator can assume and drop them.

use super::Solution;
use super::YinYangEncoding;
use super::choice::Connectivity;
use super::verify::{block, block_corners, border};
use super::{Colour, YinYang};
use crate::encodings::cardinality::at_most_one;
use crate::encodings::cuts::separation_cuts;
use crate::encodings::reachability::{Definition, Root, connected};
use crate::encodings::tree::connected_classes;
use crate::error::Error;
use crate::grid::{Grid, Pos, Size};
use crate::limits::CnfSize;
use crate::limits::Deadline;
use crate::puzzle::Encode;
use crate::puzzle::{Clue, Encoded};
use crate::solve::Model;
use varisat::{ExtendFormula, Lit};

impl Encode for YinYang {
    type Vars = Grid<Lit>;
    type Encoding = YinYangEncoding;

    fn encoding(&self) -> YinYangEncoding {
        self.encoding
    }

    fn set_encoding(&mut self, encoding: YinYangEncoding) -> Result<(), Error> {
        self.encoding = encoding;
        Ok(())
    }

    fn complete(&self) -> Result<Self, Error> {
        Ok(YinYang {
            encoding: self.encoding.complete()?,
            ..self.clone()
        })
    }

    fn cnf_estimate(&self) -> CnfSize {
        super::cnf_size::estimate(self)
    }

    fn decode(&self, vars: &Grid<Lit>, model: &Model) -> Solution {
        vars.map(|&black| {
            if model.value(black) {
                Colour::Black
            } else {
                Colour::White
            }
        })
    }

    fn describe_vars(&self, vars: &Grid<Lit>) -> Vec<(Lit, String)> {
        vars.iter()
            .map(|(pos, &lit)| (lit, format!("{pos} black")))
            .collect()
    }

    fn cell_literals(&self, vars: &Grid<Lit>, pos: Pos) -> Vec<(char, Lit)> {
        Colour::ALL
            .map(|colour| (colour.letter(), colour_lit(vars[pos], colour)))
            .to_vec()
    }

    /// Encodes the rules and returns the cell literals (true = black) and the givens as clues.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<Grid<Lit>> {
        let size = self.givens.size();
        let black = Grid::from_fn(size, |_| formula.new_lit());
        for corner in block_corners(size) {
            let [a, b, c, d] = block(corner).map(|p| black[p]);
            formula.add_clause(&[a, b, c, d]);
            formula.add_clause(&[!a, !b, !c, !d]);
            if self.encoding.checkerboard {
                // Diagonal pairs of opposite colours: each colour's pair could only be joined
                // by a path that separates the other colour's pair.
                formula.add_clause(&[!a, !d, b, c]);
                formula.add_clause(&[a, d, !b, !c]);
            }
        }
        if self.encoding.border && size.width >= 2 && size.height >= 2 {
            border_changes_at_most_two(formula, &black);
        }
        let members = colour_members(&black);
        let adjacency = adjacency(size);
        let roots = Colour::ALL.map(|colour| root(self, colour));
        match self.encoding.solving() {
            Connectivity::Layers => {
                for (members, root) in members.iter().zip(roots) {
                    let layers = super::cnf_size::layer_bound(size);
                    connected(formula, members, &adjacency, root, layers, Definition::Support);
                }
            }
            Connectivity::Tree => connected_classes(formula, &members, &roots, &adjacency),
            Connectivity::Lazy => {}
        }
        let clues = self
            .givens
            .iter()
            .filter_map(|(pos, given)| {
                given.map(|colour| Clue {
                    name: format!("{pos} {}", colour.name()),
                    literals: vec![colour_lit(black[pos], colour)],
                    derived_from: Vec::new(),
                })
            })
            .collect();
        let projection = black.values().copied().collect();
        Encoded {
            vars: black,
            projection,
            clues,
        }
    }

    /// For the lazy connectivity: cuts that every solution satisfies and the model breaks,
    /// for each colour whose cells in the model form several regions; empty otherwise. Past
    /// `deadline`, fewer cuts (at least one for a model that breaks the rule).
    fn cuts(&self, black: &Grid<Lit>, model: &Model, deadline: Deadline) -> Vec<Vec<Lit>> {
        if self.encoding.solving() != Connectivity::Lazy {
            return Vec::new();
        }
        let adjacency = adjacency(black.size());
        let members = colour_members(black);
        members
            .iter()
            .flat_map(|members| {
                let in_set: Vec<bool> = members.iter().map(|&m| model.value(m)).collect();
                separation_cuts(members, &adjacency, &in_set, &|| deadline.passed())
            })
            .collect()
    }
}

/// At most two colour changes around the border (the border's colours form at most one
/// black and one white arc; with more, two arcs of one colour could only be joined by a
/// path that separates the other colour's arcs): at most one white-to-black step going
/// round, with `t_i ← ¬x_i ∧ x_{i+1}` and at most one `t_i`.
fn border_changes_at_most_two<F: ExtendFormula>(formula: &mut F, black: &Grid<Lit>) {
    let ring: Vec<Lit> = border(black.size()).into_iter().map(|p| black[p]).collect();
    let steps: Vec<Lit> = (0..ring.len())
        .map(|i| {
            let (here, next) = (ring[i], ring[(i + 1) % ring.len()]);
            let step = formula.new_lit();
            formula.add_clause(&[here, !next, step]);
            step
        })
        .collect();
    at_most_one(formula, &steps);
}

/// The literal "the cell has this colour" for a cell's black literal.
fn colour_lit(black: Lit, colour: Colour) -> Lit {
    match colour {
        Colour::Black => black,
        Colour::White => !black,
    }
}

/// For each colour of [`Colour::ALL`], the literals "cell `v` has it" in reading order.
fn colour_members(black: &Grid<Lit>) -> [Vec<Lit>; 2] {
    Colour::ALL.map(|colour| black.values().map(|&lit| colour_lit(lit, colour)).collect())
}

/// The grid graph: each cell's orthogonal neighbours, by index in reading order.
fn adjacency(size: Size) -> Vec<Vec<usize>> {
    size.cells()
        .map(|p| size.neighbours(p).map(|n| n.row * size.width + n.col).collect())
        .collect()
}

/// Where a colour's region is grown from: the given cell of that colour nearest the
/// centre when there is one (fewest steps to the rest), otherwise the first cell of the
/// colour in reading order. A preferred root, not a fixed one, so the encoding stays sound
/// when the generator drops that given.
fn root(puzzle: &YinYang, colour: Colour) -> Root {
    let size = puzzle.givens.size();
    let off_centre = |p: Pos| (2 * p.row).abs_diff(size.height - 1) + (2 * p.col).abs_diff(size.width - 1);
    puzzle
        .givens
        .iter()
        .filter(|&(_, given)| *given == Some(colour))
        .map(|(pos, _)| pos)
        .min_by_key(|&pos| off_centre(pos))
        .map_or(Root::FirstMember, |pos| {
            Root::Preferred(pos.row * size.width + pos.col)
        })
}
