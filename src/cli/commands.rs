//! The commands that read one puzzle: count, dimacs, decode, verify (`solve` is in
//! [`super::batch`]).

use super::output::{self, Look};
use super::record::Record;
use super::{Common, Format, Outcome, PuzzleOptions, ReportFormat, timeout};
use gridsat::Error;
use gridsat::output_file::write_file;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::solve::SolverChoice;
use gridsat::source::Source;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Reads a puzzle and applies `--kind` and `--encoding`.
pub(super) fn load(input: &str, options: &PuzzleOptions) -> Result<Box<dyn AnyPuzzle>, Error> {
    load_source(&Source::from_argument(input)?, options)
}

/// Parses a puzzle read already and applies `--kind` and `--encoding`.
pub(super) fn load_source(source: &Source, options: &PuzzleOptions) -> Result<Box<dyn AnyPuzzle>, Error> {
    let mut puzzle = registry::parse(source, options.kind.as_deref())?;
    if let Some(encoding) = &options.encoding {
        puzzle.set_encoding(encoding)?;
    }
    Ok(puzzle)
}

/// Where results go: standard output (drawn for it: [`Look::stdout`]), or a file (`-o`,
/// plain).
pub(super) fn sink(path: Option<&Path>) -> Result<(Box<dyn Write>, Look), Error> {
    match path {
        Some(path) => {
            let file = std::fs::File::create(path).map_err(|e| Error::io(path.display().to_string(), e))?;
            Ok((Box::new(BufWriter::new(file)), Look::plain()))
        }
        None => Ok((Box::new(std::io::stdout()), Look::stdout())),
    }
}

/// `gridsat count`; with `timeout`, a watchdog prints the solutions counted so far at the
/// limit, as an incomplete count, and ends the process (exit 3).
pub fn count(
    input: &str,
    common: &Common,
    format: ReportFormat,
    limit: Option<u64>,
    timeout: Option<Duration>,
) -> Outcome {
    let progress = Arc::new(AtomicU64::new(0));
    let (name, seen) = (input.to_string(), Arc::clone(&progress));
    timeout::arm(timeout, move |limit| {
        output::count_timeout(&name, format, seen.load(Ordering::SeqCst), limit);
    });
    let counted = SolverChoice::parse(&common.solver)
        .and_then(|solver| load(input, &common.puzzle)?.count(limit, &solver, &progress));
    timeout::disarm();
    match counted {
        Ok(report) => output::count(input, format, &report),
        Err(e) => output::error(input, format.into(), &e),
    }
}

/// `gridsat dimacs`. A file (`-o`) is written whole or not at all
/// ([`gridsat::output_file`]), so an error (a lazy encoding, a full disk) leaves no partial CNF.
pub fn dimacs(input: &str, options: &PuzzleOptions, path: Option<&Path>) -> Outcome {
    let written = load(input, options).and_then(|puzzle| {
        let name = path.map_or("<stdout>".to_string(), |p| p.display().to_string());
        let io = |e| Error::io(&name, e);
        let Some(path) = path else {
            let mut out = BufWriter::new(std::io::stdout().lock());
            puzzle.write_dimacs(input, &mut out, &name)?;
            return out.flush().map_err(io);
        };
        write_file(path, |out| puzzle.write_dimacs(input, out, &name))
    });
    match written {
        Ok(()) => Outcome::Success,
        Err(e) => output::error(input, Format::Text, &e),
    }
}

/// `gridsat decode`.
pub fn decode(input: &str, model: &Path, options: &PuzzleOptions, format: Format) -> Outcome {
    let report = load(input, options).and_then(|puzzle| {
        let answer = Source::from_file(model)?;
        puzzle.decode(&answer)
    });
    let (mut out, look) = match sink(None) {
        Ok(sink) => sink,
        Err(e) => return output::error(input, format, &e),
    };
    match report {
        Ok(report) => Record::solved(input, format, &report, None, look).print(&mut out),
        Err(e) => output::error(input, format, &e),
    }
}

/// `gridsat verify`: exit 0 when the solution keeps every rule, 1 with each broken rule.
pub fn verify(input: &str, solution: &Path, kind: Option<&str>) -> Outcome {
    let load = |input: &str| registry::parse(&Source::from_argument(input)?, kind);
    let checked = load(input).and_then(|puzzle| {
        let source = Source::from_file(solution)?;
        Ok(puzzle.verify(&source)?)
    });
    match checked {
        Ok(broken) if broken.is_empty() => {
            println!("{}: valid solution of {input}", solution.display());
            Outcome::Success
        }
        Ok(broken) => {
            println!("{}: INVALID solution of {input}:", solution.display());
            for rule in broken {
                println!("  - {rule}");
            }
            Outcome::Failed
        }
        Err(e) => output::error(input, Format::Text, &e),
    }
}
