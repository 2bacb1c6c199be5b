//! Command-line options (clap derive) and their dispatch to the commands.

mod analyze;
mod batch;
mod commands;
mod generate;
mod inputs;
mod output;
mod record;
mod timeout;
mod worker;

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// How a command ended, as an exit code. When a batch of inputs ends in several ways, the
/// worst wins, in this order: bad input (2), then a time limit (3), then no solution (1),
/// then success (0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Everything asked for was done.
    Success = 0,
    /// A puzzle has no solution, or a solution breaks a rule.
    Failed = 1,
    /// Bad input, I/O or usage.
    BadInput = 2,
    /// `--timeout` stopped the work before it ended.
    Timeout = 3,
}

impl Outcome {
    /// How bad the outcome is, for choosing the worst of several.
    fn severity(self) -> u8 {
        match self {
            Outcome::Success => 0,
            Outcome::Failed => 1,
            Outcome::Timeout => 2,
            Outcome::BadInput => 3,
        }
    }
}

impl PartialOrd for Outcome {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Outcome {
    /// Worse outcomes are greater: `a.max(b)` is the worse of the two.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.severity().cmp(&other.severity())
    }
}

/// Solve, count, check and generate pencil puzzles by compiling them to SAT.
///
/// INPUT is a puzzle file, `-` for standard input, or a game ID given inline
/// (e.g. a Simon Tatham Magnets ID `3x3:201,102,120,111,LRTT*BBLR`); `solve` also takes
/// directories (their puzzle files).
///
/// Exit codes: 0 success; 1 a puzzle has no solution or a solution breaks a rule; 2 bad
/// input, I/O or usage; 3 --timeout stopped the work. Of several inputs, the worst wins:
/// 2, then 3, then 1.
///
/// Colour only on a terminal: never when piped or with NO_COLOR set; CLICOLOR_FORCE=1
/// forces it.
#[derive(Parser, Debug)]
#[command(name = "gridsat", version, about, long_about)]
pub struct Opts {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles, verify each solution, and decide whether it is unique.
    ///
    /// Several inputs (or a directory) are a batch: solved in parallel (--jobs), printed in
    /// input order as each is ready, with a progress bar when standard error is a terminal
    /// and a summary line on standard error at the end.
    ///
    /// Example: gridsat solve instances/magnets/janko-6x6.magnets
    /// Example: gridsat solve --jobs 2 --timeout 10 --format json instances/hanjie
    Solve {
        /// Puzzle files, directories (their files with a puzzle extension: .magnets, .non,
        /// .xml, .123, .yinyang; not their subdirectories), `-` (stdin), or inline IDs.
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
        /// plain `#`/`.`; or JSON with --format json), for large grids.
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
    /// Example: gridsat count --limit 10 instances/magnets/janko-8x8-two-solutions.magnets
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
    /// Find the cells forced in every solution, two differing solutions, or clues that
    /// already conflict, and how hard the puzzle is: what a designer needs to mend a puzzle.
    ///
    /// The backbone (cells with the same value in every solution) comes from repeated
    /// incremental solving; cells that differ between solutions show as `?`. Without a
    /// solution, a minimal set of conflicting clues is named (each one needed). Difficulty:
    /// easy when unit propagation alone solves the puzzle, medium when failed-literal probing
    /// does, hard otherwise (measured on the complete CNF).
    ///
    /// Exit code: 0 when the puzzle has exactly one solution, 1 when it has none or
    /// several, 2 for bad input.
    ///
    /// Example: gridsat analyze instances/magnets/janko-8x8-two-solutions.magnets
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
    /// Example: gridsat dimacs puzzle.magnets -o puzzle.cnf
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
    /// Example: gridsat decode puzzle.magnets answer.txt
    Decode {
        /// The puzzle the CNF was written for.
        input: String,
        /// The solver's output: `s`/`v` lines, MiniSat's result file, or literals.
        model: PathBuf,
        #[command(flatten)]
        common: Common,
    },
    /// Check a solution (rows of symbols, as `solve` prints them) against the rules.
    ///
    /// Example: gridsat verify puzzle.magnets solution.txt
    Verify {
        /// The puzzle.
        input: String,
        /// The solution file.
        solution: PathBuf,
        /// Puzzle kind, if it cannot be told from the input.
        #[arg(long)]
        kind: Option<String>,
    },
    /// Generate new puzzles, unique by default.
    ///
    /// Example: gridsat generate magnets --size 12x12 --seed 7 --strip
    Generate(generate::GenerateArgs),
    /// Internal: solves the one puzzle described on standard input and prints its result
    /// as JSON; `solve --timeout` runs each puzzle this way, in a process it can kill.
    #[command(name = "internal-solve-worker", hide = true)]
    SolveWorker,
}

/// Options shared by the commands that print results.
#[derive(Args, Clone, Debug, Serialize, Deserialize)]
struct Common {
    /// Puzzle kind, if it cannot be told from the input.
    #[arg(long)]
    kind: Option<String>,
    /// Output format: a picture and a summary, or one JSON object per input.
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
}

/// Runs the command and returns how it ended.
pub fn run(opts: Opts) -> Outcome {
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
            let settings = batch::Settings {
                common,
                check_unique: !first,
                always_search,
                proof: proof.map(|dir| (dir, proof_format)),
                look: output::Look::plain(),
            };
            let jobs = jobs.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
            batch::solve(&inputs, settings, output.as_deref(), jobs, timeout)
        }
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
        Command::Decode { input, model, common } => commands::decode(&input, &model, &common),
        Command::Verify {
            input,
            solution,
            kind,
        } => commands::verify(&input, &solution, kind.as_deref()),
        Command::Generate(args) => generate::run(&args),
        Command::SolveWorker => worker::serve(),
    }
}
