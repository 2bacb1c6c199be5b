//! How the `gridsat` binary rejects bad 123 input (exit 2, nothing on stdout, exactly one
//! message naming file, line and column; in JSON mode also an error object) and reports
//! impossible puzzles (exit 1, with the reason when the givens alone show it, and an
//! exported CNF that varisat also finds unsatisfiable).

use serde_json::{Value, json};

use crate::onetwothree::onetwothree_cli_support::*;

/// Exit 2, nothing on stdout, and exactly `gridsat: MESSAGE` on stderr.
fn fails_with(args: &[&str], stdin: &str, message: &str) {
    let (code, stdout, stderr) = output(args, stdin);
    assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}: {stderr}");
    assert_eq!(stderr, format!("gridsat: {message}\n"), "{args:?}");
}

#[test]
fn bad_input_names_file_line_and_column() {
    let cases = [
        (
            "bad-cell.123",
            "bad-cell.123:3:5: `x` is not a cell: expected `.` (empty) or a given 1, 2 or 3",
        ),
        (
            "ragged.123",
            "ragged.123:4: row has 3 cells, expected 4 (the width in `123 4x4`)",
        ),
        (
            "size-no-x.123",
            "size-no-x.123:1:5: expected a size WxH such as 6x6, found `4`",
        ),
        (
            "size-zero.123",
            "size-zero.123:1:5: a grid needs at least 1 cell per side, found `0x3`",
        ),
        (
            "too-few-rows.123",
            "too-few-rows.123:4: 3 rows of cells, expected 4 (the height in `123 4x4`)",
        ),
        (
            "too-many-rows.123",
            "too-many-rows.123:7: 5 rows of cells, expected 4 (the height in `123 4x4`)",
        ),
        (
            "empty.123",
            "empty.123: the input is empty: expected `123 WxH` or a puzz.link fillomino URL",
        ),
        (
            "comments-only.123",
            "comments-only.123: the input holds only comments, no puzzle: expected `123 WxH` or a puzz.link fillomino URL",
        ),
        (
            "no-t-flag.url",
            "no-t-flag.url:1: this Fillomino URL has no `t` flag (maximum group size 3), so it is not a 123 puzzle: groups could be larger than 3",
        ),
        (
            "given-4.url",
            "given-4.url:1:39: a given 4: the 123 puzzle's numbers are 1, 2 and 3",
        ),
    ];
    for (file, message) in cases {
        for command in ["solve", "count", "dimacs"] {
            fails_with(&[command, file], "", message);
        }
        fails_with(&["verify", file, "cspuz-4x4.answer"], "", message);
    }
    // URLs given inline.
    fails_with(
        &["solve", "https://puzz.link/p?fillomino/4/4/g21o21h"],
        "",
        "<argument>:1: this Fillomino URL has no `t` flag (maximum group size 3), so it is not a 123 puzzle: groups could be larger than 3",
    );
    fails_with(
        &["solve", "https://puzz.link/p?fillomino/t/4/4/g24o21h"],
        "",
        "<argument>:1:39: a given 4: the 123 puzzle's numbers are 1, 2 and 3",
    );
    // Standard input: the same messages with `<stdin>`.
    fails_with(
        &["solve", "-"],
        "123 2x2\n1.\n.4\n",
        "<stdin>:3:2: `4` is not a cell: expected `.` (empty) or a given 1, 2 or 3",
    );
    fails_with(
        &["solve", "--kind", "123", "-"],
        "",
        "<stdin>: the input is empty: expected `123 WxH` or a puzz.link fillomino URL",
    );
    // In JSON mode the error is also an object on stdout.
    let (code, stdout, _) = output(
        &["solve", "--format", "json", "cspuz-4x4.123", "bad-cell.123"],
        "",
    );
    assert_eq!(code, 2);
    let lines: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    has(&lines[0], json!({"status": "solved"}));
    has(&lines[1], json!({"input": "bad-cell.123", "status": "error"}));
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("bad-cell.123:3:5: `x`")
    );
}

#[test]
fn impossible_puzzles_exit_1_with_the_reason() {
    let cases = [
        (
            "adjacent-ones.123",
            "the given 1s at r1c1 r1c2 touch: together they form a group of 2 cells, more than 1",
        ),
        (
            "three-twos.123",
            "the given 2s at r1c2 r2c2 r2c1 touch: together they form a group of 3 cells, more than 2",
        ),
    ];
    for (file, reason) in cases {
        let v = json_of(&["solve", file], "", 1);
        has(
            &v,
            json!({"status": "unsatisfiable", "unique": null, "solution": null, "reason": reason}),
        );
        assert_eq!(v["stats"]["search"], false, "{v}");
        let text = run(&["solve", file], 1);
        assert!(text.contains(&format!("\nno solution: {reason}\n")), "{text}");
    }
    // Impossible, but only search shows it: no reason.
    let v = json_of(&["solve", "lone-two.123"], "", 1);
    has(&v, json!({"status": "unsatisfiable", "solution": null}));
    assert_eq!(v.get("reason"), None, "{v}");
    assert!(run(&["solve", "lone-two.123"], 1).contains("\nno solution\n"));
    // The exported CNF of an impossible puzzle is unsatisfiable for varisat too, and an
    // UNSAT answer decodes to "no solution".
    let cnf = run(&["dimacs", "lone-two.123"], 0);
    let mut solver = varisat::Solver::new();
    solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
    assert!(!solver.solve().unwrap());
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("unsat.out");
    std::fs::write(&answer, "s UNSATISFIABLE\n").unwrap();
    let v = json_of(&["decode", "lone-two.123", &answer.display().to_string()], "", 1);
    has(&v, json!({"status": "unsatisfiable", "solution": null}));
}
