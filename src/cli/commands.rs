//! The commands that read one puzzle: count, dimacs, decode, verify (`solve` is in
//! [`super::batch`]).

use super::look::Look;
use super::output::CountStop;
use super::record::Record;
use super::{Format, Outcome, PuzzleOptions, ReportFormat, Searching, inputs, interrupt, targets, timeout};
use super::{errors, output};
use gridsat::Error;
use gridsat::answer::AnswerCheck;
use gridsat::cli_support::{PartialFile, STDIN, puzzle_address, write_file};
use gridsat::limits::Limits;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::source::Source;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// Reads the puzzle `command` works on (within `limits`) and applies `--kind` and
/// `--encoding`.
pub(super) fn load(
    command: &str,
    input: &str,
    options: &PuzzleOptions,
    limits: &Limits,
) -> Result<Box<dyn AnyPuzzle>, Error> {
    load_source(&puzzle_source(command, input, limits)?, options)
}

/// Reads the one puzzle INPUT of `command` ([`registry::read_argument`]); a directory is
/// refused, pointing to `solve`, the one command that reads directories, and so are an
/// answer file and a text of several puzzles (separated by lines `---`), pointing to
/// `solve` too and to the address of one of them (`INPUT#K`).
pub(super) fn puzzle_source(command: &str, input: &str, limits: &Limits) -> Result<Source, Error> {
    inputs::refuse_answer_file(input)?;
    if Path::new(input).is_dir() {
        return Err(Error::Usage(format!(
            "{input}: is a directory; {command} takes one puzzle (a file, `-` or an ID): only solve reads directories (`gridsat solve {input}`)"
        )));
    }
    let source = registry::read_argument(input, limits)?;
    // `-#2` after `--`, not to be read as an option.
    let options_end = match input {
        "-" => format!(" (after `--`, as in `gridsat {command} -- -#2`)"),
        _ => String::new(),
    };
    Ok(source.the_one_puzzle(&format!("{command} reads one"), |first, last| {
        format!(
            "name one by its number, {input}#{first} to {input}#{last}{options_end}, or solve them all with `gridsat solve {input}`"
        )
    })?)
}

/// Refuses a directory given where a command reads or writes one file; `expected` says
/// what that file is.
pub(super) fn one_file(path: &Path, expected: &str) -> Result<(), Error> {
    match path.is_dir() {
        true => Err(Error::Usage(format!(
            "{}: is a directory; {expected}",
            path.display()
        ))),
        false => Ok(()),
    }
}

/// Reads the file a command reads besides the puzzle ([`Source::from_file`]), `-` from
/// standard input ([`refuse_two_stdins`] has made sure the puzzle is not read from it);
/// `expected` says what it is, for a directory given instead.
pub(super) fn read_file(path: &Path, expected: &str, limits: &Limits) -> Result<Source, Error> {
    if path.as_os_str() == "-" {
        return Ok(Source::inline(STDIN, Source::read_stdin(limits)?));
    }
    one_file(path, expected)?;
    Source::from_file(path, limits)
}

/// Reads the answer file of `verify` or `draw --solution` ([`read_file`]); a puzzle file
/// is refused.
pub(super) fn read_answer_file(path: &Path, expected: &str, limits: &Limits) -> Result<Source, Error> {
    inputs::refuse_puzzle_file(path)?;
    read_file(path, expected, limits)
}

/// Refuses standard input named for both the puzzle `input` and the file `argument` (what
/// `flag` names) that a command reads besides it: it holds one text.
pub(super) fn refuse_two_stdins(input: &str, flag: &str, argument: &Path) -> Result<(), Error> {
    let argument = argument.to_string_lossy();
    match inputs::is_stdin(input) && argument == "-" {
        true => Err(Error::Usage(format!(
            "{flag} `{argument}` and the puzzle `{input}` are both standard input, which holds one text: give one of them as a file"
        ))),
        false => Ok(()),
    }
}

/// Reads the puzzle of `command` as `--kind` says (for `verify` and `draw`).
pub(super) fn load_puzzle(
    command: &str,
    input: &str,
    kind: Option<&str>,
    limits: &Limits,
) -> Result<Box<dyn AnyPuzzle>, Error> {
    registry::parse(&puzzle_source(command, input, limits)?, kind)
}

/// Parses a puzzle read already and applies `--kind` and `--encoding`.
fn load_source(source: &Source, options: &PuzzleOptions) -> Result<Box<dyn AnyPuzzle>, Error> {
    let mut puzzle = registry::parse(source, options.kind.as_deref())?;
    if let Some(encoding) = &options.encoding {
        puzzle.set_encoding(encoding)?;
    }
    Ok(puzzle)
}

/// Where results go: standard output (drawn for it: [`Look::stdout`]), or the file of `-o`
/// (plain), written under a partial name beside it: the file takes its name only when
/// [`Sink::finish`] keeps it, so a run that fails leaves the file it would replace as it
/// was, and the partial file goes however the run ends.
pub(super) struct Sink {
    file: Option<PartialFile>,
    stdout: std::io::Stdout,
}

impl Sink {
    /// Results to `path`, or to standard output; `path` may not be one of `inputs`
    /// ([`targets::refuse_inputs`]).
    pub(super) fn open(path: Option<&Path>, inputs: &[&str]) -> Result<Sink, Error> {
        let file = match path {
            Some(path) => {
                one_file(path, "-o names the file to write the results to")?;
                targets::refuse_inputs(path, "-o", inputs)?;
                let file = PartialFile::create(path)?;
                interrupt::remove_on_exit(file.partial());
                Some(file)
            }
            None => None,
        };
        Ok(Sink {
            file,
            stdout: std::io::stdout(),
        })
    }

    /// How text is drawn for where it goes.
    pub(super) fn look(&self) -> Look {
        match self.file {
            Some(_) => Look::plain(),
            None => Look::stdout(),
        }
    }

    /// Where to write.
    pub(super) fn writer(&mut self) -> &mut dyn Write {
        match &mut self.file {
            Some(file) => file,
            None => &mut self.stdout,
        }
    }

    /// Ends the results: with `keep` the file takes its name (replacing what was there);
    /// without, it is removed and the file it would replace stays as it was.
    pub(super) fn finish(self, keep: bool) -> Result<(), Error> {
        let Some(file) = self.file else {
            return Ok(());
        };
        let partial = file.partial().to_path_buf();
        // Not kept: dropping the file removes it.
        let done = if keep { file.commit() } else { Ok(()) };
        interrupt::keep(&partial);
        done
    }
}

/// `gridsat count`; stopped by `timeout`, it prints the solutions counted so far, as an
/// incomplete count (exit 3).
pub(super) fn count(
    input: &str,
    common: &Searching,
    format: ReportFormat,
    limit: Option<u64>,
    timeout: Option<Duration>,
    limits: &Limits,
) -> Outcome {
    let progress = AtomicU64::new(0);
    let limits = &timeout::from_now(limits.clone(), timeout);
    let counted = common.solve_options(false, true, limits).and_then(|options| {
        let puzzle = load("count", input, &common.puzzle, limits)?;
        following(&progress, || puzzle.count(limit, &options, &progress))
    });
    let name = &inputs::name(input);
    match (counted, timeout) {
        (Ok(report), _) if report.interrupted => {
            output::count_stopped(name, format, report.count, CountStop::Signal)
        }
        (Ok(report), Some(timeout)) if report.timed_out => {
            output::count_stopped(name, format, report.count, CountStop::TimeLimit(timeout))
        }
        (Ok(report), _) => output::count(name, format, &report),
        (Err(e), _) => errors::print(name, format.into(), &e),
    }
}

/// Runs `count` while a counter on standard error (on a terminal alone) shows the
/// solutions `counted` so far and how many a second: counting can take hours, and its
/// rate says so early.
fn following<T>(counted: &AtomicU64, count: impl FnOnce() -> T) -> T {
    let bar = super::progress::counter(
        "{spinner} {human_pos} solutions so far ({rate}), {elapsed}",
        Duration::from_millis(200),
    );
    if bar.is_hidden() {
        return count();
    }
    let done = AtomicBool::new(false);
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                bar.set_position(counted.load(Ordering::Relaxed));
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let result = count();
        done.store(true, Ordering::Relaxed);
        result
    });
    bar.finish_and_clear();
    result
}

/// `gridsat dimacs`. A file (`-o`) is written whole or not at all
/// (`write_file`), so an error (a lazy encoding, a full disk) leaves no partial CNF.
pub(super) fn dimacs(input: &str, options: &PuzzleOptions, path: Option<&Path>, limits: &Limits) -> Outcome {
    let written = load("dimacs", input, options, limits).and_then(|puzzle| {
        let name = path.map_or("<stdout>".to_string(), |p| p.display().to_string());
        let io = |e| Error::io(&name, e);
        let Some(path) = path else {
            let mut out = BufWriter::new(std::io::stdout().lock());
            puzzle.write_dimacs(input, &mut out, &name, limits)?;
            return out.flush().map_err(io);
        };
        one_file(path, "-o names the file to write the CNF to")?;
        targets::refuse_inputs(path, "-o", &[input])?;
        write_file(path, |out| puzzle.write_dimacs(input, out, &name, limits))
    });
    match written {
        Ok(()) => Outcome::Success,
        Err(e) => errors::print(&inputs::name(input), Format::Text, &e),
    }
}

/// What `decode`'s MODEL must be, for a directory given instead.
pub(super) const MODEL_FILE: &str = "decode reads the solver's answer from one file";

/// `gridsat decode`.
pub(super) fn decode(
    input: &str,
    model: &Path,
    options: &PuzzleOptions,
    format: Format,
    limits: &Limits,
) -> Outcome {
    let name = &inputs::name(input);
    let report = refuse_two_stdins(input, "MODEL", model)
        .and_then(|()| load("decode", input, options, limits))
        .and_then(|puzzle| {
            let answer = read_file(model, MODEL_FILE, limits)?;
            let report = puzzle.decode(&answer, limits)?;
            // The answer file's block: the puzzle's number when the input names one, else 1.
            let block = match format {
                Format::Taai => {
                    let number = puzzle_address(input).map_or(1, |(_, number)| number);
                    Some(output::tournament_block(name, &*puzzle, number, &report)?)
                }
                _ => None,
            };
            Ok((report, block))
        });
    match report {
        Ok((report, block)) => {
            let mut record = Record::solved(name, format, &report, None, Look::stdout());
            if let Some(block) = block {
                record.results = block;
            }
            record.print(&mut std::io::stdout())
        }
        Err(e) => errors::print(name, format, &e),
    }
}

/// `gridsat verify`: checks every grid of the answer file `solution`; exit 0 when each is
/// a valid solution, 1 when one breaks a rule or is incomplete (each broken rule listed);
/// with `--format json`, one object ([`gridsat::json::verify_object`]).
pub(super) fn verify(
    input: &str,
    solution: &Path,
    kind: Option<&str>,
    format: ReportFormat,
    limits: &Limits,
) -> Outcome {
    let checked = refuse_two_stdins(input, "SOLUTION", solution)
        .and_then(|()| load_puzzle("verify", input, kind, limits))
        .and_then(|puzzle| {
            let source = read_answer_file(solution, "verify reads the solution from one file", limits)?;
            Ok(puzzle.verify(&source)?)
        });
    let name = &inputs::name(input);
    match checked {
        Ok(checks) => {
            let file = inputs::name(&solution.to_string_lossy());
            match format {
                ReportFormat::Text => print!("{}", verify_text(&file, name, &checks)),
                ReportFormat::Json => println!("{}", gridsat::json::verify_object(name, &file, &checks)),
            }
            if checks.iter().all(AnswerCheck::is_valid) {
                Outcome::Success
            } else {
                Outcome::Failed
            }
        }
        Err(e) => errors::print(name, format.into(), &e),
    }
}

/// What `verify` prints about the grids of the answer file `file` for the puzzle `input`:
/// one verdict for a file of one grid; for several, a verdict on them all, then one per grid.
pub(super) fn verify_text(file: &str, input: &str, checks: &[AnswerCheck]) -> String {
    if let [check] = checks {
        return format!(
            "{file}: {}",
            grid_verdict(check, &format!(" solution of {input}"), "  ")
        );
    }
    let failed: Vec<String> = checks
        .iter()
        .filter(|c| !c.is_valid())
        .map(|c| c.index.to_string())
        .collect();
    let mut text = if failed.is_empty() {
        format!(
            "{file}: all {} solutions are valid solutions of {input}\n",
            checks.len()
        )
    } else {
        format!(
            "{file}: {} of {} solutions are NOT valid solutions of {input} (not valid: {}):\n",
            failed.len(),
            checks.len(),
            failed.join(", ")
        )
    };
    for check in checks {
        let verdict = grid_verdict(check, "", "    ");
        text += &format!("  solution {} (line {}): {verdict}", check.index, check.line);
    }
    text
}

/// One grid's verdict (`valid`, `INVALID` or `INCOMPLETE`, then `what`) and its broken
/// rules, one a line after `indent`.
fn grid_verdict(check: &AnswerCheck, what: &str, indent: &str) -> String {
    let rules: String = check
        .broken
        .iter()
        .map(|rule| format!("{indent}- {rule}\n"))
        .collect();
    match (check.unknown, check.broken.is_empty()) {
        (0, true) => format!("valid{what}\n"),
        (0, false) => format!("INVALID{what}:\n{rules}"),
        (unknown, no_rule) => {
            let missing = format!(
                "INCOMPLETE{what}: {unknown} of {} cells not filled in",
                check.cells
            );
            if no_rule {
                format!("{missing}; no rule broken so far\n")
            } else {
                format!("{missing}; the filled cells already break:\n{rules}")
            }
        }
    }
}
