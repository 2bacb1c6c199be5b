//! End-to-end tests of the `gridsat` binary on Yin Yang: the instances in
//! `instances/yinyang` against their `.answer` files in every `--connectivity` mode, solve
//! (native file, puzz.link URL on any host, standard input; text and JSON), count against a
//! brute-force enumeration, dimacs solved by a fresh varisat and read back with decode, and
//! verify. Bad input, usage errors and impossible puzzles are in `cli_errors.rs`,
//! generate in `cli_generate.rs`; the fixtures are in `tests/data/yinyang`.

use serde_json::{Value, json};
use std::collections::BTreeSet;

use crate::count_checks::check_cli_counts;
use crate::dimacs_files::{competition_answer, join, parse_cnf, varisat_model};
use crate::yinyang::yinyang_cli_support::*;

/// Instances with more cells are solved only with the default (lazy) connectivity: in a
/// debug build the complete encodings take 5-25 s on them and lazy cuts without the
/// redundant rules minutes.
const EVERY_MODE_MAX_CELLS: usize = 100;

#[test]
fn instances_solve_to_their_answers_in_every_mode() {
    for path in instance_files("yinyang", "yinyang") {
        let input = path.display().to_string();
        let answer = only_answer(&input);
        assert!(
            obeys_rules(&answer),
            "{input}: the answer {answer:?} breaks the rules"
        );
        let (w, h) = (answer[0].len(), answer.len());
        let modes: &[&str] = if w * h <= EVERY_MODE_MAX_CELLS {
            &MODES
        } else {
            &MODES[..1]
        };
        for &mode in modes {
            let v = json_of(&["solve", "--connectivity", mode, &input], "", 0);
            has(
                &v,
                json!({"input": input, "kind": "yinyang", "width": w, "height": h,
                    "status": "solved", "unique": true, "solution": answer, "other_solution": null}),
            );
            check_stats(&v, mode);
            assert_eq!(v["stats"]["search"], true, "{input} {mode}: {v}");
            if mode == "lazy,no-checkerboard,no-border" {
                // Nothing but the cells: the rules are 2x2 clauses and cuts.
                assert_eq!(v["stats"]["variables"], w * h, "{input} {mode}: {v}");
            }
        }
        let text = run(&["solve", &input], 0);
        assert!(text.starts_with(&format!("{input}: yinyang {w}x{h}\n")), "{text}");
        assert!(text.contains("\nsolved: the solution is unique\n"), "{text}");
        assert_eq!(picture_rows(&text), answer, "{text}");
        has(
            &json_of(&["count", &input], "", 0),
            json!({"kind": "yinyang", "count": 1, "complete": true}),
        );
        let answer_file = path.with_extension("answer").display().to_string();
        let text = run(&["verify", &input, &answer_file], 0);
        assert_eq!(text, format!("{answer_file}: valid solution of {input}\n"));
    }
}

/// The larger instances in the complete encodings too (5-10 s in the test profile; `.ci/run`
/// runs it). Lazy cuts without the redundant rules are left out: they take minutes even in
/// release.
#[test]
#[ignore = "run with `--include-ignored`; needs 5-10 s (.ci/run runs it)"]
fn large_instances_in_the_complete_encodings() {
    for path in instance_files("yinyang", "yinyang") {
        let input = path.display().to_string();
        let answer = only_answer(&input);
        if answer.len() * answer[0].len() <= EVERY_MODE_MAX_CELLS {
            continue;
        }
        for mode in ["layers", "tree"] {
            let v = json_of(&["solve", "--connectivity", mode, &input], "", 0);
            has(
                &v,
                json!({"status": "solved", "unique": true, "solution": answer}),
            );
            check_stats(&v, mode);
        }
    }
}

#[test]
fn solve_native_file_urls_stdin_and_kind() {
    let native = instance(PZPRJS);
    let answer = only_answer(&native);
    let givens = native_rows(&std::fs::read_to_string(&native).unwrap());
    let hosts = [
        "https://puzz.link/p?",
        "http://pzv.jp/p.html?",
        "https://pzprxs.vercel.app/p?",
        "p?",
    ];
    let urls = hosts.map(|host| format!("{host}{PZPRJS_PATH}"));
    for input in std::iter::once(&native).chain(&urls) {
        let v = json_of(&["solve", input], "", 0);
        assert_eq!(keys(&v), BTreeSet::from(SOLVE_KEYS));
        has(
            &v,
            json!({"input": input, "kind": "yinyang", "width": 5, "height": 5, "status": "solved",
                "unique": true, "solution": answer, "other_solution": null}),
        );
        check_stats(&v, "lazy");

        let text = run(&["solve", input], 0);
        assert!(text.starts_with(&format!("{input}: yinyang 5x5\n")), "{text}");
        assert!(text.contains("\nsolved: the solution is unique\n"), "{text}");
        assert_eq!(picture_rows(&text), answer, "{text}");
        assert_eq!(picture_givens(&text), givens, "the givens are bracketed\n{text}");
        // The summary names the cuts exactly when the JSON has them (the same search).
        let summary = text.lines().last().unwrap();
        match v["stats"].get("cuts") {
            Some(cuts) => {
                let noun = if cuts == 1 { "cut" } else { "cuts" };
                assert!(
                    summary.contains(&format!(" clauses + {cuts} {noun} in ")),
                    "{v}\n{text}"
                )
            }
            None => assert!(!summary.contains("cuts"), "{v}\n{text}"),
        }
    }
    // Standard input: the native text, and the URL.
    let text = std::fs::read_to_string(&native).unwrap();
    for stdin in [text, format!("{}\n", urls[0])] {
        let v = json_of(&["solve", "-"], &stdin, 0);
        has(
            &v,
            json!({"input": "<stdin>", "kind": "yinyang", "unique": true, "solution": answer}),
        );
        let text = run_stdin(&["solve", "-"], &stdin, 0);
        assert_eq!(picture_rows(&text), answer, "{text}");
    }
    // A `.txt` file, with `--kind yinyang` and told from its first line.
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("puzzle.txt");
    std::fs::copy(&native, &plain).unwrap();
    let plain = plain.display().to_string();
    for args in [&["solve", "--kind", "yinyang", &plain][..], &["solve", &plain]] {
        has(
            &json_of(args, "", 0),
            json!({"kind": "yinyang", "unique": true, "solution": answer}),
        );
    }
    // `--first` skips the uniqueness check; several inputs give one JSON line each, in order.
    let v = json_of(&["solve", "--first", &native], "", 0);
    has(
        &v,
        json!({"status": "solved", "unique": null, "solution": answer}),
    );
    let out = run(&["solve", "--format", "json", &native, &urls[1]], 0);
    let inputs: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["input"].clone())
        .collect();
    assert_eq!(inputs, vec![json!(native), json!(urls[1])]);
}

#[test]
fn solve_reports_a_second_solution() {
    let all: BTreeSet<Vec<String>> = brute_force(&["...", "...", "..."]).into_iter().collect();
    for mode in MODES {
        let v = json_of(&["solve", "--connectivity", mode, "empty-3x3.yinyang"], "", 0);
        has(&v, json!({"status": "solved", "unique": false}));
        let (first, other) = (rows(&v["solution"]), rows(&v["other_solution"]));
        assert!(first != other, "{mode}: {v}");
        assert!(all.contains(&first) && all.contains(&other), "{mode}: {v}");
    }
    let text = run(&["solve", "empty-3x3.yinyang"], 0);
    assert!(
        text.contains("\nsolved: NOT unique, another solution:\n"),
        "{text}"
    );
    let printed: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("  "))
        .map(String::from)
        .collect();
    assert!(
        all.contains(&printed) && all.contains(&picture_rows(&text)),
        "{text}"
    );
    assert_ne!(printed, picture_rows(&text), "{text}");
}

#[test]
fn counts_equal_brute_force_in_every_mode() {
    // Files, and boards given on standard input; the strips can be all one colour.
    let files = [
        ("empty-3x3.yinyang", vec!["...", "...", "..."]),
        ("givens-4x4.yinyang", vec!["B...", "....", "..W.", "...B"]),
    ];
    let stdin: [&[&str]; 7] = [
        &["..", "..", ".."],
        &["....", "....", "...."],
        &["....", "....", "....", "...."],
        &["W..", "...", "...", "..B"],
        &["."],
        &["....."],
        &[".", ".", ".", "."],
    ];
    let cases = files
        .iter()
        .map(|(file, rows)| (file.to_string(), String::new(), rows.clone()))
        .chain(
            stdin
                .iter()
                .map(|rows| ("-".to_string(), native(rows), rows.to_vec())),
        );
    for (input, text, rows) in cases {
        let n = brute_force(&rows).len();
        assert!(n >= 2, "{input} {rows:?}: {n} solutions, too few to test --limit");
        for mode in MODES {
            let what = format!("{input} {rows:?} --connectivity {mode}");
            let run = |args: &[&str], code| run_stdin(args, &text, code);
            check_cli_counts(run, &["--connectivity", mode, &input], n, &what);
        }
    }
    // The empty 4x4 board in full.
    let v = json_of(&["count", "-"], &native(&["....", "....", "....", "...."]), 0);
    has(&v, json!({"count": 96, "complete": true}));
    check_stats(&v, "lazy");
}

#[test]
fn dimacs_solved_by_varisat_then_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = |name: &str| dir.path().join(name).display().to_string();
    let cases = [
        (instance(PZPRJS), Some(only_answer(&instance(PZPRJS)))),
        (format!("p?{PZPRJS_PATH}"), Some(only_answer(&instance(PZPRJS)))),
        (
            instance("cspuz-rs-test-6x6.yinyang"),
            Some(only_answer(&instance("cspuz-rs-test-6x6.yinyang"))),
        ),
        (fixture("givens-4x4.yinyang"), None),
    ];
    for (index, (input, unique)) in cases.iter().enumerate() {
        for mode in COMPLETE_MODES {
            let name = mode.unwrap_or("layers");
            let what = format!("{input} {name}");

            let text = run(&with_mode("dimacs", mode, &[input]), 0);
            let header = format!("\nc encoding {name} (decode with --encoding {name})\n");
            assert!(text.contains(&header), "{what}: no `{header}`");
            let file = tmp(&format!("{index}-{name}.cnf"));
            assert_eq!(run(&with_mode("dimacs", mode, &[input, "-o", &file]), 0), "");
            assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "{what}");

            let cnf = parse_cnf(&text);
            assert_eq!(cnf.clauses, cnf.clause_lines, "{what}: `p cnf` vs clause lines");
            // One named variable per cell, `rRcC black`, in reading order: the projection.
            let v = json_of(&["solve", input], "", 0);
            let (w, h) = (v["width"].as_u64().unwrap(), v["height"].as_u64().unwrap());
            let cells: BTreeSet<isize> = (1..=(w * h) as isize).collect();
            let names: Vec<String> = cnf.named.iter().map(|(_, n)| n.clone()).collect();
            let expected: Vec<String> = (1..=h)
                .flat_map(|r| (1..=w).map(move |c| format!("r{r}c{c} black")))
                .collect();
            assert_eq!(names, expected, "{what}");
            assert_eq!(cnf.named_vars(), cells, "{what}");
            assert_eq!((&cnf.ind, &cnf.show), (&cells, &cells), "{what}");
            assert!(
                cnf.vars > cells.len(),
                "{what}: connectivity needs more variables"
            );

            let model = varisat_model(&text);
            let answer = tmp(&format!("{index}-{name}.out"));
            std::fs::write(&answer, competition_answer(&model, 10)).unwrap();
            let v = json_of(&with_mode("decode", mode, &[input, &answer]), "", 0);
            has(
                &v,
                json!({"input": input, "kind": "yinyang", "status": "solved", "unique": null}),
            );
            let solution = rows(&v["solution"]);
            assert!(obeys_rules(&solution), "{what}: {solution:?}");
            // The decoded cells are those the model's cell literals say are black.
            let black: BTreeSet<isize> = cells.iter().copied().filter(|v| model.contains(v)).collect();
            let decoded_black: BTreeSet<isize> = (1..)
                .zip(solution.concat().chars())
                .filter_map(|(var, c)| (c == 'B').then_some(var))
                .collect();
            assert_eq!(decoded_black, black, "{what}");
            if let Some(expected) = unique {
                assert_eq!(&solution, expected, "{what}");
            }
            let decoded_text = run(&with_mode("decode", mode, &[input, &answer]), 0);
            assert!(
                decoded_text.contains("\nsolved (uniqueness not checked)\n"),
                "{decoded_text}"
            );
            assert_eq!(picture_rows(&decoded_text), solution, "{decoded_text}");

            // A unique puzzle's model with one cell flipped no longer satisfies the CNF.
            if unique.is_some() {
                let flipped: Vec<isize> = model.iter().map(|&l| if l.abs() == 1 { -l } else { l }).collect();
                let bad = tmp(&format!("{index}-{name}.flipped"));
                std::fs::write(&bad, format!("s SATISFIABLE\nv {} 0\n", join(&flipped))).unwrap();
                let (code, stdout, stderr) = output(&with_mode("decode", mode, &[input, &bad]), "");
                assert_eq!((code, stdout.as_str()), (2, ""), "{what}: {stderr}");
                let message = format!("gridsat: {bad}: the model does not satisfy clause ");
                assert!(stderr.starts_with(&message), "{what}: {stderr}");
            }
        }
    }
}

/// `COMMAND [--connectivity MODE] REST...`, `None` for the command's default connectivity.
fn with_mode<'a>(command: &'a str, mode: Option<&'a str>, rest: &[&'a str]) -> Vec<&'a str> {
    let mode = mode.into_iter().flat_map(|m| ["--connectivity", m]);
    std::iter::once(command)
        .chain(mode)
        .chain(rest.iter().copied())
        .collect()
}

#[test]
fn verify_solution_files() {
    let puzzle = instance(PZPRJS);
    let answer_file = instance("pzprjs-test-5x5.answer");
    let text = run(&["verify", &puzzle, &answer_file], 0);
    assert_eq!(text, format!("{answer_file}: valid solution of {puzzle}\n"));
    run(
        &[
            "verify",
            &format!("https://puzz.link/p?{PZPRJS_PATH}"),
            &answer_file,
        ],
        0,
    );
    // The JSON that `solve` prints is a solution file too.
    let dir = tempfile::tempdir().unwrap();
    let json_file = dir.path().join("solution.json");
    std::fs::write(&json_file, json_of(&["solve", &puzzle], "", 0).to_string()).unwrap();
    run(&["verify", &puzzle, &json_file.display().to_string()], 0);

    // Each broken file keeps the givens and breaks one rule (checked here from the rules too).
    let givens = native_rows(&std::fs::read_to_string(&puzzle).unwrap());
    let cases = [
        (
            "pzprjs-2x2-block.answer",
            &[
                "the 2x2 block at r3c4 (top-left) is all white",
                "the 2x2 block at r4c4 (top-left) is all white",
            ][..],
        ),
        (
            "pzprjs-two-white-regions.answer",
            &["the white cells form 2 regions, not one: at r1c1, r1c4"],
        ),
    ];
    for (file, broken) in cases {
        let rows: Vec<String> = std::fs::read_to_string(fixture(file))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(String::from)
            .collect();
        assert!(!obeys_rules(&rows), "{file}");
        assert!(keeps_givens(&givens, &rows), "{file} changes a given");
        let text = run(&["verify", &puzzle, file], 1);
        let lines: String = broken.iter().map(|b| format!("  - {b}\n")).collect();
        assert_eq!(text, format!("{file}: INVALID solution of {puzzle}:\n{lines}"));
    }
    // A colouring valid for the empty board, given the wrong colour at r1c1.
    let other = json_of(
        &["solve", "-"],
        &native(&["B....", ".....", ".....", ".....", "....."]),
        0,
    );
    let other_file = dir.path().join("other.answer");
    std::fs::write(&other_file, rows(&other["solution"]).join("\n")).unwrap();
    let other_file = other_file.display().to_string();
    let text = run_stdin(
        &["verify", "-", &other_file],
        &native(&["W....", ".....", ".....", ".....", "....."]),
        1,
    );
    assert_eq!(
        text,
        format!("{other_file}: INVALID solution of <stdin>:\n  - r1c1 is given white but is black\n")
    );

    fails(
        &["verify", &puzzle, "pzprjs-symbol.answer"],
        "",
        "pzprjs-symbol.answer:4:4: `b` is not a cell: expected `B` (black) or `W` (white), . or ? for a cell not filled in yet\n",
    );
}
