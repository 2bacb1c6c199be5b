//! Resource limits checked before the work starts, so that an input too large for memory
//! gets an error that names the limit and a value that would do, instead of an
//! allocation failure minutes later: the size of an input file (`--max-input-size`), and
//! the memory a puzzle's CNF would take in the solver (`--max-memory`), estimated from the
//! size formulas of `encodings/` ([`crate::puzzle::Encode::cnf_estimate`]).
//!
//! The limits are a value the caller passes in (in [`crate::solve::SolveOptions`],
//! [`crate::puzzle::GenerateOptions`], or when reading a [`crate::source::Source`]), never
//! process-wide state: every CNF is weighed by its size ([`CnfSize`]) before it is built,
//! and `generate` weighs its solvers with [`Limits::check_generating`] before it draws
//! anything. The checks take sizes and names, not puzzles: the solving layer asks them
//! for a puzzle.

use crate::error::{Error, Limit};
use crate::grid::Size;
use crate::time::Instant;
use bytesize::ByteSize;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

mod cnf_size;
mod deadline;

pub use cnf_size::CnfSize;
pub use deadline::Deadline;

/// The default `--max-memory`: 4 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;
/// The default `--max-input-size`: 64 MiB, four times a 4096x4096 grid written out.
pub const DEFAULT_MAX_INPUT_SIZE: u64 = 64 << 20;

/// The resource limits of a piece of work: memory for a CNF, and the size of an input.
/// Start from [`Limits::default`] (4 GiB, 64 MiB) and set what differs.
///
/// ```
/// use gridsat::limits::Limits;
///
/// let mut limits = Limits::default();
/// limits.max_memory = 256 << 20; // refuse a puzzle whose CNF would need over 256 MiB
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Limits {
    /// The most memory a puzzle's CNF may be estimated to need in the solver, in bytes.
    pub max_memory: u64,
    /// The largest input (file or standard input) read, in bytes.
    pub max_input_size: u64,
    /// When the work must stop: [`Limits::with_deadline`], or a time limit
    /// ([`crate::solve::SolveOptions::time_limit`]) turned into an instant when the work
    /// starts, and [`Limits::with_interrupt`].
    #[serde(skip)]
    pub(crate) deadline: Deadline,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_memory: DEFAULT_MAX_MEMORY,
            max_input_size: DEFAULT_MAX_INPUT_SIZE,
            deadline: Deadline::NONE,
        }
    }
}

impl Limits {
    /// These limits with `max_memory` bytes for a CNF.
    #[must_use]
    pub fn with_max_memory(self, max_memory: u64) -> Limits {
        Limits { max_memory, ..self }
    }

    /// These limits with `max_input_size` bytes for an input.
    #[must_use]
    pub fn with_max_input_size(self, max_input_size: u64) -> Limits {
        Limits {
            max_input_size,
            ..self
        }
    }

    /// These limits with the work stopped at `at` ([`Error::TimedOut`]), or earlier if a
    /// time limit in the options ends sooner: one instant for several calls (a batch of
    /// generated puzzles, a solve and its certificate), where a time limit counts from each
    /// call.
    #[must_use]
    pub fn with_deadline(self, at: Instant) -> Limits {
        let mut limits = self;
        limits.deadline.at = Some(limits.deadline.at.map_or(at, |earlier| earlier.min(at)));
        limits
    }

    /// These limits with the work stopped soon after `flag` is set ([`Error::Interrupted`]):
    /// by a signal handler, or another thread that holds the flag too. Each solver looks at
    /// it as often as at the clock of a time limit (a program run as the solver is killed
    /// with its process group), so what the work started ends with it. One flag may stop
    /// every piece of work of a process (the command line's, set by Ctrl-C) or one call (the
    /// Python package gives each call its own); the flag lives as long as the work holds it.
    ///
    /// ```
    /// use gridsat::{Error, limits::Limits, registry, solve::SolveOptions, source::Source};
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    ///
    /// let stop = Arc::new(AtomicBool::new(false));
    /// let mut options = SolveOptions::default();
    /// options.limits = Limits::default().with_interrupt(Arc::clone(&stop));
    /// let empty = "123 6x6\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n";
    /// let puzzle = registry::parse(&Source::inline("empty", empty), None)?;
    /// // Counting the solutions of an empty grid would take hours: another thread stops it.
    /// let counted = std::thread::scope(|scope| {
    ///     let count = scope.spawn(|| puzzle.count(None, &options, &AtomicU64::new(0)));
    ///     stop.store(true, Ordering::SeqCst);
    ///     count.join().unwrap()
    /// });
    /// assert!(matches!(counted, Err(Error::Interrupted)) || counted.is_ok_and(|c| !c.complete));
    /// # Ok::<(), Error>(())
    /// ```
    #[must_use]
    pub fn with_interrupt(self, flag: Arc<AtomicBool>) -> Limits {
        let mut limits = self;
        limits.deadline.interrupt = Some(flag);
        limits
    }
}

/// A size in bytes as people read it (`4.0 GiB`).
pub(crate) fn bytes(n: u64) -> String {
    ByteSize(n).display().iec().to_string()
}

impl Limits {
    /// Refuses the CNF of a puzzle of `kind` and `size` (with the encoding named, if any)
    /// when its size `estimate` would need more memory than `max_memory` allows, before it
    /// is built: the error gives the grid, the estimate and a limit that would do.
    pub(crate) fn check_cnf(
        &self,
        kind: &str,
        size: Size,
        encoding: Option<&str>,
        estimate: CnfSize,
    ) -> Result<(), Error> {
        self.check(estimate, || {
            let encoding = with_encoding(encoding);
            (
                format!("this {size} {kind} puzzle{encoding}"),
                "its CNF".to_string(),
            )
        })
    }

    /// Refuses the own search of a puzzle of `kind` and `size` (a kind's search beside the
    /// CNF) when the `needed` bytes it is estimated to hold exceed `max_memory`, before it
    /// is built.
    pub(crate) fn check_own_search(&self, kind: &str, size: Size, needed: u64) -> Result<(), Error> {
        let limit = self.max_memory;
        if needed <= limit {
            return Ok(());
        }
        Err(Error::TooLarge {
            input: None,
            message: format!(
                "this {size} {kind} puzzle would need about {} for its own search (estimated), more than the memory limit of {}",
                bytes(needed),
                bytes(limit)
            ),
            limit: Limit::Memory,
            enough: Some(enough(needed)),
        })
    }

    /// Refuses to generate puzzles of `kind` and `size` when the largest CNF the generator's
    /// solvers hold (`estimate`, [`crate::puzzle::Generate::generate_estimate`]) would need more
    /// than `max_memory`, before anything is drawn or built.
    ///
    /// # Errors
    /// [`Error::TooLarge`] when `estimate` needs more than the memory limit.
    pub fn check_generating(&self, kind: &str, size: Size, estimate: CnfSize) -> Result<(), Error> {
        self.check(estimate, || {
            (
                format!("generating a {size} {kind} puzzle"),
                "its solver's CNF".to_string(),
            )
        })
    }

    /// Refuses to rate the difficulty (`generate --difficulty`) of generated puzzles of `kind`
    /// and `size` whose complete CNF (`estimate`, with the encoding named, if any) would need
    /// more than `max_memory`, before the first puzzle is generated.
    ///
    /// # Errors
    /// [`Error::TooLarge`] when rating the puzzles would need more than the memory limit.
    pub fn check_rating(
        &self,
        kind: &str,
        size: Size,
        estimate: CnfSize,
        encoding: Option<&str>,
    ) -> Result<(), Error> {
        self.check(estimate, || {
            (
                format!("rating the difficulty of a generated {size} {kind} puzzle ({{difficulty}})"),
                format!("its CNF{}", with_encoding(encoding)),
            )
        })
    }

    /// Refuses a CNF of size `estimate` over `max_memory`. `what` names who would need the
    /// memory and for what: ("this 9x9 magnets puzzle", "its CNF").
    fn check(&self, estimate: CnfSize, what: impl FnOnce() -> (String, String)) -> Result<(), Error> {
        let limit = self.max_memory;
        let needed = estimate.memory();
        if needed <= limit {
            return Ok(());
        }
        let (subject, object) = what();
        Err(Error::TooLarge {
            input: None,
            message: format!(
                "{subject} would need about {} for {object} ({} variables, {} clauses, {} literals, estimated), more than the memory limit of {}",
                bytes(needed),
                estimate.variables,
                estimate.clauses,
                estimate.literals,
                bytes(limit),
            ),
            limit: Limit::Memory,
            enough: Some(enough(needed)),
        })
    }

    /// [`Error::TimedOut`] once the deadline (from a time limit) has passed: for the work
    /// between the solver's own looks at the clock (encoding a large CNF, say).
    pub(crate) fn check_time(&self) -> Result<(), Error> {
        match self.deadline.passed() {
            true => Err(Error::TimedOut),
            false => Ok(()),
        }
    }

    /// Refuses an input of `size` bytes above `max_input_size`; `name` is the file. With
    /// `size` `None` the input is a stream over the limit whose size is not known: the error
    /// names no size that would do.
    ///
    /// # Errors
    /// [`Error::TooLarge`] when `size` is over the input size limit.
    pub fn check_input_size(&self, name: &str, size: Option<u64>) -> Result<(), Error> {
        let limit = self.max_input_size;
        if size.is_some_and(|size| size <= limit) {
            return Ok(());
        }
        let size_is = match size {
            Some(size) => format!(" ({size} bytes)"),
            None => String::new(),
        };
        Err(Error::TooLarge {
            input: Some(name.to_string()),
            message: format!(
                "the input{size_is} is larger than the limit of {} for an input",
                bytes(limit)
            ),
            limit: Limit::InputSize,
            enough: size.map(enough),
        })
    }
}

/// ` with the `NAME` encoding`, or nothing for a kind with a single encoding.
fn with_encoding(name: Option<&str>) -> String {
    name.map_or(String::new(), |name| format!(" with the `{name}` encoding"))
}

const MIB: u64 = 1 << 20;
const GIB: u64 = 1 << 30;

/// A round limit of at least `needed` bytes: whole GiB, or whole MiB below one GiB.
fn enough(needed: u64) -> u64 {
    if needed < GIB {
        needed.div_ceil(MIB) * MIB
    } else {
        needed.div_ceil(GIB) * GIB
    }
}

/// A round limit ([`Error::TooLarge`]'s `enough`) as a size the command line reads back:
/// `300MiB`, `5GiB` (whole MiB or GiB), else bytes.
#[must_use]
pub fn round_size(bytes: u64) -> String {
    if bytes >= GIB && bytes.is_multiple_of(GIB) {
        format!("{}GiB", bytes / GIB)
    } else if bytes.is_multiple_of(MIB) && bytes > 0 {
        format!("{}MiB", bytes / MIB)
    } else {
        format!("{bytes}B")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_are_above_what_is_needed() {
        for needed in [1, 5 << 20, (1 << 30) - 1, 1 << 30, (7 << 30) + 1] {
            let text = round_size(enough(needed));
            let value: ByteSize = text.parse().unwrap();
            assert!(value.0 >= needed, "{needed} -> {text}");
            assert_eq!(value.0, enough(needed), "{text} reads back");
        }
    }
}
