//! One line's clue as its run automaton ([`clue_dfa`]: [`Dfa::for_clue`] in black and
//! white, [`Dfa::for_colour_runs`] in colour) over sets of states held in machine words
//! (`StateSet`): an exact line solver (which symbols each cell can still take, over every
//! filling of the open cells) and explanations (which exclusions of the line's cells force
//! a deduction). The line logic, its probing, the generators and the engine all solve
//! lines with it.
//!
//! Every transition of a run automaton either stays in its state or moves to the next one,
//! so reading a symbol is two masks and a one-state shift of the set of live states:
//! `step(F, x) = (F & stay[x]) | (next(F) & enter[x])`, and reading any of a set of symbols
//! the same with the unions of their masks.

use crate::encodings::regular::Dfa;
use run::Automaton;

mod dfa;
mod run;
mod states;

pub(crate) use dfa::clue_dfa;

/// A cell of a black-and-white line for the tests: empty.
#[cfg(test)]
pub(crate) const EMPTY: u8 = 0;
/// A filled cell.
#[cfg(test)]
pub(crate) const FILLED: u8 = 1;
/// A cell not known yet.
#[cfg(test)]
pub(crate) const OPEN: u8 = 2;

/// The automaton of one line, its state sets in the narrowest word that holds them.
#[derive(Clone, Debug)]
pub(crate) enum LineAutomaton {
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
pub(crate) const MAX_STATES: usize = 4096;

/// The bytes the automaton of `states` states holds for a line of `length` cells: three
/// state sets per cell (reachable from the start, from the end, and the forward pass) in
/// the narrowest word that holds them, for the memory limit.
pub(crate) fn bytes(states: usize, length: usize) -> u64 {
    let word: u64 = match states {
        n if n <= 64 => 8,
        n if n <= 128 => 16,
        n if n <= 256 => 32,
        n if n <= 1024 => 128,
        _ => 512,
    };
    3 * word * (length as u64 + 1)
}

impl LineAutomaton {
    /// The automaton of the black-and-white `clue` for a line of `length` cells.
    #[cfg(test)]
    pub(crate) fn new(clue: &[crate::encodings::runs::Run], length: usize) -> Option<Self> {
        Self::of(&Dfa::for_clue(clue), length)
    }

    /// The line automaton of `dfa` for a line of `length` cells; `None` when it has more
    /// than [`MAX_STATES`] states, or is no run automaton (one whose every transition stays
    /// in its state or moves to the next one, over 2 to 64 symbols: what [`clue_dfa`] builds
    /// but for a colour clue with a run of unknown length before a run of another ink).
    pub(crate) fn of(dfa: &Dfa, length: usize) -> Option<Self> {
        if !(2..=64).contains(&dfa.symbols()) || !is_run_automaton(dfa) {
            return None;
        }
        Some(match dfa.states() {
            n if n <= 64 => LineAutomaton::W64(Automaton::new(dfa, length)),
            n if n <= 128 => LineAutomaton::W128(Automaton::new(dfa, length)),
            n if n <= 256 => LineAutomaton::W256(Box::new(Automaton::new(dfa, length))),
            n if n <= 1024 => LineAutomaton::W1024(Box::new(Automaton::new(dfa, length))),
            n if n <= MAX_STATES => LineAutomaton::W4096(Box::new(Automaton::new(dfa, length))),
            _ => return None,
        })
    }

    /// The line solver: for each cell, the values it can take in some filling of the open
    /// cells that satisfies the clue (bit 0: empty, bit 1: filled), written to `possible`;
    /// `false` when there is no such filling.
    #[cfg(test)]
    pub(crate) fn solve(&mut self, cells: &[u8], possible: &mut [u8]) -> bool {
        dispatch!(self, a => a.solve(cells, |i, can| possible[i] = can as u8))
    }

    /// The line solver on cells given as sets of symbols (bit `s` for symbol `s`): the
    /// symbols each cell takes in some accepted filling, written to `possible`; `false` when
    /// there is no such filling.
    pub(crate) fn solve_symbols(&mut self, cells: &[u64], possible: &mut [u64]) -> bool {
        dispatch!(self, a => a.solve(cells, |i, can| possible[i] = can))
    }

    /// Why `cells` admit no filling: the positions of known cells that already rule out
    /// every filling. Not minimal, but every cell in it blocks a way through the
    /// automaton: the cells whose value cuts the states reachable under `cells` from the
    /// accepting end, narrowed again from the other side. `cells` must admit no filling.
    #[cfg(test)]
    pub(crate) fn explain_conflict(&mut self, cells: &[u8]) -> Vec<usize> {
        let mut reason = Vec::new();
        dispatch!(self, a => a.explain_conflict(cells, |i, _| reason.push(i)));
        reason.reverse();
        reason
    }

    /// Why cell `cell` must hold `value` given the known `cells`: the positions of known
    /// cells (never `cell`) that force it ([`LineAutomaton::explain_conflict`] of the line
    /// with `cell` set the other way).
    #[cfg(test)]
    pub(crate) fn explain(&mut self, cells: &[u8], cell: usize, value: u8) -> Vec<usize> {
        let mut flipped = cells.to_vec();
        flipped[cell] = 1 - value;
        let mut reason = self.explain_conflict(&flipped);
        reason.retain(|&i| i != cell);
        reason
    }

    /// Why cells given as sets of symbols admit no filling: for each cell in the reason,
    /// the symbols its set excludes that matter, as (position, symbols); the line with
    /// only those exclusions admits no filling either. `cells` must admit no filling.
    pub(crate) fn explain_conflict_symbols(&mut self, cells: &[u64]) -> Vec<(usize, u64)> {
        let mut reason = Vec::new();
        dispatch!(self, a => a.explain_conflict(cells, |i, symbols| reason.push((i, symbols))));
        reason.reverse();
        reason
    }

    /// Why cell `cell` cannot hold `symbol` given `cells`: the exclusions of other cells
    /// that rule it out, as [`LineAutomaton::explain_conflict_symbols`] gives them.
    pub(crate) fn explain_exclusion(
        &mut self,
        cells: &[u64],
        cell: usize,
        symbol: usize,
    ) -> Vec<(usize, u64)> {
        let mut only = cells.to_vec();
        only[cell] = 1 << symbol;
        let mut reason = self.explain_conflict_symbols(&only);
        reason.retain(|&(i, _)| i != cell);
        reason
    }
}

/// A cell of a line as the automaton reads it: the set of symbols it may still hold, as a
/// bit set of palette colours (`u64`, bit `c` for colour `c`; in black and white, bit 0
/// empty and bit 1 filled), or for the tests a black-and-white cell `EMPTY`, `FILLED`
/// or `OPEN` (`u8`).
pub(crate) trait LineCell: Copy {
    /// The symbols the cell may hold, bit `s` for symbol `s`.
    fn symbols(self) -> u64;
}

#[cfg(test)]
impl LineCell for u8 {
    #[inline(always)]
    fn symbols(self) -> u64 {
        // EMPTY = 0 -> {0}, FILLED = 1 -> {1}, OPEN = 2 -> {0, 1}.
        u64::from(self) + 1
    }
}

impl LineCell for u64 {
    #[inline(always)]
    fn symbols(self) -> u64 {
        self
    }
}

/// Whether every transition of `dfa` stays in its state or moves to the next one.
fn is_run_automaton(dfa: &Dfa) -> bool {
    dfa.next
        .iter()
        .enumerate()
        .all(|(s, next)| next.iter().flatten().all(|&t| t == s || t == s + 1))
}

/// The symbols in a bit set, lowest first.
pub(crate) fn symbols_of(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let symbol = set.trailing_zeros() as usize;
            set &= set - 1;
            symbol
        })
    })
}

#[cfg(test)]
mod colour_tests;
#[cfg(test)]
mod tests;
