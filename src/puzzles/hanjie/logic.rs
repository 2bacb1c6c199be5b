//! Line-by-line logic without SAT: solve every row and column as far as its clue and the
//! cells already known allow (`Dfa::line_solve`), and repeat on the lines whose cells
//! changed until nothing changes. What a person does with a pencil; a puzzle this finishes
//! has exactly one solution. Used to find impossible puzzles before any search, and by
//! the generator.

use super::{Hanjie, LineClue};
use crate::encodings::regular::Dfa;
use crate::grid::{Grid, Pos};

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
    let size = puzzle.size;
    let automaton = |clue: &LineClue| match clue {
        LineClue::Runs(runs) => Some(Dfa::for_clue(runs)),
        LineClue::Unknown => None,
    };
    let rows: Vec<Option<Dfa>> = puzzle.rows.iter().map(automaton).collect();
    let columns: Vec<Option<Dfa>> = puzzle.columns.iter().map(automaton).collect();
    let mut grid: Grid<Option<bool>> = Grid::from_fn(size, |_| None);
    let mut dirty: Vec<Line> = (0..size.height)
        .map(Line::Row)
        .chain((0..size.width).map(Line::Column))
        .collect();
    let mut queued_rows = vec![true; size.height];
    let mut queued_columns = vec![true; size.width];
    while let Some(line) = dirty.pop() {
        let (dfa, cells): (&Option<Dfa>, Vec<Pos>) = match line {
            Line::Row(r) => {
                queued_rows[r] = false;
                (&rows[r], (0..size.width).map(|c| Pos::new(r, c)).collect())
            }
            Line::Column(c) => {
                queued_columns[c] = false;
                (&columns[c], (0..size.height).map(|r| Pos::new(r, c)).collect())
            }
        };
        let Some(dfa) = dfa else { continue };
        let partial: Vec<Option<bool>> = cells.iter().map(|&p| grid[p]).collect();
        let solved = dfa.line_solve(&partial).ok_or(line)?;
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
    Ok(grid)
}
