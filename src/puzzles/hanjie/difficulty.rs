//! The difficulty of a Hanjie puzzle as nonogram designers and webpbn rate it, on the grid
//! rather than on a CNF ([`Measure::Lines`]): **line solvable** (easy) when line logic alone
//! (every row and column solved exactly by its line solver, again and again until nothing
//! changes) decides every cell; **needs probing** (medium) when probing (each colour of an
//! open cell tried and followed by line logic: one that leads to a contradiction is
//! impossible) finishes what line logic left; **needs search** (hard) otherwise. Neither
//! finishes a puzzle with several solutions (no sound reasoning decides a cell where two
//! solutions differ), so such a puzzle is hard. Without solution: easy when the
//! contradiction is visible or line logic finds it, medium when probing does, hard when
//! neither does. A palette too large for the line solver is rated on the CNF.
//!
//! Probing runs to the end here, without the budget of the solver's own reasoning
//! ([`super::logic::by_probing`], which stops where search is cheaper): "needs search"
//! means that probing to the end left cells open. Only the deadline stops it early
//! ([`Error::TimedOut`]).

use super::logic::{LineLogic, Policy, Probing, probe};
use super::{Hanjie, Line, verify};
use crate::analyze::difficulty::{self, visible_contradiction};
use crate::analyze::{Difficulty, Level, LineLogic as Lines, Measure};
use crate::error::Error;
use crate::grid::{Grid, Size};
use crate::limits::Limits;

/// What line logic alone decided, then probing to the end after it: each cell's possible
/// colours, or the line no filling satisfies.
struct Deduced {
    /// After line logic alone.
    after_lines: Result<Grid<u64>, Line>,
    /// After probing from there (the same line when line logic found no filling).
    after_probing: Result<Grid<u64>, Line>,
    /// What probing did (nothing when it found the contradiction).
    probing: Probing,
}

/// The rating of `puzzle` within `limits`. In black and white, line logic finding no
/// filling for a line is one of the contradictions [`crate::puzzle::Rules::contradiction`]
/// sees, so it is visible without search.
pub(super) fn rate(puzzle: &Hanjie, limits: &Limits) -> Result<Difficulty, Error> {
    if verify::contradiction_without_logic(puzzle).is_some() {
        return Ok(visible_contradiction(Measure::Lines, puzzle.size.area()));
    }
    let Some(mut logic) = LineLogic::new(puzzle, limits.deadline.clone()) else {
        return difficulty::on_cnf(puzzle, limits);
    };
    let after_lines = logic.by_lines(&mut 0);
    let (probing, after_probing) = match &after_lines {
        Err(line) => (Probing::default(), Err(*line)),
        Ok(grid) => {
            let mut grid = grid.clone();
            match probe(
                &mut logic,
                &mut grid,
                Policy::of(puzzle),
                false,
                limits.deadline.clone(),
            ) {
                Ok(probing) => (probing, Ok(grid)),
                Err(line) => (Probing::default(), Err(line)),
            }
        }
    };
    let visible = after_lines.is_err() && puzzle.is_black_and_white();
    let deduced = Deduced {
        after_lines,
        after_probing,
        probing,
    };
    let mut rated = levels(puzzle.size, deduced)?;
    rated.visible_without_search = visible;
    Ok(rated)
}

/// The level and the counts of what line logic and probing decided. [`Error::TimedOut`]
/// when the deadline stopped probing.
fn levels(size: Size, deduced: Deduced) -> Result<Difficulty, Error> {
    let open = |grid: &Grid<u64>| -> Vec<[usize; 2]> {
        size.cells()
            .filter(|&pos| grid[pos].count_ones() != 1)
            .map(|pos| [pos.row + 1, pos.col + 1])
            .collect()
    };
    let mut lines = Lines::default();
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
