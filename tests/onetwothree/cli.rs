//! End-to-end tests of the `gridsat` binary on the 123 puzzle: solve (native file, puzz.link
//! URL, standard input; text and JSON), count, dimacs solved by a fresh varisat and read back
//! with decode, verify, and the instances in `instances/123` against their `.answer` files.
//! Bad input and impossible puzzles are in `cli_errors.rs`, generate in
//! `cli_generate.rs`; the fixtures are in `tests/data/onetwothree`.

use serde_json::{Value, json};
use std::collections::BTreeSet;

use crate::answer_files::{instance_files, json_rows as rows, read_answers};
use crate::dimacs_files::{competition_answer, join, parse_cnf, varisat_model};
use crate::onetwothree::onetwothree_cli_support::*;

#[test]
fn solve_native_file_url_and_stdin() {
    let native = "cspuz-4x4.123";
    let inputs = [
        native,
        CSPUZ_URL,
        "https://puzz.link/p?fillomino/t/4/4/g21o21h",
        "p?fillomino/t/4/4/g21o21h",
    ];
    for input in inputs {
        let v = json_of(&["solve", input], "", 0);
        has(
            &v,
            json!({"input": input, "kind": "123", "width": 4, "height": 4, "status": "solved",
                "unique": true, "solution": CSPUZ_SOLUTION, "other_solution": null}),
        );
        assert_eq!(v["stats"]["variables"], 48, "three literals per cell: {v}");
        assert!(v["stats"]["clauses"].as_u64().unwrap() > 0);
        assert_eq!(v.get("reason"), None);

        let text = run(&["solve", input], 0);
        assert!(text.starts_with(&format!("{input}: 123 4x4\n")), "{text}");
        assert!(text.contains("\nsolved: the solution is unique\n"), "{text}");
        assert_eq!(picture_rows(&text), cspuz_solution(), "{text}");
    }
    // Standard input: the native text, and the URL.
    let text = std::fs::read_to_string(fixture(native)).unwrap();
    for stdin in [text, format!("{CSPUZ_URL}\n")] {
        let v = json_of(&["solve", "-"], &stdin, 0);
        has(
            &v,
            json!({"input": "<stdin>", "unique": true, "solution": CSPUZ_SOLUTION}),
        );
    }
    // `--kind 123` on a file whose extension says nothing; `--first` skips uniqueness.
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("puzzle.txt");
    std::fs::copy(fixture(native), &plain).unwrap();
    let plain = plain.display().to_string();
    let v = json_of(&["solve", "--kind", "123", &plain], "", 0);
    has(
        &v,
        json!({"kind": "123", "unique": true, "solution": CSPUZ_SOLUTION}),
    );
    let v = json_of(&["solve", &plain], "", 0);
    has(&v, json!({"kind": "123", "unique": true}));
    let v = json_of(&["solve", "--first", native], "", 0);
    has(
        &v,
        json!({"status": "solved", "unique": null, "solution": CSPUZ_SOLUTION}),
    );
    let text = run(&["solve", "--first", native], 0);
    assert!(text.contains("solved (uniqueness not checked)\n"), "{text}");
    // Several inputs in one run, one JSON line each, in order.
    let out = run(&["solve", "--format", "json", native, CSPUZ_URL], 0);
    let inputs: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["input"].clone())
        .collect();
    assert_eq!(inputs, vec![json!(native), json!(CSPUZ_URL)]);
}

#[test]
fn solve_reports_a_second_solution() {
    // The empty 3x3 board has 38 solutions (pzprjs's test); the 1x2 board only `22`.
    let v = json_of(&["solve", "-"], "123 3x3\n...\n...\n...\n", 0);
    has(&v, json!({"status": "solved", "unique": false}));
    let first = rows(&v["solution"]);
    let other = rows(&v["other_solution"]);
    assert!(
        first != other && obeys_rules(&first) && obeys_rules(&other),
        "{v}"
    );
    let text = run_stdin(&["solve", "-"], "123 3x3\n...\n...\n...\n", 0);
    assert!(text.contains("solved: NOT unique, another solution:\n"), "{text}");
    let printed: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("  "))
        .map(String::from)
        .collect();
    assert!(printed.len() == 3 && obeys_rules(&printed), "{text}");
    let v = json_of(&["solve", "-"], "123 2x1\n..\n", 0);
    has(&v, json!({"unique": true, "solution": ["22"]}));
}

#[test]
fn count_solutions() {
    let v = json_of(&["count", "cspuz-4x4.123"], "", 0);
    assert_eq!(
        keys(&v),
        BTreeSet::from(["input", "kind", "count", "complete", "stats"])
    );
    has(
        &v,
        json!({"input": "cspuz-4x4.123", "kind": "123", "count": 1, "complete": true}),
    );
    assert_eq!(
        run(&["count", CSPUZ_URL], 0),
        format!("{CSPUZ_URL}: 1 solution\n")
    );

    let empty = "123 3x3\n...\n...\n...\n";
    let v = json_of(&["count", "-"], empty, 0);
    has(&v, json!({"count": 38, "complete": true}));
    let v = json_of(&["count", "--limit", "5", "-"], empty, 0);
    has(&v, json!({"count": 5, "complete": false}));
    let text = run_stdin(&["count", "--limit", "5", "-"], empty, 0);
    assert_eq!(text, "<stdin>: at least 5 solutions (stopped at the limit)\n");
    // The empty 1x12 strip: blocks 1, 22, 333 with no two equal blocks side by side.
    let strip = format!("123 12x1\n{}\n", ".".repeat(12));
    has(&json_of(&["count", "-"], &strip, 0), json!({"count": 58}));

    let v = json_of(&["count", "lone-two.123"], "", 1);
    has(&v, json!({"count": 0, "complete": true}));
    let v = json_of(&["count", "adjacent-ones.123"], "", 1);
    has(&v, json!({"count": 0, "complete": true}));
}

#[test]
fn dimacs_solved_by_varisat_then_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = |name: &str| dir.path().join(name).display().to_string();
    let empty_3x3 = tmp("empty.123");
    std::fs::write(&empty_3x3, "123 3x3\n...\n...\n...\n").unwrap();
    let cases = [
        (fixture("cspuz-4x4.123"), 4, 4, Some(cspuz_solution())),
        (CSPUZ_URL.to_string(), 4, 4, Some(cspuz_solution())),
        (empty_3x3, 3, 3, None),
    ];
    for (index, (input, w, h, unique)) in cases.into_iter().enumerate() {
        let text = run(&["dimacs", &input], 0);
        let file = tmp(&format!("{index}.cnf"));
        assert_eq!(run(&["dimacs", &input, "-o", &file], 0), "");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);

        let cnf = parse_cnf(&text);
        assert_eq!(cnf.clauses, cnf.clause_lines, "{input}: `p cnf` vs clause lines");
        // The projection is exactly the three value literals of every cell, each named.
        assert_eq!(cnf.ind, cnf.show, "{input}");
        assert_eq!(cnf.ind, (1..=(3 * w * h) as isize).collect(), "{input}");
        let mut expected_names = Vec::new();
        for (r, c) in (1..=h).flat_map(|r| (1..=w).map(move |c| (r, c))) {
            for v in 1..=3 {
                expected_names.push(format!("r{r}c{c} = {v}"));
            }
        }
        let names: Vec<String> = cnf.named.iter().map(|(_, n)| n.clone()).collect();
        assert_eq!(names, expected_names, "{input}");
        assert!(cnf.named.iter().all(|(v, _)| cnf.ind.contains(v)), "{input}");
        assert_eq!(
            cnf.vars,
            3 * w * h,
            "{input}: the encoding has no auxiliary variables"
        );

        let model = varisat_model(&text);
        let answer = tmp(&format!("{index}.out"));
        std::fs::write(&answer, competition_answer(&model, 8)).unwrap();
        let v = json_of(&["decode", &input, &answer], "", 0);
        has(
            &v,
            json!({"input": input, "kind": "123", "status": "solved", "unique": null}),
        );
        let solution = rows(&v["solution"]);
        assert!(obeys_rules(&solution), "{input}: {solution:?}");
        // The decoded grid is the one the model's true cell literals name.
        let true_names: BTreeSet<&str> = cnf
            .named
            .iter()
            .filter(|(var, _)| model.contains(var))
            .map(|(_, n)| n.as_str())
            .collect();
        for (r, row) in solution.iter().enumerate() {
            for (c, digit) in row.chars().enumerate() {
                let name = format!("r{}c{} = {digit}", r + 1, c + 1);
                assert!(
                    true_names.contains(name.as_str()),
                    "{input}: {name} not in the model"
                );
            }
        }
        if let Some(expected) = &unique {
            assert_eq!(&solution, expected, "{input}");
        }
        let text = run(&["decode", &input, &answer], 0);
        assert_eq!(picture_rows(&text), solution, "{text}");

        // One cell literal flipped: no longer a model of the CNF.
        let mut flipped = model.clone();
        let cell = flipped.iter_mut().find(|l| **l > 0).unwrap();
        *cell = -*cell;
        let bad = tmp(&format!("{index}.flipped"));
        std::fs::write(&bad, format!("s SATISFIABLE\nv {} 0\n", join(&flipped))).unwrap();
        let (code, stdout, stderr) = output(&["decode", &input, &bad], "");
        assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
        let message = format!("gridsat: {bad}: the model does not satisfy clause ");
        assert!(stderr.starts_with(&message), "{stderr}");
    }
}

#[test]
fn verify_solution_files() {
    let puzzle = "cspuz-4x4.123";
    let text = run(&["verify", puzzle, "cspuz-4x4.answer"], 0);
    assert_eq!(text, "cspuz-4x4.answer: valid solution of cspuz-4x4.123\n");
    run(&["verify", CSPUZ_URL, "cspuz-4x4.answer"], 0);
    // The JSON that `solve` prints is a solution file too.
    let dir = tempfile::tempdir().unwrap();
    let json_file = dir.path().join("solution.json");
    std::fs::write(&json_file, json_of(&["solve", puzzle], "", 0).to_string()).unwrap();
    run(&["verify", puzzle, &json_file.display().to_string()], 0);

    let text = run(&["verify", puzzle, "cspuz-4x4-broken-group.answer"], 1);
    assert_eq!(
        text,
        "cspuz-4x4-broken-group.answer: INVALID solution of cspuz-4x4.123:\n  \
         - the group of 3s at r2c2 r3c2 r2c3 r3c3 r4c3 r4c4 has 6 cells, not 3\n"
    );
    // A valid filling that changes a given (the only one that keeps the other three).
    let other = ["3312", "3132", "2331", "2122"].map(String::from);
    assert!(obeys_rules(&other));
    let other_file = dir.path().join("other.answer");
    std::fs::write(&other_file, other.join("\n")).unwrap();
    let other_file = other_file.display().to_string();
    let text = run(&["verify", puzzle, &other_file], 1);
    assert_eq!(
        text,
        format!("{other_file}: INVALID solution of {puzzle}:\n  - r1c2 is given as 2 but holds 3\n")
    );
    // Without givens the same filling is valid.
    let v = json_of(&["count", "-"], "123 4x4\n....\n....\n....\n....\n", 0);
    assert_eq!(
        v["count"], 152,
        "the 4x4 board has 152 fillings (brute force in onetwothree/exhaustive.rs)"
    );
    run_stdin(
        &["verify", "-", &other_file],
        "123 4x4\n....\n....\n....\n....\n",
        0,
    );

    let (code, stdout, stderr) = output(&["verify", puzzle, "cspuz-4x4-symbol.answer"], "");
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert_eq!(
        stderr,
        "gridsat: cspuz-4x4-symbol.answer:3:3: `4` is not a cell: expected 1, 2 or 3 (. or ? for a cell not filled in yet)\n"
    );
}

#[test]
fn instances_solve_and_count_as_their_answers_say() {
    for path in instance_files("123", "123") {
        let input = path.display().to_string();
        let answers = read_answers(&path.with_extension("answer"));
        assert!(!answers.is_empty(), "{input}: no answers");
        let all: BTreeSet<&Vec<String>> = answers.iter().collect();
        assert_eq!(all.len(), answers.len(), "{input}: duplicate answers");
        for answer in &answers {
            assert!(obeys_rules(answer), "{input}: answer {answer:?} breaks the rules");
        }
        let (h, w) = (answers[0].len(), answers[0][0].len());

        let v = json_of(&["solve", &input], "", 0);
        has(
            &v,
            json!({"input": input, "kind": "123", "width": w, "height": h, "status": "solved",
                "unique": answers.len() == 1}),
        );
        let solution = rows(&v["solution"]);
        assert!(all.contains(&solution), "{input}: {solution:?} is not an answer");
        if answers.len() > 1 {
            let other = rows(&v["other_solution"]);
            assert!(other != solution && all.contains(&other), "{input}: {other:?}");
        } else {
            assert_eq!(v["other_solution"], Value::Null, "{input}");
        }

        let v = json_of(&["count", &input], "", 0);
        has(
            &v,
            json!({"kind": "123", "count": answers.len(), "complete": true}),
        );

        // Each answer passes `verify` (unique ones as the answer file itself).
        if answers.len() == 1 {
            let answer = path.with_extension("answer").display().to_string();
            let text = run(&["verify", &input, &answer], 0);
            assert_eq!(text, format!("{answer}: valid solution of {input}\n"));
        }
    }
}
