//! The next cell for a hint ([`crate::analyze::hint`]) as a nonogram solver finds it: one
//! line's line logic on the cells known so far, else probing.
//!
//! - Line logic: each line with a clue is solved alone on the known cells (the other lines
//!   set to unknown, so that nothing else is read); the line that fixes the most cells,
//!   one of them wanted, is the hint: its clue and its known cells are the explanation, the
//!   cells it fixes the step's.
//! - Probing: each other colour of a wanted cell is tried and followed by line logic to a
//!   fixpoint; when every one leaves some line no filling, the cell has its value. Of the
//!   cells found, the one whose trials took the fewest line solves is hinted; the lines of
//!   the explanation are those its trials narrowed a cell on, or failed on, each then
//!   dropped in turn while the trials still fail with the rest (the others unknown).

use super::automaton::symbols_of;
use super::line::Line;
use super::logic::{LineLogic, MAX_COLOURS, through};
use super::{Hanjie, LineClue};
use crate::analyze::hint::{CellValue, Deduction, OwnStep, Step, cell_name, known_among, listed, one_based};
use crate::grid::{Grid, Pos};
use crate::limits::Deadline;

/// The next wanted cell by line logic, else by probing, from the cells `known`.
pub(super) fn step(
    puzzle: &Hanjie,
    known: &Grid<Option<char>>,
    wanted: &Grid<Option<char>>,
    deadline: Deadline,
) -> OwnStep {
    let symbols = puzzle.symbols();
    if symbols > MAX_COLOURS || known.size() != puzzle.size {
        return OwnStep::Stuck;
    }
    let colour_of = |symbol: char| (0..symbols as u8).find(|&colour| puzzle.symbol(colour) == symbol);
    let every = if symbols == 64 {
        u64::MAX
    } else {
        (1 << symbols) - 1
    };
    let possible = known.map(|cell| cell.and_then(colour_of).map_or(every, |colour| 1 << colour));
    let wanted = wanted.map(|cell| cell.and_then(colour_of));
    let grid = Known {
        puzzle,
        known,
        possible,
        wanted,
        deadline,
    };
    grid.by_one_line()
        .or_else(|| grid.by_probing())
        .map_or(OwnStep::Stuck, OwnStep::Found)
}

/// The grid a step is looked for on.
struct Known<'a> {
    puzzle: &'a Hanjie,
    /// Each filled cell's symbol (the explanation's filled cells come from here).
    known: &'a Grid<Option<char>>,
    /// Each cell's colours: the one of a known cell, all of them otherwise.
    possible: Grid<u64>,
    /// The colour of each cell that may be hinted.
    wanted: Grid<Option<u8>>,
    deadline: Deadline,
}

impl Hanjie {
    /// The puzzle with the clues of the lines `keep` selects, the others unknown.
    fn with_lines(&self, keep: impl Fn(Line) -> bool) -> Hanjie {
        let mut kept = self.clone();
        for line in Line::all(self.size) {
            if !keep(line) {
                match line {
                    Line::Row(row) => kept.rows[row] = LineClue::Unknown,
                    Line::Column(col) => kept.columns[col] = LineClue::Unknown,
                }
            }
        }
        kept
    }

    /// The clue of `line` by its name in the CNF and in `analyze`: `row 3 (2,1)`.
    pub(crate) fn clue_name(&self, line: Line, clue: &LineClue) -> String {
        format!("{line} ({})", self.clue_text(clue))
    }

    /// The clue of `line`.
    fn clue_of(&self, line: Line) -> &LineClue {
        match line {
            Line::Row(row) => &self.rows[row],
            Line::Column(col) => &self.columns[col],
        }
    }
}

impl Known<'_> {
    /// The line whose line logic alone fixes the most cells of `possible`, one of them wanted.
    fn by_one_line(&self) -> Option<Step> {
        let (puzzle, known, possible, wanted) = (self.puzzle, self.known, &self.possible, &self.wanted);
        let (size, deadline) = (puzzle.size, &self.deadline);
        let mut best: Option<(Line, Vec<(Pos, u8)>)> = None;
        for (line, clue) in puzzle.lines() {
            if deadline.passed() {
                return None;
            }
            if *clue == LineClue::Unknown {
                continue;
            }
            let mut logic = LineLogic::new(&puzzle.with_lines(|l| l == line), deadline.clone())?;
            let mut grid = possible.clone();
            if logic
                .propagate(&mut grid, [line.index(size)], &mut 0, &mut Vec::new())
                .is_err()
            {
                continue;
            }
            let fixed: Vec<(Pos, u8)> = line
                .cells(size)
                .filter(|&pos| possible[pos] != grid[pos] && grid[pos].count_ones() == 1)
                .map(|pos| (pos, grid[pos].trailing_zeros() as u8))
                .collect();
            let wants = fixed.iter().any(|&(pos, colour)| wanted[pos] == Some(colour));
            if wants && best.as_ref().is_none_or(|(_, most)| fixed.len() > most.len()) {
                best = Some((line, fixed));
            }
        }
        let (line, fixed) = best?;
        let &(pos, colour) = fixed.iter().find(|&&(pos, colour)| wanted[pos] == Some(colour))?;
        let clue = puzzle.clue_name(line, puzzle.clue_of(line));
        let filled = known_among(known, line.cells(size));
        let fixes: Vec<CellValue> = fixed
            .iter()
            .map(|&(pos, colour)| CellValue {
                cell: one_based(pos),
                value: puzzle.symbol(colour),
            })
            .collect();
        // Runs of neighbouring cells of one colour as one: `r3c2 to r3c6 = #`.
        let mut named: Vec<String> = Vec::new();
        for run in fixed
            .chunk_by(|&(a, colour), &(b, other)| colour == other && (b.row + b.col == a.row + a.col + 1))
        {
            let (first, colour) = run[0];
            let value = puzzle.symbol(colour);
            named.push(match run {
                [_] => cell_name(first, value),
                [.., (last, _)] => format!("{first} to {}", cell_name(*last, value)),
                [] => continue,
            });
        }
        let fits = match filled.len() {
            0 => String::new(),
            1 => " that fits its known cell".to_string(),
            n => format!(" that fits its {n} known cells"),
        };
        Some(Step {
            cell: one_based(pos),
            value: puzzle.symbol(colour),
            deduction: Deduction::LineLogic,
            explanation: format!("every way to fill {clue}{fits} has {}", listed(&named)),
            clues: vec![clue],
            filled_cells: filled,
            fixes,
            contradiction: None,
        })
    }

    /// A wanted cell whose other colours, each tried, leave some line no filling.
    fn by_probing(&self) -> Option<Step> {
        let (puzzle, known, possible, wanted) = (self.puzzle, self.known, &self.possible, &self.wanted);
        let (size, deadline) = (puzzle.size, &self.deadline);
        let mut logic = LineLogic::new(puzzle, deadline.clone())?;
        let mut grid = possible.clone();
        // The cell, its colour, the line solves its trials took and the lines they touched.
        let mut best: Option<(Pos, u8, usize, Vec<Line>)> = None;
        for (pos, colour) in wanted.iter().filter_map(|(pos, c)| c.map(|c| (pos, c))) {
            if deadline.passed() {
                return None;
            }
            if grid[pos].count_ones() < 2 {
                continue;
            }
            let mut work = 0;
            if let Some(touched) = trials(&mut logic, &mut grid, pos, colour, &mut work)
                && best.as_ref().is_none_or(|(.., least, _)| work < *least)
            {
                best = Some((pos, colour, work, touched));
            }
        }
        let (pos, colour, _, mut lines) = best?;
        // Each line dropped in turn while the trials still fail with the rest.
        let fails = |lines: &[Line]| -> Option<Line> {
            let kept = puzzle.with_lines(|l| lines.contains(&l));
            let mut logic = LineLogic::new(&kept, deadline.clone())?;
            let mut grid = possible.clone();
            let mut failing = Vec::new();
            trials_failing(&mut logic, &mut grid, pos, colour, &mut failing)?;
            failing.first().copied()
        };
        let mut index = 0;
        while index < lines.len() {
            let line = lines.remove(index);
            if deadline.passed() || fails(&lines).is_none() {
                lines.insert(index, line);
                index += 1;
            }
        }
        let contradiction = fails(&lines)?;
        lines.sort_by_key(|line| line.index(size));
        let clues: Vec<String> = lines
            .iter()
            .map(|&line| puzzle.clue_name(line, puzzle.clue_of(line)))
            .collect();
        let value = puzzle.symbol(colour);
        let others: Vec<String> = symbols_of(possible[pos] & !(1 << colour))
            .map(|other| match (puzzle.is_black_and_white(), other) {
                (true, 0) => "empty".to_string(),
                (true, _) => "filled".to_string(),
                (false, _) => puzzle.symbol(other as u8).to_string(),
            })
            .collect();
        let filled = known_among(known, lines.iter().flat_map(|line| line.cells(size)));
        let with = match filled.len() {
            0 => String::new(),
            1 => " and the filled cell on them".to_string(),
            n => format!(" and the {n} filled cells on them"),
        };
        Some(Step {
            cell: one_based(pos),
            value,
            deduction: Deduction::Probing,
            explanation: format!(
                "{}: were it {}, line logic on {}{with} would leave no way to fill {contradiction} (probing)",
                cell_name(pos, value),
                others.join(" or "),
                listed(&clues),
            ),
            clues,
            filled_cells: filled,
            fixes: vec![CellValue {
                cell: one_based(pos),
                value,
            }],
            contradiction: Some(contradiction.to_string()),
        })
    }
}

/// Tries each colour of `pos` but `colour` on `grid` (restored after each) with line
/// logic to a fixpoint, counting the line solves in `work`: the lines the trials narrowed
/// a cell on or failed on, when every one leaves some line no filling; else `None`.
fn trials(
    logic: &mut LineLogic,
    grid: &mut Grid<u64>,
    pos: Pos,
    colour: u8,
    work: &mut usize,
) -> Option<Vec<Line>> {
    let mut touched = Vec::new();
    let mut failing = Vec::new();
    for (cell, _) in trial_logs(logic, grid, pos, colour, work, &mut failing)? {
        for line in Line::through(cell) {
            if !touched.contains(&line) {
                touched.push(line);
            }
        }
    }
    for line in failing {
        if !touched.contains(&line) {
            touched.push(line);
        }
    }
    Some(touched)
}

/// The trials of [`trials`], for the line each one fails on (in `failing`); `None` when
/// one does not fail.
fn trials_failing(
    logic: &mut LineLogic,
    grid: &mut Grid<u64>,
    pos: Pos,
    colour: u8,
    failing: &mut Vec<Line>,
) -> Option<()> {
    trial_logs(logic, grid, pos, colour, &mut 0, failing).map(|_| ())
}

/// Tries each other colour of `pos` on `grid` and restores it: every cell narrowed by
/// the trials, and in `failing` the line each trial failed on; `None` when a trial does
/// not fail.
fn trial_logs(
    logic: &mut LineLogic,
    grid: &mut Grid<u64>,
    pos: Pos,
    colour: u8,
    work: &mut usize,
    failing: &mut Vec<Line>,
) -> Option<Vec<(Pos, u64)>> {
    let size = grid.size();
    let mut narrowed = Vec::new();
    let others = grid[pos] & !(1 << colour);
    for other in symbols_of(others) {
        let mut log = vec![(pos, grid[pos])];
        grid[pos] = 1 << other;
        let outcome = logic.propagate(grid, through(pos, size), work, &mut log);
        for &(cell, before) in log.iter().rev() {
            grid[cell] = before;
        }
        narrowed.extend_from_slice(&log);
        match outcome {
            Err(line) => failing.push(line),
            Ok(()) => return None,
        }
    }
    Some(narrowed)
}
