//! A colour nonogram as text: the column clues stacked above the grid, the row clues to
//! its left, each run its length and its colour's symbol (`2r`), and the cells as palette
//! symbols (`?` where no solution is given). On a terminal, the same layout in the real
//! colours: each clue number in its colour, each cell a block of its colour (24-bit where
//! `COLORTERM` says the terminal has it, else the nearest of the 256-colour cube).

use super::ColourHanjie;
use crate::grid::{Grid, Pos};
use crate::puzzles::hanjie::palette::ColourRun;
use anstyle::{Ansi256Color, Color, RgbColor, Style};

/// The terminal colour of `rgb`: itself on a 24-bit terminal, else the nearest colour of
/// the 6x6x6 cube of 256-colour terminals.
fn terminal_colour(rgb: [u8; 3], truecolour: bool) -> Color {
    if truecolour {
        return RgbColor(rgb[0], rgb[1], rgb[2]).into();
    }
    let level = |v: u8| (u16::from(v) * 5 + 127) / 255;
    let [r, g, b] = rgb.map(level);
    Ansi256Color((16 + 36 * r + 6 * g + b) as u8).into()
}

/// The puzzle in its colours, for a terminal.
pub fn render_in_colour(puzzle: &ColourHanjie, solution: Option<&Grid<u8>>) -> String {
    let truecolour = std::env::var("COLORTERM").is_ok_and(|v| v == "truecolor" || v == "24bit");
    let paint = |colour: u8, text: &str| -> String {
        let rgb = puzzle.palette.colours[usize::from(colour)].rgb;
        let style = Style::new().fg_color(Some(terminal_colour(rgb, truecolour)));
        format!("{style}{text}{style:#}")
    };
    // Two columns per cell, so that cells look square; clue numbers without symbols.
    let number = |run: &ColourRun| run.length.to_string();
    let width = puzzle
        .columns
        .iter()
        .flatten()
        .map(|run| number(run).len())
        .max()
        .unwrap_or(1)
        .max(2);
    let row_widths: Vec<usize> = puzzle
        .rows
        .iter()
        .map(|clue| clue.iter().map(|run| number(run).len() + 1).sum())
        .collect();
    let margin = row_widths.iter().copied().max().unwrap_or(0);
    let depth = puzzle.columns.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = String::new();
    for level in 0..depth {
        out.push_str(&" ".repeat(margin));
        for clue in &puzzle.columns {
            let skip = depth - clue.len();
            out.push(' ');
            match clue.get(level.wrapping_sub(skip)).filter(|_| level >= skip) {
                Some(run) => {
                    let text = number(run);
                    out.push_str(&" ".repeat(width - text.len()));
                    out.push_str(&paint(run.colour, &text));
                }
                None => out.push_str(&" ".repeat(width)),
            }
        }
        out.push('\n');
    }
    for (row, clue) in puzzle.rows.iter().enumerate() {
        out.push_str(&" ".repeat(margin - row_widths[row]));
        for run in clue {
            out.push(' ');
            out.push_str(&paint(run.colour, &number(run)));
        }
        for col in 0..puzzle.size.width {
            out.push(' ');
            let pad = " ".repeat(width - 2);
            match solution.map(|s| s[Pos::new(row, col)]) {
                Some(0) => out.push_str(&format!("{pad} ·")),
                Some(colour) => out.push_str(&format!("{pad}{}", paint(colour, "██"))),
                None => out.push_str(&format!("{pad} ?")),
            }
        }
        out.push('\n');
    }
    out
}

/// The puzzle, solved when `solution` is given.
pub fn render(puzzle: &ColourHanjie, solution: Option<&Grid<u8>>) -> String {
    let size = puzzle.size;
    let column_tokens: Vec<Vec<String>> = puzzle
        .columns
        .iter()
        .map(|clue| clue.iter().map(|run| puzzle.run_text(run)).collect())
        .collect();
    let row_texts: Vec<String> = puzzle
        .rows
        .iter()
        .map(|clue| {
            let tokens: Vec<String> = clue.iter().map(|run| puzzle.run_text(run)).collect();
            tokens.join(" ")
        })
        .collect();
    let cell_width = column_tokens
        .iter()
        .flatten()
        .map(|t| t.chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
    let margin = row_texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
    let depth = column_tokens.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = String::new();
    for level in 0..depth {
        out.push_str(&" ".repeat(margin));
        for tokens in &column_tokens {
            let skip = depth - tokens.len();
            let text = if level >= skip {
                tokens[level - skip].as_str()
            } else {
                ""
            };
            out.push_str(&format!(" {text:>cell_width$}"));
        }
        out.push('\n');
    }
    for (row, text) in row_texts.iter().enumerate() {
        out.push_str(&format!("{text:>margin$}"));
        for col in 0..size.width {
            let symbol = solution.map_or('?', |s| puzzle.symbol(s[Pos::new(row, col)]));
            out.push_str(&format!(" {symbol:>cell_width$}"));
        }
        out.push('\n');
    }
    out
}
