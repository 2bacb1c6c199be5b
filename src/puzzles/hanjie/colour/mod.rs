//! Colour nonograms (webpbn's multicolour puzzles): a palette whose first colour is the
//! background, and clues whose runs each have a colour; runs of one colour are apart by at
//! least one background cell, runs of different colours may touch. A kind of its own type
//! beside black-and-white [`super::Hanjie`] (whose cells are one literal each), read from
//! the same files under the same kind name (`hanjie`): one-hot cells, each line its colour
//! automaton unrolled ([`crate::encodings::regular`]).

mod encode;
mod generate;
mod lines;
mod probing;
mod render;
#[cfg(test)]
mod tests;

use super::engine;
use super::palette::{self, ColourRun, Palette};
use super::svg::Word;
use crate::answer::{self, Answers, CellSymbols};
use crate::error::{Choice, Error, ParseError};
use crate::grid::{Grid, Pos, Size};
use crate::limits::CnfSize;
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, OwnSearch, Puzzle, Reasoning};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

pub use generate::MAX_INKS;
pub use lines::MAX_LOGIC_COLOURS;
pub(crate) use lines::{line_automata, lines_then_probing};

/// A colour nonogram: a palette and the coloured runs of every row and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourHanjie {
    /// Grid size.
    pub size: Size,
    /// The colours, background first.
    pub palette: Palette,
    /// Clue of each row (runs left to right).
    pub rows: Vec<Vec<ColourRun>>,
    /// Clue of each column (runs top to bottom).
    pub columns: Vec<Vec<ColourRun>>,
    /// The intended picture (palette indices), when the file gives one.
    pub goal: Option<Grid<u8>>,
}

impl ColourHanjie {
    /// The puzzle of a webpbn XML reading, whatever its colours.
    pub fn from_webpbn(read: super::webpbn::WebpbnPuzzle) -> Self {
        ColourHanjie {
            size: Size::new(read.width, read.height),
            palette: read.palette,
            rows: read.rows,
            columns: read.columns,
            goal: read.goal,
        }
    }

    /// The symbol of palette colour `colour` (`?` for an index outside the palette).
    pub fn symbol(&self, colour: u8) -> char {
        self.palette
            .colours
            .get(usize::from(colour))
            .map_or('?', |c| c.symbol)
    }

    /// A run as clues write it: its length and its colour's symbol (`2r`).
    pub fn run_text(&self, run: &ColourRun) -> String {
        format!("{}{}", run.length, self.symbol(run.colour))
    }

    /// Every colour of the palette as a set of symbols for the line solver.
    fn all_colours(&self) -> u64 {
        let k = self.palette.len().min(MAX_LOGIC_COLOURS);
        if k == 64 { u64::MAX } else { (1 << k) - 1 }
    }
}

impl Puzzle for ColourHanjie {
    type Solution = Grid<u8>;
    type Partial = Grid<Option<u8>>;
    type Vars = Grid<Vec<Lit>>;

    const KIND: &'static str = super::Hanjie::KIND;
    const NAME: &'static str = "colour Hanjie";
    const GENERATOR_TAKES: &'static [Choice] = &[Choice::AllowMultiple, Choice::Density, Choice::Colours];
    const EXTENSIONS: &'static [&'static str] = &["xml", "g"];
    const FORMATS: &'static str =
        "webpbn `.xml` files with `<color>`s, Olšák `.g` files with a `#d` colour section";
    /// The clue's colour automaton unrolled: the only encoding.
    const ENCODINGS: &'static [&'static str] = &["dfa"];

    fn detect(_source: &Source) -> Option<usize> {
        None
    }

    fn parse(source: &Source) -> Result<Self, ParseError> {
        Ok(Self::from_webpbn(super::parse_with_palette(source)?))
    }

    fn size(&self) -> Size {
        self.size
    }

    fn intended(&self) -> Option<Grid<u8>> {
        self.goal.clone()
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Grid<Vec<Lit>>> {
        encode::encode(self, formula)
    }

    fn cnf_estimate(&self) -> CnfSize {
        encode::estimate(self)
    }

    fn decode(&self, vars: &Grid<Vec<Lit>>, model: &Model) -> Grid<u8> {
        vars.map(|cell| cell.iter().position(|&lit| model.value(lit)).unwrap_or(0) as u8)
    }

    fn describe_vars(&self, vars: &Grid<Vec<Lit>>) -> Vec<(Lit, String)> {
        vars.iter()
            .flat_map(|(pos, cell)| {
                cell.iter().enumerate().map(move |(colour, &lit)| {
                    let name = &self.palette.colours[colour].name;
                    (lit, format!("{pos} {name}"))
                })
            })
            .collect()
    }

    fn verify(&self, solution: &Grid<u8>) -> Vec<String> {
        lines::verify(self, solution)
    }

    fn verify_partial(&self, partial: &Grid<Option<u8>>) -> Vec<String> {
        lines::verify_partial(self, partial)
    }

    fn reason(&self, deadline: crate::limits::Deadline) -> Reasoning<Grid<u8>> {
        if let Some(reason) = self.contradiction() {
            return Reasoning::NoSolution(reason);
        }
        match lines::solve_by_lines(self, deadline) {
            Some(Err(line)) => {
                Reasoning::NoSolution(format!("{line} cannot be filled given the lines crossing it"))
            }
            Some(Ok(possible)) if possible.values().all(|set| set.count_ones() == 1) => {
                Reasoning::Unique(possible.map(|set| set.trailing_zeros() as u8))
            }
            _ => Reasoning::Open,
        }
    }

    fn contradiction(&self) -> Option<String> {
        lines::contradiction(self)
    }

    /// Line solvable, needs probing or needs search (the `difficulty` module).
    fn own_difficulty(
        &self,
        limits: &crate::limits::Limits,
    ) -> Option<Result<crate::analyze::Difficulty, Error>> {
        Some(super::difficulty::colour(self, limits))
    }

    fn own_search(&self, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
        let mut search = engine::Search::colour(self)?;
        if budgeted {
            search.limit_conflicts(engine::CONFLICT_BUDGET);
        }
        Some(Box::new(search))
    }

    fn own_search_memory(&self) -> Option<u64> {
        let (width, height) = (self.size.width, self.size.height);
        let rows = self
            .rows
            .iter()
            .map(|clue| (width, palette::min_length(clue) + 1));
        let columns = self
            .columns
            .iter()
            .map(|clue| (height, palette::min_length(clue) + 1));
        let variables = self.size.area() * self.palette.len();
        Some(engine::memory(variables, rows.chain(columns)))
    }

    fn solution_rows(&self, solution: &Grid<u8>) -> Vec<String> {
        (0..self.size.height)
            .map(|row| solution.row(row).iter().map(|&c| self.symbol(c)).collect())
            .collect()
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Grid<u8>, Grid<Option<u8>>>, ParseError> {
        let value = |c: char| self.palette.index_of_symbol(c);
        let expected = format!(
            "a palette symbol: {}; ? for a cell not filled in yet",
            self.palette.legend()
        );
        let symbols = CellSymbols {
            value: &value,
            unknown: &['?'],
            expected: &expected,
        };
        answer::read_grids(source, self.size, &symbols)
    }

    fn render(&self, solution: Option<&Grid<u8>>) -> String {
        render::render(self, solution)
    }

    fn render_for_terminal(&self, solution: Option<&Grid<u8>>) -> Option<String> {
        Some(render::render_in_colour(self, solution))
    }

    fn svg(&self, solution: Option<&Grid<u8>>) -> String {
        let hex = |colour: u8| {
            let [r, g, b] = self.palette.colours[usize::from(colour)].rgb;
            format!("#{r:02x}{g:02x}{b:02x}")
        };
        let words = |clue: &Vec<ColourRun>| -> Vec<Word> {
            clue.iter()
                .map(|run| Word {
                    text: run.length.to_string(),
                    colour: hex(run.colour),
                })
                .collect()
        };
        let rows: Vec<Vec<Word>> = self.rows.iter().map(words).collect();
        let columns: Vec<Vec<Word>> = self.columns.iter().map(words).collect();
        let fill = |pos: Pos| solution.map(|s| s[pos]).filter(|&c| c != 0).map(hex);
        super::svg::picture(self.size, &rows, &columns, &fill)
    }

    fn to_native(&self) -> String {
        super::webpbn::write(&super::webpbn::WebpbnPuzzle {
            title: None,
            width: self.size.width,
            height: self.size.height,
            palette: self.palette.clone(),
            rows: self.rows.clone(),
            columns: self.columns.clone(),
            goal: self.goal.clone(),
        })
    }

    /// An XML comment (`--` inside becomes `- -`, which XML comments may not hold).
    fn comment(&self, text: &str) -> String {
        format!("<!-- {} -->\n", text.replace("--", "- -"))
    }

    /// The notes as XML comments after the XML declaration, which must come first.
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        let native = self.to_native();
        let comments: String = notes.iter().map(|note| Puzzle::comment(self, note)).collect();
        match native.split_once('\n') {
            Some((declaration, rest)) if declaration.starts_with("<?xml") => {
                format!("{declaration}\n{comments}{rest}")
            }
            _ => comments + &native,
        }
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Grid<u8>), Error> {
        generate::generate(options, rng)
    }

    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        generate::estimate(options)
    }
}
