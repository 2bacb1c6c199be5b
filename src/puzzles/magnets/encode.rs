//! The Magnets CNF (see `encodings/magnets.md`): one-hot {+, -, neutral} per cell, domino
//! ends opposite or both neutral, no equal poles side by side, and each known count as a
//! sequential counter whose two output literals are the clue.

use super::{Magnets, Pole};
use crate::encodings::cardinality::{Direction, SequentialCounter, exactly_one};
use crate::grid::{Grid, Pos, Size};
use crate::puzzle::{Clue, Encoding};
use crate::solve::Model;
use varisat::{ExtendFormula, Lit};

/// The three one-hot literals of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellVars {
    /// The cell is a `+` pole.
    pub plus: Lit,
    /// The cell is a `-` pole.
    pub minus: Lit,
    /// The cell is neutral.
    pub neutral: Lit,
}

impl CellVars {
    /// The literal for `pole`.
    pub fn lit(&self, pole: Pole) -> Lit {
        match pole {
            Pole::Plus => self.plus,
            Pole::Minus => self.minus,
            Pole::Neutral => self.neutral,
        }
    }

    /// The cell's pole in `model`.
    pub fn decode(&self, model: &Model) -> Pole {
        if model.value(self.plus) {
            Pole::Plus
        } else if model.value(self.minus) {
            Pole::Minus
        } else {
            Pole::Neutral
        }
    }
}

/// Encodes the rules into `formula`; the counts come back as clues.
pub fn encode<F: ExtendFormula>(puzzle: &Magnets, formula: &mut F) -> Encoding<Grid<CellVars>> {
    let size = puzzle.layout.size();
    let vars = Grid::from_fn(size, |_| CellVars {
        plus: formula.new_lit(),
        minus: formula.new_lit(),
        neutral: formula.new_lit(),
    });
    for cell in vars.values() {
        exactly_one(formula, &[cell.plus, cell.minus, cell.neutral]);
    }
    let mut projection = Vec::new();
    for (pos, cell) in vars.iter() {
        match puzzle.partner(pos) {
            None => formula.add_clause(&[cell.neutral]),
            Some(other) if pos < other => {
                let mate = vars[other];
                for (a, b) in [
                    (cell.plus, mate.minus),
                    (cell.minus, mate.plus),
                    (cell.neutral, mate.neutral),
                ] {
                    formula.add_clause(&[!a, b]);
                    formula.add_clause(&[a, !b]);
                }
                projection.extend([cell.plus, cell.minus]);
            }
            Some(_) => {}
        }
    }
    for (a, b) in size.adjacent_pairs() {
        if puzzle.partner(a) != Some(b) {
            formula.add_clause(&[!vars[a].plus, !vars[b].plus]);
            formula.add_clause(&[!vars[a].minus, !vars[b].minus]);
        }
    }
    let clues = count_slots(puzzle)
        .into_iter()
        .map(|slot| {
            let lits: Vec<Lit> = slot.cells(size).iter().map(|&p| vars[p].lit(slot.pole)).collect();
            count_clue(formula, slot.name(), &lits, slot.value)
        })
        .collect();
    Encoding {
        vars,
        projection,
        clues,
    }
}

/// A row or a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Row `n` (0-based).
    Row(usize),
    /// Column `n` (0-based).
    Column(usize),
}

/// One known count: which pole, on which line, how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountSlot {
    /// `+` or `-`.
    pub pole: Pole,
    /// Where.
    pub line: Line,
    /// The count.
    pub value: usize,
}

impl CountSlot {
    /// The cells of the line.
    pub fn cells(&self, size: Size) -> Vec<Pos> {
        match self.line {
            Line::Row(row) => (0..size.width).map(|col| Pos::new(row, col)).collect(),
            Line::Column(col) => (0..size.height).map(|row| Pos::new(row, col)).collect(),
        }
    }

    /// `row 3 +`.
    pub fn name(&self) -> String {
        match self.line {
            Line::Row(row) => format!("row {} {}", row + 1, self.pole.symbol()),
            Line::Column(col) => format!("column {} {}", col + 1, self.pole.symbol()),
        }
    }
}

/// The known counts in the order their clues appear in the encoding.
pub fn count_slots(puzzle: &Magnets) -> Vec<CountSlot> {
    let mut slots = Vec::new();
    for pole in [Pole::Plus, Pole::Minus] {
        let counts = puzzle.counts(pole);
        let rows = counts.rows.iter().enumerate().map(|(i, c)| (Line::Row(i), c));
        let cols = counts.cols.iter().enumerate().map(|(i, c)| (Line::Column(i), c));
        for (line, count) in rows.chain(cols) {
            if let Some(value) = *count {
                slots.push(CountSlot { pole, line, value });
            }
        }
    }
    slots
}

/// "Exactly `k` of `lits`" as a counter whose outputs `>= k` and `not >= k+1` are the clue.
fn count_clue<F: ExtendFormula>(formula: &mut F, name: String, lits: &[Lit], k: usize) -> Clue {
    let counter = SequentialCounter::new(formula, lits, k, k + 1, Direction::Both);
    let literals = [counter.at_least(k), counter.at_least(k + 1).negated()]
        .into_iter()
        .filter_map(|bit| bit.as_assumption(formula))
        .collect();
    Clue { name, literals }
}

/// DIMACS names of the cell literals: `r1c2 +`, `r1c2 -`, `r1c2 neutral`.
pub fn describe(vars: &Grid<CellVars>) -> Vec<(Lit, String)> {
    vars.iter()
        .flat_map(|(pos, cell)| {
            [
                (cell.plus, format!("{pos} +")),
                (cell.minus, format!("{pos} -")),
                (cell.neutral, format!("{pos} neutral")),
            ]
        })
        .collect()
}
