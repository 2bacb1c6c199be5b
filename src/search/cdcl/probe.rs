//! Probing: both values of open variables tried, each followed by propagation; failed
//! values are learned, implications kept as binary clauses (at level 0) or scored to
//! choose a branch (lookahead).

use super::{Cdcl, Lookahead, Theory};
use crate::search::trail::{Lit, Reason};

impl<T: Theory> Cdcl<T> {
    /// Tries both values of every open variable (or of the most active few,
    /// [`super::Config::lookahead_candidates`]), each followed by propagation: a value
    /// that fails is learned (its conflict analysed), otherwise the variable whose two
    /// values imply the most is the branch, its more constraining value first.
    pub(super) fn lookahead(&mut self) -> Lookahead {
        let base = self.trail.decision_level();
        let mut best: Option<(u64, Lit)> = None;
        let mut any_open = false;
        let limit = self.config.lookahead_candidates;
        let candidates: Vec<usize> = if limit == 0 {
            (0..self.trail.vars()).collect()
        } else {
            let mut picked = Vec::with_capacity(limit);
            while picked.len() < limit {
                match self.pick() {
                    Some(var) => picked.push(var),
                    None => break,
                }
            }
            for &var in &picked {
                self.heap.insert(var as u32, &self.activity);
            }
            picked
        };
        for var in candidates {
            if self.trail.var_value(var).is_some() {
                continue;
            }
            any_open = true;
            let mut implied = [0u64; 2];
            for value in [false, true] {
                self.trail.new_level();
                let before = self.trail.lits().len();
                self.trail.assign(Lit::new(var, value), Reason::Decision);
                self.stats.probes += 1;
                if let Some(conflict) = self.propagate() {
                    self.learn_from(conflict);
                    return Lookahead::Learned;
                }
                implied[usize::from(value)] = (self.trail.lits().len() - before) as u64;
                self.backtrack(base);
            }
            let score = implied[0] * implied[1] * 1024 + implied[0] + implied[1];
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, Lit::new(var, implied[1] >= implied[0])));
            }
        }
        match best {
            Some((_, lit)) if any_open => Lookahead::Branch(lit),
            _ => Lookahead::Done,
        }
    }

    /// Probing at level 0: both values of every open variable, each followed by
    /// propagation. A value that fails is learned; what a value implies is kept as binary
    /// clauses, and what both values imply as units.
    pub(super) fn probe_root(&mut self) {
        self.backtrack(0);
        if self.propagate().is_some() {
            self.unsatisfiable = true;
            return;
        }
        // Binary clauses, deduplicated at the end and kept in the order found (the search
        // is sensitive to it: Sierp 0.5 s in this order, 12 s sorted); `seen[code]`: the
        // probe (variable + 1) whose filled value last implied that literal.
        let mut binaries: Vec<[Lit; 2]> = Vec::new();
        let mut seen = vec![0u32; 2 * self.trail.vars()];
        for var in 0..self.trail.vars() {
            // Past the deadline, the probes so far are kept and solve stops at once.
            if var % 64 == 0 && self.deadline.passed() {
                break;
            }
            if self.trail.var_value(var).is_some() {
                continue;
            }
            let mut implied: [Vec<Lit>; 2] = [Vec::new(), Vec::new()];
            let mut failed = false;
            for value in [false, true] {
                self.trail.new_level();
                let before = self.trail.lits().len();
                let probe = Lit::new(var, value);
                self.trail.assign(probe, Reason::Decision);
                self.stats.probes += 1;
                if let Some(conflict) = self.propagate() {
                    if !self.learn_from(conflict) || self.propagate().is_some() {
                        self.unsatisfiable = true;
                        return;
                    }
                    failed = true;
                    break;
                }
                implied[usize::from(value)] = self.trail.lits()[before + 1..].to_vec();
                self.backtrack(0);
            }
            if failed {
                continue;
            }
            for value in [false, true] {
                let probe = Lit::new(var, value);
                for &lit in &implied[usize::from(value)] {
                    binaries.push([(!probe).min(lit), (!probe).max(lit)]);
                }
            }
            let stamp = var as u32 + 1;
            for &lit in &implied[1] {
                seen[lit.code()] = stamp;
            }
            for &lit in &implied[0] {
                if seen[lit.code()] == stamp && self.trail.value(lit).is_none() {
                    let index = self.push_clause(vec![lit], false, 0);
                    self.trail.assign(lit, Reason::Clause(index));
                }
            }
            if self.propagate().is_some() {
                self.unsatisfiable = true;
                return;
            }
        }
        let mut order: Vec<u32> = (0..binaries.len() as u32).collect();
        order.sort_by_key(|&i| (binaries[i as usize], i));
        order.dedup_by_key(|i| binaries[*i as usize]);
        order.sort_unstable();
        let binaries: Vec<[Lit; 2]> = order.iter().map(|&i| binaries[i as usize]).collect();
        for pair in &binaries {
            if pair.iter().all(|&l| self.trail.value(l).is_none()) {
                self.push_clause(pair.to_vec(), false, 0);
            }
        }
        self.stats.probe_binaries = binaries.len() as u64;
    }
}
