//! `gridsat analyze`: forced cells, two differing solutions or conflicting clues, and
//! difficulty, as a summary for people or one JSON object.

use super::commands::load;
use super::look::{Look, Tone};
use super::record::Record;
use super::{Common, Outcome, ReportFormat, errors, output, timeout};
use gridsat::analyze::{Analysis, ConflictReport, Difficulty, Level, LineLogic, OPEN_CELL, SolutionCount};
use gridsat::limits::Limits;
use std::io::Write;
use std::time::Duration;

/// Analyses one input; exit 0 for exactly one solution, 1 for none or several, 3 when
/// `timeout` stops it.
pub(super) fn run(
    input: &str,
    common: &Common,
    format: ReportFormat,
    timeout: Option<Duration>,
    limits: &Limits,
) -> Outcome {
    let limits = &timeout::from_now(limits.clone(), timeout);
    let analysed = common
        .solve_options(limits)
        .and_then(|options| load("analyze", input, &common.puzzle, limits)?.analyze(&options));
    let input = &super::inputs::name(input);
    let mut analysis = match analysed {
        Ok(analysis) => analysis,
        Err(e) => return Record::of_error(input, format.into(), &e, timeout).print(&mut std::io::stdout()),
    };
    if let (Some(refusal), Some(error)) = (&analysis.difficulty_refusal, &analysis.difficulty_error) {
        analysis.difficulty_error = Some(refusal.renamed_in(error, errors::flag));
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
        "two solutions, differing in {} ({}):\n",
        super::output::plural(cells.len() as u64, "cell"),
        cells.join(" ")
    );
    let (first, second) = (a.solution.iter().flatten(), a.other_solution.iter().flatten());
    for (x, y) in first.zip(second) {
        *out += &format!("  {x}   {y}\n");
    }
    mends(out, a);
}

/// The clues that would make the puzzle unique, or why there are none.
fn mends(out: &mut String, a: &Analysis) {
    match a.mends.as_slice() {
        [] => {
            if let Some(note) = &a.mend_note {
                *out += &format!("to make it unique: {note}\n");
            }
        }
        [only] if only.clues.len() > 1 => {
            *out += &format!(
                "to make it unique, add these {} clues together (checked by solving): {}\n",
                only.clues.len(),
                only.clues.join(", ")
            );
        }
        mends => {
            *out += "to make it unique, add one of these clues (each checked by solving):\n";
            for mend in mends {
                *out += &format!("  - {}\n", mend.clues.join(", "));
            }
        }
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
    let level = d.level.name();
    if let (true, Some(reason)) = (d.visible_without_search, &a.reason) {
        return format!("{level}: visible without search: {reason}");
    }
    if let Some(lines) = &d.lines {
        return by_lines(d, lines, a);
    }
    let open = match a.solutions {
        SolutionCount::One => "search is needed",
        SolutionCount::Several => "as the solutions differ",
        SolutionCount::None => "search is needed to find the contradiction",
    };
    let rounds = match d.probing_rounds {
        1 => "1 round".to_string(),
        n => format!("{n} rounds"),
    };
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

/// A rating by line logic (Hanjie): `easy (line solvable): line logic alone fixes all 50
/// cells`, `medium (needs probing): line logic fixes 1178 of 1360 cells and stops with 182
/// open in rows 1-3, 7 and columns 2, 5; probing fixes them in 2 rounds`, and so on.
fn by_lines(d: &Difficulty, lines: &LineLogic, a: &Analysis) -> String {
    let level = d.level.name();
    let cells = d.variables;
    if let (Level::Easy, Some(line)) = (d.level, &lines.impossible_line) {
        return format!("{level}: line logic alone finds no way to fill {line}");
    }
    if d.visible_without_search {
        return format!("{level}: visible without search");
    }
    if d.level == Level::Easy {
        return format!("{level} (line solvable): line logic alone fixes all {cells} cells");
    }
    let after_lines = &lines.open_after_line_logic;
    let stops = format!(
        "line logic fixes {} of {cells} cells and stops with {} open {}",
        d.by_propagation,
        after_lines.len(),
        lines_of(after_lines)
    );
    if let Some(line) = &lines.impossible_line {
        return format!("{level}: {stops}; probing finds no way to fill {line}");
    }
    let rounds = match d.probing_rounds {
        1 => "1 round".to_string(),
        n => format!("{n} rounds"),
    };
    if d.level == Level::Medium {
        return format!("{level} (needs probing): {stops}; probing fixes them in {rounds}");
    }
    let left = &lines.open_after_probing;
    let probing = match lines.by_probing {
        0 => "probing fixes none of them".to_string(),
        n => format!("probing fixes {n} more in {rounds}"),
    };
    match a.solutions {
        SolutionCount::One => format!(
            "{level} (needs search): {stops}; {probing}; the {} left need search, {}",
            left.len(),
            lines_of(left)
        ),
        SolutionCount::None => format!(
            "{level} (needs search): {stops}; {probing}; {} stay open {}: search is needed to find the contradiction",
            left.len(),
            lines_of(left)
        ),
        SolutionCount::Several => {
            let rows: Vec<Vec<char>> = a.cells.iter().flatten().map(|r| r.chars().collect()).collect();
            let forced = left
                .iter()
                .filter(|[row, col]| rows.get(row - 1).and_then(|r| r.get(col - 1)) != Some(&OPEN_CELL))
                .count();
            let differing = left.len() - forced;
            let search = match forced {
                0 => String::new(),
                n => format!(", and {n} forced cells that need search"),
            };
            format!(
                "{level} (several solutions, which line logic cannot finish): {stops}; {probing}; {} stay open {}: the {differing} cells not forced, which no reasoning decides{search}",
                left.len(),
                lines_of(left)
            )
        }
    }
}

/// `in rows 1-3, 7 and columns 2, 5`: the lines of `cells` (1-based `[row, column]`).
fn lines_of(cells: &[[usize; 2]]) -> String {
    let lines = |index: usize, word: &str| {
        let mut numbers: Vec<usize> = cells.iter().map(|cell| cell[index]).collect();
        numbers.sort_unstable();
        numbers.dedup();
        let plural = if numbers.len() == 1 { "" } else { "s" };
        format!("{word}{plural} {}", ranges(&numbers))
    };
    format!("in {} and {}", lines(0, "row"), lines(1, "column"))
}

/// Sorted numbers with runs of consecutive ones as ranges: `1-3, 7`.
fn ranges(numbers: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => numbers[i].to_string(),
            _ => format!("{}-{}", numbers[i], numbers[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_listed_with_ranges() {
        assert_eq!(ranges(&[]), "");
        assert_eq!(ranges(&[4]), "4");
        assert_eq!(ranges(&[1, 2, 3, 7, 9, 10]), "1-3, 7, 9-10");
        let cells = [[3, 2], [7, 5], [3, 5], [8, 2]];
        assert_eq!(lines_of(&cells), "in rows 3, 7-8 and columns 2, 5");
        assert_eq!(lines_of(&[[2, 6]]), "in row 2 and column 6");
    }
}
