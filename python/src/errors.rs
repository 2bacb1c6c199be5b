//! The library's errors as Python exceptions, in one place: the classes ([`CLASSES`], made
//! when the module loads, with two bases where Python users expect one of the built-in
//! exceptions too, such as `GridsatError` and `ValueError`), and which class each [`Error`]
//! variant raises, with the library's `Display` as its message and the variant's fields as
//! attributes ([`raise`]). `gridsat.errors` re-exports the classes.

use gridsat::analyze::Level;
use gridsat::error::{Choice, Limit};
use gridsat::registry::NoneOfLevel;
use gridsat::{Error, ParseError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// An exception class of `gridsat.errors`.
struct Class {
    /// Its name.
    name: &'static str,
    /// Its bases: classes before it in [`CLASSES`], or built-in exceptions (`builtins.NAME`).
    bases: &'static [&'static str],
    /// The keyword arguments it takes and keeps as attributes (besides its bases'), None
    /// when not given.
    attributes: &'static [&'static str],
    /// Its docstring.
    doc: &'static str,
}

/// Every exception class, each after its bases.
const CLASSES: &[Class] = &[
    Class {
        name: "GridsatError",
        bases: &["builtins.Exception"],
        attributes: &[],
        doc: "The base of every error gridsat raises; ``str(error)`` and ``message`` are the \
              library's message.",
    },
    Class {
        name: "ParseError",
        bases: &["GridsatError", "builtins.ValueError"],
        attributes: &["origin", "line", "column", "detail"],
        doc: "The input is not a valid puzzle (or answer): ``origin`` names it (a file path, or \
              the name given to :func:`gridsat.parse`), ``line`` and ``column`` (from 1) say \
              where when known, ``detail`` what was found and what was expected.",
    },
    Class {
        name: "UnknownKindError",
        bases: &["ParseError"],
        attributes: &[],
        doc: "No kind reads the input (its kind was not given and its content shows none), or \
              a kind was named that gridsat does not know (then ``line`` is None).",
    },
    Class {
        name: "WrongKindError",
        bases: &["ParseError"],
        attributes: &["looks_like"],
        doc: "The input was read as one kind (named, or chosen by a file's extension) but its \
              content looks like another: ``looks_like`` is that kind's name.",
    },
    Class {
        name: "UsageError",
        bases: &["GridsatError", "builtins.ValueError"],
        attributes: &["option"],
        doc: "An argument the library refuses: an unknown solver, encoding or engine, a size \
              out of range, an option a kind has no use for (then ``option`` names it: \
              ``\"density\"``, ``\"colours\"``, ``\"unique\"``, ``\"strip\"``, \
              ``\"encoding\"``, ``\"solver\"``, ...).",
    },
    Class {
        name: "DifficultyNotFoundError",
        bases: &["GridsatError"],
        attributes: &["found"],
        doc: "``generate(..., difficulty=...)`` made ``attempts`` puzzles and none had that \
              difficulty (the command line's exit code 4): ``found`` counts those made of each \
              difficulty (``{\"easy\": 0, \"medium\": 36, \"hard\": 14}``).",
    },
    Class {
        name: "TimeoutError",
        bases: &["GridsatError", "builtins.TimeoutError"],
        attributes: &[],
        doc: "The work reached its ``timeout`` and stopped before an answer (the solver, a \
              solver program or the Hanjie engine was stopped; nothing keeps running).",
    },
    Class {
        name: "FileError",
        bases: &["GridsatError", "builtins.OSError"],
        attributes: &["path"],
        doc: "A file could not be read or written; ``path`` names it.",
    },
    Class {
        name: "TooLargeError",
        bases: &["GridsatError"],
        attributes: &["input", "limit", "enough"],
        doc: "The work is over a resource limit and was refused before it started: ``limit`` \
              is ``\"memory\"`` (the memory its CNF is estimated to need) or \
              ``\"input_size\"``, ``enough`` a round value of that limit (bytes) that would \
              let it through, ``input`` the input concerned when known.",
    },
    Class {
        name: "SolverError",
        bases: &["GridsatError"],
        attributes: &[],
        doc: "The SAT solver failed (a program that is missing, crashed or gave a wrong \
              model); not an answer of unsatisfiable.",
    },
    Class {
        name: "EncodingBugError",
        bases: &["GridsatError"],
        attributes: &[],
        doc: "The solver's models show an encoding bug (a grid that breaks a rule): never bad \
              input, and never printed as a solution. Please report it.",
    },
];

/// Makes every class of [`CLASSES`] in `module`, as a class of `gridsat.errors`: each
/// attribute None on the class (so on an instance not given it), and the constructor
/// `(message, **attributes)` of `GridsatError`, which keeps `message` and each attribute
/// given on the instance (so that it pickles with them) and refuses any other keyword.
pub fn add_classes(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    let builtins = py.import("builtins")?;
    let init = py
        .import("functools")?
        .getattr("partialmethod")?
        .call1((wrap_pyfunction!(init_error, module)?,))?;
    for class in CLASSES {
        let bases = class
            .bases
            .iter()
            .map(|&base| match base.strip_prefix("builtins.") {
                Some(builtin) => builtins.getattr(builtin),
                None => module.getattr(base),
            })
            .collect::<PyResult<Vec<_>>>()?;
        let namespace = PyDict::new(py);
        namespace.set_item("__doc__", class.doc)?;
        namespace.set_item("__module__", "gridsat.errors")?;
        namespace.set_item("__qualname__", class.name)?;
        if class.name == "GridsatError" {
            namespace.set_item("__init__", &init)?;
        }
        for attribute in class.attributes {
            namespace.set_item(*attribute, py.None())?;
        }
        namespace.set_item("_attributes", PyTuple::new(py, attributes_of(class.name))?)?;
        let made = builtins
            .getattr("type")?
            .call1((class.name, PyTuple::new(py, bases)?, namespace))?;
        module.add(class.name, made)?;
    }
    Ok(())
}

/// The attributes of the class `name`, its bases' included.
fn attributes_of(name: &str) -> Vec<&'static str> {
    let Some(class) = CLASSES.iter().find(|class| class.name == name) else {
        return Vec::new();
    };
    let mut attributes: Vec<&'static str> = class.bases.iter().flat_map(|base| attributes_of(base)).collect();
    attributes.extend(class.attributes);
    attributes
}

/// `GridsatError.__init__(self, message, **attributes)`.
#[pyfunction]
#[pyo3(signature = (error, message, /, **attributes))]
fn init_error(
    error: &Bound<'_, PyAny>,
    message: String,
    attributes: Option<&Bound<'_, PyDict>>,
) -> PyResult<()> {
    error.setattr("args", (message.clone(),))?;
    error.setattr("message", message)?;
    let known: Vec<String> = error.getattr("_attributes")?.extract()?;
    for (key, value) in attributes.into_iter().flat_map(|given| given.iter()) {
        let key: String = key.extract()?;
        if !known.contains(&key) {
            let class = error.get_type().name()?;
            return Err(PyTypeError::new_err(format!(
                "{class}() got an unexpected keyword argument '{key}'"
            )));
        }
        error.setattr(key.as_str(), value)?;
    }
    Ok(())
}

/// An error of the library, ready to become a Python exception, and the input it is about
/// when known: its message is then [`Error::about`] that input (as the command line says
/// it), else the error's `Display`.
pub struct GridsatErr {
    /// The library's error.
    pub error: Error,
    /// The name of the input concerned.
    pub input: Option<String>,
}

impl From<Error> for GridsatErr {
    fn from(error: Error) -> Self {
        GridsatErr { error, input: None }
    }
}

impl From<ParseError> for GridsatErr {
    fn from(error: ParseError) -> Self {
        Error::Parse(error).into()
    }
}

impl From<GridsatErr> for PyErr {
    fn from(error: GridsatErr) -> PyErr {
        let mut message = match &error.input {
            Some(input) => error.error.about(input),
            None => error.error.to_string(),
        };
        // As the command line names its flag, Python names the keyword argument.
        message = error.error.naming_options(message, keyword);
        if let Error::UnknownKind(_) = error.error {
            message = format!(
                "{message}: gridsat.formats() lists the inputs each kind reads, or name the kind with kind="
            );
        }
        Python::attach(|py| raise(py, &error.error, &message).unwrap_or_else(|failed| failed))
    }
}

/// A kind name that is not one of the library's: [`gridsat.errors.UnknownKindError`] with
/// the library's message (the library words it as a usage error).
pub fn unknown_kind(py: Python<'_>, error: &Error) -> PyErr {
    exception(py, "UnknownKindError", &error.to_string(), |_| Ok(())).unwrap_or_else(|failed| failed)
}

/// `generate` made its attempts and none of the difficulty asked for:
/// [`gridsat.errors.DifficultyNotFoundError`] with `message` and what was found.
pub fn difficulty_not_found(py: Python<'_>, message: &str, none: &NoneOfLevel) -> PyErr {
    exception(py, "DifficultyNotFoundError", message, |a| {
        let found = PyDict::new(py);
        for (level, n) in Level::ALL.iter().zip(none.found) {
            found.set_item(level.name(), n)?;
        }
        a.set_item("found", found)
    })
    .unwrap_or_else(|failed| failed)
}

/// The Python exception of `error`; an `Err` only when the class cannot be found.
fn raise(py: Python<'_>, error: &Error, message: &str) -> PyResult<PyErr> {
    match error {
        Error::Parse(parse) => exception(py, "ParseError", message, |a| position(a, parse)),
        Error::UnknownKind(parse) => exception(py, "UnknownKindError", message, |a| position(a, parse)),
        Error::WrongKind {
            error, looks_like, ..
        } => exception(py, "WrongKindError", message, |a| {
            position(a, error)?;
            a.set_item("looks_like", *looks_like)
        }),
        Error::Io { path, .. } => exception(py, "FileError", message, |a| a.set_item("path", path)),
        Error::Usage(_) => exception(py, "UsageError", message, |_| Ok(())),
        Error::Refused(refusal) => exception(py, "UsageError", message, |a| {
            a.set_item("option", option_name(refusal.option))
        }),
        Error::TimedOut => exception(py, "TimeoutError", message, |_| Ok(())),
        Error::Solver(_) => exception(py, "SolverError", message, |_| Ok(())),
        Error::TooLarge {
            input, limit, enough, ..
        } => exception(py, "TooLargeError", message, |a| {
            a.set_item("input", input)?;
            a.set_item("limit", limit_name(*limit))?;
            a.set_item("enough", enough)
        }),
        Error::EncodingBug(_) => exception(py, "EncodingBugError", message, |_| Ok(())),
        // `Error` is non-exhaustive: an error added later is a GridsatError until named here.
        _ => exception(py, "GridsatError", message, |_| Ok(())),
    }
}

/// How a refusal's message names its option in Python: the keyword argument.
fn keyword(option: Choice) -> &'static str {
    match option {
        Choice::AllowMultiple => "unique=False",
        other => other.name(),
    }
}

/// The keyword argument (or, for an encoding or a certificate, what it is about) that a
/// refusal names (`UsageError.option`).
fn option_name(option: Choice) -> &'static str {
    match option {
        Choice::Density => "density",
        Choice::Colours => "colours",
        Choice::AllowMultiple => "unique",
        Choice::Strip => "strip",
        Choice::Encoding | Choice::Connectivity => "encoding",
        Choice::Solver => "solver",
        Choice::ProofFormat => "proof_format",
        Choice::Certificate => "certificate",
        Choice::Difficulty => "difficulty",
        Choice::Attempts => "attempts",
        _ => "other",
    }
}

/// The name of a resource limit in Python (`TooLargeError.limit`).
fn limit_name(limit: Limit) -> &'static str {
    match limit {
        Limit::Memory => "memory",
        Limit::InputSize => "input_size",
        // `Limit` is non-exhaustive: a limit added later is `other` until named here.
        _ => "other",
    }
}

/// Where a parse error is: `origin`, `line`, `column` and `detail` (the message without
/// its position) as keyword arguments.
fn position(attributes: &Bound<'_, PyDict>, error: &ParseError) -> PyResult<()> {
    attributes.set_item("origin", &error.origin)?;
    attributes.set_item("line", error.line)?;
    attributes.set_item("column", error.column)?;
    attributes.set_item("detail", &error.message)
}

/// An instance of `gridsat.errors.NAME(message, **attributes)` as a `PyErr`.
fn exception(
    py: Python<'_>,
    name: &str,
    message: &str,
    fill: impl FnOnce(&Bound<'_, PyDict>) -> PyResult<()>,
) -> PyResult<PyErr> {
    let class = py.import("gridsat._native")?.getattr(name)?;
    let attributes = PyDict::new(py);
    fill(&attributes)?;
    let instance = class.call((message,), Some(&attributes))?;
    Ok(PyErr::from_value(instance))
}
