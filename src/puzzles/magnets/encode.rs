//! The Magnets CNF (see `encodings/magnets.md`): one-hot {+, -, neutral} per cell, domino
//! ends opposite or both neutral, no equal poles side by side, each known count as a
//! sequential counter whose output literals are the clue, and redundant cut constraints
//! derived from the counts (the net charge of the dominoes crossing a cut between two rows
//! or columns), which make varisat several times faster on large grids.

use super::Solution;
use super::{Magnets, Pole};
use crate::encodings::cardinality::{SequentialCounter, exactly_one};
use crate::grid::{Grid, Pos, Size};
use crate::limits::CnfSize;
use crate::puzzle::{Clue, Encoded};
use crate::puzzle::{Encode, OnlyEncoding};
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
    #[must_use]
    pub fn lit(&self, pole: Pole) -> Lit {
        match pole {
            Pole::Plus => self.plus,
            Pole::Minus => self.minus,
            Pole::Neutral => self.neutral,
        }
    }

    /// The cell's pole in `model`.
    #[must_use]
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

impl Encode for Magnets {
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
        [Pole::Plus, Pole::Minus, Pole::Neutral]
            .map(|pole| (pole.symbol(), vars[pos].lit(pole)))
            .to_vec()
    }

    /// Encodes the rules into `formula`; the counts and the cuts come back as clues.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<Grid<CellVars>> {
        let (vars, projection) = encode_rules(self, formula);
        let clues = count_constraints(self, &vars)
            .into_iter()
            .map(|c| {
                let counter = SequentialCounter::new_split(
                    formula,
                    &c.lits,
                    Some(c.value.saturating_add(1)..=c.value.saturating_add(1)),
                    Some(c.value..=c.value),
                );
                Clue {
                    name: c.name,
                    literals: equals(formula, &counter, c.value),
                    derived_from: c.derived_from,
                }
            })
            .collect();
        Encoded {
            vars,
            projection,
            clues,
        }
    }
}

/// The literals to impose for "the counter's count is `value`".
pub(super) fn equals<F: ExtendFormula>(
    formula: &mut F,
    counter: &SequentialCounter,
    value: usize,
) -> Vec<Lit> {
    [
        counter.at_least(value),
        counter.at_least(value.saturating_add(1)).negated(),
    ]
    .into_iter()
    .filter_map(|bit| bit.as_assumption(formula))
    .collect()
}

/// The rules that do not depend on the counts: cell variables, one-hot, dominoes,
/// singletons, no equal poles side by side. Returns the cells and the projection.
pub(super) fn encode_rules<F: ExtendFormula>(
    puzzle: &Magnets,
    formula: &mut F,
) -> (Grid<CellVars>, Vec<Lit>) {
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
    (vars, projection)
}

/// "Exactly `value` of `lits` are true", a count clue or a constraint derived from them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct CountConstraint {
    /// `row 3 +`, or `cut below row 3`.
    pub name: String,
    /// The literals counted.
    pub lits: Vec<Lit>,
    /// How many must be true.
    pub value: usize,
    /// For a derived constraint, the indices of the count clues it follows from.
    pub derived_from: Vec<usize>,
}

/// The count clues (in [`count_slots`] order), then the cut constraints derived from them.
///
/// A cut between rows r and r+1: the horizontal dominoes above it carry as many `+` as `-`,
/// so (plus - minus) summed over rows 0..=r equals the net charge of the top ends of the
/// vertical dominoes crossing the cut: #top+ - #top- = D, i.e. exactly D + m of the 2m
/// literals (top+, not top-). Likewise for columns. Where a count above the cut is unknown,
/// the rows below are used instead; where both sides miss a count there is no cut constraint.
pub(super) fn count_constraints(puzzle: &Magnets, vars: &Grid<CellVars>) -> Vec<CountConstraint> {
    let size = puzzle.layout.size();
    let slots = count_slots(puzzle);
    let mut constraints: Vec<CountConstraint> = slots
        .iter()
        .map(|slot| CountConstraint {
            name: slot.name(),
            lits: slot.cells(size).iter().map(|&p| vars[p].lit(slot.pole)).collect(),
            value: slot.value,
            derived_from: Vec::new(),
        })
        .collect();
    let clue_index = |pole: Pole, line: Line| slots.iter().position(|s| s.pole == pole && s.line == line);
    for axis in [Axis::Rows, Axis::Columns] {
        let lines = axis.len(size);
        for cut in 1..lines {
            let sides = [(0..cut).collect::<Vec<_>>(), (cut..lines).collect()];
            let Some((side, sources)) = sides.iter().enumerate().find_map(|(side, indices)| {
                let sources: Option<Vec<(usize, usize)>> = indices
                    .iter()
                    .map(|&i| {
                        Some((
                            clue_index(Pole::Plus, axis.line(i))?,
                            clue_index(Pole::Minus, axis.line(i))?,
                        ))
                    })
                    .collect();
                sources.map(|s| (side, s))
            }) else {
                continue;
            };
            let net: i64 = sources
                .iter()
                .map(|&(p, m)| slots[p].value as i64 - slots[m].value as i64)
                .sum();
            // Ends of crossing dominoes on the chosen side of the cut.
            let (near, far) = if side == 0 { (cut - 1, cut) } else { (cut, cut - 1) };
            let ends: Vec<Pos> = (0..axis.other_len(size))
                .map(|j| axis.pos(near, j))
                .filter(|&p| puzzle.partner(p).is_some_and(|q| axis.index(q) == far))
                .collect();
            let lits: Vec<Lit> = ends
                .iter()
                .map(|&p| vars[p].plus)
                .chain(ends.iter().map(|&p| !vars[p].minus))
                .collect();
            let value = net + ends.len() as i64;
            let name = format!("cut between {} {} and {}", axis.name(), cut, cut + 1);
            let derived_from = sources.iter().flat_map(|&(p, m)| [p, m]).collect();
            // A negative value cannot be reached: an impossible constraint (value above the length).
            let value = usize::try_from(value).unwrap_or(lits.len() + 1);
            constraints.push(CountConstraint {
                name,
                lits,
                value,
                derived_from,
            });
        }
    }
    constraints
}

#[derive(Clone, Copy)]
enum Axis {
    Rows,
    Columns,
}

impl Axis {
    fn len(self, size: Size) -> usize {
        match self {
            Axis::Rows => size.height,
            Axis::Columns => size.width,
        }
    }
    fn other_len(self, size: Size) -> usize {
        match self {
            Axis::Rows => size.width,
            Axis::Columns => size.height,
        }
    }
    fn line(self, i: usize) -> Line {
        match self {
            Axis::Rows => Line::Row(i),
            Axis::Columns => Line::Column(i),
        }
    }
    fn pos(self, i: usize, j: usize) -> Pos {
        match self {
            Axis::Rows => Pos::new(i, j),
            Axis::Columns => Pos::new(j, i),
        }
    }
    fn index(self, pos: Pos) -> usize {
        match self {
            Axis::Rows => pos.row,
            Axis::Columns => pos.col,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Axis::Rows => "rows",
            Axis::Columns => "columns",
        }
    }
}

/// A row or a column of counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Row `n` (0-based).
    Row(usize),
    /// Column `n` (0-based).
    Column(usize),
}

/// One known count: which pole, on which line, how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CountSlot {
    /// `+` or `-`.
    pub pole: Pole,
    /// Where.
    pub line: Line,
    /// The count.
    pub value: usize,
}

impl CountSlot {
    /// The cells of the line.
    pub(super) fn cells(&self, size: Size) -> Vec<Pos> {
        match self.line {
            Line::Row(row) => (0..size.width).map(|col| Pos::new(row, col)).collect(),
            Line::Column(col) => (0..size.height).map(|row| Pos::new(row, col)).collect(),
        }
    }

    /// `row 3 +`.
    pub(super) fn name(&self) -> String {
        match self.line {
            Line::Row(row) => format!("row {} {}", row + 1, self.pole.symbol()),
            Line::Column(col) => format!("column {} {}", col + 1, self.pole.symbol()),
        }
    }
}

/// The known counts in the order their clues appear in the encoding.
pub(super) fn count_slots(puzzle: &Magnets) -> Vec<CountSlot> {
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

/// DIMACS names of the cell literals: `r1c2 +`, `r1c2 -`, `r1c2 neutral`.
pub(super) fn describe(vars: &Grid<CellVars>) -> Vec<(Lit, String)> {
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
