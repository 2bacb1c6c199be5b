//! `gridsat hint`: the next cell a person can find, from the puzzle and the cells filled in
//! an answer so far, with why; the answer's wrong cells first. A summary for people or one
//! JSON object.

use super::args::AnalyzeArgs;
use super::commands::{load, read_answer_file};
use super::look::{Look, Tone};
use super::options::ReportFormat;
use super::record::Record;
use super::{Outcome, output, timeout};
use clap::Args;
use gridsat::analyze::SolutionCount;
use gridsat::analyze::hint::{Hint, HintStatus, Step};
use gridsat::limits::Limits;
use std::io::Write;
use std::path::PathBuf;

/// Options of `gridsat hint`: those of `analyze`, and the answer so far.
#[derive(Args, Debug)]
pub(super) struct HintArgs {
    #[command(flatten)]
    pub(super) puzzle: AnalyzeArgs,
    /// The cells filled in so far: an answer file of one grid, rows of symbols as `solve`
    /// prints them with `?` for a cell not filled in. Without it, the grid is empty.
    pub(super) answer: Option<PathBuf>,
}

/// What ANSWER must be, for a directory given instead.
const ANSWER_FILE: &str = "hint reads the cells filled in so far from one file";

/// Gives a hint for one input; exit 0 for a next cell or a solved answer, 1 for a wrong
/// answer, a puzzle without solution or one with no forced cell left, 3 when `--timeout`
/// stops it.
pub(super) fn run(HintArgs { puzzle: args, answer }: &HintArgs, limits: &Limits) -> Outcome {
    let limits = &timeout::from_now(limits.clone(), args.timeout);
    let hinted = args.common.solve_options(limits).and_then(|options| {
        let puzzle = load("hint", &args.input, &args.common.puzzle, limits)?;
        let answer = match answer {
            Some(path) => Some(read_answer_file(path, ANSWER_FILE, limits)?),
            None => None,
        };
        puzzle.hint(answer.as_ref(), &options)
    });
    let input = &super::inputs::name(&args.input);
    let hint = match hinted {
        Ok(hint) => hint,
        Err(e) => {
            return Record::of_error(input, args.format.into(), &e, args.timeout)
                .print(&mut std::io::stdout());
        }
    };
    let text = match args.format {
        ReportFormat::Json => format!("{}\n", output::with_input(input, &hint)),
        ReportFormat::Text => text(input, &hint, Look::stdout()),
    };
    let mut out = std::io::stdout();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        eprintln!("gridsat: cannot write the hint for {input}: {e}");
        return Outcome::BadInput;
    }
    match hint.status {
        HintStatus::Next | HintStatus::Solved => Outcome::Success,
        _ => Outcome::Failed,
    }
}

/// The hint for people: the grid as the answer has it (the hinted or wrong cells in
/// brackets), then the verdict and the reason.
fn text(input: &str, hint: &Hint, look: Look) -> String {
    let mut out = format!(
        "{input}: {} {}x{}, {} of {} cells filled\n",
        hint.kind, hint.width, hint.height, hint.filled_cells, hint.total_cells
    );
    let marked: Vec<([usize; 2], char)> = match &hint.step {
        Some(step) => vec![(step.cell, step.value)],
        None => hint.wrong_cells.iter().map(|w| (w.cell, w.value)).collect(),
    };
    if hint.status != HintStatus::NoSolution {
        out += &grid(&hint.cells, &marked);
    }
    let several = hint.solutions == SolutionCount::Several;
    match hint.status {
        HintStatus::Next => {
            if several {
                out += "the puzzle has several solutions: only cells that are the same in all of them are hinted\n";
            }
            if let Some(step) = &hint.step {
                out += &next(step, look);
            }
        }
        HintStatus::Wrong => {
            let count = hint.wrong_cells.len();
            let verdict = match count {
                0 => "wrong: the filled cells already break a rule".to_string(),
                1 => "wrong: 1 filled cell is wrong (fix it first):".to_string(),
                n => format!("wrong: {n} filled cells are wrong (fix them first):"),
            };
            out += &format!("{}\n", look.paint(&verdict, Tone::Bad));
            let mut together = Vec::new();
            for wrong in &hint.wrong_cells {
                let [row, col] = wrong.cell;
                match wrong.expected {
                    Some(expected) => {
                        out += &format!("  r{row}c{col} is {}, the solution has {expected}\n", wrong.value);
                    }
                    None => together.push(format!("r{row}c{col} = {}", wrong.value)),
                }
            }
            if !together.is_empty() {
                out += &format!("  no solution has all of {} together\n", together.join(", "));
            }
            if !hint.broken_rules.is_empty() {
                out += "the filled cells already break:\n";
                for rule in &hint.broken_rules {
                    out += &format!("  - {rule}\n");
                }
            }
        }
        HintStatus::Solved => {
            let verdict = match several {
                true => "solved: the answer is a solution (one of several)",
                false => "solved: the answer is the solution",
            };
            out += &format!("{}\n", look.paint(verdict, Tone::Good));
        }
        HintStatus::NoSolution => {
            let verdict = "no solution: the puzzle has none (gridsat analyze names the clues that conflict)";
            out += &format!("{}\n", look.paint(verdict, Tone::Bad));
        }
        _ => {
            let verdict = "nothing forced: the puzzle has several solutions and every cell they share is filled; the rest is a choice (gridsat analyze shows where they differ)";
            out += &format!("{}\n", look.paint(verdict, Tone::Doubtful));
        }
    }
    let s = &hint.stats;
    out += &format!("({} solver calls, {:.3} s)\n", s.solver_calls, s.seconds);
    out
}

/// `next: r2c1 = # (line logic)` and the reason.
fn next(step: &Step, look: Look) -> String {
    let [row, col] = step.cell;
    let verdict = format!(
        "next: r{row}c{col} = {} ({})",
        step.value,
        step.deduction.name().replace('_', " ")
    );
    format!("{}\n  {}\n", look.paint(&verdict, Tone::Good), step.explanation)
}

/// The rows of `cells`, one cell in three characters: `[x]` for a cell of `marked` (its
/// symbol `x`), ` x ` for the others.
fn grid(cells: &[String], marked: &[([usize; 2], char)]) -> String {
    let mut out = String::new();
    for (row, symbols) in cells.iter().enumerate() {
        out += " ";
        for (col, symbol) in symbols.chars().enumerate() {
            match marked.iter().find(|(cell, _)| *cell == [row + 1, col + 1]) {
                Some((_, value)) => out += &format!("[{value}]"),
                None => out += &format!(" {symbol} "),
            }
        }
        out += "\n";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marked_cells_are_in_brackets() {
        let rows = ["??".to_string(), "#.".to_string()];
        assert_eq!(grid(&rows, &[([1, 2], '#')]), "  ? [#]\n  #  . \n");
    }
}
