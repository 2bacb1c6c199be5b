//! The Hanjie CNF: one literal per cell (true = filled), shared by its row and its column,
//! and every line's clue encoded over the line's cells, by run placement (default) or by
//! unrolling the clue's automaton (see `encodings/hanjie.md`). A line of unknown clue adds
//! nothing. Each line's clauses hold under an activation literal of its own, the line's
//! [`Clue`]: a unit clause when solving, an assumption when `analyze` looks for clues that
//! conflict.

use super::logic::Line;
use super::{Hanjie, LineClue};
use crate::encodings::guarded::{Deferred, Guarded};
use crate::encodings::regular::{Dfa, unroll};
use crate::encodings::runs::place_runs;
use crate::grid::{Grid, Pos};
use crate::puzzle::{Clue, Encoding};
use varisat::{ExtendFormula, Lit};

/// How a line's clue becomes clauses.
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
pub fn encode<F: ExtendFormula>(puzzle: &Hanjie, formula: &mut F) -> Encoding<Grid<Lit>> {
    let size = puzzle.size;
    let cells = Grid::from_fn(size, |_| formula.new_lit());
    let rows = (0..size.height).map(|row| (Line::Row(row), &puzzle.rows[row], cells.row(row).to_vec()));
    let columns = (0..size.width).map(|col| {
        let line: Vec<Lit> = (0..size.height).map(|row| cells[Pos::new(row, col)]).collect();
        (Line::Column(col), &puzzle.columns[col], line)
    });
    // The activation literals are numbered after every other variable: the cells and the
    // line encodings keep the numbers they have without them.
    let mut pending = Vec::new();
    for (name, clue, line) in rows.chain(columns) {
        let LineClue::Runs(runs) = clue else { continue };
        let mut deferred = Deferred::new(formula);
        match puzzle.encoding {
            LineEncoding::Placement => {
                place_runs(&mut deferred, runs, &line);
            }
            LineEncoding::Dfa => {
                unroll(&mut deferred, &Dfa::for_clue(runs), &line);
            }
        }
        pending.push((format!("{name} ({clue})"), deferred.into_clauses()));
    }
    let clues = guard_lines(formula, pending);
    let projection = cells.values().copied().collect();
    Encoding {
        vars: cells,
        projection,
        clues,
    }
}

/// Adds each line's clauses (named, as [`Deferred`] collected them) under an activation
/// literal of its own, numbered after every other variable: the line's [`Clue`].
pub(super) fn guard_lines<F: ExtendFormula>(
    formula: &mut F,
    lines: Vec<(String, Vec<Vec<Lit>>)>,
) -> Vec<Clue> {
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
