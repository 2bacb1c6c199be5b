//! Command-line options (clap derive) and their dispatch to the commands.

mod analyze;
mod batch;
mod commands;
mod docs;
mod draw;
mod examples;
mod generate;
mod inputs;
mod outcome;
mod output;
mod record;
mod timeout;
mod worker;

pub use outcome::Outcome;

use bytesize::ByteSize;
use clap::{Args, Parser, Subcommand, ValueEnum};
use gridsat::limits::Limits;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// Solve, count, check and generate pencil puzzles by compiling them to SAT.
///
/// INPUT is a puzzle file, `-` for standard input, or a game ID given inline
/// (e.g. a Simon Tatham Magnets ID `3x3:201,102,120,111,LRTT*BBLR`); `solve` also takes
/// directories (their puzzle files).
///
/// Puzzle kinds, told from the file name or its first line (or --kind): magnets (.magnets,
/// Simon Tatham Magnets IDs), hanjie (.non, webpbn .xml, Simon Tatham Pattern IDs), 123
/// (.123, puzz.link fillomino URLs), yinyang (.yinyang, puzz.link yinyang URLs).
///
/// Exit codes: 0 success; 1 a puzzle has no solution or a solution breaks a rule; 2 bad
/// input, I/O or usage; 3 --timeout stopped the work. Of several inputs, the worst wins:
/// 2, then 3, then 1.
///
/// Colour only on a terminal: never when piped or with NO_COLOR set; CLICOLOR_FORCE=1
/// forces it.
#[derive(Parser, Debug)]
#[command(name = "gridsat", version, about, long_about, after_help = examples::GRIDSAT)]
pub struct Opts {
    #[command(subcommand)]
    command: Command,
    /// Refuse a puzzle whose CNF would need more memory than this in the solver (estimated
    /// before it is built; solving adds learnt clauses on top), e.g. 512MiB, 16GiB.
    #[arg(long, global = true, value_name = "SIZE", default_value = "4GiB")]
    max_memory: ByteSize,
    /// Refuse an input (file or standard input) larger than this, e.g. 256MiB.
    #[arg(long, global = true, value_name = "SIZE", default_value = "64MiB")]
    max_input_size: ByteSize,
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
        common: Common,
        /// Puzzles solved at the same time (default: the number of cores).
        #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        jobs: Option<u64>,
        /// Give up on a puzzle after SECS seconds of wall time: it is reported as timed out
        /// (exit code 3) and the others go on. Each puzzle then runs in a process of its own,
        /// which is killed at the limit.
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs)]
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
        common: Common,
        /// Stop after this many solutions (at least 1).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        limit: Option<u64>,
        /// Stop after SECS seconds of wall time and print the solutions counted so far as an
        /// incomplete count (exit code 3).
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs)]
        timeout: Option<Duration>,
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
        /// Stop after SECS seconds of wall time, saying so (exit code 3).
        #[arg(long, value_name = "SECS", value_parser = timeout::parse_secs)]
        timeout: Option<Duration>,
    },
    /// Write the puzzle's CNF in DIMACS, with comments naming each cell variable.
    ///
    /// The CNF holds every rule and clue, so any SAT solver can solve it; `gridsat decode`
    /// reads its answer back.
    #[command(after_help = examples::DIMACS)]
    Dimacs {
        /// Puzzle file, `-` (stdin), or inline ID.
        input: String,
        /// Puzzle kind, if it cannot be told from the input.
        #[arg(long)]
        kind: Option<String>,
        /// Encoding variant, for kinds that have several (hanjie: placement, dfa; yinyang:
        /// layers (the default here), tree, plus no-checkerboard, no-border; see solve).
        #[arg(long, visible_alias = "connectivity")]
        encoding: Option<String>,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
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
        common: Common,
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
        /// Puzzle kind, if it cannot be told from the input.
        #[arg(long)]
        kind: Option<String>,
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

/// Options shared by the commands that print results.
#[derive(Args, Clone, Debug, Serialize, Deserialize)]
struct Common {
    /// Puzzle kind, if it cannot be told from the input.
    #[arg(long)]
    kind: Option<String>,
    /// Output format: a picture and a summary, one JSON object per input, or (solve with one
    /// input, decode) an SVG picture of the solution, drawn as books print the puzzle.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Encoding variant, for kinds that have several. hanjie: placement (default) or dfa.
    /// yinyang (`--connectivity`): lazy (default for solve and count; decode and dimacs
    /// need a complete one and default to layers), layers or tree, optionally followed by
    /// no-checkerboard and/or no-border to leave out a redundant rule (`lazy,no-border`).
    #[arg(long, visible_alias = "connectivity")]
    encoding: Option<String>,
    /// SAT solver: varisat (embedded, the default), a preset (cadical, kissat, minisat,
    /// cryptominisat, picosat: the program must be installed), or cmd:"PROGRAM ARGS" for any
    /// solver with SAT-competition output. Every model is checked against the CNF.
    #[arg(long, default_value = "varisat")]
    solver: String,
}

/// Proof formats of `solve --proof`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, Deserialize)]
enum ProofFormat {
    /// DRAT as text (check with rate or drat-trim).
    Drat,
    /// DRAT in binary form (the same checkers; smaller).
    BinaryDrat,
    /// LRAT, each step with its justifying clauses (drat-trim's lrat-check).
    Lrat,
    /// varisat 0.2.2's own format, for the varisat-checker crate of that version.
    Varisat,
}

impl From<ProofFormat> for gridsat::solve::certify::ProofFormat {
    fn from(format: ProofFormat) -> Self {
        match format {
            ProofFormat::Drat => Self::Drat,
            ProofFormat::BinaryDrat => Self::BinaryDrat,
            ProofFormat::Lrat => Self::Lrat,
            ProofFormat::Varisat => Self::Varisat,
        }
    }
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, Deserialize)]
enum Format {
    /// Pictures and summaries for people.
    Text,
    /// One JSON object per input, each on its own line.
    Json,
    /// An SVG picture of the solution (of the puzzle when there is none).
    Svg,
}

/// The worker process of `solve --timeout` ([`worker`]), when the arguments ask for it: it
/// is not a clap subcommand, so that help, completions and manual pages never show it.
pub fn run_worker(args: &[std::ffi::OsString]) -> Option<Outcome> {
    worker::requested(args).then(worker::serve)
}

/// Runs the command and returns how it ended.
pub fn run(opts: Opts) -> Outcome {
    gridsat::limits::set(Limits {
        max_memory: opts.max_memory.0,
        max_input_size: opts.max_input_size.0,
    });
    match opts.command {
        Command::Solve {
            inputs,
            common,
            jobs,
            timeout,
            first,
            always_search,
            output,
            proof,
            proof_format,
        } => {
            if common.format == Format::Svg {
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
                check_unique: !first,
                always_search,
                proof: proof.map(|dir| (dir, proof_format)),
                look: output::Look::plain(),
                limits: gridsat::limits::current(),
            };
            let jobs = jobs.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
            batch::solve(&inputs, settings, output.as_deref(), jobs, timeout)
        }
        Command::Count { common, .. } if common.format == Format::Svg => draw::refuse("count"),
        Command::Analyze { common, .. } if common.format == Format::Svg => draw::refuse("analyze"),
        Command::Count {
            input,
            common,
            limit,
            timeout,
        } => commands::count(&input, &common, limit, timeout),
        Command::Analyze {
            input,
            common,
            timeout,
        } => analyze::run(&input, &common, timeout),
        Command::Dimacs {
            input,
            kind,
            encoding,
            output,
        } => {
            let common = Common {
                kind,
                format: Format::Text,
                encoding,
                solver: "varisat".into(),
            };
            commands::dimacs(&input, &common, output.as_deref())
        }
        Command::Decode { input, model, common } if common.format == Format::Svg => {
            draw::decode(&input, &model, &common)
        }
        Command::Decode { input, model, common } => commands::decode(&input, &model, &common),
        Command::Verify {
            input,
            solution,
            kind,
        } => commands::verify(&input, &solution, kind.as_deref()),
        Command::Draw(args) => draw::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Completions { shell } => docs::completions(shell),
        Command::Man { dir } => docs::man(dir.as_deref()),
    }
}
