//! One input's result of `solve`, ready to print: the text for standard output (or `-o`),
//! the messages for standard error, and the verdict for the exit code and the batch
//! summary. A record is made where the puzzle is solved (a worker thread) and printed by
//! the main thread in input order.

use super::look::Look;
use super::{Format, Outcome};
use super::{errors, output};
use gridsat::Error;
use gridsat::report::{SolveReport, Status};
use gridsat::solve::certify::Certificate;
use serde_json::json;
use std::io::Write;
use std::time::Duration;

/// What became of one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// Solved, and the solution is the only one.
    Unique,
    /// Solved; not unique, or uniqueness not checked.
    Solved,
    /// No solution.
    Unsatisfiable,
    /// The decoded solution breaks a rule (a bug).
    Invalid,
    /// The input could not be read or solved.
    Error,
    /// `--timeout` stopped it.
    TimedOut,
    /// A signal (Ctrl-C) stopped it.
    Interrupted,
    /// Not a puzzle (an answer file in a batch): not solved, and no failure.
    Skipped,
}

impl Verdict {
    /// The exit outcome of this verdict.
    pub(super) fn outcome(self) -> Outcome {
        match self {
            Verdict::Unique | Verdict::Solved | Verdict::Skipped => Outcome::Success,
            Verdict::Unsatisfiable | Verdict::Invalid => Outcome::Failed,
            Verdict::Error => Outcome::BadInput,
            // The process ends with 128 + the signal's number instead.
            Verdict::TimedOut | Verdict::Interrupted => Outcome::Timeout,
        }
    }
}

/// One input's printed result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Record {
    /// The input as given (or as found in a directory).
    pub input: String,
    /// What goes to the results: the text, or one JSON line.
    pub results: String,
    /// Messages for standard error, each line ending in a newline.
    pub messages: String,
    /// What became of the input.
    pub verdict: Verdict,
    /// The input's kind when `--encoding`, another kind's, was not applied to it (in a
    /// batch).
    pub encoding_ignored: Option<&'static str>,
}

impl Record {
    /// The record of a solve report (and its certificate, with `--proof`).
    pub(super) fn solved(
        input: &str,
        format: Format,
        report: &SolveReport,
        certificate: Option<&Certificate>,
        look: Look,
    ) -> Record {
        let results = output::solve_results(input, format, report, certificate, look);
        let (verdict, messages) = match (report.status, report.unique) {
            (Status::Solved, Some(true)) => (Verdict::Unique, String::new()),
            (Status::Solved, _) => (Verdict::Solved, String::new()),
            // The answer file has no place to say so: standard error does.
            (Status::Unsatisfiable, _) if format == Format::Taai => (
                Verdict::Unsatisfiable,
                format!("gridsat: {input}: {}\n", output::no_solution(report)),
            ),
            (Status::Unsatisfiable, _) => (Verdict::Unsatisfiable, String::new()),
            (Status::Invalid, _) => (Verdict::Invalid, errors::broken_rule_message(input, report)),
        };
        Record {
            input: input.to_string(),
            results,
            messages,
            verdict,
            encoding_ignored: None,
        }
    }

    /// The record of an input that could not be read or solved: the message, and in JSON
    /// mode an object `{"input", "status": "error", "error"}` (status `invalid`, verdict
    /// [`Verdict::Invalid`], when the solver's model broke a rule; `{"input", "status":
    /// "interrupted"}`, verdict [`Verdict::Interrupted`], when a signal stopped it).
    pub(super) fn error(input: &str, format: Format, error: &Error) -> Record {
        let results = match format {
            Format::Json => format!("{}\n", errors::object(input, error)),
            // `--format svg` is drawn by `draw` and never reaches a record.
            Format::Text | Format::Svg | Format::Taai => String::new(),
        };
        let verdict = match error {
            Error::Interrupted => Verdict::Interrupted,
            _ if Outcome::of_error(error) == Outcome::Failed => Verdict::Invalid,
            _ => Verdict::Error,
        };
        Record {
            input: input.to_string(),
            results,
            messages: format!("{}\n", errors::message(input, error)),
            verdict,
            encoding_ignored: None,
        }
    }

    /// The record of an error ([`Record::error`]), or of an input that `--timeout` (`limit`)
    /// stopped ([`Record::timeout`]) when the error says the work stopped there.
    pub(super) fn of_error(input: &str, format: Format, error: &Error, limit: Option<Duration>) -> Record {
        match (error, limit) {
            (Error::TimedOut, Some(limit)) => Record::timeout(input, format, limit),
            _ => Record::error(input, format, error),
        }
    }

    /// The record of an input that `--timeout` stopped: the message naming the input and
    /// the limit, and in JSON mode an object `{"input", "status": "timeout", "timeout"}`.
    pub(super) fn timeout(input: &str, format: Format, limit: Duration) -> Record {
        let results = match format {
            Format::Json => format!("{}\n", gridsat::json::timeout_object(input, limit)),
            // `--format svg` is drawn by `draw` and never reaches a record.
            Format::Text | Format::Svg | Format::Taai => String::new(),
        };
        Record {
            input: input.to_string(),
            results,
            messages: format!("{}\n", super::timeout::message(input, limit)),
            verdict: Verdict::TimedOut,
            encoding_ignored: None,
        }
    }

    /// The record of an input that is not a puzzle, skipped for `reason`: a short message,
    /// and in JSON mode an object `{"input", "status": "skipped", "reason"}`.
    pub(super) fn skipped(input: &str, format: Format, reason: &str) -> Record {
        let results = match format {
            Format::Json => format!(
                "{}\n",
                json!({"input": input, "status": "skipped", "reason": reason})
            ),
            // `--format svg` is drawn by `draw` and never reaches a record.
            Format::Text | Format::Svg | Format::Taai => String::new(),
        };
        Record {
            input: input.to_string(),
            results,
            messages: format!("gridsat: {input}: {reason}; skipped\n"),
            verdict: Verdict::Skipped,
            encoding_ignored: None,
        }
    }

    /// Writes the results to `out` (flushed) and the messages to standard error; returns
    /// the outcome, bad input when the results cannot be written.
    pub(super) fn print(&self, out: &mut dyn Write) -> Outcome {
        let written = out.write_all(self.results.as_bytes()).and_then(|()| out.flush());
        eprint!("{}", self.messages);
        if let Err(e) = written {
            eprintln!("gridsat: cannot write the result of {}: {e}", self.input);
            return Outcome::BadInput;
        }
        self.verdict.outcome()
    }
}

/// How many inputs ended each way, for the summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Tally {
    pub(super) unique: usize,
    pub(super) solved: usize,
    pub(super) unsatisfiable: usize,
    /// Solutions that broke a rule (counted as failed).
    pub(super) invalid: usize,
    /// Inputs that could not be read or solved, and broken solutions.
    pub(super) failed: usize,
    pub(super) timed_out: usize,
    pub(super) skipped: usize,
    /// Inputs whose work a signal stopped.
    pub(super) interrupted: usize,
    /// Inputs not started because a signal came first.
    pub(super) not_started: usize,
}

impl Tally {
    /// Inputs that ended (each way), those not started aside.
    pub(super) fn total(&self) -> usize {
        self.unique
            + self.solved
            + self.unsatisfiable
            + self.failed
            + self.timed_out
            + self.skipped
            + self.interrupted
    }

    /// Inputs with a result to keep: solved, unsatisfiable, or a broken solution.
    pub(super) fn results(&self) -> usize {
        self.unique + self.solved + self.unsatisfiable + self.invalid
    }

    pub(super) fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Unique => self.unique += 1,
            Verdict::Solved => self.solved += 1,
            Verdict::Unsatisfiable => self.unsatisfiable += 1,
            Verdict::Invalid => {
                self.invalid += 1;
                self.failed += 1;
            }
            Verdict::Error => self.failed += 1,
            Verdict::TimedOut => self.timed_out += 1,
            Verdict::Interrupted => self.interrupted += 1,
            Verdict::Skipped => self.skipped += 1,
        }
    }

    /// `5 inputs: 3 solved (2 unique), 1 unsatisfiable, 1 failed, 0 timed out (1.25 s)`,
    /// with `, 2 skipped` before the time when answer files were skipped; failed counts
    /// inputs that could not be read or solved and broken solutions. After a signal, the
    /// inputs it stopped and those it left unstarted are counted before the time, and
    /// the line says the batch was interrupted: `4 inputs: 1 solved (1 unique), 0
    /// unsatisfiable, 0 failed, 0 timed out, 1 interrupted, 2 not started (3.02 s)`.
    pub(super) fn summary(&self, elapsed: Duration) -> String {
        let total = self.total() + self.not_started;
        let mut others = match self.skipped {
            0 => String::new(),
            n => format!(", {n} skipped"),
        };
        if self.interrupted + self.not_started > 0 {
            others += &format!(
                ", {} interrupted, {} not started",
                self.interrupted, self.not_started
            );
        }
        format!(
            "{total} input{}: {} solved ({} unique), {} unsatisfiable, {} failed, {} timed out{others} ({:.2} s)",
            if total == 1 { "" } else { "s" },
            self.unique + self.solved,
            self.unique,
            self.unsatisfiable,
            self.failed,
            self.timed_out,
            elapsed.as_secs_f64()
        )
    }
}
