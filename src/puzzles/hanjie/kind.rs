//! Hanjie as a puzzle kind: the [`Puzzle`] implementation the registry drives, each item
//! handed to the module that does it.

use super::engine::{self, Search};
use super::{CellVars, Hanjie, LineClue, LineEncoding, Partial, formats, logic, verify};
use crate::answer::{self, Answers, CellSymbols};
use crate::error::{Choice, Error, ParseError};
use crate::grid::{Grid, Size};
use crate::limits::{CnfSize, Deadline, Limits};
use crate::puzzle::{Encoding, GenerateEstimate, GenerateOptions, OwnSearch, Puzzle, Reasoning};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

impl Puzzle for Hanjie {
    type Solution = Grid<u8>;
    type Partial = Partial;
    type Vars = CellVars;

    const KIND: &'static str = "hanjie";
    const NAME: &'static str = "Hanjie";
    const GENERATOR_TAKES: &'static [Choice] = &[Choice::AllowMultiple, Choice::Density, Choice::Colours];
    const EXTENSIONS: &'static [&'static str] = &["non", "xml", "g"];
    const FORMATS: &'static str = "Steve Simpson's `.non` files (`width N`, `height N`, `rows`, `columns` lines), webpbn `.xml` files (`<puzzleset>`, black and white or in colour), Olšák's `.g` files (`: rows`, `: columns`, colours after `#d`; black and white or in colour), Simon Tatham's Pattern game IDs (`4x4:2/1/2/1/1.1/2/1/1`) and puzz.link Nonogram URLs (`https://puzz.link/p?nonogram/4/4/2g1g2g1g112g1g1g`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["nonogram"];
    const ENCODINGS: &'static [&'static str] = LineEncoding::NAMES;

    fn detect(source: &Source) -> Option<usize> {
        formats::detect(source)
    }

    fn parse(source: &Source) -> Result<Self, ParseError> {
        formats::parse(source)
    }

    /// Black and white takes either encoding; a colour puzzle has the automaton only.
    fn set_encoding(&mut self, name: &str) -> Result<(), Error> {
        let Some(encoding) = LineEncoding::from_name(name) else {
            return Ok(());
        };
        if !self.is_black_and_white() && encoding != LineEncoding::Dfa {
            return Err(Error::Usage(format!(
                "unknown {} encoding `{name}`: expected one of {} (several joined by commas)",
                Self::KIND,
                LineEncoding::Dfa.name()
            )));
        }
        self.encoding = encoding;
        Ok(())
    }

    fn encoding_name(&self) -> Option<String> {
        self.is_black_and_white()
            .then(|| self.encoding.name().to_string())
    }

    fn intended(&self) -> Option<Grid<u8>> {
        self.goal.clone()
    }

    fn size(&self) -> Size {
        self.size
    }

    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<CellVars> {
        super::encode::encode(self, formula)
    }

    fn cnf_estimate(&self) -> CnfSize {
        super::size::estimate(self)
    }

    fn decode(&self, vars: &CellVars, model: &Model) -> Grid<u8> {
        vars.decode(|lit| model.value(lit))
    }

    fn describe_vars(&self, vars: &CellVars) -> Vec<(Lit, String)> {
        let mut described = Vec::new();
        for (pos, lits) in vars.cells() {
            match lits {
                [filled] => described.push((*filled, format!("{pos} filled"))),
                lits => {
                    for (colour, &lit) in lits.iter().enumerate() {
                        let name = &self.palette.colours[colour].name;
                        described.push((lit, format!("{pos} {name}")));
                    }
                }
            }
        }
        described
    }

    fn verify(&self, solution: &Grid<u8>) -> Vec<String> {
        verify::verify(self, solution)
    }

    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        super::partial::verify_partial(self, partial)
    }

    fn reason(&self, deadline: Deadline) -> Reasoning<Grid<u8>> {
        if let Some(reason) = verify::contradiction_without_logic(self) {
            return Reasoning::NoSolution(reason);
        }
        match logic::by_probing(self, deadline) {
            Some(Err(line)) => Reasoning::NoSolution(verify::no_way_to_fill(line)),
            Some(Ok(possible)) if possible.values().all(|set| set.count_ones() == 1) => {
                Reasoning::Unique(possible.map(|set| set.trailing_zeros() as u8))
            }
            _ => Reasoning::Open,
        }
    }

    fn contradiction(&self) -> Option<String> {
        verify::contradiction(self)
    }

    /// Line solvable, needs probing or needs search (the `difficulty` module).
    fn own_difficulty(&self, limits: &Limits) -> Option<Result<crate::analyze::Difficulty, Error>> {
        Some(super::difficulty::rate(self, limits))
    }

    fn own_search(&self, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
        let mut search = Search::new(self)?;
        if budgeted {
            search.limit_conflicts(engine::CONFLICT_BUDGET);
        }
        Some(Box::new(search))
    }

    fn own_search_memory(&self) -> Option<u64> {
        let lines = self.lines().map(|(line, clue)| match clue {
            LineClue::Runs(_) => (line.len(self.size), clue.min_length() + 1),
            LineClue::Unknown => (0, 0),
        });
        let per_cell = if self.is_black_and_white() {
            1
        } else {
            self.palette.len()
        };
        Some(engine::memory(self.size.area() * per_cell, lines))
    }

    fn solution_rows(&self, solution: &Grid<u8>) -> Vec<String> {
        (0..self.size.height)
            .map(|row| solution.row(row).iter().map(|&c| self.symbol(c)).collect())
            .collect()
    }

    fn parse_answers(&self, source: &Source) -> Result<Answers<Grid<u8>, Partial>, ParseError> {
        if self.is_black_and_white() {
            let value = |c: char| match c {
                '#' | '1' | 'X' => Some(1),
                '.' | '0' | '-' => Some(0),
                _ => None,
            };
            let symbols = CellSymbols {
                value: &value,
                unknown: &['?'],
                expected: "# (filled) or . (empty), ? for a cell not filled in yet",
            };
            return answer::read_grids(source, self.size, &symbols);
        }
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
        super::render::render(self, solution)
    }

    fn render_for_terminal(&self, solution: Option<&Grid<u8>>) -> Option<String> {
        Some(super::terminal::render(self, solution))
    }

    fn svg(&self, solution: Option<&Grid<u8>>) -> String {
        super::svg::svg(self, solution)
    }

    fn to_native(&self) -> String {
        formats::write_native(self)
    }

    fn native_extension(&self) -> &'static str {
        if self.is_black_and_white() { "non" } else { "xml" }
    }

    /// `# text` in `.non`, an XML comment in webpbn XML (`--` inside becomes `- -`, which
    /// XML comments may not hold).
    fn comment(&self, text: &str) -> String {
        if self.is_black_and_white() {
            format!("# {text}\n")
        } else {
            format!("<!-- {} -->\n", text.replace("--", "- -"))
        }
    }

    /// The notes as comments: at the top of a `.non` file, after the XML declaration
    /// (which must come first) in webpbn XML.
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

    fn play_link(&self) -> Option<String> {
        self.play_links().into_iter().next()
    }

    fn play_links(&self) -> Vec<String> {
        [formats::pattern::play_link(self), formats::url::to_url(self)]
            .into_iter()
            .flatten()
            .collect()
    }

    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Grid<u8>), Error> {
        super::generate::generate(options, rng)
    }

    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        super::generate::estimate(options)
    }
}
