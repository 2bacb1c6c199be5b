//! Typed errors of the library: bad input (with file, line and column), I/O, usage and
//! solver failures, which the binary maps to exit code 2; and an encoding bug seen in the
//! solver's models (a grid that breaks a rule), which it maps to exit code 1, as a solution
//! that fails `verify`.

use std::fmt;

mod parse;

pub use parse::ParseError;

/// A resource limit ([`crate::limits::Limits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Limit {
    /// The memory a CNF may be estimated to need ([`crate::limits::Limits::max_memory`]).
    Memory,
    /// The size of an input ([`crate::limits::Limits::max_input_size`]).
    InputSize,
}

/// An option of the library ([`crate::solve::SolveOptions`],
/// [`crate::puzzle::GenerateOptions`], an encoding or solver named by text) that an
/// [`Error::Refused`] is about. The command line names each by its flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Choice {
    /// `GenerateOptions::density`.
    Density,
    /// `GenerateOptions::colours`.
    Colours,
    /// `GenerateOptions::unique` set to false.
    AllowMultiple,
    /// `GenerateOptions::strip`.
    Strip,
    /// An encoding named ([`crate::registry::AnyPuzzle::set_encoding`]).
    Encoding,
    /// Yin Yang's connectivity, named as its encoding.
    Connectivity,
    /// A SAT solver named ([`crate::solve::SolverChoice::parse`]).
    Solver,
    /// The format of a certificate's proofs (`CertifyRequest::format`).
    ProofFormat,
    /// A certificate asked for ([`crate::registry::AnyPuzzle::certify`]).
    Certificate,
    /// Rating the difficulty of generated puzzles ([`crate::registry::Kind::check_generate`]).
    Difficulty,
    /// `GenerateOptions::attempts`.
    Attempts,
}

impl Choice {
    /// Every option.
    pub const ALL: [Choice; 11] = [
        Choice::Density,
        Choice::Colours,
        Choice::AllowMultiple,
        Choice::Strip,
        Choice::Encoding,
        Choice::Connectivity,
        Choice::Solver,
        Choice::ProofFormat,
        Choice::Certificate,
        Choice::Difficulty,
        Choice::Attempts,
    ];

    /// Where a message of [`Error::Refused`] names the option: `{density}`, ...
    #[must_use]
    pub fn mark(self) -> &'static str {
        match self {
            Choice::Density => "{density}",
            Choice::Colours => "{colours}",
            Choice::AllowMultiple => "{allow-multiple}",
            Choice::Strip => "{strip}",
            Choice::Encoding => "{encoding}",
            Choice::Connectivity => "{connectivity}",
            Choice::Solver => "{solver}",
            Choice::ProofFormat => "{proof-format}",
            Choice::Certificate => "{certificate}",
            Choice::Difficulty => "{difficulty}",
            Choice::Attempts => "{attempts}",
        }
    }

    /// How the library's messages name the option.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Choice::Density => "density",
            Choice::Colours => "colours",
            Choice::AllowMultiple => "unique = false",
            Choice::Strip => "strip",
            Choice::Encoding | Choice::Connectivity => "encoding",
            Choice::Solver => "solver",
            Choice::ProofFormat => "proof format",
            Choice::Certificate => "a certificate",
            Choice::Difficulty => "difficulty rating",
            Choice::Attempts => "attempts",
        }
    }
}

/// An option that cannot be honoured, and why ([`Error::Refused`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The option refused.
    pub option: Choice,
    /// What is wrong, each option named by its mark ([`Choice::mark`]).
    pub message: String,
}

impl Refusal {
    /// The message with the options named by `name` (the library's: [`Choice::name`]).
    pub fn naming(&self, name: impl Fn(Choice) -> &'static str) -> String {
        name_options(&self.message, name)
    }

    /// `text`, which quotes this refusal in the library's terms, with the options named by
    /// `name` instead.
    pub fn renamed_in(&self, text: &str, name: impl Fn(Choice) -> &'static str) -> String {
        rename_options(text, &self.message, name)
    }
}

/// `text`, which quotes `message` (options named by their marks) in the library's terms,
/// with the options named by `name` instead.
fn rename_options(text: &str, message: &str, name: impl Fn(Choice) -> &'static str) -> String {
    text.replace(&name_options(message, Choice::name), &name_options(message, name))
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.naming(Choice::name))
    }
}

/// `message` with each option's [`Choice::mark`] replaced by what `name` calls it.
pub(crate) fn name_options(message: &str, name: impl Fn(Choice) -> &'static str) -> String {
    Choice::ALL.iter().fold(message.to_string(), |text, &option| {
        text.replace(option.mark(), name(option))
    })
}

/// Every error the library reports.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is not a valid puzzle, model or solution file.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: String,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The command was asked for something it cannot do.
    #[error("{0}")]
    Usage(String),
    /// An option cannot be honoured: the options its message names are shown by their
    /// names ([`Choice::name`]) in the library's messages and by their flags on the
    /// command line ([`Refusal::renamed_in`]).
    #[error("{0}")]
    Refused(Refusal),
    /// The SAT solver failed (not: answered unsatisfiable).
    #[error("SAT solver failed: {0}")]
    Solver(String),
    /// The work is over a limit of [`crate::limits::Limits`], refused before it started:
    /// `message` says what is over which limit, in the library's terms; `enough` is a round
    /// value of that limit that would let it through (the command line names the flag).
    #[error(
        "{}{}",
        input.as_ref().map_or(String::new(), |i| format!("{i}: ")),
        name_options(message, Choice::name)
    )]
    TooLarge {
        /// The input concerned, when known where the limit was met.
        input: Option<String>,
        /// What is over which limit, an option that asked for the work named by its mark
        /// ([`Choice::mark`], shown as [`Refused`](Error::Refused)'s are).
        message: String,
        /// The limit concerned.
        limit: Limit,
        /// A round value of the limit (bytes: whole MiB or GiB) that would be enough; `None`
        /// when it is not known (a stream over the limit, not read to its end).
        enough: Option<u64>,
    },
    /// No kind reads the input: the message says where, and names the kinds; a front end
    /// adds where it lists the inputs each kind reads ([`crate::registry::Kind::formats`])
    /// and how to name the kind (the command line's `--help` and `--kind`).
    #[error("{0}")]
    UnknownKind(ParseError),
    /// The input was read as one kind (named, or chosen by its extension) that it is not,
    /// and its content looks like another: `error` says where and why, in the library's
    /// terms; the command line adds the flag that reads it as `looks_like`.
    #[error("{error}")]
    WrongKind {
        /// The message, with the input and the line that shows the other kind.
        error: ParseError,
        /// The kind the content looks like (its registry name).
        looks_like: &'static str,
        /// How the kind it was read as was chosen.
        chosen: KindChoice,
    },
    /// The solver's models show that the encoding is wrong: one decodes to a grid that
    /// breaks a rule ([`Error::broken_rule`]), or two decode to the same grid
    /// ([`Error::same_grid`]). Never bad input; the grid is not printed as a solution.
    #[error("{0}; this is a bug in the encoding, please report it")]
    EncodingBug(String),
    /// The work reached its time limit ([`crate::solve::SolveOptions::time_limit`]) and
    /// stopped before an answer.
    #[error("stopped at the time limit")]
    TimedOut,
    /// The work was interrupted ([`crate::limits::Limits::with_interrupt`]: a signal, or
    /// another thread) and stopped before an answer; what it had started has ended.
    #[error("interrupted")]
    Interrupted,
}

impl Error {
    /// `text` (this error's message, perhaps after the input's name) with the options it
    /// names ([`Error::Refused`], [`Error::TooLarge`]) shown by `name` instead of
    /// [`Choice::name`]: a front end's flags or keyword arguments.
    pub fn naming_options(&self, text: String, name: impl Fn(Choice) -> &'static str) -> String {
        match self {
            Error::Refused(Refusal { message, .. }) | Error::TooLarge { message, .. } => {
                rename_options(&text, message, name)
            }
            _ => text,
        }
    }

    /// [`Error::Refused`] about `option`: `message` names options by their marks.
    pub fn refused(option: Choice, message: impl Into<String>) -> Self {
        Error::Refused(Refusal {
            option,
            message: message.into(),
        })
    }

    /// The message for an error about `input`: the input's name first when the error does
    /// not already give it (a solver that failed, a refused option, an encoding bug, a
    /// puzzle over the memory limit, work stopped by a time limit or an interrupt).
    #[must_use]
    pub fn about(&self, input: &str) -> String {
        match self {
            Error::TooLarge { input: None, .. }
            | Error::EncodingBug(_)
            | Error::Solver(_)
            | Error::Refused(_)
            | Error::TimedOut
            | Error::Interrupted => format!("{input}: {self}"),
            _ => self.to_string(),
        }
    }

    /// A model of the CNF decodes to a grid that breaks `rule` (as `verify` words it).
    pub fn broken_rule(rule: impl fmt::Display) -> Self {
        Error::EncodingBug(format!("the solver's model breaks a rule: {rule}"))
    }

    /// Two models with different cell variables decode to the same grid, so a count or a
    /// "not unique" built on them would be wrong.
    #[must_use]
    pub fn same_grid() -> Self {
        Error::EncodingBug(
            "two models of the CNF with different cell variables decode to the same grid".into(),
        )
    }

    /// An error reading or opening the file at `path`, in plain words for the faults people
    /// meet (a missing file, a directory, no permission), the same for every file gridsat
    /// reads: puzzles, solutions and solver answers.
    pub fn reading(path: impl Into<String>, error: std::io::Error) -> Self {
        use std::io::ErrorKind;
        let plain = match error.kind() {
            ErrorKind::NotFound => "no such file",
            ErrorKind::IsADirectory => "a directory, not a file",
            ErrorKind::PermissionDenied => "permission denied",
            _ => return Error::io(path, error),
        };
        Error::io(path, std::io::Error::new(error.kind(), plain))
    }

    /// An error creating or writing the file (or directory) at `path`, in plain words for
    /// the faults people meet (its directory missing, a directory in its place, no
    /// permission), the same for every file gridsat writes: results, CNFs, pictures,
    /// certificates and generated puzzles.
    pub fn writing(path: impl Into<String>, error: std::io::Error) -> Self {
        use std::io::ErrorKind;
        let plain = match error.kind() {
            ErrorKind::NotFound => "cannot write it: its directory does not exist",
            ErrorKind::IsADirectory => "a directory, not a file",
            ErrorKind::PermissionDenied => "cannot write it: permission denied",
            ErrorKind::NotADirectory => {
                "cannot write it: a file stands where a directory of its path should be"
            }
            _ => return Error::io(path, error),
        };
        Error::io(path, std::io::Error::new(error.kind(), plain))
    }

    /// Wraps an I/O error with the path it concerns.
    pub fn io(path: impl Into<String>, source: std::io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}

/// How the kind an input is read as was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KindChoice {
    /// By the file's extension.
    Extension,
    /// By name (`--kind`).
    Named,
}

/// Result with the library's error.
pub type Result<T, E = Error> = std::result::Result<T, E>;
