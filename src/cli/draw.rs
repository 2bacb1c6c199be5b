//! SVG pictures on the command line: `gridsat draw` (the puzzle itself, or a solution read
//! from a file) and `--format svg` of `solve` and `decode` (the solved picture, or the
//! puzzle when there is no solution). One picture per run: `solve --format svg` refuses
//! several inputs. Messages about the verdict go to standard error, so that standard
//! output holds only the SVG.

use super::record::Record;
use super::{InputLimit, Outcome, PuzzleOptions, Searching, commands, errors, output, targets};
use clap::Args;
use gridsat::Error;
use gridsat::limits::Limits;
use gridsat::registry::AnyPuzzle;
use gridsat::report::{SolveReport, Status};
use gridsat::source::Source;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Options of `gridsat draw`.
#[derive(Args, Debug)]
pub(super) struct DrawArgs {
    /// Puzzle file, `-` (stdin), or inline ID.
    input: String,
    /// Draw this solution in the puzzle (rows of symbols as `solve` prints them, an
    /// `.answer` file of one or more solutions separated by blank lines, or `solve --format
    /// json` output; `-` for standard input when the puzzle is not read from it); without
    /// it the puzzle is drawn empty, with only its clues.
    #[arg(long, value_name = "FILE")]
    solution: Option<PathBuf>,
    /// Which solution of the --solution file to draw, from 1 (default: the first).
    #[arg(long, value_name = "N", requires = "solution", value_parser = clap::value_parser!(u64).range(1..))]
    index: Option<u64>,
    /// Write the SVG to this file instead of standard output (not an input; `-` is
    /// standard output).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    #[arg(long, help = super::docs::kind_help(", if it cannot be told from the input"), value_parser = super::options::Offering(super::options::kind_names), hide_possible_values = true)]
    kind: Option<String>,
    #[command(flatten)]
    pub input_size: InputLimit,
}

/// `gridsat draw`: exit 0 when drawn; 1 when the solution drawn breaks a rule (the rules
/// are listed on standard error, the picture is still written); 2 for bad input.
pub(super) fn run(args: &DrawArgs, limits: &Limits) -> Outcome {
    let input = &super::inputs::name(&args.input);
    match draw(args, limits) {
        Ok(broken) if broken.is_empty() => Outcome::Success,
        Ok(broken) => {
            eprintln!("gridsat: {input}: the solution drawn breaks the rules:");
            for rule in broken {
                eprintln!("  - {rule}");
            }
            Outcome::Failed
        }
        Err(e) => errors::print(input, super::Format::Text, &e),
    }
}

/// Draws `args`' picture and writes it; returns the rules the solution drawn breaks.
fn draw(args: &DrawArgs, limits: &Limits) -> Result<Vec<String>, Error> {
    if let Some(solution) = &args.solution {
        commands::refuse_two_stdins(&args.input, "--solution", solution)?;
    }
    let output = targets::file(args.output.as_deref());
    if let Some(output) = output {
        let solution = args.solution.as_deref().map(Path::to_string_lossy);
        let inputs: Vec<&str> = std::iter::once(args.input.as_str())
            .chain(solution.as_deref())
            .collect();
        targets::refuse_inputs(output, "-o", &inputs)?;
    }
    let puzzle = commands::load_puzzle("draw", &args.input, args.kind.as_deref(), limits)?;
    let Some(path) = &args.solution else {
        write(&puzzle.svg(None)?, output)?;
        return Ok(Vec::new());
    };
    let expected = "draw --solution reads the solution from one file";
    let source = commands::read_answer_file(path, expected, limits)?;
    let checks = puzzle.verify(&source)?;
    let count = checks.len();
    let index = args.index.map_or(1, |n| usize::try_from(n).unwrap_or(usize::MAX));
    let Some(check) = checks.into_iter().nth(index - 1) else {
        return Err(Error::Usage(format!(
            "--index {index}: {} lists {count} solution{}",
            path.display(),
            if count == 1 { "" } else { "s" }
        )));
    };
    let svg = puzzle.svg(Some((&source, index)))?;
    if count > 1 && args.index.is_none() {
        eprintln!(
            "gridsat: {} lists {count} solutions; drawing the first (--index N draws another)",
            path.display()
        );
    }
    write(&svg, output)?;
    Ok(check.broken)
}

/// `gridsat solve --format svg`: the solved picture of the one input (the puzzle when it
/// has no solution) to `path` or standard output; the verdict on standard error when it is
/// not a unique solution. Several inputs and `--proof` are refused.
pub(super) fn solve(inputs: &[String], solving: &Solving, path: Option<&Path>, limits: &Limits) -> Outcome {
    let Solving {
        common,
        check_unique,
        always_search,
        proof,
        timeout,
    } = *solving;
    let refused = match (inputs, proof) {
        (_, true) => Some("--proof prints its certificate as text or JSON: drop --format svg".to_string()),
        ([input], false) => path
            .and_then(|path| targets::refuse_inputs(path, "-o", &[input]).err())
            .map(|e| e.to_string()),
        _ => Some(format!(
            "--format svg draws one puzzle, and {} were given: run solve once per puzzle (-o names each picture)",
            inputs.len()
        )),
    };
    if let Some(message) = refused {
        return errors::print("solve", super::Format::Svg, &Error::Usage(message));
    }
    let input = &inputs[0];
    let limits = &super::timeout::from_now(limits.clone(), timeout);
    let solved = common
        .solve_options(check_unique, always_search, limits)
        .and_then(|options| {
            let puzzle = commands::load("solve --format svg", input, &common.puzzle, limits)?;
            let report = puzzle.solve(&options)?;
            Ok((puzzle, report))
        });
    let input = &super::inputs::name(input);
    match solved {
        Ok((puzzle, report)) => write_report(input, puzzle.as_ref(), &report, path),
        Err(e) => Record::of_error(input, super::Format::Svg, &e, timeout).print(&mut std::io::stdout()),
    }
}

/// What `solve --format svg` is asked: the search's options, and `--proof` (refused).
#[derive(Clone, Copy, Debug)]
pub(super) struct Solving<'a> {
    /// The search's flags.
    pub common: &'a Searching,
    /// Decide uniqueness (not `--first`).
    pub check_unique: bool,
    /// `--always-search`.
    pub always_search: bool,
    /// `--proof` was given.
    pub proof: bool,
    /// `--timeout`.
    pub timeout: Option<std::time::Duration>,
}

/// `gridsat decode --format svg`: the decoded solution's picture on standard output.
pub(super) fn decode(input: &str, model: &Path, options: &PuzzleOptions, limits: &Limits) -> Outcome {
    let decoded = commands::refuse_two_stdins(input, "MODEL", model)
        .and_then(|()| commands::load("decode", input, options, limits))
        .and_then(|puzzle| {
            let answer = commands::read_file(model, commands::MODEL_FILE, limits)?;
            let report = puzzle.decode(&answer, limits)?;
            Ok((puzzle, report))
        });
    let input = &super::inputs::name(input);
    match decoded {
        Ok((puzzle, report)) => write_report(input, puzzle.as_ref(), &report, None),
        Err(e) => errors::print(input, super::Format::Svg, &e),
    }
}

/// Draws a report's solution (the puzzle, when there is none), writes it, and says on
/// standard error what the picture shows when it is not a unique solution.
fn write_report(input: &str, puzzle: &dyn AnyPuzzle, report: &SolveReport, path: Option<&Path>) -> Outcome {
    let rows = report
        .solution
        .as_ref()
        .map(|rows| Source::inline(&format!("{input} (solution)"), rows.join("\n")));
    let written = puzzle
        .svg(rows.as_ref().map(|rows| (rows, 1)))
        .map_err(Error::from)
        .and_then(|svg| write(&svg, path));
    if let Err(e) = written {
        return errors::print(input, super::Format::Svg, &e);
    }
    match (report.status, report.unique) {
        (Status::Solved, Some(false)) => {
            eprintln!("gridsat: {input}: NOT unique; the picture shows one of the solutions")
        }
        (Status::Solved, Some(true)) if !report.checked => {
            eprintln!("gridsat: {input}: the solution is unique, {}", output::UNCHECKED)
        }
        (Status::Unsatisfiable, _) => {
            let verdict = output::no_solution(report);
            eprintln!("gridsat: {input}: {verdict}; the picture shows the puzzle")
        }
        (Status::Invalid, _) => {
            eprint!("{}", errors::broken_rule_message(input, report));
            eprintln!("gridsat: {input}: the picture shows the puzzle");
        }
        (Status::Solved, _) => {}
    }
    output::solve_outcome(report)
}

/// Writes `svg` to `path`, or to standard output.
fn write(svg: &str, path: Option<&Path>) -> Result<(), Error> {
    match path {
        Some(path) => {
            commands::one_file(path, "-o names the file to write the picture to")?;
            let name = path.display().to_string();
            gridsat::cli_support::write_file(path, |out| {
                out.write_all(svg.as_bytes()).map_err(|e| Error::io(&name, e))
            })
        }
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(svg.as_bytes())
                .and_then(|()| out.flush())
                .map_err(|e| Error::io("<stdout>", e))
        }
    }
}
