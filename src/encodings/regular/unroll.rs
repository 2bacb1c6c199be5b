//! Unrolling a DFA over n cell literals, with transition variables (Bacchus 2007).
//!
//! Variables: `q[i][s]` ("after the first i cells the automaton is in state s") for the
//! states reachable from the start in i steps that can still reach acceptance in n − i
//! steps (a layer with one live state needs no variable: it is constant true), and
//! `t[i][s, v]` for every transition s --v--> s' between live states of layers i and i+1.
//! Clauses for each layer i < n:
//! - a transition implies its source, its target and its symbol on cell i;
//! - a live state of layer i implies one of its outgoing transitions, a live state of
//!   layer i+1 one of its incoming ones;
//! - each value of cell i implies one of the transitions reading it.
//!
//! These are the support clauses of Bacchus's decomposition, on which unit propagation
//! achieves generalised arc consistency: it fixes every cell that a complete line solver
//! would fix from the same partial line, and fails exactly when the line has no completion.

use super::Dfa;
use crate::encodings::cardinality::{Bit, add_bit_clause};
use varisat::{ExtendFormula, Lit};

/// Variables and clauses an unrolling added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct UnrollSize {
    /// Auxiliary (state and transition) variables.
    pub(crate) variables: usize,
    /// Clauses, the empty clause of an impossible line included.
    pub(crate) clauses: usize,
}

/// A transition of one layer: source state, symbol, target state and its variable.
struct Transition {
    from: usize,
    symbol: usize,
    to: usize,
    lit: Lit,
}

struct Counting<'a, F> {
    formula: &'a mut F,
    size: UnrollSize,
}

impl<F: ExtendFormula> Counting<'_, F> {
    fn new_lit(&mut self) -> Lit {
        self.size.variables += 1;
        self.formula.new_lit()
    }

    fn clause(&mut self, bits: &[Bit]) {
        if add_bit_clause(self.formula, bits) {
            self.size.clauses += 1;
        }
    }
}

/// Constrains `cells` (true = filled) to words `dfa` accepts; returns what it added.
pub(crate) fn unroll<F: ExtendFormula>(formula: &mut F, dfa: &Dfa, cells: &[Lit]) -> UnrollSize {
    let symbol = |i: usize, symbol: usize| if symbol == 1 { cells[i] } else { !cells[i] };
    unroll_symbols(formula, dfa, cells.len(), &symbol)
}

/// Constrains a line of `n` cells to words `dfa` accepts, where `symbol(i, s)` is the
/// literal "cell i holds symbol s" (one-hot cells: the caller says that each cell holds
/// exactly one symbol); returns what it added.
pub(crate) fn unroll_symbols<F: ExtendFormula>(
    formula: &mut F,
    dfa: &Dfa,
    n: usize,
    symbol: &dyn Fn(usize, usize) -> Lit,
) -> UnrollSize {
    let live = live_states(dfa, n);
    let mut out = Counting {
        formula,
        size: UnrollSize::default(),
    };
    if live[0].is_empty() {
        out.clause(&[]);
        return out.size;
    }
    let states: Vec<Vec<(usize, Bit)>> = live
        .iter()
        .map(|layer| {
            let only = layer.len() == 1;
            layer
                .iter()
                .map(|&s| {
                    (
                        s,
                        if only {
                            Bit::Const(true)
                        } else {
                            Bit::Lit(out.new_lit())
                        },
                    )
                })
                .collect()
        })
        .collect();
    let state = |layer: &[(usize, Bit)], s: usize| layer.iter().find(|&&(u, _)| u == s).map(|&(_, b)| b);
    let symbols = dfa.symbols();
    let cell_symbol = symbol;
    for i in 0..n {
        let cell = |symbol: usize| Bit::Lit(cell_symbol(i, symbol));
        let mut transitions = Vec::new();
        for &(from, source) in &states[i] {
            for symbol in 0..symbols {
                let Some(to) = dfa.next[from][symbol] else {
                    continue;
                };
                let Some(target) = state(&states[i + 1], to) else {
                    continue;
                };
                let lit = out.new_lit();
                for implied in [source, target, cell(symbol)] {
                    out.clause(&[Bit::Lit(!lit), implied]);
                }
                transitions.push(Transition {
                    from,
                    symbol,
                    to,
                    lit,
                });
            }
        }
        let support = |head: Bit, keep: &dyn Fn(&Transition) -> bool| -> Vec<Bit> {
            std::iter::once(!head)
                .chain(transitions.iter().filter(|t| keep(t)).map(|t| Bit::Lit(t.lit)))
                .collect()
        };
        let mut clauses = Vec::new();
        for &(s, bit) in &states[i] {
            clauses.push(support(bit, &|t| t.from == s));
        }
        for &(s, bit) in &states[i + 1] {
            clauses.push(support(bit, &|t| t.to == s));
        }
        for symbol in 0..symbols {
            clauses.push(support(cell(symbol), &|t| t.symbol == symbol));
        }
        for clause in clauses {
            out.clause(&clause);
        }
    }
    out.size
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
                for &t in dfa.next[s].iter().flatten() {
                    forward[i + 1][t] = true;
                }
            }
        }
    }
    let mut backward = vec![vec![false; k]; n + 1];
    backward[n] = dfa.accepting.clone();
    for i in (0..n).rev() {
        for s in 0..k {
            backward[i][s] = dfa.next[s].iter().flatten().any(|&t| backward[i + 1][t]);
        }
    }
    (0..=n)
        .map(|i| (0..k).filter(|&s| forward[i][s] && backward[i][s]).collect())
        .collect()
}
