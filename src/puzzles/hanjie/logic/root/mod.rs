//! The probed root of a black-and-white puzzle: line logic to a fixpoint, then every open
//! cell probed to a fixpoint (both values tried in place and undone through the log; a
//! value that leaves some line no filling is ruled out, the cells both values agree on are
//! kept, and what each value implies is kept as binary clauses). What the hand-over CNF
//! starts from (`handover/`).
//!
//! A probe is skipped while none of the lines its last trials solved has changed since (the
//! trials would run the same line solves on the same cells). Line solves are not cached:
//! measured, a cache of line results made ordinary puzzles slower (#4645 0.05 s → 0.09 s,
//! #803 0.12 → 0.17, #16900 1.10 → 1.43, CPU medians of 3 under load 5), and a fixed-size
//! table made no difference here (branch `dfs`, issue 27).

use super::{LineLogic, through};
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;
use crate::puzzles::hanjie::line::Line;
use crate::puzzles::hanjie::{Hanjie, Partial};

/// A cell literal: the cell, and `true` for filled.
pub(crate) type CellLit = (Pos, bool);

/// The most binary clauses the root keeps (about 16 bytes each in the root, and a clause
/// in each solver that takes them).
const MAX_IMPLICATIONS: usize = 4_000_000;

/// What probing the root found: every cell line logic and probing decide, and the
/// implications between open cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Root {
    /// The colours each cell may still take (bit 0 empty, bit 1 filled).
    pub(crate) possible: Grid<u64>,
    /// Binary clauses over open cells (each holds in every solution): `a ∨ b`, in the
    /// order found, without repeats.
    pub(crate) implications: Vec<[CellLit; 2]>,
    /// Probe trials that failed (each value ruled out).
    pub(crate) failed: usize,
    /// Probing ran to its fixpoint (the deadline did not stop it).
    pub(crate) finished: bool,
}

impl Root {
    /// The cells the root decides (palette indices), `None` for the open ones.
    pub(crate) fn known(&self) -> Partial {
        super::decided(&self.possible)
    }

    /// Whether the root decides every cell.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "for phase hints on the hand-over CNF (issue 27)")
    )]
    pub(crate) fn is_solved(&self) -> bool {
        self.possible.values().all(|set| set.count_ones() == 1)
    }
}

/// The probed root of a black-and-white `puzzle`, `Err` naming a line no filling satisfies
/// (the puzzle has no solution); `None` for a colour puzzle. Past `deadline` probing stops
/// where it is (what it found holds).
pub(crate) fn probe_root(puzzle: &Hanjie, deadline: Deadline) -> Option<Result<Root, Line>> {
    if !puzzle.is_black_and_white() {
        return None;
    }
    let mut logic = LineLogic::new(puzzle, deadline.clone())?;
    Some(
        logic
            .by_lines(&mut 0)
            .and_then(|possible| Prober::new(possible).run(&mut logic, deadline)),
    )
}

const EMPTY: u64 = 1;
const FILLED: u64 = 2;

/// Probing's state: the grid, the line stamps of the skip rule and each cell's last
/// implications.
struct Prober {
    possible: Grid<u64>,
    /// The clock: one tick per committed narrowing.
    clock: u64,
    /// When each line last had a cell narrowed (committed).
    changed: Vec<u64>,
    /// For each cell: when it was last probed (`None`: never), and the lines its trials
    /// solved then.
    probed: Grid<Option<(u64, Vec<usize>)>>,
    /// For each cell, what each of its values implied at its last probe (filled first).
    implied: Grid<[Vec<CellLit>; 2]>,
    /// Scratch for one probe: the value its filled trial implied for each cell (as a set;
    /// 0 for none), cleared after the probe.
    implied_by_filled: Grid<u64>,
    failed: usize,
}

impl Prober {
    fn new(possible: Grid<u64>) -> Self {
        let size = possible.size();
        Prober {
            possible,
            clock: 0,
            changed: vec![0; size.width + size.height],
            probed: Grid::from_fn(size, |_| None),
            implied: Grid::from_fn(size, |_| [Vec::new(), Vec::new()]),
            implied_by_filled: Grid::from_fn(size, |_| 0),
            failed: 0,
        }
    }

    /// Sweeps over the open cells row by row until one narrows nothing.
    fn run(mut self, logic: &mut LineLogic, deadline: Deadline) -> Result<Root, Line> {
        let size = self.possible.size();
        let mut log = Vec::new();
        let mut finished = false;
        'sweeps: loop {
            let mut narrowed = false;
            for pos in size.cells() {
                if self.possible[pos].count_ones() != 1 && deadline.passed() {
                    break 'sweeps;
                }
                if self.possible[pos].count_ones() != 1 && !self.skipped(pos) {
                    narrowed |= self.probe(pos, logic, &mut log)?;
                }
            }
            if !narrowed {
                finished = true;
                break;
            }
        }
        Ok(self.into_root(finished))
    }

    /// Whether `pos` was probed and none of the lines its trials solved changed since.
    fn skipped(&self, pos: Pos) -> bool {
        match &self.probed[pos] {
            Some((at, lines)) => lines.iter().all(|&line| self.changed[line] <= *at),
            None => false,
        }
    }

    /// Tries both values of the open cell at `pos`; whether the grid narrowed.
    fn probe(&mut self, pos: Pos, logic: &mut LineLogic, log: &mut Vec<(Pos, u64)>) -> Result<bool, Line> {
        let size = self.possible.size();
        let mut solved: Vec<usize> = through(pos, size).to_vec();
        let mut implied: [Vec<CellLit>; 2] = [Vec::new(), Vec::new()];
        for (slot, value) in [FILLED, EMPTY].into_iter().enumerate() {
            log.clear();
            log.push((pos, self.possible[pos]));
            self.possible[pos] = value;
            let outcome = logic.propagate(&mut self.possible, through(pos, size), &mut 0, log);
            for &(cell, _) in &log[1..] {
                solved.extend(through(cell, size));
                implied[slot].push((cell, self.possible[cell] == FILLED));
            }
            for &(cell, before) in log.iter().rev() {
                self.possible[cell] = before;
            }
            if outcome.is_err() {
                // The other value holds in every solution.
                self.failed += 1;
                let other = if value == FILLED { EMPTY } else { FILLED };
                self.commit(&[(pos, other)], logic, log)?;
                return Ok(true);
            }
        }
        solved.sort_unstable();
        solved.dedup();
        self.probed[pos] = Some((self.clock, solved));
        // What both values imply holds in every solution.
        let set = |value: bool| if value { FILLED } else { EMPTY };
        for &(cell, value) in &implied[0] {
            self.implied_by_filled[cell] = set(value);
        }
        let agreed: Vec<(Pos, u64)> = implied[1]
            .iter()
            .filter(|&&(cell, value)| self.implied_by_filled[cell] == set(value))
            .map(|&(cell, value)| (cell, set(value)))
            .collect();
        for &(cell, _) in &implied[0] {
            self.implied_by_filled[cell] = 0;
        }
        self.implied[pos] = implied;
        if agreed.is_empty() {
            return Ok(false);
        }
        self.commit(&agreed, logic, log)?;
        Ok(true)
    }

    /// Narrows `cells` to their values for good, with line logic after.
    fn commit(
        &mut self,
        cells: &[(Pos, u64)],
        logic: &mut LineLogic,
        log: &mut Vec<(Pos, u64)>,
    ) -> Result<(), Line> {
        let size = self.possible.size();
        log.clear();
        let mut lines = Vec::new();
        for &(cell, value) in cells {
            log.push((cell, self.possible[cell]));
            self.possible[cell] = value;
            lines.extend(through(cell, size));
        }
        logic.propagate(&mut self.possible, lines, &mut 0, log)?;
        self.clock += 1;
        for &(cell, _) in log.iter() {
            for line in through(cell, size) {
                self.changed[line] = self.clock;
            }
        }
        Ok(())
    }

    /// The root: the grid, and each open cell's last implications on open cells as binary
    /// clauses (`¬probe ∨ implied`), without repeats, at most [`MAX_IMPLICATIONS`].
    fn into_root(self, finished: bool) -> Root {
        let size = self.possible.size();
        let open = |pos: Pos| self.possible[pos].count_ones() == 2;
        let mut implications = Vec::new();
        let mut seen = std::collections::HashSet::new();
        'cells: for pos in size.cells().filter(|&pos| open(pos)) {
            for (slot, value) in [true, false].into_iter().enumerate() {
                for &(cell, implied) in self.implied[pos][slot].iter().filter(|(cell, _)| open(*cell)) {
                    let pair = [(pos, !value), (cell, implied)];
                    let key = if pair[0] <= pair[1] {
                        pair
                    } else {
                        [pair[1], pair[0]]
                    };
                    if seen.insert(key) {
                        implications.push(pair);
                        if implications.len() == MAX_IMPLICATIONS {
                            break 'cells;
                        }
                    }
                }
            }
        }
        Root {
            possible: self.possible,
            implications,
            failed: self.failed,
            finished,
        }
    }
}

#[cfg(test)]
mod tests;
