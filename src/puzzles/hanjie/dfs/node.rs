//! One node of the probing search: the bit boards as line logic left them, and what probing
//! its open cells found, brought to a fixpoint ([`Node::probe_to_fixpoint`]) and scored for
//! the branch ([`Node::branch_cell`]).
//!
//! A probe sets a cell filled, then empty, and lets line logic run in place (undone through
//! the trail). A value that leaves some line no filling is ruled out; the cells both values
//! agree on hold (each line both trials changed takes the union of what they left it);
//! otherwise the probe's *gains*, the cells each value fixed, score the cell as a branch.
//! A probe is skipped while none of the lines its trials solved has changed since (the same
//! line solves on the same cells would give the same answer); a child inherits its parent's
//! probes with this rule, so only the probes its branch touched run again.

use super::board::{Board, Conflict, Lines, Saved};
use super::halt::Halt;
use crate::grid::{Grid, Pos, Size};
use std::collections::HashSet;

/// A cell never probed ([`Node::probed_at`]).
const NEVER: u64 = u64::MAX;

/// The bit boards of one node and its probes' records. Copied from parent to child in place
/// ([`Node::copy_from`]): each vector keeps its length for the whole search.
#[derive(Clone, Debug)]
pub(super) struct Node {
    board: Board,
    /// For each line, the clock when one of its cells last narrowed.
    changed: Vec<u64>,
    /// For each cell (row-major), the clock when it was last probed, or [`NEVER`].
    probed_at: Vec<u64>,
    /// For each cell, the cells its last probe's values fixed (filled first).
    gains: Vec<[u32; 2]>,
    /// For each cell, the lines its last probe's trials solved: `words` words of bits.
    probe_lines: Vec<u64>,
    words: usize,
    /// The cells with both colours left.
    open: usize,
}

/// What probing needs besides the node: the line solvers, the clock that orders every
/// narrowing of the search, scratch space and the counters.
pub(super) struct Prober {
    pub(super) lines: Lines,
    /// One tick per narrowing committed anywhere in the search.
    clock: u64,
    /// Probe trials run (both values of a cell count one each).
    pub(super) probes: u64,
    trail: Vec<Saved>,
    /// The lines a probe's trials solved, as bits.
    solved: Vec<u64>,
    /// The lines the filled trial changed (as bits), and what it left each.
    filled_changed: Vec<u64>,
    filled_lines: Vec<(u128, u128)>,
    /// The lines the empty trial changed, and what it left each.
    empty_lines: Vec<(usize, u128, u128)>,
    seen: Vec<u64>,
}

impl Prober {
    pub(super) fn new(lines: Lines) -> Self {
        let count = lines.count();
        let words = count.div_ceil(64);
        Prober {
            lines,
            clock: 0,
            probes: 0,
            trail: Vec::new(),
            solved: vec![0; words],
            filled_changed: vec![0; words],
            filled_lines: vec![(0, 0); count],
            empty_lines: Vec::new(),
            seen: vec![0; words],
        }
    }
}

/// What probing one cell did.
enum Probed {
    /// Neither value fixed anything for good.
    Nothing,
    /// A value was ruled out, or both agreed on some cells: the grid narrowed.
    Narrowed,
}

fn has(bits: &[u64], line: usize) -> bool {
    bits[line / 64] >> (line % 64) & 1 == 1
}

/// Calls `each` with every line `trail` holds, once each (`seen`: scratch bits, left
/// marking those lines).
fn each_line_once(trail: &[Saved], seen: &mut [u64], mut each: impl FnMut(usize)) {
    seen.fill(0);
    for &(line, _, _) in trail {
        let line = line as usize;
        if !has(seen, line) {
            seen[line / 64] |= 1 << (line % 64);
            each(line);
        }
    }
}

impl Node {
    /// The node of `board` (every cell open), nothing probed yet.
    pub(super) fn new(board: Board, size: Size) -> Self {
        let lines = size.width + size.height;
        let words = lines.div_ceil(64);
        Node {
            board,
            changed: vec![0; lines],
            probed_at: vec![NEVER; size.area()],
            gains: vec![[0, 0]; size.area()],
            probe_lines: vec![0; size.area() * words],
            words,
            open: size.area(),
        }
    }

    /// Bytes one node holds (its vectors), for the search's memory.
    pub(super) fn bytes(size: Size) -> u64 {
        let lines = size.width + size.height;
        let per_cell = 8 + 8 + 8 * lines.div_ceil(64);
        (size.area() * per_cell + lines * (32 + 8)) as u64
    }

    /// Makes this node a copy of `other` (of the same puzzle) without allocating.
    pub(super) fn copy_from(&mut self, other: &Node) {
        self.board.copy_from(&other.board);
        self.changed.copy_from_slice(&other.changed);
        self.probed_at.copy_from_slice(&other.probed_at);
        self.gains.copy_from_slice(&other.gains);
        self.probe_lines.copy_from_slice(&other.probe_lines);
        self.open = other.open;
    }

    /// The cells with both colours left.
    pub(super) fn open_cells(&self) -> usize {
        self.open
    }

    /// Whether the cell at `pos` has both colours left.
    fn is_open(&self, pos: Pos) -> bool {
        (self.board.may_empty[pos.row] & self.board.may_fill[pos.row]) >> pos.col & 1 == 1
    }

    /// The cell colours, when every cell has one left.
    pub(super) fn solution(&self, prober: &Prober) -> Option<Grid<u8>> {
        (self.open == 0).then(|| self.picture(prober))
    }

    fn picture(&self, prober: &Prober) -> Grid<u8> {
        Grid::from_fn(prober.lines.size(), |pos| {
            (self.board.may_fill[pos.row] >> pos.col & 1) as u8
        })
    }

    /// Line logic on every line.
    pub(super) fn propagate_all(&mut self, prober: &mut Prober) -> Result<(), Conflict> {
        for line in 0..prober.lines.count() {
            prober.lines.enqueue(line);
        }
        self.commit_queued(prober)
    }

    /// Sets the cell at `pos` filled (or empty) and runs line logic to its fixpoint.
    pub(super) fn decide(&mut self, pos: Pos, filled: bool, prober: &mut Prober) -> Result<(), Conflict> {
        prober.trail.clear();
        prober
            .lines
            .set(&mut self.board, pos, filled, &mut prober.trail)?;
        self.commit_queued(prober)
    }

    /// Runs line logic on the queued lines (the trail holding what changed before), and
    /// stamps the lines that changed with a new tick of the clock.
    fn commit_queued(&mut self, prober: &mut Prober) -> Result<(), Conflict> {
        prober.clock += 1;
        prober.solved.fill(0);
        let outcome = prober
            .lines
            .propagate(&mut self.board, &mut prober.trail, &mut prober.solved);
        for &(line, _, _) in &prober.trail {
            self.changed[line as usize] = prober.clock;
        }
        prober.trail.clear();
        self.count_open(prober);
        outcome.map(|_| ())
    }

    fn count_open(&mut self, prober: &Prober) {
        let height = prober.lines.size().height;
        self.open = self.board.may_empty[..height]
            .iter()
            .zip(&self.board.may_fill[..height])
            .map(|(&empty, &fill)| (empty & fill).count_ones() as usize)
            .sum();
    }

    /// Probes every open cell until a sweep narrows nothing; `before_probe` is asked
    /// before each probe, with the probe trials run so far, whether to go on. A trial that
    /// decides every cell found a solution: one not in `found` stops probing
    /// ([`Halt::Solution`]; probing the node again takes up where it stopped).
    pub(super) fn probe_to_fixpoint(
        &mut self,
        prober: &mut Prober,
        before_probe: &mut dyn FnMut(u64) -> Result<(), Halt>,
        found: &HashSet<Grid<u8>>,
    ) -> Result<(), Halt> {
        let size = prober.lines.size();
        loop {
            let mut narrowed = false;
            for pos in size.cells() {
                if self.is_open(pos) && !self.still_valid(pos, size) {
                    before_probe(prober.probes)?;
                    narrowed |= matches!(self.probe(pos, prober, found)?, Probed::Narrowed);
                }
            }
            if !narrowed {
                return Ok(());
            }
        }
    }

    /// The open cell whose probe gains score highest (`min(a, b) + 1.85 ln(1 + |a − b|)`,
    /// as LalaFrogKK and nonosolve score them), each score scaled by `noise` of its cell
    /// (1 for none); the first in row order of the highest. `None` when every cell is
    /// decided. Call after [`Node::probe_to_fixpoint`], which probed every open cell.
    pub(super) fn branch_cell(&self, size: Size, mut noise: impl FnMut() -> f64) -> Option<Pos> {
        let mut best: Option<(f64, Pos)> = None;
        for pos in size.cells().filter(|&pos| self.is_open(pos)) {
            let [a, b] = self.gains[pos.row * size.width + pos.col].map(f64::from);
            let score = (a.min(b) + 1.85 * (1.0 + (a - b).abs()).ln()) * noise();
            if best.is_none_or(|(top, _)| score > top) {
                best = Some((score, pos));
            }
        }
        best.map(|(_, pos)| pos)
    }

    /// Whether `pos` was probed and none of the lines its trials solved changed since.
    fn still_valid(&self, pos: Pos, size: Size) -> bool {
        let cell = pos.row * size.width + pos.col;
        let at = self.probed_at[cell];
        if at == NEVER {
            return false;
        }
        let bits = &self.probe_lines[cell * self.words..(cell + 1) * self.words];
        for (w, &word) in bits.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let line = w * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                if self.changed[line] > at {
                    return false;
                }
            }
        }
        true
    }

    /// One trial: the open cell at `pos` set to `filled`, line logic run, the lines it
    /// changed left changed in the board (the trail holds them as they were); the cells it
    /// fixed besides `pos`.
    fn trial(&mut self, pos: Pos, filled: bool, prober: &mut Prober) -> Result<u32, Conflict> {
        prober.probes += 1;
        prober.trail.clear();
        prober
            .lines
            .set(&mut self.board, pos, filled, &mut prober.trail)?;
        prober
            .lines
            .propagate(&mut self.board, &mut prober.trail, &mut prober.solved)
    }

    /// The picture the trial just run left, if it decided every cell (`trial` its outcome)
    /// and it is not in `found`.
    fn new_solution(
        &self,
        trial: Result<u32, Conflict>,
        prober: &Prober,
        found: &HashSet<Grid<u8>>,
    ) -> Option<Grid<u8>> {
        match trial {
            Ok(gain) if gain as usize + 1 == self.open => {
                Some(self.picture(prober)).filter(|grid| !found.contains(grid))
            }
            _ => None,
        }
    }

    /// Tries both values of the open cell at `pos`, keeps what holds in every solution.
    fn probe(&mut self, pos: Pos, prober: &mut Prober, found: &HashSet<Grid<u8>>) -> Result<Probed, Halt> {
        let size = prober.lines.size();
        let cell = pos.row * size.width + pos.col;
        prober.solved.fill(0);
        // Filled: keep what it left each line it changed.
        let filled = self.trial(pos, true, prober);
        let new_solution = self.new_solution(filled, prober, found);
        if filled.is_ok() {
            let board = &self.board;
            let filled_lines = &mut prober.filled_lines;
            each_line_once(&prober.trail, &mut prober.filled_changed, |line| {
                filled_lines[line] = (board.may_empty[line], board.may_fill[line]);
            });
        }
        self.board.undo(&mut prober.trail, 0);
        if let Some(solution) = new_solution {
            return Err(Halt::Solution(solution));
        }
        let Ok(filled_gain) = filled else {
            self.decide(pos, false, prober)?;
            return Ok(Probed::Narrowed);
        };
        let empty = self.trial(pos, false, prober);
        let new_solution = self.new_solution(empty, prober, found);
        // What the empty trial left each line both trials changed, united with the other.
        prober.empty_lines.clear();
        if empty.is_ok() {
            let board = &self.board;
            let (filled_changed, filled_lines) = (&prober.filled_changed, &prober.filled_lines);
            let empty_lines = &mut prober.empty_lines;
            each_line_once(&prober.trail, &mut prober.seen, |line| {
                if has(filled_changed, line) {
                    let (may_empty, may_fill) = filled_lines[line];
                    empty_lines.push((
                        line,
                        board.may_empty[line] | may_empty,
                        board.may_fill[line] | may_fill,
                    ));
                }
            });
        }
        self.board.undo(&mut prober.trail, 0);
        if let Some(solution) = new_solution {
            return Err(Halt::Solution(solution));
        }
        let Ok(empty_gain) = empty else {
            self.decide(pos, true, prober)?;
            return Ok(Probed::Narrowed);
        };
        self.probed_at[cell] = prober.clock;
        self.gains[cell] = [filled_gain, empty_gain];
        self.probe_lines[cell * self.words..(cell + 1) * self.words].copy_from_slice(&prober.solved);
        // The cells both trials fixed alike.
        prober.trail.clear();
        for i in 0..prober.empty_lines.len() {
            let (line, empty, fill) = prober.empty_lines[i];
            if (empty, fill) != (self.board.may_empty[line], self.board.may_fill[line]) {
                prober
                    .trail
                    .push((line as u32, self.board.may_empty[line], self.board.may_fill[line]));
                self.board.may_empty[line] = empty;
                self.board.may_fill[line] = fill;
                prober.lines.enqueue(line);
            }
        }
        if prober.trail.is_empty() {
            return Ok(Probed::Nothing);
        }
        self.commit_queued(prober)?;
        Ok(Probed::Narrowed)
    }
}
