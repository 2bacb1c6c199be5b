//! Hanjie (nonograms, paint by number): row and column clues give the runs of filled
//! cells. One model for black and white and colour: a palette whose first colour is the
//! background, black and white being the palette of one ink ([`Palette::black_and_white`]),
//! and clues whose runs each have an ink. Read from Steve Simpson's `.non` files, webpbn
//! XML, Olšák's `.g` files, Simon Tatham's Pattern game IDs and puzz.link Nonogram URLs
//! (`formats/`; the last two written too, as the play links). A black-and-white line is
//! encoded over one literal per cell by run placement (`encodings::runs`, the default) or
//! as its run automaton unrolled over the line (`encodings::regular`); a colour line as its
//! colour automaton over one-hot cells. One line solver (`automaton`) serves line logic and
//! probing (`logic`), the difficulty rating, the generators and the engine.

mod automaton;
mod bitline;
mod cells;
mod clue;
mod cnf_size;
#[cfg(test)]
mod colour_tests;
mod dfs;
mod difficulty;
mod draw;
mod encode;
mod engine;
mod formats;
mod generate;
mod handover;
mod hints;
mod line;
mod logic;
mod own_search;
mod palette;
mod partial;
mod render;
mod rules;
mod step;
mod svg;
mod swap;
mod terminal;
mod verify;

pub use crate::encodings::regular::runs_of;
pub use crate::encodings::runs::Run;
pub use cells::CellVars;
pub use clue::{ClueRun, LineClue};
pub use encode::LineEncoding;
pub(crate) use formats::pattern;
pub use formats::url::to_url;
pub use line::Line;
pub use palette::{Palette, PaletteColour};

use crate::encodings::regular::Dfa;
use crate::grid::{Grid, Size};

/// A Hanjie puzzle: its palette and the runs of every row (top to bottom) and column (left
/// to right).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hanjie {
    /// Grid size.
    pub size: Size,
    /// The colours, background first: [`Palette::black_and_white`] for a black-and-white
    /// puzzle (whatever its file calls its one ink).
    pub palette: Palette,
    /// Clue of each row (runs left to right).
    pub rows: Vec<LineClue>,
    /// Clue of each column (runs top to bottom).
    pub columns: Vec<LineClue>,
    /// The intended picture (palette indices, 0 the background), when the file gives one.
    pub goal: Option<Grid<u8>>,
    /// How black-and-white lines become clauses.
    pub encoding: LineEncoding,
}

/// A picture with some cells not filled in yet (`None`), palette indices.
pub type Partial = Grid<Option<u8>>;

impl Hanjie {
    /// The black-and-white puzzle of these clues, without a goal, in the default encoding.
    #[must_use]
    pub fn black_and_white(size: Size, rows: Vec<LineClue>, columns: Vec<LineClue>) -> Self {
        Hanjie {
            size,
            palette: Palette::black_and_white(),
            rows,
            columns,
            goal: None,
            encoding: LineEncoding::default(),
        }
    }

    /// The puzzle whose clues are the runs of `picture` over `palette`, which becomes its
    /// goal.
    #[must_use]
    pub fn of_picture(picture: &Grid<u8>, palette: Palette) -> Self {
        let size = picture.size();
        Hanjie {
            size,
            palette,
            rows: (0..size.height)
                .map(|r| LineClue::of_cells(picture.row(r).iter().copied()))
                .collect(),
            columns: (0..size.width)
                .map(|c| LineClue::of_cells(picture.column(c).copied()))
                .collect(),
            goal: Some(picture.clone()),
            encoding: LineEncoding::default(),
        }
    }

    /// The cells line-by-line logic decides (`None`: still open), or the first line it
    /// finds that no filling of the open cells satisfies: every row and column solved as far
    /// as its clue and the cells known allow, until nothing changes. A palette of more than
    /// 64 colours, beyond the line solver, leaves every cell open.
    ///
    /// # Errors
    /// The first [`Line`] whose clue no filling of its open cells satisfies: the puzzle has
    /// no solution.
    pub fn solve_by_lines(&self) -> Result<Partial, Line> {
        match logic::by_lines(self, crate::limits::Deadline::NONE) {
            Some(result) => result.map(|possible| logic::decided(&possible)),
            None => Ok(Grid::from_fn(self.size, |_| None)),
        }
    }

    /// Whether the palette has one ink: one literal per cell, the black-and-white formats.
    pub(crate) fn is_black_and_white(&self) -> bool {
        self.palette.is_black_and_white()
    }

    /// The symbols a line's automaton reads: 2 in black and white (empty, filled), the
    /// palette's colours in colour.
    pub(crate) fn symbols(&self) -> usize {
        if self.is_black_and_white() {
            2
        } else {
            self.palette.len()
        }
    }

    /// Every row, then every column, with its clue.
    pub(crate) fn lines(&self) -> impl Iterator<Item = (Line, &LineClue)> {
        Line::all(self.size).map(|line| {
            let clue = match line {
                Line::Row(row) => &self.rows[row],
                Line::Column(col) => &self.columns[col],
            };
            (line, clue)
        })
    }

    /// The automaton of a known clue over [`Hanjie::symbols`].
    pub(crate) fn automaton(&self, runs: &[ClueRun]) -> Dfa {
        automaton::clue_dfa(runs, self.symbols())
    }

    /// The character of palette colour `colour` in solutions and answers: `#` (filled) and
    /// `.` (empty) in black and white, the palette's symbols in colour.
    pub(crate) fn symbol(&self, colour: u8) -> char {
        match (self.is_black_and_white(), colour) {
            (true, 0) => '.',
            (true, 1) => '#',
            _ => self.palette.symbol(colour),
        }
    }

    /// A clue in words: in black and white as `.non` writes it (`3,1`, `0`, `?`), in colour
    /// each run its length and its ink's symbol (`2X 1r`, `no runs`).
    pub(crate) fn clue_text(&self, clue: &LineClue) -> String {
        match clue.runs() {
            Some(runs) if !self.is_black_and_white() => {
                if runs.is_empty() {
                    return "no runs".to_string();
                }
                let words: Vec<String> = runs.iter().map(|run| self.run_text(run)).collect();
                words.join(" ")
            }
            _ => clue.to_string(),
        }
    }

    /// A run as colour clues write it: its length (`?` unknown) and its ink's symbol (`2r`).
    pub(crate) fn run_text(&self, run: &ClueRun) -> String {
        let length = match run.length {
            crate::encodings::runs::Run::Length(l) => l.to_string(),
            crate::encodings::runs::Run::Unknown => "?".to_string(),
        };
        format!("{length}{}", self.palette.symbol(run.colour))
    }
}

/// The puzzle of `instances/hanjie/FILE`, for the tests of this module's parts.
#[cfg(test)]
fn instance(file: &str) -> Hanjie {
    use crate::puzzle::Puzzle;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("instances/hanjie")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Hanjie::parse(&crate::source::Source::inline(file, text)).unwrap()
}
