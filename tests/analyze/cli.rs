//! `gridsat analyze` and `gridsat generate --difficulty` end to end: text and JSON for a
//! unique puzzle, one with two solutions and one without (an instance with one clue
//! changed, in each kind's area), contradictions visible without search, exit codes, bad
//! input, and generated puzzles of a difficulty analysed again (the conformance suite
//! checks every kind's `generate_of_level` through the library).

use crate::run_gridsat::{fails_in, json_of_in, keys, output_in, root, run_in, status_output_in};
use serde_json::{Value, json};

use crate::answer_files::{json_rows, read_answers};
use crate::run_gridsat;

/// The keys of an `analyze --format json` object with solutions (`reason`,
/// `difficulty_error` and `mend_note` are added only when there is one).
const KEYS: [&str; 15] = [
    "input",
    "kind",
    "width",
    "height",
    "solutions",
    "cells",
    "forced_cells",
    "total_cells",
    "solution",
    "other_solution",
    "differing_cells",
    "mends",
    "conflict",
    "difficulty",
    "stats",
];

fn analyze_json(args: &[&str], stdin: &str, code: i32) -> Value {
    json_of_in(&root(), &[&["analyze"][..], args].concat(), stdin, code)
}

fn instance(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap()
}

#[test]
fn a_unique_puzzle_has_every_cell_forced() {
    let path = "instances/magnets/janko-6x6.magnets";
    let answer = read_answers(&root().join("instances/magnets/janko-6x6.answer")).remove(0);
    let v = analyze_json(&[path], "", 0);
    assert_eq!(keys(&v), KEYS.into_iter().collect());
    assert_eq!(json_rows(&v["cells"]), answer);
    assert_eq!(json_rows(&v["solution"]), answer);
    let expected = json!({"kind": "magnets", "width": 6, "height": 6, "solutions": "one",
        "forced_cells": 36, "total_cells": 36, "other_solution": null, "differing_cells": [],
        "conflict": null});
    run_gridsat::has(&v, expected);
    let d = &v["difficulty"];
    assert_eq!(d["level"], "medium", "{v}");
    assert_eq!(d["open"], 0);
    assert_eq!(v["stats"]["solver_calls"], 2);
    let text = run_in(&root(), &["analyze", path], "", 0);
    assert!(text.starts_with(&format!("{path}: magnets 6x6\n")), "{text}");
    assert!(text.contains("│ +   - │ x │"), "the solved picture: {text}");
    assert!(
        text.contains("\none solution: all 36 cells are forced\n"),
        "{text}"
    );
    assert!(
        text.contains("\ndifficulty: medium: unit propagation fixes 0 of 36 cell variables, failed-literal probing the rest in 1 round\n"),
        "{text}"
    );
    assert!(
        text.ends_with(" s)\n") && text.contains(" solver calls, "),
        "{text}"
    );
}

#[test]
fn two_solutions_show_where_they_differ() {
    let path = "instances/magnets/janko-8x8-two-solutions.magnets";
    let answers = read_answers(&root().join("instances/magnets/janko-8x8-two-solutions.answer"));
    let v = analyze_json(&[path], "", 1);
    assert_eq!(v["solutions"], "several");
    assert_eq!(v["forced_cells"], 60);
    assert_eq!(v["differing_cells"], json!([[1, 1], [1, 2], [2, 1], [2, 2]]));
    let (first, second) = (json_rows(&v["solution"]), json_rows(&v["other_solution"]));
    assert!(first != second && answers.contains(&first) && answers.contains(&second));
    assert_eq!(json_rows(&v["cells"])[0], "??xxx-+x");
    assert_eq!(v["difficulty"]["level"], "hard");
    let text = run_in(&root(), &["analyze", path], "", 1);
    assert!(
        text.contains("\nseveral solutions: 60 of 64 cells are forced; the 4 marked ? are not:\n  ??xxx-+x\n  ??x+x+xx\n"),
        "{text}"
    );
    assert!(
        text.contains("\ntwo solutions, differing in 4 cells (r1c1 r1c2 r2c1 r2c2):\n"),
        "{text}"
    );
    let pair = format!("\n  {}   {}\n", first[0], second[0]);
    assert!(text.contains(&pair), "{text}");
}

#[test]
fn a_contradiction_visible_without_search_is_given_too() {
    let changed = instance("instances/hanjie/webpbn-00001.non").replacen("\n3\n", "\n4\n", 1);
    let v = analyze_json(&["--kind", "hanjie", "-"], &changed, 1);
    assert_eq!(v["reason"], "the row clues fill 24 cells, the column clues 23");
    assert_eq!(v["difficulty"]["refuted"], true);
    assert_eq!(v["difficulty"]["level"], "easy");
}

/// Row clues that fill 5 cells, column clues 6: no propagation in either encoding sees it.
const TOTALS_5X5: &str = "width 5\nheight 5\nrows\n1\n1\n1\n1\n1\ncolumns\n1\n1\n1\n1\n2\n";

/// Border givens that alternate black, white, black, white: probing (not propagation)
/// refutes them in the layers encoding.
const BORDER_4X4: &str = "yinyang 4x4\nB..W\n....\n....\nW..B\n";

/// When the reason there is no solution is visible without search, `analyze` says it once,
/// in the difficulty, and rates it easy (not "hard: search is needed to find the
/// contradiction"), for every kind and encoding; without a measured difficulty (lazy
/// connectivity), it still says the reason once.
#[test]
fn a_contradiction_visible_without_search_is_easy_and_said_once() {
    let impossible = [
        (
            "hanjie",
            "placement",
            TOTALS_5X5,
            "the row clues fill 5 cells, the column clues 6",
        ),
        (
            "hanjie",
            "dfa",
            TOTALS_5X5,
            "the row clues fill 5 cells, the column clues 6",
        ),
        (
            "yinyang",
            "layers",
            BORDER_4X4,
            "going around the border, the givens r1c1 (black)",
        ),
        (
            "yinyang",
            "tree",
            BORDER_4X4,
            "going around the border, the givens r1c1 (black)",
        ),
        ("123", "", "123 2x1\n11\n", "the given 1s at r1c1 r1c2 touch"),
        (
            "magnets",
            "",
            "magnets 2x2\ncols+ ? ?\nrows+ 2 ?\ncols- ? ?\nrows- ? ?\nTT\nBB\n",
            "row 1 asks for 2 + poles",
        ),
    ];
    for (kind, encoding, text, reason) in impossible {
        let mut args = vec!["--kind", kind, "-"];
        if !encoding.is_empty() {
            args.extend(["--encoding", encoding]);
        }
        let v = analyze_json(&args, text, 1);
        assert!(
            v["reason"].as_str().unwrap().starts_with(reason),
            "{kind} {encoding}: {v}"
        );
        let d = &v["difficulty"];
        let rated = (&d["level"], &d["refuted"], &d["visible_without_search"]);
        assert_eq!(
            rated,
            (&json!("easy"), &json!(true), &json!(true)),
            "{kind} {encoding}"
        );
        let out = run_in(&root(), &[&["analyze"][..], &args].concat(), text, 1);
        assert_eq!(out.matches("visible without search").count(), 1, "{out}");
        assert!(
            out.contains(&format!("\ndifficulty: easy: visible without search: {reason}")),
            "{out}"
        );
        assert!(!out.contains("search is needed"), "{out}");
    }
    let args = ["analyze", "--kind", "yinyang", "--connectivity", "lazy", "-"];
    let out = run_in(&root(), &args, BORDER_4X4, 1);
    assert_eq!(out.matches("visible without search").count(), 1, "{out}");
    assert!(
        out.contains("\nvisible without search: going around the border"),
        "{out}"
    );
    assert!(out.contains("\ndifficulty: not measured: "), "{out}");
}

#[test]
fn bad_input_exits_2() {
    let dir = root();
    fails_in(
        &dir,
        &["analyze", "nosuch.magnets"],
        "",
        "nosuch.magnets: no such file",
    );
    fails_in(
        &dir,
        &[
            "analyze",
            "--encoding",
            "dfa",
            "instances/magnets/janko-6x6.magnets",
        ],
        "",
        "instances/magnets/janko-6x6.magnets: magnets has a single encoding; drop --encoding",
    );
    fails_in(
        &dir,
        &[
            "analyze",
            "--kind",
            "sudoku",
            "instances/magnets/janko-6x6.magnets",
        ],
        "",
        "unknown puzzle kind `sudoku`",
    );
    fails_in(
        &dir,
        &["analyze", "tests/data/cli/count-nan.magnets"],
        "",
        "tests/data/cli/count-nan.magnets:2:9: expected a count",
    );
    let (code, stdout, _) = output_in(&dir, &["analyze", "--format", "json", "nosuch.123"], "");
    assert_eq!(code, 2);
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["status"], "error");
    let (code, _, stderr) = output_in(&dir, &["analyze"], "");
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn lazy_connectivity_is_analysed_without_difficulty() {
    let path = "instances/yinyang/generated-6x9.yinyang";
    let v = analyze_json(&["--connectivity", "lazy", path], "", 0);
    assert_eq!(v["difficulty"], Value::Null);
    let why = v["difficulty_error"].as_str().unwrap();
    assert!(
        why.starts_with("it needs a complete encoding (--connectivity lazy"),
        "{why}"
    );
    assert_eq!(v["forced_cells"], 54);
    // The default (lazy for solving, layers for the difficulty) measures it.
    assert!(analyze_json(&[path], "", 0)["difficulty"]["level"].is_string());
}

#[test]
fn help_documents_the_exit_codes() {
    let help = run_in(&root(), &["analyze", "--help"], "", 0);
    assert!(
        help.contains("Exit code: 0 when the puzzle has exactly one solution, 1 when it has none or"),
        "{help}"
    );
}

/// Generated puzzles of a difficulty, written to a directory, are analysed again: unique,
/// of that difficulty, and say so in their first line.
fn check_generated(kind: &str, size: &str, level: &str, count: usize) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    let count_arg = count.to_string();
    let args = [
        "generate",
        kind,
        "--size",
        size,
        "--seed",
        "3",
        "--count",
        &count_arg,
        "--difficulty",
        level,
        "--out",
        &out,
    ];
    let listed = run_in(&root(), &args, "", 0);
    assert_eq!(listed.lines().count(), count, "{listed}");
    for file in listed.lines() {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(
            text.lines()
                .next()
                .unwrap()
                .ends_with(&format!(", unique, {level}")),
            "{text}"
        );
        let v = analyze_json(&[file], "", 0);
        assert_eq!(v["solutions"], "one", "{file}");
        assert_eq!(v["difficulty"]["level"], level, "{file}: {v}");
        let measure = if kind == "hanjie" { "lines" } else { "cnf" };
        assert_eq!(v["difficulty"]["measure"], measure, "{file}: {v}");
    }
}

#[test]
fn generated_puzzles_have_the_difficulty_asked_for() {
    check_generated("123", "5x5", "medium", 2);
    check_generated("hanjie", "8x8", "easy", 2);
}

/// Hanjie is generated by its line rating: line solvable, needs probing (line logic alone
/// leaves cells open, probing none) and needs search (probing leaves some), each checked
/// by `analyze` (cells counted, not only the level).
#[test]
fn generated_hanjie_of_each_level_is_rated_by_lines() {
    check_generated("hanjie", "10x10", "medium", 2);
    check_generated("hanjie", "20x20", "hard", 1);
    for (level, size) in [("easy", "8x8"), ("medium", "10x10"), ("hard", "20x20")] {
        let args = [
            "generate",
            "hanjie",
            "--size",
            size,
            "--seed",
            "3",
            "--difficulty",
            level,
        ];
        let puzzle = run_in(&root(), &args, "", 0);
        let v = analyze_json(&["--kind", "hanjie", "-"], &puzzle, 0);
        let d = &v["difficulty"];
        let after_lines = d["lines"]["open_after_line_logic"].as_array().unwrap().len();
        let after_probing = d["lines"]["open_after_probing"].as_array().unwrap().len();
        let expected = match level {
            "easy" => after_lines == 0,
            "medium" => after_lines > 0 && after_probing == 0,
            _ => after_probing > 0,
        };
        assert!(expected, "{level}: {d}");
        let cells = v["width"].as_u64().unwrap() * v["height"].as_u64().unwrap();
        assert_eq!(d["by_propagation"], cells - after_lines as u64, "{d}");
    }
}

/// Regression: a difficulty that did not come in its attempts exited 2, the code of bad
/// input; it has a code of its own, 4.
#[test]
fn a_difficulty_that_does_not_come_is_an_error_with_a_hint() {
    let cases: [(&[&str], &str); 2] = [
        (
            &[
                "generate",
                "123",
                "--size",
                "6x6",
                "--seed",
                "1",
                "--difficulty",
                "easy",
            ],
            "no easy 123 puzzle of size 6x6 in 50 attempts (seed 1; found 36 medium, 14 hard): try more --attempts, another --size, --seed or --difficulty (clue-minimal puzzles",
        ),
        (
            &[
                "generate",
                "hanjie",
                "--size",
                "5x5",
                "--seed",
                "1",
                "--difficulty",
                "hard",
            ],
            "no hard hanjie puzzle of size 5x5 in 50 attempts (seed 1; found 49 easy, 1 medium): try more --attempts, another --size, --seed or --difficulty (Hanjie pictures made unique are mostly line solvable;",
        ),
    ];
    for (args, message) in cases {
        let (code, stdout, stderr) = status_output_in(&root(), args, "");
        assert_eq!((code, stdout.as_str()), (Some(4), ""), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with(&format!("gridsat: {message}")),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}
