//! When a piece of work must stop: an instant, an interrupt flag, or both.

use crate::error::Error;
use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// When a piece of work must stop: an instant (its time limit) and a flag that interrupts
/// it ([`super::Limits::with_deadline`], [`super::Limits::with_interrupt`]); every solver's look at the
/// clock asks [`Deadline::passed`].
#[derive(Clone, Debug, Default)]
pub struct Deadline {
    pub(super) at: Option<Instant>,
    pub(super) interrupt: Option<Arc<AtomicBool>>,
}

impl Deadline {
    /// No deadline: the work runs to its end.
    pub const NONE: Deadline = Deadline {
        at: None,
        interrupt: None,
    };

    /// A deadline at `at` alone.
    #[must_use]
    pub fn at(at: Instant) -> Deadline {
        Deadline {
            at: Some(at),
            interrupt: None,
        }
    }

    /// Whether the work may be stopped at all (a solver prepares for it only then).
    #[must_use]
    pub fn is_set(&self) -> bool {
        self.at.is_some() || self.interrupt.is_some()
    }

    /// Whether the work must stop now: the instant has passed or the flag is set.
    #[must_use]
    pub fn passed(&self) -> bool {
        self.interrupted() || self.at.is_some_and(|at| Instant::now() >= at)
    }

    /// Whether the interrupt flag is set.
    fn interrupted(&self) -> bool {
        self.interrupt
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// The error of work that stopped ([`Error::TimedOut`]) told apart: an interrupt is
    /// [`Error::Interrupted`]; any other error stays as it is.
    pub(crate) fn explain(&self, error: Error) -> Error {
        match error {
            Error::TimedOut if self.interrupted() => Error::Interrupted,
            other => other,
        }
    }

    /// This deadline, or `time_limit` from now if that ends sooner.
    pub(crate) fn within(self, time_limit: Option<std::time::Duration>) -> Deadline {
        match time_limit.and_then(|limit| Instant::now().checked_add(limit)) {
            Some(at) => Deadline {
                at: Some(self.at.map_or(at, |earlier| earlier.min(at))),
                ..self
            },
            None => self,
        }
    }
}

/// Two deadlines are equal when they stop at the same instant on the same flag.
impl PartialEq for Deadline {
    fn eq(&self, other: &Deadline) -> bool {
        let same_flag = match (&self.interrupt, &other.interrupt) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        self.at == other.at && same_flag
    }
}

impl Eq for Deadline {}
