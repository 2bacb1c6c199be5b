//! The rows and columns of a Hanjie puzzle as a [`Theory`] for the CDCL search: each line
//! whose cells changed is line-solved exactly ([`LineAutomaton::solve`]); every cell it
//! fixes is explained, when a conflict analysis asks, by the known cells of the line that
//! force it ([`LineAutomaton::explain`]). Variables are the cells, row by row; a true
//! literal is a filled cell.

use super::automaton::{EMPTY, FILLED, LineAutomaton, OPEN};
use crate::puzzles::hanjie::{Hanjie, LineClue};
use crate::search::{Lit, Reason, Theory, Trail};

/// The line theory of one puzzle.
pub struct Lines {
    width: usize,
    height: usize,
    /// Rows `0..height`, then columns; `None` for a line whose clue is unknown.
    automata: Vec<Option<LineAutomaton>>,
    queued: Vec<bool>,
    queue: Vec<u32>,
    cells: Vec<u8>,
    possible: Vec<u8>,
}

impl Lines {
    /// The theory of `puzzle`, every line queued; `None` when a line's automaton is too
    /// large for the line solver ([`super::automaton::MAX_STATES`]).
    pub fn new(puzzle: &Hanjie) -> Option<Self> {
        let (width, height) = (puzzle.size.width, puzzle.size.height);
        let automaton = |clue: &LineClue, length: usize| match clue {
            LineClue::Runs(runs) => LineAutomaton::new(runs, length).map(Some),
            LineClue::Unknown => Some(None),
        };
        let automata: Vec<Option<LineAutomaton>> = (puzzle.rows.iter().map(|c| automaton(c, width)))
            .chain(puzzle.columns.iter().map(|c| automaton(c, height)))
            .collect::<Option<_>>()?;
        let lines = automata.len();
        let lines = Lines {
            width,
            height,
            automata,
            queued: vec![false; lines],
            queue: Vec::new(),
            cells: Vec::with_capacity(width.max(height)),
            possible: vec![0; width.max(height)],
        };
        Some(lines.with_every_line_queued())
    }

    fn with_every_line_queued(mut self) -> Self {
        for line in 0..self.automata.len() {
            self.enqueue(line);
        }
        self
    }

    /// The number of variables: one per cell.
    pub fn vars(&self) -> usize {
        self.width * self.height
    }

    fn enqueue(&mut self, line: usize) {
        if !self.queued[line] && self.automata[line].is_some() {
            self.queued[line] = true;
            self.queue.push(line as u32);
        }
    }

    /// The variable of the `index`-th cell of `line`.
    fn var(&self, line: usize, index: usize) -> usize {
        if line < self.height {
            line * self.width + index
        } else {
            index * self.width + (line - self.height)
        }
    }

    fn length(&self, line: usize) -> usize {
        if line < self.height {
            self.width
        } else {
            self.height
        }
    }

    /// The row and the column through cell `var`.
    fn lines_of(&self, var: usize) -> [usize; 2] {
        [var / self.width, self.height + var % self.width]
    }

    /// Reads `line` into `self.cells`, each cell as `value(var)` gives it.
    fn read(&mut self, line: usize, value: impl Fn(usize) -> Option<bool>) {
        self.cells.clear();
        for index in 0..self.length(line) {
            let cell = match value(self.var(line, index)) {
                None => OPEN,
                Some(true) => FILLED,
                Some(false) => EMPTY,
            };
            self.cells.push(cell);
        }
    }

    /// The clause `lit ∨ ¬(cell at each of positions)` over `line`'s cells as `self.cells`
    /// holds them.
    fn clause(&self, line: usize, lit: Option<Lit>, positions: &[usize]) -> Vec<Lit> {
        let known = positions
            .iter()
            .map(|&i| !Lit::new(self.var(line, i), self.cells[i] == FILLED));
        lit.into_iter().chain(known).collect()
    }
}

impl Theory for Lines {
    fn assigned(&mut self, lit: Lit, trail: &Trail) {
        let deduced_by = match trail.reason(lit.var()) {
            Reason::Theory(line) => Some(line as usize),
            _ => None,
        };
        for line in self.lines_of(lit.var()) {
            if Some(line) != deduced_by {
                self.enqueue(line);
            }
        }
    }

    fn propagate(&mut self, trail: &mut Trail) -> Result<bool, Vec<Lit>> {
        while let Some(line) = self.queue.pop() {
            let line = line as usize;
            self.queued[line] = false;
            self.read(line, |var| trail.var_value(var));
            let automaton = self.automata[line].as_mut().expect("queued lines have a clue");
            let length = self.cells.len();
            if !automaton.solve(&self.cells, &mut self.possible[..length]) {
                let reason = automaton.explain_conflict(&self.cells);
                if cfg!(debug_assertions) {
                    check::conflict(automaton, &self.cells, &reason).unwrap_or_else(|e| panic!("{e}"));
                }
                return Err(self.clause(line, None, &reason));
            }
            let mut any = false;
            for index in 0..length {
                if self.cells[index] != OPEN || self.possible[index] == 3 {
                    continue;
                }
                let filled = self.possible[index] == 1 << FILLED;
                trail.assign(
                    Lit::new(self.var(line, index), filled),
                    Reason::Theory(line as u32),
                );
                any = true;
            }
            if any {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn explain(&mut self, lit: Lit, tag: u32, trail: &Trail) -> Vec<Lit> {
        let line = tag as usize;
        let at = trail.position(lit.var());
        self.read(line, |var| trail.value_before(var, at));
        let index = if line < self.height {
            lit.var() % self.width
        } else {
            lit.var() / self.width
        };
        let automaton = self.automata[line].as_mut().expect("deducing lines have a clue");
        let value = if lit.value() { FILLED } else { EMPTY };
        let reason = automaton.explain(&self.cells, index, value);
        if cfg!(debug_assertions) {
            check::deduction(automaton, &self.cells, &reason, index, value).unwrap_or_else(|e| panic!("{e}"));
        }
        self.clause(line, Some(lit), &reason)
    }

    fn backtracked(&mut self) {
        for line in self.queue.drain(..) {
            self.queued[line as usize] = false;
        }
    }
}

/// Checks of explanations against the line solver: the cells named, alone, must rule out
/// every filling (a conflict) or force the cell (a deduction). A wrong explanation is a
/// clause the puzzle does not imply, and a silent wrong answer; debug builds check every
/// one.
pub mod check {
    use super::*;

    /// Whether the known cells at `reason` alone leave `cells`'s line no filling.
    pub fn conflict(automaton: &mut LineAutomaton, cells: &[u8], reason: &[usize]) -> Result<(), String> {
        let only = restricted(cells, reason)?;
        let mut possible = vec![0; cells.len()];
        match automaton.solve(&only, &mut possible) {
            false => Ok(()),
            true => Err(format!("cells {reason:?} of {cells:?} do not rule the line out")),
        }
    }

    /// Whether the known cells at `reason` alone force cell `index` to `value`.
    pub fn deduction(
        automaton: &mut LineAutomaton,
        cells: &[u8],
        reason: &[usize],
        index: usize,
        value: u8,
    ) -> Result<(), String> {
        let mut only = restricted(cells, reason)?;
        only[index] = 1 - value;
        let mut possible = vec![0; cells.len()];
        match automaton.solve(&only, &mut possible) {
            false => Ok(()),
            true => Err(format!(
                "cells {reason:?} of {cells:?} do not force cell {index} to {value}"
            )),
        }
    }

    fn restricted(cells: &[u8], reason: &[usize]) -> Result<Vec<u8>, String> {
        let mut only = vec![OPEN; cells.len()];
        for &i in reason {
            if cells[i] == OPEN {
                return Err(format!("cell {i} of the explanation is not known"));
            }
            only[i] = cells[i];
        }
        Ok(only)
    }
}
