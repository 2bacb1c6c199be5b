//! The list of puzzle kinds and the type-erased face ([`AnyPuzzle`]) that the command line
//! drives. Every kind gets all commands from its [`Puzzle`] implementation; adding a kind is
//! one module plus one row in [`KINDS`].

use crate::analyze::{self, Analysis, Difficulty};
use crate::error::{Error, ParseError};
use crate::grid::Size;
use crate::limits;
use crate::puzzle::{GenerateOptions, Puzzle};
use crate::puzzles::hanjie::Hanjie;
use crate::puzzles::magnets::Magnets;
use crate::puzzles::onetwothree::OneTwoThree;
use crate::puzzles::yinyang::YinYang;
use crate::report::{self, CountReport, SolveReport};
use crate::solve::SolverChoice;
use crate::solve::certify::{self, Certificate, CertifyRequest};
use crate::source::Source;
use rand::rngs::StdRng;
use std::io::Write;
use std::sync::atomic::AtomicU64;

/// One registered puzzle kind.
pub struct Kind {
    /// Name used by `--kind`, `generate KIND` and in JSON.
    pub name: &'static str,
    /// File extensions that select it.
    pub extensions: &'static [&'static str],
    detect: fn(&Source) -> bool,
    parse: fn(&Source) -> Result<Box<dyn AnyPuzzle>, ParseError>,
    generate: fn(&GenerateOptions, &mut StdRng) -> Result<Generated, Error>,
    check_generate: fn(&GenerateOptions, bool) -> Result<(), Error>,
}

/// Every puzzle kind gridsat knows.
pub static KINDS: &[Kind] = &[
    Kind::of::<Magnets>(),
    Kind::of::<Hanjie>(),
    Kind::of::<OneTwoThree>(),
    Kind::of::<YinYang>(),
];

impl Kind {
    /// The registry row of puzzle type `P`.
    pub const fn of<P: Puzzle>() -> Kind {
        Kind {
            name: P::KIND,
            extensions: P::EXTENSIONS,
            detect: P::detect,
            parse: parse_boxed::<P>,
            generate: generate_boxed::<P>,
            check_generate: check_generate::<P>,
        }
    }

    /// Parses `source` as this kind.
    pub fn parse(&self, source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
        (self.parse)(source)
    }

    /// Refuses `options` when this kind's generator would build a CNF over `--max-memory`
    /// (or, with `rated`, when rating its puzzles' difficulty would), or when the generator
    /// refuses them anyway; in `O(W·H)` at most, before anything is drawn.
    pub fn check_generate(&self, options: &GenerateOptions, rated: bool) -> Result<(), Error> {
        (self.check_generate)(options, rated)
    }

    /// Makes a new puzzle of this kind, after [`Kind::check_generate`].
    pub fn generate(&self, options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
        (self.generate)(options, rng)
    }
}

/// The kind called `name`, or an error listing the known ones.
pub fn kind_named(name: &str) -> Result<&'static Kind, Error> {
    KINDS
        .iter()
        .find(|k| k.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            Error::Usage(format!(
                "unknown puzzle kind `{name}`: expected one of {}",
                kind_names()
            ))
        })
}

fn kind_names() -> String {
    KINDS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
}

/// Parses `source` as `kind` if given, else as the kind its extension or content shows.
pub fn parse(source: &Source, kind: Option<&str>) -> Result<Box<dyn AnyPuzzle>, Error> {
    let kind = match kind {
        Some(name) => kind_named(name)?,
        None => detect(source)?,
    };
    Ok(kind.parse(source)?)
}

fn detect(source: &Source) -> Result<&'static Kind, ParseError> {
    let by_extension = source
        .extension
        .as_deref()
        .and_then(|ext| KINDS.iter().find(|k| k.extensions.contains(&ext)));
    if let Some(kind) = by_extension.or_else(|| KINDS.iter().find(|k| (k.detect)(source))) {
        return Ok(kind);
    }
    if source.text.trim().is_empty() {
        return Err(source.error("the input is empty: expected a puzzle"));
    }
    if let Some(kind) = game_id_kind(source)? {
        return Ok(kind);
    }
    Err(source.error(format!(
        "cannot tell which puzzle this is: expected a first line such as `magnets 6x6`, a Simon Tatham game ID such as `3x3:201,102,120,111,LRTT*BBLR` (Magnets) or `4x4:2/1/2/1/1.1/2/1/1` (Pattern), a .non file (`width`/`height` lines), a first line such as `123 5x5` or `yinyang 6x6`, a puzz.link fillomino or yinyang URL, or --kind ({})",
        kind_names()
    )))
}

/// For a first line shaped like a Simon Tatham game ID (`WxH:…`) that neither Magnets nor
/// Pattern recognised: the kind it is closest to, so that its parser says what is wrong
/// where (a Pattern ID: clues with `/`), or an error saying what a Magnets ID needs (its
/// comma-separated fields, when there are too few for Magnets to recognise it).
fn game_id_kind(source: &Source) -> Result<Option<&'static Kind>, ParseError> {
    let lines = source.content_lines("#");
    let Some(line) = lines.first() else {
        return Ok(None);
    };
    if !crate::puzzles::hanjie::pattern::starts_like_id(line.text) {
        return Ok(None);
    }
    let desc = line.text.split_once(':').map_or("", |(_, desc)| desc);
    if desc.contains(',') && !desc.contains('/') {
        let fields = desc.split(',').count();
        return Err(source.error_at_line(
            line.number,
            format!(
                "a Magnets game ID `WxH:…` has 5 comma-separated fields (the column +, row +, column - and row - counts, then the layout), found {fields}"
            ),
        ));
    }
    Ok(KINDS.iter().find(|k| k.name == "hanjie"))
}

/// A generated puzzle, ready to print or save.
pub struct Generated {
    /// The puzzle.
    pub puzzle: Box<dyn AnyPuzzle>,
    /// Its solution as rows of symbols.
    pub solution_rows: Vec<String>,
    /// The solved picture.
    pub solution_picture: String,
}

/// What the command line needs from a puzzle, whatever its kind.
pub trait AnyPuzzle {
    /// The kind's name.
    fn kind(&self) -> &'static str;
    /// The grid size.
    fn size(&self) -> Size;
    /// Chooses the kind's encoding by name (`--encoding`): one name, or several options
    /// joined by commas (`lazy,no-border`), applied in order.
    fn set_encoding(&mut self, name: &str) -> Result<(), Error>;
    /// Solves, verifies, and (if `check_unique`) decides uniqueness; with `always_search`
    /// false, reasoning without search may decide first (`report::solve_reasoning_first`).
    /// The search runs on the chosen solver.
    fn solve(
        &self,
        check_unique: bool,
        always_search: bool,
        solver: &SolverChoice,
    ) -> Result<SolveReport, Error>;
    /// Certifies the verdict with files in `request.dir` (`solve --proof`): see
    /// [`crate::solve::certify`].
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error>;
    /// Counts solutions up to `limit` (on the chosen solver), adding one to `counted` as
    /// each is found, for another thread to follow.
    fn count(
        &self,
        limit: Option<u64>,
        solver: &SolverChoice,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error>;
    /// Forced cells, two differing solutions or conflicting clues, and difficulty
    /// ([`analyze::analyze`]), on the chosen solver.
    fn analyze(&self, solver: &SolverChoice) -> Result<Analysis, Error>;
    /// How much reasoning without search decides the puzzle ([`analyze::difficulty`]).
    fn difficulty(&self) -> Result<Difficulty, Error>;
    /// Writes the complete CNF in DIMACS with its comment header; `output` names where it
    /// goes, for I/O errors.
    fn write_dimacs(&self, input: &str, out: &mut dyn Write, output: &str) -> Result<(), Error>;
    /// Decodes and verifies another solver's answer for the CNF `write_dimacs` wrote.
    fn decode(&self, answer: &Source) -> Result<SolveReport, Error>;
    /// Reads a solution file and lists every rule it breaks.
    fn verify(&self, solution: &Source) -> Result<Vec<String>, ParseError>;
    /// The unsolved puzzle as a picture.
    fn render(&self) -> String;
    /// The puzzle as an SVG picture; solved with `solution` (rows of symbols as `solve`
    /// prints them, or its JSON) when given, whether or not that solution keeps the rules.
    fn svg(&self, solution: Option<&Source>) -> Result<String, ParseError>;
    /// The puzzle in its native file format.
    fn to_native(&self) -> String;
    /// Where the puzzle can be played online ([`Puzzle::play_link`]).
    fn play_link(&self) -> Option<String>;
}

impl<P: Puzzle> AnyPuzzle for P {
    fn kind(&self) -> &'static str {
        P::KIND
    }
    fn size(&self) -> Size {
        Puzzle::size(self)
    }
    fn set_encoding(&mut self, names: &str) -> Result<(), Error> {
        if P::ENCODINGS.is_empty() {
            return Err(Error::Usage(format!(
                "{} has a single encoding; drop --encoding",
                P::KIND
            )));
        }
        for name in names.split(',').map(str::trim) {
            if !P::ENCODINGS.contains(&name) {
                return Err(Error::Usage(format!(
                    "unknown {} encoding `{name}`: expected one of {} (several joined by commas)",
                    P::KIND,
                    P::ENCODINGS.join(", ")
                )));
            }
            Puzzle::set_encoding(self, name).map_err(Error::Usage)?;
        }
        Ok(())
    }
    fn solve(
        &self,
        check_unique: bool,
        always_search: bool,
        solver: &SolverChoice,
    ) -> Result<SolveReport, Error> {
        report::solve_with(self, check_unique, always_search, solver)
    }
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error> {
        certify::certify(self, request)
    }
    fn count(
        &self,
        limit: Option<u64>,
        solver: &SolverChoice,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error> {
        report::count_observed(self, limit, solver, counted)
    }
    fn analyze(&self, solver: &SolverChoice) -> Result<Analysis, Error> {
        analyze::analyze(self, solver)
    }
    fn difficulty(&self) -> Result<Difficulty, Error> {
        analyze::difficulty::of_puzzle(self)
    }
    fn write_dimacs(&self, input: &str, out: &mut dyn Write, output: &str) -> Result<(), Error> {
        report::write_dimacs(self, input, out, output)
    }
    fn decode(&self, answer: &Source) -> Result<SolveReport, Error> {
        report::decode(self, answer)
    }
    fn verify(&self, solution: &Source) -> Result<Vec<String>, ParseError> {
        let solution = self.parse_solution(solution)?;
        Ok(Puzzle::verify(self, &solution))
    }
    fn render(&self) -> String {
        Puzzle::render(self, None)
    }
    fn svg(&self, solution: Option<&Source>) -> Result<String, ParseError> {
        let solution = solution.map(|s| self.parse_solution(s)).transpose()?;
        Ok(Puzzle::svg(self, solution.as_ref()))
    }
    fn to_native(&self) -> String {
        Puzzle::to_native(self)
    }
    fn play_link(&self) -> Option<String> {
        Puzzle::play_link(self)
    }
}

fn parse_boxed<P: Puzzle>(source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
    Ok(Box::new(P::parse(source)?))
}

fn check_generate<P: Puzzle>(options: &GenerateOptions, rated: bool) -> Result<(), Error> {
    let estimate = P::generate_estimate(options)?;
    if let Some(solvers) = estimate.solvers {
        limits::check_generating(P::KIND, options.size, solvers)?;
    }
    if rated {
        let encoding = estimate.rated_encoding.as_deref();
        limits::check_rating(P::KIND, options.size, estimate.rated, encoding)?;
    }
    Ok(())
}

/// Generates a puzzle of kind `P` (refused first if its solvers would be over
/// `--max-memory`), whose solution must pass [`Puzzle::verify`] before anything is printed
/// (the generators take solutions from the solver).
fn generate_boxed<P: Puzzle>(options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
    check_generate::<P>(options, false)?;
    let (puzzle, solution) = P::generate(options, rng)?;
    if let Some(rule) = Puzzle::verify(&puzzle, &solution).into_iter().next() {
        return Err(Error::broken_rule(format!("{rule} (in a generated puzzle)")));
    }
    Ok(Generated {
        solution_rows: puzzle.solution_rows(&solution),
        solution_picture: Puzzle::render(&puzzle, Some(&solution)),
        puzzle: Box::new(puzzle),
    })
}
