//! The type-erased face of a puzzle of any kind ([`AnyPuzzle`]), implemented once for every
//! [`Puzzle`](crate::puzzle::Puzzle): what the command line, the Python binding and library users drive.

use crate::analyze::hint::Hint;
use crate::analyze::{self, Analysis, Difficulty};
use crate::answer::{Answer, AnswerCheck, Filling};
use crate::error::{Choice, Error, ParseError};
use crate::grid::Size;
use crate::limits::{CnfSize, Limits};
use crate::puzzle::{Draw, Encode, EncodingChoice, Notation, Puzzle, PuzzleKind, Rules};
use crate::report::{self, CountReport, SolveReport};
use crate::solve::SolveOptions;
use crate::solve::certify::{self, Certificate, CertifyRequest};
use crate::source::Source;
use std::io::Write;
use std::sync::atomic::AtomicU64;

/// A puzzle of any kind, as [`parse`](super::parse) gives it: everything the command line
/// does with one. A parsed puzzle is `Send + Sync`, so threads can share it, each solving
/// with its own options:
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
pub trait AnyPuzzle: AnyNotation + Send + Sync {
    /// The kind's name.
    fn kind(&self) -> &'static str;
    /// The grid size.
    fn size(&self) -> Size;
    /// Chooses the kind's encoding by name (`--encoding`): one name, or several options
    /// joined by commas (`lazy,no-border`), applied in order.
    ///
    /// # Errors
    /// [`Error::Usage`] for a name the kind does not know (listing those it knows),
    /// [`Error::Refused`] for a kind with one encoding or a choice the puzzle cannot take.
    fn set_encoding(&mut self, name: &str) -> Result<(), Error>;
    /// Solves, verifies, and (with `options.unique`) decides uniqueness; unless
    /// `options.always_search`, reasoning without search may decide first
    /// ([`crate::puzzle::Rules::reason`]). The search is the puzzle's own where
    /// `options.engine` allows it, else on `options.solver`.
    ///
    /// # Errors
    /// [`Error::TimedOut`] or [`Error::Interrupted`] when the work stops early,
    /// [`Error::TooLarge`] for a CNF over the memory limit, [`Error::Solver`] when a solver
    /// fails or a solution breaks the rules (a bug, or a wrong answer from a solver
    /// program).
    fn solve(&self, options: &SolveOptions) -> Result<SolveReport, Error>;
    /// Certifies the verdict with files in `request.dir` (`solve --proof`): see
    /// [`crate::solve::certify`].
    ///
    /// # Errors
    /// As [`AnyPuzzle::solve`], and [`Error::Io`] for a certificate file that cannot be
    /// written.
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error>;
    /// Counts solutions up to `limit` (by the puzzle's own search where `options.engine`
    /// allows it, else on `options.solver`), adding one to `counted` as each is found, for
    /// another thread to follow. At `options.time_limit` the count stops with the solutions
    /// found by then ([`CountReport::timed_out`]), not with an error; so does an interrupt
    /// ([`CountReport::interrupted`]).
    ///
    /// # Errors
    /// As [`AnyPuzzle::solve`], except at the deadline or an interrupt, where the count
    /// ends with what it found.
    fn count(
        &self,
        limit: Option<u64>,
        options: &SolveOptions,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error>;
    /// Forced cells, two differing solutions or conflicting clues, and difficulty
    /// ([`analyze::analyze`]), on the solver `options` choose, within their limits.
    ///
    /// # Errors
    /// As [`AnyPuzzle::solve`].
    fn analyze(&self, options: &SolveOptions) -> Result<Analysis, Error>;
    /// The next cell to fill, from the cells filled in `answer` (an answer file of one grid,
    /// perhaps partly filled; none: an empty grid), with why; or the answer's wrong cells,
    /// or why there is no next cell ([`analyze::hint::hint`]), on the solver `options`
    /// choose, within their limits.
    ///
    /// ```
    /// use gridsat::analyze::hint::{Deduction, HintStatus};
    /// use gridsat::{registry, solve::SolveOptions, source::Source};
    ///
    /// // A nonogram of 3 rows (1; 3; 1) and columns (1; 3; 1): a plus sign.
    /// let text = "width 3\nheight 3\nrows\n1\n3\n1\ncolumns\n1\n3\n1\n";
    /// let puzzle = registry::parse(&Source::inline("plus.non", text), None)?;
    /// let hint = puzzle.hint(None, &SolveOptions::default())?;
    /// assert_eq!(hint.status, HintStatus::Next);
    /// let step = hint.step.expect("a next cell");
    /// assert_eq!(step.deduction, Deduction::LineLogic);
    /// assert_eq!(step.clues, ["row 2 (3)"]); // a full row: every cell filled
    /// assert_eq!((step.cell, step.value), ([2, 1], '#'));
    ///
    /// // The middle row filled in, and r1c1 wrongly filled: the wrong cell comes first.
    /// let answer = Source::inline("plus.answer", "#??\n###\n???\n");
    /// let hint = puzzle.hint(Some(&answer), &SolveOptions::default())?;
    /// assert_eq!(hint.status, HintStatus::Wrong);
    /// assert_eq!(hint.wrong_cells[0].cell, [1, 1]);
    /// # Ok::<(), gridsat::Error>(())
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] for an answer that does not fit the puzzle or lists several grids;
    /// otherwise as [`AnyPuzzle::solve`].
    fn hint(&self, answer: Option<&Source>, options: &SolveOptions) -> Result<Hint, Error>;
    /// How much reasoning without search decides the puzzle ([`analyze::difficulty`]), its
    /// CNF within `limits`.
    ///
    /// # Errors
    /// [`Error::TimedOut`] at the deadline of `limits`, or [`Error::TooLarge`] for a CNF
    /// over its memory limit.
    fn difficulty(&self, limits: &Limits) -> Result<Difficulty, Error>;
    /// The size of the CNF of the encoding chosen, estimated from above without building
    /// it ([`Encode::cnf_estimate`]): what the memory limit weighs.
    fn cnf_estimate(&self) -> CnfSize;
    /// Writes the complete CNF in DIMACS with its comment header, within `limits`; `input`
    /// names the puzzle in the header, `output` where it goes, for I/O errors.
    ///
    /// # Errors
    /// [`Error::Io`] naming `output` when it cannot be written, [`Error::TooLarge`] for a
    /// CNF over the memory limit, [`Error::Refused`] for an encoding that leaves rules
    /// out of the CNF, or [`Error::TimedOut`] or [`Error::Interrupted`] when the deadline or
    /// an interrupt of `limits` stops the writing (what was written by then stays written).
    fn write_dimacs(
        &self,
        input: &str,
        out: &mut dyn Write,
        output: &str,
        limits: &Limits,
    ) -> Result<(), Error>;
    /// Decodes and verifies another solver's answer for the CNF `write_dimacs` wrote (built
    /// again, within `limits`).
    ///
    /// # Errors
    /// [`Error::Parse`] for an answer that is not a solver's output for this CNF,
    /// [`Error::Solver`] for a model that breaks the rules, and the errors of
    /// [`AnyPuzzle::write_dimacs`] building the CNF again.
    fn decode(&self, answer: &Source, limits: &Limits) -> Result<SolveReport, Error>;
    /// Reads an answer file (one or more grids, each complete or partly filled, or
    /// `solve`'s JSON: [`crate::answer`]) and checks every grid in it: the rules a complete
    /// grid breaks, and those the filled cells of a partial one break whatever fills the rest.
    ///
    /// # Errors
    /// A [`ParseError`] naming the line of a grid that does not fit the puzzle.
    fn verify(&self, answers: &Source) -> Result<Vec<AnswerCheck>, ParseError>;
}

impl<P: PuzzleKind> AnyPuzzle for P {
    fn kind(&self) -> &'static str {
        P::KIND
    }
    fn size(&self) -> Size {
        Puzzle::size(self)
    }
    fn set_encoding(&mut self, names: &str) -> Result<(), Error> {
        if <P::Encoding as EncodingChoice>::NAMES.is_empty() {
            return Err(Error::refused(
                Choice::Encoding,
                format!("{} has a single encoding; drop {{encoding}}", P::KIND),
            ));
        }
        Encode::set_encoding(self, names.parse()?)
    }
    fn solve(&self, options: &SolveOptions) -> Result<SolveReport, Error> {
        report::solve_as(self, options).map_err(|e| options.limits.deadline.explain(e))
    }
    fn certify(&self, request: &CertifyRequest) -> Result<Certificate, Error> {
        certify::certify(self, request).map_err(|e| request.limits.deadline.explain(e))
    }
    fn count(
        &self,
        limit: Option<u64>,
        options: &SolveOptions,
        counted: &AtomicU64,
    ) -> Result<CountReport, Error> {
        report::count_observed(self, limit, options, counted).map_err(|e| options.limits.deadline.explain(e))
    }
    fn analyze(&self, options: &SolveOptions) -> Result<Analysis, Error> {
        analyze::analyze(self, options).map_err(|e| options.limits.deadline.explain(e))
    }
    fn hint(&self, answer: Option<&Source>, options: &SolveOptions) -> Result<Hint, Error> {
        analyze::hint::hint(self, answer, options).map_err(|e| options.limits.deadline.explain(e))
    }
    fn difficulty(&self, limits: &Limits) -> Result<Difficulty, Error> {
        analyze::difficulty::of_puzzle(self, limits)
    }
    fn cnf_estimate(&self) -> CnfSize {
        Encode::cnf_estimate(self)
    }
    fn write_dimacs(
        &self,
        input: &str,
        out: &mut dyn Write,
        output: &str,
        limits: &Limits,
    ) -> Result<(), Error> {
        report::write_dimacs(self, input, out, output, limits).map_err(|e| limits.deadline.explain(e))
    }
    fn decode(&self, answer: &Source, limits: &Limits) -> Result<SolveReport, Error> {
        report::decode(self, answer, limits)
    }
    fn verify(&self, answers: &Source) -> Result<Vec<AnswerCheck>, ParseError> {
        let answers = self.parse_answers(answers)?;
        let check = |answer: Answer<P::Solution, P::Partial>| {
            let (unknown, broken) = match &answer.filling {
                Filling::Complete(solution) => (0, Rules::verify(self, solution)),
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
}

/// The pictures, files and links of a puzzle of any kind ([`Draw`] and [`Notation`] behind
/// [`AnyPuzzle`]).
pub trait AnyNotation {
    /// The unsolved puzzle as a picture.
    fn render(&self) -> String;
    /// The puzzle as an SVG picture; solved with grid `index` (from 1) of the answer file
    /// `answers` when given, whether or not that grid keeps the rules. A grid that is not
    /// there, or not complete, is an error.
    ///
    /// # Errors
    /// A [`ParseError`] for an answer file that does not fit the puzzle, or a grid `index`
    /// that is not there or not complete.
    fn svg(&self, solution: Option<(&Source, usize)>) -> Result<String, ParseError>;
    /// The puzzle in its native file format.
    fn to_native(&self) -> String;
    /// One comment line of the native format ([`Notation::comment`]).
    fn comment(&self, text: &str) -> String;
    /// The native format with notes as comments ([`Notation::to_native_with_notes`]).
    fn to_native_with_notes(&self, notes: &[String]) -> String;
    /// Where the puzzle can be played online (the first of [`Notation::play_links`]).
    fn play_link(&self) -> Option<String>;
    /// Every address where the puzzle can be played online ([`Notation::play_links`]).
    fn play_links(&self) -> Vec<String>;
    /// The solution `rows` (as [`SolveReport::solution`] holds them) as the block of puzzle
    /// `number` in an answer file of the computer tournaments
    /// ([`Notation::tournament_answer`]): `None` for a kind, or a puzzle, those files cannot
    /// hold.
    fn tournament_answer(&self, number: usize, rows: &[String]) -> Option<String>;
}

impl<P: PuzzleKind> AnyNotation for P {
    fn render(&self) -> String {
        Draw::render(self, None)
    }
    fn svg(&self, solution: Option<(&Source, usize)>) -> Result<String, ParseError> {
        let Some((source, index)) = solution else {
            return Ok(Draw::svg(self, None));
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
            Filling::Complete(solution) => Ok(Draw::svg(self, Some(&solution))),
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
        Notation::to_native(self)
    }
    fn comment(&self, text: &str) -> String {
        Notation::comment(self, text)
    }
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        Notation::to_native_with_notes(self, notes)
    }
    fn play_link(&self) -> Option<String> {
        Notation::play_links(self).into_iter().next()
    }
    fn play_links(&self) -> Vec<String> {
        Notation::play_links(self)
    }
    fn tournament_answer(&self, number: usize, rows: &[String]) -> Option<String> {
        let answers = self
            .parse_answers(&Source::inline("solution", rows.join("\n")))
            .ok()?;
        match answers.into_iter().next()?.filling {
            Filling::Complete(solution) => Notation::tournament_answer(self, number, &solution),
            Filling::Partial { .. } => None,
        }
    }
}
