//! The 123 CNF (`encodings/123.md`): three one-hot value literals per cell and, for each
//! value, local clauses that hold exactly when every group of that value has that size:
//! - 1: two adjacent cells are never both 1;
//! - 2: a 2 has exactly one neighbouring 2;
//! - 3: a 3 has one or two neighbouring 3s; two adjacent 3s are not an isolated pair; and
//!   no four 3s form a path `a'-a-b-b'`.
//!
//! The value literals are the whole projection. A given border is a clue with a literal of
//! its own, which forbids equal values on its two sides while it holds.

use super::Solution;
use super::{MAX_VALUE, OneTwoThree};
use crate::encodings::cardinality::{at_least_one, at_most_one, exactly_one};
use crate::encodings::guarded::Guarded;
use crate::grid::{Grid, Pos, Size};
use crate::limits::CnfSize;
use crate::puzzle::{Clue, Encoded};
use crate::puzzle::{Encode, OnlyEncoding};
use crate::solve::Model;
use itertools::Itertools;
use varisat::{ExtendFormula, Lit};

/// The literals of one cell: `values[v - 1]` is true when the cell holds `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellVars {
    /// One literal per value 1, 2, 3; exactly one is true.
    pub values: [Lit; MAX_VALUE as usize],
}

impl CellVars {
    /// The literal "this cell holds `value`" (1 to 3).
    #[must_use]
    pub fn holds(&self, value: u8) -> Lit {
        self.values[usize::from(value) - 1]
    }

    /// The value the model gives this cell.
    #[must_use]
    pub fn decode(&self, model: &Model) -> u8 {
        (1..=MAX_VALUE).find(|&v| model.value(self.holds(v))).unwrap_or(1)
    }
}

impl Encode for OneTwoThree {
    type Vars = Grid<CellVars>;
    type Encoding = OnlyEncoding;

    fn cnf_estimate(&self) -> CnfSize {
        super::cnf_size::estimate(self)
    }

    fn decode(&self, vars: &Grid<CellVars>, model: &Model) -> Solution {
        vars.map(|cell| cell.decode(model))
    }

    fn describe_vars(&self, vars: &Grid<CellVars>) -> Vec<(Lit, String)> {
        describe(vars)
    }

    fn cell_literals(&self, vars: &Grid<CellVars>, pos: Pos) -> Vec<(char, Lit)> {
        (1..=MAX_VALUE)
            .map(|value| (char::from(b'0' + value), vars[pos].holds(value)))
            .collect()
    }

    /// Encodes the rules; the givens and the given borders are clues (one literal each),
    /// imposed or assumed by the solving layer.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<Grid<CellVars>> {
        let size = self.givens.size();
        let cells = Grid::from_fn(size, |_| CellVars {
            values: [formula.new_lit(), formula.new_lit(), formula.new_lit()],
        });
        for cell in cells.values() {
            exactly_one(formula, &cell.values);
        }
        for (a, b) in size.adjacent_pairs() {
            formula.add_clause(&[!cells[a].holds(1), !cells[b].holds(1)]);
        }
        for pos in size.cells() {
            let twos = neighbours_holding(&cells, size, pos, 2);
            exactly_one(&mut Guarded::new(formula, &[cells[pos].holds(2)]), &twos);
            let threes = neighbours_holding(&cells, size, pos, 3);
            let mut if_three = Guarded::new(formula, &[cells[pos].holds(3)]);
            at_least_one(&mut if_three, &threes);
            for three in threes.iter().combinations(3) {
                if_three.add_clause(&three.iter().map(|&&lit| !lit).collect::<Vec<_>>());
            }
        }
        for (a, b) in size.adjacent_pairs() {
            let others = |of: Pos, except: Pos| -> Vec<Lit> {
                size.neighbours(of)
                    .filter(|&n| n != except)
                    .map(|n| cells[n].holds(3))
                    .collect()
            };
            let (beyond_a, beyond_b) = (others(a, b), others(b, a));
            let mut if_both_three = Guarded::new(formula, &[cells[a].holds(3), cells[b].holds(3)]);
            at_least_one(&mut if_both_three, &[beyond_a.clone(), beyond_b.clone()].concat());
            for (&x, &y) in beyond_a.iter().cartesian_product(&beyond_b) {
                at_most_one(&mut if_both_three, &[x, y]);
            }
        }
        let mut clues: Vec<Clue> = self
            .givens
            .iter()
            .filter_map(|(pos, given)| {
                given.map(|value| Clue {
                    name: format!("{pos} = {value}"),
                    literals: vec![cells[pos].holds(value)],
                    derived_from: Vec::new(),
                })
            })
            .collect();
        for border in &self.borders {
            let (a, b) = border.cells();
            let holds = formula.new_lit();
            for value in 1..=MAX_VALUE {
                formula.add_clause(&[!holds, !cells[a].holds(value), !cells[b].holds(value)]);
            }
            clues.push(Clue {
                name: format!("border {border}"),
                literals: vec![holds],
                derived_from: Vec::new(),
            });
        }
        let projection = cells.values().flat_map(|cell| cell.values).collect();
        Encoded {
            vars: cells,
            projection,
            clues,
        }
    }
}

/// The literals "neighbour holds `value`" of every orthogonal neighbour of `pos`.
fn neighbours_holding(cells: &Grid<CellVars>, size: Size, pos: Pos, value: u8) -> Vec<Lit> {
    size.neighbours(pos).map(|n| cells[n].holds(value)).collect()
}

/// A name for every value literal, for DIMACS comments.
pub(super) fn describe(vars: &Grid<CellVars>) -> Vec<(Lit, String)> {
    vars.iter()
        .flat_map(|(pos, cell)| (1..=MAX_VALUE).map(move |v| (cell.holds(v), format!("{pos} = {v}"))))
        .collect()
}
