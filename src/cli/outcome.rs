//! How a command ended: the exit code, the worst of several inputs' outcomes, and the
//! outcome of an error.

use gridsat::Error;

/// How a command ended, as an exit code. When a batch of inputs ends in several ways, the
/// worst wins, in this order: bad input (2), then a time limit (3), then no puzzle of the
/// difficulty asked for (4, `generate` alone), then no solution (1), then success (0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Everything asked for was done.
    Success = 0,
    /// A puzzle has no solution, or a solution breaks a rule.
    Failed = 1,
    /// Bad input, I/O or usage.
    BadInput = 2,
    /// `--timeout` stopped the work before it ended (so did a signal, but then the process
    /// ends with 128 + the signal's number instead: `main`).
    Timeout = 3,
    /// `generate --difficulty` made no puzzle of that difficulty in its `--attempts`.
    NoneOfLevel = 4,
}

impl Outcome {
    /// How bad the outcome is, for choosing the worst of several.
    fn severity(self) -> u8 {
        match self {
            Outcome::Success => 0,
            Outcome::Failed => 1,
            Outcome::NoneOfLevel => 2,
            Outcome::Timeout => 3,
            Outcome::BadInput => 4,
        }
    }
}

impl PartialOrd for Outcome {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Outcome {
    /// Worse outcomes are greater: `a.max(b)` is the worse of the two.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.severity().cmp(&other.severity())
    }
}

impl Outcome {
    /// The outcome of an error: a solver's model that breaks a rule is a solution that
    /// fails `verify` (1); work stopped by its time limit or a signal is
    /// [`Outcome::Timeout`]; anything else is bad input, I/O, usage or a failed solver (2).
    pub(crate) fn of_error(error: &Error) -> Outcome {
        match error {
            Error::EncodingBug(_) => Outcome::Failed,
            Error::TimedOut | Error::Interrupted => Outcome::Timeout,
            _ => Outcome::BadInput,
        }
    }
}
