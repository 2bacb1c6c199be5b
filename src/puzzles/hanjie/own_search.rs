//! Hanjie's own search ([`crate::puzzle::Rules::own_search`]) in stages: the probing
//! search ([`Dfs`]) for black and white, and the line engine ([`Search`]), each told the
//! solutions the other returned.
//!
//! Under `--engine auto` the probing search runs within its budget of probes. Once it has
//! found a solution, it gets a short budget to find another; then the engine has its
//! turn within its budget of conflicts, then the probing search goes on to its whole
//! budget, and the CNF answers where all give up (and at once where the probing search
//! found no solution). Probing decides most tournament puzzles in a few thousand probes,
//! but it proves a solution unique only by exhausting the tree, where the engine's
//! learning often needs a few hundred conflicts. Under `--engine own` the probing search
//! runs to its whole budget, then the engine to the end.

use super::Hanjie;
use super::dfs::Dfs;
use super::engine::{self, Search};
use crate::grid::Grid;
use crate::limits::Deadline;
use crate::puzzle::{Found, OwnSearch};
use crate::search::SearchStats;

/// Work of the probing search in probe trials times lines (rows plus columns): a 25x25
/// puzzle gives up after `DFS_WORK / 50` = 70 000 trials. At 3 million, chosen when a
/// trial cost a third more (every fifth puzzle of TAAI 2013 and 2017: 3, 6 and 10 million
/// gave about the same median, and p90 and total grew with the budget), Lion #2712 gave up
/// a thousand trials before its two solutions (then 0.29 s in the CNF, 0.05 s with them).
/// Every fourth puzzle of TAAI 2013 and 2021, `solve --first`: 3 / 3.5 / 4 million took
/// 14.3-15.5 / 13.4-13.7 / 13.7 s and 21.2 / 17.5 / 19.4 s.
const DFS_WORK: u64 = 3_500_000;

/// The probing search's budget after its first solution, before the engine's turn, in
/// the same units (4 000 trials at 25x25). #6574's first solution takes 30 000 trials,
/// the proof that it is unique 11 million, and the engine 194 conflicts: 63 ms before
/// this turn, 29 ms with it (35, 29 and 45 ms for 1, 4 and 10 thousand trials).
const DFS_PROOF_WORK: u64 = 200_000;

/// The search of `puzzle` ([`Staged`]); `budgeted` for `--engine auto`. `None` when
/// neither stage takes the puzzle.
pub(crate) fn own_search(puzzle: &Hanjie, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
    let lines = (puzzle.size.width + puzzle.size.height).max(1) as u64;
    let budget = if budgeted {
        Budget::Staged {
            whole: DFS_WORK / lines,
            proof: DFS_PROOF_WORK / lines,
        }
    } else {
        Budget::Whole(DFS_WORK / lines)
    };
    staged(puzzle, budget)
}

/// The probing search's budget of probe trials.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Budget {
    /// `--engine auto`: up to `whole` trials, but only `proof` more after the first
    /// solution; then the engine's turn within its budget of conflicts, then on to `whole`
    /// trials in all; the CNF answers after. The CNF answers at once when probing the root
    /// decides no cell ([`Dfs::give_up_on_open_root`]).
    Staged { whole: u64, proof: u64 },
    /// `--engine own`: this many trials, then the engine without a budget (none for 0:
    /// the engine alone).
    Whole(u64),
}

/// The stages for `puzzle` within `budget`. `None` when neither search takes the puzzle.
pub(crate) fn staged(puzzle: &Hanjie, budget: Budget) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
    let (first, budgeted) = match budget {
        Budget::Staged { whole, .. } => (whole, true),
        Budget::Whole(trials) => (trials, false),
    };
    let dfs = if first == 0 { None } else { Dfs::new(puzzle, first) };
    let Some(mut dfs) = dfs else {
        return Some(Box::new(engine_search(puzzle, budgeted)?));
    };
    if budgeted {
        dfs.give_up_on_open_root();
    }
    Some(Box::new(Staged {
        puzzle: puzzle.clone(),
        budget,
        stage: Stage::Probing,
        dfs: Some(dfs),
        engine: None,
        found: Vec::new(),
        deadline: Deadline::NONE,
        done: SearchStats::default(),
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

/// Where [`Staged`] stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The probing search within its budget (under `--engine auto`, a short one from its
    /// first solution on).
    Probing,
    /// The engine within its budget of conflicts, the probing search paused.
    Engine,
    /// The probing search on to its whole budget, after the engine gave up.
    Resumed,
    /// The engine without a budget, after the probing search gave up (`--engine own`).
    EngineToTheEnd,
    /// Every stage gave up: the CNF answers.
    GaveUp,
}

/// The probing search and the engine in turn ([`Stage`]).
struct Staged {
    puzzle: Hanjie,
    budget: Budget,
    stage: Stage,
    /// The probing search, until it gives up for good.
    dfs: Option<Dfs>,
    /// The engine, from its turn until it gives up.
    engine: Option<Search>,
    /// The solutions returned so far.
    found: Vec<Grid<u8>>,
    deadline: Deadline,
    /// The counters of the searches dropped.
    done: SearchStats,
}

impl Staged {
    /// The engine, told the solutions returned so far; `None` when it does not take the
    /// puzzle.
    fn start_engine(&self, budgeted: bool) -> Option<Search> {
        let mut search = engine_search(&self.puzzle, budgeted)?;
        search.stop_at(self.deadline.clone());
        for solution in &self.found {
            search.require_other_than(solution, self.puzzle.size.cells());
        }
        Some(search)
    }

    /// The stage after the current one gave up.
    fn give_up(&mut self) {
        self.stage = match (self.stage, self.budget) {
            // No solution within the whole budget: the engine's budget rarely decides
            // such puzzles (on 250 TAAI 2013 puzzles its turn here cost more than it
            // saved), so the CNF answers.
            (Stage::Probing, Budget::Staged { .. }) if self.found.is_empty() => {
                self.drop_dfs();
                Stage::GaveUp
            }
            (Stage::Probing, Budget::Staged { .. }) => match self.start_engine(true) {
                Some(engine) => {
                    self.engine = Some(engine);
                    Stage::Engine
                }
                None => self.resume(),
            },
            (Stage::Engine, _) => {
                let engine = self.engine.take().expect("the engine's turn");
                self.done = self.done + engine.stats();
                self.resume()
            }
            (Stage::Probing, Budget::Whole(_)) => {
                self.drop_dfs();
                match self.start_engine(false) {
                    Some(engine) => {
                        self.engine = Some(engine);
                        Stage::EngineToTheEnd
                    }
                    None => Stage::GaveUp,
                }
            }
            (Stage::Resumed | Stage::EngineToTheEnd | Stage::GaveUp, _) => {
                self.drop_dfs();
                if let Some(engine) = self.engine.take() {
                    self.done = self.done + engine.stats();
                }
                Stage::GaveUp
            }
        };
    }

    /// The probing search on to its whole budget, if it has some left.
    fn resume(&mut self) -> Stage {
        if let (Budget::Staged { whole, .. }, Some(dfs)) = (self.budget, &mut self.dfs)
            && dfs.probes() < whole
        {
            dfs.set_max_probes(whole);
            return Stage::Resumed;
        }
        self.drop_dfs();
        Stage::GaveUp
    }

    /// Drops the probing search for good (its memory with it), keeping its counters.
    fn drop_dfs(&mut self) {
        if let Some(dfs) = self.dfs.take() {
            self.done = self.done + dfs.stats();
        }
    }
}

impl OwnSearch<Grid<u8>> for Staged {
    fn next_solution(&mut self) -> Found<Grid<u8>> {
        loop {
            let found = match self.stage {
                Stage::Probing | Stage::Resumed => self.dfs.as_mut().expect("probing").next_solution(),
                Stage::Engine | Stage::EngineToTheEnd => {
                    self.engine.as_mut().expect("the engine's turn").next_solution()
                }
                Stage::GaveUp => return Found::GaveUp,
            };
            match found {
                Found::Solution(solution) => {
                    match (self.stage, self.budget, &mut self.dfs) {
                        (Stage::Engine, _, Some(dfs)) => dfs.returned(solution.clone()),
                        // A proof that no other solution exists is what the engine's
                        // learning does best: the probing search gets a short budget
                        // for another before the engine's turn.
                        (Stage::Probing, Budget::Staged { whole, proof }, Some(dfs)) => {
                            dfs.set_max_probes(whole.min(dfs.probes() + proof));
                        }
                        _ => {}
                    }
                    self.found.push(solution.clone());
                    return Found::Solution(solution);
                }
                Found::GaveUp => self.give_up(),
                other => return other,
            }
        }
    }

    fn stats(&self) -> SearchStats {
        let live = [
            self.dfs.as_ref().map(Dfs::stats),
            self.engine.as_ref().map(Search::stats),
        ];
        live.into_iter()
            .flatten()
            .fold(self.done, |sum, stats| sum + stats)
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
