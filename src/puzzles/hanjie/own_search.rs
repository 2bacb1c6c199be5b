//! Hanjie's own search ([`crate::puzzle::Rules::own_search`]) in two stages: the probing
//! search ([`Dfs`]) first, for black and white, within its budget of probes; where it gives
//! up, the line engine ([`Search`]) takes the question over, told the solutions already
//! returned, within its budget of conflicts under `--engine auto` (the CNF answers where it
//! gives up in turn).

use super::Hanjie;
use super::dfs::Dfs;
use super::engine::{self, Search};
use crate::grid::Grid;
use crate::limits::Deadline;
use crate::puzzle::{Found, OwnSearch};
use crate::search::SearchStats;

/// Work of the probing search in probe trials times lines (rows plus columns): a 25x25
/// puzzle gives up after `DFS_WORK / 50` = 60 000 trials. Measured on every fifth puzzle
/// of TAAI 2013 and 2017 (two rounds each, interleaved, `solve --first`): 3, 6 and 10
/// million gave about the same median (15-23 ms, noise), and p90 and total grew with the
/// budget (2013: p90 138-176 / 191-245 / 238-290 ms); the puzzles the search gives up on
/// are those the CNF solves in 0.1-1 s.
const DFS_WORK: u64 = 3_000_000;

/// The search of `puzzle` ([`Staged`]); `budgeted` for `--engine auto`. `None` when
/// neither stage takes the puzzle.
pub(crate) fn own_search(puzzle: &Hanjie, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
    let lines = (puzzle.size.width + puzzle.size.height).max(1) as u64;
    staged(puzzle, budgeted, DFS_WORK / lines)
}

/// The two stages, the probing search giving up after `dfs_probes` probe trials (none
/// for 0).
pub(crate) fn staged(
    puzzle: &Hanjie,
    budgeted: bool,
    dfs_probes: u64,
) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
    let dfs = if dfs_probes == 0 {
        None
    } else {
        Dfs::new(puzzle, dfs_probes)
    };
    if dfs.is_none() {
        return Some(Box::new(engine_search(puzzle, budgeted)?));
    }
    Some(Box::new(Staged {
        puzzle: puzzle.clone(),
        budgeted,
        dfs,
        engine: None,
        found: Vec::new(),
        deadline: Deadline::NONE,
        dfs_stats: SearchStats::default(),
    }))
}

/// The line engine on `puzzle`, with its budget of conflicts if `budgeted`; `None` when
/// its line solver does not take the puzzle ([`Search::new`]).
fn engine_search(puzzle: &Hanjie, budgeted: bool) -> Option<Search> {
    let mut search = Search::new(puzzle)?;
    search.probe_after(engine::PROBE_AFTER);
    if super::hints::FOR_ENGINE
        && let Some(beliefs) = super::hints::of_line_logic(puzzle, Deadline::NONE)
    {
        search.force_phases(&beliefs);
    }
    if budgeted {
        search.limit_conflicts(engine::CONFLICT_BUDGET);
    }
    Some(search)
}

/// The probing search, then the engine.
struct Staged {
    puzzle: Hanjie,
    budgeted: bool,
    /// The probing search until it gives up.
    dfs: Option<Dfs>,
    /// The engine, from when the probing search gave up.
    engine: Option<Search>,
    /// The solutions returned so far.
    found: Vec<Grid<u8>>,
    deadline: Deadline,
    /// The probing search's counters when it gave up.
    dfs_stats: SearchStats,
}

impl OwnSearch<Grid<u8>> for Staged {
    fn next_solution(&mut self) -> Found<Grid<u8>> {
        if let Some(dfs) = &mut self.dfs {
            match dfs.next_solution() {
                Found::Solution(solution) => {
                    self.found.push(solution.clone());
                    return Found::Solution(solution);
                }
                Found::GaveUp => {
                    self.dfs_stats = dfs.stats();
                    self.dfs = None;
                }
                other => return other,
            }
        }
        if self.engine.is_none() {
            if self.budgeted {
                // Under `--engine auto` the CNF answers instead: the puzzles the probing
                // search gives up on are those the engine's budget rarely decides.
                return Found::GaveUp;
            }
            let Some(mut search) = engine_search(&self.puzzle, self.budgeted) else {
                return Found::GaveUp;
            };
            search.stop_at(self.deadline.clone());
            for solution in &self.found {
                search.require_other_than(solution, self.puzzle.size.cells());
            }
            self.engine = Some(search);
        }
        self.engine.as_mut().expect("built above").next_solution()
    }

    fn stats(&self) -> SearchStats {
        let first = match &self.dfs {
            Some(dfs) => dfs.stats(),
            None => self.dfs_stats,
        };
        let then = self
            .engine
            .as_ref()
            .map(|engine| engine.stats())
            .unwrap_or_default();
        SearchStats {
            decisions: first.decisions + then.decisions,
            conflicts: first.conflicts + then.conflicts,
            restarts: first.restarts + then.restarts,
            explanations: first.explanations + then.explanations,
            probes: first.probes + then.probes,
            probe_binaries: first.probe_binaries + then.probe_binaries,
        }
    }

    fn stop_at(&mut self, deadline: Deadline) {
        if let Some(dfs) = &mut self.dfs {
            dfs.stop_at(deadline.clone());
        }
        if let Some(engine) = &mut self.engine {
            engine.stop_at(deadline.clone());
        }
        self.deadline = deadline;
    }
}
