//! The keyword options the calls share, declared once ([`Options`]): Python passes them on
//! as `**options` (the stubs' `Options`), and each call takes those it has a use for. An
//! option is added here, to its field and to what it sets, and nowhere else but the docs.

use crate::errors::GridsatErr;
use gridsat::Error;
use gridsat::limits::{DEFAULT_MAX_MEMORY, Limits};
use gridsat::solve::{Engine, SolveOptions, SolverChoice};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::time::Duration;

/// A struct of optional keyword options, each field a keyword of the same name, read from
/// Python's `**options` by [`Options::of`], which refuses any other keyword.
macro_rules! keyword_options {
    ($(#[$doc:meta])* pub struct $name:ident { $( $(#[$field_doc:meta])* $field:ident: $type:ty, )* }) => {
        $(#[$doc])*
        #[derive(Debug, Default)]
        pub struct $name {
            $( $(#[$field_doc])* pub $field: Option<$type>, )*
        }

        impl $name {
            /// Every keyword, in the order of the fields.
            pub const ALL: &[&str] = &[$(stringify!($field)),*];

            /// The options among `given` (Python's `**options` of a call named `call`),
            /// refusing, as Python does, a keyword that is not one of `takes` (a keyword of
            /// [`Self::ALL`] the call has no use for included). None is an option not given.
            pub fn of(given: Option<&Bound<'_, PyDict>>, call: &str, takes: &[&str]) -> PyResult<Self> {
                let mut options = Self::default();
                let Some(given) = given else { return Ok(options) };
                for (key, value) in given.iter() {
                    let key: String = key.extract()?;
                    match key.as_str() {
                        $( stringify!($field) if takes.contains(&key.as_str()) => {
                            options.$field = value.extract()?
                        } )*
                        _ => {
                            return Err(PyTypeError::new_err(format!(
                                "{call}() got an unexpected keyword argument '{key}'"
                            )))
                        }
                    }
                }
                Ok(options)
            }
        }
    };
}

keyword_options! {
    /// The keyword options of the calls that solve, count, analyze, generate or write a CNF.
    pub struct Options {
        /// The SAT solver (`--solver`): `auto` (the default), `varisat`, `cadical-embedded`,
        /// a preset program or `cmd:PROGRAM ARGS`.
        solver: String,
        /// The engine (`--engine`): `auto` (the default), `own` or `sat`.
        engine: String,
        /// Bytes a CNF may need (`--max-memory`; 4 GiB by default).
        max_memory: u64,
    }
}

/// What `solve`, `count` and `generate` take: every option.
pub const SOLVING: &[&str] = Options::ALL;

/// What `analyze` takes: its own searches have no engine to choose.
pub const ANALYZING: &[&str] = &["solver", "max_memory"];

/// What `dimacs` and `decode` take: they solve nothing.
pub const WRITING: &[&str] = &["max_memory"];

impl Options {
    /// The library's limits: `max_memory` bytes for a CNF, else the default.
    pub fn limits(&self) -> Limits {
        Limits::default().with_max_memory(self.max_memory.unwrap_or(DEFAULT_MAX_MEMORY))
    }

    /// The solver chosen (`auto` when none is).
    pub fn solver(&self) -> Result<SolverChoice, Error> {
        SolverChoice::parse(self.solver.as_deref().unwrap_or("auto"))
    }

    /// The engine chosen (`auto` when none is); `auto` with an encoding chosen is the CNF,
    /// as on the command line (the encoding is the CNF's).
    pub fn engine(&self, encoding_chosen: bool) -> Result<Engine, Error> {
        Ok(Engine::parse(self.engine.as_deref().unwrap_or("auto"))?.with_encoding_chosen(encoding_chosen))
    }

    /// The library's [`SolveOptions`] with these options, `unique`, the time limit of
    /// `timeout` seconds and the puzzle's encoding choice: the one place they are made, for
    /// `solve`, `count` and `analyze`; a bad one is the library's error as Python raises it.
    pub fn solve_options(
        &self,
        unique: bool,
        timeout: Option<f64>,
        encoding_chosen: bool,
    ) -> PyResult<SolveOptions> {
        let made = || -> Result<SolveOptions, Error> {
            let mut options = SolveOptions::default();
            options.unique = unique;
            options.solver = self.solver()?;
            options.engine = self.engine(encoding_chosen)?;
            options.time_limit = time_limit(timeout)?;
            options.limits = self.limits();
            Ok(options)
        };
        Ok(made().map_err(GridsatErr::from)?)
    }
}

/// The time limit of `timeout` seconds (a number above 0).
pub fn time_limit(timeout: Option<f64>) -> Result<Option<Duration>, Error> {
    let Some(seconds) = timeout else {
        return Ok(None);
    };
    match Duration::try_from_secs_f64(seconds) {
        Ok(limit) if seconds > 0.0 => Ok(Some(limit)),
        _ => Err(Error::Usage(format!(
            "timeout={seconds}: the time limit must be a number of seconds above 0"
        ))),
    }
}
