//! The list of puzzle kinds and the type-erased face ([`AnyPuzzle`]) that the command line
//! drives. Every kind gets all commands from its [`Puzzle`] implementation; adding a kind is
//! one module plus one row in [`KINDS`].

use crate::analyze::{self, Analysis, Difficulty};
use crate::answer::{Answer, AnswerCheck, Filling};
use crate::error::{Choice, Error, KindChoice, ParseError};
use crate::grid::Size;
use crate::limits::Limits;
use crate::puzzle::{GenerateOptions, Puzzle};
use crate::puzzles::hanjie::colour::ColourHanjie;
use crate::puzzles::hanjie::{self, AnyHanjie, Hanjie};
use crate::puzzles::magnets::Magnets;
use crate::puzzles::onetwothree::OneTwoThree;
use crate::puzzles::yinyang::YinYang;
use crate::report::{self, CountReport, SolveReport};
use crate::solve::certify::{self, Certificate, CertifyRequest};
use crate::solve::{SolveOptions, with_deadline};
use crate::source::Source;
use rand::rngs::StdRng;
use std::io::Write;
use std::sync::atomic::AtomicU64;

mod detect;

/// One registered puzzle kind.
pub struct Kind {
    /// Name used by `--kind`, `generate KIND` and in JSON.
    pub name: &'static str,
    /// The kind's name for people, in messages that say "a TITLE puzzle" ([`Puzzle::NAME`]).
    pub title: &'static str,
    /// File extensions that select it.
    pub extensions: &'static [&'static str],
    /// The inputs it reads, in a few words ([`Puzzle::FORMATS`]).
    pub formats: &'static str,
    /// The puzz.link genres it reads ([`Puzzle::PUZZLINK_GENRES`]).
    pub puzzlink_genres: &'static [&'static str],
    detect: fn(&Source) -> Option<usize>,
    parse: fn(&Source) -> Result<Box<dyn AnyPuzzle>, ParseError>,
    generate: fn(&GenerateOptions, &mut StdRng) -> Result<Generated, Error>,
    check_generate: fn(&GenerateOptions, bool) -> Result<(), Error>,
}

/// Every puzzle kind gridsat knows.
pub static KINDS: &[Kind] = &[
    Kind::of::<Magnets>(),
    Kind {
        parse: parse_hanjie,
        generate: generate_hanjie,
        check_generate: check_generate_hanjie,
        ..Kind::of::<Hanjie>()
    },
    Kind::of::<OneTwoThree>(),
    Kind::of::<YinYang>(),
];

impl Kind {
    /// The registry row of puzzle type `P`.
    pub const fn of<P: Puzzle>() -> Kind {
        Kind {
            name: P::KIND,
            title: P::NAME,
            extensions: P::EXTENSIONS,
            formats: P::FORMATS,
            puzzlink_genres: P::PUZZLINK_GENRES,
            detect: P::detect,
            parse: parse_boxed::<P>,
            generate: generate_boxed::<P>,
            check_generate: check_generate::<P>,
        }
    }

    /// Whether `source` looks like this kind: the number of the line that shows it.
    pub fn detect(&self, source: &Source) -> Option<usize> {
        (self.detect)(source)
    }

    /// Parses `source` as this kind.
    pub fn parse(&self, source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
        (self.parse)(source)
    }

    /// Refuses `options` when this kind's generator would build a CNF over `options.limits`
    /// (or, with `rated`, when rating its puzzles' difficulty would), or when the generator
    /// refuses them anyway; in `O(W·H)` at most, before anything is drawn.
    pub fn check_generate(&self, options: &GenerateOptions, rated: bool) -> Result<(), Error> {
        (self.check_generate)(options, rated)
    }

    /// Makes a new puzzle of this kind, after [`Kind::check_generate`]; `options.time_limit`
    /// counts from this call.
    pub fn generate(&self, options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
        let mut options = options.clone();
        options.limits = with_deadline(options.limits, options.time_limit);
        (self.generate)(&options, rng)
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

/// The names of every kind, `magnets, hanjie, 123, yinyang`.
pub fn kind_names() -> String {
    KINDS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
}

/// Every kind and the inputs it reads, one line each (`magnets: .magnets files …`), for
/// `--help`.
pub fn kinds_and_formats() -> String {
    KINDS
        .iter()
        .map(|k| format!("{}: {}", k.name, k.formats))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Parses `source` as `kind` if given, else as the kind its extension or content shows.
/// When the kind was named or chosen by the extension and the content looks like another
/// kind, the error says so ([`Error::WrongKind`]).
pub fn parse(source: &Source, kind: Option<&str>) -> Result<Box<dyn AnyPuzzle>, Error> {
    let (kind, chosen) = match kind {
        Some(name) => (kind_named(name)?, Some(KindChoice::Named)),
        None => match detect::by_extension(source) {
            Some(kind) => (kind, Some(KindChoice::Extension)),
            None => (detect::detect(source)?, None),
        },
    };
    kind.parse(source).map_err(|error| {
        chosen
            .and_then(|chosen| detect::misread(source, kind, chosen))
            .unwrap_or(Error::Parse(error))
    })
}

/// A generated puzzle, ready to print or save.
pub struct Generated {
    /// The puzzle.
    pub puzzle: Box<dyn AnyPuzzle>,
    /// Its solution as rows of symbols.
    pub solution_rows: Vec<String>,
    /// The extension of its native format (`non`, `xml`).
    pub extension: &'static str,
    /// The solved picture.
    pub solution_picture: String,
}

/// A puzzle of any kind, as [`parse`] gives it: everything the command line does with one.
/// A parsed puzzle is `Send + Sync`, so threads can share it, each solving with its own
/// options:
///
/// ```
/// use gridsat::{registry, solve::SolveOptions, source::Source};
///
/// let puzzle = registry::parse(&Source::inline("id", "2x2:..,..,..,..,TTBB"), None)?;
/// let (first, all) = std::thread::scope(|scope| {
///     let first = scope.spawn(|| {
///         let mut options = SolveOptions::default();
///         options.unique = false;
///         puzzle.solve(&options)
///     });
///     let all = scope.spawn(|| puzzle.solve(&SolveOptions::default()));
///     (first.join().unwrap(), all.join().unwrap())
/// });
/// assert_eq!(first?.unique, None); // not asked
/// assert_eq!(all?.unique, Some(false)); // several solutions
/// # Ok::<(), gridsat::Error>(())
/// ```
pub trait AnyPuzzle: Send + Sync {
    /// The kind's name.
    fn kind(&self) -> &'static str;
    /// The grid size.
    fn size(&self) -> Size;
    /// Chooses the kind's encoding by name (`--encoding`): one name, or several options
    /// joined by commas (`lazy,no-border`), applied in order.
    fn set_encoding(&mut self, name: &str) -> Result<(), Error>;
    /// Solves, verifies, and (with `options.unique`) decides uniqueness; unless
    /// `options.always_search`, reasoning without search may decide first
    /// (`report::solve_reasoning_first`). The search is the puzzle's own where
    /// `options.engine` allows it, else on `options.solver`.
    fn solve(&self, options: &SolveOptions) -> Result<SolveReport, Error>;
    /// Certifies the verdict with files in `request.dir` (`solve --proof`): see
    /// [`crate::solve::certify`].
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error>;
    /// Counts solutions up to `limit` (by the puzzle's own search where `options.engine`
    /// allows it, else on `options.solver`), adding one to `counted` as each is found, for
    /// another thread to follow.
    fn count(
        &self,
        limit: Option<u64>,
        options: &SolveOptions,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error>;
    /// Forced cells, two differing solutions or conflicting clues, and difficulty
    /// ([`analyze::analyze`]), on the solver `options` choose, within their limits.
    fn analyze(&self, options: &SolveOptions) -> Result<Analysis, Error>;
    /// How much reasoning without search decides the puzzle ([`analyze::difficulty`]), its
    /// CNF within `limits`.
    fn difficulty(&self, limits: &Limits) -> Result<Difficulty, Error>;
    /// Writes the complete CNF in DIMACS with its comment header, within `limits`; `input`
    /// names the puzzle in the header, `output` where it goes, for I/O errors.
    fn write_dimacs(
        &self,
        input: &str,
        out: &mut dyn Write,
        output: &str,
        limits: &Limits,
    ) -> Result<(), Error>;
    /// Decodes and verifies another solver's answer for the CNF `write_dimacs` wrote (built
    /// again, within `limits`).
    fn decode(&self, answer: &Source, limits: &Limits) -> Result<SolveReport, Error>;
    /// Reads an answer file (one or more grids, each complete or partly filled, or
    /// `solve`'s JSON: [`crate::answer`]) and checks every grid in it: the rules a complete
    /// grid breaks, and those the filled cells of a partial one break whatever fills the rest.
    fn verify(&self, answers: &Source) -> Result<Vec<AnswerCheck>, ParseError>;
    /// The unsolved puzzle as a picture.
    fn render(&self) -> String;
    /// The puzzle as an SVG picture; solved with grid `index` (from 1) of the answer file
    /// `answers` when given, whether or not that grid keeps the rules. A grid that is not
    /// there, or not complete, is an error.
    fn svg(&self, solution: Option<(&Source, usize)>) -> Result<String, ParseError>;
    /// The puzzle in its native file format.
    fn to_native(&self) -> String;
    /// One comment line of the native format ([`Puzzle::comment`]).
    fn comment(&self, text: &str) -> String;
    /// The native format with notes as comments ([`Puzzle::to_native_with_notes`]).
    fn to_native_with_notes(&self, notes: &[String]) -> String;
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
            return Err(Error::refused(
                Choice::Encoding,
                format!("{} has a single encoding; drop {{encoding}}", P::KIND),
            ));
        }
        for name in names.split(',').map(str::trim) {
            if !P::ENCODINGS.contains(&name) {
                return Err(Error::Usage(format!(
                    "unknown {} encoding `{name}`: expected one of {} (several joined by commas)",
                    P::KIND,
                    P::ENCODINGS.join(", ")
                )));
            }
            Puzzle::set_encoding(self, name)?;
        }
        Ok(())
    }
    fn solve(&self, options: &SolveOptions) -> Result<SolveReport, Error> {
        report::solve_as(self, options)
    }
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error> {
        certify::certify(self, request)
    }
    fn count(
        &self,
        limit: Option<u64>,
        options: &SolveOptions,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error> {
        report::count_observed(self, limit, options, counted)
    }
    fn analyze(&self, options: &SolveOptions) -> Result<Analysis, Error> {
        analyze::analyze(self, options)
    }
    fn difficulty(&self, limits: &Limits) -> Result<Difficulty, Error> {
        analyze::difficulty::of_puzzle(self, limits)
    }
    fn write_dimacs(
        &self,
        input: &str,
        out: &mut dyn Write,
        output: &str,
        limits: &Limits,
    ) -> Result<(), Error> {
        report::write_dimacs(self, input, out, output, limits)
    }
    fn decode(&self, answer: &Source, limits: &Limits) -> Result<SolveReport, Error> {
        report::decode(self, answer, limits)
    }
    fn verify(&self, answers: &Source) -> Result<Vec<AnswerCheck>, ParseError> {
        let answers = self.parse_answers(answers)?;
        let check = |answer: Answer<P::Solution, P::Partial>| {
            let (unknown, broken) = match &answer.filling {
                Filling::Complete(solution) => (0, Puzzle::verify(self, solution)),
                Filling::Partial { grid, unknown } => (*unknown, self.verify_partial(grid)),
            };
            AnswerCheck {
                index: answer.index,
                line: answer.line,
                cells: answer.cells,
                unknown,
                broken,
            }
        };
        Ok(answers.into_iter().map(check).collect())
    }
    fn render(&self) -> String {
        Puzzle::render(self, None)
    }
    fn svg(&self, solution: Option<(&Source, usize)>) -> Result<String, ParseError> {
        let Some((source, index)) = solution else {
            return Ok(Puzzle::svg(self, None));
        };
        let answers = self.parse_answers(source)?;
        let count = answers.len();
        let answer = index
            .checked_sub(1)
            .and_then(|i| answers.into_iter().nth(i))
            .ok_or_else(|| {
                source.error(format!(
                    "there is no solution {index}: the file lists {count} (numbered from 1)"
                ))
            })?;
        match answer.filling {
            Filling::Complete(solution) => Ok(Puzzle::svg(self, Some(&solution))),
            Filling::Partial { unknown, .. } => Err(source.error_at_line(
                answer.line,
                format!(
                    "solution {index} has {unknown} cell{} not filled in: a picture needs a complete grid",
                    if unknown == 1 { "" } else { "s" }
                ),
            )),
        }
    }
    fn to_native(&self) -> String {
        Puzzle::to_native(self)
    }
    fn comment(&self, text: &str) -> String {
        Puzzle::comment(self, text)
    }
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        Puzzle::to_native_with_notes(self, notes)
    }
    fn play_link(&self) -> Option<String> {
        Puzzle::play_link(self)
    }
}

/// Hanjie puzzles in black and white or in colour, under one kind.
fn parse_hanjie(source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
    Ok(match hanjie::read(source)? {
        AnyHanjie::BlackAndWhite(puzzle) => Box::new(puzzle),
        AnyHanjie::Colour(puzzle) => Box::new(puzzle),
    })
}

/// Hanjie pictures in black and white, or with `--colours` 2 or more in colour.
fn generate_hanjie(options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
    match options.colours {
        Some(colours) if colours > 1 => generate_boxed::<ColourHanjie>(options, rng),
        _ => generate_boxed::<Hanjie>(options, rng),
    }
}

fn check_generate_hanjie(options: &GenerateOptions, rated: bool) -> Result<(), Error> {
    match options.colours {
        Some(colours) if colours > 1 => check_generate::<ColourHanjie>(options, rated),
        _ => check_generate::<Hanjie>(options, rated),
    }
}

fn parse_boxed<P: Puzzle>(source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
    Ok(Box::new(P::parse(source)?))
}

fn check_generate<P: Puzzle>(options: &GenerateOptions, rated: bool) -> Result<(), Error> {
    let estimate = P::generate_estimate(options)?;
    if let Some(solvers) = estimate.solvers {
        options.limits.check_generating(P::KIND, options.size, solvers)?;
    }
    if rated {
        let encoding = estimate.rated_encoding.as_deref();
        options
            .limits
            .check_rating(P::KIND, options.size, estimate.rated, encoding)?;
    }
    Ok(())
}

/// Generates a puzzle of kind `P` (refused first if its solvers would be over
/// `options.limits`), whose solution must pass [`Puzzle::verify`] before anything is printed
/// (the generators take solutions from the solver).
fn generate_boxed<P: Puzzle>(options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
    check_generate::<P>(options, false)?;
    let (puzzle, solution) = P::generate(options, rng)?;
    if let Some(rule) = Puzzle::verify(&puzzle, &solution).into_iter().next() {
        return Err(Error::broken_rule(format!("{rule} (in a generated puzzle)")));
    }
    Ok(Generated {
        solution_rows: puzzle.solution_rows(&solution),
        extension: P::EXTENSIONS[0],
        solution_picture: Puzzle::render(&puzzle, Some(&solution)),
        puzzle: Box::new(puzzle),
    })
}
