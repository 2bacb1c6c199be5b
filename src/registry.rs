//! The list of puzzle kinds and the type-erased face ([`AnyPuzzle`]) that the command line
//! drives. Every kind gets all commands from its [`Puzzle`](crate::puzzle::Puzzle) implementation; adding a kind is
//! one module plus one row in [`KINDS`] (and, in the repository, its folder of instances,
//! which the conformance suite in `tests/conformance/` checks it on).

use crate::analyze::Level;
use crate::answer;
use crate::error::{Choice, Error, KindChoice, ParseError};
use crate::options::with_deadline;
use crate::puzzle::{Draw, EncodingChoice, GenerateOptions, PuzzleKind, Rules};
use crate::puzzles::hanjie::Hanjie;
use crate::puzzles::magnets::Magnets;
use crate::puzzles::onetwothree::OneTwoThree;
use crate::puzzles::yinyang::YinYang;
use crate::source::Source;
use rand::rngs::StdRng;

mod any_puzzle;
mod detect;
mod files;
mod generated;

pub use any_puzzle::{AnyNotation, AnyPuzzle};
pub use files::{is_puzzle_file, puzzle_extensions, puzzle_files, read_argument};
pub use generated::{DIFFICULTY_ATTEMPTS, Generated, NoneOfLevel, generated_note};

/// One registered puzzle kind.
pub struct Kind {
    /// Name used by `--kind`, `generate KIND` and in JSON; in the repository, also the
    /// folder of the kind's instances, `instances/NAME/` (each puzzle with an `.answer` file
    /// of every solution), on which `tests/conformance/` checks every kind.
    pub name: &'static str,
    /// The kind's name for people, in messages that say "a TITLE puzzle" ([`Puzzle::TITLE`](crate::puzzle::Puzzle::TITLE)).
    pub title: &'static str,
    /// File extensions that select it.
    pub extensions: &'static [&'static str],
    /// The generator options it takes ([`crate::puzzle::Generate::GENERATOR_TAKES`]); the others are refused.
    pub generator_takes: &'static [Choice],
    /// The names its encodings are chosen by ([`EncodingChoice::NAMES`]; none for a kind with one).
    pub encodings: &'static [&'static str],
    /// The inputs it reads, in a few words ([`Puzzle::FORMATS`](crate::puzzle::Puzzle::FORMATS)).
    pub formats: &'static str,
    /// The puzz.link genres it reads ([`Puzzle::PUZZLINK_GENRES`](crate::puzzle::Puzzle::PUZZLINK_GENRES)).
    pub puzzlink_genres: &'static [&'static str],
    detect: fn(&Source) -> Option<usize>,
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
    #[must_use]
    pub const fn of<P: PuzzleKind>() -> Kind {
        Kind {
            name: P::KIND,
            title: P::TITLE,
            extensions: P::EXTENSIONS,
            encodings: <P::Encoding as EncodingChoice>::NAMES,
            generator_takes: P::GENERATOR_TAKES,
            formats: P::FORMATS,
            puzzlink_genres: P::PUZZLINK_GENRES,
            detect: P::detect,
            parse: parse_boxed::<P>,
            generate: generate_boxed::<P>,
            check_generate: check_generate::<P>,
        }
    }

    /// Whether `source` looks like this kind: the number of the line that shows it.
    #[must_use]
    pub fn detect(&self, source: &Source) -> Option<usize> {
        (self.detect)(source)
    }

    /// Parses `source` as this kind.
    ///
    /// # Errors
    /// A [`ParseError`] naming the line (and column) and what was expected.
    pub fn parse(&self, source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
        (self.parse)(source)
    }

    /// Refuses `options` when this kind's generator would build a CNF over `options.limits`
    /// (or, with `rated`, when rating its puzzles' difficulty would), or when the generator
    /// refuses them anyway; in `O(W·H)` at most, before anything is drawn.
    ///
    /// # Errors
    /// [`Error::Refused`] for an option the generator does not take or a value it refuses,
    /// [`Error::TooLarge`] for a size over the memory limit.
    pub fn check_generate(&self, options: &GenerateOptions, rated: bool) -> Result<(), Error> {
        (self.check_generate)(options, rated)
    }

    /// Makes a new puzzle of this kind, after [`Kind::check_generate`]; `options.time_limit`
    /// counts from this call.
    ///
    /// # Errors
    /// As [`Kind::check_generate`], and [`Error::TimedOut`] or [`Error::Interrupted`] when
    /// the time limit or an interrupt stops the work.
    pub fn generate(&self, options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
        let options = from_now(options);
        (self.generate)(&options, rng).map_err(|e| options.limits.deadline.explain(e))
    }

    /// Makes puzzles of this kind ([`Kind::generate`]) until one has the difficulty
    /// `wanted` (as [`AnyPuzzle::difficulty`] rates it), at most `options.attempts`: that
    /// puzzle, or how many of each difficulty were made instead. Refused first as
    /// [`Kind::check_generate`] refuses a rated size; `options.time_limit` counts from this
    /// call, for all the attempts.
    ///
    /// # Errors
    /// As [`Kind::generate`], and [`Error::Refused`] for `options.attempts` 0; not finding
    /// a puzzle of the level is no error but [`NoneOfLevel`].
    pub fn generate_of_level(
        &self,
        options: &GenerateOptions,
        wanted: Level,
        rng: &mut StdRng,
    ) -> Result<Result<Generated, NoneOfLevel>, Error> {
        if options.attempts == 0 {
            return Err(Error::refused(
                Choice::Attempts,
                "{attempts} must be at least 1: the puzzles made, at most, to find one of the difficulty asked for",
            ));
        }
        self.check_generate(options, true)?;
        let options = from_now(options);
        let explain = |e| options.limits.deadline.explain(e);
        let mut found = [0; Level::ALL.len()];
        for _ in 0..options.attempts {
            let generated = (self.generate)(&options, rng).map_err(explain)?;
            let level = generated
                .puzzle
                .difficulty(&options.limits)
                .map_err(explain)?
                .level;
            if level == wanted {
                return Ok(Ok(generated));
            }
            found[level as usize] += 1;
        }
        Ok(Err(NoneOfLevel { found }))
    }
}

/// `options` with their time limit made a deadline from now.
fn from_now(options: &GenerateOptions) -> GenerateOptions {
    let mut options = options.clone();
    options.limits = with_deadline(options.limits, options.time_limit);
    options
}

/// The kind called `name`, or an error listing the known ones.
///
/// # Errors
/// [`Error::Usage`] for a name that is no kind, listing the kinds.
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

/// Every encoding name some kind takes (`--encoding`), each once, in the kinds' order.
#[must_use]
pub fn encoding_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for name in KINDS.iter().flat_map(|kind| kind.encodings) {
        if !names.contains(name) {
            names.push(name);
        }
    }
    names
}

/// The names of every kind, `magnets, hanjie, 123, yinyang`.
#[must_use]
pub fn kind_names() -> String {
    KINDS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
}

/// Every kind and the inputs it reads, one line each (`magnets: .magnets files …`), for
/// `--help`.
#[must_use]
pub fn kinds_and_formats() -> String {
    KINDS
        .iter()
        .map(|k| format!("{}: {}", k.name, k.formats))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Parses `source` as `kind` if given, else as the kind its extension or content shows.
/// When the kind was named or chosen by the extension and the content looks like another
/// kind, the error says so ([`Error::WrongKind`]). A text of several puzzles separated by
/// lines `---` is refused (read each of [`Source::puzzles`]); one puzzle between
/// separators is read, its errors naming the lines of the whole text. An answer file (by
/// its extension: [`crate::answer::EXTENSIONS`]) is refused as such
/// ([`crate::answer::not_a_puzzle`]).
///
/// # Errors
/// [`Error::Parse`] for input that is not a puzzle of `kind` (or of any kind, when `kind`
/// is `None`), naming the line and what was expected; [`Error::UnknownKind`] for input of
/// no kind, when `kind` is `None`; [`Error::Usage`] for an unknown `kind`.
pub fn parse(source: &Source, kind: Option<&str>) -> Result<Box<dyn AnyPuzzle>, Error> {
    if source
        .extension
        .as_deref()
        .is_some_and(answer::is_answer_extension)
    {
        return Err(answer::not_a_puzzle(&source.name).into());
    }
    let source = source.one_puzzle()?;
    let source = source.as_ref();
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

fn parse_boxed<P: PuzzleKind>(source: &Source) -> Result<Box<dyn AnyPuzzle>, ParseError> {
    Ok(Box::new(P::parse(source)?))
}

fn check_generate<P: PuzzleKind>(options: &GenerateOptions, rated: bool) -> Result<(), Error> {
    refuse_untaken::<P>(options)?;
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

/// Refuses a generator option that kind `P` does not take ([`crate::puzzle::Generate::GENERATOR_TAKES`]):
/// an option that does nothing is refused, never ignored, in the same words for every kind.
fn refuse_untaken<P: PuzzleKind>(options: &GenerateOptions) -> Result<(), Error> {
    let Some(choice) = options
        .chosen()
        .into_iter()
        .find(|c| !P::GENERATOR_TAKES.contains(c))
    else {
        return Ok(());
    };
    let marks: Vec<&str> = P::GENERATOR_TAKES.iter().map(|c| c.mark()).collect();
    let why = match marks.as_slice() {
        [] => format!("they are {}", P::GENERATOR_NOTE),
        [one] => format!("their generator takes only {one}"),
        [rest @ .., last] => format!("their generator takes only {} and {last}", rest.join(", ")),
    };
    Err(Error::refused(
        choice,
        format!(
            "{} does nothing for {} puzzles: {why}; drop it",
            choice.mark(),
            P::TITLE
        ),
    ))
}

/// Generates a puzzle of kind `P` (refused first if its solvers would be over
/// `options.limits`), whose solution must pass [`crate::puzzle::Rules::verify`] before anything is printed
/// (the generators take solutions from the solver).
fn generate_boxed<P: PuzzleKind>(options: &GenerateOptions, rng: &mut StdRng) -> Result<Generated, Error> {
    check_generate::<P>(options, false)?;
    let (puzzle, solution) = P::generate(options, rng)?;
    if let Some(rule) = Rules::verify(&puzzle, &solution).into_iter().next() {
        return Err(Error::broken_rule(format!("{rule} (in a generated puzzle)")));
    }
    Ok(Generated {
        solution_rows: puzzle.solution_rows(&solution),
        extension: puzzle.native_extension(),
        solution_picture: Draw::render(&puzzle, Some(&solution)),
        puzzle: Box::new(puzzle),
    })
}
