//! `gridsat._native`: the library's commands for Python, one function each, every one of
//! them run with the GIL released so that Python threads solve in parallel. The typed
//! Python layer (`python/gridsat/`) wraps them; results cross as the classes of
//! [`results`], made from the library's reports (the fields of the command line's `--format
//! json`), and errors as the exceptions of `gridsat.errors` ([`errors`]).
//!
//! A puzzle crosses as its text ([`PuzzleText`]) and is parsed again in each call, so that
//! a Python `Puzzle` is plain data that pickles (process pools, Dask workers); parsing
//! costs little beside a solve.

mod errors;
mod interrupt;
mod options;
mod results;

use errors::GridsatErr;
use gridsat::Error;
use gridsat::analyze::Level;
use gridsat::error::Choice;
use gridsat::grid::Size;
use gridsat::limits::{DEFAULT_MAX_INPUT_SIZE, Limits};
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::source::Source;
use interrupt::Interrupt;
use options::{ANALYZING, Options, SOLVING, WRITING, time_limit};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt};
use rand::SeedableRng;
use rand::rngs::StdRng;
use results::{Analysis, Check, CountResult, Generated, Hint, SolveResult};
use std::path::Path;
use std::sync::atomic::AtomicU64;

/// A puzzle as `gridsat.Puzzle` holds it, read from its attributes: the text and the name
/// and extension it came with (which choose the format, as for a file), and the kind and
/// encoding chosen; for a text not parsed yet that is one puzzle of a file of several, the
/// lines of the file before it (`line_offset`, 0 when not given), so that its errors name
/// the file's lines.
#[derive(FromPyObject)]
struct PuzzleText {
    name: String,
    text: String,
    extension: Option<String>,
    kind: Option<String>,
    encoding: Option<String>,
    #[pyo3(default)]
    line_offset: usize,
}

impl PuzzleText {
    /// Parses the text as the command line parses an input, with `--kind` and `--encoding`
    /// (a byte-order mark at the start read past, as in a file: [`Source::inline`]).
    fn load(&self) -> Result<Box<dyn AnyPuzzle>, Error> {
        let source = Source {
            extension: self.extension.clone(),
            line_offset: self.line_offset,
            ..Source::inline(&self.name, self.text.clone())
        };
        let mut puzzle = registry::parse(&source, self.kind.as_deref())?;
        if let Some(encoding) = &self.encoding {
            puzzle.set_encoding(encoding)?;
        }
        Ok(puzzle)
    }
}

/// Runs `work` (solving, counting, generating: what may take long) with the GIL released,
/// stopped by Ctrl-C ([`interrupt::interruptible`]: it puts the call's [`Interrupt`] in its
/// limits), and turns its error into the Python exception, its message about `input` when
/// given ([`GridsatErr`]).
fn stoppable<T: Send + 'static>(
    py: Python<'_>,
    input: Option<String>,
    work: impl FnOnce(&Interrupt) -> Result<T, Error> + Send + 'static,
) -> PyResult<T> {
    interrupt::interruptible(py, work)?.map_err(|error| GridsatErr { error, input }.into())
}

/// Runs `work` (parsing, drawing, reading a file: what looks at no interrupt) with the GIL
/// released in this thread, and turns its error into the Python exception, its message
/// about `input` when given ([`GridsatErr`]).
fn detached<T: Send>(
    py: Python<'_>,
    input: Option<&str>,
    work: impl FnOnce() -> Result<T, Error> + Send,
) -> PyResult<T> {
    py.detach(work).map_err(|error| {
        GridsatErr {
            error,
            input: input.map(str::to_string),
        }
        .into()
    })
}

/// Checks that `kind` names a kind, raising `UnknownKindError` with the library's message.
fn check_kind(py: Python<'_>, kind: Option<&str>) -> PyResult<()> {
    match kind.map(registry::kind_named) {
        Some(Err(error)) => Err(errors::unknown_kind(py, &error)),
        _ => Ok(()),
    }
}

/// Parses a puzzle: its kind (detected when not given), width and height.
#[pyfunction]
fn describe(py: Python<'_>, puzzle: PuzzleText) -> PyResult<(&'static str, usize, usize)> {
    check_kind(py, puzzle.kind.as_deref())?;
    detached(py, Some(&puzzle.name), || {
        let parsed = puzzle.load()?;
        let size = parsed.size();
        Ok((parsed.kind(), size.width, size.height))
    })
}

/// Solves a puzzle (`gridsat solve`).
#[pyfunction]
#[pyo3(signature = (puzzle, unique=true, timeout=None, **options))]
fn solve(
    py: Python<'_>,
    puzzle: Bound<'_, PyAny>,
    unique: bool,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<SolveResult> {
    let text: PuzzleText = puzzle.extract()?;
    let options =
        Options::of(options, "solve", SOLVING)?.solve_options(unique, timeout, text.encoding.is_some())?;
    let report = stoppable(py, Some(text.name.clone()), move |interrupt| {
        text.load()?.solve(&interrupt.solve_options(options))
    })?;
    SolveResult::of(py, puzzle.unbind(), report)
}

/// Counts solutions up to `limit` (`gridsat count`).
#[pyfunction]
#[pyo3(signature = (puzzle, limit=None, timeout=None, **options))]
fn count(
    py: Python<'_>,
    puzzle: Bound<'_, PyAny>,
    limit: Option<u64>,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<CountResult> {
    let text: PuzzleText = puzzle.extract()?;
    let options =
        Options::of(options, "count", SOLVING)?.solve_options(false, timeout, text.encoding.is_some())?;
    let report = stoppable(py, Some(text.name.clone()), move |interrupt| {
        text.load()?
            .count(limit, &interrupt.solve_options(options), &AtomicU64::new(0))
    })?;
    CountResult::of(py, puzzle.unbind(), report)
}

/// Analyses a puzzle (`gridsat analyze`).
#[pyfunction]
#[pyo3(signature = (puzzle, timeout=None, **options))]
fn analyze(
    py: Python<'_>,
    puzzle: Bound<'_, PyAny>,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Analysis> {
    let text: PuzzleText = puzzle.extract()?;
    let options = Options::of(options, "analyze", ANALYZING)?.solve_options(true, timeout, false)?;
    let analysis = stoppable(py, Some(text.name.clone()), move |interrupt| {
        text.load()?.analyze(&interrupt.solve_options(options))
    })?;
    Analysis::of(py, puzzle.unbind(), analysis)
}

/// The next cell to fill, from the cells filled in the answer text `answer` (an answer
/// file's content, one grid, `?` for a cell not filled in; none: an empty grid), with why
/// (`gridsat hint`).
#[pyfunction]
#[pyo3(signature = (puzzle, answer=None, name=None, timeout=None, **options))]
fn hint(
    py: Python<'_>,
    puzzle: Bound<'_, PyAny>,
    answer: Option<String>,
    name: Option<String>,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Hint> {
    let text: PuzzleText = puzzle.extract()?;
    let options = Options::of(options, "hint", ANALYZING)?.solve_options(true, timeout, false)?;
    let found = detached(py, Some(&text.name), || {
        let answer = answer.map(|answer| answer_source(&text, answer, name));
        text.load()?.hint(answer.as_ref(), &options)
    })?;
    Hint::of(py, puzzle.unbind(), found)
}

/// The complete CNF in DIMACS, with the comment header `gridsat dimacs` writes.
#[pyfunction]
#[pyo3(signature = (puzzle, **options))]
fn dimacs(py: Python<'_>, puzzle: PuzzleText, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
    let limits = Options::of(options, "dimacs", WRITING)?.limits();
    stoppable(py, Some(puzzle.name.clone()), move |interrupt| {
        let mut out = Vec::new();
        puzzle
            .load()?
            .write_dimacs(&puzzle.name, &mut out, "<string>", &interrupt.limits(limits))?;
        Ok(String::from_utf8(out).expect("DIMACS is ASCII"))
    })
}

/// Decodes another solver's answer to the CNF of [`dimacs`] (`gridsat decode`).
#[pyfunction]
#[pyo3(signature = (puzzle, answer, **options))]
fn decode(
    py: Python<'_>,
    puzzle: Bound<'_, PyAny>,
    answer: String,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<SolveResult> {
    let text: PuzzleText = puzzle.extract()?;
    let limits = Options::of(options, "decode", WRITING)?.limits();
    let report = stoppable(py, Some(text.name.clone()), move |interrupt| {
        let answer = Source::inline("<answer>", answer);
        text.load()?.decode(&answer, &interrupt.limits(limits))
    })?;
    SolveResult::of(py, puzzle.unbind(), report)
}

/// The answer text `answer` (an answer file's content: [`gridsat::answer`]) as a source
/// named after its puzzle, or `name` when it came from a file.
fn answer_source(puzzle: &PuzzleText, answer: String, name: Option<String>) -> Source {
    let name = name.unwrap_or_else(|| format!("{} (solution)", puzzle.name));
    Source::inline(&name, answer)
}

/// Checks every grid of an answer (`?` for a cell not filled in) against the rules (`gridsat
/// verify`): for each, the rules it breaks (for a partial grid, those its filled cells break
/// whatever fills the rest), its cells not filled in, and its cells in all.
#[pyfunction]
#[pyo3(signature = (puzzle, answer, name=None))]
fn verify(py: Python<'_>, puzzle: PuzzleText, answer: String, name: Option<String>) -> PyResult<Vec<Check>> {
    detached(py, Some(&puzzle.name), || {
        let answer = answer_source(&puzzle, answer, name);
        let checks = puzzle.load()?.verify(&answer)?;
        Ok(checks
            .into_iter()
            .map(|check| Check {
                broken: check.broken,
                unknown: check.unknown,
                cells: check.cells,
            })
            .collect())
    })
}

/// The puzzle as an SVG picture (`gridsat draw`), solved with the first grid of the answer
/// text `solution` when given (`draw --solution`).
#[pyfunction]
#[pyo3(signature = (puzzle, solution=None, name=None))]
fn svg(
    py: Python<'_>,
    puzzle: PuzzleText,
    solution: Option<String>,
    name: Option<String>,
) -> PyResult<String> {
    detached(py, Some(&puzzle.name), || {
        let answer = solution.map(|answer| answer_source(&puzzle, answer, name));
        Ok(puzzle.load()?.svg(answer.as_ref().map(|answer| (answer, 1)))?)
    })
}

/// The puzzle in its native file format, its text picture and its play links (the first
/// is the play link).
#[pyfunction]
fn native(py: Python<'_>, puzzle: PuzzleText) -> PyResult<(String, String, Vec<String>)> {
    detached(py, Some(&puzzle.name), || {
        let parsed = puzzle.load()?;
        Ok((parsed.to_native(), parsed.render(), parsed.play_links()))
    })
}

/// The size `generate` is given: a text `WxH`, read as the command line reads `--size`, or
/// a sequence `(width, height)` of whole numbers, whose errors show it as given.
fn grid_size(size: &Bound<'_, PyAny>) -> PyResult<Size> {
    if let Ok(text) = size.extract::<String>() {
        return Ok(text
            .parse::<Size>()
            .map_err(|e| GridsatErr::from(Error::Usage(e.to_string())))?);
    }
    let given = size.repr()?;
    let usage = |problem: String| GridsatErr::from(Error::Usage(format!("size {given}: {problem}")));
    let sides = match size.extract::<Vec<Bound<'_, PyAny>>>() {
        Ok(sides) if sides.len() == 2 => sides,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "size is a str such as \"10x10\" or a tuple (width, height), not {given}"
            )));
        }
    };
    if !sides.iter().all(|side| side.is_exact_instance_of::<PyInt>()) {
        return Err(PyTypeError::new_err(format!(
            "size {given}: the width and the height are whole numbers (int)"
        )));
    }
    if sides.iter().any(|side| side.lt(1).unwrap_or(true)) {
        return Err(usage("a grid needs at least 1 cell per side".to_string()).into());
    }
    match (sides[0].extract::<usize>(), sides[1].extract::<usize>()) {
        (Ok(width), Ok(height)) if width.max(height) <= Size::MAX_SIDE => Ok(Size::new(width, height)),
        _ => Err(usage(format!("a grid has at most {} cells per side", Size::MAX_SIDE)).into()),
    }
}

/// A new puzzle of `kind` from `seed` (the first that `gridsat generate KIND --size SIZE
/// --seed SEED [--difficulty LEVEL]` prints): its native text with notes (seed, play link),
/// its solution rows and the extension of its format.
#[pyfunction]
#[pyo3(signature = (kind, size, seed, strip=false, unique=true, density=None, colours=None, timeout=None, difficulty=None, attempts=None, **options))]
#[allow(clippy::too_many_arguments)] // Python's arguments of generation, one each
fn generate(
    py: Python<'_>,
    kind: &str,
    size: &Bound<'_, PyAny>,
    seed: u64,
    strip: bool,
    unique: bool,
    density: Option<f64>,
    colours: Option<usize>,
    timeout: Option<f64>,
    difficulty: Option<&str>,
    attempts: Option<usize>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<(String, Vec<String>, &'static str)> {
    let chosen = Options::of(options, "generate", SOLVING)?;
    check_kind(py, Some(kind))?;
    let kind = registry::kind_named(kind).map_err(GridsatErr::from)?;
    let size = grid_size(size)?;
    let mut options = GenerateOptions::new(size);
    options.strip = strip;
    options.unique = unique;
    options.density = density;
    options.colours = colours;
    options.solver = chosen.solver().map_err(GridsatErr::from)?;
    options.engine = chosen.engine(false).map_err(GridsatErr::from)?;
    options.time_limit = time_limit(timeout).map_err(GridsatErr::from)?;
    options.limits = chosen.limits();
    let wanted = difficulty
        .map(Level::named)
        .transpose()
        .map_err(GridsatErr::from)?;
    match (attempts, wanted) {
        (Some(_), None) => {
            let refusal = Error::refused(
                Choice::Attempts,
                "{attempts} is how many puzzles are made, at most, to find one of a difficulty: give difficulty= too",
            );
            return Err(GridsatErr::from(refusal).into());
        }
        (Some(attempts), Some(_)) => options.attempts = attempts,
        (None, _) => {}
    }
    let made = stoppable(py, None, move |interrupt| {
        let options = interrupt.generate_options(options);
        let mut rng = StdRng::seed_from_u64(seed);
        let generated = match wanted {
            None => kind.generate(&options, &mut rng)?,
            Some(wanted) => match kind.generate_of_level(&options, wanted, &mut rng)? {
                Ok(generated) => generated,
                Err(none) => {
                    let message = none.message(kind, wanted, &options, seed, |option| match option {
                        "strip" => "strip=True".to_string(),
                        other => other.to_string(),
                    });
                    return Ok(Err((message, none)));
                }
            },
        };
        let text = generated.native_text(&registry::generated_note(seed, None, unique, wanted));
        Ok(Ok((text, generated.solution_rows, generated.extension)))
    })?;
    made.map_err(|(message, none)| errors::difficulty_not_found(py, &message, &none))
}

/// The limits of reading a file: at most `max_input_size` bytes, 64 MiB by default.
fn reading(max_input_size: Option<u64>) -> Limits {
    Limits::default().with_max_input_size(max_input_size.unwrap_or(DEFAULT_MAX_INPUT_SIZE))
}

/// Reads a file as the command line does (size limit, UTF-8 with or without a byte-order
/// mark, at most `max_input_size` bytes): its name, text and extension.
#[pyfunction]
#[pyo3(signature = (path, max_input_size=None))]
fn read(
    py: Python<'_>,
    path: std::path::PathBuf,
    max_input_size: Option<u64>,
) -> PyResult<(String, String, Option<String>)> {
    detached(py, None, || {
        let source = Source::from_file(Path::new(&path), &reading(max_input_size))?;
        Ok((source.name, source.text, source.extension))
    })
}

/// One puzzle of a file, not parsed yet: its name (`PATH#K` for one of several), its text,
/// the file's extension and the lines of the file before it.
type PuzzlePart = (String, String, Option<String>, usize);

fn part(source: Source) -> PuzzlePart {
    (source.name, source.text, source.extension, source.line_offset)
}

/// The one puzzle of the file at `path`, or the one `PATH#K` names, as the command line reads
/// the INPUT of a command that takes one puzzle ([`Source::from_path`]); a file of several
/// is an error that says how to name one, or to read them all.
#[pyfunction]
#[pyo3(signature = (path, max_input_size=None))]
fn read_puzzle(
    py: Python<'_>,
    path: std::path::PathBuf,
    max_input_size: Option<u64>,
) -> PyResult<PuzzlePart> {
    detached(py, None, || {
        let source = Source::from_path(&path, &reading(max_input_size))?;
        let source = source.the_one_puzzle("read takes one", |first, last| {
            format!("add its number to the path (`#{first}` to `#{last}`), or read them all with gridsat.read_all(path)")
        })?;
        Ok(part(source))
    })
}

/// Every puzzle of the file at `path` (one, or several separated by lines `---`, or a
/// numbered set: [`Source::numbered_puzzles`]), or the one `PATH#K` names.
#[pyfunction]
#[pyo3(signature = (path, max_input_size=None))]
fn read_puzzles(
    py: Python<'_>,
    path: std::path::PathBuf,
    max_input_size: Option<u64>,
) -> PyResult<Vec<PuzzlePart>> {
    detached(py, None, || {
        let source = Source::from_path(&path, &reading(max_input_size))?;
        Ok(source
            .numbered_puzzles()
            .into_iter()
            .map(|(_, puzzle)| part(puzzle))
            .collect())
    })
}

/// The puzzle files directly in the directory `path`, sorted (`gridsat solve DIR`'s:
/// [`registry::puzzle_files`]).
#[pyfunction]
fn puzzle_files(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Vec<String>> {
    detached(py, None, || {
        let files = registry::puzzle_files(&path)?;
        Ok(files.iter().map(|file| file.display().to_string()).collect())
    })
}

/// Every kind: its name, title, file extensions and the inputs it reads.
#[pyfunction]
fn kinds() -> Vec<(&'static str, &'static str, Vec<&'static str>, &'static str)> {
    registry::KINDS
        .iter()
        .map(|k| (k.name, k.title, k.extensions.to_vec(), k.formats))
        .collect()
}

/// The extension module.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::add_classes(module)?;
    module.add_class::<SolveResult>()?;
    module.add_class::<CountResult>()?;
    module.add_class::<Analysis>()?;
    module.add_class::<Hint>()?;
    module.add_class::<Check>()?;
    module.add_class::<Generated>()?;
    for function in [
        wrap_pyfunction!(describe, module)?,
        wrap_pyfunction!(solve, module)?,
        wrap_pyfunction!(count, module)?,
        wrap_pyfunction!(analyze, module)?,
        wrap_pyfunction!(hint, module)?,
        wrap_pyfunction!(dimacs, module)?,
        wrap_pyfunction!(decode, module)?,
        wrap_pyfunction!(verify, module)?,
        wrap_pyfunction!(svg, module)?,
        wrap_pyfunction!(native, module)?,
        wrap_pyfunction!(generate, module)?,
        wrap_pyfunction!(read, module)?,
        wrap_pyfunction!(read_puzzle, module)?,
        wrap_pyfunction!(read_puzzles, module)?,
        wrap_pyfunction!(puzzle_files, module)?,
        wrap_pyfunction!(kinds, module)?,
    ] {
        module.add_function(function)?;
    }
    Ok(())
}
