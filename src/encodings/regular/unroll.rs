//! Unrolling a DFA over n cell literals.
//!
//! Variables `q[i][s]`: after the first i cells the automaton is in state s, made only for
//! states reachable from the start in i steps and from which an accepting state is
//! reachable in n − i steps (forward and backward pruning; a layer with one live state
//! needs no variable, it is constant true). Clauses per layer i < n and live state s:
//! - forward: `q[i][s] ∧ cell_i = v → q[i+1][next(s, v)]`, or `q[i][s] → cell_i ≠ v` when
//!   that successor is dead or missing;
//! - backward support: `q[i+1][t] → ∨ q[i][s]` over live predecessors s of t;
//! - exactly one live state per layer (at-least-one plus the crate's at-most-one).
//!
//! Given the cells, the forward clauses and one state per layer force q to follow the
//! automaton's only run, so the models are exactly the accepted words; the support
//! clauses add nothing logically but let propagation run right to left.

use super::Dfa;
use crate::encodings::cardinality::{PAIRWISE_LIMIT, at_most_one};
use varisat::{ExtendFormula, Lit};

/// Variables and clauses an unrolling added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnrollSize {
    /// Auxiliary (state) variables.
    pub variables: usize,
    /// Clauses, the empty clause of an impossible line included.
    pub clauses: usize,
}

/// A state of a layer: a literal, or true when it is the layer's only live state.
#[derive(Clone, Copy)]
enum StateBit {
    Only,
    Lit(Lit),
}

struct Counting<'a, F> {
    formula: &'a mut F,
    size: UnrollSize,
}

impl<F: ExtendFormula> Counting<'_, F> {
    fn clause(&mut self, clause: &[Lit]) {
        self.formula.add_clause(clause);
        self.size.clauses += 1;
    }

    /// Exactly one of `lits`, counted as [`at_most_one`] builds it.
    fn exactly_one(&mut self, lits: &[Lit]) {
        self.clause(lits);
        at_most_one(self.formula, lits);
        let n = lits.len();
        let (variables, clauses) = match n {
            0 | 1 => (0, 0),
            n if n <= PAIRWISE_LIMIT => (0, n * (n - 1) / 2),
            n => (n - 1, 3 * n - 4),
        };
        self.size.variables += variables;
        self.size.clauses += clauses;
    }
}

/// Constrains `cells` (true = filled) to words `dfa` accepts; returns what it added.
pub fn unroll<F: ExtendFormula>(formula: &mut F, dfa: &Dfa, cells: &[Lit]) -> UnrollSize {
    let n = cells.len();
    let live = live_states(dfa, n);
    let mut out = Counting {
        formula,
        size: UnrollSize::default(),
    };
    if live[0].is_empty() {
        out.clause(&[]);
        return out.size;
    }
    let layers: Vec<Vec<(usize, StateBit)>> = live
        .iter()
        .map(|states| {
            states
                .iter()
                .map(|&s| {
                    if states.len() == 1 {
                        (s, StateBit::Only)
                    } else {
                        out.size.variables += 1;
                        (s, StateBit::Lit(out.formula.new_lit()))
                    }
                })
                .collect()
        })
        .collect();
    for layer in &layers {
        let lits: Vec<Lit> = layer.iter().filter_map(|&(_, b)| lit(b)).collect();
        if !lits.is_empty() {
            out.exactly_one(&lits);
        }
    }
    for i in 0..n {
        for &(s, bit) in &layers[i] {
            for symbol in [false, true] {
                let cell = if symbol { cells[i] } else { !cells[i] };
                let target = dfa.next[s][symbol as usize]
                    .and_then(|t| layers[i + 1].iter().find(|&&(u, _)| u == t).map(|&(_, b)| b));
                let mut clause: Vec<Lit> = lit(bit).map(|l| !l).into_iter().collect();
                clause.push(!cell);
                if let Some(target) = target {
                    match lit(target) {
                        Some(t) => clause.push(t),
                        None => continue,
                    }
                }
                out.clause(&clause);
            }
        }
        for &(t, bit) in &layers[i + 1] {
            let Some(t_lit) = lit(bit) else { continue };
            let mut clause = vec![!t_lit];
            let mut always = false;
            for &(s, pbit) in &layers[i] {
                if dfa.next[s].contains(&Some(t)) {
                    match lit(pbit) {
                        Some(p) => clause.push(p),
                        None => always = true,
                    }
                }
            }
            if !always {
                out.clause(&clause);
            }
        }
    }
    out.size
}

fn lit(bit: StateBit) -> Option<Lit> {
    match bit {
        StateBit::Only => None,
        StateBit::Lit(l) => Some(l),
    }
}

/// For each layer 0..=n, the states reachable from the start in i steps that can still
/// reach an accepting state in n − i steps, in increasing order.
fn live_states(dfa: &Dfa, n: usize) -> Vec<Vec<usize>> {
    let k = dfa.states();
    let mut forward = vec![vec![false; k]; n + 1];
    forward[0][0] = true;
    for i in 0..n {
        for s in 0..k {
            if forward[i][s] {
                for t in dfa.next[s].into_iter().flatten() {
                    forward[i + 1][t] = true;
                }
            }
        }
    }
    let mut backward = vec![vec![false; k]; n + 1];
    backward[n] = dfa.accepting.clone();
    for i in (0..n).rev() {
        for s in 0..k {
            backward[i][s] = dfa.next[s].into_iter().flatten().any(|t| backward[i + 1][t]);
        }
    }
    (0..=n)
        .map(|i| (0..k).filter(|&s| forward[i][s] && backward[i][s]).collect())
        .collect()
}
