//! Printing results: pictures and summaries for people (drawn as [`Look`] says), and one
//! JSON object per input for programs. Errors are printed by `errors.rs`.

use super::look::{Look, Tone};
use super::{Format, Outcome, ReportFormat};
use gridsat::Error;
use gridsat::registry::AnyPuzzle;
use gridsat::report::{CountReport, Decider, SolveReport, Status};
use gridsat::solve::certify::{Certificate, Claim};
use serde_json::{Value, json};
use std::time::Duration;

/// The exit code of one solve (or decode) report: success only for a verified solution.
pub(super) fn solve_outcome(report: &SolveReport) -> Outcome {
    if report.status == Status::Solved {
        Outcome::Success
    } else {
        Outcome::Failed
    }
}

/// A solve (or decode) report as it is printed: a picture for people (drawn as `look`
/// says), or one JSON line; with the certificate of `solve --proof`, if any.
pub(super) fn solve_results(
    input: &str,
    format: Format,
    report: &SolveReport,
    certificate: Option<&Certificate>,
    look: Look,
) -> String {
    match format {
        Format::Json => {
            let mut object = with_input(input, report);
            if let (Some(certificate), Value::Object(fields)) = (certificate, &mut object) {
                fields.insert("certificate".into(), json!(certificate));
            }
            format!("{object}\n")
        }
        // The tournament answer block needs the puzzle: the caller writes it
        // ([`tournament_block`]).
        Format::Taai => String::new(),
        // `--format svg` is drawn by `draw` and never reaches here; text stands in.
        Format::Text | Format::Svg => {
            let mut text = solve_text(input, report, look);
            if let Some(certificate) = certificate {
                text += &certificate_text(certificate);
            }
            text
        }
    }
}

fn solve_text(input: &str, report: &SolveReport, look: Look) -> String {
    let mut out = format!("{input}: {} {}x{}\n", report.kind, report.width, report.height);
    let picture = match (&report.terminal_picture, look.pictures) {
        (Some(picture), true) => picture,
        _ => &report.picture,
    };
    out += picture;
    let summary = match (report.status, report.unique) {
        (Status::Solved, Some(true)) if !report.checked => {
            format!("solved: the solution is unique, {UNCHECKED}")
        }
        (Status::Solved, Some(true)) => "solved: the solution is unique".to_string(),
        (Status::Solved, Some(false)) => "solved: NOT unique, another solution:".to_string(),
        (Status::Solved, None) => "solved (uniqueness not checked)".to_string(),
        (Status::Unsatisfiable, _) => no_solution(report),
        (Status::Invalid, _) => {
            "INVALID: the solver's model breaks these rules (a bug in the encoding); no solution shown:"
                .to_string()
        }
    };
    let tone = match (report.status, report.unique) {
        (Status::Solved, Some(true)) if report.checked => Tone::Good,
        (Status::Solved, _) => Tone::Doubtful,
        (Status::Unsatisfiable | Status::Invalid, _) => Tone::Bad,
    };
    out += &format!("{}\n", look.paint(&summary, tone));
    if report.status == Status::Unsatisfiable {
        out += ANALYZE_HINT;
    }
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
    out += &if s.engine == Decider::Own {
        format!(
            "(its own search, no CNF: {} cells, {} learned, {:.3} s)\n",
            s.variables,
            plural(s.clauses as u64, "clause"),
            s.seconds
        )
    } else if s.engine == Decider::Sat {
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

/// What follows a claim that gridsat took on a SAT solver's word ([`SolveReport::checked`]).
pub(super) const UNCHECKED: &str = "says the solver (not checked: `gridsat solve --proof DIR` checks it)";

/// The block of puzzle `number` (named `input`) in the tournaments' answer file (`--format
/// taai`) for a solve report: empty when there is no solution to write (the message says
/// why: [`super::record::Record::solved`]); an error for a puzzle whose solution such a
/// file cannot hold.
pub(super) fn tournament_block(
    input: &str,
    puzzle: &dyn AnyPuzzle,
    number: usize,
    report: &SolveReport,
) -> Result<String, Error> {
    let Some(rows) = report
        .solution
        .as_ref()
        .filter(|_| report.status == Status::Solved)
    else {
        return Ok(String::new());
    };
    puzzle.tournament_answer(number, rows).ok_or_else(|| {
        let why = match report.kind {
            "hanjie" => "and this Hanjie puzzle is in colour".to_string(),
            kind => format!("and this is a {kind} puzzle"),
        };
        Error::Usage(format!(
            "{input}: --format taai is the answer file of the nonogram tournaments (black and white Hanjie puzzles), {why}: choose --format text or json"
        ))
    })
}

/// The verdict of a report without solution: with the reason when one is visible without
/// search, and saying so when it is a solver's claim that gridsat has not checked.
pub(super) fn no_solution(report: &SolveReport) -> String {
    match (&report.reason, report.checked) {
        (Some(reason), _) => format!("no solution: {reason}"),
        (None, true) => "no solution".to_string(),
        (None, false) => format!("no solution, {UNCHECKED}"),
    }
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

/// The line that follows a verdict of no solution in text output.
const ANALYZE_HINT: &str = "(`gridsat analyze` on the puzzle names the clues that conflict)\n";

/// Prints a count report: with no solution, says so and points to `analyze` (exit 1).
pub(super) fn count(input: &str, format: ReportFormat, report: &CountReport) -> Outcome {
    match format {
        ReportFormat::Json => println!("{}", with_input(input, report)),
        ReportFormat::Text if report.complete && report.count == 0 => {
            print!("{input}: 0 solutions: no solution exists\n{ANALYZE_HINT}")
        }
        ReportFormat::Text if report.complete => {
            println!("{input}: {}", plural(report.count, "solution"))
        }
        ReportFormat::Text => println!(
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

/// What stopped a count before it ended.
#[derive(Clone, Copy, Debug)]
pub(super) enum CountStop {
    /// `--timeout`, of this many seconds.
    TimeLimit(Duration),
    /// A signal (Ctrl-C); the process then ends with 128 + the signal's number.
    Signal,
}

/// Prints what `count` found before `stop`: the solutions counted so far, as an incomplete
/// count (JSON: `{"input", "status": "timeout", "timeout", "count", "complete": false}`,
/// or with status `interrupted` and no `timeout`), and the message.
pub(super) fn count_stopped(input: &str, format: ReportFormat, counted: u64, stop: CountStop) -> Outcome {
    let (object, why, message) = match stop {
        CountStop::TimeLimit(limit) => (
            gridsat::json::timeout_object(input, limit),
            "stopped at the time limit",
            super::timeout::message(input, limit),
        ),
        CountStop::Signal => (
            gridsat::json::interrupted_object(input),
            "interrupted: the count so far",
            format!("gridsat: {input}: interrupted"),
        ),
    };
    match format {
        ReportFormat::Json => println!("{}", gridsat::json::count_stopped(object, counted)),
        ReportFormat::Text => println!("{input}: at least {} ({why})", plural(counted, "solution")),
    }
    eprintln!("{message}");
    Outcome::Timeout
}

pub(super) use gridsat::json::with_input;

/// `1 cut`, `2 cuts`.
pub(super) fn plural(count: u64, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}
