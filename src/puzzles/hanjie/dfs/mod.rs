//! The probing search of a black-and-white puzzle: a depth-first search whose every node is
//! probed to a fixpoint ([`node`]) and branches on the cell whose probe gains score highest,
//! as the tournament solvers LalaFrogKK and nonosolve search (`encodings/hanjie-dfs.md`).
//! Most tournament puzzles (25x25, unique, beyond line logic) take it a few dozen nodes,
//! where a CDCL search needs hundreds of conflicts or a CNF.
//!
//! Complete: each node's two children split its solutions, so a run that exhausts the tree
//! proves there is no other solution. Until the first solution it restarts after a Luby
//! sequence of [`RESTART_NODES`] nodes, the branch scores scaled by fixed-seed noise from
//! the second run on and the value tried first alternating (a run that meets a solution
//! found before skips it); from the first solution on it runs to the end. It gives up
//! ([`Found::GaveUp`]) once its probes pass a budget, or its stack its memory, and (when
//! asked: [`Dfs::give_up_on_open_root`]) at a root where probing decided no cell.

mod board;
mod cache;
mod halt;
mod node;
#[cfg(test)]
mod tests;

use super::Hanjie;
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;
use crate::puzzle::Found;
use crate::search::{SearchStats, luby};
use board::{Board, Conflict, Lines};
use halt::{Halt, probe_node};
use node::{Node, Prober};
use std::collections::HashSet;

/// Nodes of the first run; run `r` has `luby(r)` times as many.
const RESTART_NODES: u64 = 300;

/// The most bytes the stack of nodes may hold: a search that would go deeper gives up.
pub(crate) const MAX_STACK_BYTES: u64 = 32 << 20;

/// Whether the probing search takes `puzzle` ([`Dfs::new`]).
pub(crate) fn takes(puzzle: &Hanjie) -> bool {
    Lines::take(puzzle)
}

/// The memory the probing search of `puzzle` holds at most, its process included (0 when
/// it does not take the puzzle): the line cache, the stack at its deepest (a node per open
/// cell, at most [`MAX_STACK_BYTES`]) and the root.
pub(crate) fn memory(puzzle: &Hanjie) -> u64 {
    if !takes(puzzle) {
        return 0;
    }
    let node = Node::bytes(puzzle.size);
    let stack = node
        .saturating_mul(puzzle.size.area() as u64 + 1)
        .min(MAX_STACK_BYTES);
    super::engine::BASE_BYTES + cache::LineCache::bytes(puzzle.size) + stack + node
}

/// One node on the stack: its grid and probes, and the branch taken from it.
struct Frame {
    node: Node,
    /// Probed to its fixpoint, its branch cell chosen.
    branch: Option<Pos>,
    /// Values of the branch cell tried so far (0, 1 or 2).
    tried: u8,
}

/// Why a run stopped.
enum Stop {
    Solution(Grid<u8>),
    Exhausted,
    Restart,
    GaveUp,
    TimedOut,
}

/// The probing search of one puzzle.
pub(crate) struct Dfs {
    prober: Prober,
    /// The board before any line logic, until the root is probed.
    open: Option<Board>,
    /// The root while probing it is stopped (by the budget or the deadline).
    unprobed_root: Option<Node>,
    /// The root probed to its fixpoint; `None` before the first call.
    root: Option<Node>,
    /// The stack: the frames below `depth` are live, the others kept for their memory.
    frames: Vec<Frame>,
    depth: usize,
    /// The deepest the stack may go ([`MAX_STACK_BYTES`]).
    max_depth: usize,
    run: u32,
    run_nodes: u64,
    /// Nodes of the first run ([`RESTART_NODES`]).
    restart_nodes: u64,
    /// Restarts are over (a solution was found).
    settled: bool,
    found: HashSet<Grid<u8>>,
    /// The search gives up after this many probe trials.
    max_probes: u64,
    /// The stack reached its deepest: the search gives up for good (the branch it was
    /// about to take is not taken again).
    too_deep: bool,
    /// Gives up once, right after probing the root, when line logic and probing there
    /// decided no cell at all ([`Dfs::give_up_on_open_root`]).
    quit_on_open_root: bool,
    /// Every solution has been returned (or there is none).
    finished: bool,
    deadline: Deadline,
    noise_state: u64,
    stats: SearchStats,
}

impl Dfs {
    /// The search of `puzzle`, which gives up after `max_probes` probe trials; `None` for a
    /// colour puzzle, a clue with runs of unknown length, or a line of more than
    /// [`super::bitline::MAX_CELLS`] cells.
    pub(crate) fn new(puzzle: &Hanjie, max_probes: u64) -> Option<Self> {
        let size = puzzle.size;
        let (lines, open) = Lines::new(puzzle)?;
        let max_depth = (MAX_STACK_BYTES / Node::bytes(size).max(1)).max(1) as usize;
        Some(Dfs {
            prober: Prober::new(lines),
            open: Some(open),
            unprobed_root: None,
            root: None,
            frames: Vec::new(),
            depth: 0,
            max_depth,
            run: 0,
            run_nodes: 0,
            restart_nodes: RESTART_NODES,
            settled: false,
            found: HashSet::new(),
            max_probes,
            too_deep: false,
            quit_on_open_root: false,
            finished: false,
            deadline: Deadline::NONE,
            noise_state: 0x9E37_79B9_7F4A_7C15,
            stats: SearchStats::default(),
        })
    }

    /// Gives up with [`Found::TimedOut`] once `deadline` has passed.
    pub(crate) fn stop_at(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// The search's counters: nodes as decisions, dead ends as conflicts, restarts, probe
    /// trials.
    pub(crate) fn stats(&self) -> SearchStats {
        SearchStats {
            probes: self.prober.probes,
            ..self.stats
        }
    }

    /// Sets the budget to `max_probes` probe trials in all: a search that gave up for its
    /// budget goes on when it is raised (one whose stack grew too deep gives up again).
    pub(crate) fn set_max_probes(&mut self, max_probes: u64) {
        self.max_probes = max_probes;
    }

    /// Makes the search give up ([`Found::GaveUp`]) right after probing the root when line
    /// logic and probing there decided no cell, as on the n-Dom puzzles: this search then
    /// has nothing to start from, and the CNF with belief propagation's phases finds their
    /// solutions without a conflict. A later call goes on from the probed root.
    pub(crate) fn give_up_on_open_root(&mut self) {
        self.quit_on_open_root = true;
    }

    /// Probe trials run so far.
    pub(crate) fn probes(&self) -> u64 {
        self.prober.probes
    }

    /// Takes `solution` as returned already (found by another search): it is not returned.
    pub(crate) fn returned(&mut self, solution: Grid<u8>) {
        self.found.insert(solution);
    }

    /// The next solution not returned before.
    pub(crate) fn next_solution(&mut self) -> Found<Grid<u8>> {
        if self.finished {
            return Found::NoMore;
        }
        if self.too_deep {
            return Found::GaveUp;
        }
        if self.deadline.passed() {
            return Found::TimedOut;
        }
        if self.root.is_none() {
            match self.probe_root() {
                Ok(true) => {}
                Ok(false) => {
                    self.finished = true;
                    return Found::NoMore;
                }
                Err(found) => return found,
            }
        }
        loop {
            match self.search() {
                Stop::Solution(solution) => return Found::Solution(solution),
                Stop::Exhausted => {
                    self.finished = true;
                    return Found::NoMore;
                }
                Stop::Restart => self.restart(),
                Stop::GaveUp => return Found::GaveUp,
                Stop::TimedOut => return Found::TimedOut,
            }
        }
    }

    /// Line logic and probing at the root, and the first run started from it; `false` when
    /// the root has no solution. Probing stopped by the budget or the deadline takes up
    /// where it stopped at the next call.
    fn probe_root(&mut self) -> Result<bool, Found<Grid<u8>>> {
        let mut root = match (self.unprobed_root.take(), self.open.take()) {
            (Some(root), _) => root,
            (None, Some(board)) => {
                let mut root = Node::new(board, self.prober.lines.size());
                if root.propagate_all(&mut self.prober).is_err() {
                    return Ok(false);
                }
                root
            }
            (None, None) => unreachable!("the root is probed once"),
        };
        match probe_node(
            &mut self.prober,
            &mut root,
            self.max_probes,
            &self.deadline,
            &self.found,
        ) {
            Ok(()) => {}
            // Found again by the first run.
            Err(Halt::Solution(_)) => {}
            Err(Halt::Conflict) => return Ok(false),
            Err(stop @ (Halt::GaveUp | Halt::TimedOut)) => {
                self.unprobed_root = Some(root);
                return Err(match stop {
                    Halt::GaveUp => Found::GaveUp,
                    _ => Found::TimedOut,
                });
            }
        }
        let open_root = root.open_cells() == self.prober.lines.size().area();
        self.root = Some(root);
        self.start_run();
        if open_root && std::mem::take(&mut self.quit_on_open_root) {
            return Err(Found::GaveUp);
        }
        Ok(true)
    }

    /// Starts the next run from the probed root.
    fn restart(&mut self) {
        self.run += 1;
        self.stats.restarts += 1;
        self.start_run();
    }

    /// Starts a run from the probed root.
    fn start_run(&mut self) {
        let root = self.root.as_ref().expect("the root is probed before any run");
        if self.frames.is_empty() {
            self.frames.push(Frame {
                node: root.clone(),
                branch: None,
                tried: 0,
            });
        } else {
            self.frames[0].node.copy_from(root);
        }
        self.frames[0].branch = None;
        self.frames[0].tried = 0;
        self.depth = 1;
        self.run_nodes = 0;
    }

    /// Runs the search from where it stopped until it meets a new solution, exhausts the
    /// tree, or must restart, give up or stop.
    fn search(&mut self) -> Stop {
        loop {
            if self.depth == 0 {
                return Stop::Exhausted;
            }
            let top = self.depth - 1;
            if self.frames[top].branch.is_none() {
                // A node not yet probed (the root was: its probes are all still valid).
                let node = &mut self.frames[top].node;
                match probe_node(
                    &mut self.prober,
                    node,
                    self.max_probes,
                    &self.deadline,
                    &self.found,
                ) {
                    Ok(()) => {}
                    Err(Halt::Solution(solution)) => {
                        // The node is probed again at the next call.
                        self.found.insert(solution.clone());
                        self.settled = true;
                        return Stop::Solution(solution);
                    }
                    Err(Halt::Conflict) => {
                        self.stats.conflicts += 1;
                        self.depth -= 1;
                        continue;
                    }
                    Err(Halt::GaveUp) => return Stop::GaveUp,
                    Err(Halt::TimedOut) => return Stop::TimedOut,
                }
                let noisy = self.run > 0;
                let mut state = self.noise_state;
                let branch = self.frames[top].node.branch_cell(self.prober.lines.size(), || {
                    if noisy {
                        1.0 + 0.5 * next_unit(&mut state)
                    } else {
                        1.0
                    }
                });
                self.noise_state = state;
                match branch {
                    Some(pos) => self.frames[top].branch = Some(pos),
                    None => {
                        // Every cell decided: a solution, unless one found before.
                        self.depth -= 1;
                        let solution = self.frames[top]
                            .node
                            .solution(&self.prober)
                            .expect("no open cell");
                        if self.found.insert(solution.clone()) {
                            self.settled = true;
                            return Stop::Solution(solution);
                        }
                        continue;
                    }
                }
            }
            let frame = &mut self.frames[top];
            if frame.tried == 2 {
                self.depth -= 1;
                continue;
            }
            let pos = frame.branch.expect("a probed node has its branch");
            let empty_first = self.run.is_multiple_of(2);
            let filled = (frame.tried == 0) != empty_first;
            frame.tried += 1;
            if !self.settled && self.run_nodes >= luby(self.run) * self.restart_nodes {
                return Stop::Restart;
            }
            if self.depth >= self.max_depth {
                self.too_deep = true;
                return Stop::GaveUp;
            }
            self.run_nodes += 1;
            self.stats.decisions += 1;
            if self.frames.len() == self.depth {
                let copy = self.frames[top].node.clone();
                self.frames.push(Frame {
                    node: copy,
                    branch: None,
                    tried: 0,
                });
            } else {
                let (parents, children) = self.frames.split_at_mut(self.depth);
                children[0].node.copy_from(&parents[top].node);
            }
            let child = &mut self.frames[self.depth];
            child.branch = None;
            child.tried = 0;
            match child.node.decide(pos, filled, &mut self.prober) {
                Ok(()) => self.depth += 1,
                Err(Conflict) => self.stats.conflicts += 1,
            }
        }
    }
}

/// The next number of a xorshift generator in [0, 1).
fn next_unit(state: &mut u64) -> f64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 11) as f64 / (1u64 << 53) as f64
}
