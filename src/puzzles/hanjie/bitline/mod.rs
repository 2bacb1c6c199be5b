//! The exact line solver of a black-and-white clue of known run lengths on bit sets: a line
//! of n cells is one machine word, and a pass over the clue costs a few word operations per
//! run (O(k log c) for k runs of length up to c) instead of one step per cell and automaton
//! state. It answers what [`super::automaton::LineAutomaton`] answers for the same line
//! (which cells may be filled, which may be empty, or that no filling exists) without
//! explanations; line logic and probing, which need none, use it for lines of up to 127
//! cells (`encodings/hanjie-bitline.md` derives it).
//!
//! A *position* p (0 ..= n) is the boundary before cell p; bit p of a position set stands
//! for it, bit i of a cell set for cell i. The forward pass computes, for each run j:
//! - `reach[j]`: positions p such that the cells before p hold runs 0..j−1 and then only
//!   cells that may be empty;
//! - `start[j]`: positions where run j may start after them, with at least one empty cell
//!   between run j−1 and run j.
//!
//! The backward pass is the same on the mirrored line and clue. Run j may start at s when
//! s is in the forward `start[j]`, its c cells may all be filled, and the position s + c
//! is a start of the mirrored remainder; a cell may be empty when some j has the position
//! before it reached with j runs and the position after it reached from the end with the
//! other runs.

use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr};

#[cfg(test)]
mod tests;

/// The longest line the solver takes: its n + 1 positions fill a `u128`.
pub(crate) const MAX_CELLS: usize = 127;

/// A machine word as a bit set (`u64` for lines of up to 63 cells, `u128` up to 127).
trait Word:
    Copy
    + Eq
    + Add<Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    const BITS: usize;
    const ZERO: Self;
    const ONE: Self;
    fn reverse_bits(self) -> Self;
    fn bit(self, i: usize) -> bool {
        self >> i & Self::ONE == Self::ONE
    }
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const BITS: usize = <$t>::BITS as usize;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn reverse_bits(self) -> Self {
                <$t>::reverse_bits(self)
            }
        }
    };
}
word!(u64);
word!(u128);

/// The positions reached from `seeds` by moving right over cells in `open` (each seed
/// reaches itself): for a seed q inside a stretch of `open` cells q..r−1, adding 2^q to
/// `open` clears bits q..r−1 and carries into bit r, so the bits that change are q..=r.
/// `open` must have no bit at or past the line's last position.
fn spread<W: Word>(seeds: W, open: W) -> W {
    ((open + (seeds & open)) ^ open) | seeds
}

/// The positions s where the `length` cells from s on are all in `cells`.
fn fits<W: Word>(cells: W, length: usize) -> W {
    let (mut all, mut covered) = (cells, 1);
    while covered < length {
        let step = covered.min(length - covered);
        all = all & (all >> step);
        covered += step;
    }
    all
}

/// The cells covered by a run of `length` starting at some position of `starts`.
fn cover<W: Word>(starts: W, length: usize) -> W {
    let (mut cells, mut covered) = (starts, 1);
    while covered < length {
        let step = covered.min(length - covered);
        cells = cells | (cells << step);
        covered += step;
    }
    cells
}

/// One pass over a line from its first cell: `reach` and `start` by run, as the module
/// documentation defines them (`reach[k]` for k runs: the line's end is position n in it
/// when some filling exists).
fn forward<W: Word>(
    lengths: &[usize],
    n: usize,
    may_empty: W,
    may_fill: W,
    reach: &mut Vec<W>,
    start: &mut Vec<W>,
) {
    reach.clear();
    start.clear();
    let end = W::ONE << n;
    // Positions where the runs placed so far end exactly (run j − 1 ends just before).
    let mut ends = W::ONE;
    for (j, &length) in lengths.iter().enumerate() {
        let reached = spread(ends, may_empty);
        reach.push(reached);
        let starts = if j == 0 {
            reached
        } else {
            // At least one empty cell after the previous run: the cell at its end.
            spread((ends & may_empty) << 1, may_empty)
        };
        start.push(starts);
        // The cell after the run must be able to be empty, or be the line's end.
        ends = ((starts & fits(may_fill, length)) << length) & (may_empty | end);
    }
    reach.push(spread(ends, may_empty));
    if lengths.is_empty() {
        start.push(reach[0]);
    }
}

/// The solver of one clue on one word size, with its scratch space.
struct Solver<W> {
    lengths: Vec<usize>,
    mirrored: Vec<usize>,
    n: usize,
    reach: Vec<W>,
    start: Vec<W>,
    reach_back: Vec<W>,
    start_back: Vec<W>,
}

impl<W: Word> Solver<W> {
    fn new(lengths: &[usize], n: usize) -> Self {
        debug_assert!(n < W::BITS);
        Solver {
            lengths: lengths.to_vec(),
            mirrored: lengths.iter().rev().copied().collect(),
            n,
            reach: Vec::new(),
            start: Vec::new(),
            reach_back: Vec::new(),
            start_back: Vec::new(),
        }
    }

    /// The cell set mirrored (cell i to cell n − 1 − i).
    fn mirror_cells(&self, cells: W) -> W {
        if self.n == 0 {
            return W::ZERO;
        }
        cells.reverse_bits() >> (W::BITS - self.n)
    }

    /// The position set mirrored (position p to position n − p).
    fn mirror_positions(&self, positions: W) -> W {
        positions.reverse_bits() >> (W::BITS - 1 - self.n)
    }

    /// The cells that may be filled and those that may be empty in some filling where no
    /// cell outside `may_fill` is filled and none outside `may_empty` is empty (cell sets);
    /// `None` when there is no such filling.
    fn solve(&mut self, may_empty: W, may_fill: W) -> Option<(W, W)> {
        let n = self.n;
        let k = self.lengths.len();
        forward(
            &self.lengths,
            n,
            may_empty,
            may_fill,
            &mut self.reach,
            &mut self.start,
        );
        if !self.reach[k].bit(n) {
            return None;
        }
        let (empty_back, fill_back) = (self.mirror_cells(may_empty), self.mirror_cells(may_fill));
        forward(
            &self.mirrored,
            n,
            empty_back,
            fill_back,
            &mut self.reach_back,
            &mut self.start_back,
        );
        let mut filled = W::ZERO;
        for (j, &length) in self.lengths.iter().enumerate() {
            // Run j may end at e when e starts the mirrored remainder (runs j + 1 ..).
            let ends = self.mirror_positions(self.start_back[k - 1 - j]);
            let starts = self.start[j] & fits(may_fill, length) & (ends >> length);
            filled = filled | cover(starts, length);
        }
        let mut empty = W::ZERO;
        for j in 0..=k {
            // The position before the cell reached with j runs, the one after it from the
            // end with the other k − j.
            let after = self.mirror_positions(self.reach_back[k - j]) >> 1;
            empty = empty | (self.reach[j] & after);
        }
        Some((filled, empty & may_empty))
    }
}

/// The bit-set line solver of one black-and-white clue ([`BitLine::solve`]).
pub(crate) struct BitLine {
    solver: Width,
}

enum Width {
    Narrow(Solver<u64>),
    Wide(Solver<u128>),
}

impl BitLine {
    /// The solver of runs of `lengths` on a line of `n` cells; `None` past [`MAX_CELLS`].
    pub(crate) fn new(lengths: &[usize], n: usize) -> Option<Self> {
        debug_assert!(lengths.iter().all(|&length| length > 0));
        let solver = match n {
            0..64 => Width::Narrow(Solver::new(lengths, n)),
            64..=MAX_CELLS => Width::Wide(Solver::new(lengths, n)),
            _ => return None,
        };
        Some(BitLine { solver })
    }

    /// Line solving on bit sets of the line's cells (bit i for cell i): the cells that may
    /// be filled and those that may be empty in some filling where every cell filled is in
    /// `may_fill` and every cell empty in `may_empty`; `None` when there is no such filling.
    pub(crate) fn solve(&mut self, may_empty: u128, may_fill: u128) -> Option<(u128, u128)> {
        match &mut self.solver {
            // A narrow line has no cell past bit 63: the casts drop nothing.
            Width::Narrow(solver) => solver
                .solve(may_empty as u64, may_fill as u64)
                .map(|(filled, empty)| (u128::from(filled), u128::from(empty))),
            Width::Wide(solver) => solver.solve(may_empty, may_fill),
        }
    }
}

/// The cells of a line of `n` colour sets (bit 0: may be empty, bit 1: may be filled, as
/// line logic and the engine hold them) as the two bit sets [`BitLine::solve`] takes: those
/// that may be empty, those that may be filled. Built on `u64` words, whose shifts are
/// cheaper (on `u128` building them took four times the line solve itself).
pub(crate) fn masks(sets: impl Iterator<Item = u64>, n: usize) -> (u128, u128) {
    debug_assert!(n <= MAX_CELLS, "a line of {n} cells has no bit-set solver");
    if n <= 64 {
        let (mut may_empty, mut may_fill) = (0u64, 0u64);
        for (i, set) in sets.enumerate() {
            may_empty |= (set & 1) << i;
            may_fill |= (set >> 1 & 1) << i;
        }
        return (may_empty.into(), may_fill.into());
    }
    // Two words of 64: `u128` shifts cost several times `u64` ones.
    let (mut may_empty, mut may_fill) = ([0u64; 2], [0u64; 2]);
    for (i, set) in sets.enumerate() {
        let (word, bit) = (i / 64, i % 64);
        may_empty[word] |= (set & 1) << bit;
        may_fill[word] |= (set >> 1 & 1) << bit;
    }
    let join = |[low, high]: [u64; 2]| u128::from(low) | u128::from(high) << 64;
    (join(may_empty), join(may_fill))
}

/// Cell `i`'s colour set from the bit sets [`BitLine::solve`] gives.
pub(crate) fn set_of(filled: u128, empty: u128, i: usize) -> u64 {
    ((empty >> i & 1) | (filled >> i & 1) << 1) as u64
}
