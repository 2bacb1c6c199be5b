//! Conflict analysis: the first-UIP clause, minimized through the reasons of its literals
//! (the theory's explanations, asked for once per assignment).

use super::{Cdcl, Theory};
use crate::search::trail::{Lit, Reason};

impl<T: Theory> Cdcl<T> {
    /// The clause that makes `lit` true (`lit` first).
    pub(super) fn reason_clause(&mut self, lit: Lit) -> Vec<Lit> {
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
                let var = lit.var();
                if !self.explained[var] {
                    self.stats.explanations += 1;
                    let clause = self.theory.explain(lit, tag, &self.trail);
                    debug_assert_eq!(clause[0], lit, "an explanation starts with its literal");
                    self.explanations[var] = clause;
                    self.explained[var] = true;
                }
                self.explanations[var].clone()
            }
            Reason::Decision => unreachable!("decisions have no reason clause"),
        }
    }

    /// First-UIP analysis of `conflict` (all literals false): the learned clause (its
    /// asserting literal first, a literal of the backjump level second) and that level.
    pub(super) fn analyze(&mut self, conflict: Vec<Lit>) -> (Vec<Lit>, u32) {
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
        self.minimize(&mut learnt);
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

    /// Removes from `learnt` (whose variables but the first are marked seen) every literal
    /// implied by the others through reasons (recursive minimization); clears the marks.
    pub(super) fn minimize(&mut self, learnt: &mut Vec<Lit>) {
        let levels = learnt[1..]
            .iter()
            .fold(0u64, |mask, l| mask | 1 << (self.trail.level(l.var()) % 64));
        let mut touched: Vec<usize> = learnt[1..].iter().map(|l| l.var()).collect();
        let mut kept = vec![learnt[0]];
        for &lit in &learnt[1..] {
            let implied =
                self.trail.reason(lit.var()) != Reason::Decision && self.redundant(lit, levels, &mut touched);
            if !implied {
                kept.push(lit);
            }
        }
        for var in touched {
            self.seen[var] = false;
        }
        *learnt = kept;
    }

    /// Whether the false literal `lit` follows from literals marked seen, through reasons
    /// at levels of `levels`; marks (and records in `touched`) what it proves implied.
    pub(super) fn redundant(&mut self, lit: Lit, levels: u64, touched: &mut Vec<usize>) -> bool {
        let start = touched.len();
        let mut stack = vec![lit];
        while let Some(false_lit) = stack.pop() {
            let clause = self.reason_clause(!false_lit);
            for &other in &clause[1..] {
                let var = other.var();
                if self.seen[var] || self.trail.level(var) == 0 {
                    continue;
                }
                let level_known = levels & 1 << (self.trail.level(var) % 64) != 0;
                if self.trail.reason(var) == Reason::Decision || !level_known {
                    for &undo in &touched[start..] {
                        self.seen[undo] = false;
                    }
                    touched.truncate(start);
                    return false;
                }
                self.seen[var] = true;
                touched.push(var);
                stack.push(other);
            }
        }
        true
    }
}
