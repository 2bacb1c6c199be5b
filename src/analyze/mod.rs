//! `gridsat analyze`: what a puzzle designer needs to mend a puzzle, for every kind through
//! the solving layer and the [`Puzzle`](crate::puzzle::Puzzle) trait alone.
//!
//! - The backbone: the cells whose value is the same in every solution (forced) and the
//!   others; with several solutions, two of them and the cells where they differ.
//! - The mends: with several solutions, clues to add that make it unique, checked by
//!   solving ([`mend`]).
//! - The conflict: with none, a minimal set of clues that already conflict.
//! - [`difficulty`]: whether unit propagation alone solves the puzzle, else whether
//!   failed-literal probing does (the crate's own propagation engine), as easy, medium or
//!   hard; for Hanjie, whether line logic alone does, else line logic with probing.
//!
//! [`Analysis`] is the result ([`crate::registry::AnyPuzzle::analyze`] for a puzzle of any
//! kind, [`analyze()`] for one of a known type).
//!
//! Every solution reported (and every one the backbone relies on) has passed
//! [`crate::puzzle::Rules::verify`].

pub(crate) mod backbone;
pub(crate) mod conflict;
pub mod difficulty;
pub mod hint;
pub mod mend;
pub(crate) mod premises;
pub(crate) mod propagate;
pub(crate) mod rating;

#[cfg(test)]
mod line_rating_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod toy;

pub use rating::{Difficulty, Level, LineLogic, Measure};

use crate::error::{Error, Refusal};
use crate::grid::Pos;
use crate::puzzle::PuzzleKind;
use crate::solve::{ClueMode, Session, SolveOptions};
use crate::time::Instant;
use backbone::{cell_states, differing_cells};
use conflict::Conflict;
use mend::Mend;
use serde::Serialize;
use std::collections::HashSet;

/// The symbol shown for a cell that is not the same in every solution.
pub const OPEN_CELL: char = '?';

/// How many solutions a puzzle has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SolutionCount {
    /// No solution.
    None,
    /// Exactly one.
    One,
    /// Two or more.
    Several,
}

/// Why a puzzle has no solution (JSON `conflict`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ConflictReport {
    /// The rules alone admit no filling, whatever the clues (then `clues` is empty).
    pub rules_alone: bool,
    /// Names of clues that have no solution together; without any one of them the others
    /// have one.
    pub clues: Vec<String>,
}

/// Size, work and time of one analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct AnalysisStats {
    /// Variables of the CNF searched for the backbone (clues as unit clauses, as `solve`).
    pub variables: usize,
    /// Clauses of that CNF as encoded.
    pub clauses: usize,
    /// Solver calls made (backbone, conflict search).
    pub solver_calls: usize,
    /// Wall-clock seconds for everything, the difficulty measure included.
    pub seconds: f64,
}

/// What `analyze` reports for one puzzle.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    /// Puzzle kind.
    pub kind: &'static str,
    /// Grid width.
    pub width: usize,
    /// Grid height.
    pub height: usize,
    /// None, one or several solutions.
    pub solutions: SolutionCount,
    /// The grid as rows of symbols: a cell's symbol where every solution has it (forced),
    /// [`OPEN_CELL`] where solutions differ; `None` without solutions.
    pub cells: Option<Vec<String>>,
    /// Cells that are forced.
    pub forced_cells: usize,
    /// Cells in all.
    pub total_cells: usize,
    /// A solution (the only one, or the first of two).
    pub solution: Option<Vec<String>>,
    /// A second solution when there are several.
    pub other_solution: Option<Vec<String>>,
    /// Where the two solutions differ: `[row, column]`, 1-based.
    pub differing_cells: Vec<[usize; 2]>,
    /// With several solutions: clues to add that make the puzzle unique, each set checked
    /// by solving, the fewest clues first ([`mend`]); empty otherwise.
    pub mends: Vec<Mend>,
    /// With several solutions and no mend: why (every count given, every line clued, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mend_note: Option<String>,
    /// Why there is no solution (only then).
    pub conflict: Option<ConflictReport>,
    /// A contradiction visible without search, when there is no solution and the kind
    /// sees one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// How much reasoning without search decides ([`difficulty::of_puzzle`]; easy when the
    /// `reason` is visible without search); `None` when it could not be measured (then
    /// `difficulty_error` says why: the encoding has no complete CNF, say).
    pub difficulty: Option<Difficulty>,
    /// Why the difficulty was not measured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty_error: Option<String>,
    /// The option that kept the difficulty from being measured, when one did (quoted in
    /// `difficulty_error`, so that a front end can name it its own way).
    #[serde(skip)]
    pub difficulty_refusal: Option<Refusal>,
    /// The solved picture when the solution is unique, else the puzzle's; text output only.
    #[serde(skip)]
    pub picture: String,
    /// Sizes, calls and time.
    pub stats: AnalysisStats,
}

/// Analyses `puzzle` on the solver `options` choose, within their limits: backbone, or
/// conflicting clues, and difficulty.
///
/// # Errors
/// What solving fails with ([`crate::registry::AnyPuzzle::solve`]): a limit of `options`
/// reached, a solver that failed, or a solution that breaks the rules (a bug).
pub fn analyze<P: PuzzleKind>(puzzle: &P, options: &SolveOptions) -> Result<Analysis, Error> {
    let start = Instant::now();
    let limits = options.limits_from_now();
    let solver = &options.solver;
    let size = puzzle.size();
    // Clues fixed for the backbone (varisat is much slower on some encodings with every
    // clue assumed); assumed only when looking for the ones that conflict.
    let mut session = Session::with_solver(puzzle, ClueMode::Fixed, solver, &limits)?;
    let found = backbone::backbone(&mut session, &[])?;
    let mut analysis = Analysis {
        kind: P::KIND,
        width: size.width,
        height: size.height,
        solutions: SolutionCount::None,
        cells: None,
        forced_cells: 0,
        total_cells: 0,
        solution: None,
        other_solution: None,
        differing_cells: Vec::new(),
        mends: Vec::new(),
        mend_note: None,
        conflict: None,
        reason: None,
        difficulty: None,
        difficulty_error: None,
        difficulty_refusal: None,
        picture: puzzle.render(None),
        stats: AnalysisStats::default(),
    };
    let calls = match found {
        Some(found) => {
            describe_solutions(&mut analysis, puzzle, &found.solutions)?;
            let mut calls = found.calls;
            if let [first, second, ..] = found.solutions.as_slice() {
                let differing: Vec<Pos> = analysis
                    .differing_cells
                    .iter()
                    .map(|&[row, col]| Pos::new(row - 1, col - 1))
                    .collect();
                let mending = mend::mends(puzzle, first, second, &differing, solver, &limits)?;
                analysis.mends = mending.mends;
                analysis.mend_note = mending.note;
                calls += mending.calls;
            }
            calls
        }
        None => {
            let mut session = Session::with_solver(puzzle, ClueMode::Assumed, solver, &limits)?;
            let clues = session.encoding().clues.clone();
            let search = conflict::minimal_conflict(&mut session)?;
            analysis.conflict = Some(match search.conflict {
                Some(Conflict::Rules) => ConflictReport {
                    rules_alone: true,
                    clues: Vec::new(),
                },
                Some(Conflict::Clues(indices)) => ConflictReport {
                    rules_alone: false,
                    clues: indices.iter().map(|&i| clues[i].name.clone()).collect(),
                },
                None => {
                    return Err(Error::Solver(
                        "the puzzle has no solution, yet it has one with all its clues assumed".into(),
                    ));
                }
            });
            analysis.reason = puzzle.contradiction();
            1 + search.calls
        }
    };
    match difficulty::of_puzzle(puzzle, &limits) {
        Ok(measured) => analysis.difficulty = Some(measured),
        Err(Error::TimedOut) => return Err(Error::TimedOut),
        Err(e) => {
            analysis.difficulty_error = Some(format!("it needs a complete encoding ({e})"));
            if let Error::Refused(refusal) = e {
                analysis.difficulty_refusal = Some(refusal);
            }
        }
    }
    let cnf = session.stats();
    analysis.stats = AnalysisStats {
        variables: cnf.variables,
        clauses: cnf.clauses,
        solver_calls: calls,
        seconds: start.elapsed().as_secs_f64(),
    };
    Ok(analysis)
}

/// Fills in the solutions, the forced cells and where two solutions differ, after checking
/// every solution with [`crate::puzzle::Rules::verify`] and that no two are the same grid.
fn describe_solutions<P: PuzzleKind>(
    analysis: &mut Analysis,
    puzzle: &P,
    solutions: &[P::Solution],
) -> Result<(), Error> {
    for solution in solutions {
        if let Some(rule) = puzzle.verify(solution).into_iter().next() {
            return Err(Error::broken_rule(rule));
        }
    }
    let rows: Vec<Vec<String>> = solutions.iter().map(|s| puzzle.solution_rows(s)).collect();
    let mut seen = HashSet::new();
    if !rows.iter().all(|grid| seen.insert(grid)) {
        return Err(Error::same_grid());
    }
    let states = cell_states(&rows);
    analysis.total_cells = states.iter().map(Vec::len).sum();
    analysis.forced_cells = states.iter().flatten().filter(|s| s.is_some()).count();
    analysis.cells = Some(
        states
            .iter()
            .map(|row| row.iter().map(|s| s.unwrap_or(OPEN_CELL)).collect())
            .collect(),
    );
    analysis.solution = Some(rows[0].clone());
    if let Some(second) = rows.get(1) {
        analysis.solutions = SolutionCount::Several;
        analysis.differing_cells = differing_cells(&rows[0], second)
            .into_iter()
            .map(|(row, col)| [row + 1, col + 1])
            .collect();
        analysis.other_solution = Some(second.clone());
    } else {
        analysis.solutions = SolutionCount::One;
        analysis.picture = puzzle.render(Some(&solutions[0]));
    }
    Ok(())
}
