//! Deliberate corruption of a puzzle's CNF (cargo feature `fault-injection`, for tests
//! only): one clause of what [`Encode::encode`](crate::puzzle::Encode::encode) adds is left
//! out or has a literal negated, so that the tests can show that a wrong encoding's grids
//! are caught by `verify` instead of being printed. Without the feature this module does
//! not exist and the encodings go straight into the formula.
//!
//! The fault comes from a thread-local override ([`with_fault`], for tests that run in
//! parallel threads of one process) or else from the environment variable `GRIDSAT_FAULT`
//! (`drop:N` or `flip:N`, for the command line).

use std::cell::Cell;
use std::fmt;
use std::str::FromStr;
use std::sync::Once;
use varisat::{ExtendFormula, Lit, Var};

/// The environment variable that names the fault: `drop:N` or `flip:N`; unset or empty
/// for none.
pub const FAULT_VARIABLE: &str = "GRIDSAT_FAULT";

/// One corruption of an encoding. N counts the clauses [`crate::puzzle::Encode::encode`] adds, from 0, in
/// the order it adds them (clue units added afterwards are not counted); an index past the
/// last clause changes nothing.
///
/// [`crate::puzzle::Encode::encode`]: crate::puzzle::Encode::encode
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Leave clause N out (`drop:N`): the CNF gains models, never loses one.
    Drop(usize),
    /// Negate the first literal of clause N (`flip:N`): models may be gained and lost.
    Flip(usize),
}

/// Reads `drop:N` or `flip:N`; the error says what was expected.
impl FromStr for Fault {
    type Err = FaultError;

    fn from_str(text: &str) -> Result<Fault, FaultError> {
        let expected = || FaultError::Form(text.to_string());
        let (mode, index) = text.trim().split_once(':').ok_or_else(expected)?;
        let index: usize = index.trim().parse().map_err(|_| expected())?;
        match mode.trim() {
            "drop" => Ok(Fault::Drop(index)),
            "flip" => Ok(Fault::Flip(index)),
            _ => Err(expected()),
        }
    }
}

/// Why `GRIDSAT_FAULT` names no fault; the message says what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FaultError {
    /// Not `drop:N` or `flip:N`: the text given.
    #[error("{FAULT_VARIABLE}=`{0}`: expected drop:N or flip:N (N a clause index from 0)")]
    Form(String),
    /// The variable's value is not UTF-8.
    #[error("{FAULT_VARIABLE} is not valid UTF-8: expected drop:N or flip:N")]
    NotUnicode,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Drop(index) => write!(f, "drop:{index}"),
            Fault::Flip(index) => write!(f, "flip:{index}"),
        }
    }
}

thread_local! {
    /// The fault set by [`with_fault`] on this thread: `None` when not set (the environment
    /// decides), `Some(None)` for no fault whatever the environment says.
    static OVERRIDE: Cell<Option<Option<Fault>>> = const { Cell::new(None) };
}

/// Runs `body` with `fault` (or, with `None`, no fault) applied to every encoding made on
/// this thread, whatever `GRIDSAT_FAULT` says; the previous setting is restored afterwards,
/// even if `body` panics.
pub fn with_fault<T>(fault: Option<Fault>, body: impl FnOnce() -> T) -> T {
    struct Restore(Option<Option<Fault>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|cell| cell.replace(Some(fault))));
    body()
}

/// The fault named by `GRIDSAT_FAULT`: `None` when it is unset or empty, an error naming the
/// value when it is not `drop:N` or `flip:N` (the command line refuses to start then).
///
/// # Errors
/// A [`FaultError`] for a `GRIDSAT_FAULT` that is not `drop:N` or `flip:N`.
pub fn from_env() -> Result<Option<Fault>, FaultError> {
    match std::env::var(FAULT_VARIABLE) {
        Ok(text) if text.trim().is_empty() => Ok(None),
        Ok(text) => text.parse().map(Some),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(FaultError::NotUnicode),
    }
}

/// The fault that applies to an encoding made now on this thread: [`with_fault`]'s, else
/// `GRIDSAT_FAULT`'s. A value that cannot be read is ignored, with a message on standard
/// error the first time.
pub fn active() -> Option<Fault> {
    if let Some(fault) = OVERRIDE.with(Cell::get) {
        return fault;
    }
    from_env().unwrap_or_else(|message| {
        static WARNED: Once = Once::new();
        WARNED.call_once(|| eprintln!("gridsat: {message}; no fault injected"));
        None
    })
}

/// A formula that passes everything on to `inner` except the one clause `fault` corrupts.
pub(super) struct Faulty<'f, F> {
    inner: &'f mut F,
    fault: Fault,
    /// The index the next clause added gets.
    next: usize,
}

impl<'f, F: ExtendFormula> Faulty<'f, F> {
    /// Wraps `inner`; clauses are counted from 0.
    pub(super) fn new(inner: &'f mut F, fault: Fault) -> Self {
        Faulty {
            inner,
            fault,
            next: 0,
        }
    }
}

impl<F: ExtendFormula> ExtendFormula for Faulty<'_, F> {
    fn add_clause(&mut self, literals: &[Lit]) {
        let index = self.next;
        self.next += 1;
        match self.fault {
            Fault::Drop(n) if n == index => {}
            Fault::Flip(n) if n == index && !literals.is_empty() => {
                let mut flipped = literals.to_vec();
                flipped[0] = !flipped[0];
                self.inner.add_clause(&flipped);
            }
            _ => self.inner.add_clause(literals),
        }
    }

    fn new_var(&mut self) -> Var {
        self.inner.new_var()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use varisat::CnfFormula;

    #[test]
    fn parses_both_modes_and_refuses_anything_else() {
        assert_eq!("drop:3".parse(), Ok(Fault::Drop(3)));
        assert_eq!(" flip:0 ".parse(), Ok(Fault::Flip(0)));
        assert_eq!("flip:12".parse::<Fault>().unwrap().to_string(), "flip:12");
        for bad in ["drop", "drop:", "drop:-1", "cut:2", "3", "drop:x"] {
            let message = bad.parse::<Fault>().unwrap_err().to_string();
            assert!(message.contains("expected drop:N or flip:N"), "{bad}: {message}");
        }
    }

    /// Adds three clauses through a faulty formula.
    fn three_clauses(fault: Fault) -> Vec<Vec<Lit>> {
        let mut formula = CnfFormula::new();
        let mut faulty = Faulty::new(&mut formula, fault);
        let (a, b) = (faulty.new_lit(), faulty.new_lit());
        faulty.add_clause(&[a, b]);
        faulty.add_clause(&[!a]);
        faulty.add_clause(&[a, !b]);
        formula.iter().map(<[Lit]>::to_vec).collect()
    }

    #[test]
    fn drops_or_flips_exactly_the_clause_named() {
        let (a, b) = (Lit::from_index(0, true), Lit::from_index(1, true));
        assert_eq!(three_clauses(Fault::Drop(1)), vec![vec![a, b], vec![a, !b]]);
        assert_eq!(
            three_clauses(Fault::Flip(2)),
            vec![vec![a, b], vec![!a], vec![!a, !b]]
        );
        assert_eq!(three_clauses(Fault::Drop(3)).len(), 3);
    }

    #[test]
    fn the_override_wins_and_is_restored() {
        with_fault(Some(Fault::Drop(5)), || {
            assert_eq!(active(), Some(Fault::Drop(5)));
            with_fault(None, || assert_eq!(active(), None));
            assert_eq!(active(), Some(Fault::Drop(5)));
        });
    }
}
