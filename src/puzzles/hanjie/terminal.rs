//! A Hanjie picture for a terminal: black and white in Unicode blocks
//! ([`super::render::Style::Blocks`]); colour in the real colours, each clue number in its
//! ink and each cell a block of its colour (24-bit where `COLORTERM` says the terminal has
//! it, else the nearest of the 256-colour cube), in the layout of the text picture.

use super::render::{Style as Drawn, draw};
use super::{ClueRun, Hanjie};
use crate::encodings::runs::Run;
use crate::grid::{Grid, Pos};
use anstyle::{Ansi256Color, Color, RgbColor, Style};

/// The puzzle for a terminal, solved when `solution` is given.
pub(super) fn render(puzzle: &Hanjie, solution: Option<&Grid<u8>>) -> String {
    if puzzle.is_black_and_white() {
        draw(puzzle, solution, Drawn::Blocks)
    } else {
        render_in_colour(puzzle, solution)
    }
}

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

/// The colour puzzle in its colours.
fn render_in_colour(puzzle: &Hanjie, solution: Option<&Grid<u8>>) -> String {
    let truecolour = std::env::var("COLORTERM").is_ok_and(|v| v == "truecolor" || v == "24bit");
    let paint = |colour: u8, text: &str| -> String {
        let rgb = puzzle.palette.colours[usize::from(colour)].rgb;
        let style = Style::new().fg_color(Some(terminal_colour(rgb, truecolour)));
        format!("{style}{text}{style:#}")
    };
    // Two columns per cell, so that cells look square; clue numbers without symbols.
    let number = |run: &ClueRun| match run.length {
        Run::Length(length) => length.to_string(),
        Run::Unknown => "?".to_string(),
    };
    let runs = |clues: &[super::LineClue]| -> Vec<Vec<ClueRun>> {
        clues
            .iter()
            .map(|clue| clue.runs().unwrap_or_default().to_vec())
            .collect()
    };
    let (rows, columns) = (runs(&puzzle.rows), runs(&puzzle.columns));
    let width = columns
        .iter()
        .flatten()
        .map(|run| number(run).len())
        .max()
        .unwrap_or(1)
        .max(2);
    let row_widths: Vec<usize> = rows
        .iter()
        .map(|clue| clue.iter().map(|run| number(run).len() + 1).sum())
        .collect();
    let margin = row_widths.iter().copied().max().unwrap_or(0);
    let depth = columns.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = String::new();
    for level in 0..depth {
        out.push_str(&" ".repeat(margin));
        for clue in &columns {
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
    for (row, clue) in rows.iter().enumerate() {
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
