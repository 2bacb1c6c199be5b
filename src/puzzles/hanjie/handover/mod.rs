//! The hand-over CNF: what the probed root ([`logic::probe_root`]) found, as clauses over
//! the literals of the placement or order-plus-cover encoding (both order-encode the runs'
//! starts alike), for a SAT solver to start from where the engine stopped: every cell the
//! root decides as a unit, the probes' implications as binary clauses, and, for each run,
//! every start that no filling of its line allows under the root's cells excluded: the
//! range of the starts allowed as units (`¬[s_j ≤ p]` below it, `[s_j ≤ p]` from its last
//! start on) and each hole inside it as `¬[s_j ≤ p] ∨ [s_j ≤ p − 1]`.
//!
//! Each clause holds in every solution, but unit propagation on the plain CNF does not
//! derive them all: they are given to solvers only ([`crate::puzzle::Encode::hand_over`]),
//! never to what `dimacs` writes or `--proof` certifies.
//!
//! Phase hints for the same CNF come from belief propagation (`super::hints`).

use super::logic::{self, CellLit, Root};
use super::{CellVars, Hanjie, hints};
use crate::limits::Deadline;
use crate::puzzle::HandOver;
use varisat::Lit;

const EMPTY: u64 = 1;
const FILLED: u64 = 2;

/// Which of the root's findings the hand-over takes (all of them by default; the others
/// are for measuring each one's share).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Parts {
    /// The cells the root decides, as units.
    pub(crate) units: bool,
    /// The probes' implications, as binary clauses.
    pub(crate) binaries: bool,
    /// The run starts no filling allows, excluded.
    pub(crate) exclusions: bool,
    /// Belief propagation's phases, from the root's cells.
    pub(crate) phases: bool,
}

impl Parts {
    /// Every part.
    pub(crate) const ALL: Parts = Parts {
        units: true,
        binaries: true,
        exclusions: true,
        phases: true,
    };
}

/// The hand-over of `puzzle` over `vars` (its placement or order-plus-cover CNF): the root probed within
/// `deadline`, and what `parts` ask for. Nothing for a colour puzzle, or when the root finds
/// no solution (the CNF then proves it on its own).
pub(crate) fn hand_over(puzzle: &Hanjie, vars: &CellVars, deadline: Deadline, parts: Parts) -> HandOver {
    let Some(Ok(root)) = logic::probe_root(puzzle, deadline) else {
        return HandOver::default();
    };
    let mut handed = HandOver {
        clauses: clauses(puzzle, vars, &root, parts),
        ..HandOver::default()
    };
    if parts.phases
        && let Some(beliefs) = hints::beliefs(puzzle, &root.known(), hints::ROUNDS)
    {
        handed.phases = beliefs.cnf_phases(vars);
    }
    handed
}

/// The clauses `parts` ask for from `root`, over `vars`.
pub(crate) fn clauses(puzzle: &Hanjie, vars: &CellVars, root: &Root, parts: Parts) -> Vec<Vec<Lit>> {
    let lit = |(pos, filled): CellLit| vars.holds(pos, u8::from(filled));
    let mut clauses = Vec::new();
    if parts.units {
        for (pos, &set) in root.possible.iter() {
            if set.count_ones() == 1 {
                clauses.push(vec![lit((pos, set == FILLED))]);
            }
        }
    }
    if parts.binaries {
        clauses.extend(root.implications.iter().map(|&[a, b]| vec![lit(a), lit(b)]));
    }
    if parts.exclusions {
        let size = puzzle.size;
        for (line, clue) in puzzle.lines() {
            let starts = vars.starts(line.index(size));
            let Some(lengths) = clue.lengths() else { continue };
            if starts.len() != lengths.len() {
                continue;
            }
            let cells: Vec<u64> = line.cells(size).map(|pos| root.possible[pos]).collect();
            exclude_starts(&lengths, &cells, starts, &mut clauses);
        }
    }
    clauses
}

/// For a line of runs `lengths` whose cells may take `cells` (colour sets), with `starts`
/// the order literals of the runs' starts: the clauses that exclude each start no filling
/// allows. The starts allowed span `first ..= last`: `[s_j ≤ p]` is false below `first`
/// and true from `last` on (units), and each start excluded in between is a binary clause.
fn exclude_starts(
    lengths: &[usize],
    cells: &[u64],
    starts: &[Vec<(usize, Lit)>],
    clauses: &mut Vec<Vec<Lit>>,
) {
    let allowed = allowed_starts(lengths, cells);
    for (j, allowed) in allowed.iter().enumerate() {
        let (Some(first), Some(last)) = (allowed.iter().position(|&a| a), allowed.iter().rposition(|&a| a))
        else {
            // No filling at all: the root would have failed; nothing to say.
            continue;
        };
        // `starts[j]` holds `[s_j ≤ p]` for consecutive p; below them false, above true.
        for (k, &(p, lit)) in starts[j].iter().enumerate() {
            if p < first {
                clauses.push(vec![!lit]);
            } else if p >= last {
                clauses.push(vec![lit]);
            } else if !allowed[p] {
                // ¬[s_j ≤ p] ∨ [s_j ≤ p − 1]: p > first, so p − 1 is a variable too.
                clauses.push(vec![!lit, starts[j][k - 1].1]);
            }
        }
    }
}

/// `allowed[j][p]`: some filling of a line of runs `lengths` whose cells may take `cells`
/// (colour sets: bit 0 empty, bit 1 filled) starts run j at cell p.
pub(crate) fn allowed_starts(lengths: &[usize], cells: &[u64]) -> Vec<Vec<bool>> {
    let n = cells.len();
    let m = lengths.len();
    let can_empty: Vec<bool> = cells.iter().map(|&set| set & EMPTY != 0).collect();
    let can_fill: Vec<bool> = cells.iter().map(|&set| set & FILLED != 0).collect();
    let before = fits(lengths, &can_fill, &can_empty);
    let reversed = |v: &[bool]| v.iter().rev().copied().collect::<Vec<bool>>();
    let lengths_back: Vec<usize> = lengths.iter().rev().copied().collect();
    let after = fits(&lengths_back, &reversed(&can_fill), &reversed(&can_empty));
    // unfillable[i]: cells before i that cannot be filled.
    let mut unfillable = vec![0; n + 1];
    for i in 0..n {
        unfillable[i + 1] = unfillable[i] + usize::from(!can_fill[i]);
    }
    (0..m)
        .map(|j| {
            let c = lengths[j];
            (0..n)
                .map(|p| {
                    let end = p + c;
                    if end > n || unfillable[end] != unfillable[p] {
                        return false;
                    }
                    let left = if j == 0 {
                        before[0][p]
                    } else {
                        p >= 1 && can_empty[p - 1] && before[j][p - 1]
                    };
                    let right = if j + 1 == m {
                        after[0][n - end]
                    } else {
                        end < n && can_empty[end] && after[m - 1 - j][n - end - 1]
                    };
                    left && right
                })
                .collect()
        })
        .collect()
}

/// `fits[j][i]`: the first j runs of `lengths` fill the first i cells consistently (each
/// run's cells may be filled, the others empty; run j − 1 ends at or before cell i).
fn fits(lengths: &[usize], can_fill: &[bool], can_empty: &[bool]) -> Vec<Vec<bool>> {
    let n = can_fill.len();
    let mut unfillable = vec![0; n + 1];
    for i in 0..n {
        unfillable[i + 1] = unfillable[i] + usize::from(!can_fill[i]);
    }
    let mut fits = vec![vec![false; n + 1]; lengths.len() + 1];
    fits[0][0] = true;
    for i in 1..=n {
        fits[0][i] = fits[0][i - 1] && can_empty[i - 1];
    }
    for j in 1..=lengths.len() {
        let c = lengths[j - 1];
        for i in 1..=n {
            let gap = fits[j][i - 1] && can_empty[i - 1];
            let run = i >= c && unfillable[i] == unfillable[i - c] && {
                let s = i - c;
                if j == 1 {
                    fits[0][s]
                } else {
                    s >= 1 && can_empty[s - 1] && fits[j - 1][s - 1]
                }
            };
            fits[j][i] = gap || run;
        }
    }
    fits
}

#[cfg(test)]
mod tests;
