//! `gridsat hint` end to end: text and JSON for a first hint (line logic, probing on
//! lines, propagation), a wrong cell named first, a solved answer, several solutions (a
//! forced cell hinted, or nothing forced), no solution, bad answers and the time limit,
//! with the exit code of each.

use crate::run_gridsat::{fails_in, json_of_in, keys, root, run_in};
use serde_json::{Value, json};
use std::path::Path;

/// The keys of a `hint --format json` object.
const KEYS: [&str; 13] = [
    "input",
    "kind",
    "width",
    "height",
    "status",
    "solutions",
    "cells",
    "filled_cells",
    "total_cells",
    "wrong_cells",
    "broken_rules",
    "step",
    "stats",
];

fn hint_json(args: &[&str], code: i32) -> Value {
    json_of_in(&root(), &[&["hint"][..], args].concat(), "", code)
}

fn hint_text(args: &[&str], code: i32) -> String {
    run_in(&root(), &[&["hint"][..], args].concat(), "", code)
}

/// An answer file with `text` in a scratch directory.
fn answer_file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_first_hint_in_a_nonogram_is_a_line() {
    let path = "instances/hanjie/webpbn-00006.non";
    let v = hint_json(&[path], 0);
    assert_eq!(keys(&v), KEYS.into_iter().collect());
    crate::run_gridsat::has(
        &v,
        json!({"kind": "hanjie", "width": 20, "height": 20, "status": "next",
            "solutions": "one", "filled_cells": 0, "total_cells": 400, "wrong_cells": [],
            "broken_rules": []}),
    );
    let step = &v["step"];
    crate::run_gridsat::has(
        step,
        json!({"cell": [10, 2], "value": "#", "deduction": "line_logic",
            "clues": ["row 10 (2,16)"], "filled_cells": []}),
    );
    // The row's 2 may start in c1 or c2, its 16 in c4 or c5: c2 and c5 to c19 are filled.
    let fixes: Vec<u64> = step["fixes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|fix| {
            assert_eq!(fix["cell"][0], 10);
            assert_eq!(fix["value"], "#");
            fix["cell"][1].as_u64().unwrap()
        })
        .collect();
    assert_eq!(fixes, [2].into_iter().chain(5..=19).collect::<Vec<_>>());
    let text = hint_text(&[path], 0);
    assert!(
        text.starts_with(&format!("{path}: hanjie 20x20, 0 of 400 cells filled\n")),
        "{text}"
    );
    assert!(text.contains("\n  ? [#] ?  ?"), "the cell marked: {text}");
    assert!(
        text.contains(
            "\nnext: r10c2 = # (line logic)\n  every way to fill row 10 (2,16) has r10c2 = # and r10c5 to r10c19 = #\n"
        ),
        "{text}"
    );
}

#[test]
fn probing_on_lines_names_the_lines_and_the_contradiction() {
    let v = hint_json(&["instances/hanjie/webpbn-00023.non"], 0);
    let step = &v["step"];
    assert_eq!(step["deduction"], "probing", "{v}");
    assert_eq!(step["fixes"].as_array().unwrap().len(), 1, "{v}");
    let contradiction = step["contradiction"].as_str().unwrap();
    let clues: Vec<&str> = step["clues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert!(
        clues.iter().any(|c| c.starts_with(&format!("{contradiction} ("))),
        "the line with no filling is among the clues: {v}"
    );
    assert!(
        step["explanation"]
            .as_str()
            .unwrap()
            .ends_with(&format!("would leave no way to fill {contradiction} (probing)")),
        "{v}"
    );
}

#[test]
fn the_next_cell_follows_from_the_answer_so_far() {
    let dir = tempfile::tempdir().unwrap();
    // cspuz-4x4's solution is 2212 / 1332 / 2313 / 2133; its givens r1c2 = 2, r1c3 = 1,
    // r4c1 = 2 and r4c2 = 1.
    let answer = answer_file(dir.path(), "so-far.answer", "2??2\n1332\n2313\n????\n");
    let v = hint_json(&["instances/123/cspuz-4x4.123", &answer], 0);
    assert_eq!(v["status"], "next", "{v}");
    assert_eq!(
        v["cells"],
        json!(["2212", "1332", "2313", "21??"]),
        "givens shown: {v}"
    );
    assert_eq!(v["filled_cells"], 14);
    let step = &v["step"];
    let cell = [
        step["cell"][0].as_u64().unwrap(),
        step["cell"][1].as_u64().unwrap(),
    ];
    assert!(cell == [4, 3] || cell == [4, 4], "{v}");
    assert_eq!(step["value"], "3", "{v}");
    assert_eq!(step["deduction"], "propagation", "{v}");
}

#[test]
fn a_wrong_cell_is_named_first() {
    let dir = tempfile::tempdir().unwrap();
    let answer = answer_file(dir.path(), "wrong.answer", "????\n1312\n????\n????\n");
    let args = ["instances/123/cspuz-4x4.123", answer.as_str()];
    let v = hint_json(&args, 1);
    crate::run_gridsat::has(
        &v,
        json!({"status": "wrong", "step": null,
            "wrong_cells": [{"cell": [2, 3], "value": "1", "expected": "3"}]}),
    );
    assert!(!v["broken_rules"].as_array().unwrap().is_empty(), "{v}");
    assert_eq!(
        v["cells"],
        json!(["?21?", "1312", "????", "21??"]),
        "givens shown: {v}"
    );
    let text = hint_text(&args, 1);
    assert!(
        text.contains("\nwrong: 1 filled cell is wrong (fix it first):\n  r2c3 is 1, the solution has 3\n"),
        "{text}"
    );
    assert!(
        text.contains("\n  1  3 [1] 2 \n"),
        "the wrong cell marked: {text}"
    );
    assert!(text.contains("\nthe filled cells already break:\n  - "), "{text}");
}

#[test]
fn a_complete_right_answer_is_solved() {
    let args = [
        "instances/magnets/tatham-3x3.magnets",
        "instances/magnets/tatham-3x3.answer",
    ];
    let v = hint_json(&args, 0);
    crate::run_gridsat::has(&v, json!({"status": "solved", "step": null, "filled_cells": 9}));
    let text = hint_text(&args, 0);
    assert!(text.contains("\nsolved: the answer is the solution\n"), "{text}");
}

#[test]
fn several_solutions_hint_only_forced_cells() {
    let v = hint_json(&["instances/123/several-6x6.123"], 0);
    crate::run_gridsat::has(&v, json!({"status": "next", "solutions": "several"}));
    let analysis = json_of_in(&root(), &["analyze", "instances/123/several-6x6.123"], "", 1);
    let [row, col] = [0, 1].map(|i| v["step"]["cell"][i].as_u64().unwrap() as usize);
    let forced = analysis["cells"][row - 1].as_str().unwrap().chars().nth(col - 1);
    assert_eq!(forced, v["step"]["value"].as_str().unwrap().chars().next(), "{v}");
    let text = hint_text(&["instances/123/several-6x6.123"], 0);
    assert!(
        text.contains(
            "\nthe puzzle has several solutions: only cells that are the same in all of them are hinted\n"
        ),
        "{text}"
    );
    // An empty 3x3 grid: no cell is the same in every solution.
    let v = hint_json(&["instances/123/pzprjs-3x3-empty.123"], 1);
    crate::run_gridsat::has(&v, json!({"status": "nothing_forced", "step": null}));
    let text = hint_text(&["instances/123/pzprjs-3x3-empty.123"], 1);
    assert!(
        text.contains("\nnothing forced: the puzzle has several solutions"),
        "{text}"
    );
}

#[test]
fn cells_no_solution_has_together_are_wrong() {
    let dir = tempfile::tempdir().unwrap();
    // The empty 3x3 123 grid: a 1 beside a 1 is in no solution, though each alone is.
    let answer = answer_file(dir.path(), "ones.answer", "11?\n???\n???\n");
    let v = hint_json(&["instances/123/pzprjs-3x3-empty.123", &answer], 1);
    crate::run_gridsat::has(
        &v,
        json!({"status": "wrong", "wrong_cells": [
            {"cell": [1, 1], "value": "1", "expected": null},
            {"cell": [1, 2], "value": "1", "expected": null}]}),
    );
    let text = hint_text(&["instances/123/pzprjs-3x3-empty.123", &answer], 1);
    assert!(
        text.contains("\nwrong: 2 filled cells are wrong (fix them first):\n  no solution has all of r1c1 = 1, r1c2 = 1 together\n"),
        "{text}"
    );
}

#[test]
fn a_puzzle_without_solution_says_so() {
    let v = json_of_in(&root(), &["hint", "--kind", "123", "-"], "123 2x1\n11\n", 1);
    crate::run_gridsat::has(
        &v,
        json!({"status": "no_solution", "solutions": "none", "step": null}),
    );
    let text = run_in(&root(), &["hint", "--kind", "123", "-"], "123 2x1\n11\n", 1);
    assert!(text.contains("\nno solution: the puzzle has none"), "{text}");
}

#[test]
fn bad_answers_are_refused_with_where_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = "instances/123/cspuz-4x4.123";
    let short = answer_file(dir.path(), "short.answer", "????\n????\n????\n");
    fails_in(
        &root(),
        &["hint", puzzle, &short],
        "",
        &format!("{short}: the solution has 3 rows, expected 4"),
    );
    let two = answer_file(
        dir.path(),
        "two.answer",
        "????\n????\n????\n????\n\n????\n????\n????\n????\n",
    );
    fails_in(
        &root(),
        &["hint", puzzle, &two],
        "",
        &format!("{two}: the file lists 2 grids: a hint reads one"),
    );
    let letter = answer_file(dir.path(), "letter.answer", "????\n??x?\n????\n????\n");
    fails_in(
        &root(),
        &["hint", puzzle, &letter],
        "",
        &format!("{letter}:2:3: `x` is not a cell"),
    );
    let folder = dir.path().display().to_string();
    fails_in(
        &root(),
        &["hint", puzzle, &folder],
        "",
        &format!("{folder}: is a directory"),
    );
    fails_in(&root(), &["hint", puzzle, puzzle], "", puzzle);
}

#[test]
fn the_time_limit_stops_a_hint() {
    // An empty 60x60 123 grid: its backbone takes seconds.
    let empty = format!("123 60x60\n{}", format!("{}\n", ".".repeat(60)).repeat(60));
    let (code, stdout, stderr) =
        crate::run_gridsat::output_in(&root(), &["hint", "--timeout", "0.3", "-"], &empty);
    assert_eq!(code, 3, "{stdout}{stderr}");
    assert!(
        stderr.contains("stopped at the time limit of 0.3 s (--timeout)"),
        "{stderr}"
    );
}

/// Yin Yang's lazy connectivity leaves the CNF incomplete; the hint finds the same cell,
/// its propagation run on the default encoding made complete.
#[test]
fn a_lazy_encoding_gets_the_same_hint() {
    let path = "instances/yinyang/generated-6x9.yinyang";
    let default = hint_json(&[path], 0);
    let lazy = hint_json(&["--connectivity", "lazy", path], 0);
    assert_eq!(lazy["step"], default["step"], "{lazy}");
}
