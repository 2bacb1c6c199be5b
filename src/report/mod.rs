//! The commands' results for one puzzle (solve, count, decode, dimacs), computed through the
//! solving layer and always checked with the puzzle's own `verify` before they are reported.

use crate::error::Error;
use crate::limits::Limits;
use crate::puzzle::{PuzzleKind, Reasoning};
use crate::solve::SolverChoice;
use crate::solve::{
    ClueMode, CnfStats, Engine, Session, SolveOptions, Verdict, check_memory, check_own_search,
};
use crate::time::Instant;
use serde::Serialize;

mod cnf;
mod count;
mod own;

pub(crate) use cnf::{decode, write_cnf, write_dimacs};
pub(crate) use count::count_observed;

fn is_zero(n: &usize) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Outcome of solving one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A solution was found and verified.
    Solved,
    /// There is no solution.
    Unsatisfiable,
    /// The decoded solution breaks a rule (a bug in an encoding, or a wrong external model).
    Invalid,
}

/// Size and time figures of one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Variables in the CNF.
    pub variables: usize,
    /// Clauses in the CNF.
    pub clauses: usize,
    /// Models cut off by lazy constraints (Yin Yang's lazy connectivity), each followed by
    /// another solver run; left out of JSON when zero.
    #[serde(skip_serializing_if = "is_zero")]
    pub cut_rounds: usize,
    /// Clauses added by those cuts; left out of JSON when zero.
    #[serde(skip_serializing_if = "is_zero")]
    pub cuts: usize,
    /// Wall-clock seconds for encoding and solving.
    pub seconds: f64,
    /// Whether a search ran (on a CNF or the puzzle's own); false when reasoning alone gave
    /// the verdict (a contradiction, or logic that fixed every cell).
    pub search: bool,
    /// What gave the verdict: the CNF on a SAT solver, the puzzle's own search (then
    /// `variables` are its cells, `clauses` the clauses it learned), or reasoning alone.
    pub engine: Decider,
}

/// What gave a verdict ([`Stats::engine`]), named in JSON as `--engine` names the searches:
/// `sat`, `own`, and `logic` for reasoning without search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decider {
    /// The CNF on a SAT solver (`--engine sat`).
    #[default]
    Sat,
    /// The puzzle's own search (`--engine own`; Hanjie's: a CDCL search over the cells with
    /// the exact line solver as its propagator).
    Own,
    /// Reasoning without search: a contradiction visible in the clues, or logic that fixed
    /// every cell (Hanjie's line logic and probing).
    Logic,
}

impl Stats {
    fn new(cnf: CnfStats, start: Instant) -> Self {
        Stats {
            variables: cnf.variables,
            clauses: cnf.clauses,
            cut_rounds: cnf.cut_rounds,
            cuts: cnf.cuts,
            seconds: start.elapsed().as_secs_f64(),
            search: true,
            engine: Decider::Sat,
        }
    }

    fn without_search(start: Instant) -> Self {
        Stats {
            seconds: start.elapsed().as_secs_f64(),
            engine: Decider::Logic,
            ..Stats::default()
        }
    }
}

/// What `solve` and `decode` report for one puzzle.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SolveReport {
    /// Puzzle kind.
    pub kind: &'static str,
    /// Grid width.
    pub width: usize,
    /// Grid height.
    pub height: usize,
    /// Outcome.
    pub status: Status,
    /// Whether the solution is the only one; `None` when not checked.
    pub unique: Option<bool>,
    /// Whether gridsat confirmed the verdict itself. A solution always is (verified against
    /// the rules); false when there is no solution, or the solution is said to be unique, on
    /// the word of a SAT solver that gridsat does not run itself (`decode` of an
    /// `s UNSATISFIABLE` answer, `solve --solver PROGRAM`), taken on trust. A contradiction
    /// visible without search ([`SolveReport::reason`]) or `solve --proof` checks it.
    pub checked: bool,
    /// The solution as rows of symbols.
    pub solution: Option<Vec<String>>,
    /// A second, different solution when the puzzle is not unique.
    pub other_solution: Option<Vec<String>>,
    /// Rules the decoded solution breaks (only with status `invalid`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub violations: Vec<String>,
    /// The grids (as rows) that broke those rules. They are never the `solution`: with
    /// status `invalid`, `solution` and `other_solution` are empty and the picture is the
    /// puzzle's; the command line shows these on standard error, for the bug report.
    #[serde(skip)]
    pub rejected: Vec<Vec<String>>,
    /// Why there is no solution, when it is visible without search.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Whether the solution equals the one the input says its author intended (a `goal`);
    /// absent when the input gives none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches_goal: Option<bool>,
    /// The solved picture (or the puzzle's, when unsolved); text output only.
    #[serde(skip)]
    pub picture: String,
    /// The same picture for a terminal, when the kind draws one differently.
    #[serde(skip)]
    pub terminal_picture: Option<String>,
    /// Sizes and time.
    pub stats: Stats,
}

/// What `count` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CountReport {
    /// Puzzle kind.
    pub kind: &'static str,
    /// Solutions found (each verified): all of them when `complete`, else those found
    /// before the limit on solutions, the time limit or an interrupt stopped the count.
    pub count: u64,
    /// Whether every solution was counted: false when the limit on solutions, the time
    /// limit or an interrupt stopped the enumeration before it ended.
    pub complete: bool,
    /// Whether the time limit ([`SolveOptions::time_limit`], or the deadline of
    /// [`crate::limits::Limits::with_deadline`]) stopped the count: `count` is then what
    /// was found by the deadline (perhaps 0) and `complete` is false. Left out of JSON
    /// when false.
    #[serde(skip_serializing_if = "is_false")]
    pub timed_out: bool,
    /// Whether an interrupt ([`crate::limits::Limits::with_interrupt`]) stopped the count:
    /// `count` is then what was found before it (perhaps 0), `complete` is false and
    /// `timed_out` is false. Left out of JSON when false.
    #[serde(skip_serializing_if = "is_false")]
    pub interrupted: bool,
    /// Sizes and time.
    pub stats: Stats,
}

/// How an enumeration of solutions ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// Every solution was found.
    Finished,
    /// The limit on solutions stopped it.
    AtLimit,
    /// The time limit stopped it.
    TimedOut,
    /// An interrupt stopped it.
    Interrupted,
}

fn report<P: PuzzleKind>(puzzle: &P, status: Status, stats: Stats) -> SolveReport {
    let size = puzzle.size();
    SolveReport {
        kind: P::KIND,
        width: size.width,
        height: size.height,
        status,
        unique: None,
        checked: true,
        solution: None,
        other_solution: None,
        violations: Vec::new(),
        rejected: Vec::new(),
        reason: None,
        matches_goal: None,
        // Drawn once the outcome is known: the solution's ([`with_solution`]) or the
        // puzzle's ([`with_pictures`]).
        picture: String::new(),
        terminal_picture: None,
        stats,
    }
}

/// The puzzle's pictures (unsolved) for a report that has none of a solution.
fn with_pictures<P: PuzzleKind>(mut report: SolveReport, puzzle: &P) -> SolveReport {
    if report.picture.is_empty() {
        report.picture = puzzle.render(None);
        report.terminal_picture = puzzle.render_for_terminal(None);
    }
    report
}

/// Fills in a found solution once verify accepts it; if verify rejects it, the status
/// becomes `Invalid` and the grid goes to [`SolveReport::rejected`] instead ([`reject`]).
fn with_solution<P: PuzzleKind>(mut report: SolveReport, puzzle: &P, solution: &P::Solution) -> SolveReport {
    let violations = puzzle.verify(solution);
    if !violations.is_empty() {
        reject(&mut report, puzzle, solution, violations);
        return report;
    }
    report.status = Status::Solved;
    report.solution = Some(puzzle.solution_rows(solution));
    report.picture = puzzle.render(Some(solution));
    report.terminal_picture = puzzle.render_for_terminal(Some(solution));
    report.matches_goal = puzzle.intended().map(|goal| &goal == solution);
    report
}

/// Marks the report `Invalid` for a grid that breaks `violations`: no solution is reported
/// any more (not even a verified first one: the verdict is not known), the picture is the
/// unsolved puzzle's, and the grid is kept only as [`SolveReport::rejected`].
fn reject<P: PuzzleKind>(report: &mut SolveReport, puzzle: &P, grid: &P::Solution, violations: Vec<String>) {
    report.status = Status::Invalid;
    report.unique = None;
    report.solution = None;
    report.other_solution = None;
    report.matches_goal = None;
    report.picture = puzzle.render(None);
    report.terminal_picture = puzzle.render_for_terminal(None);
    report.violations.extend(violations);
    report.rejected.push(puzzle.solution_rows(grid));
}

/// Solves `puzzle` as `options` ask ([`SolveOptions`]): by reasoning first unless told to
/// search always, the search the puzzle's own where the engine allows it, else the CNF on
/// the chosen solver; the solution verified, its uniqueness decided if asked.
pub(crate) fn solve_as<P: PuzzleKind>(puzzle: &P, options: &SolveOptions) -> Result<SolveReport, Error> {
    let start = Instant::now();
    let limits = options.limits_from_now();
    // Before reasoning too: Hanjie's line logic on a grid far over the limit takes long
    // and much memory itself. Checked against the estimate of what will search: the
    // puzzle's own search where the engine allows it (the CNF, if that search gives up,
    // is checked when it is built), else the CNF.
    match options.engine.own_search_budgeted(&options.solver) {
        Some(_) => check_own_search(puzzle, &limits)?,
        None => check_memory(puzzle, &limits)?,
    }
    // `--engine sat` is always the CNF: no reasoning answers in its place.
    let report = if options.always_search || options.engine == Engine::Sat {
        search(puzzle, options, &limits, start)
    } else {
        reason_then_search(puzzle, options, &limits, start)
    };
    report.map(|report| with_pictures(report, puzzle))
}

fn reason_then_search<P: PuzzleKind>(
    puzzle: &P,
    options: &SolveOptions,
    limits: &Limits,
    start: Instant,
) -> Result<SolveReport, Error> {
    match puzzle.reason(limits.deadline.clone()) {
        Reasoning::NoSolution(reason) => Ok(no_solution(puzzle, reason, start)),
        Reasoning::Unique(solution) => {
            let base = report(puzzle, Status::Unsatisfiable, Stats::without_search(start));
            let report = with_solution(base, puzzle, &solution);
            Ok(SolveReport {
                unique: (report.status == Status::Solved).then_some(true),
                ..report
            })
        }
        Reasoning::Open => search(puzzle, options, limits, start),
    }
}

/// The CNF session that continues where the puzzle's own search gave up (`--engine auto`):
/// given what reasoning found ([`crate::puzzle::Encode::hand_over`]), on the solver
/// [`SolverChoice::for_hand_over`] picks (the embedded CaDiCaL for `auto`, whose proof of
/// uniqueness, if the search near the first solution does not decide it, runs on varisat:
/// [`Session::prove_uniqueness_on`]).
fn handed_over<'p, P: PuzzleKind>(
    puzzle: &'p P,
    solver: &SolverChoice,
    limits: &Limits,
) -> Result<Session<'p, P>, Error> {
    let mut session = Session::handed_over(puzzle, solver.for_hand_over(), limits)?;
    if solver.for_hand_over() != solver.for_cnf() {
        session.prove_uniqueness_on(solver.for_cnf().clone(), limits.clone());
    }
    Ok(session)
}

fn no_solution<P: PuzzleKind>(puzzle: &P, reason: String, start: Instant) -> SolveReport {
    SolveReport {
        reason: Some(reason),
        ..report(puzzle, Status::Unsatisfiable, Stats::without_search(start))
    }
}

/// The search behind [`solve_as`]: the puzzle's own where
/// `engine` allows it and the kind has one, else the CNF on `solver`.
fn search<P: PuzzleKind>(
    puzzle: &P,
    options: &SolveOptions,
    limits: &Limits,
    start: Instant,
) -> Result<SolveReport, Error> {
    let (check_unique, solver, engine) = (options.unique, &options.solver, options.engine);
    let mut answered = None;
    let mut gave_up = false;
    if let Some(mut own) = own::search(puzzle, solver, engine, limits)? {
        match own::verdict(own.as_mut(), check_unique, &|s| puzzle.nearby_solution(s))? {
            Some(verdict) => answered = Some((verdict, own::stats(puzzle, own.as_ref(), start))),
            None => gave_up = true,
        }
    }
    let (verdict, stats) = match answered {
        Some(answered) => answered,
        None => {
            let mut session = match gave_up {
                true => handed_over(puzzle, solver, limits)?,
                false => Session::with_solver(puzzle, ClueMode::Fixed, solver, limits)?,
            };
            let verdict = session.verdict(check_unique)?;
            (verdict, Stats::new(session.stats(), start))
        }
    };
    let base = report(puzzle, Status::Unsatisfiable, stats);
    // A program's answer of unsatisfiable (no solution, or no second one) is its claim.
    let own = solver.runs_in_process() || stats.engine != Decider::Sat;
    Ok(match verdict {
        Verdict::Unsatisfiable => {
            let reason = puzzle.contradiction();
            SolveReport {
                checked: own || reason.is_some(),
                reason,
                ..base
            }
        }
        Verdict::Solved(solution, unique) => {
            let report = with_solution(base, puzzle, &solution);
            let unique = unique.filter(|_| report.status == Status::Solved);
            SolveReport {
                unique,
                checked: own || unique != Some(true),
                ..report
            }
        }
        Verdict::Multiple(first, second) if first == second => return Err(Error::same_grid()),
        Verdict::Multiple(first, second) => {
            let mut report = with_solution(base, puzzle, &first);
            let other_violations: Vec<String> = puzzle
                .verify(&second)
                .into_iter()
                .map(|v| format!("second solution: {v}"))
                .collect();
            if !other_violations.is_empty() {
                reject(&mut report, puzzle, &second, other_violations);
            } else if report.status == Status::Solved {
                report.unique = Some(false);
                report.other_solution = Some(puzzle.solution_rows(&second));
            }
            report
        }
    })
}
