//! `gridsat analyze`: forced cells, two differing solutions or conflicting clues, and
//! difficulty, as a summary for people or one JSON object.

use super::commands::load;
use super::output::{Look, Tone};
use super::record::Record;
use super::{Common, Outcome, ReportFormat, output, timeout};
use gridsat::analyze::{Analysis, ConflictReport, Difficulty, Level, SolutionCount};
use gridsat::limits::Limits;
use std::io::Write;
use std::time::Duration;

/// Analyses one input; exit 0 for exactly one solution, 1 for none or several, 3 when
/// `timeout` stops it.
pub fn run(
    input: &str,
    common: &Common,
    format: ReportFormat,
    timeout: Option<Duration>,
    limits: &Limits,
) -> Outcome {
    let limits = &timeout::from_now(*limits, timeout);
    let analysed = common
        .solve_options(limits)
        .and_then(|options| load("analyze", input, &common.puzzle, limits)?.analyze(&options));
    let mut analysis = match analysed {
        Ok(analysis) => analysis,
        Err(e) => return Record::of_error(input, format.into(), &e, timeout).print(&mut std::io::stdout()),
    };
    if let (Some(refusal), Some(error)) = (&analysis.difficulty_refusal, &analysis.difficulty_error) {
        analysis.difficulty_error = Some(refusal.renamed_in(error, output::flag));
    }
    let text = match format {
        ReportFormat::Json => format!("{}\n", output::with_input(input, &analysis)),
        ReportFormat::Text => text(input, &analysis, Look::stdout()),
    };
    let mut out = std::io::stdout();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        eprintln!("gridsat: cannot write the result of {input}: {e}");
        return Outcome::BadInput;
    }
    match analysis.solutions {
        SolutionCount::One => Outcome::Success,
        SolutionCount::None | SolutionCount::Several => Outcome::Failed,
    }
}

fn text(input: &str, a: &Analysis, look: Look) -> String {
    let mut out = format!("{input}: {} {}x{}\n", a.kind, a.width, a.height);
    out += &a.picture;
    match a.solutions {
        SolutionCount::One => {
            let verdict = format!("one solution: all {} cells are forced", a.total_cells);
            out += &format!("{}\n", look.paint(&verdict, Tone::Good));
        }
        SolutionCount::Several => several(&mut out, a, look),
        SolutionCount::None => {
            if let Some(conflict) = &a.conflict {
                none(&mut out, conflict, look);
            }
            // Said once: in the difficulty, when it is measured.
            if let (Some(reason), None) = (&a.reason, &a.difficulty) {
                out += &format!("visible without search: {reason}\n");
            }
        }
    }
    out += &match (&a.difficulty, &a.difficulty_error) {
        (Some(d), _) => format!("difficulty: {}\n", difficulty(d, a)),
        (None, Some(error)) => format!("difficulty: not measured: {error}\n"),
        (None, None) => String::new(),
    };
    let s = &a.stats;
    out += &format!(
        "({} variables, {} clauses, {} solver calls, {:.3} s)\n",
        s.variables, s.clauses, s.solver_calls, s.seconds
    );
    out
}

fn several(out: &mut String, a: &Analysis, look: Look) {
    let open = a.total_cells - a.forced_cells;
    let verdict = format!(
        "several solutions: {} of {} cells are forced; the {open} marked ? are not:",
        a.forced_cells, a.total_cells
    );
    *out += &format!("{}\n", look.paint(&verdict, Tone::Doubtful));
    for row in a.cells.iter().flatten() {
        *out += &format!("  {row}\n");
    }
    let cells: Vec<String> = a
        .differing_cells
        .iter()
        .map(|[row, col]| format!("r{row}c{col}"))
        .collect();
    *out += &format!(
        "two solutions, differing in {} cells ({}):\n",
        cells.len(),
        cells.join(" ")
    );
    let (first, second) = (a.solution.iter().flatten(), a.other_solution.iter().flatten());
    for (x, y) in first.zip(second) {
        *out += &format!("  {x}   {y}\n");
    }
}

fn none(out: &mut String, conflict: &ConflictReport, look: Look) {
    let verdict = if conflict.rules_alone {
        "no solution: the rules alone admit no filling of this grid, whatever the clues".to_string()
    } else {
        format!(
            "no solution: these {} clues already conflict (each is needed; change one of them):",
            conflict.clues.len()
        )
    };
    *out += &format!("{}\n", look.paint(&verdict, Tone::Bad));
    if conflict.rules_alone {
        return;
    }
    for clue in &conflict.clues {
        *out += &format!("  - {clue}\n");
    }
}

/// `easy: unit propagation alone fixes all 36 cell variables`, and so on.
fn difficulty(d: &Difficulty, a: &Analysis) -> String {
    let open = match a.solutions {
        SolutionCount::One => "search is needed",
        SolutionCount::Several => "as the solutions differ",
        SolutionCount::None => "search is needed to find the contradiction",
    };
    let rounds = match d.probing_rounds {
        1 => "1 round".to_string(),
        n => format!("{n} rounds"),
    };
    let level = d.level.name();
    if let (true, Some(reason)) = (d.visible_without_search, &a.reason) {
        return format!("{level}: visible without search: {reason}");
    }
    match (d.level, d.refuted) {
        (Level::Easy, true) => format!("{level}: unit propagation alone finds the contradiction"),
        (Level::Easy, false) => format!(
            "{level}: unit propagation alone fixes all {} cell variables",
            d.variables
        ),
        (_, true) => format!("{level}: failed-literal probing finds the contradiction in {rounds}"),
        (Level::Medium, false) => format!(
            "{level}: unit propagation fixes {} of {} cell variables, failed-literal probing the rest in {rounds}",
            d.by_propagation, d.variables
        ),
        (Level::Hard, false) => format!(
            "{level}: unit propagation fixes {} of {} cell variables, failed-literal probing ({rounds}) {} more; {} stay open, {open}",
            d.by_propagation,
            d.variables,
            d.variables - d.by_propagation - d.open,
            d.open
        ),
    }
}
