//! Line-by-line logic without SAT: every row and column narrowed as far as its clue and
//! the cells already known allow (each cell a set of the colours it may still take: in
//! black and white, empty and filled), again on the lines whose cells changed until nothing
//! changes; then probing ([`probe()`]). What a person does with a pencil; a puzzle this
//! finishes has exactly one solution. Used to find impossible puzzles before any search,
//! to rate difficulty and by the generators.

mod probe;
mod root;

pub(crate) use probe::{Policy, Probing, probe};
pub(crate) use root::{CellLit, Root, probe_root};

use super::automaton::{LineAutomaton, clue_dfa};
use super::bitline::{self, BitLine};
use super::{Hanjie, Line, LineClue};
use crate::encodings::regular::Dfa;
use crate::grid::{Grid, Pos, Size};
use crate::limits::Deadline;

/// The most colours (background included) line logic takes: a cell's possible colours are
/// the bits of a `u64`.
pub(crate) const MAX_COLOURS: usize = 64;

/// The line solver of one clue: a black-and-white clue of known lengths on a line that
/// fits a word on bit sets of cells ([`BitLine`]), any other on colour sets
/// ([`SetSolver`]).
enum LineSolver {
    Cells(BitLine),
    Sets(SetSolver),
}

impl LineSolver {
    /// The solver of `clue` on a line of `length` cells in a palette of `symbols`; `None`
    /// for an unknown clue.
    fn of(clue: &LineClue, symbols: usize, length: usize) -> Option<Self> {
        let runs = clue.runs()?;
        let lengths = clue.lengths().filter(|_| symbols <= 2);
        Some(match lengths.and_then(|lengths| BitLine::new(&lengths, length)) {
            Some(solver) => LineSolver::Cells(solver),
            None => LineSolver::Sets(SetSolver::new(clue_dfa(runs, symbols), length)),
        })
    }
}

/// A line solver on colour sets: on bit sets of states ([`LineAutomaton`]), or for a clue
/// the bit sets cannot hold, on the automaton's states one by one
/// ([`Dfa::line_solve_symbols`]).
enum SetSolver {
    Words(Box<LineAutomaton>),
    States(Dfa),
}

impl SetSolver {
    fn new(dfa: Dfa, length: usize) -> Self {
        match LineAutomaton::of(&dfa, length) {
            Some(automaton) => SetSolver::Words(Box::new(automaton)),
            None => SetSolver::States(dfa),
        }
    }

    /// The colours each cell takes in some filling within `allowed`, written to
    /// `possible`; `false` when there is none.
    fn solve(&mut self, allowed: &[u64], possible: &mut Vec<u64>) -> bool {
        possible.clear();
        match self {
            SetSolver::Words(automaton) => {
                possible.resize(allowed.len(), 0);
                automaton.solve_symbols(allowed, possible)
            }
            SetSolver::States(dfa) => match dfa.line_solve_symbols(allowed) {
                Some(can) => {
                    possible.extend(can);
                    true
                }
                None => false,
            },
        }
    }
}

/// The line solvers of a puzzle, for line logic and probing on grids of colour sets.
pub(crate) struct LineLogic {
    size: Size,
    /// By line number ([`Line::index`]); `None` for a line whose clue is unknown.
    solvers: Vec<Option<LineSolver>>,
    /// Every colour of the palette (black and white: empty and filled), as a set.
    all: u64,
    /// When line logic stops where it is.
    deadline: Deadline,
    allowed: Vec<u64>,
    possible: Vec<u64>,
    /// The lines queued by [`LineLogic::propagate`] (empty between calls), and which are.
    queue: Vec<usize>,
    queued: Vec<bool>,
}

/// Line solves between two looks at the deadline.
const DEADLINE_CHECK: usize = 64;

impl LineLogic {
    /// The line logic of `puzzle`, which stops where it is once `deadline` has passed (the
    /// narrowing so far holds, and no contradiction is claimed); `None` when the palette
    /// has more than [`MAX_COLOURS`] colours.
    pub(crate) fn new(puzzle: &Hanjie, deadline: Deadline) -> Option<Self> {
        let symbols = puzzle.symbols();
        if symbols > MAX_COLOURS {
            return None;
        }
        let solvers = puzzle
            .lines()
            .map(|(line, clue)| LineSolver::of(clue, symbols, line.len(puzzle.size)))
            .collect();
        let lines = puzzle.size.width + puzzle.size.height;
        Some(LineLogic {
            size: puzzle.size,
            solvers,
            queue: Vec::with_capacity(lines),
            queued: vec![false; lines],
            all: if symbols == 64 {
                u64::MAX
            } else {
                (1 << symbols) - 1
            },
            deadline,
            allowed: Vec::new(),
            possible: Vec::new(),
        })
    }

    /// Line logic from every cell open: the colours each cell may still take, or the first
    /// line no filling satisfies. Counts the line solves in `work`.
    pub(crate) fn by_lines(&mut self, work: &mut usize) -> Result<Grid<u64>, Line> {
        let mut possible = Grid::from_fn(self.size, |_| self.all);
        self.propagate(&mut possible, 0..self.solvers.len(), work, &mut Vec::new())?;
        Ok(possible)
    }

    /// The number of lines (rows and columns).
    pub(crate) fn lines(&self) -> usize {
        self.solvers.len()
    }

    /// Narrows `possible` line by line from the lines numbered `start` (the last first),
    /// until nothing changes; the first line that cannot be filled is the error. Counts the
    /// line solves in `work` and logs each cell changed with its value before. Past the
    /// deadline it stops where it is.
    pub(crate) fn propagate(
        &mut self,
        possible: &mut Grid<u64>,
        start: impl IntoIterator<Item = usize>,
        work: &mut usize,
        log: &mut Vec<(Pos, u64)>,
    ) -> Result<(), Line> {
        for line in start {
            if !self.queued[line] {
                self.queued[line] = true;
                self.queue.push(line);
            }
        }
        let outcome = self.run_queue(possible, work, log);
        // Stopped early (a line with no filling, or the deadline): nothing stays queued.
        for line in self.queue.drain(..) {
            self.queued[line] = false;
        }
        outcome
    }

    /// Solves the queued lines (the last first) until none is queued, or a line has no
    /// filling, or the deadline has passed.
    fn run_queue(
        &mut self,
        possible: &mut Grid<u64>,
        work: &mut usize,
        log: &mut Vec<(Pos, u64)>,
    ) -> Result<(), Line> {
        let size = self.size;
        let (queue, queued) = (&mut self.queue, &mut self.queued);
        while let Some(index) = queue.pop() {
            queued[index] = false;
            let Some(solver) = &mut self.solvers[index] else {
                continue;
            };
            *work += 1;
            if (*work).is_multiple_of(DEADLINE_CHECK) && self.deadline.passed() {
                return Ok(());
            }
            let line = Line::of_index(index, size);
            // Narrows the cell to `after`, logs it and queues the line across it.
            let mut narrow = |possible: &mut Grid<u64>, pos: Pos, after: u64| {
                log.push((pos, possible[pos]));
                possible[pos] = after;
                let crossing = line.crossing(pos).index(size);
                if !queued[crossing] {
                    queued[crossing] = true;
                    queue.push(crossing);
                }
            };
            match solver {
                LineSolver::Cells(solver) => {
                    // On bit sets: only the cells narrowed are visited.
                    let (may_empty, may_fill) =
                        bitline::masks(line.cells(size).map(|pos| possible[pos]), line.len(size));
                    let Some((filled, empty)) = solver.solve(may_empty, may_fill) else {
                        return Err(line);
                    };
                    let mut narrowed = (may_empty & !empty) | (may_fill & !filled);
                    while narrowed != 0 {
                        let i = narrowed.trailing_zeros() as usize;
                        narrowed &= narrowed - 1;
                        narrow(possible, line.cell(i), bitline::set_of(filled, empty, i));
                    }
                }
                LineSolver::Sets(solver) => {
                    self.allowed.clear();
                    self.allowed.extend(line.cells(size).map(|pos| possible[pos]));
                    if !solver.solve(&self.allowed, &mut self.possible) {
                        return Err(line);
                    }
                    for (i, (&before, &after)) in self.allowed.iter().zip(&self.possible).enumerate() {
                        if before != after {
                            narrow(possible, line.cell(i), after);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// The numbers of the row and the column through `pos`.
pub(crate) fn through(pos: Pos, size: Size) -> [usize; 2] {
    Line::through(pos).map(|line| line.index(size))
}

/// The colours line logic leaves each cell (`None` when the palette is too large for the
/// line solver), or the first line it finds that no filling of the open cells satisfies;
/// stopped early (fewer cells narrowed, each still sound) once `deadline` has passed.
pub(crate) fn by_lines(puzzle: &Hanjie, deadline: Deadline) -> Option<Result<Grid<u64>, Line>> {
    Some(LineLogic::new(puzzle, deadline)?.by_lines(&mut 0))
}

/// Line logic, then probing within its budget ([`Policy::solving`] the puzzle): sound like
/// line logic, every cell narrowed holds in every solution. `None` when the palette is too
/// large for the line solver.
pub(crate) fn by_probing(puzzle: &Hanjie, deadline: Deadline) -> Option<Result<Grid<u64>, Line>> {
    let mut logic = LineLogic::new(puzzle, deadline.clone())?;
    Some(logic.by_lines(&mut 0).and_then(|mut possible| {
        probe(&mut logic, &mut possible, Policy::solving(puzzle), true, deadline)?;
        Ok(possible)
    }))
}

/// The single colour of every cell whose set has one, `None` for the others.
pub(crate) fn decided(possible: &Grid<u64>) -> Grid<Option<u8>> {
    possible.map(|&set| (set.count_ones() == 1).then(|| set.trailing_zeros() as u8))
}
