//! Command-line options (clap derive) and their dispatch to the commands.

mod analyze;
mod commands;
mod draw;
mod generate;
mod output;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// How a command ended, as an exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Everything asked for was done.
    Success = 0,
    /// A puzzle has no solution, or a solution breaks a rule.
    Failed = 1,
    /// Bad input, I/O or usage.
    BadInput = 2,
}

/// Solve, count, check and generate pencil puzzles by compiling them to SAT.
///
/// INPUT is a puzzle file, `-` for standard input, or a game ID given inline
/// (e.g. a Simon Tatham Magnets ID `3x3:201,102,120,111,LRTT*BBLR`).
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
    /// Example: gridsat solve instances/magnets/janko-6x6.magnets
    Solve {
        /// Puzzle files, `-` (stdin), or inline IDs.
        #[arg(required = true)]
        inputs: Vec<String>,
        #[command(flatten)]
        common: Common,
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
    /// Example: gridsat count --limit 10 instances/magnets/janko-8x8-two-solutions.magnets
    Count {
        /// Puzzle file, `-` (stdin), or inline ID.
        input: String,
        #[command(flatten)]
        common: Common,
        /// Stop after this many solutions (at least 1).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        limit: Option<u64>,
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
    /// Draw a puzzle as an SVG picture, as books print it: empty with its clues, or filled
    /// with a solution read from a file.
    ///
    /// The solved picture comes from `solve --format svg` (one input; the unsolved puzzle
    /// when there is no solution). A solution that breaks a rule is still drawn; the broken
    /// rules go to standard error and the exit code is 1.
    ///
    /// Example: gridsat draw instances/magnets/janko-6x6.magnets -o puzzle.svg
    ///
    /// Example: gridsat draw puzzle.magnets --solution puzzle.answer -o solved.svg
    ///
    /// Example: gridsat solve instances/magnets/janko-6x6.magnets --format svg -o solved.svg
    Draw(draw::DrawArgs),
    /// Generate new puzzles, unique by default.
    ///
    /// Example: gridsat generate magnets --size 12x12 --seed 7 --strip
    Generate(generate::GenerateArgs),
}

/// Options shared by the commands that print results.
#[derive(Args, Debug)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// Pictures and summaries for people.
    Text,
    /// One JSON object per input, each on its own line.
    Json,
    /// An SVG picture of the solution (of the puzzle when there is none).
    Svg,
}

/// Runs the command and returns how it ended.
pub fn run(opts: Opts) -> Outcome {
    match opts.command {
        Command::Solve {
            inputs,
            common,
            first,
            always_search,
            output,
            proof,
            proof_format,
        } => {
            if common.format == Format::Svg {
                let path = output.as_deref();
                return draw::solve(&inputs, &common, !first, always_search, path, proof.is_some());
            }
            let proof = proof.as_deref().map(|dir| (dir, proof_format.into()));
            commands::solve(&inputs, &common, !first, always_search, output.as_deref(), proof)
        }
        Command::Count { common, .. } if common.format == Format::Svg => draw::refuse("count"),
        Command::Analyze { common, .. } if common.format == Format::Svg => draw::refuse("analyze"),
        Command::Count { input, common, limit } => commands::count(&input, &common, limit),
        Command::Analyze { input, common } => analyze::run(&input, &common),
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
    }
}
