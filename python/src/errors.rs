//! The library's errors as Python exceptions: each [`Error`] variant raises its class of
//! `gridsat.errors` (defined in Python, where a class can have two bases such as
//! `GridsatError` and `ValueError`), with the library's `Display` as its message and the
//! variant's fields as attributes.

use gridsat::error::{Choice, Limit};
use gridsat::{Error, ParseError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

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
        Python::attach(|py| raise(py, &error.error, &message).unwrap_or_else(|failed| failed))
    }
}

/// A kind name that is not one of the library's: [`gridsat.errors.UnknownKindError`] with
/// the library's message (the library words it as a usage error).
pub fn unknown_kind(py: Python<'_>, error: &Error) -> PyErr {
    exception(py, "UnknownKindError", &error.to_string(), |_| Ok(())).unwrap_or_else(|failed| failed)
}

/// The Python exception of `error`; an `Err` only when `gridsat.errors` cannot be imported.
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
    let class = py.import("gridsat.errors")?.getattr(name)?;
    let attributes = PyDict::new(py);
    fill(&attributes)?;
    let instance = class.call((message,), Some(&attributes))?;
    Ok(PyErr::from_value(instance))
}
