//! A complete line solver on the automaton, without SAT: from a partial line, the values
//! every accepted completion agrees on. Forward and backward reachability over the states
//! (O(n · states)); used for preprocessing and by generators, and as an independent check
//! that unit propagation on the unrolled CNF does as much.

use super::Dfa;

impl Dfa {
    /// The line with every cell fixed that has the same value in all accepted completions
    /// of `partial` (`None` = unknown), or `None` when no completion is accepted.
    pub fn line_solve(&self, partial: &[Option<bool>]) -> Option<Vec<Option<bool>>> {
        let n = partial.len();
        let k = self.states();
        let allowed = |i: usize, symbol: bool| partial[i].is_none_or(|v| v == symbol);
        let mut forward = vec![vec![false; k]; n + 1];
        forward[0][0] = true;
        for i in 0..n {
            for s in 0..k {
                if !forward[i][s] {
                    continue;
                }
                for symbol in [false, true] {
                    if let (true, Some(t)) = (allowed(i, symbol), self.next[s][symbol as usize]) {
                        forward[i + 1][t] = true;
                    }
                }
            }
        }
        let mut backward = vec![vec![false; k]; n + 1];
        backward[n] = (0..k).map(|s| self.accepting[s] && forward[n][s]).collect();
        let mut can = vec![[false; 2]; n];
        for i in (0..n).rev() {
            for s in 0..k {
                if !forward[i][s] {
                    continue;
                }
                for symbol in [false, true] {
                    if let (true, Some(t)) = (allowed(i, symbol), self.next[s][symbol as usize])
                        && backward[i + 1][t]
                    {
                        backward[i][s] = true;
                        can[i][symbol as usize] = true;
                    }
                }
            }
        }
        if !backward[0][0] {
            return None;
        }
        Some(
            can.iter()
                .map(|&[empty, filled]| if empty && filled { None } else { Some(filled) })
                .collect(),
        )
    }
}
