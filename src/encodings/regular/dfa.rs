//! Deterministic finite automata over the alphabet {false, true}.

/// A DFA over {false, true}: state 0 is the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dfa {
    /// `next[state][symbol as usize]`: the state after reading `symbol`, `None` = reject.
    pub next: Vec<[Option<usize>; 2]>,
    /// Whether each state accepts.
    pub accepting: Vec<bool>,
}

impl Dfa {
    /// The automaton of a run clue: runs of true of the given lengths (each at least 1), in
    /// order, separated by at least one false, with any number of falses around.
    /// States: `s` symbols of the pattern `1^c1 0 1^c2 0 … 1^cm` matched (sum + m states
    /// for m ≥ 1, one for no runs); optional falses loop on the start, after each gap and
    /// at the end.
    pub fn for_runs(runs: &[usize]) -> Dfa {
        assert!(runs.iter().all(|&r| r >= 1), "run lengths are at least 1");
        let mut pattern = Vec::new();
        for (i, &run) in runs.iter().enumerate() {
            if i > 0 {
                pattern.push(false);
            }
            pattern.extend(std::iter::repeat_n(true, run));
        }
        let last = pattern.len();
        let next = (0..=last)
            .map(|s| {
                let loops = s == 0 || s == last || !pattern[s - 1];
                let mut out = [None, None];
                if s < last {
                    out[pattern[s] as usize] = Some(s + 1);
                }
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
    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// Whether the automaton accepts `word`.
    pub fn accepts(&self, word: &[bool]) -> bool {
        let mut state = 0;
        for &symbol in word {
            match self.next[state][symbol as usize] {
                Some(s) => state = s,
                None => return false,
            }
        }
        self.accepting[state]
    }
}

/// The runs of true in `cells`, as a clue: the words [`Dfa::for_runs`] of it accepts.
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
