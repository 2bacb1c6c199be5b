//! The options of each command, as clap `Args` structs, and [`Deferred`]: a command's
//! options are built only when that command is the one being parsed (or when help, manual
//! pages or completions introspect the whole tree), so `gridsat solve` does not pay for
//! building every other command's options at start-up (about 0.25 ms and 40 page faults
//! of a 2 ms run on a small puzzle).

use super::options::{
    Common, Format, InputLimit, MemoryLimit, ProofFormat, PuzzleOptions, ReportFormat, Searching,
};
use super::{docs, options, timeout};
use clap::builder::{Resettable, StyledStr};
use clap::{ArgMatches, Args, Command, FromArgMatches};
use std::path::PathBuf;
use std::time::Duration;

/// A command's options `T`, added to its clap command only when it is built
/// ([`Command::defer`]).
#[derive(Debug)]
pub(super) struct Deferred<T>(pub T);

impl<T: FromArgMatches> FromArgMatches for Deferred<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Deferred)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
}

impl<T: Args> Args for Deferred<T> {
    fn augment_args(command: Command) -> Command {
        command.defer(|command| keeping_about(command, T::augment_args))
    }

    fn augment_args_for_update(command: Command) -> Command {
        command.defer(|command| keeping_about(command, T::augment_args_for_update))
    }
}

/// `augment(command)` with the command's own description kept: the options run after the
/// subcommand's doc comment has set it, and a flattened struct's doc comment would replace it.
fn keeping_about(command: Command, augment: fn(Command) -> Command) -> Command {
    let about = command.get_about().cloned();
    let long_about = command.get_long_about().cloned();
    let restore = |text: Option<StyledStr>| text.map_or(Resettable::Reset, Resettable::Value);
    augment(command)
        .about(restore(about))
        .long_about(restore(long_about))
}

/// Options of `gridsat solve`.
#[derive(Args, Debug)]
pub(super) struct SolveArgs {
    #[arg(required = true, help = docs::inputs_help())]
    pub(super) inputs: Vec<String>,
    #[command(flatten)]
    pub(super) common: Searching,
    /// Output format: a picture and a summary, one JSON object per input, (one input) an
    /// SVG picture of the solution, drawn as books print the puzzle, or the answer file of
    /// the computer nonogram tournaments (`--first --format taai SET.txt`: each solution as
    /// `$N` and its rows of 1 and 0).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(super) format: Format,
    /// Puzzles solved at the same time (default: the number of cores).
    #[arg(short, long, value_name = "N", value_parser = options::at_least_one::<usize>)]
    pub(super) jobs: Option<usize>,
    /// Give up on a puzzle after SECS seconds of wall time from the start of its work: it
    /// is reported as timed out (exit code 3) and the others go on. The solver stops at the
    /// limit (a solver program is killed with what it started).
    #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
    pub(super) timeout: Option<Duration>,
    /// Stop at the first solution: do not check uniqueness.
    #[arg(long)]
    pub(super) first: bool,
    /// Build and search the CNF even when reasoning alone decides (Hanjie puzzles that
    /// line-by-line logic solves are otherwise answered without a CNF).
    #[arg(long)]
    pub(super) always_search: bool,
    /// Write the results to this file instead of standard output (pictures drawn with
    /// plain `#`/`.`; or JSON with --format json; or the SVG picture with --format svg,
    /// e.g. `-o solved.svg`), for large grids. The file is replaced only when there are
    /// results; it may not be an input. `-` is standard output.
    #[arg(short, long, value_name = "FILE")]
    pub(super) output: Option<PathBuf>,
    /// Certify each verdict in this directory (created if missing): the complete CNF and
    /// a proof that it is unsatisfiable (no solution), or a model and a proof that the CNF
    /// without that solution is unsatisfiable (unique). Files are named after each input
    /// (`stdin` for standard input, `puzzle-N` for the Nth input when it is an inline ID,
    /// `#K` added for the Kth puzzle of an input of several). The proofs come from varisat, whatever
    /// --solver solved, and are checked before they are written; the commands that check
    /// them are printed.
    #[arg(long, value_name = "DIR")]
    pub(super) proof: Option<PathBuf>,
    /// Format of the proofs written by --proof.
    #[arg(long, value_enum, default_value_t = ProofFormat::Drat, requires = "proof")]
    pub(super) proof_format: ProofFormat,
    #[command(flatten)]
    pub(super) memory: MemoryLimit,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}

/// Options of `gridsat count`.
#[derive(Args, Debug)]
pub(super) struct CountArgs {
    /// Puzzle file, `-` (stdin), or inline ID.
    pub(super) input: String,
    #[command(flatten)]
    pub(super) common: Searching,
    /// Output format: a summary for people, or one JSON object.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    pub(super) format: ReportFormat,
    /// Stop after this many solutions (at least 1).
    #[arg(long, value_parser = options::at_least_one::<u64>, allow_negative_numbers = true)]
    pub(super) limit: Option<u64>,
    /// Stop after SECS seconds of wall time and print the solutions counted so far as an
    /// incomplete count (exit code 3).
    #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
    pub(super) timeout: Option<Duration>,
    #[command(flatten)]
    pub(super) memory: MemoryLimit,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}

/// Options of `gridsat analyze` (and of `hint`, which adds the answer so far).
#[derive(Args, Debug)]
pub(super) struct AnalyzeArgs {
    /// Puzzle file, `-` (stdin), or inline ID.
    pub(super) input: String,
    #[command(flatten)]
    pub(super) common: Common,
    /// Output format: a summary for people, or one JSON object.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    pub(super) format: ReportFormat,
    /// Stop after SECS seconds of wall time, saying so (exit code 3).
    #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
    pub(super) timeout: Option<Duration>,
    #[command(flatten)]
    pub(super) memory: MemoryLimit,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}

/// Options of `gridsat dimacs`.
#[derive(Args, Debug)]
pub(super) struct DimacsArgs {
    /// Puzzle file, `-` (stdin), or inline ID.
    pub(super) input: String,
    #[command(flatten)]
    pub(super) puzzle: PuzzleOptions,
    /// Write the CNF to this file instead of standard output (whole or not at all; not
    /// the input; `-` is standard output).
    #[arg(short, long, value_name = "FILE")]
    pub(super) output: Option<PathBuf>,
    #[command(flatten)]
    pub(super) memory: MemoryLimit,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}

/// Options of `gridsat decode`.
#[derive(Args, Debug)]
pub(super) struct DecodeArgs {
    /// The puzzle the CNF was written for: a file, `-` (stdin), or an inline ID.
    pub(super) input: String,
    /// The solver's output: `s`/`v` lines, MiniSat's result file, or literals; `-` for
    /// standard input (when the puzzle is not read from it).
    pub(super) model: PathBuf,
    #[command(flatten)]
    pub(super) puzzle: PuzzleOptions,
    /// Output format: a picture and a summary, one JSON object, an SVG picture of the
    /// decoded solution, drawn as books print the puzzle, or the block of the computer
    /// nonogram tournaments' answer file (`$N` and the rows of 1 and 0).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(super) format: Format,
    #[command(flatten)]
    pub(super) memory: MemoryLimit,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}

/// Options of `gridsat verify`.
#[derive(Args, Debug)]
pub(super) struct VerifyArgs {
    /// The puzzle: a file, `-` (stdin), or an inline ID.
    pub(super) input: String,
    /// The answer file: one or more solutions, or `solve`'s JSON; `-` for standard input
    /// (when the puzzle is not read from it).
    pub(super) solution: PathBuf,
    #[arg(long, help = docs::kind_help(", if it cannot be told from the input"), value_parser = options::Offering(options::kind_names), hide_possible_values = true)]
    pub(super) kind: Option<String>,
    /// Output format: the verdicts for people, or one JSON object (`valid`, and each grid's
    /// `index`, `line`, `cells`, `unknown`, `valid` and `broken` rules).
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    pub(super) format: ReportFormat,
    #[command(flatten)]
    pub(super) input_size: InputLimit,
}
