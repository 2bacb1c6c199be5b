//! Probing: each colour an open cell may still take is tried and followed by line logic, on
//! the grid itself with an undo log. A colour whose trial leaves some line no filling is
//! impossible, so the cell loses it (and when one colour is left the cell takes it and line
//! logic runs again); in colour, whatever every surviving trial of a cell agrees on holds in
//! every solution too (the cell takes one of those colours), so those cells narrow to the
//! union of their values in the trials. Repeated until a sweep over the open cells narrows
//! none.
//!
//! The two kinds of puzzle probe by their own [`Policy`]. Rating black and white drops
//! failed values only, row by row, the failed-literal probing that the CNF rating does too
//! (`tests/analyze/line_rating.rs` holds the two to the same cells); solving it narrows by
//! agreement too, further. Colour narrows by agreement, cells next to decided ones first,
//! with the budget measured on colour puzzles.

use super::{LineLogic, through};
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;
use crate::puzzles::hanjie::Hanjie;
use crate::puzzles::hanjie::automaton::symbols_of;
use crate::puzzles::hanjie::line::Line;

/// What [`probe`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Probing {
    /// Sweeps over the open cells that narrowed at least one.
    pub rounds: usize,
    /// Values tried that led to a contradiction (each ruled out of its cell).
    pub failed: usize,
    /// Probing ran until a sweep narrowed nothing; `false` when the budget or the deadline
    /// stopped it first.
    pub finished: bool,
}

/// How probing goes over a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Policy {
    /// Narrow the cells every surviving trial of a cell agrees on, not only the cell.
    agreement: bool,
    /// Probe the open cells with the most decided neighbours first (a trial next to decided
    /// cells is the likeliest to fail), rather than row by row.
    most_decided_first: bool,
    /// Line solves per row and column that budgeted probing may spend.
    work_per_line: usize,
    /// Whether each narrowing grants the budget again (it is then the work since the last
    /// narrowing), rather than once for the whole probing.
    renewed: bool,
}

impl Policy {
    /// Black and white: failed values only, row by row, 30 line solves per line in all.
    const BLACK_AND_WHITE: Policy = Policy {
        agreement: false,
        most_decided_first: false,
        work_per_line: 30,
        renewed: false,
    };

    /// Colour: agreement, most decided first, and 100 line solves per line since the last
    /// narrowing. Measured on webpbn's colour puzzles that nonogrid ships
    /// (`scripts/bench hanjie`): a fixed budget of 30 per line left #2257 to search
    /// (0.1 s); 100 since the last narrowing decides it by logic (0.01 s) and costs the
    /// puzzles probing cannot finish (#672, #2498) under 10 %.
    const COLOUR: Policy = Policy {
        agreement: true,
        most_decided_first: true,
        work_per_line: 100,
        renewed: true,
    };

    /// Black and white when solving (`solve`'s reasoning before any search): agreement too,
    /// row by row, 150 line solves per line since the last narrowing. With line solves on
    /// bit sets (`bitline/`) probing to a fixpoint is cheap enough to decide by logic what
    /// the engine searched for before. Measured (CPU s, whole process, medians of 3, against
    /// [`Policy::BLACK_AND_WHITE`]): #803 0.068 → 0.022, #2040 0.059 → 0.010, #3541 0.051 →
    /// 0.007, #436 0.036 → 0.008, #1694 0.026 → 0.006; the puzzles it does not finish pay
    /// the probing: #16900 0.58 either way, Gettys #22336 0.75 → 0.80, #3867 0.060 → 0.081.
    /// 300 per line cost #16900 0.73, 60 left #803 to the engine.
    const SOLVING_BLACK_AND_WHITE: Policy = Policy {
        agreement: true,
        most_decided_first: false,
        work_per_line: 150,
        renewed: true,
    };

    /// The policy of `puzzle`'s kind of palette when solving: what [`Policy::of`] gives,
    /// but black and white probes further ([`Policy::SOLVING_BLACK_AND_WHITE`]).
    pub(crate) fn solving(puzzle: &Hanjie) -> Policy {
        if puzzle.is_black_and_white() {
            Policy::SOLVING_BLACK_AND_WHITE
        } else {
            Policy::COLOUR
        }
    }

    /// The policy of `puzzle`'s kind of palette, as the rating measures it.
    pub(crate) fn of(puzzle: &Hanjie) -> Policy {
        if puzzle.is_black_and_white() {
            Policy::BLACK_AND_WHITE
        } else {
            Policy::COLOUR
        }
    }
}

/// Probes `possible` by `policy` until a sweep narrows nothing, or (`budgeted`) before the
/// next cell once the policy's budget of line solves is spent, or once `deadline` has
/// passed; `Err` names a line no filling satisfies.
pub(crate) fn probe(
    logic: &mut LineLogic,
    possible: &mut Grid<u64>,
    policy: Policy,
    budgeted: bool,
    deadline: Deadline,
) -> Result<Probing, Line> {
    let size = possible.size();
    let span = budgeted.then_some(policy.work_per_line * logic.lines());
    let mut work = 0;
    let mut budget = span;
    let mut probing = Probing::default();
    let mut agreed = Agreement::new(possible);
    let mut log = Vec::new();
    loop {
        let mut narrowed = false;
        for pos in order(possible, policy) {
            let set = possible[pos];
            if set.count_ones() < 2 {
                continue;
            }
            if budget.is_some_and(|budget| work > budget) || deadline.passed() {
                return Ok(probing);
            }
            // The colours not ruled out yet, and the trials that survived.
            let mut left = set;
            let mut survived = 0;
            let mut forced = false;
            // Inks before the background: black and white tries a filled cell first.
            let mut colours: Vec<usize> = symbols_of(set).collect();
            colours.reverse();
            for colour in colours {
                if left == 1 << colour {
                    // Every other colour failed: the cell takes this one.
                    possible[pos] = left;
                    log.clear();
                    logic.propagate(possible, through(pos, size), &mut work, &mut log)?;
                    forced = true;
                    break;
                }
                log.clear();
                log.push((pos, possible[pos]));
                possible[pos] = 1 << colour;
                match logic.propagate(possible, through(pos, size), &mut work, &mut log) {
                    Ok(()) => {
                        survived += 1;
                        if policy.agreement {
                            agreed.add_trial(&log, possible);
                        }
                    }
                    Err(_) => {
                        probing.failed += 1;
                        left &= !(1 << colour);
                    }
                }
                for &(cell, before) in log.iter().rev() {
                    possible[cell] = before;
                }
            }
            let mut changed = Vec::new();
            if forced {
                agreed.clear();
            } else {
                if left != set {
                    possible[pos] = left;
                    changed.push(pos);
                }
                if policy.agreement {
                    changed.extend(agreed.narrow(possible, survived));
                }
            }
            if forced || !changed.is_empty() {
                narrowed = true;
                if policy.renewed {
                    budget = span.map(|span| work + span);
                }
            }
            if !changed.is_empty() {
                let lines = changed.iter().flat_map(|&cell| through(cell, size));
                log.clear();
                logic.propagate(possible, lines, &mut work, &mut log)?;
            }
        }
        if !narrowed {
            probing.finished = true;
            return Ok(probing);
        }
        probing.rounds += 1;
    }
}

/// The cells to probe in one sweep: row by row, or the open ones with the most decided
/// neighbours first (a grid edge counts as decided).
fn order(possible: &Grid<u64>, policy: Policy) -> Vec<Pos> {
    let size = possible.size();
    if !policy.most_decided_first {
        return size.cells().collect();
    }
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
    fn new(possible: &Grid<u64>) -> Self {
        let size = possible.size();
        Agreement {
            trials: Grid::from_fn(size, |_| 0),
            union: Grid::from_fn(size, |_| 0),
            seen: Grid::from_fn(size, |_| 0),
            stamp: 0,
            touched: Vec::new(),
        }
    }

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

    /// Clears the counts without narrowing.
    fn clear(&mut self) {
        for cell in self.touched.drain(..) {
            self.trials[cell] = 0;
            self.union[cell] = 0;
        }
    }
}
