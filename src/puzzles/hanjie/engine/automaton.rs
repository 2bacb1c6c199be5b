//! One line's clue as its run automaton ([`Dfa::for_clue`]) over sets of states held in
//! machine words ([`StateSet`]): an exact line solver (which values each cell can still
//! take, over every filling of the open cells) and explanations (which of the line's known
//! cells force a deduction).
//!
//! Every transition of a run automaton either stays in its state or moves to the next one,
//! so reading a symbol is two masks and a one-state shift of the set of live states:
//! `step(F, x) = (F & stay[x]) | (next(F) & enter[x])`.

use super::states::StateSet;
use crate::encodings::regular::Dfa;
use crate::encodings::runs::Run;

/// A cell of a line as the line solver sees it.
pub const EMPTY: u8 = 0;
/// A filled cell.
pub const FILLED: u8 = 1;
/// A cell not known yet.
pub const OPEN: u8 = 2;

/// The automaton of one line, its state sets in the narrowest word that holds them.
#[derive(Clone, Debug)]
pub enum LineAutomaton {
    /// Up to 64 states.
    W64(Automaton<u64>),
    /// Up to 128 states.
    W128(Automaton<u128>),
    /// Up to 256 states.
    W256(Box<Automaton<[u64; 4]>>),
    /// Up to 1024 states.
    W1024(Box<Automaton<[u64; 16]>>),
    /// Up to 4096 states.
    W4096(Box<Automaton<[u64; 64]>>),
}

macro_rules! dispatch {
    ($self:ident, $a:ident => $body:expr) => {
        match $self {
            LineAutomaton::W64($a) => $body,
            LineAutomaton::W128($a) => $body,
            LineAutomaton::W256($a) => $body,
            LineAutomaton::W1024($a) => $body,
            LineAutomaton::W4096($a) => $body,
        }
    };
}

/// The most states a line automaton may have (a clue of about that many cells).
pub const MAX_STATES: usize = 4096;

impl LineAutomaton {
    /// The automaton of `clue` for a line of `length` cells; `None` when its automaton has
    /// more than [`MAX_STATES`] states.
    pub fn new(clue: &[Run], length: usize) -> Option<Self> {
        let dfa = Dfa::for_clue(clue);
        Some(match dfa.states() {
            n if n <= 64 => LineAutomaton::W64(Automaton::new(&dfa, length)),
            n if n <= 128 => LineAutomaton::W128(Automaton::new(&dfa, length)),
            n if n <= 256 => LineAutomaton::W256(Box::new(Automaton::new(&dfa, length))),
            n if n <= 1024 => LineAutomaton::W1024(Box::new(Automaton::new(&dfa, length))),
            n if n <= MAX_STATES => LineAutomaton::W4096(Box::new(Automaton::new(&dfa, length))),
            _ => return None,
        })
    }

    /// The line solver: for each cell, the values it can take in some filling of the open
    /// cells that satisfies the clue (bit 0: empty, bit 1: filled), written to `possible`;
    /// `false` when there is no such filling.
    pub fn solve(&mut self, cells: &[u8], possible: &mut [u8]) -> bool {
        dispatch!(self, a => a.solve(cells, possible))
    }

    /// Why `cells` admit no filling: the positions of known cells that already rule out
    /// every filling. Not minimal, but every cell in it blocks a way through the
    /// automaton: the cells whose value cuts the states reachable under `cells` from the
    /// accepting end, narrowed again from the other side. `cells` must admit no filling.
    pub fn explain_conflict(&mut self, cells: &[u8]) -> Vec<usize> {
        dispatch!(self, a => a.explain_conflict(cells))
    }

    /// Why cell `cell` must hold `value` given the known `cells`: the positions of known
    /// cells (never `cell`) that force it ([`LineAutomaton::explain_conflict`] of the line
    /// with `cell` set the other way).
    pub fn explain(&mut self, cells: &[u8], cell: usize, value: u8) -> Vec<usize> {
        let mut flipped = cells.to_vec();
        flipped[cell] = 1 - value;
        let mut reason = self.explain_conflict(&flipped);
        reason.retain(|&i| i != cell);
        reason
    }
}

/// A run automaton over state sets `S`, with its work space.
#[derive(Clone, Debug)]
pub struct Automaton<S> {
    length: usize,
    /// `stay[x]`: states that loop on symbol `x`.
    stay: [S; 2],
    /// `enter[x]`: states reached from the state before them by symbol `x`.
    enter: [S; 2],
    accept: S,
    /// `reach_end[i]`: states at position `i` from which some word of the remaining length
    /// is accepted, whatever the cells hold.
    reach_end: Vec<S>,
    /// `reach_start[i]`: states reachable after `i` cells, whatever the cells hold.
    reach_start: Vec<S>,
    forward: Vec<S>,
}

impl<S: StateSet> Automaton<S> {
    fn new(dfa: &Dfa, length: usize) -> Self {
        let mut stay = [S::EMPTY; 2];
        let mut enter = [S::EMPTY; 2];
        let mut accept = S::EMPTY;
        for (s, next) in dfa.next.iter().enumerate() {
            for symbol in 0..2 {
                match next[symbol] {
                    Some(t) if t == s => stay[symbol] = stay[symbol].or(S::single(s)),
                    Some(t) => {
                        debug_assert_eq!(t, s + 1, "run automata only stay or advance");
                        enter[symbol] = enter[symbol].or(S::single(t));
                    }
                    None => {}
                }
            }
            if dfa.accepting[s] {
                accept = accept.or(S::single(s));
            }
        }
        let mut automaton = Automaton {
            length,
            stay,
            enter,
            accept,
            reach_end: vec![S::EMPTY; length + 1],
            reach_start: vec![S::EMPTY; length + 1],
            forward: vec![S::EMPTY; length + 1],
        };
        automaton.reach_end[length] = accept;
        for i in (0..length).rev() {
            automaton.reach_end[i] = automaton.before(automaton.reach_end[i + 1], OPEN);
        }
        automaton.reach_start[0] = S::single(0);
        for i in 0..length {
            automaton.reach_start[i + 1] = automaton.after(automaton.reach_start[i], OPEN);
        }
        automaton
    }

    fn step(&self, from: S, symbol: usize) -> S {
        from.and(self.stay[symbol])
            .or(from.next().and(self.enter[symbol]))
    }

    fn back(&self, to: S, symbol: usize) -> S {
        to.and(self.stay[symbol])
            .or(to.and(self.enter[symbol]).previous())
    }

    /// The states after reading a cell holding `cell` from `from`.
    fn after(&self, from: S, cell: u8) -> S {
        match cell {
            EMPTY => self.step(from, 0),
            FILLED => self.step(from, 1),
            _ => self.step(from, 0).or(self.step(from, 1)),
        }
    }

    /// The states from which reading a cell holding `cell` leads into `to`.
    fn before(&self, to: S, cell: u8) -> S {
        match cell {
            EMPTY => self.back(to, 0),
            FILLED => self.back(to, 1),
            _ => self.back(to, 0).or(self.back(to, 1)),
        }
    }

    /// Fills `self.forward` (states after each prefix of `cells`); whether the end is
    /// reached in an accepting state.
    fn run_forward(&mut self, cells: &[u8]) -> bool {
        debug_assert_eq!(cells.len(), self.length);
        let mut states = S::single(0);
        self.forward[0] = states;
        for (i, &cell) in cells.iter().enumerate() {
            states = self.after(states, cell);
            self.forward[i + 1] = states;
        }
        states.meets(self.accept)
    }

    fn solve(&mut self, cells: &[u8], possible: &mut [u8]) -> bool {
        if !self.run_forward(cells) {
            return false;
        }
        let mut back = self.accept.and(self.forward[self.length]);
        for i in (0..self.length).rev() {
            let here = self.forward[i];
            let mut can = 0;
            let mut before = S::EMPTY;
            for symbol in 0..2 {
                let allowed = cells[i] == OPEN || usize::from(cells[i]) == symbol;
                if allowed && self.step(here, symbol).meets(back) {
                    can |= 1 << symbol;
                    before = before.or(self.back(back, symbol));
                }
            }
            possible[i] = can;
            back = before.and(here);
        }
        true
    }

    fn explain_conflict(&mut self, cells: &[u8]) -> Vec<usize> {
        let feasible = self.run_forward(cells);
        debug_assert!(!feasible, "explaining a line that can still be filled");
        let cut: Vec<usize> = (0..self.length)
            .filter(|&i| {
                cells[i] != OPEN
                    && self
                        .step(self.forward[i], usize::from(1 - cells[i]))
                        .meets(self.reach_end[i + 1])
            })
            .collect();
        // Second pass, from the other side with only the cells of the cut known: the
        // states that still reach the end, and the cells of the cut that block a way into
        // them from a state some prefix reaches.
        let mut back = self.accept;
        let mut narrowed = Vec::with_capacity(cut.len());
        let mut next_cut = cut.len();
        for i in (0..self.length).rev() {
            let known = next_cut > 0 && cut[next_cut - 1] == i;
            if known {
                next_cut -= 1;
                let other = usize::from(1 - cells[i]);
                if self.back(back, other).meets(self.reach_start[i]) {
                    narrowed.push(i);
                }
                back = self.before(back, cells[i]);
            } else {
                back = self.before(back, OPEN);
            }
        }
        narrowed.reverse();
        narrowed
    }
}

#[cfg(test)]
mod tests;
