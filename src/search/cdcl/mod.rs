//! A CDCL solver whose constraints are a [`Theory`] (a puzzle's own propagators, such as
//! Hanjie's line solver) plus the clauses it learns: lazy clause generation. The theory
//! deduces literals, and explains each one with a clause over earlier literals only when a
//! conflict analysis needs it; conflicts are learned as clauses (first UIP), with VSIDS,
//! phase saving, Luby restarts and the removal of learned clauses of high LBD.

use super::heap::VarHeap;
use super::trail::{Lit, Reason, Trail};
use crate::limits::Deadline;
pub(crate) use config::Config;
pub(crate) use decide::luby;

/// Conflicts between two looks at the clock when there is a deadline ([`Cdcl::stop_at`]):
/// a few milliseconds of search at most.
pub(crate) const DEADLINE_CHECK: u64 = 64;

/// A puzzle's constraints, propagated on the solver's trail.
pub(crate) trait Theory {
    /// `lit` was set true (its reason is on `trail`). Every literal on the trail is
    /// reported once, in order, before the next [`Theory::propagate`].
    fn assigned(&mut self, lit: Lit, trail: &Trail);
    /// Deduces what the current assignment implies, assigning each literal with
    /// [`Reason::Theory`]: `Ok(true)` when it assigned any (the solver propagates its clauses
    /// and calls again), `Ok(false)` at a fixpoint, or a conflict: a clause of literals that
    /// are all false now and that every solution satisfies.
    fn propagate(&mut self, trail: &mut Trail) -> Result<bool, Vec<Lit>>;
    /// Why `lit` (assigned with `Reason::Theory(tag)`) holds: a clause `lit ∨ ¬a ∨ ¬b …`
    /// implied by the constraints, `lit` first, whose other literals were false before `lit`
    /// was set ([`Trail::value_before`]).
    fn explain(&mut self, lit: Lit, tag: u32, trail: &Trail) -> Vec<Lit>;
    /// Every level above the current one was undone: deductions pending are void.
    fn backtracked(&mut self);
}

/// The answer of [`Cdcl::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// A model: the value of every variable.
    Model(Vec<bool>),
    /// No model is left.
    Unsatisfiable,
    /// The conflict limit ([`Cdcl::limit_conflicts`]) was reached first.
    GaveUp,
    /// The deadline ([`Cdcl::stop_at`]) passed first.
    TimedOut,
}

/// Counters of the search, for reports and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Decisions made.
    pub decisions: u64,
    /// Conflicts analysed.
    pub conflicts: u64,
    /// Restarts.
    pub restarts: u64,
    /// Explanations asked of the theory.
    pub explanations: u64,
    /// Values tried by probing and lookahead.
    pub probes: u64,
    /// Binary clauses root probing added.
    pub probe_binaries: u64,
}

impl std::ops::Add for SearchStats {
    type Output = SearchStats;

    /// The counters of two searches together (one run after the other, say).
    fn add(self, other: SearchStats) -> SearchStats {
        SearchStats {
            decisions: self.decisions + other.decisions,
            conflicts: self.conflicts + other.conflicts,
            restarts: self.restarts + other.restarts,
            explanations: self.explanations + other.explanations,
            probes: self.probes + other.probes,
            probe_binaries: self.probe_binaries + other.probe_binaries,
        }
    }
}

struct Clause {
    lits: Vec<Lit>,
    learnt: bool,
    lbd: u32,
    deleted: bool,
}

#[derive(Clone, Copy)]
struct Watch {
    clause: u32,
    blocker: Lit,
}

enum Lookahead {
    Learned,
    Branch(Lit),
    Done,
}

/// The solver, owning its theory.
pub(crate) struct Cdcl<T: Theory> {
    theory: T,
    trail: Trail,
    clauses: Vec<Clause>,
    /// `watches[l]`: clauses watching literal `l` (visited when `l` becomes false).
    watches: Vec<Vec<Watch>>,
    queue_head: usize,
    activity: Vec<f64>,
    bump: f64,
    heap: VarHeap,
    phase: Vec<bool>,
    /// The value a decision gives a variable whatever its saved phase ([`Cdcl::force_phase`]).
    forced: Vec<Option<bool>>,
    seen: Vec<bool>,
    /// The theory's explanation of each variable it deduced, once asked for; valid while
    /// `explained` (until the variable is unassigned).
    explanations: Vec<Vec<Lit>>,
    explained: Vec<bool>,
    unsatisfiable: bool,
    learnt_limit: usize,
    /// Learned clauses stored and not deleted.
    learnt_live: usize,
    config: Config,
    probed: bool,
    conflict_limit: u64,
    deadline: Deadline,
    stats: SearchStats,
}

impl<T: Theory> Cdcl<T> {
    /// A solver over `vars` variables constrained by `theory`, configured by default.
    pub(crate) fn new(vars: usize, theory: T) -> Self {
        Self::with_config(vars, theory, Config::default())
    }

    /// A solver over `vars` variables constrained by `theory`.
    pub(crate) fn with_config(vars: usize, theory: T, config: Config) -> Self {
        let activity = vec![0.0; vars];
        Cdcl {
            theory,
            trail: Trail::new(vars),
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            queue_head: 0,
            heap: VarHeap::new(vars, &activity),
            activity,
            bump: 1.0,
            phase: vec![config.initial_phase; vars],
            forced: vec![None; vars],
            seen: vec![false; vars],
            explanations: vec![Vec::new(); vars],
            explained: vec![false; vars],
            unsatisfiable: false,
            learnt_limit: 4000,
            learnt_live: 0,
            config,
            probed: false,
            conflict_limit: u64::MAX,
            deadline: Deadline::NONE,
            stats: SearchStats::default(),
        }
    }

    /// The counters so far.
    pub(crate) fn stats(&self) -> SearchStats {
        self.stats
    }

    /// Adds a clause every model must satisfy (a blocking clause, a learned fact): the
    /// search restarts from level 0.
    pub(crate) fn add_clause(&mut self, lits: &[Lit]) {
        self.backtrack(0);
        let mut lits: Vec<Lit> = lits.to_vec();
        lits.sort();
        lits.dedup();
        if lits.windows(2).any(|w| w[0] == !w[1]) || lits.iter().any(|&l| self.trail.value(l) == Some(true)) {
            return;
        }
        lits.retain(|&l| self.trail.value(l).is_none());
        match lits.len() {
            0 => self.unsatisfiable = true,
            1 => {
                let index = self.push_clause(lits, false, 0);
                let lit = self.clauses[index as usize].lits[0];
                self.trail.assign(lit, Reason::Clause(index));
            }
            _ => {
                self.push_clause(lits, false, 0);
            }
        }
    }

    /// Searches for a model of the theory and the clauses.
    pub(crate) fn solve(&mut self) -> Outcome {
        if self.unsatisfiable {
            return Outcome::Unsatisfiable;
        }
        let mut restarts = 0u32;
        loop {
            // At level 0 here: before the search, or after a restart.
            let probe_now = self.config.root_probing && !self.probed;
            if probe_now && self.stats.conflicts >= self.config.probe_after {
                self.probed = true;
                self.probe_root();
                if self.unsatisfiable {
                    return Outcome::Unsatisfiable;
                }
            }
            if self.deadline.passed() {
                self.backtrack(0);
                return Outcome::TimedOut;
            }
            let left = self.conflict_limit.saturating_sub(self.stats.conflicts);
            if left == 0 {
                self.backtrack(0);
                return Outcome::GaveUp;
            }
            let mut budget = (luby(restarts) * self.config.restart_unit).min(left);
            if !self.probed && self.config.root_probing {
                // Restart when the root is due to be probed.
                budget = budget.min(self.config.probe_after - self.stats.conflicts);
            }
            match self.search(budget) {
                Some(Outcome::TimedOut) => {
                    self.backtrack(0);
                    return Outcome::TimedOut;
                }
                Some(outcome) => return outcome,
                None => {
                    restarts += 1;
                    self.stats.restarts += 1;
                    self.backtrack(0);
                }
            }
        }
    }

    /// Probes the root ([`Config::root_probing`]) once the search has met `conflicts`
    /// conflicts in all, at a restart, rather than before it starts.
    pub(crate) fn probe_after(&mut self, conflicts: u64) {
        self.config.probe_after = conflicts;
    }

    /// Makes [`Cdcl::solve`] give up once the search has met `conflicts` conflicts in all
    /// (counted from the start, over every call).
    pub(crate) fn limit_conflicts(&mut self, conflicts: u64) {
        self.conflict_limit = conflicts;
    }

    /// Makes [`Cdcl::solve`] stop with [`Outcome::TimedOut`] once `deadline` has passed
    /// (looked at every 64 conflicts: `DEADLINE_CHECK`).
    pub(crate) fn stop_at(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// The decisions of the current model (after [`Outcome::Model`]): the model is the only
    /// one that contains them all, so the clause of their negations blocks exactly it.
    pub(crate) fn decisions(&self) -> Vec<Lit> {
        self.trail.decisions()
    }

    /// Analyses `conflict`, backjumps and asserts the learned clause; `false` when the
    /// conflict holds at level 0 (no model is left). A conflict among literals of lower
    /// levels only (a theory may find one late) is analysed at the highest of them.
    fn learn_from(&mut self, conflict: Vec<Lit>) -> bool {
        self.stats.conflicts += 1;
        let highest = conflict
            .iter()
            .map(|l| self.trail.level(l.var()))
            .max()
            .unwrap_or(0);
        if highest == 0 {
            self.backtrack(0);
            self.unsatisfiable = true;
            return false;
        }
        self.backtrack(highest);
        let (learnt, level) = self.analyze(conflict);
        self.backtrack(level);
        self.learn(learnt);
        self.bump *= 1.0 / self.config.decay;
        true
    }

    /// Search until a model, unsatisfiability, or `budget` conflicts (`None`: restart).
    fn search(&mut self, budget: u64) -> Option<Outcome> {
        let mut conflicts = 0;
        loop {
            if let Some(conflict) = self.propagate() {
                conflicts += 1;
                if !self.learn_from(conflict) {
                    return Some(Outcome::Unsatisfiable);
                }
                if conflicts % DEADLINE_CHECK == 0 && self.deadline.passed() {
                    return Some(Outcome::TimedOut);
                }
                continue;
            }
            if conflicts >= budget {
                return None;
            }
            if self.learnt_live > self.learnt_limit {
                self.reduce();
            }
            if self.trail.decision_level() < self.config.lookahead_levels {
                match self.lookahead() {
                    Lookahead::Learned => continue,
                    Lookahead::Branch(lit) => {
                        self.stats.decisions += 1;
                        self.trail.new_level();
                        self.trail.assign(lit, Reason::Decision);
                        continue;
                    }
                    Lookahead::Done => {}
                }
            }
            let Some(var) = self.pick() else {
                let model = (0..self.trail.vars())
                    .map(|v| self.trail.var_value(v).expect("every variable assigned"))
                    .collect();
                return Some(Outcome::Model(model));
            };
            self.stats.decisions += 1;
            self.trail.new_level();
            self.trail.assign(self.decision(var), Reason::Decision);
        }
    }

    /// Unit propagation on the clauses, then the theory, until a fixpoint or a conflict.
    fn propagate(&mut self) -> Option<Vec<Lit>> {
        loop {
            while self.queue_head < self.trail.lits().len() {
                let lit = self.trail.lits()[self.queue_head];
                self.queue_head += 1;
                self.theory.assigned(lit, &self.trail);
                if let Some(conflict) = self.propagate_clauses(!lit) {
                    return Some(self.clauses[conflict as usize].lits.clone());
                }
            }
            match self.theory.propagate(&mut self.trail) {
                Err(conflict) => return Some(conflict),
                Ok(true) => continue,
                Ok(false) => return None,
            }
        }
    }

    /// Adds a learned clause after the backjump and asserts its first literal.
    fn learn(&mut self, learnt: Vec<Lit>) {
        let mut levels: Vec<u32> = learnt.iter().map(|l| self.trail.level(l.var())).collect();
        levels.sort_unstable();
        levels.dedup();
        let lbd = levels.len() as u32;
        let asserting = learnt[0];
        let index = self.push_clause(learnt, true, lbd);
        self.trail.assign(asserting, Reason::Clause(index));
    }

    fn backtrack(&mut self, level: u32) {
        if self.trail.decision_level() <= level {
            return;
        }
        let (heap, activity, phase) = (&mut self.heap, &self.activity, &mut self.phase);
        let explained = &mut self.explained;
        self.trail.backtrack(level, |lit| {
            phase[lit.var()] = lit.value();
            explained[lit.var()] = false;
            heap.insert(lit.var() as u32, activity);
        });
        self.queue_head = self.queue_head.min(self.trail.lits().len());
        self.theory.backtracked();
    }
}

mod analyze;
mod clauses;
mod config;
mod decide;
mod probe;
#[cfg(test)]
mod tests;
