//! The Hanjie CNF: one literal per cell (true = filled), shared by its row and its column,
//! and every line's clue as its run automaton unrolled over the line's cells
//! (`encodings::regular`; see `encodings/hanjie.md`).

use super::Hanjie;
use crate::encodings::regular::{Dfa, unroll};
use crate::grid::{Grid, Pos};
use crate::puzzle::Encoding;
use varisat::{ExtendFormula, Lit};

/// Encodes the clues; the cells are the projection. The clues are structural (each is its
/// own automaton), so there are no clue literals to assume.
pub fn encode<F: ExtendFormula>(puzzle: &Hanjie, formula: &mut F) -> Encoding<Grid<Lit>> {
    let size = puzzle.size;
    let cells = Grid::from_fn(size, |_| formula.new_lit());
    for (row, runs) in puzzle.rows.iter().enumerate() {
        let line: Vec<Lit> = (0..size.width).map(|col| cells[Pos::new(row, col)]).collect();
        unroll(formula, &Dfa::for_runs(runs), &line);
    }
    for (col, runs) in puzzle.columns.iter().enumerate() {
        let line: Vec<Lit> = (0..size.height).map(|row| cells[Pos::new(row, col)]).collect();
        unroll(formula, &Dfa::for_runs(runs), &line);
    }
    let projection = cells.values().copied().collect();
    Encoding {
        vars: cells,
        projection,
        clues: Vec::new(),
    }
}
