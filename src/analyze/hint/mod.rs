//! `gridsat hint`: the next cell a person can find, from the puzzle and the cells already
//! filled in an answer (perhaps partly filled: [`crate::answer`]), with why; or the
//! answer's wrong cells first, or that it is solved.
//!
//! The puzzle's solutions come first, by the backbone of `analyze`: a cell is hinted only
//! where every solution agrees, and an answer's filled cell that differs from such a cell
//! is wrong (with several solutions, filled cells that no solution has together are
//! wrong too, a minimal set of them). Then the easiest reasoning that fixes an open cell,
//! from the clues and the filled cells ([`Deduction`]):
//!
//! - a kind's own reasoning ([`crate::puzzle::Rules::own_step`]): for Hanjie one line's
//!   line logic (the line that fixes the most cells: its clue and its known cells), then
//!   probing (a value tried and followed by line logic runs into a line with no filling);
//! - for the other kinds, unit propagation on the complete CNF with the clues and the
//!   filled cells assumed (`propagation.rs`), then failed-literal probing: each other
//!   value of a cell tried runs into a conflict;
//! - else search: a forced cell, with the fewest clues and filled cells that force it
//!   (`search.rs`).
//!
//! An explanation names the clues (as `analyze` names them) and filled cells it rests on,
//! narrowed so that each is needed (by the same reasoning); among the cells found, the one
//! with the smallest explanation is hinted. In debug builds every explanation is checked
//! by solving (`check.rs`): its clues and cells alone, with the rules, leave no solution
//! in which a cell it fixes differs.

mod check;
mod propagation;
mod report;
mod search;
#[cfg(test)]
mod tests;
mod words;

use super::backbone::{self, cell_states};
use super::{OPEN_CELL, SolutionCount};
use crate::answer::Filling;
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::limits::Limits;
use crate::puzzle::{Encode, PuzzleKind};
use crate::solve::{ClueMode, Session, SolveOptions};
use crate::source::Source;
use crate::time::Instant;
use std::collections::{HashMap, HashSet};
use varisat::Lit;

pub use report::{CellValue, Deduction, Hint, HintStats, HintStatus, OwnStep, Step, WrongCell};
pub(crate) use words::{cell_name, listed};

/// The most open forced cells that search tries for the smallest explanation (one solver
/// call each), in reading order.
const SEARCH_CANDIDATES: usize = 48;

/// The next cell of `puzzle` from the cells filled in `answer` (an answer file of one grid,
/// perhaps partly filled; none: an empty grid), on the solver `options` choose, within
/// their limits.
///
/// # Errors
/// A [`crate::ParseError`] for an answer that does not fit the puzzle or holds more than one
/// grid; and what solving fails with ([`crate::registry::AnyPuzzle::solve`]): a limit of
/// `options` reached, a solver that failed, a solution that breaks the rules (a bug), and
/// in debug builds an explanation that does not force its cell (a bug).
pub fn hint<P: PuzzleKind>(
    puzzle: &P,
    answer: Option<&Source>,
    options: &SolveOptions,
) -> Result<Hint, Error> {
    let start = Instant::now();
    let limits = options.limits_from_now();
    let filling = answer.map(|source| one_grid(puzzle, source)).transpose()?;
    let rows = match &filling {
        Some(Filling::Complete(solution)) => puzzle.solution_rows(solution),
        Some(Filling::Partial { grid, .. }) => puzzle.partial_rows(grid),
        None => vec![OPEN_CELL.to_string().repeat(puzzle.size().width); puzzle.size().height],
    };
    let known = Grid::from_fn(puzzle.size(), |pos| {
        rows[pos.row].chars().nth(pos.col).filter(|&c| c != OPEN_CELL)
    });
    let size = puzzle.size();
    let mut hint = Hint {
        kind: P::KIND,
        width: size.width,
        height: size.height,
        status: HintStatus::NoSolution,
        solutions: SolutionCount::None,
        filled_cells: known.values().filter(|c| c.is_some()).count(),
        total_cells: size.area(),
        cells: rows,
        wrong_cells: Vec::new(),
        broken_rules: match &filling {
            Some(Filling::Complete(solution)) => puzzle.verify(solution),
            Some(Filling::Partial { grid, .. }) => puzzle.verify_partial(grid),
            None => Vec::new(),
        },
        step: None,
        stats: HintStats::default(),
    };
    let mut calls = 0;
    let found = next(puzzle, &known, &mut hint, options, &limits, &mut calls);
    hint.stats = HintStats {
        solver_calls: calls,
        seconds: start.elapsed().as_secs_f64(),
    };
    found.map(|()| hint)
}

/// The one grid of the answer file `source`.
fn one_grid<P: PuzzleKind>(puzzle: &P, source: &Source) -> Result<Filling<P::Solution, P::Partial>, Error> {
    let mut answers = puzzle.parse_answers(source)?;
    if answers.len() != 1 {
        return Err(source
            .error(format!(
                "the file lists {} grids: a hint reads one (the cells filled in so far, `?` for the others)",
                answers.len()
            ))
            .into());
    }
    Ok(answers.remove(0).filling)
}

/// Fills in what `hint` finds after the answer's own check: the solutions, the wrong cells,
/// and the next step; `calls` counts the solver calls.
fn next<P: PuzzleKind>(
    puzzle: &P,
    known: &Grid<Option<char>>,
    hint: &mut Hint,
    options: &SolveOptions,
    limits: &Limits,
    calls: &mut usize,
) -> Result<(), Error> {
    let mut session = Session::with_solver(puzzle, ClueMode::Fixed, &options.solver, limits)?;
    let stated = stated_cells(&session);
    for (&pos, &value) in &stated {
        if known[pos].is_none() {
            set_symbol(&mut hint.cells, pos, value);
            hint.filled_cells += 1;
        }
    }
    let found = backbone::backbone(&mut session, &[])?;
    let Some(found) = found else {
        *calls += 1;
        return Ok(());
    };
    *calls += found.calls;
    let mut rows = Vec::new();
    for solution in &found.solutions {
        if let Some(rule) = puzzle.verify(solution).into_iter().next() {
            return Err(Error::broken_rule(rule));
        }
        rows.push(puzzle.solution_rows(solution));
    }
    hint.solutions = match rows.len() {
        1 => SolutionCount::One,
        _ => SolutionCount::Several,
    };
    let unanimous = cell_states(&rows);
    let states = Grid::from_fn(puzzle.size(), |pos| unanimous[pos.row][pos.col]);
    hint.wrong_cells = known
        .iter()
        .filter_map(|(pos, &value)| match (value, states[pos]) {
            (Some(value), Some(expected)) if value != expected => Some(WrongCell {
                cell: one_based(pos),
                value,
                expected: Some(expected),
            }),
            _ => None,
        })
        .collect();
    // With one solution a filled cell that fits it is right; with several, cells that
    // each fit some solution may still fit none together.
    if hint.wrong_cells.is_empty() && rows.len() > 1 && known.values().any(Option::is_some) {
        hint.wrong_cells = conflicting_cells(&mut session, known, calls)?;
    }
    if !hint.wrong_cells.is_empty() || !hint.broken_rules.is_empty() {
        hint.status = HintStatus::Wrong;
        return Ok(());
    }
    let open = |pos: Pos| known[pos].is_none() && !stated.contains_key(&pos);
    if !puzzle.size().cells().any(open) {
        hint.status = HintStatus::Solved;
        return Ok(());
    }
    let wanted = Grid::from_fn(puzzle.size(), |pos| states[pos].filter(|_| open(pos)));
    if wanted.values().all(Option::is_none) {
        hint.status = HintStatus::NothingForced;
        return Ok(());
    }
    let asked = Asked {
        puzzle,
        known,
        wanted: &wanted,
        options,
        limits,
    };
    let step = step(&asked, calls)?;
    if cfg!(debug_assertions) {
        *calls += 1;
        check::explanation(puzzle, known, &step, &options.solver, limits)?;
    }
    hint.step = Some(step);
    hint.status = HintStatus::Next;
    Ok(())
}

/// What the reasonings look for a step from.
pub(super) struct Asked<'a, P> {
    pub(super) puzzle: &'a P,
    /// Each filled cell's symbol, `None` where not filled in.
    pub(super) known: &'a Grid<Option<char>>,
    /// Each open cell that every solution fills alike, with that symbol.
    pub(super) wanted: &'a Grid<Option<char>>,
    pub(super) options: &'a SolveOptions,
    pub(super) limits: &'a Limits,
}

/// The easiest step to a cell of `wanted` ([`Deduction`]).
fn step<P: PuzzleKind>(asked: &Asked<'_, P>, calls: &mut usize) -> Result<Step, Error> {
    let limits = asked.limits;
    let simple = match asked
        .puzzle
        .own_step(asked.known, asked.wanted, limits.deadline.clone())
    {
        Some(OwnStep::Found(step)) => Some(step),
        Some(OwnStep::Stuck) => None,
        None => propagation::step(asked)?,
    };
    limits.check_time()?;
    match simple {
        Some(step) => Ok(step),
        None => search::step(asked, calls),
    }
}

/// The filled cells of `known` with the literal of each one's value in the encoding of
/// `vars`. A symbol that is no value of its cell has none, and is left out (answers are
/// read by the kind, so there is none).
pub(crate) fn filled_literals<P: Encode>(
    puzzle: &P,
    vars: &P::Vars,
    known: &Grid<Option<char>>,
) -> Vec<(Pos, Lit)> {
    known
        .iter()
        .filter_map(|(pos, value)| {
            let value = (*value)?;
            let lit = puzzle
                .cell_literals(vars, pos)
                .into_iter()
                .find(|&(symbol, _)| symbol == value)?
                .1;
            Some((pos, lit))
        })
        .collect()
}

/// The literal of `value` at `pos` in the encoding of `vars`.
pub(crate) fn value_literal<P: Encode>(
    puzzle: &P,
    vars: &P::Vars,
    pos: Pos,
    value: char,
) -> Result<Lit, Error> {
    puzzle
        .cell_literals(vars, pos)
        .into_iter()
        .find(|&(symbol, _)| symbol == value)
        .map(|(_, lit)| lit)
        .ok_or_else(|| Error::Solver(format!("{pos} has no value `{value}` in the encoding")))
}

/// The cells whose value a given clue states by itself (a given number or circle: a clue
/// of one literal, the literal of one of the cell's values), with that value.
fn stated_cells<P: PuzzleKind>(session: &Session<'_, P>) -> HashMap<Pos, char> {
    let encoding = session.encoding();
    let stated: HashSet<Lit> = encoding
        .clues
        .iter()
        .filter(|clue| clue.is_given() && clue.literals.len() == 1)
        .map(|clue| clue.literals[0])
        .collect();
    let puzzle = session.puzzle();
    puzzle
        .size()
        .cells()
        .filter_map(|pos| {
            let literals = puzzle.cell_literals(&encoding.vars, pos);
            let (value, _) = literals.into_iter().find(|(_, lit)| stated.contains(lit))?;
            Some((pos, value))
        })
        .collect()
}

/// Writes `value` at `pos` in `rows`.
fn set_symbol(rows: &mut [String], pos: Pos, value: char) {
    if let Some(row) = rows.get_mut(pos.row) {
        *row = row
            .chars()
            .enumerate()
            .map(|(col, symbol)| if col == pos.col { value } else { symbol })
            .collect();
    }
}

/// With no filled cell that differs from a forced one: a minimal set of filled cells that
/// no solution has together (each needed), or none when some solution extends them all.
fn conflicting_cells<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    known: &Grid<Option<char>>,
    calls: &mut usize,
) -> Result<Vec<WrongCell>, Error> {
    let puzzle = session.puzzle();
    let cells = filled_literals(puzzle, &session.encoding().vars, known);
    let premises = super::premises::Premises::new(Vec::new(), cells);
    let (found, made) = super::premises::minimal_unsatisfiable(session, &premises, premises.all(), &[])?;
    *calls += made;
    Ok(found.map_or_else(Vec::new, |kept| {
        premises
            .selected_cells(&kept)
            .into_iter()
            .map(|pos| WrongCell {
                cell: one_based(pos),
                value: known[pos].unwrap_or(OPEN_CELL),
                expected: None,
            })
            .collect()
    }))
}

/// `[row, column]`, 1-based.
pub(crate) fn one_based(pos: Pos) -> [usize; 2] {
    [pos.row + 1, pos.col + 1]
}

/// The cells of `known` that are filled, in reading order, among `cells`.
pub(crate) fn known_among(
    known: &Grid<Option<char>>,
    cells: impl IntoIterator<Item = Pos>,
) -> Vec<[usize; 2]> {
    let mut found: Vec<Pos> = cells.into_iter().filter(|&pos| known[pos].is_some()).collect();
    found.sort_unstable();
    found.dedup();
    found.into_iter().map(one_based).collect()
}

/// Every cell of `wanted` that has a value, in reading order.
pub(crate) fn wanted_cells(wanted: &Grid<Option<char>>) -> Vec<(Pos, char)> {
    wanted.iter().filter_map(|(pos, v)| v.map(|v| (pos, v))).collect()
}
