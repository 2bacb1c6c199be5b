//! The options object of a call: read from JavaScript (any object; `null` and `undefined`
//! are none), each option checked by its name and type, an option the call has no use for
//! refused (as a misspelt one would be silently ignored otherwise), and turned into the
//! library's options once ([`Options::solve_options`], [`Options::limits`]).

use crate::errors::{WebError, usage};
use gridsat::limits::{DEFAULT_MAX_INPUT_SIZE, Limits};
use gridsat::solve::{Engine, SolveOptions, SolverChoice};
use serde_json::{Map, Value};
use std::time::Duration;
use wasm_bindgen::JsValue;

/// The memory a CNF may be estimated to need by default: 1 GiB, a quarter of the command
/// line's (`--max-memory`, 4 GiB). 4 GiB is all that a 32-bit WebAssembly memory can hold,
/// the module's own memory (the puzzle, the answer, the solver's learnt clauses) comes on
/// top, and a phone's browser gives a tab far less. Every instance and every puzzle of the
/// Hanjie survey is estimated under 256 MiB; `max_memory` raises it.
pub(crate) const DEFAULT_MEMORY: u64 = 1 << 30;

/// A struct of optional fields, each an option of the same name, read from a JSON object
/// by [`Options::of`], which refuses a key that is not among the call's.
macro_rules! call_options {
    ($(#[$doc:meta])* pub(crate) struct $name:ident { $( $(#[$field_doc:meta])* $field:ident: $type:ty, )* }) => {
        $(#[$doc])*
        #[derive(Debug, Default)]
        pub(crate) struct $name {
            $( $(#[$field_doc])* pub(crate) $field: Option<$type>, )*
        }

        impl $name {
            /// Reads `fields` (the options of the call `call`), refusing a key that is not
            /// one of `takes` and a value of the wrong type; `null` is an option not given.
            fn from_fields(fields: Map<String, Value>, call: &str, takes: &[&str]) -> Result<Self, WebError> {
                let mut options = Self::default();
                for (key, value) in fields {
                    if value.is_null() {
                        continue;
                    }
                    match key.as_str() {
                        $( stringify!($field) if takes.contains(&key.as_str()) => {
                            options.$field = Some(serde_json::from_value(value).map_err(|e| {
                                usage(format!("{call}: option {key}: {e}"))
                            })?);
                        } )*
                        _ => {
                            return Err(usage(format!(
                                "{call}: unknown option `{key}`: {call} takes {}",
                                takes.join(", ")
                            )))
                        }
                    }
                }
                Ok(options)
            }
        }
    };
}

call_options! {
    /// Every option of every call; each call takes some ([`SOLVE`], [`COUNT`], ...).
    pub(crate) struct Options {
        /// The input's name in results and messages (`input`), `puzzle` by default; its
        /// extension (`x.non`) chooses the format, as a file's does.
        name: String,
        /// The puzzle's kind (`--kind`), when the text cannot tell it.
        kind: String,
        /// The encoding (`--encoding`).
        encoding: String,
        /// The engine (`--engine`): `auto`, `own` or `sat`.
        engine: String,
        /// The SAT solver (`--solver`): `auto` or `varisat` (no programs in a page).
        solver: String,
        /// Check that the solution is unique (not `--first`); true by default.
        unique: bool,
        /// Search even when reasoning alone decides (`--always-search`).
        always_search: bool,
        /// Seconds of wall time (`--timeout`), a number above 0.
        timeout: f64,
        /// Bytes a CNF may be estimated to need (`--max-memory`).
        max_memory: u64,
        /// Bytes an input may have (`--max-input-size`).
        max_input_size: u64,
        /// Which puzzle of a text of several (`INPUT#K`), from 1.
        index: usize,
        /// `count`: stop after this many solutions (`--limit`, at least 1).
        limit: u64,
        /// `verify`: the answer's name (`verify`'s ANSWER), `answer` by default.
        answer_name: String,
        /// `generate`: the size, `WxH`.
        size: String,
        /// `generate`: the difficulty wanted, `easy`, `medium` or `hard`.
        difficulty: String,
        /// `generate`: puzzles made at most for one of the difficulty (`--attempts`).
        attempts: usize,
        /// `generate`: remove clues while the solution stays unique.
        strip: bool,
        /// `generate`: the share of filled cells (hanjie).
        density: f64,
        /// `generate`: the number of colours (hanjie).
        colours: usize,
    }
}

/// The options every call on a puzzle text takes (those that say how to read it), then
/// `extra`.
macro_rules! reading_and {
    ($($extra:literal),* $(,)?) => {
        &["name", "kind", "max_input_size", "index", $($extra),*]
    };
}

/// What `solve` takes.
pub(crate) const SOLVE: &[&str] = reading_and!(
    "encoding",
    "engine",
    "solver",
    "unique",
    "always_search",
    "timeout",
    "max_memory",
);
/// What `count` takes.
pub(crate) const COUNT: &[&str] =
    reading_and!("encoding", "engine", "solver", "limit", "timeout", "max_memory");
/// What `analyze` and `hint` take (their own searches have no engine to choose).
pub(crate) const ANALYZE: &[&str] = reading_and!("encoding", "solver", "timeout", "max_memory");
/// What `dimacs` takes.
pub(crate) const DIMACS: &[&str] = reading_and!("encoding", "max_memory");
/// What `verify` takes.
pub(crate) const VERIFY: &[&str] = reading_and!("answer_name");
/// What `svg`, `native`, `answer` and `puzzles` take.
pub(crate) const READ: &[&str] = reading_and!();
/// What `generate` takes.
pub(crate) const GENERATE: &[&str] = &[
    "size",
    "difficulty",
    "attempts",
    "strip",
    "unique",
    "density",
    "colours",
    "engine",
    "solver",
    "timeout",
    "max_memory",
];

impl Options {
    /// The options of the call `call` from `value` (an object, or `null`/`undefined`).
    pub(crate) fn of(value: &JsValue, call: &str, takes: &[&str]) -> Result<Options, WebError> {
        Options::from_fields(
            crate::convert::object_fields(value, call, "options")?,
            call,
            takes,
        )
    }

    /// The input's name: `name`, or `puzzle`.
    pub(crate) fn name(&self) -> &str {
        self.name.as_deref().unwrap_or("puzzle")
    }

    /// The library's limits: `max_memory` and `max_input_size`, else the defaults.
    pub(crate) fn limits(&self) -> Limits {
        Limits::default()
            .with_max_memory(self.max_memory.unwrap_or(DEFAULT_MEMORY))
            .with_max_input_size(self.max_input_size.unwrap_or(DEFAULT_MAX_INPUT_SIZE))
    }

    /// The SAT solver chosen (`auto` when none is).
    pub(crate) fn solver(&self) -> Result<SolverChoice, WebError> {
        Ok(SolverChoice::parse(self.solver.as_deref().unwrap_or("auto"))?)
    }

    /// The engine chosen (`auto` when none is); `auto` with an encoding chosen is the CNF.
    pub(crate) fn engine(&self) -> Result<Engine, WebError> {
        let engine = Engine::parse(self.engine.as_deref().unwrap_or("auto"))?;
        Ok(engine.with_encoding_chosen(self.encoding.is_some()))
    }

    /// The time limit of `timeout` seconds (a number above 0).
    pub(crate) fn time_limit(&self) -> Result<Option<Duration>, WebError> {
        let Some(seconds) = self.timeout else {
            return Ok(None);
        };
        match Duration::try_from_secs_f64(seconds) {
            Ok(limit) if seconds > 0.0 => Ok(Some(limit)),
            _ => Err(usage(format!(
                "timeout {seconds}: the time limit must be a number of seconds above 0"
            ))),
        }
    }

    /// The library's options to solve, count or analyze with: uniqueness (`unique`, true by
    /// default, for `solve`), searching always, the solver, the engine, the limits and the
    /// time limit, which counts from now.
    pub(crate) fn solve_options(&self, unique: bool, always_search: bool) -> Result<SolveOptions, WebError> {
        let mut options = SolveOptions::default();
        options.unique = unique;
        options.always_search = always_search;
        options.solver = self.solver()?;
        options.engine = self.engine()?;
        options.limits = self.limits();
        options.time_limit = self.time_limit()?;
        Ok(options)
    }
}
