//! The lines of a colour nonogram and what is decided line by line: each line's clue as a
//! colour automaton ([`Dfa::for_colour_runs`]), the line solver on sets of colours per
//! cell, propagation between rows and columns to a fixpoint (the logic a person applies
//! line by line), and the rule checks of `verify` for complete and partial grids.

use super::ColourHanjie;
use crate::encodings::regular::Dfa;
use crate::grid::{Grid, Pos, Size};
use crate::limits::Deadline;
use crate::puzzles::hanjie::difficulty::Deduced;
use crate::puzzles::hanjie::engine::automaton::LineAutomaton;
use crate::puzzles::hanjie::logic::Line;
use crate::puzzles::hanjie::palette::{ColourRun, colour_runs_of, min_length};

/// The most colours (background included) the line solver takes: a cell's possible
/// colours are the bits of a `u64`.
pub const MAX_LOGIC_COLOURS: usize = 64;

/// The automaton of a colour clue over a palette of `colours` colours.
pub fn automaton(clue: &[ColourRun], colours: usize) -> Dfa {
    let runs: Vec<(usize, usize)> = clue.iter().map(|r| (r.length, usize::from(r.colour))).collect();
    Dfa::for_colour_runs(&runs, colours)
}

/// Every line of the puzzle with its clue and cells, rows first.
pub fn lines(puzzle: &ColourHanjie) -> Vec<(Line, &[ColourRun], Vec<Pos>)> {
    let size = puzzle.size;
    let rows = (0..size.height).map(|row| {
        let cells = (0..size.width).map(|col| Pos::new(row, col)).collect();
        (Line::Row(row), puzzle.rows[row].as_slice(), cells)
    });
    let columns = (0..size.width).map(|col| {
        let cells = (0..size.height).map(|row| Pos::new(row, col)).collect();
        (Line::Column(col), puzzle.columns[col].as_slice(), cells)
    });
    rows.chain(columns).collect()
}

/// The line automaton of every row, then every column; `None` when one is too large for
/// the line solver on machine words.
pub fn line_automata(puzzle: &ColourHanjie) -> Option<Vec<LineAutomaton>> {
    let colours = puzzle.palette.len();
    lines(puzzle)
        .iter()
        .map(|(_, clue, cells)| LineAutomaton::of(&automaton(clue, colours), cells.len()))
        .collect()
}

/// A clue in words, each run its length and its colour's symbol: `2X 1r`.
pub fn clue_text(puzzle: &ColourHanjie, clue: &[ColourRun]) -> String {
    if clue.is_empty() {
        return "no runs".to_string();
    }
    let runs: Vec<String> = clue.iter().map(|run| puzzle.run_text(run)).collect();
    runs.join(" ")
}

/// A line whose clue needs more cells than it has, in words.
pub fn contradiction(puzzle: &ColourHanjie) -> Option<String> {
    lines(puzzle).into_iter().find_map(|(line, clue, cells)| {
        let needed = min_length(clue);
        (needed > cells.len()).then(|| {
            format!(
                "{line} ({}) needs at least {needed} cells but has {}",
                clue_text(puzzle, clue),
                cells.len()
            )
        })
    })
}

/// Every rule `solution` breaks: each cell whose colour is not in the palette, and each
/// line whose runs differ from its clue.
pub fn verify(puzzle: &ColourHanjie, solution: &Grid<u8>) -> Vec<String> {
    let mut broken: Vec<String> = solution
        .iter()
        .filter(|&(_, &colour)| usize::from(colour) >= puzzle.palette.len())
        .map(|(pos, colour)| format!("{pos} holds colour {colour}, not in the palette"))
        .collect();
    for (line, clue, cells) in lines(puzzle) {
        let runs = colour_runs_of(cells.iter().map(|&pos| solution[pos]));
        if runs != clue {
            broken.push(format!(
                "{line} has runs {}, its clue says {}",
                clue_text(puzzle, &runs),
                clue_text(puzzle, clue)
            ));
        }
    }
    broken
}

/// Every line a partly filled grid already breaks: no filling of its open cells gives
/// the line its clue (the line solver says so, from the filled cells alone).
pub fn verify_partial(puzzle: &ColourHanjie, partial: &Grid<Option<u8>>) -> Vec<String> {
    let all = puzzle.all_colours();
    lines(puzzle)
        .into_iter()
        .filter(|(_, clue, cells)| {
            let allowed: Vec<u64> = cells
                .iter()
                .map(|&pos| partial[pos].map_or(all, |c| 1 << c))
                .collect();
            automaton(clue, puzzle.palette.len())
                .line_solve_symbols(&allowed)
                .is_none()
        })
        .map(|(line, clue, _)| {
            format!(
                "{line} ({}) cannot be completed from the cells filled in",
                clue_text(puzzle, clue)
            )
        })
        .collect()
}

/// Line logic: every cell's possible colours narrowed line by line until nothing changes,
/// then probing ([`super::probing::probe`], while it narrows something every [`PROBING_WORK`]
/// line solves per line). `Err`
/// names a line no filling satisfies; `None` when the palette is too large for the line
/// solver.
pub fn solve_by_lines(puzzle: &ColourHanjie, deadline: Deadline) -> Option<Result<Grid<u64>, Line>> {
    let mut logic = Logic::new(puzzle)?;
    logic.stop_at(deadline);
    let mut work = 0;
    let mut possible = match logic.by_lines(&mut work) {
        Ok(possible) => possible,
        Err(line) => return Some(Err(line)),
    };
    let span = PROBING_WORK * logic.lines.len();
    let probed = super::probing::probe(&mut logic, &mut possible, &mut work, Some(span), deadline);
    Some(probed.map(|_| possible))
}

/// What line logic alone decides, then probing to the end (no budget; it stops early only
/// once `deadline` has passed): the difficulty rating's measure
/// ([`crate::puzzles::hanjie::difficulty`]). `None` when the palette is too large for the
/// line solver.
pub(crate) fn lines_then_probing(puzzle: &ColourHanjie, deadline: Deadline) -> Option<Deduced<u64>> {
    let mut logic = Logic::new(puzzle)?;
    logic.stop_at(deadline);
    let after_lines = logic.by_lines(&mut 0);
    Some(Deduced::then_probing(after_lines, |possible| {
        super::probing::probe(&mut logic, possible, &mut 0, None, deadline)
    }))
}

/// Line solves per row and column that probing may spend without narrowing any cell before
/// it stops (each narrowing grants as many again). Measured on webpbn's colour puzzles that
/// nonogrid ships (`scripts/bench-hanjie --colour`): a fixed budget of 30 per line left
/// #2257 to search (0.1 s); 100 since the last narrowing decides it by logic (0.01 s) and
/// costs the puzzles probing cannot finish (#672, #2498) under 10 %.
pub const PROBING_WORK: usize = 100;

/// The line solver of one clue: on bit sets of states ([`LineAutomaton`]), or for a clue
/// too long for them, on the automaton's states one by one ([`Dfa::line_solve_symbols`]).
enum LineSolver {
    Words(Box<LineAutomaton>),
    States(Dfa),
}

impl LineSolver {
    fn new(dfa: Dfa, length: usize) -> Self {
        match LineAutomaton::of(&dfa, length) {
            Some(automaton) => LineSolver::Words(Box::new(automaton)),
            None => LineSolver::States(dfa),
        }
    }

    /// The colours each cell takes in some filling within `allowed`, or `None`.
    fn solve(&mut self, allowed: &[u64]) -> Option<Vec<u64>> {
        match self {
            LineSolver::Words(automaton) => {
                let mut possible = vec![0; allowed.len()];
                automaton
                    .solve_symbols(allowed, &mut possible)
                    .then_some(possible)
            }
            LineSolver::States(dfa) => dfa.line_solve_symbols(allowed),
        }
    }
}

/// The lines of a puzzle with their line solvers, for propagation.
pub(super) struct Logic<'a> {
    lines: Vec<(Line, &'a [ColourRun], Vec<Pos>)>,
    solvers: Vec<LineSolver>,
    size: Size,
    /// Every colour of the palette, as a set.
    all: u64,
    /// When line logic stops where it is ([`Logic::stop_at`]).
    deadline: Deadline,
}

/// Line solves between two looks at the deadline.
const DEADLINE_CHECK: usize = 64;

impl<'a> Logic<'a> {
    /// `None` when the palette is too large for the line solver.
    fn new(puzzle: &'a ColourHanjie) -> Option<Self> {
        if puzzle.palette.len() > MAX_LOGIC_COLOURS {
            return None;
        }
        let lines = lines(puzzle);
        let solvers = lines
            .iter()
            .map(|(_, clue, cells)| LineSolver::new(automaton(clue, puzzle.palette.len()), cells.len()))
            .collect();
        Some(Logic {
            lines,
            solvers,
            size: puzzle.size,
            all: puzzle.all_colours(),
            deadline: Deadline::NONE,
        })
    }

    /// Makes line logic stop where it is once `deadline` has passed: the narrowing so far
    /// holds, and no contradiction is claimed.
    pub(super) fn stop_at(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// Line logic from every cell open: the colours each cell may still take. Counts the
    /// line solves in `work`.
    fn by_lines(&mut self, work: &mut usize) -> Result<Grid<u64>, Line> {
        let mut possible = Grid::from_fn(self.size, |_| self.all);
        let everything: Vec<usize> = (0..self.lines.len()).collect();
        self.propagate(&mut possible, everything, work, &mut Vec::new())?;
        Ok(possible)
    }

    /// The row and the column through `pos`.
    pub(super) fn crossing(&self, pos: Pos) -> Vec<usize> {
        vec![pos.row, self.size.height + pos.col]
    }

    /// Narrows `possible` line by line from the lines `start`, until nothing changes;
    /// counts the line solves in `work` and logs each cell changed with its value before.
    pub(super) fn propagate(
        &mut self,
        possible: &mut Grid<u64>,
        start: Vec<usize>,
        work: &mut usize,
        log: &mut Vec<(Pos, u64)>,
    ) -> Result<(), Line> {
        let mut queued = vec![false; self.lines.len()];
        for &line in &start {
            queued[line] = true;
        }
        let mut queue = start;
        while let Some(index) = queue.pop() {
            queued[index] = false;
            *work += 1;
            if (*work).is_multiple_of(DEADLINE_CHECK) && self.deadline.passed() {
                return Ok(());
            }
            let (line, _, cells) = &self.lines[index];
            let allowed: Vec<u64> = cells.iter().map(|&pos| possible[pos]).collect();
            let narrowed = self.solvers[index].solve(&allowed).ok_or(*line)?;
            for (&pos, (&before, &after)) in cells.iter().zip(allowed.iter().zip(&narrowed)) {
                if before != after {
                    log.push((pos, before));
                    possible[pos] = after;
                    let crossing = match line {
                        Line::Row(_) => self.size.height + pos.col,
                        Line::Column(_) => pos.row,
                    };
                    if !queued[crossing] {
                        queued[crossing] = true;
                        queue.push(crossing);
                    }
                }
            }
        }
        Ok(())
    }
}
