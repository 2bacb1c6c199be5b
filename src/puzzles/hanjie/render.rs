//! Text pictures of Hanjie: column clues stacked above the grid, row clues to the left,
//! filled cells `#`, empty `.` (unknown `?` when unsolved); and the `.non` writer.

use super::Hanjie;
use crate::grid::{Grid, Pos};

/// The puzzle, solved if `solution` is given.
pub fn render(puzzle: &Hanjie, solution: Option<&Grid<bool>>) -> String {
    let size = puzzle.size;
    let row_clues: Vec<String> = puzzle.rows.iter().map(|r| join(r, " ")).collect();
    let left = row_clues.iter().map(|c| c.len()).max().unwrap_or(0);
    let depth = puzzle.columns.iter().map(|c| c.len()).max().unwrap_or(0).max(1);
    let mut out = String::new();
    for level in 0..depth {
        out += &" ".repeat(left + 1);
        for clue in &puzzle.columns {
            let shown = if clue.is_empty() { vec![0] } else { clue.clone() };
            let pad = depth - shown.len();
            out += &if level < pad {
                "   ".to_string()
            } else {
                format!("{:>3}", shown[level - pad])
            };
        }
        out.push('\n');
    }
    for row in 0..size.height {
        out += &format!("{:>left$} ", row_clues[row]);
        for col in 0..size.width {
            let symbol = solution.map_or('?', |s| if s[Pos::new(row, col)] { '#' } else { '.' });
            out += &format!("  {symbol}");
        }
        out.push('\n');
    }
    out
}

fn join(runs: &[usize], separator: &str) -> String {
    if runs.is_empty() {
        "0".to_string()
    } else {
        runs.iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join(separator)
    }
}

/// The puzzle as a `.non` file, with its goal when one is known.
pub fn to_non(puzzle: &Hanjie) -> String {
    let mut out = format!(
        "width {}\nheight {}\n\nrows\n",
        puzzle.size.width, puzzle.size.height
    );
    for clue in &puzzle.rows {
        out += &join(clue, ",");
        out.push('\n');
    }
    out += "\ncolumns\n";
    for clue in &puzzle.columns {
        out += &join(clue, ",");
        out.push('\n');
    }
    if let Some(goal) = &puzzle.goal {
        let bits: String = goal.values().map(|&b| if b { '1' } else { '0' }).collect();
        out += &format!("\ngoal \"{bits}\"\n");
    }
    out
}
