//! The Hanjie CNF (`encodings/hanjie.md`): the cell literals ([`CellVars`]) shared by each
//! cell's row and column, and every line's clue encoded over its line's cells. In black and
//! white, one literal per cell (true = filled) and each clue by run placement (default) or
//! by unrolling its automaton; in colour, one literal per cell and colour, exactly one true,
//! and each clue's colour automaton unrolled over the one-hot cells. A line of unknown clue
//! adds nothing. Each line's clauses hold under an activation literal of its own, the
//! line's [`Clue`]: a unit clause when solving, an assumption when `analyze` looks for
//! clues that conflict.

use super::automaton::clue_dfa;
use super::{CellVars, Hanjie, LineClue};
use crate::encodings::cardinality::{at_least_one, at_most_one};
use crate::encodings::guarded::{Deferred, Guarded};
use crate::encodings::regular::{unroll, unroll_symbols};
use crate::encodings::runs::{Run, place_runs};
use crate::grid::Pos;
use crate::puzzle::{Clue, Encoding};
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
}

impl LineEncoding {
    /// Names for `--encoding`, the default first.
    pub const NAMES: &'static [&'static str] = &["placement", "dfa"];

    /// This encoding's name in [`LineEncoding::NAMES`].
    pub fn name(self) -> &'static str {
        match self {
            LineEncoding::Placement => "placement",
            LineEncoding::Dfa => "dfa",
        }
    }

    /// The encoding of a name in [`LineEncoding::NAMES`].
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "placement" => Some(LineEncoding::Placement),
            "dfa" => Some(LineEncoding::Dfa),
            _ => None,
        }
    }
}

/// Encodes the clues; the cells are the projection. Each line with a known clue is one
/// [`Clue`] (`row 3 (2,1)`), whose literal activates the clauses of that line.
pub(super) fn encode<F: ExtendFormula>(puzzle: &Hanjie, formula: &mut F) -> Encoding<CellVars> {
    let size = puzzle.size;
    let symbols = puzzle.symbols();
    let cells = CellVars::new(formula, size, symbols);
    if !puzzle.is_black_and_white() {
        for (_, lits) in cells.cells() {
            at_least_one(formula, lits);
            at_most_one(formula, lits);
        }
    }
    // The activation literals are numbered after every other variable: the cells and the
    // line encodings keep the numbers they have without them.
    let mut pending = Vec::new();
    for (line, clue) in puzzle.lines() {
        let LineClue::Runs(runs) = clue else { continue };
        let positions: Vec<Pos> = line.cells(size).collect();
        let mut deferred = Deferred::new(formula);
        if puzzle.is_black_and_white() {
            let lits: Vec<Lit> = positions.iter().map(|&pos| cells.cell(pos)[0]).collect();
            match puzzle.encoding {
                LineEncoding::Placement => {
                    let lengths: Vec<Run> = runs.iter().map(|run| run.length).collect();
                    place_runs(&mut deferred, &lengths, &lits);
                }
                LineEncoding::Dfa => {
                    unroll(&mut deferred, &clue_dfa(runs, symbols), &lits);
                }
            }
        } else {
            let holds = |i: usize, colour: usize| cells.cell(positions[i])[colour];
            unroll_symbols(&mut deferred, &clue_dfa(runs, symbols), positions.len(), &holds);
        }
        pending.push((
            format!("{line} ({})", puzzle.clue_text(clue)),
            deferred.into_clauses(),
        ));
    }
    let clues = guard_lines(formula, pending);
    let projection = cells.all().to_vec();
    Encoding {
        vars: cells,
        projection,
        clues,
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
