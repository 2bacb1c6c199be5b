//! The literals of a puzzle's cells in its CNF (the encoding's variables, numbered first,
//! row by row): one per cell in black and white, true when the cell is filled; one per cell
//! and palette colour in colour, exactly one of them true.

use crate::encodings::runs::{CoverVars, StartVars};
use crate::grid::{Grid, Pos, Size};
use varisat::{ExtendFormula, Lit};

/// The cell literals of one puzzle's CNF ([`crate::puzzle::Encode::Vars`] of Hanjie).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellVars {
    size: Size,
    /// Literals per cell: 1 in black and white, the palette's size in colour.
    per_cell: usize,
    lits: Vec<Lit>,
    /// The run start variables of each line (by [`super::Line::index`]) that the placement
    /// or order-plus-cover encoding gave them; empty for the other lines.
    starts: Vec<StartVars>,
    /// The cover variables of each line that the order-plus-cover encoding gave them; empty
    /// for the other lines.
    covers: Vec<CoverVars>,
}

impl CellVars {
    /// New variables for every cell of `size`: one each when `colours` is at most 2 (black
    /// and white), else one for each of the `colours` colours.
    pub(crate) fn new(formula: &mut impl ExtendFormula, size: Size, colours: usize) -> Self {
        let per_cell = if colours <= 2 { 1 } else { colours };
        let lits = (0..size.area() * per_cell).map(|_| formula.new_lit()).collect();
        CellVars {
            size,
            per_cell,
            lits,
            starts: Vec::new(),
            covers: Vec::new(),
        }
    }

    /// Records the start variables of line `line` (its [`super::Line::index`]).
    pub(crate) fn set_starts(&mut self, line: usize, starts: StartVars) {
        if self.starts.len() <= line {
            self.starts.resize(line + 1, Vec::new());
        }
        self.starts[line] = starts;
    }

    /// Records the cover variables of line `line` (its [`super::Line::index`]).
    pub(crate) fn set_covers(&mut self, line: usize, covers: CoverVars) {
        if self.covers.len() <= line {
            self.covers.resize(line + 1, Vec::new());
        }
        self.covers[line] = covers;
    }

    /// The cover variables of line `line` (its [`super::Line::index`]): for each run, the
    /// cells i where "the run covers cell i" is a variable and its literal; empty when the
    /// line has none.
    pub(crate) fn covers(&self, line: usize) -> &[Vec<(usize, Lit)>] {
        self.covers.get(line).map_or(&[], Vec::as_slice)
    }

    /// The start variables of line `line` (its [`super::Line::index`]): for each run, the
    /// cells p where `[s_j ≤ p]` is a variable and its literal; empty when the line has none.
    pub(crate) fn starts(&self, line: usize) -> &[Vec<(usize, Lit)>] {
        self.starts.get(line).map_or(&[], Vec::as_slice)
    }

    /// The literals of the cell at `pos`: its one literal (true: filled) in black and
    /// white, its literal of each palette colour in colour.
    #[must_use]
    pub fn cell(&self, pos: Pos) -> &[Lit] {
        let base = (pos.row * self.size.width + pos.col) * self.per_cell;
        &self.lits[base..base + self.per_cell]
    }

    /// The literal "the cell at `pos` holds palette colour `colour`".
    #[must_use]
    pub fn holds(&self, pos: Pos, colour: u8) -> Lit {
        match self.cell(pos) {
            [filled] if colour == 1 => *filled,
            [filled] => !*filled,
            lits => lits[usize::from(colour)],
        }
    }

    /// Every cell's literals, row by row.
    pub(crate) fn cells(&self) -> impl Iterator<Item = (Pos, &[Lit])> {
        self.size.cells().zip(self.lits.chunks(self.per_cell))
    }

    /// Every literal: the projection.
    pub(crate) fn all(&self) -> &[Lit] {
        &self.lits
    }

    /// The colour of every cell in a model that gives each literal `value`: in colour the
    /// first colour whose literal is true (the background when none is).
    pub(crate) fn decode(&self, value: impl Fn(Lit) -> bool) -> Grid<u8> {
        Grid::from_fn(self.size, |pos| match self.cell(pos) {
            [filled] => u8::from(value(*filled)),
            lits => lits.iter().position(|&lit| value(lit)).unwrap_or(0) as u8,
        })
    }
}
