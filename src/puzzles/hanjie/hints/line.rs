//! One black-and-white line's completions counted exactly, weighted: every cell has a
//! weight for empty and one for filled (a crossing message, or 0 and 1 for a known cell),
//! a completion weighs the product of its cells' weights, and forward-backward sums over
//! the clue's run automaton (block index and position within it) give each cell's weighted
//! share of filled completions and each block's distribution of start positions.
//! Every step is rescaled to sum 1, so lines of hundreds of cells neither overflow nor
//! underflow in `f64`.

use crate::encodings::runs::Run;

/// The run automaton of a clue, as a list of transitions between numbered states: gap j
/// (before block j, after block j − 1) and the cells of block j, in line order.
#[derive(Clone, Debug)]
pub(super) struct LineModel {
    states: usize,
    /// `(from, to, filled, block started)`: reading a cell of this colour moves `from` to
    /// `to`; `Some(j)` when the cell is the first of block j.
    transitions: Vec<(usize, usize, bool, Option<usize>)>,
    /// The states a complete line may end in.
    accepting: Vec<usize>,
    blocks: usize,
    /// The block each state lies in (`None` for the gaps).
    block_of: Vec<Option<usize>>,
}

/// What one line's weighted completions say about each cell and block.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Marginals {
    /// Per cell, the filled share of the completions weighted by the *other* cells only
    /// (the line's message to the cell: its own weight left out).
    pub(super) filled: Vec<f64>,
    /// Per block, per position, the share of completions (every weight included) in which
    /// the block starts there.
    pub(super) starts: Vec<Vec<f64>>,
    /// Per block, per position, the share of completions (every weight included) in which
    /// the block covers the cell there.
    pub(super) covers: Vec<Vec<f64>>,
}

impl LineModel {
    /// The automaton of `runs` (each at least 1 long, or unknown: any length from 1).
    pub(super) fn new(runs: &[Run]) -> Self {
        let mut transitions = Vec::new();
        let mut block_of = Vec::new();
        let mut state = 0;
        for (j, run) in runs.iter().enumerate() {
            let gap = state;
            transitions.push((gap, gap, false, None));
            let first = gap + 1;
            transitions.push((gap, first, true, Some(j)));
            let last = match *run {
                Run::Length(c) => {
                    for k in 1..c {
                        transitions.push((first + k - 1, first + k, true, None));
                    }
                    first + c.max(1) - 1
                }
                Run::Unknown => {
                    transitions.push((first, first, true, None));
                    first
                }
            };
            // An empty cell after the block opens the next gap.
            transitions.push((last, last + 1, false, None));
            block_of.push(None);
            block_of.resize(last + 1, Some(j));
            state = last + 1;
        }
        // The last gap (or the whole line without runs).
        transitions.push((state, state, false, None));
        let mut accepting = vec![state];
        if state > 0 {
            accepting.push(state - 1);
        }
        block_of.push(None);
        LineModel {
            states: state + 1,
            transitions,
            accepting,
            blocks: runs.len(),
            block_of,
        }
    }

    /// The marginals of the completions weighted by `weights` (per cell: `[empty, filled]`),
    /// or `None` when every completion weighs 0 (the known cells leave no way to fill the
    /// line).
    pub(super) fn marginals(&self, weights: &[[f64; 2]]) -> Option<Marginals> {
        self.count(weights, true)
    }

    /// Each cell's share of completions in which it is filled ([`Marginals::filled`]) alone,
    /// for the rounds of message passing, which read nothing else.
    pub(super) fn filled(&self, weights: &[[f64; 2]]) -> Option<Vec<f64>> {
        self.count(weights, false).map(|marginals| marginals.filled)
    }

    /// The marginals of the completions weighted by `weights`; the blocks' starts and
    /// covers only `per_block` (empty otherwise).
    fn count(&self, weights: &[[f64; 2]], per_block: bool) -> Option<Marginals> {
        let n = weights.len();
        let states = self.states;
        // forward[i]: the prefixes of i cells, by the state they end in, rescaled.
        let mut forward = vec![0.0; (n + 1) * states];
        forward[0] = 1.0;
        for i in 0..n {
            let (done, next) = forward.split_at_mut((i + 1) * states);
            let (here, next) = (&done[i * states..], &mut next[..states]);
            for &(from, to, filled, _) in &self.transitions {
                next[to] += here[from] * weights[i][usize::from(filled)];
            }
            normalise(next)?;
        }
        // backward[i]: the suffixes from cell i on, by the state they start in, rescaled.
        let mut backward = vec![0.0; (n + 1) * states];
        for &state in &self.accepting {
            backward[n * states + state] = 1.0;
        }
        for i in (0..n).rev() {
            let (here, after) = backward.split_at_mut((i + 1) * states);
            let (here, after) = (&mut here[i * states..], &after[..states]);
            for &(from, to, filled, _) in &self.transitions {
                here[from] += weights[i][usize::from(filled)] * after[to];
            }
            normalise(here)?;
        }
        let mut filled = vec![0.0; n];
        let blocks = if per_block { self.blocks } else { 0 };
        let mut starts = vec![vec![0.0; n]; blocks];
        let mut covers = vec![vec![0.0; n]; blocks];
        for i in 0..n {
            let (before, after) = (&forward[i * states..], &backward[(i + 1) * states..]);
            let mut without = [0.0; 2];
            for &(from, to, black, block) in &self.transitions {
                let through = before[from] * after[to];
                without[usize::from(black)] += through;
                if !per_block {
                    continue;
                }
                // Scaled by the line's total below, once it is known.
                if let Some(j) = block {
                    starts[j][i] = through * weights[i][1];
                }
                if let Some(j) = self.block_of[to].filter(|_| black) {
                    covers[j][i] += through * weights[i][1];
                }
            }
            let total = without[0] * weights[i][0] + without[1] * weights[i][1];
            if total <= 0.0 || without[0] + without[1] <= 0.0 {
                return None;
            }
            filled[i] = without[1] / (without[0] + without[1]);
            for block in starts.iter_mut().chain(&mut covers) {
                block[i] /= total;
            }
        }
        Some(Marginals {
            filled,
            starts,
            covers,
        })
    }
}

/// Rescales `values` to sum 1; `None` when they sum to 0.
fn normalise(values: &mut [f64]) -> Option<()> {
    let sum: f64 = values.iter().sum();
    if sum <= 0.0 || !sum.is_finite() {
        return None;
    }
    values.iter_mut().for_each(|v| *v /= sum);
    Some(())
}
