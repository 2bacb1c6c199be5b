//! Unit propagation over a CNF (binary clauses as implication lists, longer ones with two
//! watched literals and a blocker), and probing: assign one
//! literal tentatively, propagate, see whether that conflicts, undo. What the difficulty
//! measure ([`super::difficulty`]) runs; a small engine of its own because varisat does not
//! say what propagation alone derives (it decides and learns as soon as it is called).
//!
//! Each assignment keeps the clause that implied it, so that a hint ([`super::hint`]) can
//! tell which assumed literals a derived literal, or a conflict, rests on
//! ([`Propagator::antecedents`]).

use varisat::{CnfFormula, Lit};

/// Unit propagation on one formula: the literals fixed at the root, and tentative
/// assignments on top of them that [`Propagator::probe`] undoes.
pub(crate) struct Propagator {
    /// For each literal code, the literals its truth implies through binary clauses.
    implied: Vec<Vec<Lit>>,
    /// Literals of the clauses of three or more, one after another; the first two of each
    /// clause are watched.
    lits: Vec<Lit>,
    /// Where each longer clause starts in `lits`, and its length.
    clauses: Vec<(usize, usize)>,
    /// For each literal code, the longer clauses watching it (visited when it turns false),
    /// each with a literal of the clause (a blocker) that, when true, satisfies it.
    watches: Vec<Vec<(usize, Lit)>>,
    /// Value of each variable, if assigned.
    values: Vec<Option<bool>>,
    /// Assigned literals in order.
    trail: Vec<Lit>,
    /// Trail entries whose consequences are not propagated yet start here.
    head: usize,
    /// The root assignment is contradictory (the formula has no model).
    refuted: bool,
    /// Why each variable has its value (meaningful while it is assigned).
    reasons: Vec<Reason>,
    /// The clause the last conflict falsified.
    conflict: Reason,
}

/// The clause that gave a literal its value, or that a conflict falsified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reason {
    /// No clause: a unit clause of the formula, or an assumed literal.
    Given,
    /// The binary clause `¬a ∨ b` with `a` the literal here, true (for a conflict: `b`
    /// false too, `b` being the other literal of the clause).
    Binary(Lit, Lit),
    /// The longer clause of this index.
    Long(usize),
}

/// What assigning one literal tentatively showed ([`Propagator::probe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Probe {
    /// Propagation ran into a conflict: the literal is false in every model.
    Conflict,
    /// No conflict; this many literals were assigned (the literal and its consequences).
    Consistent(usize),
}

impl Propagator {
    /// Loads `formula` (tautologies dropped, duplicate literals merged) and propagates its
    /// unit clauses.
    pub(crate) fn new(formula: &CnfFormula) -> Self {
        let vars = formula.var_count();
        let mut engine = Propagator {
            implied: vec![Vec::new(); 2 * vars],
            lits: Vec::new(),
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            values: vec![None; vars],
            trail: Vec::new(),
            head: 0,
            refuted: false,
            reasons: vec![Reason::Given; vars],
            conflict: Reason::Given,
        };
        let mut lits = Vec::new();
        for clause in formula.iter() {
            lits.clear();
            lits.extend_from_slice(clause);
            lits.sort_unstable();
            lits.dedup();
            if lits.windows(2).any(|pair| pair[0] == !pair[1]) {
                continue;
            }
            match *lits.as_slice() {
                [] => engine.refuted = true,
                [unit] => {
                    if !engine.assign(unit, Reason::Given) {
                        engine.refuted = true;
                    }
                }
                [a, b] => {
                    engine.implied[(!a).code()].push(b);
                    engine.implied[(!b).code()].push(a);
                }
                [a, b, ..] => {
                    let index = engine.clauses.len();
                    engine.clauses.push((engine.lits.len(), lits.len()));
                    engine.lits.extend_from_slice(&lits);
                    engine.watches[a.code()].push((index, b));
                    engine.watches[b.code()].push((index, a));
                }
            }
        }
        if !engine.refuted && !engine.propagate() {
            engine.refuted = true;
        }
        engine
    }

    /// Whether propagation at the root found a conflict: the formula has no model.
    pub(crate) fn refuted(&self) -> bool {
        self.refuted
    }

    /// The value of `lit`, if its variable is assigned.
    pub(crate) fn value(&self, lit: Lit) -> Option<bool> {
        self.values[lit.index()].map(|value| value == lit.is_positive())
    }

    /// Assigns `lit` for good and propagates; false (and the formula is refuted) on a
    /// conflict. Call only with no probe open (probes undo themselves).
    pub(crate) fn fix(&mut self, lit: Lit) -> bool {
        if self.refuted {
            return false;
        }
        if !self.assign(lit, Reason::Given) || !self.propagate() {
            self.refuted = true;
        }
        !self.refuted
    }

    /// Number of variables.
    pub(crate) fn var_count(&self) -> usize {
        self.values.len()
    }

    /// Assigns `lit` tentatively, propagates, reports whether that conflicts, and undoes
    /// every assignment it made. Only the tests probe without the implied literals.
    #[cfg(test)]
    pub(crate) fn probe(&mut self, lit: Lit) -> Probe {
        self.probe_into(lit, &mut Vec::new())
    }

    /// [`Propagator::probe`], also replacing the contents of `implied` with the literals the
    /// probe assigned (`lit` first) when it is consistent.
    pub(crate) fn probe_into(&mut self, lit: Lit, implied: &mut Vec<Lit>) -> Probe {
        let start = self.mark();
        implied.clear();
        let result = if self.assume(&[lit]) {
            implied.extend_from_slice(&self.trail[start..]);
            Probe::Consistent(self.trail.len() - start)
        } else {
            Probe::Conflict
        };
        self.undo(start);
        result
    }

    /// Where the trail ends: what [`Propagator::undo`] goes back to.
    pub(crate) fn mark(&self) -> usize {
        self.trail.len()
    }

    /// Assigns `lits` tentatively and propagates; false on a conflict (one of them already
    /// false, or one propagation runs into). Either way [`Propagator::undo`] to the
    /// [`Propagator::mark`] taken before takes it all back.
    pub(crate) fn assume(&mut self, lits: &[Lit]) -> bool {
        for &lit in lits {
            if !self.assign(lit, Reason::Given) {
                // The clause `lit` alone, falsified: the literal's own reason explains it.
                self.conflict = Reason::Binary(!lit, !lit);
                return false;
            }
        }
        self.propagate()
    }

    /// Takes back every assignment made since `mark` ([`Propagator::mark`]).
    pub(crate) fn undo(&mut self, mark: usize) {
        for undone in self.trail.drain(mark..) {
            self.values[undone.index()] = None;
        }
        self.head = mark;
    }

    /// The literals assigned without a clause implying them (assumed, or unit clauses of
    /// the formula) that the current values of `lits` rest on, and, with `conflict`, those
    /// the last conflict rests on (after [`Propagator::assume`] returned false, before
    /// [`Propagator::undo`]): followed back through the clauses that implied each value.
    /// Each literal once, in no particular order.
    pub(crate) fn antecedents(&self, lits: &[Lit], conflict: bool) -> Vec<Lit> {
        let mut seen = vec![false; self.var_count()];
        let mut stack: Vec<Lit> = Vec::new();
        let mut found = Vec::new();
        let clause_of = |reason: Reason, stack: &mut Vec<Lit>| match reason {
            Reason::Given => {}
            Reason::Binary(a, b) => stack.extend([a, b]),
            Reason::Long(index) => {
                let (start, len) = self.clauses[index];
                stack.extend_from_slice(&self.lits[start..start + len]);
            }
        };
        stack.extend_from_slice(lits);
        if conflict {
            clause_of(self.conflict, &mut stack);
        }
        while let Some(lit) = stack.pop() {
            let var = lit.index();
            if seen[var] || self.values[var].is_none() {
                continue;
            }
            seen[var] = true;
            match self.reasons[var] {
                Reason::Given => found.push(lit.var().lit(self.values[var] == Some(true))),
                reason => clause_of(reason, &mut stack),
            }
        }
        found
    }

    /// Puts `lit` on the trail for `reason`; false when it is already false.
    fn assign(&mut self, lit: Lit, reason: Reason) -> bool {
        match self.value(lit) {
            Some(value) => value,
            None => {
                self.values[lit.index()] = Some(lit.is_positive());
                self.reasons[lit.index()] = reason;
                self.trail.push(lit);
                true
            }
        }
    }

    /// The value of `lit` (a shorthand that borrows only the values).
    fn value_in(values: &[Option<bool>], lit: Lit) -> Option<bool> {
        values[lit.index()].map(|value| value == lit.is_positive())
    }

    /// Propagates the trail from `head`; false on a conflict (the trail is left as it is).
    fn propagate(&mut self) -> bool {
        while self.head < self.trail.len() {
            let made_true = self.trail[self.head];
            self.head += 1;
            for i in 0..self.implied[made_true.code()].len() {
                let implied = self.implied[made_true.code()][i];
                if !self.assign(implied, Reason::Binary(made_true, implied)) {
                    self.conflict = Reason::Binary(made_true, implied);
                    return false;
                }
            }
            if !self.propagate_long(!made_true) {
                return false;
            }
        }
        true
    }

    /// Visits the longer clauses watching `falsified`: each moves its watch to another
    /// literal not false, or propagates its other watched literal, or conflicts (false).
    fn propagate_long(&mut self, falsified: Lit) -> bool {
        let mut watching = std::mem::take(&mut self.watches[falsified.code()]);
        let mut kept = 0;
        let mut ok = true;
        for i in 0..watching.len() {
            let (index, blocker) = watching[i];
            if !ok || Self::value_in(&self.values, blocker) == Some(true) {
                watching[kept] = (index, blocker);
                kept += 1;
                continue;
            }
            let (start, len) = self.clauses[index];
            let clause = &mut self.lits[start..start + len];
            if clause[0] == falsified {
                clause.swap(0, 1);
            }
            let other = clause[0];
            let other_value = Self::value_in(&self.values, other);
            if other_value == Some(true) {
                watching[kept] = (index, other);
                kept += 1;
                continue;
            }
            let values = &self.values;
            let replacement = clause[2..]
                .iter()
                .position(|&l| Self::value_in(values, l) != Some(false));
            if let Some(offset) = replacement {
                clause.swap(1, offset + 2);
                let new_watch = clause[1];
                self.watches[new_watch.code()].push((index, other));
                continue;
            }
            watching[kept] = (index, other);
            kept += 1;
            if other_value == Some(false) || !self.assign(other, Reason::Long(index)) {
                self.conflict = Reason::Long(index);
                ok = false;
            }
        }
        watching.truncate(kept);
        self.watches[falsified.code()] = watching;
        ok
    }
}

#[cfg(test)]
#[path = "propagate_tests.rs"]
mod tests;
