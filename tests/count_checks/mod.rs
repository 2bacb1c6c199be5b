//! Checking the library's `report::count` on a puzzle whose solutions a test has counted by
//! brute force: without a limit, and with the limits 1 and 2. Shared by the brute-force
//! tests of every puzzle (`magnets_bruteforce.rs`, `onetwothree.rs`).
//!
//! Each test binary that says `mod count_checks;` compiles all of this but uses only part.
#![allow(dead_code)]

use gridsat::puzzle::Puzzle;
use gridsat::report;

/// `report::count` finds the `n` solutions and says the count is complete; with the limit 1
/// or 2 it stops at the limit, complete exactly when `n` is within it. `what` names the
/// puzzle in the messages.
pub fn check_counts<P: Puzzle>(puzzle: &P, n: usize, what: &str) {
    let counted = report::count(puzzle, None).unwrap();
    assert_eq!(counted.count, n as u64, "count\n{what}");
    assert!(counted.complete, "count without limit is complete\n{what}");
    for limit in [1, 2] {
        let limited = report::count(puzzle, Some(limit)).unwrap();
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
