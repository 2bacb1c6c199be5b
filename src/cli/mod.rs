//! Command-line options (clap derive) and their dispatch to the commands.

mod analyze;
mod batch;
mod commands;
mod docs;
mod draw;
mod examples;
mod generate;
mod inputs;
mod options;
mod outcome;
mod output;
mod record;
mod timeout;
mod worker;

pub use outcome::Outcome;

use clap::{Parser, Subcommand};
use options::{
    Common, Format, InputLimit, MemoryLimit, ProofFormat, PuzzleOptions, ReportFormat, Searching, limits,
};
use std::path::PathBuf;
use std::time::Duration;

/// The command line of `gridsat`; its description in `--help` is [`docs::long_about`].
#[derive(Parser, Debug)]
#[command(name = "gridsat", version, about, long_about = docs::long_about(), after_help = examples::GRIDSAT)]
pub struct Opts {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles, verify each solution, and decide whether it is unique.
    ///
    /// Each solution found is checked against the puzzle's rules (never against the CNF),
    /// then a second search under a clause that excludes it decides uniqueness. Several
    /// inputs (or a directory) are a batch: solved in parallel (--jobs), printed in input
    /// order as each is ready, with a progress bar when standard error is a terminal and a
    /// summary line on standard error at the end. Exit code: 0 when every input is solved,
    /// 1 when one has no solution, 2 for bad input, 3 when --timeout stopped one.
    #[command(after_help = examples::SOLVE)]
    Solve {
        /// Puzzle files, directories (their files with a puzzle extension: .magnets, .non,
        /// .xml, .123, .yinyang; not their subdirectories), `-` (stdin), or inline IDs. An
        /// answer file (.answer) among several inputs is skipped, saying so; alone, refused.
        #[arg(required = true)]
        inputs: Vec<String>,
        #[command(flatten)]
        common: Searching,
        /// Output format: a picture and a summary, one JSON object per input, or (one input)
        /// an SVG picture of the solution, drawn as books print the puzzle.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Puzzles solved at the same time (default: the number of cores).
        #[arg(short, long, value_name = "N", value_parser = options::at_least_one::<usize>)]
        jobs: Option<usize>,
        /// Give up on a puzzle after SECS seconds of wall time: it is reported as timed out
        /// (exit code 3) and the others go on. Each puzzle then runs in a process of its own,
        /// which is killed at the limit.
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
        timeout: Option<Duration>,
        /// Stop at the first solution: do not check uniqueness.
        #[arg(long)]
        first: bool,
        /// Build and search the CNF even when reasoning alone decides (Hanjie puzzles that
        /// line-by-line logic solves are otherwise answered without a CNF).
        #[arg(long)]
        always_search: bool,
        /// Write the results to this file instead of standard output (pictures drawn with
        /// plain `#`/`.`; or JSON with --format json; or the SVG picture with --format svg,
        /// e.g. `-o solved.svg`), for large grids.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Certify each verdict in this directory (created if missing): the complete CNF and
        /// a proof that it is unsatisfiable (no solution), or a model and a proof that the CNF
        /// without that solution is unsatisfiable (unique). Files are named after each input
        /// (`puzzle-N` for stdin and inline IDs). The proofs come from varisat, whatever
        /// --solver solved, and are checked before they are written; the commands that check
        /// them are printed.
        #[arg(long, value_name = "DIR")]
        proof: Option<PathBuf>,
        /// Format of the proofs written by --proof.
        #[arg(long, value_enum, default_value_t = ProofFormat::Drat, requires = "proof")]
        proof_format: ProofFormat,
        #[command(flatten)]
        memory: MemoryLimit,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Count the solutions of a puzzle.
    ///
    /// Each solution found is verified, then excluded by a clause over the cells, until
    /// there are no more (or --limit is reached).
    #[command(after_help = examples::COUNT)]
    Count {
        /// Puzzle file, `-` (stdin), or inline ID.
        input: String,
        #[command(flatten)]
        common: Searching,
        /// Output format: a summary for people, or one JSON object.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
        /// Stop after this many solutions (at least 1).
        #[arg(long, value_parser = options::at_least_one::<u64>, allow_negative_numbers = true)]
        limit: Option<u64>,
        /// Stop after SECS seconds of wall time and print the solutions counted so far as an
        /// incomplete count (exit code 3).
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
        timeout: Option<Duration>,
        #[command(flatten)]
        memory: MemoryLimit,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Find forced cells, differing solutions or conflicting clues, and the difficulty.
    ///
    /// What a designer needs to mend a puzzle. The backbone (cells with the same value in every solution) comes from repeated
    /// incremental solving; cells that differ between solutions show as `?`. Without a
    /// solution, a minimal set of conflicting clues is named (each one needed). Difficulty:
    /// easy when unit propagation alone solves the puzzle, medium when failed-literal probing
    /// does, hard otherwise (measured on the complete CNF).
    ///
    /// Exit code: 0 when the puzzle has exactly one solution, 1 when it has none or
    /// several, 2 for bad input.
    #[command(after_help = examples::ANALYZE)]
    Analyze {
        /// Puzzle file, `-` (stdin), or inline ID.
        input: String,
        #[command(flatten)]
        common: Common,
        /// Output format: a summary for people, or one JSON object.
        #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
        format: ReportFormat,
        /// Stop after SECS seconds of wall time, saying so (exit code 3).
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs, allow_negative_numbers = true)]
        timeout: Option<Duration>,
        #[command(flatten)]
        memory: MemoryLimit,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Write the puzzle's CNF in DIMACS, with comments naming each cell variable.
    ///
    /// The CNF holds every rule and clue, so any SAT solver can solve it; `gridsat decode`
    /// reads its answer back.
    #[command(after_help = examples::DIMACS)]
    Dimacs {
        /// Puzzle file, `-` (stdin), or inline ID.
        input: String,
        #[command(flatten)]
        puzzle: PuzzleOptions,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        #[command(flatten)]
        memory: MemoryLimit,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Read another solver's answer to the `dimacs` CNF, decode, verify and print it.
    ///
    /// The answer may be SAT-competition output (`s` and `v` lines), MiniSat's result file,
    /// or plain literals; the cells are read by the variables `dimacs` names, and the
    /// solution is checked against the rules.
    #[command(after_help = examples::DECODE)]
    Decode {
        /// The puzzle the CNF was written for.
        input: String,
        /// The solver's output: `s`/`v` lines, MiniSat's result file, or literals.
        model: PathBuf,
        #[command(flatten)]
        puzzle: PuzzleOptions,
        /// Output format: a picture and a summary, one JSON object, or an SVG picture of the
        /// decoded solution, drawn as books print the puzzle.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        #[command(flatten)]
        memory: MemoryLimit,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Check the solutions of an answer file against the rules.
    ///
    /// The file holds one or more grids (rows of symbols, as `solve` prints them), separated
    /// by blank lines, as the `.answer` files of `instances/` list every solution; `# `
    /// lines are comments. It may also be the JSON that `solve --format json` prints. Each
    /// grid is checked and every broken rule listed.
    ///
    /// A grid may be partly filled: `?` marks a cell not filled in yet (magnets: `?`, since
    /// `.` is neutral; hanjie: `?`, since `.` is empty; 123 and yinyang: `?` or `.`). Such a
    /// grid is reported INCOMPLETE with how many cells are not filled in, and with the rules
    /// its filled cells already break whatever fills the rest.
    ///
    /// Exit code 0 when every grid is a valid solution; 1 when one breaks a rule or is
    /// incomplete.
    #[command(after_help = examples::VERIFY)]
    Verify {
        /// The puzzle.
        input: String,
        /// The answer file: one or more solutions, or `solve`'s JSON.
        solution: PathBuf,
        #[arg(long, help = docs::kind_help(", if it cannot be told from the input"))]
        kind: Option<String>,
        #[command(flatten)]
        input_size: InputLimit,
    },
    /// Draw a puzzle as an SVG picture, empty or with a solution from a file.
    ///
    /// Pictures look as books print them: Magnets with domino outlines, signs and counts;
    /// Hanjie with clues and filled squares; 123 with thick borders between groups; Yin Yang
    /// with black and white circles.
    ///
    /// The solved picture comes from `solve --format svg` (one input; the unsolved puzzle
    /// when there is no solution). A solution that breaks a rule is still drawn; the broken
    /// rules go to standard error and the exit code is 1.
    #[command(after_help = examples::DRAW)]
    Draw(draw::DrawArgs),
    /// Generate new puzzles, unique by default.
    ///
    /// Each puzzle is printed in its kind's file format, with a `# generated by` note (the
    /// seed that repeats the run), a `# play:` link to play it online (Simon Tatham's web
    /// games for magnets and hanjie, puzz.link for 123 and yinyang) and its solution as
    /// `# ` comment rows; or, with --out, written to files. A progress bar counts the puzzles
    /// on standard error when that is a terminal.
    #[command(after_help = examples::GENERATE)]
    Generate(generate::GenerateArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    ///
    /// The script completes commands, options and their values; install it where the shell
    /// looks for completions (see the examples).
    #[command(after_help = examples::COMPLETIONS)]
    Completions {
        /// The shell to complete for.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), or write one page per command into a directory.
    ///
    /// The pages are generated from the same definitions as --help.
    #[command(after_help = examples::MAN)]
    Man {
        /// Write `gridsat.1`, `gridsat-solve.1`, … here (created if missing) instead of
        /// printing `gridsat.1`.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// The worker process of `solve --timeout` ([`worker`]), when the arguments ask for it: it
/// is not a clap subcommand, so that help, completions and manual pages never show it.
pub fn run_worker(args: &[std::ffi::OsString]) -> Option<Outcome> {
    worker::requested(args).then(worker::serve)
}

impl Command {
    /// The limits this command takes ([`options::limits`]).
    fn limits(&self) -> gridsat::limits::Limits {
        match self {
            Command::Solve {
                memory, input_size, ..
            }
            | Command::Count {
                memory, input_size, ..
            }
            | Command::Analyze {
                memory, input_size, ..
            }
            | Command::Dimacs {
                memory, input_size, ..
            }
            | Command::Decode {
                memory, input_size, ..
            } => limits(Some(*memory), Some(*input_size)),
            Command::Verify { input_size, .. } => limits(None, Some(*input_size)),
            Command::Draw(args) => limits(None, Some(args.input_size)),
            Command::Generate(args) => limits(Some(args.memory), None),
            Command::Completions { .. } | Command::Man { .. } => limits(None, None),
        }
    }
}

/// Runs the command and returns how it ended.
pub fn run(opts: Opts) -> Outcome {
    gridsat::limits::set(opts.command.limits());
    match opts.command {
        Command::Solve {
            inputs,
            common,
            format,
            jobs,
            timeout,
            first,
            always_search,
            output,
            proof,
            proof_format,
            ..
        } => {
            if format == Format::Svg {
                // One picture: the watchdog ends the process at the limit (exit 3).
                let name = inputs.first().cloned().unwrap_or_default();
                timeout::arm(timeout, move |limit| {
                    eprintln!("gridsat: {}", timeout::message(&name, limit))
                });
                let path = output.as_deref();
                let outcome = draw::solve(&inputs, &common, !first, always_search, path, proof.is_some());
                timeout::disarm();
                return outcome;
            }
            let settings = batch::Settings {
                common,
                format,
                check_unique: !first,
                always_search,
                proof: proof.map(|dir| (dir, proof_format)),
                look: output::Look::plain(),
                limits: gridsat::limits::current(),
            };
            batch::solve(&inputs, settings, output.as_deref(), jobs, timeout)
        }
        Command::Count {
            input,
            common,
            format,
            limit,
            timeout,
            ..
        } => commands::count(&input, &common, format, limit, timeout),
        Command::Analyze {
            input,
            common,
            format,
            timeout,
            ..
        } => analyze::run(&input, &common, format, timeout),
        Command::Dimacs {
            input,
            puzzle,
            output,
            ..
        } => commands::dimacs(&input, &puzzle, output.as_deref()),
        Command::Decode {
            input,
            model,
            puzzle,
            format: Format::Svg,
            ..
        } => draw::decode(&input, &model, &puzzle),
        Command::Decode {
            input,
            model,
            puzzle,
            format,
            ..
        } => commands::decode(&input, &model, &puzzle, format),
        Command::Verify {
            input,
            solution,
            kind,
            ..
        } => commands::verify(&input, &solution, kind.as_deref()),
        Command::Draw(args) => draw::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Completions { shell } => docs::completions(shell),
        Command::Man { dir } => docs::man(dir.as_deref()),
    }
}
