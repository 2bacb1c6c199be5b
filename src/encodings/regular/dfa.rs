//! Deterministic finite automata over a small alphabet: {false, true} for black-and-white
//! lines, the palette (0 the background) for colour ones.

use crate::encodings::runs::Run;

/// A DFA over the symbols `0..symbols()` (for lines, 0 is empty, 1 filled, or each a
/// palette colour): state 0 is the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Dfa {
    /// `next[state][symbol]`: the state after reading `symbol`, `None` = reject; every row
    /// has one entry per symbol.
    pub(crate) next: Vec<Vec<Option<usize>>>,
    /// Whether each state accepts.
    pub(crate) accepting: Vec<bool>,
}

impl Dfa {
    /// The automaton of a run clue: runs of true of the given lengths (each at least 1), in
    /// order, separated by at least one false, with any number of falses around.
    pub(crate) fn for_runs(runs: &[usize]) -> Dfa {
        assert!(runs.iter().all(|&r| r >= 1), "run lengths are at least 1");
        let clue: Vec<Run> = runs.iter().map(|&r| Run::Length(r)).collect();
        Dfa::for_clue(&clue)
    }

    /// The automaton of a clue whose runs may be of unknown length (at least 1).
    /// States: `s` symbols of the pattern `1^c1 0 1^c2 0 … 1^cm` matched, where an unknown
    /// run counts as one `1` (sum + m states for m ≥ 1, one for no runs, one more when the
    /// last run is unknown: a `0` after it leads to a final state); optional falses loop on
    /// the start, after each gap and at the end, and a `1` loops on the state just after an
    /// unknown run's first cell.
    pub(crate) fn for_clue(clue: &[Run]) -> Dfa {
        let mut pattern = Vec::new();
        let mut open_ended = Vec::new();
        for (i, run) in clue.iter().enumerate() {
            if i > 0 {
                pattern.push(false);
            }
            let length = match *run {
                Run::Length(length) => length,
                Run::Unknown => 1,
            };
            assert!(length >= 1, "run lengths are at least 1");
            pattern.extend(std::iter::repeat_n(true, length));
            if *run == Run::Unknown {
                open_ended.push(pattern.len());
            }
        }
        // After a last run of unknown length, a `0` must leave the run for a final state
        // (otherwise trailing empties and the run's `1` loop would share a state).
        let open_last = clue.last() == Some(&Run::Unknown);
        if open_last {
            pattern.push(false);
        }
        let last = pattern.len();
        let next = (0..=last)
            .map(|s| {
                let loops = s == 0 || s == last || !pattern[s - 1];
                let mut out = vec![None, None];
                if s < last {
                    out[pattern[s] as usize] = Some(s + 1);
                }
                if loops {
                    out[0] = Some(s);
                }
                if open_ended.contains(&s) {
                    out[1] = Some(s);
                }
                out
            })
            .collect();
        let accepting = (0..=last)
            .map(|s| s == last || (open_last && s + 1 == last))
            .collect();
        Dfa { next, accepting }
    }

    /// The automaton of a colour clue over the symbols `0..symbols` (0 the background):
    /// runs of `(length, colour)` in order, each at least 1 long and of a colour from 1,
    /// two runs of the same colour separated by at least one background cell, runs of
    /// different colours touching or not. States: `s` symbols of the pattern (the runs'
    /// cells, with one background cell between runs of one colour) matched; the background
    /// loops on the start, the end, after a separating background, and at the end of a run
    /// followed by one of another colour.
    pub(crate) fn for_colour_runs(runs: &[(usize, usize)], symbols: usize) -> Dfa {
        let mut pattern: Vec<usize> = Vec::new();
        for (i, &(length, colour)) in runs.iter().enumerate() {
            assert!(length >= 1, "run lengths are at least 1");
            assert!((1..symbols).contains(&colour), "run colours are palette colours");
            if i > 0 && runs[i - 1].1 == colour {
                pattern.push(0);
            }
            pattern.extend(std::iter::repeat_n(colour, length));
        }
        let last = pattern.len();
        let next = (0..=last)
            .map(|s| {
                let mut out = vec![None; symbols];
                if s < last {
                    out[pattern[s]] = Some(s + 1);
                }
                let loops = s == 0
                    || s == last
                    || pattern[s - 1] == 0
                    || (pattern[s] != 0 && pattern[s] != pattern[s - 1]);
                if loops {
                    out[0] = Some(s);
                }
                out
            })
            .collect();
        let accepting = (0..=last).map(|s| s == last).collect();
        Dfa { next, accepting }
    }

    /// Number of states.
    pub(crate) fn states(&self) -> usize {
        self.next.len()
    }

    /// Number of symbols.
    pub(crate) fn symbols(&self) -> usize {
        self.next.first().map_or(0, Vec::len)
    }

    /// Whether the automaton accepts `word` (symbols as `bool` or palette indices).
    pub(crate) fn accepts<S: Copy + Into<usize>>(&self, word: &[S]) -> bool {
        let mut state = 0;
        for &symbol in word {
            match self.next[state][symbol.into()] {
                Some(s) => state = s,
                None => return false,
            }
        }
        self.accepting[state]
    }
}

/// The runs of true in `cells`, as a clue: the lengths of its blocks of consecutive `true`,
/// in order.
pub fn runs_of(cells: impl IntoIterator<Item = bool>) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut current = 0;
    for cell in cells.into_iter().chain([false]) {
        if cell {
            current += 1;
        } else if current > 0 {
            runs.push(current);
            current = 0;
        }
    }
    runs
}
