//! A CDCL solver whose constraints are a [`Theory`] (a puzzle's own propagators, such as
//! Hanjie's line solver) plus the clauses it learns: lazy clause generation. The theory
//! deduces literals, and explains each one with a clause over earlier literals only when a
//! conflict analysis needs it; conflicts are learned as clauses (first UIP), with VSIDS,
//! phase saving, Luby restarts and the removal of learned clauses of high LBD.

use super::heap::VarHeap;
use super::trail::{Lit, Reason, Trail};

/// A puzzle's constraints, propagated on the solver's trail.
pub trait Theory {
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
pub enum Outcome {
    /// A model: the value of every variable.
    Model(Vec<bool>),
    /// No model is left.
    Unsatisfiable,
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

/// The solver, owning its theory.
pub struct Cdcl<T: Theory> {
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
    seen: Vec<bool>,
    unsatisfiable: bool,
    learnt_limit: usize,
    stats: SearchStats,
}

const DECAY: f64 = 0.95;
const RESTART_UNIT: u64 = 100;

impl<T: Theory> Cdcl<T> {
    /// A solver over `vars` variables constrained by `theory`.
    pub fn new(vars: usize, theory: T) -> Self {
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
            phase: vec![false; vars],
            seen: vec![false; vars],
            unsatisfiable: false,
            learnt_limit: 4000,
            stats: SearchStats::default(),
        }
    }

    /// The theory.
    pub fn theory(&self) -> &T {
        &self.theory
    }

    /// The counters so far.
    pub fn stats(&self) -> SearchStats {
        self.stats
    }

    /// Adds a clause every model must satisfy (a blocking clause, a learned fact): the
    /// search restarts from level 0.
    pub fn add_clause(&mut self, lits: &[Lit]) {
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
    pub fn solve(&mut self) -> Outcome {
        if self.unsatisfiable {
            return Outcome::Unsatisfiable;
        }
        let mut restarts = 0u32;
        loop {
            let budget = luby(restarts) * RESTART_UNIT;
            match self.search(budget) {
                Some(outcome) => return outcome,
                None => {
                    restarts += 1;
                    self.stats.restarts += 1;
                    self.backtrack(0);
                }
            }
        }
    }

    /// The decisions of the current model (after [`Outcome::Model`]): the model is the only
    /// one that contains them all, so the clause of their negations blocks exactly it.
    pub fn decisions(&self) -> Vec<Lit> {
        self.trail.decisions()
    }

    /// Search until a model, unsatisfiability, or `budget` conflicts (`None`: restart).
    fn search(&mut self, budget: u64) -> Option<Outcome> {
        let mut conflicts = 0;
        loop {
            if let Some(conflict) = self.propagate() {
                self.stats.conflicts += 1;
                conflicts += 1;
                // A conflict among literals of lower levels only (a theory may find one
                // late) is analysed at the highest of them.
                let highest = conflict
                    .iter()
                    .map(|l| self.trail.level(l.var()))
                    .max()
                    .unwrap_or(0);
                if highest == 0 {
                    self.unsatisfiable = true;
                    return Some(Outcome::Unsatisfiable);
                }
                self.backtrack(highest);
                let (learnt, level) = self.analyze(conflict);
                self.backtrack(level);
                self.learn(learnt);
                self.bump *= 1.0 / DECAY;
                continue;
            }
            if conflicts >= budget {
                return None;
            }
            if self.learnt_count() > self.learnt_limit {
                self.reduce();
            }
            let Some(var) = self.pick() else {
                let model = (0..self.trail.vars())
                    .map(|v| self.trail.var_value(v).expect("every variable assigned"))
                    .collect();
                return Some(Outcome::Model(model));
            };
            self.stats.decisions += 1;
            self.trail.new_level();
            self.trail
                .assign(Lit::new(var, self.phase[var]), Reason::Decision);
        }
    }

    /// The next decision variable, or `None` when every variable is assigned.
    fn pick(&mut self) -> Option<usize> {
        while let Some(var) = self.heap.pop(&self.activity) {
            if self.trail.var_value(var as usize).is_none() {
                return Some(var as usize);
            }
        }
        None
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

    /// Visits the clauses watching `false_lit`, which just became false; the index of a
    /// clause left with every literal false, if any.
    fn propagate_clauses(&mut self, false_lit: Lit) -> Option<u32> {
        let mut watches = std::mem::take(&mut self.watches[false_lit.code()]);
        let mut kept = 0;
        let mut conflict = None;
        let mut i = 0;
        while i < watches.len() {
            let watch = watches[i];
            i += 1;
            if self.trail.value(watch.blocker) == Some(true) {
                watches[kept] = watch;
                kept += 1;
                continue;
            }
            let clause = &mut self.clauses[watch.clause as usize];
            if clause.deleted {
                continue;
            }
            if clause.lits[0] == false_lit {
                clause.lits.swap(0, 1);
            }
            let first = clause.lits[0];
            if first != watch.blocker && self.trail.value(first) == Some(true) {
                watches[kept] = Watch {
                    clause: watch.clause,
                    blocker: first,
                };
                kept += 1;
                continue;
            }
            let replacement =
                (2..clause.lits.len()).find(|&k| self.trail.value(clause.lits[k]) != Some(false));
            if let Some(k) = replacement {
                clause.lits.swap(1, k);
                let new_watch = clause.lits[1];
                self.watches[new_watch.code()].push(Watch {
                    clause: watch.clause,
                    blocker: first,
                });
                continue;
            }
            watches[kept] = watch;
            kept += 1;
            match self.trail.value(first) {
                Some(false) => {
                    conflict = Some(watch.clause);
                    while i < watches.len() {
                        watches[kept] = watches[i];
                        kept += 1;
                        i += 1;
                    }
                }
                None => self.trail.assign(first, Reason::Clause(watch.clause)),
                Some(true) => {}
            }
        }
        watches.truncate(kept);
        let appended = std::mem::take(&mut self.watches[false_lit.code()]);
        watches.extend(appended);
        self.watches[false_lit.code()] = watches;
        conflict
    }

    /// The clause that makes `lit` true (`lit` first).
    fn reason_clause(&mut self, lit: Lit) -> Vec<Lit> {
        match self.trail.reason(lit.var()) {
            Reason::Clause(index) => {
                let mut lits = self.clauses[index as usize].lits.clone();
                let at = lits
                    .iter()
                    .position(|&l| l == lit)
                    .expect("the reason holds the literal");
                lits.swap(0, at);
                lits
            }
            Reason::Theory(tag) => {
                self.stats.explanations += 1;
                let clause = self.theory.explain(lit, tag, &self.trail);
                debug_assert_eq!(clause[0], lit, "an explanation starts with its literal");
                clause
            }
            Reason::Decision => unreachable!("decisions have no reason clause"),
        }
    }

    /// First-UIP analysis of `conflict` (all literals false): the learned clause (its
    /// asserting literal first, a literal of the backjump level second) and that level.
    fn analyze(&mut self, conflict: Vec<Lit>) -> (Vec<Lit>, u32) {
        let current = self.trail.decision_level();
        let mut learnt = vec![Lit::new(0, true)];
        let mut pending = 0;
        let mut clause = conflict;
        let mut index = self.trail.lits().len();
        let mut skip_first = false;
        let asserting = loop {
            for &lit in clause.iter().skip(usize::from(skip_first)) {
                let var = lit.var();
                if self.seen[var] || self.trail.level(var) == 0 {
                    continue;
                }
                self.seen[var] = true;
                self.bump_var(var);
                if self.trail.level(var) >= current {
                    pending += 1;
                } else {
                    learnt.push(lit);
                }
            }
            let lit = loop {
                index -= 1;
                let lit = self.trail.lits()[index];
                if self.seen[lit.var()] {
                    break lit;
                }
            };
            self.seen[lit.var()] = false;
            pending -= 1;
            if pending == 0 {
                break lit;
            }
            clause = self.reason_clause(lit);
            skip_first = true;
        };
        learnt[0] = !asserting;
        for lit in &learnt[1..] {
            self.seen[lit.var()] = false;
        }
        let mut level = 0;
        if learnt.len() > 1 {
            let (at, max) = (1..learnt.len())
                .map(|k| (k, self.trail.level(learnt[k].var())))
                .max_by_key(|&(_, level)| level)
                .expect("more than one literal");
            learnt.swap(1, at);
            level = max;
        }
        (learnt, level)
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

    /// Stores a clause and watches its first two literals (a unit clause is not watched).
    fn push_clause(&mut self, lits: Vec<Lit>, learnt: bool, lbd: u32) -> u32 {
        let index = self.clauses.len() as u32;
        if lits.len() > 1 {
            self.watches[lits[0].code()].push(Watch {
                clause: index,
                blocker: lits[1],
            });
            self.watches[lits[1].code()].push(Watch {
                clause: index,
                blocker: lits[0],
            });
        }
        self.clauses.push(Clause {
            lits,
            learnt,
            lbd,
            deleted: false,
        });
        index
    }

    fn learnt_count(&self) -> usize {
        self.clauses.iter().filter(|c| c.learnt && !c.deleted).count()
    }

    /// Deletes the worse half of the learned clauses (highest LBD, longest), keeping those
    /// of LBD 2 and those that are the reason of an assigned literal.
    fn reduce(&mut self) {
        let mut locked = vec![false; self.clauses.len()];
        for &lit in self.trail.lits() {
            if let Reason::Clause(index) = self.trail.reason(lit.var()) {
                locked[index as usize] = true;
            }
        }
        let mut candidates: Vec<usize> = (0..self.clauses.len())
            .filter(|&i| {
                let c = &self.clauses[i];
                c.learnt && !c.deleted && c.lbd > 2 && !locked[i]
            })
            .collect();
        candidates.sort_by_key(|&i| std::cmp::Reverse((self.clauses[i].lbd, self.clauses[i].lits.len())));
        for &i in &candidates[..candidates.len() / 2] {
            self.clauses[i].deleted = true;
            self.clauses[i].lits = Vec::new();
        }
        for watches in &mut self.watches {
            watches.retain(|w| !self.clauses[w.clause as usize].deleted);
        }
        self.learnt_limit += 500;
    }

    fn bump_var(&mut self, var: usize) {
        self.activity[var] += self.bump;
        if self.activity[var] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        self.heap.increased(var as u32, &self.activity);
    }

    fn backtrack(&mut self, level: u32) {
        if self.trail.decision_level() <= level {
            return;
        }
        let (heap, activity, phase) = (&mut self.heap, &self.activity, &mut self.phase);
        self.trail.backtrack(level, |lit| {
            phase[lit.var()] = lit.value();
            heap.insert(lit.var() as u32, activity);
        });
        self.queue_head = self.queue_head.min(self.trail.lits().len());
        self.theory.backtracked();
    }
}

/// The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, from index 0.
fn luby(index: u32) -> u64 {
    let mut size = 1u64;
    let mut seq = 0u32;
    let x = u64::from(index);
    while size < x + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    let mut x = x;
    while size - 1 != x {
        size = (size - 1) >> 1;
        seq -= 1;
        x %= size;
    }
    1 << seq
}

#[cfg(test)]
mod tests;
