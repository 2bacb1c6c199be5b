//! Command-line options (clap derive) and their dispatch to the commands.

mod analyze;
mod args;
mod batch;
mod commands;
mod docs;
mod draw;
mod errors;
mod examples;
mod generate;
mod hint;
mod inputs;
pub(crate) mod interrupt;
mod look;
mod options;
mod outcome;
mod output;
mod progress;
mod record;
pub(crate) mod targets;
mod task;
mod timeout;

pub(crate) use outcome::Outcome;

use args::{AnalyzeArgs, CountArgs, DecodeArgs, Deferred, DimacsArgs, SolveArgs, VerifyArgs};
use clap::{Parser, Subcommand};
use options::{
    Common, Format, InputLimit, MemoryLimit, ProofFormat, PuzzleOptions, ReportFormat, Searching, limits,
};
use std::path::PathBuf;

/// The command line of `gridsat`; its description in `--help` is [`docs::long_about`].
#[derive(Parser, Debug)]
#[command(name = "gridsat", version, about, long_about = docs::long_about(), after_help = examples::GRIDSAT)]
pub(crate) struct Opts {
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
    /// summary line on standard error at the end. So is an input of several puzzles, each
    /// after a line `---` (as `generate --count` prints them): each is named INPUT#K, and
    /// the other commands read its Kth puzzle when given INPUT#K. Exit code: 0 when every input is solved,
    /// 1 when one has no solution, 2 for bad input, 3 when --timeout stopped one, 130 when
    /// Ctrl-C stopped the batch (its summary counts the inputs not started).
    #[command(after_help = examples::SOLVE)]
    Solve(Deferred<SolveArgs>),
    /// Count the solutions of a puzzle.
    ///
    /// Each solution found is verified, then excluded by a clause over the cells, until
    /// there are no more (or --limit is reached). That costs one solver call and one more
    /// clause per solution, and each call gets slower as the clauses pile up: thousands of
    /// solutions take seconds, but for a count above about 10^5 expect minutes to hours
    /// (an empty 5x5 nonogram has 2^25, over 33 million). --limit and --timeout bound the
    /// work, and on a terminal the running count and its rate show on standard error.
    #[command(after_help = examples::COUNT)]
    Count(Deferred<CountArgs>),
    /// Find forced cells, differing solutions or conflicting clues, and the difficulty.
    ///
    /// What a designer needs to mend a puzzle. The backbone (cells with the same value in every solution) comes from repeated
    /// incremental solving; cells that differ between solutions show as `?`. With several
    /// solutions, clues to add that make it unique, as the kind has them (a given number or
    /// circle, a count, a hidden nonogram line revealed), each checked by solving, the
    /// fewest first: a single clue when one is found (tried on the cells where two solutions
    /// differ first), else a set found greedily (at most 10 clues), each of them needed. Without a
    /// solution, a minimal set of conflicting clues is named (each one needed). Difficulty:
    /// easy when unit propagation alone solves the puzzle, medium when failed-literal probing
    /// does, hard otherwise (measured on the complete CNF); for hanjie, easy = line solvable
    /// (line logic alone), medium = needs probing, hard = needs search, with the lines and
    /// cells that needed more than line logic.
    ///
    /// Exit code: 0 when the puzzle has exactly one solution, 1 when it has none or
    /// several, 2 for bad input.
    #[command(after_help = examples::ANALYZE)]
    Analyze(Deferred<AnalyzeArgs>),
    /// Show the next cell a person can find, and why; wrong cells of an answer first.
    ///
    /// From the puzzle and the cells filled in so far (ANSWER: one grid, `?` for a cell not
    /// filled in; without it the grid is empty): a filled cell that no solution has is
    /// named first. Otherwise the cell that the simplest reasoning fixes, with the clues
    /// and filled cells it rests on, each needed: for hanjie one line's clue and its known
    /// cells (line logic), else probing (another value tried runs into a line with no
    /// filling); for the other kinds unit propagation, else probing, from the clues and
    /// filled cells; else a forced cell with the fewest clues and filled cells that force
    /// it (search). Clues are named as analyze names them. With several solutions only
    /// cells that are the same in all of them are hinted.
    ///
    /// Exit code: 0 for a next cell, or when the answer is a complete solution; 1 when a
    /// filled cell is wrong, the puzzle has no solution, or (several solutions) no open
    /// cell is forced; 2 for bad input; 3 when --timeout stops it.
    #[command(after_help = examples::HINT)]
    Hint(Deferred<hint::HintArgs>),
    /// Write the puzzle's CNF in DIMACS, with comments naming each cell variable.
    ///
    /// The CNF holds every rule and clue, so any SAT solver can solve it; `gridsat decode`
    /// reads its answer back.
    #[command(after_help = examples::DIMACS)]
    Dimacs(Deferred<DimacsArgs>),
    /// Read another solver's answer to the `dimacs` CNF, decode, verify and print it.
    ///
    /// The answer may be SAT-competition output (`s` and `v` lines), MiniSat's result file,
    /// or plain literals; the cells are read by the variables `dimacs` names, and the
    /// solution is checked against the rules.
    #[command(after_help = examples::DECODE)]
    Decode(Deferred<DecodeArgs>),
    /// Check the solutions of an answer file against the rules.
    ///
    /// The file holds one or more grids (rows of symbols, as `solve` prints them), separated
    /// by blank lines, as the `.answer` files of `instances/` list every solution; `# `
    /// lines are comments. It may also be the JSON that `solve --format json` prints. Each
    /// grid is checked and every broken rule listed.
    ///
    /// A grid may be partly filled: `?` marks a cell not filled in yet in every kind (`.`
    /// does too where it is no cell's value: not in Magnets, where it is neutral, nor in
    /// Hanjie, where it is empty). Such a grid is reported INCOMPLETE with how many cells
    /// are not filled in, and with the rules its filled cells already break whatever fills
    /// the rest.
    ///
    /// Exit code 0 when every grid is a valid solution; 1 when one breaks a rule or is
    /// incomplete.
    #[command(after_help = examples::VERIFY)]
    Verify(Deferred<VerifyArgs>),
    /// Draw a puzzle as an SVG picture, empty or with a solution from a file.
    ///
    /// Pictures look as books print them: the grid with its clues, and the solution's signs,
    /// filled squares, numbers or circles (with Magnets' dominoes and the groups of 123
    /// outlined).
    ///
    /// The solved picture comes from `solve --format svg` (one input; the unsolved puzzle
    /// when there is no solution). A solution that breaks a rule is still drawn; the broken
    /// rules go to standard error and the exit code is 1.
    #[command(after_help = examples::DRAW)]
    Draw(Deferred<draw::DrawArgs>),
    /// Generate new puzzles, unique by default.
    ///
    /// Each puzzle is printed in its kind's file format, with a `# generated by` note (the
    /// seed that repeats the run), `# play:` links to play it online (on Simon Tatham's web
    /// games and puzz.link, where they play the kind) and its solution as `# ` comment rows
    /// (XML comments in webpbn XML), a line `---` between two puzzles (which `solve` reads
    /// back); or, with --out, written to files. A progress bar counts the puzzles on
    /// standard error when that is a terminal.
    ///
    /// Exit code: 0 when every puzzle asked for is made, 2 for bad options, 3 when
    /// --timeout stopped the run, 4 when --difficulty found no puzzle of that difficulty in
    /// its --attempts.
    #[command(after_help = examples::GENERATE)]
    Generate(Deferred<generate::GenerateArgs>),
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
        /// printing `gridsat.1` (`-`: print it).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

impl Command {
    /// The limits this command takes ([`options::limits`]), interrupted by a signal
    /// ([`interrupt`]).
    fn limits(&self) -> gridsat::limits::Limits {
        interrupt::limits(self.size_limits())
    }

    /// The memory and input-size limits this command takes.
    fn size_limits(&self) -> gridsat::limits::Limits {
        match self {
            Command::Solve(Deferred(SolveArgs {
                memory, input_size, ..
            }))
            | Command::Count(Deferred(CountArgs {
                memory, input_size, ..
            }))
            | Command::Analyze(Deferred(AnalyzeArgs {
                memory, input_size, ..
            }))
            | Command::Dimacs(Deferred(DimacsArgs {
                memory, input_size, ..
            }))
            | Command::Decode(Deferred(DecodeArgs {
                memory, input_size, ..
            })) => limits(Some(*memory), Some(*input_size)),
            Command::Hint(Deferred(args)) => limits(Some(args.puzzle.memory), Some(args.puzzle.input_size)),
            Command::Verify(Deferred(VerifyArgs { input_size, .. })) => limits(None, Some(*input_size)),
            Command::Draw(Deferred(args)) => limits(None, Some(args.input_size)),
            Command::Generate(Deferred(args)) => limits(Some(args.memory), None),
            Command::Completions { .. } | Command::Man { .. } => limits(None, None),
        }
    }
}

/// Runs the command and returns how it ended.
pub(crate) fn run(opts: Opts) -> Outcome {
    let limits = opts.command.limits();
    match opts.command {
        Command::Solve(Deferred(SolveArgs {
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
        })) => {
            let path = targets::file(output.as_deref());
            if format == Format::Svg {
                let solving = draw::Solving {
                    common: &common,
                    check_unique: !first,
                    always_search,
                    proof: proof.is_some(),
                    timeout,
                };
                return draw::solve(&inputs, &solving, path, &limits);
            }
            let settings = task::Settings {
                common,
                format,
                check_unique: !first,
                always_search,
                proof: proof.map(|dir| (dir, proof_format)),
                look: look::Look::plain(),
                limits,
                timeout,
                encodings: None,
            };
            batch::solve(&inputs, settings, path, jobs)
        }
        Command::Count(Deferred(CountArgs {
            input,
            common,
            format,
            limit,
            timeout,
            ..
        })) => commands::count(&input, &common, format, limit, timeout, &limits),
        Command::Analyze(Deferred(AnalyzeArgs {
            input,
            common,
            format,
            timeout,
            ..
        })) => analyze::run(&input, &common, format, timeout, &limits),
        Command::Hint(Deferred(args)) => hint::run(&args, &limits),
        Command::Dimacs(Deferred(DimacsArgs {
            input,
            puzzle,
            output,
            ..
        })) => commands::dimacs(&input, &puzzle, targets::file(output.as_deref()), &limits),
        Command::Decode(Deferred(DecodeArgs {
            input,
            model,
            puzzle,
            format: Format::Svg,
            ..
        })) => draw::decode(&input, &model, &puzzle, &limits),
        Command::Decode(Deferred(DecodeArgs {
            input,
            model,
            puzzle,
            format,
            ..
        })) => commands::decode(&input, &model, &puzzle, format, &limits),
        Command::Verify(Deferred(VerifyArgs {
            input,
            solution,
            kind,
            format,
            ..
        })) => commands::verify(&input, &solution, kind.as_deref(), format, &limits),
        Command::Draw(Deferred(args)) => draw::run(&args, &limits),
        Command::Generate(Deferred(args)) => generate::run(&args, &limits),
        Command::Completions { shell } => docs::completions(shell),
        Command::Man { dir } => docs::man(targets::file(dir.as_deref())),
    }
}
