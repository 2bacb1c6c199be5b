//! End-to-end tests of the `gridsat` binary on Hanjie: solve (text, JSON, `-o`), both
//! encodings, count, verify and webpbn XML, on the instances in `instances/hanjie`.

use crate::hanjie::hanjie_support::*;
use serde_json::Value;
use serde_json::json;
use std::collections::BTreeSet;
use std::path::Path;

#[test]
fn solve_text_prints_the_picture_the_verdict_and_the_goal() {
    let input = instance("webpbn-00001.non");
    let text = run(&["solve", &input], 0);
    assert!(text.starts_with(&format!("{input}: hanjie 5x10\n")), "{text}");
    // The column clues stacked above the grid, then each row: its clue, then its cells
    // (`#`/`.`: the output is not a terminal, so no Unicode blocks).
    let expected_picture = [
        "      2      ",
        "    2 1   1 2",
        "    1 3 7 3 1",
        "  2 . # # . .",
        "2 1 . # # . #",
        "1 1 . . # . #",
        "  3 . # # # .",
        "1 1 # . # . .",
        "1 1 # . # . .",
        "  2 . . # # .",
        "1 1 . # . # .",
        "1 2 . # . # #",
        "  2 # # . . .",
    ];
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1..14], expected_picture, "{text}");
    // The picture's cells are the answer.
    let cells: Vec<String> = lines[4..14].iter().map(|l| l[4..].replace(' ', "")).collect();
    assert_eq!(vec![cells], answers("webpbn-00001.non"));
    assert_eq!(lines[14], "solved: the solution is unique");
    assert_eq!(lines[15], "the solution is the goal picture given in the input");
    assert!(lines[16].starts_with('(') && lines[16].ends_with(" s)"), "{text}");
    assert_eq!(lines.len(), 17, "{text}");
    assert!(!text.contains('█') && !text.contains('\u{1b}'), "{text}");

    // Two solutions: the second is printed; no goal line when the file has no goal.
    let two = run(&["solve", &instance("seed-example2.non")], 0);
    assert!(two.contains("solved: NOT unique, another solution:\n"), "{two}");
    let printed = |a: &Vec<String>| a.iter().all(|row| two.contains(&format!("\n  {row}\n")));
    assert!(answers("seed-example2.non").iter().all(printed), "{two}");
    assert!(!two.contains("goal"), "{two}");

    // Line logic solves this one alone: no CNF, and the uniqueness it proves is reported
    // even with --first.
    assert!(
        lines[16].starts_with("(decided by reasoning alone, no CNF built: "),
        "{text}"
    );
    let first = run(&["solve", "--first", &input], 0);
    assert!(first.contains("solved: the solution is unique\n"), "{first}");
    let first = run(&["solve", "--first", "--always-search", &input], 0);
    assert!(first.contains("solved (uniqueness not checked)\n"), "{first}");
    // The search: the line engine by default, the CNF with --engine sat.
    let searched = run(&["solve", "--always-search", &input], 0);
    assert!(
        searched.contains("(its own search, no CNF: 50 cells, "),
        "{searched}"
    );
    let searched = run(&["solve", "--always-search", "--engine", "sat", &input], 0);
    assert!(
        searched.contains(" variables, ") && searched.contains(" clauses, "),
        "{searched}"
    );
}

#[test]
fn solve_json_has_status_unique_solution_goal_and_stats() {
    for name in SMALL {
        let input = instance(name);
        let answers = answers(name);
        let v = json_of(&["solve", &input], "", 0);
        let solution = rows(&v["solution"]);
        assert!(answers.contains(&solution), "{name}: {solution:?}");
        let (w, h) = (solution[0].len(), solution.len());
        has(
            &v,
            json!({"input": input, "kind": "hanjie", "width": w, "height": h, "status": "solved",
                "unique": answers.len() == 1}),
        );
        let text = std::fs::read_to_string(&input).unwrap();
        let has_goal = text
            .lines()
            .any(|l| l.starts_with("goal ") || l.starts_with("<solution type=\"goal\""));
        let mut expected = BTreeSet::from(SOLVE_KEYS);
        if has_goal {
            expected.insert("matches_goal");
            assert_eq!(v["matches_goal"], true, "{name}");
        }
        assert_eq!(keys(&v), expected, "{name}");
        if answers.len() == 1 {
            assert_eq!(v["other_solution"], Value::Null, "{name}");
        } else {
            let other = rows(&v["other_solution"]);
            assert!(answers.contains(&other) && other != solution, "{name}");
        }
        assert!(v["stats"]["seconds"].as_f64().unwrap() >= 0.0, "{name}");
        // Either line logic decided (no CNF) or the search ran on a real CNF.
        let searched = v["stats"]["search"].as_bool().unwrap();
        let variables = v["stats"]["variables"].as_u64().unwrap();
        assert_eq!(searched, variables > 0, "{name}");
        let v = json_of(&["solve", "--always-search", "--engine", "sat", &input], "", 0);
        assert_eq!(v["stats"]["search"], true, "{name}");
        assert_eq!(v["stats"]["engine"], "sat", "{name}");
        assert!(v["stats"]["variables"].as_u64().unwrap() > 0, "{name}");
        assert!(v["stats"]["clauses"].as_u64().unwrap() > 0, "{name}");
        // The line engine's figures: the cells, the clauses it learned.
        let v = json_of(&["solve", "--always-search", "--engine", "own", &input], "", 0);
        assert_eq!(v["stats"]["engine"], "own", "{name}");
        assert_eq!(
            v["stats"]["variables"],
            v["width"].as_u64().unwrap() * v["height"].as_u64().unwrap(),
            "{name}"
        );
    }
}

#[test]
fn solve_writes_to_a_file_with_o() {
    let dir = tempfile::tempdir().unwrap();
    let input = instance("webpbn-00023.non");
    let file = dir.path().join("out.txt").display().to_string();
    assert_eq!(run(&["solve", &input, "-o", &file], 0), "");
    let written = std::fs::read_to_string(&file).unwrap();
    // The same text as on stdout, but for the time.
    let without_time = |text: &str| -> Vec<String> {
        text.lines()
            .map(|l| {
                if l.ends_with(" s)") {
                    "(time)".to_string()
                } else {
                    l.to_string()
                }
            })
            .collect()
    };
    assert_eq!(without_time(&written), without_time(&run(&["solve", &input], 0)));
    assert!(written.contains("solved: the solution is unique\n"), "{written}");

    // JSON too, one object per input.
    let json_file = dir.path().join("out.json").display().to_string();
    let args = ["solve", "--format", "json", &input, &input, "-o", &json_file];
    assert_eq!(run(&args, 0), "");
    let text = std::fs::read_to_string(&json_file).unwrap();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(vec![rows(&v["solution"])], answers("webpbn-00023.non"));
    }
    assert_eq!(text.lines().count(), 2);
}

#[test]
fn every_encoding_gives_the_same_answers() {
    for name in SMALL {
        let input = instance(name);
        let [placement, dfa, cover] =
            ENCODINGS.map(|e| json_of(&["solve", "--always-search", "--encoding", e, &input], "", 0));
        for other in [&dfa, &cover] {
            for key in ["status", "unique", "width", "height"] {
                assert_eq!(placement[key], other[key], "{name} {key}");
            }
            if answers(name).len() == 1 {
                assert_eq!(placement["solution"], other["solution"], "{name}");
            }
        }
        for v in [&placement, &dfa, &cover] {
            assert!(answers(name).contains(&rows(&v["solution"])), "{name}");
        }
        // Not one CNF under three names: the automaton has transition variables, the
        // order-plus-cover encoding cover variables.
        let variables = |v: &Value| v["stats"]["variables"].as_u64().unwrap();
        assert!(variables(&dfa) > variables(&placement), "{name}");
        assert!(variables(&cover) > variables(&placement), "{name}");
        // The default is placement.
        let default = json_of(&["solve", "--always-search", "--engine", "sat", &input], "", 0);
        assert_eq!(
            default["stats"]["variables"], placement["stats"]["variables"],
            "{name}"
        );
        for encoding in ENCODINGS {
            let v = json_of(&["count", "--encoding", encoding, &input], "", 0);
            has(&v, json!({"count": answers(name).len(), "complete": true}));
        }
    }
}

#[test]
fn unknown_encodings_are_usage_errors() {
    let hanjie = instance("webpbn-00001.non");
    let message = "unknown hanjie encoding `bogus`: expected one of placement, dfa, order-cover";
    fails(&["solve", "--encoding", "bogus", &hanjie], message);
    fails(&["count", "--encoding", "bogus", &hanjie], message);
    fails(&["dimacs", "--encoding", "bogus", &hanjie], message);
    // Names are exact.
    fails(
        &["solve", "--encoding", "DFA", &hanjie],
        "unknown hanjie encoding `DFA`",
    );
    let magnets = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/magnets/tatham-3x3.magnets");
    let magnets = magnets.display().to_string();
    let single = format!("{magnets}: magnets has a single encoding; drop --encoding");
    fails(&["solve", "--encoding", "dfa", &magnets], &single);
    fails(&["solve", "--encoding", "placement", &magnets], &single);
    fails(&["dimacs", "--encoding", "dfa", &magnets], &single);
}

#[test]
fn count_finds_every_solution() {
    let two = instance("seed-example2.non");
    assert_eq!(run(&["count", &two], 0), format!("{two}: 2 solutions\n"));
    let v = json_of(&["count", &two], "", 0);
    assert_eq!(
        keys(&v),
        BTreeSet::from(["input", "kind", "count", "complete", "stats"])
    );
    has(&v, json!({"kind": "hanjie", "count": 2, "complete": true}));
    let v = json_of(&["count", "--limit", "1", &two], "", 0);
    has(&v, json!({"count": 1, "complete": false}));
    let text = format!("{two}: at least 1 solution (stopped at the limit)\n");
    assert_eq!(run(&["count", "--limit", "1", &two], 0), text);
    for name in SMALL {
        let v = json_of(&["count", &instance(name)], "", 0);
        has(&v, json!({"count": answers(name).len(), "complete": true}));
    }
}

/// The numbers of a `c ind` line (without the final 0).
#[test]
fn verify_accepts_the_goal_and_names_broken_lines() {
    for name in SMALL.iter().filter(|n| answers(n).len() == 1) {
        let stem = name.rsplit_once('.').unwrap().0;
        let answer = instance(&format!("{stem}.answer"));
        let text = format!("{answer}: valid solution of {}\n", instance(name));
        assert_eq!(run(&["verify", &instance(name), &answer], 0), text);
    }
    // The JSON that `solve` prints is a solution file too.
    let dir = tempfile::tempdir().unwrap();
    let json_file = dir.path().join("solution.json").display().to_string();
    let puzzle = instance("webpbn-00023.non");
    std::fs::write(&json_file, json_of(&["solve", &puzzle], "", 0).to_string()).unwrap();
    run(&["verify", &puzzle, &json_file], 0);

    // The goal with r1c1 filled too.
    let wrong = fixture_dir().join("webpbn-00001-wrong.txt").display().to_string();
    let puzzle = instance("webpbn-00001.non");
    let text = run(&["verify", &puzzle, &wrong], 1);
    let expected = format!(
        "{wrong}: INVALID solution of {puzzle}:\n  - row 1 has runs 3, the clue says 2\n  - column 1 has runs 1,2,1, the clue says 2,1\n"
    );
    assert_eq!(text, expected);

    // Both solutions of example2 are valid, a third picture is not.
    for (i, answer) in answers("seed-example2.non").iter().enumerate() {
        let path = dir.path().join(format!("example2-{i}.txt"));
        std::fs::write(&path, answer.join("\n") + "\n").unwrap();
        run(
            &[
                "verify",
                &instance("seed-example2.non"),
                &path.display().to_string(),
            ],
            0,
        );
    }
    let path = dir.path().join("example2-empty.txt");
    std::fs::write(&path, "...\n...\n...\n").unwrap();
    let text = run(
        &[
            "verify",
            &instance("seed-example2.non"),
            &path.display().to_string(),
        ],
        1,
    );
    for line in [
        "  - row 1 has runs none, the clue says 1\n",
        "  - column 3 has runs none, the clue says 1\n",
    ] {
        assert!(text.contains(line), "{line:?} not in\n{text}");
    }
}

#[test]
fn webpbn_xml_is_read_like_the_non_file() {
    let xml = json_of(&["solve", &instance("webpbn-00001.xml")], "", 0);
    let non = json_of(&["solve", &instance("webpbn-00001.non")], "", 0);
    for key in [
        "kind",
        "width",
        "height",
        "status",
        "unique",
        "solution",
        "matches_goal",
    ] {
        assert_eq!(xml[key], non[key], "{key}");
    }
    assert_eq!(xml["matches_goal"], true);
    // Detected by content too (from stdin).
    let text = std::fs::read_to_string(instance("webpbn-00001.xml")).unwrap();
    let v = json_of(&["solve", "-"], &text, 0);
    assert_eq!(v["solution"], non["solution"]);

    // A puzzle in two inks is a colour puzzle: solved, its cells written in the palette's
    // characters.
    let two_inks = json_of(&["solve", "tests/data/hanjie/multicolour.xml"], "", 0);
    assert_eq!(two_inks["solution"], json!(["Xr"]));
    assert_eq!(two_inks["unique"], true);
    fails(&["solve", "malformed.xml"], "malformed.xml:10:1: not valid XML: ");
}

/// `--engine auto` tries the line engine within its budget and lets the CNF answer when
/// it gives up (9-Dom needs more conflicts than the budget); `own` insists on the engine,
/// `sat` on the CNF; all three give the same verdict and solution.
#[test]
fn engines_agree_and_auto_falls_back_to_the_cnf() {
    let input = instance("09-dom.non");
    let solve = |engine: &str| json_of(&["solve", "--always-search", "--engine", engine, &input], "", 0);
    let (auto, own, sat) = (solve("auto"), solve("own"), solve("sat"));
    assert_eq!(auto["stats"]["engine"], "sat");
    assert_eq!(own["stats"]["engine"], "own");
    assert_eq!(sat["stats"]["engine"], "sat");
    for v in [&auto, &own] {
        for key in ["status", "unique", "solution", "checked"] {
            assert_eq!(v[key], sat[key], "{key}");
        }
    }
    // The text report says which searched.
    let text = run(&["solve", "--always-search", "--engine", "own", &input], 0);
    assert!(text.contains("(its own search, no CNF: 361 cells, "), "{text}");
    let text = run(&["solve", "--always-search", "--engine", "sat", &input], 0);
    assert!(
        text.contains(" variables, ") && !text.contains("engine"),
        "{text}"
    );
    // A small puzzle the engine finishes within its budget is answered by it.
    let small = json_of(
        &["solve", "--always-search", &instance("webpbn-00023.non")],
        "",
        0,
    );
    assert_eq!(small["stats"]["engine"], "own");
    // count takes --engine too; a CNF encoding chosen means the CNF.
    let counted = json_of(&["count", "--engine", "own", &input], "", 0);
    assert_eq!(
        (counted["count"].as_u64(), counted["stats"]["engine"].as_str()),
        (Some(1), Some("own"))
    );
    let encoded = json_of(&["count", "--encoding", "dfa", &input], "", 0);
    assert_eq!(encoded["stats"]["engine"], "sat");
}

/// Regression (issue 25): line logic's verdict said `"engine": "sat"` with `"search":
/// false`, and `--engine sat` ("always the CNF") was still answered by line logic. The JSON
/// says what decided (`logic`, `own` or `sat`, as `--engine` names the searches), and
/// `--engine sat` always searches the CNF.
#[test]
fn the_json_says_what_decided_and_engine_sat_is_always_the_cnf() {
    let input = instance("webpbn-00001.non");
    let decided = |engine: &str| {
        let v = json_of(&["solve", "--engine", engine, &input], "", 0);
        (
            v["stats"]["engine"].clone(),
            v["stats"]["search"].clone(),
            v["unique"].clone(),
        )
    };
    assert_eq!(decided("auto"), ("logic".into(), false.into(), true.into()));
    assert_eq!(decided("own"), ("logic".into(), false.into(), true.into()));
    assert_eq!(decided("sat"), ("sat".into(), true.into(), true.into()));
    let v = json_of(&["solve", "--always-search", "--engine", "own", &input], "", 0);
    assert_eq!(
        (&v["stats"]["engine"], &v["stats"]["search"]),
        (&"own".into(), &true.into())
    );
    let text = run(&["solve", &input], 0);
    assert!(
        text.contains("(decided by reasoning alone, no CNF built: "),
        "{text}"
    );
}
