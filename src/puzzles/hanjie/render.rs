//! Text pictures of Hanjie: column clues stacked above the grid, row clues to the left,
//! filled cells `#`, empty `.` (unknown `?` when unsolved), or Unicode blocks for a
//! terminal; and the `.non` writer.

use super::{Hanjie, LineClue};
use crate::encodings::runs::Run;
use crate::grid::{Grid, Pos};

/// How cells are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `#` filled, `.` empty: for files, pipes and tests.
    Plain,
    /// Unicode blocks two characters wide, so the picture keeps its proportions.
    Blocks,
}

/// The puzzle, solved if `solution` is given.
pub fn render(puzzle: &Hanjie, solution: Option<&Grid<bool>>, style: Style) -> String {
    let size = puzzle.size;
    let row_clues: Vec<String> = puzzle.rows.iter().map(|c| words(c).join(" ")).collect();
    let column_clues: Vec<Vec<String>> = puzzle.columns.iter().map(words).collect();
    let left = row_clues.iter().map(|c| c.chars().count()).max().unwrap_or(0);
    let depth = column_clues.iter().map(Vec::len).max().unwrap_or(1);
    let widest = column_clues.iter().flatten().map(String::len).max().unwrap_or(1);
    let cell_width = match style {
        Style::Plain => widest,
        Style::Blocks => widest.max(2),
    };
    let mut out = String::new();
    for level in 0..depth {
        out += &" ".repeat(left);
        for clue in &column_clues {
            let pad = depth - clue.len();
            let word = if level < pad { "" } else { &clue[level - pad] };
            out += &format!(" {word:>cell_width$}");
        }
        out.push('\n');
    }
    for row in 0..size.height {
        out += &format!("{:>left$}", row_clues[row]);
        for col in 0..size.width {
            let cell = solution.map(|s| s[Pos::new(row, col)]);
            let symbol = match (style, cell) {
                (_, None) => "?",
                (Style::Plain, Some(true)) => "#",
                (Style::Plain, Some(false)) => ".",
                (Style::Blocks, Some(true)) => "██",
                (Style::Blocks, Some(false)) => "·",
            };
            let fill = if style == Style::Blocks && cell == Some(true) {
                "█"
            } else {
                " "
            };
            out += fill;
            let pad = cell_width.saturating_sub(symbol.chars().count());
            out += &fill.repeat(pad);
            out += symbol;
        }
        out.push('\n');
    }
    out
}

/// A clue as the words shown beside the grid (`0` for a blank line).
pub(super) fn words(clue: &LineClue) -> Vec<String> {
    match clue {
        LineClue::Unknown => vec!["?".to_string()],
        LineClue::Runs(runs) if runs.is_empty() => vec!["0".to_string()],
        LineClue::Runs(runs) => runs
            .iter()
            .map(|r| match r {
                Run::Length(l) => l.to_string(),
                Run::Unknown => "?".to_string(),
            })
            .collect(),
    }
}

/// The puzzle as a `.non` file, with its goal when one is known.
pub fn to_non(puzzle: &Hanjie) -> String {
    let mut out = format!(
        "width {}\nheight {}\n\nrows\n",
        puzzle.size.width, puzzle.size.height
    );
    for clue in &puzzle.rows {
        out += &format!("{clue}\n");
    }
    out += "\ncolumns\n";
    for clue in &puzzle.columns {
        out += &format!("{clue}\n");
    }
    if let Some(goal) = &puzzle.goal {
        let bits: String = goal.values().map(|&b| if b { '1' } else { '0' }).collect();
        out += &format!("\ngoal \"{bits}\"\n");
    }
    out
}
