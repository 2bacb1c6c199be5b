//! The SVG picture of a Hanjie puzzle, as printed in books: the column clues stacked above
//! the grid and the row clues to its left, on a light band whose lines continue the grid's;
//! a thick line every five cells; cells painted when solved (the puzzle's grid is empty).
//! Black and white draws black clues and cells; colour puzzles draw each clue number and
//! each cell in its colour.

use super::{Hanjie, render};
use crate::encodings::runs::Run;
use crate::grid::{Grid, Pos, Size};
use crate::svg::{CELL, Edge, Frame, MARGIN, Svg, THICK, THIN, THIN_COLOUR, TextStyle};

/// The width of one clue number left of the rows (whole pixels, so lines stay sharp).
const CLUE_WIDTH: f64 = 26.0;
/// The height of one clue number above the columns (whole pixels).
const CLUE_HEIGHT: f64 = 22.0;
/// The shade of the clue bands.
const BAND: &str = "#eeeeee";
/// Every how many cells a thick line is drawn.
const BLOCK: usize = 5;

/// A clue number and the colour it is written in.
struct Word {
    /// The text (a run length, or `?`).
    text: String,
    /// Its colour (any SVG colour).
    colour: String,
}

/// The puzzle, solved if `solution` is given: in black and white the clues as the text
/// picture writes them and the filled cells in black, in colour each clue number and each
/// cell in its ink's colour.
pub(super) fn svg(puzzle: &Hanjie, solution: Option<&Grid<u8>>) -> String {
    let black_and_white = puzzle.is_black_and_white();
    let ink = |colour: u8| {
        if black_and_white {
            return "black".to_string();
        }
        let [r, g, b] = puzzle.palette.colours[usize::from(colour)].rgb;
        format!("#{r:02x}{g:02x}{b:02x}")
    };
    let words = |clue: &super::LineClue| -> Vec<Word> {
        match clue.runs() {
            Some(runs) if !black_and_white => runs
                .iter()
                .map(|run| Word {
                    text: match run.length {
                        Run::Length(length) => length.to_string(),
                        Run::Unknown => "?".to_string(),
                    },
                    colour: ink(run.colour),
                })
                .collect(),
            _ => render::words(puzzle, clue)
                .into_iter()
                .map(|text| Word { text, colour: ink(1) })
                .collect(),
        }
    };
    let rows: Vec<Vec<Word>> = puzzle.rows.iter().map(words).collect();
    let columns: Vec<Vec<Word>> = puzzle.columns.iter().map(words).collect();
    let fill = |pos: Pos| solution.map(|s| s[pos]).filter(|&c| c != 0).map(ink);
    picture(puzzle.size, &rows, &columns, &fill)
}

/// The picture of a puzzle of `size` with these clue words, each cell painted in the
/// colour `fill` gives it (`None`: left white).
fn picture(
    size: Size,
    row_words: &[Vec<Word>],
    column_words: &[Vec<Word>],
    fill: &dyn Fn(Pos) -> Option<String>,
) -> String {
    let across = row_words.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let depth = column_words.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let frame = Frame {
        x: MARGIN + across as f64 * CLUE_WIDTH,
        y: MARGIN + depth as f64 * CLUE_HEIGHT,
        size,
    };
    let mut svg = Svg::new(frame.right() + MARGIN, frame.bottom() + MARGIN);
    let (band_width, band_height) = (frame.right() - frame.x, frame.bottom() - frame.y);
    svg.rect("band", frame.x, MARGIN, band_width, frame.y - MARGIN, BAND);
    svg.rect("band", MARGIN, frame.y, frame.x - MARGIN, band_height, BAND);
    for pos in size.cells() {
        if let Some(colour) = fill(pos) {
            frame.fill_cell(&mut svg, "filled", pos, &colour);
        }
    }
    band_lines(&mut svg, &frame);
    frame.rule(&mut svg, |edge| match edge {
        Edge::Horizontal { row, .. } => row.is_multiple_of(BLOCK),
        Edge::Vertical { col, .. } => col.is_multiple_of(BLOCK),
    });
    for (col, words) in column_words.iter().enumerate() {
        let x = frame.x_of(col) + CELL / 2.0;
        for (i, word) in words.iter().enumerate() {
            let slot = depth - words.len() + i;
            svg.text(
                "clue",
                (x, MARGIN + (slot as f64 + 0.5) * CLUE_HEIGHT),
                &word.text,
                style(word),
            );
        }
    }
    for (row, words) in row_words.iter().enumerate() {
        let y = frame.y_of(row) + CELL / 2.0;
        for (i, word) in words.iter().enumerate() {
            let slot = across - words.len() + i;
            svg.text(
                "clue",
                (MARGIN + (slot as f64 + 0.5) * CLUE_WIDTH, y),
                &word.text,
                style(word),
            );
        }
    }
    svg.finish()
}

fn style(word: &Word) -> TextStyle<'_> {
    TextStyle {
        size: 15.0,
        bold: false,
        colour: word.colour.as_str(),
    }
}

/// The grid's lines continued through the clue bands (thick every [`BLOCK`] cells), and
/// the bands' outer edges.
fn band_lines(svg: &mut Svg, frame: &Frame) {
    let width = |line: usize, last: usize| {
        if line.is_multiple_of(BLOCK) || line == last {
            (THICK, "black")
        } else {
            (THIN, THIN_COLOUR)
        }
    };
    for col in 0..=frame.size.width {
        let x = frame.x_of(col);
        let (stroke, colour) = width(col, frame.size.width);
        svg.line("band-line", (x, MARGIN), (x, frame.y), stroke, colour);
    }
    for row in 0..=frame.size.height {
        let y = frame.y_of(row);
        let (stroke, colour) = width(row, frame.size.height);
        svg.line("band-line", (MARGIN, y), (frame.x, y), stroke, colour);
    }
    svg.line(
        "band-line",
        (frame.x, MARGIN),
        (frame.right(), MARGIN),
        THIN,
        THIN_COLOUR,
    );
    svg.line(
        "band-line",
        (MARGIN, frame.y),
        (MARGIN, frame.bottom()),
        THIN,
        THIN_COLOUR,
    );
}
