//! The library's time limit (`SolveOptions::time_limit`, `GenerateOptions::time_limit`):
//! work that would go on for minutes stops with `Error::TimedOut` on every path (varisat,
//! the Hanjie engine, a program run as the solver, analysis, generating), a count stops
//! with the solutions it found by then (`CountReport::timed_out`), and a limit that is not
//! reached changes nothing. The bound on the elapsed time is generous:
//! it checks that the work stopped, not how fast.

use gridsat::Error;
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::solve::{Engine, SolveOptions, SolverChoice};
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Long enough to be past before any of these finish, short enough for the tests.
const LIMIT: Duration = Duration::from_millis(300);
/// Far more than stopping can take: the work would otherwise run for hours.
const STOPPED_WITHIN: Duration = Duration::from_secs(30);

fn parse(text: &str) -> Box<dyn AnyPuzzle> {
    registry::parse(&Source::inline("test", text), None).unwrap()
}

/// An 8x8 Magnets grid of horizontal dominoes with no count given: billions of solutions.
fn open_magnets() -> Box<dyn AnyPuzzle> {
    let free = "........";
    parse(&format!(
        "8x8:{free},{free},{free},{free},{}",
        "LRLRLRLR".repeat(8)
    ))
}

/// A 20x20 nonogram whose every line is one cell: each permutation matrix, 20! solutions.
fn permutations() -> Box<dyn AnyPuzzle> {
    let ones = "1\n".repeat(20);
    parse(&format!("width 20\nheight 20\n\nrows\n{ones}\ncolumns\n{ones}"))
}

fn options(engine: Engine, solver: SolverChoice) -> SolveOptions {
    let mut options = SolveOptions::default();
    options.engine = engine;
    options.solver = solver;
    options.time_limit = Some(LIMIT);
    options
}

/// Runs `work`, which must stop with `Error::TimedOut` soon after the limit.
fn stops<T: std::fmt::Debug>(what: &str, work: impl FnOnce() -> Result<T, Error>) {
    let start = Instant::now();
    let result = work();
    assert!(matches!(result, Err(Error::TimedOut)), "{what}: {result:?}");
    assert!(
        start.elapsed() < STOPPED_WITHIN,
        "{what}: went on for {:?}",
        start.elapsed()
    );
}

/// Counts `puzzle`, which has more solutions than can be counted before the limit: the
/// count stops soon after the limit with the solutions found by then (each verified, as
/// `counted` followed them), not with an error.
fn counts_until_the_limit(what: &str, puzzle: &dyn AnyPuzzle, options: &SolveOptions) {
    let counted = AtomicU64::new(0);
    let start = Instant::now();
    let report = puzzle.count(None, options, &counted);
    let elapsed = start.elapsed();
    let report = report.unwrap_or_else(|error| panic!("{what}: {error}"));
    assert!(report.timed_out && !report.complete, "{what}: {report:?}");
    assert!(report.count > 0, "{what}: nothing counted in {LIMIT:?}");
    assert_eq!(report.count, counted.load(Ordering::SeqCst), "{what}");
    assert!(elapsed < STOPPED_WITHIN, "{what}: went on for {elapsed:?}");
}

#[test]
fn counting_without_end_stops_at_the_time_limit_with_what_it_counted() {
    let magnets = open_magnets();
    let varisat = options(Engine::Sat, SolverChoice::Varisat);
    counts_until_the_limit("magnets on varisat", magnets.as_ref(), &varisat);
    let hanjie = permutations();
    let own = options(Engine::Own, SolverChoice::Varisat);
    counts_until_the_limit("hanjie on its engine", hanjie.as_ref(), &own);
    counts_until_the_limit("hanjie on varisat", hanjie.as_ref(), &varisat);
    #[cfg(feature = "cadical")]
    counts_until_the_limit(
        "hanjie on cadical",
        hanjie.as_ref(),
        &options(Engine::Sat, SolverChoice::Cadical),
    );
    // Past the limit before the CNF is loaded: nothing counted, and the count says why.
    let mut zero = varisat.clone();
    zero.time_limit = Some(Duration::ZERO);
    let report = magnets.count(None, &zero, &AtomicU64::new(0)).unwrap();
    assert_eq!(
        (report.count, report.complete, report.timed_out),
        (0, false, true)
    );
    // A limit on solutions reached first is no time limit.
    let report = magnets.count(Some(3), &varisat, &AtomicU64::new(0)).unwrap();
    assert_eq!(
        (report.count, report.complete, report.timed_out),
        (3, false, false)
    );
}

/// A program as the solver is killed at the limit (a script that never answers).
#[test]
fn a_program_as_the_solver_is_killed_at_the_time_limit() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("never.sh");
    std::fs::write(&script, "exec sleep 600\n").unwrap();
    let solver = SolverChoice::parse(&format!("cmd:sh {}", script.display())).unwrap();
    let magnets = open_magnets();
    stops("a program", || magnets.solve(&options(Engine::Sat, solver)));
}

#[test]
fn analysis_and_generating_stop_at_the_time_limit() {
    let mut zero = options(Engine::Sat, SolverChoice::Varisat);
    zero.time_limit = Some(Duration::ZERO);
    stops("analyze", || open_magnets().analyze(&zero));
    stops("solve", || open_magnets().solve(&zero));
    for kind in registry::KINDS {
        let mut generating = GenerateOptions::new(Size::new(30, 30));
        generating.time_limit = Some(Duration::from_millis(1));
        stops(kind.name, || {
            kind.generate(&generating, &mut StdRng::seed_from_u64(1))
                .map(|made| made.solution_rows)
        });
    }
}

/// A limit that is not reached changes no answer: the same options without one answer
/// alike (on the same solver: two solvers may find different first solutions).
#[test]
fn a_limit_not_reached_changes_nothing() {
    let mut relaxed = options(Engine::Auto, SolverChoice::Varisat);
    relaxed.time_limit = Some(Duration::from_secs(3600));
    let mut unlimited = relaxed.clone();
    unlimited.time_limit = None;
    for text in [
        "123 4x4\n. 2 1 .\n. . . .\n. . . .\n2 1 . .\n",
        "2x2:..,..,..,..,TTBB",
        "width 3\nheight 3\n\nrows\n1\n1\n1\n\ncolumns\n1\n1\n1\n",
    ] {
        let puzzle = parse(text);
        let plain = puzzle.solve(&unlimited).unwrap();
        let limited = puzzle.solve(&relaxed).unwrap();
        assert_eq!(
            (plain.solution, plain.unique, plain.other_solution),
            (limited.solution, limited.unique, limited.other_solution),
            "{text}"
        );
        let counted = AtomicU64::new(0);
        let plain = puzzle.count(Some(50), &unlimited, &counted).unwrap();
        let limited = puzzle.count(Some(50), &relaxed, &counted).unwrap();
        assert_eq!(
            (plain.count, plain.complete, plain.timed_out),
            (limited.count, limited.complete, false),
            "{text}"
        );
    }
}
