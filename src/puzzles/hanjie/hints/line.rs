//! One black-and-white line's completions counted exactly, weighted: every cell has a
//! weight for empty and one for filled (a crossing message, or 0 and 1 for a known cell),
//! a completion weighs the product of its cells' weights, and forward-backward sums over
//! the clue's run automaton (block index and position within it) give each cell's weighted
//! share of filled completions and each block's distribution of start positions.
//! Every step is rescaled to sum 1, so lines of hundreds of cells neither overflow nor
//! underflow in `f64`.

use crate::encodings::runs::Run;

/// A cell's colour as an index into a cell's weights extended by a 0 (`[empty, filled, 0]`).
const EMPTY: u8 = 0;
/// See [`EMPTY`].
const FILLED: u8 = 1;
/// No such transition: it weighs 0.
const NONE: u8 = 2;

/// The run automaton of a clue, its states in line order: gap j (before block j, after
/// block j − 1), the cells of block j, and the last gap. Every state but the first is
/// entered from the one before it, by a filled cell into a block and by an empty cell into
/// a gap; a gap stays on an empty cell, and a block of unknown length (a single state) on a
/// filled one. Being a chain, the automaton is two arrays over its states, and the sums
/// below run along them without looking transitions up.
#[derive(Clone, Debug)]
pub(super) struct LineModel {
    /// Per state, the colour of the cell that enters it from the state before ([`NONE`]
    /// for the first).
    enter: Vec<u8>,
    /// Per state, the colour of the cell that keeps it ([`NONE`] for a cell of a block
    /// of known length).
    stay: Vec<u8>,
    /// The states a complete line may end in.
    accepting: Vec<usize>,
    /// Per block, its first state.
    first: Vec<usize>,
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
        // The first gap.
        let mut enter = vec![NONE];
        let mut stay = vec![EMPTY];
        let mut block_of = vec![None];
        let mut first = Vec::with_capacity(runs.len());
        for (j, run) in runs.iter().enumerate() {
            first.push(enter.len());
            let (cells, stays) = match *run {
                Run::Length(c) => (c.max(1), NONE),
                Run::Unknown => (1, FILLED),
            };
            for _ in 0..cells {
                enter.push(FILLED);
                stay.push(stays);
                block_of.push(Some(j));
            }
            // The gap after the block.
            enter.push(EMPTY);
            stay.push(EMPTY);
            block_of.push(None);
        }
        // The last gap, or the last block's last cell.
        let last = enter.len() - 1;
        let mut accepting = vec![last];
        if last > 0 {
            accepting.push(last - 1);
        }
        LineModel {
            enter,
            stay,
            accepting,
            first,
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
        let states = self.enter.len();
        let (enter, stay) = (&self.enter[..], &self.stay[..]);
        // A cell's weights by colour index (`NONE` weighs 0).
        let weight = |i: usize| [weights[i][0], weights[i][1], 0.0];
        // forward[i]: the prefixes of i cells, by the state they end in, rescaled.
        let mut forward = vec![0.0; (n + 1) * states];
        forward[0] = 1.0;
        for i in 0..n {
            let w = weight(i);
            let (done, next) = forward.split_at_mut((i + 1) * states);
            let (here, next) = (&done[i * states..(i + 1) * states], &mut next[..states]);
            next[0] = here[0] * w[usize::from(stay[0])];
            for s in 1..states {
                next[s] = here[s - 1] * w[usize::from(enter[s])] + here[s] * w[usize::from(stay[s])];
            }
            normalise(next)?;
        }
        // backward[i]: the suffixes from cell i on, by the state they start in, rescaled.
        let mut backward = vec![0.0; (n + 1) * states];
        for &state in &self.accepting {
            backward[n * states + state] = 1.0;
        }
        for i in (0..n).rev() {
            let w = weight(i);
            let (here, after) = backward.split_at_mut((i + 1) * states);
            let (here, after) = (&mut here[i * states..], &after[..states]);
            for s in 0..states - 1 {
                here[s] = w[usize::from(stay[s])] * after[s] + w[usize::from(enter[s + 1])] * after[s + 1];
            }
            here[states - 1] = w[usize::from(stay[states - 1])] * after[states - 1];
            normalise(here)?;
        }
        let mut filled = vec![0.0; n];
        let blocks = if per_block { self.first.len() } else { 0 };
        let mut starts = vec![vec![0.0; n]; blocks];
        let mut covers = vec![vec![0.0; n]; blocks];
        for i in 0..n {
            let (before, after) = (
                &forward[i * states..(i + 1) * states],
                &backward[(i + 1) * states..],
            );
            // Summed over the transitions through cell i, by its colour, in line order
            // (each state's entry, then its stay), in two registers.
            let (mut empty, mut full) = (0.0, 0.0);
            let mut add = |colour: u8, through: f64| match colour {
                EMPTY => empty += through,
                FILLED => full += through,
                _ => {}
            };
            add(stay[0], before[0] * after[0]);
            for s in 1..states {
                add(enter[s], before[s - 1] * after[s]);
                add(stay[s], before[s] * after[s]);
            }
            let total = empty * weights[i][0] + full * weights[i][1];
            if total <= 0.0 || empty + full <= 0.0 {
                return None;
            }
            filled[i] = full / (empty + full);
            if !per_block {
                continue;
            }
            // Each block's filled transitions through the cell, with the cell's weight,
            // scaled by the line's total.
            for s in 1..states {
                let Some(j) = self.block_of[s] else { continue };
                let entered = before[s - 1] * after[s] * weights[i][1];
                if s == self.first[j] {
                    starts[j][i] = entered / total;
                }
                covers[j][i] += entered;
                if stay[s] == FILLED {
                    covers[j][i] += before[s] * after[s] * weights[i][1];
                }
            }
            for block in &mut covers {
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
