//! The clause store: two watched literals per clause, and the removal of learned clauses
//! of high LBD.

use super::{Cdcl, Clause, Theory, Watch};
use crate::search::trail::{Lit, Reason};

impl<T: Theory> Cdcl<T> {
    /// Visits the clauses watching `false_lit`, which just became false; the index of a
    /// clause left with every literal false, if any.
    pub(super) fn propagate_clauses(&mut self, false_lit: Lit) -> Option<u32> {
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

    /// Stores a clause and watches its first two literals (a unit clause is not watched).
    pub(super) fn push_clause(&mut self, lits: Vec<Lit>, learnt: bool, lbd: u32) -> u32 {
        let index = self.clauses.len() as u32;
        self.learnt_live += usize::from(learnt);
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

    /// Deletes the worse half of the learned clauses (highest LBD, longest), keeping those
    /// of LBD 2 and those that are the reason of an assigned literal.
    pub(super) fn reduce(&mut self) {
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
            self.learnt_live -= 1;
            self.clauses[i].lits = Vec::new();
        }
        for watches in &mut self.watches {
            watches.retain(|w| !self.clauses[w.clause as usize].deleted);
        }
        self.learnt_limit += 500;
    }
}
