//! The root the hand-over CNF starts from (`handover/`), probed on the bit boards: line
//! logic, then every open cell probed until a sweep narrows nothing, as the probing
//! search probes its nodes, each probe recording what its two values fixed. The same cells
//! as [`logic::probe_root`] decides (probing to a fixpoint reaches one fixpoint whatever
//! the order), and the same implications (a cell's last probe meets the lines its trials
//! read as they are at the end), from the line cache and the bit-parallel line solver
//! instead of line logic on cell sets: 1.6 against 2.5 ms on a 25x25 tournament puzzle, 6.4
//! against 10.3 ms on 43x44 #13480.

use super::board::Lines;
use super::halt::{Halt, probe_node};
use super::node::{Node, Prober};
use crate::grid::Grid;
use crate::limits::Deadline;
use crate::puzzles::hanjie::Hanjie;
use crate::puzzles::hanjie::logic::{self, Root};
use std::collections::HashSet;

/// The probed root of `puzzle` (`Some(None)` when some line has no filling), probing
/// stopped when `deadline` passes (the root then not `finished`); `None` for a puzzle the
/// probing search does not take ([`super::takes`]).
pub(crate) fn probe_root(puzzle: &Hanjie, deadline: &Deadline) -> Option<Option<Root>> {
    let (lines, board) = Lines::new(puzzle)?;
    let size = lines.size();
    let mut prober = Prober::new(lines);
    prober.record_implications();
    let mut root = Node::new(board, size);
    if root.propagate_all(&mut prober).is_err() {
        return Some(None);
    }
    // A trial that decides every cell stops probing: probing again goes on past it.
    let mut found = HashSet::new();
    let finished = loop {
        match probe_node(&mut prober, &mut root, u64::MAX, deadline, &found) {
            Ok(()) => break true,
            Err(Halt::Solution(solution)) => {
                found.insert(solution);
            }
            Err(Halt::Conflict) => return Some(None),
            Err(Halt::GaveUp | Halt::TimedOut) => break false,
        }
    };
    let possible = root.possible(&prober);
    let implied = Grid::from_vec(size, std::mem::take(&mut prober.implied)).expect("a record per cell");
    Some(Some(Root {
        implications: logic::implications(&possible, &implied),
        possible,
        failed: prober.failed as usize,
        finished,
    }))
}
