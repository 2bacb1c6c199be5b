//! Errors as the command line shows them: a message on standard error that names the input
//! and the flag that fixes it, and in JSON mode an object on standard output; the objects of
//! inputs stopped by `--timeout` or by a signal.

use super::{Format, Outcome};
use gridsat::Error;
use gridsat::error::{Choice, KindChoice, Limit};
use gridsat::report::SolveReport;
use serde_json::{Value, json};

/// Prints an error for `input` (stderr; also a JSON object on stdout in JSON mode) and
/// returns its outcome ([`Outcome::of_error`]).
pub(super) fn print(input: &str, format: Format, error: &Error) -> Outcome {
    eprintln!("{}", message(input, error));
    if format == Format::Json {
        println!("{}", object(input, error));
    }
    Outcome::of_error(error)
}

/// The message of an error on standard error: `gridsat: ERROR`, with the input named first
/// when the error does not name it ([`Error::about`]).
pub(super) fn message(input: &str, error: &Error) -> String {
    format!("gridsat: {}", about(input, error))
}

/// What the error says about `input` ([`Error::about`]), with the flag that fixes it
/// when the library cannot name one: `--kind` for an input read as the wrong kind,
/// `--max-memory` or `--max-input-size` for work over a limit.
fn about(input: &str, error: &Error) -> String {
    with_flag(error.about(input), error)
}

/// An error's message (`message`) with the flag that fixes it, where there is one.
pub(super) fn with_flag(message: String, error: &Error) -> String {
    let message = error.naming_options(message, flag);
    match error {
        Error::TooLarge { limit, enough, .. } => {
            let limit_flag = match limit {
                Limit::Memory => "--max-memory",
                Limit::InputSize => "--max-input-size",
                _ => return message,
            };
            match enough {
                Some(enough)
                    if *limit == Limit::Memory
                        && *enough > NO_MACHINE_HAS.max(machine_memory().unwrap_or(0)) =>
                {
                    let machine = match machine_memory() {
                        Some(bytes) => format!(
                            "this machine's {} of memory",
                            bytesize::ByteSize(bytes).display().iec()
                        ),
                        None => "any machine's memory".to_string(),
                    };
                    format!("{message}, and more than {machine}: no --max-memory lets it run here")
                }
                Some(enough) => format!(
                    "{message}: raise it with {limit_flag} {}",
                    gridsat::limits::round_size(*enough)
                ),
                None => format!("{message}: raise it with {limit_flag} to the input's size or more"),
            }
        }
        Error::UnknownKind(_) => {
            format!(
                "{message}: `gridsat --help` lists the inputs each kind reads, or name the kind with --kind"
            )
        }
        Error::WrongKind {
            looks_like,
            chosen: KindChoice::Extension,
            ..
        } => format!("{message}, or read it as one with --kind {looks_like}"),
        Error::WrongKind {
            looks_like,
            chosen: KindChoice::Named,
            ..
        } => format!("{message}: read it as one with --kind {looks_like}"),
        _ => message,
    }
}

/// The physical memory of this machine, where the system says (Linux's `/proc/meminfo`).
fn machine_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|line| line.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Memory that a CNF needing more of is said to be beyond any machine gridsat runs on,
/// rather than a limit to raise: 1 TiB, or this machine's memory if it has more. (This
/// machine's memory alone would make the messages depend on the machine that runs the
/// tests.)
const NO_MACHINE_HAS: u64 = 1 << 40;

/// The flag that sets a library option.
pub(super) fn flag(option: Choice) -> &'static str {
    match option {
        Choice::Density => "--density",
        Choice::Colours => "--colours",
        Choice::AllowMultiple => "--allow-multiple",
        Choice::Strip => "--strip",
        Choice::Encoding => "--encoding",
        Choice::Connectivity => "--connectivity",
        Choice::Solver => "--solver",
        Choice::ProofFormat => "--proof-format",
        Choice::Certificate => "--proof",
        Choice::Difficulty => "--difficulty",
        Choice::Attempts => "--attempts",
        _ => "an option",
    }
}

/// The JSON object of an input that could not be read or solved: `{"input", "status":
/// "error", "error"}`, with status `invalid` when the solver's model broke a rule; of an
/// input whose work a signal stopped, `{"input", "status": "interrupted"}`
/// ([`gridsat::json::interrupted_object`]).
pub(super) fn object(input: &str, error: &Error) -> Value {
    let status = match error {
        Error::EncodingBug(_) => "invalid",
        Error::Interrupted => return gridsat::json::interrupted_object(input),
        _ => "error",
    };
    json!({"input": input, "status": status, "error": about(input, error)})
}

/// What standard error says about a report with status `invalid`: the rule the solver's
/// model broke, that it is an encoding bug, and the grid it gave (which standard output
/// never shows).
pub(super) fn broken_rule_message(input: &str, report: &SolveReport) -> String {
    let rule = report.violations.first().map_or("", String::as_str);
    let mut text = format!("gridsat: {input}: {}\n", Error::broken_rule(rule));
    for grid in &report.rejected {
        text += "  the grid it gave, not a solution:\n";
        for row in grid {
            text += &format!("    {row}\n");
        }
    }
    text
}
