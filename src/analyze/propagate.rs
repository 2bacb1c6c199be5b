//! Unit propagation over a CNF (binary clauses as implication lists, longer ones with two
//! watched literals and a blocker), and probing: assign one
//! literal tentatively, propagate, see whether that conflicts, undo. What the difficulty
//! measure ([`super::difficulty`]) runs; a small engine of its own because varisat does not
//! say what propagation alone derives (it decides and learns as soon as it is called).

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
                    if !engine.assign(unit) {
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
        if !self.assign(lit) || !self.propagate() {
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
        let start = self.trail.len();
        implied.clear();
        let result = if self.assign(lit) && self.propagate() {
            implied.extend_from_slice(&self.trail[start..]);
            Probe::Consistent(self.trail.len() - start)
        } else {
            Probe::Conflict
        };
        for undone in self.trail.drain(start..) {
            self.values[undone.index()] = None;
        }
        self.head = start;
        result
    }

    /// Puts `lit` on the trail; false when it is already false.
    fn assign(&mut self, lit: Lit) -> bool {
        match self.value(lit) {
            Some(value) => value,
            None => {
                self.values[lit.index()] = Some(lit.is_positive());
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
                if !self.assign(implied) {
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
            if other_value == Some(false) || !self.assign(other) {
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
