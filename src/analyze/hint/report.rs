//! What `hint` gives: the hint itself ([`Hint`]), the step it explains ([`Step`]), how it
//! was found ([`Deduction`]) and the cells named on the way.

use super::super::SolutionCount;
use serde::Serialize;

/// What `hint` found for a puzzle and an answer (JSON: these fields, with the `input`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Hint {
    /// Puzzle kind.
    pub kind: &'static str,
    /// Grid width.
    pub width: usize,
    /// Grid height.
    pub height: usize,
    /// What was found: a wrong cell, the next cell, or why there is none.
    pub status: HintStatus,
    /// None, one or several solutions.
    pub solutions: SolutionCount,
    /// The grid as a player sees it: rows of symbols, the cells the answer fills and the
    /// cells a clue gives (a number, a circle), [`OPEN_CELL`](crate::analyze::OPEN_CELL) (`?`) for the others.
    pub cells: Vec<String>,
    /// Cells filled in `cells`.
    pub filled_cells: usize,
    /// Cells in all.
    pub total_cells: usize,
    /// The answer's wrong cells (status `wrong`), in reading order.
    pub wrong_cells: Vec<WrongCell>,
    /// The rules the answer's filled cells already break, whatever fills the rest (as
    /// `verify` lists them).
    pub broken_rules: Vec<String>,
    /// The next cell and why (status `next`).
    pub step: Option<Step>,
    /// Calls and time.
    pub stats: HintStats,
}

/// What a hint found ([`Hint::status`]; JSON: the snake-case name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum HintStatus {
    /// The answer has wrong cells ([`Hint::wrong_cells`]): fix them first.
    Wrong,
    /// The next cell to fill ([`Hint::step`]).
    Next,
    /// The answer fills every cell and is a solution.
    Solved,
    /// The puzzle has no solution (`analyze` names the clues that conflict).
    NoSolution,
    /// The puzzle has several solutions and the answer fills every cell that is the same
    /// in all of them: no open cell is forced, the rest is a choice.
    NothingForced,
}

impl HintStatus {
    /// The status as JSON writes it: `wrong`, `next`, `solved`, `no_solution` or
    /// `nothing_forced`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            HintStatus::Wrong => "wrong",
            HintStatus::Next => "next",
            HintStatus::Solved => "solved",
            HintStatus::NoSolution => "no_solution",
            HintStatus::NothingForced => "nothing_forced",
        }
    }
}

/// A filled cell of the answer that no solution extends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WrongCell {
    /// `[row, column]`, 1-based.
    pub cell: [usize; 2],
    /// The answer's symbol there.
    pub value: char,
    /// The symbol every solution has there; `None` for a cell wrong only together with
    /// the other cells listed (no solution has all of them, solutions differ at each).
    pub expected: Option<char>,
}

/// One cell and a symbol for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CellValue {
    /// `[row, column]`, 1-based.
    pub cell: [usize; 2],
    /// The symbol, as the answer file writes it.
    pub value: char,
}

/// How a hinted cell is found, the easiest first (JSON: the snake-case name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Deduction {
    /// One line's clue and its known cells (Hanjie): every way to fill the line has it.
    LineLogic,
    /// The clues and filled cells named, by the rules one cell at a time (unit
    /// propagation on the CNF).
    Propagation,
    /// Every other value of the cell, tried, runs into a contradiction by the same simple
    /// reasoning (line logic for Hanjie, unit propagation otherwise).
    Probing,
    /// The clues and cells named force it, but finding that takes search.
    Search,
}

impl Deduction {
    /// Its name in JSON: `line_logic`, `propagation`, `probing` or `search`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Deduction::LineLogic => "line_logic",
            Deduction::Propagation => "propagation",
            Deduction::Probing => "probing",
            Deduction::Search => "search",
        }
    }
}

/// The next cell and why ([`Hint::step`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Step {
    /// The cell to fill, `[row, column]`, 1-based.
    pub cell: [usize; 2],
    /// Its symbol, as the answer file writes it.
    pub value: char,
    /// How it is found.
    pub deduction: Deduction,
    /// The clues it rests on, as `analyze` names them (`row 3 (2,1)`, `r2c5 = 3`, `row 1
    /// +`, `r4c4 black`); each is needed.
    pub clues: Vec<String>,
    /// The answer's filled cells it rests on, `[row, column]`, 1-based.
    pub filled_cells: Vec<[usize; 2]>,
    /// Every cell the same reasoning fixes, the hinted one included: all the cells a line
    /// fixes for [`Deduction::LineLogic`], the hinted cell alone otherwise.
    pub fixes: Vec<CellValue>,
    /// For [`Deduction::Probing`] on lines: the line that another value of the cell leaves
    /// no way to fill.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contradiction: Option<String>,
    /// The reason in words.
    pub explanation: String,
}

/// What a kind's own reasoning found for a hint ([`crate::puzzle::Rules::own_step`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnStep {
    /// A cell and why.
    Found(Step),
    /// Nothing it decides: search must.
    Stuck,
}

/// Work and time of one hint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct HintStats {
    /// Solver calls made (solutions, the explanation, its check in debug builds).
    pub solver_calls: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
}
