//! A count stopped by an interrupt ([`gridsat::limits::Limits::with_interrupt`]) ends with
//! the solutions found by then, said to be interrupted (`CountReport::interrupted`), not
//! timed out, on every search: varisat and the Hanjie engine, with and without a time
//! limit that is not reached (issue 36).

use gridsat::limits::Limits;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::solve::{Engine, SolveOptions, SolverChoice};
use gridsat::source::Source;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

fn parse(text: &str) -> Box<dyn AnyPuzzle> {
    registry::parse(&Source::inline("test", text), None).unwrap()
}

/// Regression: an interrupted count said `timed_out`, so the command line printed
/// "stopped at the limit" (or "at the time limit") after Ctrl-C.
#[test]
fn an_interrupted_count_says_so_with_what_it_counted() {
    let empty_123 = parse(&format!("123 8x8\n{}", "........\n".repeat(8)));
    let ones = "1\n".repeat(20);
    let permutations = parse(&format!("width 20\nheight 20\n\nrows\n{ones}\ncolumns\n{ones}"));
    let cases = [
        ("123 on varisat", &empty_123, Engine::Sat, None),
        (
            "123 on varisat with a time limit",
            &empty_123,
            Engine::Sat,
            Some(600),
        ),
        ("hanjie on its engine", &permutations, Engine::Own, None),
        (
            "hanjie on its engine with a time limit",
            &permutations,
            Engine::Own,
            Some(600),
        ),
    ];
    for (what, puzzle, engine, time_limit) in cases {
        let flag = Arc::new(AtomicBool::new(false));
        let mut options = SolveOptions::default();
        options.engine = engine;
        options.solver = SolverChoice::Varisat;
        options.time_limit = time_limit.map(Duration::from_secs);
        options.limits = Limits::default().with_interrupt(Arc::clone(&flag));
        let counted = AtomicU64::new(0);
        let report = std::thread::scope(|scope| {
            scope.spawn(|| {
                std::thread::sleep(Duration::from_millis(300));
                flag.store(true, Ordering::SeqCst);
            });
            puzzle.count(None, &options, &counted)
        });
        let report = report.unwrap_or_else(|error| panic!("{what}: {error}"));
        let ended = (report.interrupted, report.timed_out, report.complete);
        assert_eq!(ended, (true, false, false), "{what}: {report:?}");
        assert_eq!(report.count, counted.load(Ordering::SeqCst), "{what}");
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["interrupted"], true, "{what}: {json}");
        assert!(json.get("timed_out").is_none(), "{what}: {json}");
    }
}
