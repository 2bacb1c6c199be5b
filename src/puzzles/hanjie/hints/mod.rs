//! Phase hints for a black-and-white puzzle by belief propagation: which value each cell,
//! and each run start and cover variable of the placement or order-plus-cover encoding,
//! most likely takes in a solution.
//! They only steer a search (the value tried first at a decision): every answer stays a
//! proof, whatever they say.
//!
//! Rows and columns exchange messages, each cell's probability of being filled as one line
//! sees it, starting at ½. In each round every row, then every column, computes its message
//! to each of its cells exactly, by counting the line's completions weighted by the crossing
//! lines' messages (`line.rs`: forward-backward over the clue's blocks and positions), with
//! the cell's own weight left out. Messages are damped (the new one is the mean of the old
//! and the computed), clipped away from 0 and 1, and computed in a fixed order, so a puzzle
//! always gets the same hints. Cells known beforehand (line logic, probing) are fixed.
//!
//! From the beliefs: a cell is filled iff its posterior (both lines' messages) is at least
//! ½; `[s_j ≤ p]` is true iff block j starts at or before p in at least half of the line's
//! weighted completions (the median start); "block j covers cell i" iff it does in at least
//! half of them.

mod line;
#[cfg(test)]
mod tests;

use super::{CellVars, Hanjie, Line, LineClue, Partial};
use crate::encodings::runs::Run;
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;
use line::LineModel;
use varisat::Lit;

/// Whether the engine's decisions take the hinted cell values (forced phases).
pub(crate) const FOR_ENGINE: bool = false;

/// Rounds of message passing: the study of nonosolve found 20 enough for its hints.
pub(crate) const ROUNDS: usize = 20;

/// Message passing stops early once no message moved by more than this in a round.
const SETTLED: f64 = 1e-4;

/// Messages stay within `[CLIP, 1 − CLIP]`, so that no cell is ruled out by a belief alone.
const CLIP: f64 = 1e-4;

/// What belief propagation concluded about a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Beliefs {
    /// Each cell's probability of being filled (0 or 1 for a known cell).
    pub(crate) filled: Grid<f64>,
    /// For each line (by [`Line::index`]), for each block, for each cell of the line: the
    /// probability that the block starts there; empty for a line of unknown clue or one whose
    /// known cells leave no way to fill it.
    pub(crate) starts: Vec<Vec<Vec<f64>>>,
    /// Likewise, the probability that the block covers each cell of the line.
    pub(crate) covers: Vec<Vec<Vec<f64>>>,
}

/// The beliefs of a black-and-white `puzzle` after `rounds` rounds, given the cells of
/// `known` (`None`: open); `None` for a colour puzzle.
pub(crate) fn beliefs(puzzle: &Hanjie, known: &Partial, rounds: usize) -> Option<Beliefs> {
    if !puzzle.is_black_and_white() || known.size() != puzzle.size {
        return None;
    }
    let size = puzzle.size;
    let lines: Vec<(Line, Vec<Pos>, Option<LineModel>)> = puzzle
        .lines()
        .map(|(line, clue)| {
            let model = match clue {
                LineClue::Runs(runs) => {
                    let lengths: Vec<Run> = runs.iter().map(|run| run.length).collect();
                    Some(LineModel::new(&lengths))
                }
                LineClue::Unknown => None,
            };
            (line, line.cells(size).collect(), model)
        })
        .collect();
    // message[line][k]: what the line tells its k-th cell.
    let mut messages: Vec<Vec<f64>> = lines.iter().map(|(_, cells, _)| vec![0.5; cells.len()]).collect();
    let weights = |messages: &[Vec<f64>], line: Line, cells: &[Pos]| -> Vec<[f64; 2]> {
        cells
            .iter()
            .map(|&pos| match known[pos] {
                Some(colour) => [f64::from(u8::from(colour == 0)), f64::from(u8::from(colour != 0))],
                None => {
                    let crossing = line.crossing(pos);
                    let at = crossing_offset(crossing, pos);
                    let p = messages[crossing.index(size)][at];
                    [1.0 - p, p]
                }
            })
            .collect()
    };
    // A line whose cells are all known tells them nothing: its messages are never read.
    let open: Vec<bool> = lines
        .iter()
        .map(|(_, cells, _)| cells.iter().any(|&pos| known[pos].is_none()))
        .collect();
    for _ in 0..rounds {
        let mut moved: f64 = 0.0;
        for index in 0..lines.len() {
            let (line, cells, model) = &lines[index];
            let Some(model) = model.as_ref().filter(|_| open[index]) else {
                continue;
            };
            let Some(filled) = model.filled(&weights(&messages, *line, cells)) else {
                continue;
            };
            for (message, computed) in messages[index].iter_mut().zip(filled) {
                let damped = (0.5 * *message + 0.5 * computed).clamp(CLIP, 1.0 - CLIP);
                moved = moved.max((damped - *message).abs());
                *message = damped;
            }
        }
        // Settled: further rounds would change no message by more than this.
        if moved < SETTLED {
            break;
        }
    }
    let mut starts = vec![Vec::new(); lines.len()];
    let mut covers = vec![Vec::new(); lines.len()];
    for (index, (line, cells, model)) in lines.iter().enumerate() {
        if let Some(marginals) = model
            .as_ref()
            .and_then(|model| model.marginals(&weights(&messages, *line, cells)))
        {
            starts[index] = marginals.starts;
            covers[index] = marginals.covers;
        }
    }
    let filled = Grid::from_fn(size, |pos| match known[pos] {
        Some(colour) => f64::from(u8::from(colour != 0)),
        None => {
            let [row, column] =
                Line::through(pos).map(|line| messages[line.index(size)][crossing_offset(line, pos)]);
            row * column / (row * column + (1.0 - row) * (1.0 - column))
        }
    });
    Some(Beliefs {
        filled,
        starts,
        covers,
    })
}

/// The beliefs of a black-and-white `puzzle` from what line logic fixes (the cells it
/// leaves open, all of them once `deadline` has passed), after [`ROUNDS`] rounds; `None`
/// for a colour puzzle or when line logic finds no way to fill a line.
pub(crate) fn of_line_logic(puzzle: &Hanjie, deadline: Deadline) -> Option<Beliefs> {
    if !puzzle.is_black_and_white() {
        return None;
    }
    let possible = super::logic::by_lines(puzzle, deadline)?.ok()?;
    beliefs(puzzle, &super::logic::decided(&possible), ROUNDS)
}

/// Where `pos` lies along `line` (a line through it).
fn crossing_offset(line: Line, pos: Pos) -> usize {
    match line {
        Line::Row(_) => pos.col,
        Line::Column(_) => pos.row,
    }
}

impl Beliefs {
    /// Whether the cell at `pos` is more likely filled than not (ties: filled).
    pub(crate) fn cell_phase(&self, pos: Pos) -> bool {
        self.filled[pos] >= 0.5
    }

    /// The literals of the placement or order-plus-cover CNF `vars` set to their hinted
    /// values: every cell, and of each line whose beliefs are known every run start variable
    /// `[s_j ≤ p]` (true iff the block's starts up to p weigh at least ½) and every cover
    /// variable (true iff the block covers the cell in at least half of the weight).
    pub(crate) fn cnf_phases(&self, vars: &CellVars) -> Vec<Lit> {
        let mut phases: Vec<Lit> = self
            .filled
            .iter()
            .map(|(pos, _)| vars.holds(pos, u8::from(self.cell_phase(pos))))
            .collect();
        for (index, blocks) in self.starts.iter().enumerate() {
            for (block, start_vars) in blocks.iter().zip(vars.starts(index)) {
                let mut by = 0.0;
                let mut next = 0;
                for &(p, lit) in start_vars {
                    while next <= p && next < block.len() {
                        by += block[next];
                        next += 1;
                    }
                    phases.push(if by >= 0.5 { lit } else { !lit });
                }
            }
        }
        for (index, blocks) in self.covers.iter().enumerate() {
            for (block, cover_vars) in blocks.iter().zip(vars.covers(index)) {
                for &(i, lit) in cover_vars {
                    phases.push(if block[i] >= 0.5 { lit } else { !lit });
                }
            }
        }
        phases
    }
}
