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
mod options;
mod results;

use errors::GridsatErr;
use gridsat::Error;
use gridsat::analyze::Level;
use gridsat::grid::Size;
use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, AnyPuzzle, DIFFICULTY_ATTEMPTS};
use gridsat::source::Source;
use options::{ANALYZING, Options, SOLVING, WRITING, time_limit};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rand::SeedableRng;
use rand::rngs::StdRng;
use results::{Analysis, Check, CountResult, Generated, Hint, SolveResult};
use std::path::Path;
use std::sync::atomic::AtomicU64;

/// A puzzle as `gridsat.Puzzle` holds it, read from its attributes: the text and the name
/// and extension it came with (which choose the format, as for a file), and the kind and
/// encoding chosen.
#[derive(FromPyObject)]
struct PuzzleText {
    name: String,
    text: String,
    extension: Option<String>,
    kind: Option<String>,
    encoding: Option<String>,
}

impl PuzzleText {
    /// Parses the text as the command line parses an input, with `--kind` and `--encoding`
    /// (a byte-order mark at the start read past, as in a file: [`Source::inline`]).
    fn load(&self) -> Result<Box<dyn AnyPuzzle>, Error> {
        let source = Source {
            extension: self.extension.clone(),
            ..Source::inline(&self.name, self.text.clone())
        };
        let mut puzzle = registry::parse(&source, self.kind.as_deref())?;
        if let Some(encoding) = &self.encoding {
            puzzle.set_encoding(encoding)?;
        }
        Ok(puzzle)
    }
}

/// Runs `work` with the GIL released and turns its error into the Python exception, its
/// message about `input` when given ([`GridsatErr`]).
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
    let report = detached(py, Some(&text.name), || text.load()?.solve(&options))?;
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
    let report = detached(py, Some(&text.name), || {
        text.load()?.count(limit, &options, &AtomicU64::new(0))
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
    let analysis = detached(py, Some(&text.name), || text.load()?.analyze(&options))?;
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
    detached(py, Some(&puzzle.name), || {
        let mut out = Vec::new();
        puzzle
            .load()?
            .write_dimacs(&puzzle.name, &mut out, "<string>", &limits)?;
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
    let report = detached(py, Some(&text.name), || {
        let answer = Source::inline("<answer>", answer);
        text.load()?.decode(&answer, &limits)
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

/// The difficulty named `easy`, `medium` or `hard` ([`Level::name`]).
fn level(name: &str) -> Result<Level, Error> {
    Level::ALL
        .into_iter()
        .find(|level| level.name().eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
            Error::Usage(format!(
                "unknown difficulty `{name}`: expected one of {}",
                names.join(", ")
            ))
        })
}

/// A new puzzle of `kind` from `seed` (the first that `gridsat generate KIND --size SIZE
/// --seed SEED [--difficulty LEVEL]` prints): its native text with notes (seed, play link),
/// its solution rows and the extension of its format.
#[pyfunction]
#[pyo3(signature = (kind, size, seed, strip=false, unique=true, density=None, colours=None, timeout=None, difficulty=None, **options))]
#[allow(clippy::too_many_arguments)] // Python's arguments of generation, one each
fn generate(
    py: Python<'_>,
    kind: &str,
    size: &str,
    seed: u64,
    strip: bool,
    unique: bool,
    density: Option<f64>,
    colours: Option<usize>,
    timeout: Option<f64>,
    difficulty: Option<&str>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<(String, Vec<String>, &'static str)> {
    let chosen = Options::of(options, "generate", SOLVING)?;
    check_kind(py, Some(kind))?;
    let kind = registry::kind_named(kind).map_err(GridsatErr::from)?;
    let size = size
        .parse::<Size>()
        .map_err(|e| GridsatErr::from(Error::Usage(e.to_string())))?;
    let mut options = GenerateOptions::new(size);
    options.strip = strip;
    options.unique = unique;
    options.density = density;
    options.colours = colours;
    options.solver = chosen.solver().map_err(GridsatErr::from)?;
    options.engine = chosen.engine(false).map_err(GridsatErr::from)?;
    options.time_limit = time_limit(timeout).map_err(GridsatErr::from)?;
    options.limits = chosen.limits();
    let wanted = difficulty.map(level).transpose().map_err(GridsatErr::from)?;
    detached(py, None, || {
        let mut rng = StdRng::seed_from_u64(seed);
        let generated = match wanted {
            None => kind.generate(&options, &mut rng)?,
            Some(wanted) => kind.generate_of_level(&options, wanted, &mut rng)?.map_err(|none| {
                Error::Usage(format!(
                    "no {} {} puzzle of size {} in {DIFFICULTY_ATTEMPTS} attempts (seed {seed}; found {}): try another size, seed or difficulty (clue-minimal puzzles, such as those of strip=True or of kinds always generated minimal, are seldom easy)",
                    wanted.name(),
                    kind.name,
                    options.size,
                    none.summary()
                ))
            })?,
        };
        let mut notes = vec![format!(
            "generated by gridsat {}: seed {seed}, {}{}",
            env!("CARGO_PKG_VERSION"),
            if unique {
                "unique"
            } else {
                "not checked for uniqueness"
            },
            wanted.map_or(String::new(), |level| format!(", {}", level.name()))
        )];
        notes.extend(
            generated
                .puzzle
                .play_links()
                .iter()
                .map(|link| format!("play: {link}")),
        );
        let text = generated.puzzle.to_native_with_notes(&notes);
        Ok((text, generated.solution_rows, generated.extension))
    })
}

/// Reads a puzzle file as the command line does (size limit, UTF-8 with or without a
/// byte-order mark, at most `max_input_size` bytes, 64 MiB by default): its name, text and
/// extension.
#[pyfunction]
#[pyo3(signature = (path, max_input_size=None))]
fn read(
    py: Python<'_>,
    path: std::path::PathBuf,
    max_input_size: Option<u64>,
) -> PyResult<(String, String, Option<String>)> {
    detached(py, None, || {
        let defaults = Limits::default();
        let limits = defaults.with_max_input_size(max_input_size.unwrap_or(defaults.max_input_size));
        let source = Source::from_file(Path::new(&path), &limits)?;
        Ok((source.name, source.text, source.extension))
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
        wrap_pyfunction!(puzzle_files, module)?,
        wrap_pyfunction!(kinds, module)?,
    ] {
        module.add_function(function)?;
    }
    Ok(())
}
