//! Line-by-line logic without SAT: solve every row and column as far as its clue and the
//! cells already known allow (`Dfa::line_solve`), and repeat on the lines whose cells
//! changed until nothing changes. What a person does with a pencil; a puzzle this finishes
//! has exactly one solution. Used to find impossible puzzles before any search, and by
//! the generator.

use super::engine::automaton::{EMPTY, FILLED, LineAutomaton, OPEN};
use super::{Hanjie, LineClue};
use crate::encodings::regular::Dfa;
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;

/// One row or column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Row index (0-based).
    Row(usize),
    /// Column index (0-based).
    Column(usize),
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Line::Row(i) => write!(f, "row {}", i + 1),
            Line::Column(i) => write!(f, "column {}", i + 1),
        }
    }
}

/// The cells line logic fixes (`None` = still open), or the first line it finds that no
/// filling of the open cells can satisfy.
pub fn solve_by_lines(puzzle: &Hanjie) -> Result<Grid<Option<bool>>, Line> {
    solve_by_lines_within(puzzle, Deadline::NONE)
}

/// [`solve_by_lines`], stopped early (fewer cells fixed, each still sound) once `deadline`
/// has passed: a grid of a million cells takes seconds of line logic.
fn solve_by_lines_within(puzzle: &Hanjie, deadline: Deadline) -> Result<Grid<Option<bool>>, Line> {
    let mut automata = Automata::new(puzzle, deadline);
    let size = puzzle.size;
    let every_line: Vec<Line> = (0..size.height)
        .map(Line::Row)
        .chain((0..size.width).map(Line::Column))
        .collect();
    let mut grid = Grid::from_fn(size, |_| None);
    automata.propagate(&mut grid, every_line, &mut 0)?;
    Ok(grid)
}

/// Line logic, then probing: for each open cell, each value is tried and followed by line
/// logic; a value that leads to a contradiction is impossible, so the cell takes the other
/// one, and line logic runs again. Repeated until a sweep over the open cells fixes none.
/// Sound like line logic: every fixed cell holds in every solution. Probing stops (leaving
/// the rest to the solver) after [`PROBING_WORK`] line solves per line of the grid: a
/// sweep that finds little costs more than the search it would save.
pub fn solve_by_probing(puzzle: &Hanjie, deadline: Deadline) -> Result<Grid<Option<bool>>, Line> {
    let mut grid = solve_by_lines_within(puzzle, deadline)?;
    let budget = PROBING_WORK * (puzzle.size.width + puzzle.size.height);
    probe(puzzle, &mut grid, Some(budget), deadline)?;
    Ok(grid)
}

/// What [`probe`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Probing {
    /// Sweeps over the open cells that fixed at least one (in colour: narrowed one).
    pub rounds: usize,
    /// Values tried that led to a contradiction (each fixed its cell the other way, or
    /// narrowed it, in colour).
    pub failed: usize,
    /// Probing ran until a sweep fixed nothing; `false` when the budget or the deadline
    /// stopped it first.
    pub finished: bool,
}

/// Probing ([`solve_by_probing`]) from the cells `grid` holds, fixing more of them: until
/// a sweep fixes nothing, or before the next cell once `budget` line solves (if any) are
/// spent or `deadline` (if any) has passed. `Err` names a line no filling satisfies.
pub(crate) fn probe(
    puzzle: &Hanjie,
    grid: &mut Grid<Option<bool>>,
    budget: Option<usize>,
    deadline: Deadline,
) -> Result<Probing, Line> {
    let mut automata = Automata::new(puzzle, deadline);
    let mut work = 0;
    let mut probing = Probing::default();
    loop {
        let mut fixed_any = false;
        for pos in puzzle.size.cells() {
            if grid[pos].is_some() {
                continue;
            }
            if budget.is_some_and(|budget| work > budget) || deadline.passed() {
                return Ok(probing);
            }
            for value in [true, false] {
                let mut trial = grid.clone();
                trial[pos] = Some(value);
                if automata.propagate(&mut trial, crossing(pos), &mut work).is_err() {
                    probing.failed += 1;
                    grid[pos] = Some(!value);
                    automata.propagate(grid, crossing(pos), &mut work)?;
                    fixed_any = true;
                    break;
                }
            }
        }
        if !fixed_any {
            probing.finished = true;
            return Ok(probing);
        }
        probing.rounds += 1;
    }
}

/// Line solves per row and column that probing may spend.
pub const PROBING_WORK: usize = 30;

/// The row and the column through `pos`.
fn crossing(pos: Pos) -> Vec<Line> {
    vec![Line::Row(pos.row), Line::Column(pos.col)]
}

/// The line solver of one clue: on bit sets ([`LineAutomaton`]), or for a clue too long
/// for them, on the automaton's states one by one ([`Dfa::line_solve`]).
enum LineSolver {
    Words(Box<LineAutomaton>, Vec<u8>, Vec<u8>),
    States(Dfa),
}

impl LineSolver {
    fn new(clue: &LineClue, length: usize) -> Option<Self> {
        let LineClue::Runs(runs) = clue else {
            return None;
        };
        Some(match LineAutomaton::new(runs, length) {
            Some(automaton) => LineSolver::Words(Box::new(automaton), Vec::new(), vec![0; length]),
            None => LineSolver::States(Dfa::for_clue(runs)),
        })
    }

    /// The line with every cell its clue fixes, or `None` when no filling fits.
    fn solve(&mut self, partial: &[Option<bool>]) -> Option<Vec<Option<bool>>> {
        let (automaton, cells, possible) = match self {
            LineSolver::States(dfa) => return dfa.line_solve(partial),
            LineSolver::Words(automaton, cells, possible) => (automaton, cells, possible),
        };
        cells.clear();
        cells.extend(partial.iter().map(|cell| match cell {
            None => OPEN,
            Some(true) => FILLED,
            Some(false) => EMPTY,
        }));
        if !automaton.solve(cells, possible) {
            return None;
        }
        let fixed = |can: u8| match can {
            1 => Some(false),
            2 => Some(true),
            _ => None,
        };
        Some(possible.iter().map(|&can| fixed(can)).collect())
    }
}

/// The line solver of every row and column (`None` for an unknown clue), and when line
/// logic must stop.
struct Automata {
    rows: Vec<Option<LineSolver>>,
    columns: Vec<Option<LineSolver>>,
    deadline: Deadline,
}

/// Line solves between two looks at the deadline.
const DEADLINE_CHECK: usize = 64;

impl Automata {
    fn new(puzzle: &Hanjie, deadline: Deadline) -> Self {
        let (width, height) = (puzzle.size.width, puzzle.size.height);
        Automata {
            deadline,
            rows: puzzle
                .rows
                .iter()
                .map(|clue| LineSolver::new(clue, width))
                .collect(),
            columns: puzzle
                .columns
                .iter()
                .map(|clue| LineSolver::new(clue, height))
                .collect(),
        }
    }

    /// Line logic from the lines in `dirty` until nothing changes, fixing cells of `grid`;
    /// the first line that cannot be filled is the error. `work` counts the line solves.
    /// Past the deadline it stops where it is: the cells fixed so far hold, and no
    /// contradiction is claimed.
    fn propagate(
        &mut self,
        grid: &mut Grid<Option<bool>>,
        mut dirty: Vec<Line>,
        work: &mut usize,
    ) -> Result<(), Line> {
        let size = grid.size();
        let (rows, columns) = (&mut self.rows, &mut self.columns);
        let mut queued_rows = vec![false; size.height];
        let mut queued_columns = vec![false; size.width];
        for line in &dirty {
            match *line {
                Line::Row(r) => queued_rows[r] = true,
                Line::Column(c) => queued_columns[c] = true,
            }
        }
        while let Some(line) = dirty.pop() {
            let (solver, cells): (&mut Option<LineSolver>, Vec<Pos>) = match line {
                Line::Row(r) => {
                    queued_rows[r] = false;
                    (&mut rows[r], (0..size.width).map(|c| Pos::new(r, c)).collect())
                }
                Line::Column(c) => {
                    queued_columns[c] = false;
                    (
                        &mut columns[c],
                        (0..size.height).map(|r| Pos::new(r, c)).collect(),
                    )
                }
            };
            let Some(solver) = solver else { continue };
            *work += 1;
            if (*work).is_multiple_of(DEADLINE_CHECK) && self.deadline.passed() {
                return Ok(());
            }
            let partial: Vec<Option<bool>> = cells.iter().map(|&p| grid[p]).collect();
            let solved = solver.solve(&partial).ok_or(line)?;
            for (&pos, (&before, &after)) in cells.iter().zip(partial.iter().zip(&solved)) {
                if before.is_none() && after.is_some() {
                    grid[pos] = after;
                    let crossing = match line {
                        Line::Row(_) => Line::Column(pos.col),
                        Line::Column(_) => Line::Row(pos.row),
                    };
                    let queued = match crossing {
                        Line::Row(r) => &mut queued_rows[r],
                        Line::Column(c) => &mut queued_columns[c],
                    };
                    if !*queued {
                        *queued = true;
                        dirty.push(crossing);
                    }
                }
            }
        }
        Ok(())
    }
}
