//! The difficulty of a Hanjie puzzle as nonogram designers and webpbn rate it, on the grid
//! rather than on a CNF ([`Measure::Lines`]): **line solvable** (easy) when line logic alone
//! (every row and column solved exactly by its line solver, again and again until nothing
//! changes) decides every cell; **needs probing** (medium) when probing (each value of an
//! open cell tried and followed by line logic: one that leads to a contradiction is
//! impossible) finishes what line logic left; **needs search** (hard) otherwise. Neither
//! finishes a puzzle with several solutions (no sound reasoning decides a cell where two
//! solutions differ), so such a puzzle is hard. Without solution: easy when the
//! contradiction is visible or line logic finds it, medium when probing does, hard when
//! neither does.
//!
//! Probing runs to the end here, without the budget of the solver's own reasoning
//! ([`super::logic::solve_by_probing`], which stops where search is cheaper): "needs search"
//! means that probing to the end left cells open. Only the deadline stops it early
//! ([`Error::TimedOut`]).

use super::colour::{ColourHanjie, lines_then_probing as colour_lines_then_probing};
use super::logic::{self, Line, Probing};
use super::{Hanjie, verify};
use crate::analyze::difficulty::{self, visible_contradiction};
use crate::analyze::{Difficulty, Level, LineLogic, Measure};
use crate::error::Error;
use crate::grid::{Grid, Size};
use crate::limits::Limits;
use crate::puzzle::Puzzle;

/// What line logic alone decided, then probing to the end after it: each cell's possible
/// values (`Option<bool>` in black and white, a set of colours in colour), or the line no
/// filling satisfies.
pub(crate) struct Deduced<T> {
    /// After line logic alone.
    pub after_lines: Result<Grid<T>, Line>,
    /// After probing from there (the same line when line logic found no filling).
    pub after_probing: Result<Grid<T>, Line>,
    /// What probing did (nothing when it found the contradiction).
    pub probing: Probing,
}

impl<T: Clone> Deduced<T> {
    /// What line logic found (`after_lines`), then what `probe` finds from there on a copy
    /// of its grid.
    pub(crate) fn then_probing(
        after_lines: Result<Grid<T>, Line>,
        probe: impl FnOnce(&mut Grid<T>) -> Result<Probing, Line>,
    ) -> Self {
        let (probing, after_probing) = match &after_lines {
            Err(line) => (Probing::default(), Err(*line)),
            Ok(grid) => {
                let mut grid = grid.clone();
                match probe(&mut grid) {
                    Ok(probing) => (probing, Ok(grid)),
                    Err(line) => (Probing::default(), Err(line)),
                }
            }
        };
        Deduced {
            after_lines,
            after_probing,
            probing,
        }
    }
}

/// The rating of a black-and-white puzzle. Line logic finding no filling for a line is one
/// of the contradictions [`Puzzle::contradiction`] sees, so it is visible without search.
pub(super) fn black_and_white(puzzle: &Hanjie, limits: &Limits) -> Result<Difficulty, Error> {
    if verify::contradiction_without_logic(puzzle).is_some() {
        return Ok(visible_contradiction(Measure::Lines, puzzle.size.area()));
    }
    let deduced = Deduced::then_probing(logic::solve_by_lines(puzzle), |grid| {
        logic::probe(puzzle, grid, None, limits.deadline)
    });
    let visible = deduced.after_lines.is_err();
    let mut rated = rate(puzzle.size, deduced, Option::is_some)?;
    rated.visible_without_search = visible;
    Ok(rated)
}

/// The rating of a colour puzzle; on the CNF ([`difficulty::on_cnf`]) for a palette too
/// large for the line solver.
pub(super) fn colour(puzzle: &ColourHanjie, limits: &Limits) -> Result<Difficulty, Error> {
    if puzzle.contradiction().is_some() {
        return Ok(visible_contradiction(Measure::Lines, puzzle.size.area()));
    }
    match colour_lines_then_probing(puzzle, limits.deadline) {
        Some(deduced) => rate(puzzle.size, deduced, |set| set.count_ones() == 1),
        None => difficulty::on_cnf(puzzle, limits),
    }
}

/// The level and the counts of what line logic and probing decided; `decided` tells a
/// cell's value known. [`Error::TimedOut`] when the deadline stopped probing.
fn rate<T>(size: Size, deduced: Deduced<T>, decided: impl Fn(&T) -> bool) -> Result<Difficulty, Error> {
    let open = |grid: &Grid<T>| -> Vec<[usize; 2]> {
        size.cells()
            .filter(|&pos| !decided(&grid[pos]))
            .map(|pos| [pos.row + 1, pos.col + 1])
            .collect()
    };
    let mut lines = LineLogic::default();
    let mut rated = Difficulty {
        level: Level::Easy,
        measure: Measure::Lines,
        variables: size.area(),
        by_propagation: 0,
        probing_rounds: 0,
        failed_literals: 0,
        open: 0,
        refuted: false,
        visible_without_search: false,
        lines: None,
    };
    let after_lines = match deduced.after_lines {
        Err(line) => {
            rated.refuted = true;
            lines.impossible_line = Some(line.to_string());
            rated.lines = Some(lines);
            return Ok(rated);
        }
        Ok(grid) => open(&grid),
    };
    rated.by_propagation = size.area() - after_lines.len();
    if !after_lines.is_empty() {
        rated.level = Level::Medium;
        rated.probing_rounds = deduced.probing.rounds;
        rated.failed_literals = deduced.probing.failed;
        match deduced.after_probing {
            Err(line) => {
                rated.refuted = true;
                lines.impossible_line = Some(line.to_string());
            }
            Ok(_) if !deduced.probing.finished => return Err(Error::TimedOut),
            Ok(grid) => {
                let left = open(&grid);
                lines.by_probing = after_lines.len() - left.len();
                rated.open = left.len();
                if !left.is_empty() {
                    rated.level = Level::Hard;
                }
                lines.open_after_probing = left;
            }
        }
        lines.open_after_line_logic = after_lines;
    }
    rated.lines = Some(lines);
    Ok(rated)
}
