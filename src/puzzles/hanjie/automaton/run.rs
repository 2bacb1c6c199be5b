//! The run automaton of one line over state sets held in machine words: forward and
//! backward passes for the line solver, and the two-pass cut for explanations (see the
//! parent module for the step formula).

use super::states::StateSet;
use super::{LineCell, symbols_of};
use crate::encodings::regular::Dfa;

/// A run automaton over state sets `S`, with its work space.
#[derive(Clone, Debug)]
pub(crate) struct Automaton<S> {
    length: usize,
    /// Every symbol, as a bit set.
    all: u64,
    /// For each symbol `x` (0 and 1 in place, as black and white has only them; the rest
    /// in `more`): the states that loop on `x` (stay) and the states reached from the state
    /// before them by `x` (enter).
    first: [(S, S); 2],
    more: Vec<(S, S)>,
    /// The unions of `stay` and of `enter` over every symbol (an open cell).
    stay_any: S,
    enter_any: S,
    accept: S,
    /// `reach_end[i]`: states at position `i` from which some word of the remaining length
    /// is accepted, whatever the cells hold.
    reach_end: Vec<S>,
    /// `reach_start[i]`: states reachable after `i` cells, whatever the cells hold.
    reach_start: Vec<S>,
    forward: Vec<S>,
}

impl<S: StateSet> Automaton<S> {
    pub(super) fn new(dfa: &Dfa, length: usize) -> Self {
        let symbols = dfa.symbols();
        assert!((2..=64).contains(&symbols), "line automata read 2 to 64 symbols");
        let mut stay = vec![S::EMPTY; symbols];
        let mut enter = vec![S::EMPTY; symbols];
        let mut accept = S::EMPTY;
        for (s, next) in dfa.next.iter().enumerate() {
            for symbol in 0..symbols {
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
        let union = |sets: &[S]| sets.iter().fold(S::EMPTY, |all, &set| all.or(set));
        let mut automaton = Automaton {
            length,
            all: if symbols == 64 {
                u64::MAX
            } else {
                (1 << symbols) - 1
            },
            stay_any: union(&stay),
            enter_any: union(&enter),
            first: [(stay[0], enter[0]), (stay[1], enter[1])],
            more: stay.iter().zip(&enter).skip(2).map(|(&s, &e)| (s, e)).collect(),
            accept,
            reach_end: vec![S::EMPTY; length + 1],
            reach_start: vec![S::EMPTY; length + 1],
            forward: vec![S::EMPTY; length + 1],
        };
        let any = automaton.all;
        automaton.reach_end[length] = accept;
        for i in (0..length).rev() {
            automaton.reach_end[i] = automaton.before(automaton.reach_end[i + 1], any);
        }
        automaton.reach_start[0] = S::single(0);
        for i in 0..length {
            automaton.reach_start[i + 1] = automaton.after(automaton.reach_start[i], any);
        }
        automaton
    }

    /// The states that stay on `symbol` and the states it enters.
    #[inline(always)]
    fn transitions(&self, symbol: usize) -> (S, S) {
        match symbol {
            0 | 1 => self.first[symbol],
            _ => self.more[symbol - 2],
        }
    }

    /// The unions of `stay` and of `enter` over the symbols of `symbols`.
    #[inline(always)]
    fn masks(&self, symbols: u64) -> (S, S) {
        match symbols {
            1 => return self.first[0],
            2 => return self.first[1],
            _ if symbols == self.all => return (self.stay_any, self.enter_any),
            _ => {}
        }
        if symbols.is_power_of_two() {
            let symbol = symbols.trailing_zeros() as usize;
            return self.transitions(symbol);
        }
        let (mut stay, mut enter) = (S::EMPTY, S::EMPTY);
        let mut rest = symbols & self.all;
        while rest != 0 {
            let symbol = rest.trailing_zeros() as usize;
            let (its_stay, its_enter) = self.transitions(symbol);
            stay = stay.or(its_stay);
            enter = enter.or(its_enter);
            rest &= rest - 1;
        }
        (stay, enter)
    }

    /// The states after reading a cell holding one of `symbols` from `from`.
    #[inline(always)]
    fn after(&self, from: S, symbols: u64) -> S {
        let (stay, enter) = self.masks(symbols);
        from.and(stay).or(from.next().and(enter))
    }

    /// The states from which reading a cell holding one of `symbols` leads into `to`.
    #[inline(always)]
    fn before(&self, to: S, symbols: u64) -> S {
        let (stay, enter) = self.masks(symbols);
        to.and(stay).or(to.and(enter).previous())
    }

    /// Fills `self.forward` (states after each prefix of `cells`); whether the end is
    /// reached in an accepting state.
    fn run_forward<C: LineCell>(&mut self, cells: &[C]) -> bool {
        debug_assert_eq!(cells.len(), self.length);
        let mut states = S::single(0);
        self.forward[0] = states;
        for (i, &cell) in cells.iter().enumerate() {
            states = self.after(states, cell.symbols());
            self.forward[i + 1] = states;
        }
        states.meets(self.accept)
    }

    /// The line solver: `possible(i, symbols)` for every cell, the symbols cell `i` takes
    /// in some accepted filling; `false` (and no call) when there is none.
    pub(super) fn solve<C: LineCell>(&mut self, cells: &[C], mut possible: impl FnMut(usize, u64)) -> bool {
        if !self.run_forward(cells) {
            return false;
        }
        let mut back = self.accept.and(self.forward[self.length]);
        for i in (0..self.length).rev() {
            let here = self.forward[i];
            // The ways from `here` into `back`: by staying in a state, or by entering the
            // next one; a symbol is possible when it takes one of them.
            let staying = here.and(back);
            let entering = here.next().and(back);
            let mut can = 0;
            let mut before = S::EMPTY;
            let mut take = |symbol: usize| {
                let (its_stay, its_enter) = self.transitions(symbol);
                let stay = staying.and(its_stay);
                let enter = entering.and(its_enter);
                if !stay.is_empty() || !enter.is_empty() {
                    can |= 1 << symbol;
                    before = before.or(stay).or(enter.previous());
                }
            };
            let symbols = cells[i].symbols() & self.all;
            // Symbols 0 and 1 exist in every automaton: black and white needs no loop.
            if symbols & 1 != 0 {
                take(0);
            }
            if symbols & 2 != 0 {
                take(1);
            }
            let mut rest = symbols & !3;
            while rest != 0 {
                take(rest.trailing_zeros() as usize);
                rest &= rest - 1;
            }
            possible(i, can);
            back = before;
        }
        true
    }

    /// Why `cells` admit no filling: for known cells, the symbols they exclude that block a
    /// way through the automaton (the cut of the states reachable under `cells` from the
    /// accepting end, narrowed again from the other side), given to `keep(position,
    /// symbols)` from the last cell to the first.
    pub(super) fn explain_conflict<C: LineCell>(&mut self, cells: &[C], mut keep: impl FnMut(usize, u64)) {
        let feasible = self.run_forward(cells);
        debug_assert!(!feasible, "explaining a line that can still be filled");
        // Every accepted word breaks a cell's set somewhere; at the first place it does, it
        // reads an excluded symbol from a reachable state into one that reaches the end.
        let mut cut: Vec<(usize, u64)> = Vec::new();
        for (i, cell) in cells.iter().enumerate() {
            let excluded = self.all & !cell.symbols();
            if excluded == 0 {
                continue;
            }
            let blocking = excluded_that(excluded, |symbol| {
                self.after(self.forward[i], 1 << symbol)
                    .meets(self.reach_end[i + 1])
            });
            if blocking != 0 {
                cut.push((i, blocking));
            }
        }
        // Second pass, from the other side with only the cut known: the states that still
        // reach the end, and the exclusions of the cut that block a way into them from a
        // state some prefix reaches (at the last place an accepted word breaks the cut).
        let mut back = self.accept;
        let mut next_cut = cut.len();
        for i in (0..self.length).rev() {
            if next_cut > 0 && cut[next_cut - 1].0 == i {
                next_cut -= 1;
                let excluded = cut[next_cut].1;
                let kept = excluded_that(excluded, |symbol| {
                    self.before(back, 1 << symbol).meets(self.reach_start[i])
                });
                if kept != 0 {
                    keep(i, kept);
                }
                back = self.before(back, self.all & !excluded);
            } else {
                back = self.before(back, self.all);
            }
        }
    }
}

/// The symbols of `set` that pass `test`, as a bit set.
#[inline(always)]
fn excluded_that(set: u64, test: impl Fn(usize) -> bool) -> u64 {
    if set.is_power_of_two() {
        return if test(set.trailing_zeros() as usize) {
            set
        } else {
            0
        };
    }
    symbols_of(set)
        .filter(|&symbol| test(symbol))
        .fold(0, |kept, symbol| kept | 1 << symbol)
}
