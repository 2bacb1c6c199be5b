//! Printing results: pictures and summaries for people, one JSON object per input for
//! programs, and error messages on standard error.

use super::{Format, Outcome};
use gridsat::Error;
use gridsat::report::{CountReport, SolveReport, Status};
use gridsat::solve::certify::{Certificate, Claim};
use serde_json::{Value, json};
use std::io::Write;

/// Prints an error for `input` (stderr; also a JSON object on stdout in JSON mode).
pub fn error(input: &str, format: Format, error: &Error) -> Outcome {
    eprintln!("gridsat: {error}");
    if format == Format::Json {
        println!(
            "{}",
            json!({"input": input, "status": "error", "error": error.to_string()})
        );
    }
    Outcome::BadInput
}

/// The exit outcome of a solve report.
pub fn solve_outcome(report: &SolveReport) -> Outcome {
    if report.status == Status::Solved {
        Outcome::Success
    } else {
        Outcome::Failed
    }
}

/// Writes a solve (or decode) report to `out`: a picture for people (drawn for a terminal
/// when `terminal`), or one JSON line; with the certificate of `solve --proof`, if any.
pub fn solve(
    input: &str,
    format: Format,
    report: &SolveReport,
    certificate: Option<&Certificate>,
    out: &mut dyn Write,
    terminal: bool,
) -> Outcome {
    let text = match format {
        Format::Json => {
            let mut object = with_input(input, report);
            if let (Some(certificate), Value::Object(fields)) = (certificate, &mut object) {
                fields.insert("certificate".into(), json!(certificate));
            }
            format!("{object}\n")
        }
        // `--format svg` is drawn by `draw` and never reaches here; text stands in.
        Format::Text | Format::Svg => {
            let mut text = solve_text(input, report, terminal);
            if let Some(certificate) = certificate {
                text += &certificate_text(certificate);
            }
            text
        }
    };
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        eprintln!("gridsat: cannot write the result of {input}: {e}");
        return Outcome::BadInput;
    }
    if report.status == Status::Invalid {
        eprintln!("gridsat: {input}: the solution breaks the rules; this is a bug, please report it");
    }
    solve_outcome(report)
}

fn solve_text(input: &str, report: &SolveReport, terminal: bool) -> String {
    let mut out = format!("{input}: {} {}x{}\n", report.kind, report.width, report.height);
    let picture = match (&report.terminal_picture, terminal) {
        (Some(picture), true) => picture,
        _ => &report.picture,
    };
    out += picture;
    let summary = match (report.status, report.unique) {
        (Status::Solved, Some(true)) => "solved: the solution is unique".to_string(),
        (Status::Solved, Some(false)) => "solved: NOT unique, another solution:".to_string(),
        (Status::Solved, None) => "solved (uniqueness not checked)".to_string(),
        (Status::Unsatisfiable, _) => match &report.reason {
            Some(reason) => format!("no solution: {reason}"),
            None => "no solution".to_string(),
        },
        (Status::Invalid, _) => "INVALID: the decoded grid breaks the rules:".to_string(),
    };
    out += &format!("{summary}\n");
    if let (Status::Solved, Some(other)) = (report.status, &report.other_solution) {
        for row in other {
            out += &format!("  {row}\n");
        }
    }
    for violation in &report.violations {
        out += &format!("  - {violation}\n");
    }
    match report.matches_goal {
        Some(true) => out += "the solution is the goal picture given in the input\n",
        Some(false) => out += "the solution differs from the goal picture given in the input\n",
        None => {}
    }
    let s = &report.stats;
    out += &if s.search {
        let cuts = match s.cut_rounds {
            0 => String::new(),
            rounds => format!(
                " + {} in {}",
                plural(s.cuts as u64, "cut"),
                plural(rounds as u64, "round")
            ),
        };
        format!(
            "({} variables, {} clauses{cuts}, {:.3} s)\n",
            s.variables, s.clauses, s.seconds
        )
    } else {
        format!("(decided by reasoning alone, no CNF built: {:.3} s)\n", s.seconds)
    };
    out
}

/// What a certificate proves, its files, and the commands that check it.
fn certificate_text(certificate: &Certificate) -> String {
    let claim = match certificate.claim {
        Claim::Unsatisfiable => "there is no solution",
        Claim::Unique => "the solution is unique",
        Claim::Satisfiable => "there is a solution",
    };
    let mut out = format!("certified: {claim} ({:.3} s)\n", certificate.seconds);
    for file in &certificate.files {
        out += &format!("  {}: {}\n", file.path, file.certifies);
    }
    if let Some(note) = &certificate.note {
        out += &format!("  ({note})\n");
    }
    out += "check with:\n";
    for command in &certificate.check {
        out += &format!("  {command}\n");
    }
    out
}

/// Prints a count report.
pub fn count(input: &str, format: Format, report: &CountReport) -> Outcome {
    match format {
        Format::Json => println!("{}", with_input(input, report)),
        // `count --format svg` is refused before counting; text stands in.
        Format::Text | Format::Svg if report.complete => {
            println!("{input}: {}", plural(report.count, "solution"))
        }
        Format::Text | Format::Svg => println!(
            "{input}: at least {} (stopped at the limit)",
            plural(report.count, "solution")
        ),
    }
    if report.count == 0 {
        Outcome::Failed
    } else {
        Outcome::Success
    }
}

/// A report as a JSON object with the input's name first.
pub fn with_input(input: &str, report: &impl serde::Serialize) -> Value {
    let mut object = serde_json::Map::new();
    object.insert("input".into(), json!(input));
    if let Ok(Value::Object(fields)) = serde_json::to_value(report) {
        object.extend(fields);
    }
    Value::Object(object)
}

/// `1 cut`, `2 cuts`.
fn plural(count: u64, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}
