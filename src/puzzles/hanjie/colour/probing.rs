//! Probing for colour line logic: each colour a cell may still take is tried and
//! propagated line by line, on the grid itself with an undo log. A colour whose trial
//! empties a line is dropped; and whatever every surviving trial of a cell agrees on (a
//! cell narrowed to the union of its values in those trials) holds in every solution too,
//! since the cell takes one of those colours.

use super::lines::Logic;
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;
use crate::puzzles::hanjie::engine::automaton::symbols_of;
use crate::puzzles::hanjie::logic::{Line, Probing};

/// Probes every cell of several colours, round after round until a round narrows nothing,
/// or before the next cell once `span` line solves (counted in `work`; if a span is
/// given) pass without narrowing anything or `deadline` (if any) has passed; `Err` names a
/// line no filling satisfies.
pub fn probe(
    logic: &mut Logic,
    possible: &mut Grid<u64>,
    work: &mut usize,
    span: Option<usize>,
    deadline: Deadline,
) -> Result<Probing, Line> {
    let mut budget = span.map(|span| *work + span);
    let mut probing = Probing::default();
    let size = possible.size();
    let mut agreed = Agreement {
        trials: Grid::from_fn(size, |_| 0),
        union: Grid::from_fn(size, |_| 0),
        seen: Grid::from_fn(size, |_| 0),
        stamp: 0,
        touched: Vec::new(),
    };
    let mut log = Vec::new();
    loop {
        let mut narrowed = false;
        for pos in order(possible) {
            let set = possible[pos];
            if set.count_ones() < 2 {
                continue;
            }
            if budget.is_some_and(|budget| *work > budget) || deadline.passed() {
                return Ok(probing);
            }
            let mut survived = 0;
            let mut failure = None;
            for colour in symbols_of(set) {
                log.clear();
                log.push((pos, possible[pos]));
                possible[pos] = 1 << colour;
                match logic.propagate(possible, logic.crossing(pos), work, &mut log) {
                    Ok(()) => {
                        survived += 1;
                        agreed.add_trial(&log, possible);
                    }
                    Err(line) => {
                        probing.failed += 1;
                        failure = Some(line);
                    }
                }
                for &(cell, before) in log.iter().rev() {
                    possible[cell] = before;
                }
            }
            if survived == 0 {
                return Err(failure.expect("a colour was tried"));
            }
            let changed = agreed.narrow(possible, survived);
            if !changed.is_empty() {
                narrowed = true;
                budget = span.map(|span| *work + span);
                let lines = changed.iter().flat_map(|&cell| logic.crossing(cell)).collect();
                log.clear();
                logic.propagate(possible, lines, work, &mut log)?;
            }
        }
        if !narrowed {
            probing.finished = true;
            return Ok(probing);
        }
        probing.rounds += 1;
    }
}

/// The cells still open, those with the most decided neighbours first (a grid edge counts
/// as decided): a trial next to decided cells is the likeliest to empty a line.
fn order(possible: &Grid<u64>) -> Vec<Pos> {
    let size = possible.size();
    let decided = |row: Option<usize>, col: Option<usize>| match (row, col) {
        (Some(row), Some(col)) if row < size.height && col < size.width => {
            possible[Pos::new(row, col)].count_ones() == 1
        }
        _ => true,
    };
    let mut open: Vec<(usize, Pos)> = size
        .cells()
        .filter(|&pos| possible[pos].count_ones() > 1)
        .map(|pos| {
            let (row, col) = (pos.row, pos.col);
            let around = [
                (row.checked_sub(1), Some(col)),
                (Some(row + 1), Some(col)),
                (Some(row), col.checked_sub(1)),
                (Some(row), Some(col + 1)),
            ];
            (around.iter().filter(|&&(r, c)| decided(r, c)).count(), pos)
        })
        .collect();
    open.sort_by_key(|&(decided, pos)| (std::cmp::Reverse(decided), pos.row, pos.col));
    open.into_iter().map(|(_, pos)| pos).collect()
}

/// What the surviving trials of one cell did: for each cell they changed, in how many
/// trials and the union of its values in them.
struct Agreement {
    trials: Grid<u32>,
    union: Grid<u64>,
    /// The stamp of the last trial that counted each cell (a cell may be logged twice).
    seen: Grid<u64>,
    stamp: u64,
    touched: Vec<Pos>,
}

impl Agreement {
    /// Counts the cells `log` changed, with their values in `possible` at the end of the
    /// trial.
    fn add_trial(&mut self, log: &[(Pos, u64)], possible: &Grid<u64>) {
        self.stamp += 1;
        for &(cell, _) in log {
            if self.seen[cell] == self.stamp {
                continue;
            }
            self.seen[cell] = self.stamp;
            if self.trials[cell] == 0 {
                self.touched.push(cell);
            }
            self.trials[cell] += 1;
            self.union[cell] |= possible[cell];
        }
    }

    /// Narrows each cell that all `survived` trials changed to the union of its values in
    /// them; the cells narrowed. Clears the counts for the next cell's trials.
    fn narrow(&mut self, possible: &mut Grid<u64>, survived: u32) -> Vec<Pos> {
        let mut changed = Vec::new();
        for cell in self.touched.drain(..) {
            if self.trials[cell] == survived && self.union[cell] != possible[cell] {
                possible[cell] &= self.union[cell];
                changed.push(cell);
            }
            self.trials[cell] = 0;
            self.union[cell] = 0;
        }
        changed
    }
}
