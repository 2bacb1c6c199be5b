//! Checking the counts of a puzzle whose solutions a test has counted by brute force, without
//! a limit and with the limits 1 and 2: the library's `AnyPuzzle::count` on the CNF, shared by the
//! brute-force tests of every puzzle (`magnets/bruteforce.rs`, `onetwothree/library.rs`), and
//! the `gridsat count` command (`yinyang/cli.rs`).

use crate::solve_options::on_the_cnf;
use gridsat::puzzle::PuzzleKind;
use serde_json::Value;
use std::sync::atomic::AtomicU64;

/// `AnyPuzzle::count` on the CNF finds the `n` solutions and says the count is complete; with the limit 1
/// or 2 it stops at the limit, complete exactly when `n` is within it. `what` names the
/// puzzle in the messages.
pub(crate) fn check_counts<P: PuzzleKind>(puzzle: &P, n: usize, what: &str) {
    let counted =
        gridsat::registry::AnyPuzzle::count(puzzle, None, &on_the_cnf(false), &AtomicU64::new(0)).unwrap();
    assert_eq!(counted.count, n as u64, "count\n{what}");
    assert!(counted.complete, "count without limit is complete\n{what}");
    for limit in [1, 2] {
        let limited =
            gridsat::registry::AnyPuzzle::count(puzzle, Some(limit), &on_the_cnf(false), &AtomicU64::new(0))
                .unwrap();
        assert_eq!(
            limited.count,
            (n as u64).min(limit),
            "count limit {limit}\n{what}"
        );
        assert_eq!(
            limited.complete,
            n as u64 <= limit,
            "completeness with limit {limit} ({n} solutions)\n{what}"
        );
    }
}

/// The same through the command line. `gridsat ARGS` through `run` (which checks the exit
/// code and returns the standard output; ARGS ends with the one input, any options before
/// it): `count` finds the `n` solutions, says the count is complete, and exits 1 exactly
/// when `n` is 0; with `--limit 1` or `--limit 2` it stops at the limit, complete exactly
/// when `n` is within it, and the text says when it stopped. JSON and text both. `what`
/// names the puzzle in the messages.
pub(crate) fn check_cli_counts(run: impl Fn(&[&str], i32) -> String, args: &[&str], n: usize, what: &str) {
    // Standard input is named `<stdin>` in the results.
    let input = match *args.last().expect("an input") {
        "-" => "<stdin>",
        input => input,
    };
    let code = i32::from(n == 0);
    let count = |limit: Option<u64>| {
        let limit = limit.map(|l| l.to_string());
        let limit_args: Vec<&str> = limit.iter().flat_map(|l| ["--limit", l.as_str()]).collect();
        let args = [&["count"][..], &limit_args, args].concat();
        let json = run(&[&args[..], &["--format", "json"]].concat(), code);
        let v: Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}\n{what}"));
        (v, run(&args, code))
    };
    let (v, text) = count(None);
    assert_eq!(v["count"], n as u64, "count\n{what}\n{v}");
    assert_eq!(
        v["complete"], true,
        "count without limit is complete\n{what}\n{v}"
    );
    assert_eq!(text, format!("{input}: {}\n", solutions(n as u64)), "{what}");
    for limit in [1, 2] {
        let (v, text) = count(Some(limit));
        let stopped = n as u64 > limit;
        assert_eq!(
            v["count"],
            (n as u64).min(limit),
            "count limit {limit}\n{what}\n{v}"
        );
        assert_eq!(
            v["complete"], !stopped,
            "completeness with limit {limit} ({n} solutions)\n{what}\n{v}"
        );
        let expected = if stopped {
            format!("{input}: at least {} (stopped at the limit)\n", solutions(limit))
        } else {
            format!("{input}: {}\n", solutions(n as u64))
        };
        assert_eq!(text, expected, "limit {limit}\n{what}");
    }
}

/// How `gridsat count` writes a number of solutions: `1 solution`, `2 solutions`.
fn solutions(n: u64) -> String {
    if n == 1 {
        "1 solution".to_string()
    } else {
        format!("{n} solutions")
    }
}
