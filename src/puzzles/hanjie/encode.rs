//! The Hanjie CNF (`encodings/hanjie.md`): the cell literals ([`CellVars`]) shared by each
//! cell's row and column, and every line's clue encoded over its line's cells. In black and
//! white, one literal per cell (true = filled) and each clue by run placement (default), by
//! order-encoded starts and cover variables, or by unrolling its automaton; in colour, one literal per cell and colour, exactly one true,
//! and each clue's colour automaton unrolled over the one-hot cells. A line of unknown clue
//! adds nothing. Each line's clauses hold under an activation literal of its own, the
//! line's [`Clue`]: a unit clause when solving, an assumption when `analyze` looks for
//! clues that conflict.

use super::automaton::clue_dfa;
use super::{CellVars, Hanjie, LineClue};
use crate::encodings::cardinality::{at_least_one, at_most_one};
use crate::encodings::guarded::{Deferred, Guarded};
use crate::encodings::regular::{unroll, unroll_symbols};
use crate::encodings::runs::{Run, cover_runs, place_runs_with_starts};
use crate::error::Error;
use crate::grid::Grid;
use crate::grid::Pos;
use crate::limits::{CnfSize, Deadline};
use crate::puzzle::{Clue, Encoded};
use crate::puzzle::{Encode, EncodingChoice, HandOver};
use crate::solve::Model;
use std::fmt;
use std::str::FromStr;
use varisat::{ExtendFormula, Lit};

/// How a black-and-white line's clue becomes clauses (colour clues are always their
/// automaton unrolled).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LineEncoding {
    /// Order-encoded start of every run, cells filled exactly where a run covers them
    /// (`encodings/runs.md`): the smallest and, measured, the fastest.
    #[default]
    Placement,
    /// The clue's automaton unrolled with transition variables (`encodings/dfa.md`): unit
    /// propagation is a complete line solver.
    Dfa,
    /// Order-encoded start of every run and a variable for each run and cell it may cover,
    /// cells filled exactly where a run covers them (`encodings/order-cover.md`).
    OrderCover,
}

impl LineEncoding {
    /// Names for `--encoding`, the default first.
    pub const NAMES: &'static [&'static str] = &["placement", "dfa", "order-cover"];

    /// This encoding's name in [`LineEncoding::NAMES`].
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            LineEncoding::Placement => "placement",
            LineEncoding::Dfa => "dfa",
            LineEncoding::OrderCover => "order-cover",
        }
    }
}

impl EncodingChoice for LineEncoding {
    const NAMES: &'static [&'static str] = LineEncoding::NAMES;
}

impl FromStr for LineEncoding {
    type Err = Error;

    /// A name of [`LineEncoding::NAMES`] (several joined by commas: the last counts).
    fn from_str(names: &str) -> Result<Self, Error> {
        let mut encoding = LineEncoding::default();
        for name in names.split(',').map(str::trim) {
            encoding = match name {
                "placement" => LineEncoding::Placement,
                "dfa" => LineEncoding::Dfa,
                "order-cover" => LineEncoding::OrderCover,
                _ => return Err(crate::puzzle::unknown_encoding("hanjie", name, Self::NAMES)),
            };
        }
        Ok(encoding)
    }
}

impl fmt::Display for LineEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Encode for Hanjie {
    type Vars = CellVars;
    type Encoding = LineEncoding;

    /// The automaton for a colour puzzle, whatever was chosen.
    fn encoding(&self) -> LineEncoding {
        if self.is_black_and_white() {
            self.encoding
        } else {
            LineEncoding::Dfa
        }
    }

    /// Black and white takes either encoding; a colour puzzle has the automaton only.
    fn set_encoding(&mut self, encoding: LineEncoding) -> Result<(), Error> {
        if !self.is_black_and_white() && encoding != LineEncoding::Dfa {
            return Err(crate::puzzle::unknown_encoding(
                "hanjie",
                &encoding.to_string(),
                &[LineEncoding::Dfa.name()],
            ));
        }
        self.encoding = encoding;
        Ok(())
    }

    fn cnf_estimate(&self) -> CnfSize {
        super::cnf_size::estimate(self)
    }

    fn decode(&self, vars: &CellVars, model: &Model) -> Grid<u8> {
        vars.decode(|lit| model.value(lit))
    }

    fn describe_vars(&self, vars: &CellVars) -> Vec<(Lit, String)> {
        let mut described = Vec::new();
        for (pos, lits) in vars.cells() {
            match lits {
                [filled] => described.push((*filled, format!("{pos} filled"))),
                lits => {
                    for (colour, &lit) in lits.iter().enumerate() {
                        let name = &self.palette.colours[colour].name;
                        described.push((lit, format!("{pos} {name}")));
                    }
                }
            }
        }
        described
    }

    fn cell_literals(&self, vars: &CellVars, pos: Pos) -> Vec<(char, Lit)> {
        (0..self.palette.len())
            .map(|colour| {
                let colour = colour as u8;
                (self.symbol(colour), vars.holds(pos, colour))
            })
            .collect()
    }

    /// The probed root's clauses and belief propagation's phases (`handover/`), in the
    /// placement or order-plus-cover encoding of a black-and-white puzzle; nothing otherwise.
    fn hand_over(&self, vars: &CellVars, deadline: Deadline) -> HandOver {
        if self.encoding() == LineEncoding::Dfa {
            return HandOver::default();
        }
        super::handover::hand_over(self, vars, deadline, super::handover::Parts::ALL)
    }

    /// Encodes the clues; the cells are the projection. Each line with a known clue is one
    /// [`Clue`] (`row 3 (2,1)`), whose literal activates the clauses of that line.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<CellVars> {
        let size = self.size;
        let symbols = self.symbols();
        let mut cells = CellVars::new(formula, size, symbols);
        if !self.is_black_and_white() {
            for (_, lits) in cells.cells() {
                at_least_one(formula, lits);
                at_most_one(formula, lits);
            }
        }
        // The activation literals are numbered after every other variable: the cells and the
        // line encodings keep the numbers they have without them.
        let mut pending = Vec::new();
        for (line, clue) in self.lines() {
            let LineClue::Runs(runs) = clue else { continue };
            let positions: Vec<Pos> = line.cells(size).collect();
            let mut deferred = Deferred::new(formula);
            if self.is_black_and_white() {
                let lits: Vec<Lit> = positions.iter().map(|&pos| cells.cell(pos)[0]).collect();
                match self.encoding {
                    LineEncoding::Placement => {
                        let lengths: Vec<Run> = runs.iter().map(|run| run.length).collect();
                        let (_, starts) = place_runs_with_starts(&mut deferred, &lengths, &lits);
                        cells.set_starts(line.index(size), starts);
                    }
                    LineEncoding::Dfa => {
                        unroll(&mut deferred, &clue_dfa(runs, symbols), &lits);
                    }
                    LineEncoding::OrderCover => {
                        let lengths: Vec<Run> = runs.iter().map(|run| run.length).collect();
                        let (_, vars) = cover_runs(&mut deferred, &lengths, &lits);
                        cells.set_starts(line.index(size), vars.starts);
                        cells.set_covers(line.index(size), vars.covers);
                    }
                }
            } else {
                let holds = |i: usize, colour: usize| cells.cell(positions[i])[colour];
                unroll_symbols(&mut deferred, &clue_dfa(runs, symbols), positions.len(), &holds);
            }
            pending.push((self.clue_name(line, clue), deferred.into_clauses()));
        }
        let clues = guard_lines(formula, pending);
        let projection = cells.all().to_vec();
        Encoded {
            vars: cells,
            projection,
            clues,
        }
    }
}

/// Adds each line's clauses (named, as [`Deferred`] collected them) under an activation
/// literal of its own, numbered after every other variable: the line's [`Clue`].
fn guard_lines<F: ExtendFormula>(formula: &mut F, lines: Vec<(String, Vec<Vec<Lit>>)>) -> Vec<Clue> {
    let mut clues = Vec::new();
    for (name, clauses) in lines {
        let active = formula.new_lit();
        let mut guarded = Guarded::new(formula, &[active]);
        for clause in &clauses {
            guarded.add_clause(clause);
        }
        clues.push(Clue {
            name,
            literals: vec![active],
            derived_from: Vec::new(),
        });
    }
    clues
}
