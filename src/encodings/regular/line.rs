//! A complete line solver on the automaton, without SAT: from a partial line, the values
//! every accepted completion agrees on. Forward and backward reachability over the states
//! (O(n · states)); used for preprocessing and by generators, and as an independent check
//! that unit propagation on the unrolled CNF does as much.

use super::Dfa;

impl Dfa {
    /// The line with every cell fixed that has the same value in all accepted completions
    /// of `partial` (`None` = unknown), or `None` when no completion is accepted.
    pub(crate) fn line_solve(&self, partial: &[Option<bool>]) -> Option<Vec<Option<bool>>> {
        let allowed: Vec<u64> = partial
            .iter()
            .map(|cell| match cell {
                None => 0b11,
                Some(filled) => 1 << u64::from(*filled),
            })
            .collect();
        let possible = self.line_solve_symbols(&allowed)?;
        Some(
            possible
                .iter()
                .map(|&can| if can == 0b11 { None } else { Some(can == 0b10) })
                .collect(),
        )
    }

    /// For each cell, the symbols it takes in some accepted word whose every cell `i` holds
    /// a symbol of `allowed[i]` (bit `s` for symbol `s`; at most 64 symbols), or `None`
    /// when no such word exists.
    pub(crate) fn line_solve_symbols(&self, allowed: &[u64]) -> Option<Vec<u64>> {
        let n = allowed.len();
        let k = self.states();
        let symbols = self.symbols();
        assert!(symbols <= 64, "the line solver takes at most 64 symbols");
        let allows = |i: usize, symbol: usize| allowed[i] >> symbol & 1 == 1;
        // Fewest symbols from each state to acceptance: a state at position i is kept only
        // if it can still finish in the n − i cells left (for a run clue, a band as wide as
        // the slack), so the work is O(n · slack) rather than O(n · states).
        let to_accept = self.distances_to_acceptance();
        // One flat table per pass, indexed by layer * k + state; `reached` lists the states
        // of each layer (layer i's are reached[starts[i]..starts[i + 1]]).
        let mut forward = vec![false; (n + 1) * k];
        let mut reached: Vec<usize> = Vec::new();
        let mut starts = vec![0];
        if to_accept[0] <= n {
            forward[0] = true;
            reached.push(0);
        }
        starts.push(reached.len());
        for i in 0..n {
            for index in starts[i]..starts[i + 1] {
                let s = reached[index];
                for symbol in 0..symbols {
                    if let (true, Some(t)) = (allows(i, symbol), self.next[s][symbol])
                        && (i + 1).saturating_add(to_accept[t]) <= n
                        && !forward[(i + 1) * k + t]
                    {
                        forward[(i + 1) * k + t] = true;
                        reached.push(t);
                    }
                }
            }
            starts.push(reached.len());
        }
        let mut backward = vec![false; (n + 1) * k];
        for s in 0..k {
            backward[n * k + s] = self.accepting[s] && forward[n * k + s];
        }
        let mut can = vec![0u64; n];
        for i in (0..n).rev() {
            for &s in &reached[starts[i]..starts[i + 1]] {
                for symbol in 0..symbols {
                    if let (true, Some(t)) = (allows(i, symbol), self.next[s][symbol])
                        && backward[(i + 1) * k + t]
                    {
                        backward[i * k + s] = true;
                        can[i] |= 1 << symbol;
                    }
                }
            }
        }
        backward[0].then_some(can)
    }

    /// For each state, the fewest symbols that lead to an accepting state (`usize::MAX`
    /// when none do).
    fn distances_to_acceptance(&self) -> Vec<usize> {
        let k = self.states();
        let mut distance: Vec<usize> = (0..k)
            .map(|s| if self.accepting[s] { 0 } else { usize::MAX })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            // Backwards, so one pass settles an automaton whose edges go forward.
            for s in (0..k).rev() {
                for &t in self.next[s].iter().flatten() {
                    if distance[t] != usize::MAX && distance[t] + 1 < distance[s] {
                        distance[s] = distance[t] + 1;
                        changed = true;
                    }
                }
            }
        }
        distance
    }
}
