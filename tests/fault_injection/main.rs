//! Fault injection (cargo feature `fault-injection`): a wrong encoding must be caught by
//! `verify`, never printed. For a small instance of every kind of the registry, every clause
//! that the encoding adds is dropped in turn, then has a literal negated (in the default
//! encoding; a sample of them in each other encoding the kind names); `solve` must then give
//! the answer file's solution, or status `invalid` with the rule and no solution, and `count`
//! the exact count (`analyze` the one solution) or an encoding-bug error; a second model
//! with the same grid is such a bug too. Each kind must have a fault that verify caught, so
//! the check is seen to work. A generator under a fault returns a puzzle whose solution is
//! the only one, or stops with the encoding bug. The command line is then run with
//! `GRIDSAT_FAULT` set to such a fault (found here, not written down): it exits 1, names the
//! rule, and prints the wrong grid nowhere on standard output.
//!
//! `cargo test --features fault-injection --test fault_injection`

#[path = "../support/answer_files.rs"]
#[allow(dead_code, reason = "shared with the integration tests, which use all of it")]
mod answer_files;
mod fault_injection_support;

use answer_files::read_answers;
use gridsat::Error;
use gridsat::analyze::SolutionCount;
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, AnyPuzzle, KINDS, Kind};
use gridsat::report::Status;
use gridsat::solve::fault::{Fault, with_fault};
use gridsat::solve::{Engine, SolveOptions};
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicU64;

/// The instances are the smallest of their kind with one solution and at least this many
/// cells on which some dropped clause lets a wrong grid through: small enough to try every
/// clause in a debug build, not so small that the clues alone make every clause of the
/// rules redundant (Magnets' 3x3 example; Hanjie's 3x10 from pzprjs).
const MIN_CELLS: usize = 25;

/// In an encoding other than the default, about this many clauses are dropped and a third
/// as many flipped, spread evenly (Yin Yang's layers CNF has about 2,760 clauses at 5x5,
/// 40 ms a fault in a debug build).
const SAMPLE: usize = 120;

/// An instance: the puzzle file, the puzzle read from it (in an encoding) and every solution
/// of its `.answer` file.
pub(crate) struct Instance {
    pub(crate) path: PathBuf,
    pub(crate) puzzle: Box<dyn AnyPuzzle>,
    pub(crate) answers: Vec<Vec<String>>,
    /// The encoding chosen (`None`: the default).
    pub(crate) encoding: Option<&'static str>,
}

impl Instance {
    /// The kind's instance (see [`MIN_CELLS`]) in `encoding`, or `None` when the puzzle does
    /// not take that encoding.
    #[must_use]
    pub(crate) fn of(kind: &Kind, encoding: Option<&'static str>) -> Option<Self> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("instances")
            .join(kind.name);
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| kind.extensions.iter().any(|x| e == *x))
            })
            .collect();
        paths.sort();
        let read = |path: &PathBuf| {
            let source = Source::from_file(path, &Default::default()).unwrap();
            registry::parse(&source, Some(kind.name)).unwrap()
        };
        let mut candidates: Vec<(usize, PathBuf)> = paths
            .into_iter()
            .filter(|path| read_answers(&path.with_extension("answer")).len() == 1)
            .map(|path| (read(&path).size().area(), path))
            .filter(|(cells, _)| *cells >= MIN_CELLS)
            .collect();
        candidates.sort();
        let instance = |path: &PathBuf| Instance {
            path: path.clone(),
            puzzle: read(path),
            answers: read_answers(&path.with_extension("answer")),
            encoding: None,
        };
        let mut chosen = candidates
            .iter()
            .map(|(_, path)| instance(path))
            .find(|instance| caught(instance).is_some())
            .unwrap_or_else(|| {
                panic!(
                    "{}: no unique instance of {MIN_CELLS} cells or more on which a fault shows",
                    kind.name
                )
            });
        if let Some(name) = encoding {
            chosen.puzzle.set_encoding(name).ok()?;
            chosen.encoding = Some(name);
        }
        Some(chosen)
    }

    /// How many clauses the CNF the solver gets has: the encoding's, which the faults
    /// index, and the clues' unit clauses after them (a fault past the encoding's clauses
    /// changes nothing).
    #[must_use]
    pub(crate) fn clauses(&self) -> usize {
        with_fault(None, || self.puzzle.solve(&sat_options()))
            .unwrap()
            .stats
            .clauses
    }

    /// The puzzle file's path as an argument.
    #[must_use]
    pub(crate) fn arg(&self) -> String {
        self.path.display().to_string()
    }

    /// The instance and its encoding, for messages.
    #[must_use]
    pub(crate) fn name(&self) -> String {
        match self.encoding {
            Some(encoding) => format!("{} ({encoding})", self.path.display()),
            None => self.path.display().to_string(),
        }
    }
}

/// A fault whose wrong grid `verify` caught in `solve`.
#[derive(Clone, Debug)]
pub(crate) struct Caught {
    pub(crate) fault: Fault,
    /// The first rule the grid breaks, as verify words it.
    pub(crate) rule: String,
    /// The grid, as rows.
    pub(crate) grid: Vec<String>,
}

/// What `solve` made of a fault.
pub(crate) enum Solved {
    /// The answer, as without the fault.
    Correct,
    /// Status `invalid`: verify caught a wrong grid.
    WrongGrid(Caught),
    /// An error: two models gave the same grid (a wrong "not unique" otherwise).
    SameGrid,
}

/// Solves under `fault` and checks the outcome: a solution from the answer file, or status
/// `invalid` with the broken rules and no solution reported, or the error of two models with
/// one grid, or (only when a literal was negated, which can remove models) no solution.
#[must_use]
pub(crate) fn solve_under(instance: &Instance, fault: Fault) -> Solved {
    let report = match with_fault(Some(fault), || instance.puzzle.solve(&sat_options())) {
        Ok(report) => report,
        Err(e) if e.to_string() == Error::same_grid().to_string() => return Solved::SameGrid,
        Err(e) => panic!("{fault}: {e}"),
    };
    match report.status {
        Status::Solved => {
            let solution = report.solution.as_ref().expect("a solved report has a solution");
            assert!(
                instance.answers.contains(solution),
                "{fault}: {solution:?} is no answer"
            );
            assert_eq!(
                report.unique,
                Some(true),
                "{fault}: the answer is the only solution"
            );
            assert!(
                report.violations.is_empty() && report.rejected.is_empty(),
                "{fault}"
            );
            Solved::Correct
        }
        Status::Invalid => {
            assert_eq!(
                (&report.solution, &report.other_solution),
                (&None, &None),
                "{fault}"
            );
            assert_eq!(report.unique, None, "{fault}");
            // The first solution, or the second of the uniqueness check, or both.
            assert!((1..=2).contains(&report.rejected.len()), "{fault}");
            for grid in &report.rejected {
                assert!(
                    !instance.answers.contains(grid),
                    "{fault}: verify rejected an answer"
                );
            }
            let grid = report.rejected[0].clone();
            let rule = report.violations.first().expect("the broken rules are listed");
            Solved::WrongGrid(Caught {
                fault,
                rule: rule.clone(),
                grid,
            })
        }
        Status::Unsatisfiable => {
            assert!(
                matches!(fault, Fault::Flip(_)),
                "{fault}: a dropped clause removes no solution, yet none was found"
            );
            Solved::Correct
        }
    }
}

/// Counts under `fault`: the exact count of the answers (fewer only when a literal was
/// negated), or the error of a counted grid that breaks a rule or comes twice. Returns that
/// error's message, if any.
#[must_use]
pub(crate) fn count_under(instance: &Instance, fault: Fault) -> Option<String> {
    let counted = with_fault(Some(fault), || {
        instance.puzzle.count(None, &sat_options(), &AtomicU64::new(0))
    });
    match counted {
        Ok(count) => {
            assert!(count.complete, "{fault}");
            let answers = instance.answers.len() as u64;
            match fault {
                Fault::Drop(_) => assert_eq!(count.count, answers, "{fault}"),
                Fault::Flip(_) => assert!(count.count <= answers, "{fault}: {}", count.count),
            }
            None
        }
        Err(e @ Error::EncodingBug(_)) => Some(e.to_string()),
        Err(e) => panic!("{fault}: count failed otherwise: {e}"),
    }
}

/// Analyses under `fault`: one solution, forced everywhere, the answer; or the error of a
/// grid that breaks a rule or comes twice. Returns whether there was that error.
#[must_use]
pub(crate) fn analyze_under(instance: &Instance, fault: Fault) -> bool {
    let analysed = with_fault(Some(fault), || instance.puzzle.analyze(&SolveOptions::default()));
    match analysed {
        Ok(analysis) => {
            assert_eq!(analysis.solutions, SolutionCount::One, "{fault}");
            assert_eq!(analysis.solution.as_ref(), Some(&instance.answers[0]), "{fault}");
            assert_eq!(analysis.forced_cells, analysis.total_cells, "{fault}");
            false
        }
        Err(Error::EncodingBug(_)) => true,
        Err(e) => panic!("{fault}: analyze failed otherwise: {e}"),
    }
}

/// The first dropped clause whose wrong grid solve caught, if any.
fn caught(instance: &Instance) -> Option<Caught> {
    (0..instance.clauses()).find_map(|n| match solve_under(instance, Fault::Drop(n)) {
        Solved::WrongGrid(caught) => Some(caught),
        Solved::Correct | Solved::SameGrid => None,
    })
}

/// The first dropped clause whose wrong grid solve caught.
#[must_use]
pub(crate) fn first_caught(instance: &Instance) -> Caught {
    caught(instance).expect("some dropped clause lets a wrong grid through")
}

/// Drops every `drop_step`-th clause of the instance (every one for a step of 1) and negates
/// a literal of every `flip_step`-th one; checks solve and count under each (above), and
/// that they agree on which faults let a wrong grid through. Returns how many did.
fn sweep(instance: &Instance, drop_step: usize, flip_step: usize) -> usize {
    let name = instance.name();
    let clauses = instance.clauses();
    let drops = (0..clauses).step_by(drop_step).map(Fault::Drop);
    let flips = (0..clauses).step_by(flip_step).map(Fault::Flip);
    let mut caught = 0;
    for fault in drops.chain(flips) {
        let solved = solve_under(instance, fault);
        let by_solve = !matches!(solved, Solved::Correct);
        let by_count = count_under(instance, fault).is_some();
        // A unique puzzle: solve's uniqueness check meets an extra model whenever count and
        // analyze's backbone do.
        if matches!(fault, Fault::Drop(_)) {
            assert_eq!(by_solve, by_count, "{name} {fault}: solve and count disagree");
            let by_analyze = analyze_under(instance, fault);
            assert_eq!(by_solve, by_analyze, "{name} {fault}: solve and analyze disagree");
        }
        caught += usize::from(matches!(solved, Solved::WrongGrid(_)));
    }
    println!("{name}: {caught} faults of {clauses} clauses let a wrong grid through");
    caught
}

/// Runs `check` for every kind, each to its end; fails naming the kinds whose check failed.
fn for_every_kind(check: impl Fn(&'static Kind)) {
    let failed: Vec<&str> = KINDS
        .iter()
        .filter(|kind| std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(kind))).is_err())
        .map(|kind| kind.name)
        .collect();
    assert!(failed.is_empty(), "failed for: {}", failed.join(", "));
}

/// In the default encoding every clause is dropped and every clause flipped, and some fault
/// lets a wrong grid through, so that the check is seen to work.
#[test]
fn faults_are_caught_or_harmless() {
    for_every_kind(|kind| {
        let instance = Instance::of(kind, None).unwrap();
        assert!(sweep(&instance, 1, 1) > 0, "{}: no fault showed", instance.name());
    });
}

/// In each other encoding the kind names (those complete and lazy alike), a sample spread
/// over the CNF (see [`SAMPLE`]); in some of them a fault shows (in some, such as Hanjie's
/// automaton, no single clause does on a small puzzle).
#[test]
fn faults_in_every_encoding_are_caught_or_harmless() {
    let caught = std::sync::atomic::AtomicUsize::new(0);
    for_every_kind(|kind| {
        for &encoding in kind.encodings {
            let Some(instance) = Instance::of(kind, Some(encoding)) else {
                continue;
            };
            let clauses = instance.clauses();
            let shown = sweep(
                &instance,
                clauses.div_ceil(SAMPLE),
                (3 * clauses).div_ceil(SAMPLE),
            );
            caught.fetch_add(shown, std::sync::atomic::Ordering::Relaxed);
        }
    });
    assert!(caught.into_inner() > 0, "no fault showed in any other encoding");
}

/// A generator takes its solution from the solver or checks it with one: under every
/// dropped clause of the encoding of a 4x4 puzzle it makes a puzzle whose solution is,
/// without the fault, the only one, or it stops with the encoding bug. Some generator must
/// meet the bug (Yin Yang's takes its colouring from the solver).
#[test]
fn the_generators_never_return_a_wrong_grid() {
    let size = Size::new(4, 4);
    let options = GenerateOptions::new(size);
    let stopped: usize = KINDS
        .iter()
        .map(|kind| {
            let made = kind.generate(&options, &mut StdRng::seed_from_u64(8)).unwrap();
            let clauses = with_fault(None, || made.puzzle.solve(&sat_options()))
                .unwrap()
                .stats
                .clauses;
            let mut stopped = 0;
            for fault in (0..clauses).map(Fault::Drop) {
                let mut rng = StdRng::seed_from_u64(8);
                match with_fault(Some(fault), || kind.generate(&options, &mut rng)) {
                    Ok(generated) => {
                        let report = generated.puzzle.solve(&sat_options()).unwrap();
                        let what = format!("{} {fault}", kind.name);
                        assert_eq!(report.status, Status::Solved, "{what}");
                        assert_eq!(report.unique, Some(true), "{what}");
                        assert_eq!(report.solution, Some(generated.solution_rows), "{what}");
                    }
                    Err(Error::EncodingBug(_)) => stopped += 1,
                    Err(e) => panic!("{} {fault}: {e}", kind.name),
                }
            }
            println!(
                "{}: {stopped} of {clauses} faults stopped the generator",
                kind.name
            );
            stopped
        })
        .sum();
    assert!(
        stopped > 0,
        "no dropped clause made a generator meet a wrong grid"
    );
}

#[test]
fn the_command_line_never_prints_a_wrong_grid() {
    for_every_kind(|kind| {
        fault_injection_support::never_prints_a_wrong_grid(&Instance::of(kind, None).unwrap());
    });
}

#[test]
fn decode_rejects_another_solvers_model_of_a_wrong_encoding() {
    for_every_kind(|kind| {
        fault_injection_support::decode_rejects_a_wrong_model(&Instance::of(kind, None).unwrap());
    });
}

#[test]
fn an_unreadable_fault_is_refused() {
    fault_injection_support::refuses_an_unreadable_fault(&Instance::of(&KINDS[0], None).unwrap());
}

/// Always the CNF, on varisat: search even when reasoning decides, never the own engine.
fn sat_options() -> SolveOptions {
    let mut options = SolveOptions::default();
    options.always_search = true;
    options.engine = Engine::Sat;
    options
}
