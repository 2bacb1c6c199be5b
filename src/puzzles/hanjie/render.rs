//! Text pictures of Hanjie: column clues stacked above the grid, row clues to the left,
//! each cell its symbol (`#` filled and `.` empty in black and white, the palette's symbols
//! in colour; `?` when unsolved); for a black-and-white terminal, Unicode blocks.

use super::{Hanjie, LineClue};
use crate::grid::{Grid, Pos};

/// How cells are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Style {
    /// Symbols: for files, pipes and tests.
    Plain,
    /// Unicode blocks two characters wide (black and white), so the picture keeps its
    /// proportions.
    Blocks,
}

/// The puzzle, solved if `solution` is given, in `style`.
pub(super) fn draw(puzzle: &Hanjie, solution: Option<&Grid<u8>>, style: Style) -> String {
    let size = puzzle.size;
    let row_clues: Vec<String> = puzzle.rows.iter().map(|c| words(puzzle, c).join(" ")).collect();
    let column_clues: Vec<Vec<String>> = puzzle.columns.iter().map(|c| words(puzzle, c)).collect();
    let left = row_clues.iter().map(|c| c.chars().count()).max().unwrap_or(0);
    let depth = column_clues.iter().map(Vec::len).max().unwrap_or(1);
    let widest = column_clues
        .iter()
        .flatten()
        .map(|word| word.chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
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
                (_, None) => "?".to_string(),
                (Style::Plain, Some(colour)) => puzzle.symbol(colour).to_string(),
                (Style::Blocks, Some(0)) => "·".to_string(),
                (Style::Blocks, Some(_)) => "██".to_string(),
            };
            let fill = if style == Style::Blocks && cell.is_some_and(|c| c != 0) {
                "█"
            } else {
                " "
            };
            out += fill;
            let pad = cell_width.saturating_sub(symbol.chars().count());
            out += &fill.repeat(pad);
            out += &symbol;
        }
        out.push('\n');
    }
    out
}

/// A clue as the words shown beside the grid: in black and white its run lengths (`0` for
/// a blank line, `?` for an unknown run or line), in colour each run's length and ink symbol
/// (`2r`; nothing for a blank line).
pub(super) fn words(puzzle: &Hanjie, clue: &LineClue) -> Vec<String> {
    match clue.runs() {
        None => vec!["?".to_string()],
        Some(runs) if !puzzle.is_black_and_white() => runs.iter().map(|run| puzzle.run_text(run)).collect(),
        Some([]) => vec!["0".to_string()],
        Some(_) => clue.to_string().split(',').map(str::to_string).collect(),
    }
}
