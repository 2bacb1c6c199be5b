//! End-to-end tests of the `gridsat` binary on Hanjie: solve (text, JSON, `-o`), the two
//! line encodings, count, dimacs + decode (through varisat in this test, and an external
//! solver when one is installed), verify, generate, webpbn XML, unknown (`?`) clues, and how
//! bad or impossible puzzles are reported. The instances are in `instances/hanjie` (their
//! `.answer` files list every solution), the bad files in `tests/data/hanjie`.

use assert_cmd::Command;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn gridsat() -> Command {
    Command::cargo_bin("gridsat").unwrap()
}

/// `instances/hanjie/NAME` (with its extension).
fn instance(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie");
    dir.join(name).display().to_string()
}

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hanjie")
}

/// Every solution in the `.answer` file beside `instances/hanjie/NAME`: `# ` comment lines,
/// then blocks of rows separated by blank lines.
fn answers(name: &str) -> Vec<Vec<String>> {
    let stem = name.rsplit_once('.').unwrap().0;
    let text = std::fs::read_to_string(instance(&format!("{stem}.answer"))).unwrap();
    let body: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("# "))
        .map(str::trim)
        .collect();
    let blocks = body.join("\n");
    let blocks = blocks
        .split("\n\n")
        .map(|b| b.lines().map(String::from).collect::<Vec<_>>());
    blocks.filter(|b| !b.is_empty()).collect()
}

fn rows(value: &Value) -> Vec<String> {
    let rows = value.as_array().unwrap_or_else(|| panic!("not rows: {value}"));
    rows.iter().map(|r| r.as_str().unwrap().to_string()).collect()
}

/// Runs `gridsat ARGS` with `stdin`: the exit code, stdout and stderr.
fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = gridsat().args(args).write_stdin(stdin).output().unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code().unwrap(), text(out.stdout), text(out.stderr))
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
fn run(args: &[&str], code: i32) -> String {
    let (got, stdout, stderr) = output(args, "");
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    stdout
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    let args = [args, &["--format", "json"][..]].concat();
    let (got, stdout, stderr) = output(&args, stdin);
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    let values: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(values.len(), 1, "{args:?}: {stdout}");
    values.into_iter().next().unwrap()
}

/// Checks the fields of `expected` (a JSON object) in `v`.
fn has(v: &Value, expected: Value) {
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&v[key], value, "{key} in {v}");
    }
}

/// Exit 2, nothing on stdout, and one line on stderr that starts with `gridsat: MESSAGE`;
/// the command runs in `tests/data/hanjie`, so file names are short.
fn fails(args: &[&str], message: &str) {
    let out = gridsat().current_dir(fixture_dir()).args(args).output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert_eq!(
        (out.status.code(), stdout.as_str()),
        (Some(2), ""),
        "{args:?}: {stderr}"
    );
    let expected = format!("gridsat: {message}");
    let ok = stderr.starts_with(&expected) && stderr.lines().count() == 1;
    assert!(ok, "{args:?}\n expected: {expected}\n    found: {stderr}");
}

/// The small instances the commands are run on, with both kinds of verdict and `?` clues.
const SMALL: [&str; 8] = [
    "webpbn-00001.non",
    "webpbn-00001.xml",
    "webpbn-00023.non",
    "05-dom.non",
    "seed-example2.non",
    "seed-example3.non",
    "seed-example3-hidden-unique.non",
    "seed-example3-hidden-four.non",
];

const ENCODINGS: [&str; 2] = ["placement", "dfa"];

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

    let first = run(&["solve", "--first", &input], 0);
    assert!(first.contains("solved (uniqueness not checked)\n"), "{first}");
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
        let keys: BTreeSet<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut expected = BTreeSet::from([
            "input",
            "kind",
            "width",
            "height",
            "status",
            "unique",
            "solution",
            "other_solution",
            "stats",
        ]);
        if has_goal {
            expected.insert("matches_goal");
            assert_eq!(v["matches_goal"], true, "{name}");
        }
        assert_eq!(keys, expected, "{name}");
        if answers.len() == 1 {
            assert_eq!(v["other_solution"], Value::Null, "{name}");
        } else {
            let other = rows(&v["other_solution"]);
            assert!(answers.contains(&other) && other != solution, "{name}");
        }
        assert!(v["stats"]["variables"].as_u64().unwrap() > 0, "{name}");
        assert!(v["stats"]["clauses"].as_u64().unwrap() > 0, "{name}");
        assert!(v["stats"]["seconds"].as_f64().unwrap() >= 0.0, "{name}");
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
fn both_encodings_give_the_same_answers() {
    for name in SMALL {
        let input = instance(name);
        let [placement, dfa] = ENCODINGS.map(|e| json_of(&["solve", "--encoding", e, &input], "", 0));
        for key in ["status", "unique", "width", "height"] {
            assert_eq!(placement[key], dfa[key], "{name} {key}");
        }
        if answers(name).len() == 1 {
            assert_eq!(placement["solution"], dfa["solution"], "{name}");
        }
        for v in [&placement, &dfa] {
            assert!(answers(name).contains(&rows(&v["solution"])), "{name}");
        }
        // Not one CNF under two names: the automaton has transition variables.
        let variables = |v: &Value| v["stats"]["variables"].as_u64().unwrap();
        assert!(variables(&dfa) > variables(&placement), "{name}");
        // The default is placement.
        let default = json_of(&["solve", &input], "", 0);
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
    let message = "unknown hanjie encoding `bogus`: expected one of placement, dfa";
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
    let single = "magnets has a single encoding; drop --encoding";
    fails(&["solve", "--encoding", "dfa", &magnets], single);
    fails(&["solve", "--encoding", "placement", &magnets], single);
    fails(&["dimacs", "--encoding", "dfa", &magnets], single);
}

#[test]
fn count_finds_every_solution() {
    let two = instance("seed-example2.non");
    assert_eq!(run(&["count", &two], 0), format!("{two}: 2 solution(s)\n"));
    let v = json_of(&["count", &two], "", 0);
    let keys: BTreeSet<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        BTreeSet::from(["input", "kind", "count", "complete", "stats"])
    );
    has(&v, json!({"kind": "hanjie", "count": 2, "complete": true}));
    let v = json_of(&["count", "--limit", "1", &two], "", 0);
    has(&v, json!({"count": 1, "complete": false}));
    let text = format!("{two}: at least 1 solutions (stopped at the limit)\n");
    assert_eq!(run(&["count", "--limit", "1", &two], 0), text);
    for name in SMALL {
        let v = json_of(&["count", &instance(name)], "", 0);
        has(&v, json!({"count": answers(name).len(), "complete": true}));
    }
}

/// The numbers of a `c ind` line (without the final 0).
fn ind_vars(cnf: &str) -> BTreeSet<isize> {
    cnf.lines()
        .filter_map(|l| l.strip_prefix("c ind "))
        .flat_map(|l| l.split_whitespace().map(|w| w.parse::<isize>().unwrap()))
        .filter(|&v| v != 0)
        .collect()
}

/// Solves a DIMACS text with varisat: the model as DIMACS literals.
fn varisat_model(cnf: &str) -> Vec<isize> {
    let mut solver = varisat::Solver::new();
    solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
    assert!(solver.solve().unwrap());
    solver.model().unwrap().iter().map(|l| l.to_dimacs()).collect()
}

/// A model as SAT-competition `v` lines.
fn v_lines(model: &[isize]) -> String {
    let mut text = String::from("s SATISFIABLE\n");
    for chunk in model.chunks(12) {
        let lits: Vec<String> = chunk.iter().map(|l| l.to_string()).collect();
        text += &format!("v {}\n", lits.join(" "));
    }
    text + "v 0\n"
}

#[test]
fn dimacs_solved_by_varisat_then_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = |file: String| dir.path().join(file).display().to_string();
    for name in [
        "webpbn-00001.non",
        "webpbn-00001.xml",
        "webpbn-00006.non",
        "05-dom.non",
        "seed-example2.non",
        "seed-example3-hidden-four.non",
    ] {
        let input = instance(name);
        let answers = answers(name);
        for encoding in ENCODINGS {
            let what = format!("{name} {encoding}");
            let cnf_file = tmp(format!("{name}.{encoding}.cnf"));
            let args = ["dimacs", "--encoding", encoding, &input, "-o", &cnf_file];
            assert_eq!(run(&args, 0), "", "{what}");
            let cnf = std::fs::read_to_string(&cnf_file).unwrap();
            assert_eq!(cnf, run(&["dimacs", "--encoding", encoding, &input], 0), "{what}");
            assert!(cnf.starts_with("c gridsat "), "{what}");
            // One `c ind` variable per cell, each named.
            let ind = ind_vars(&cnf);
            let (w, h) = (answers[0][0].len(), answers[0].len());
            assert_eq!(ind.len(), w * h, "{what}");
            assert!(
                cnf.contains(&format!(" r{h}c{w} ")),
                "{what}: no `c var` for the last cell"
            );

            let model = varisat_model(&cnf);
            let model_file = tmp(format!("{name}.{encoding}.model"));
            std::fs::write(&model_file, v_lines(&model)).unwrap();
            let v = json_of(&["decode", "--encoding", encoding, &input, &model_file], "", 0);
            has(&v, json!({"input": input, "status": "solved", "unique": null}));
            let solution = rows(&v["solution"]);
            assert!(answers.contains(&solution), "{what}: {solution:?}");
            if answers.len() == 1 {
                let solved = json_of(&["solve", "--encoding", encoding, &input], "", 0);
                assert_eq!(rows(&solved["solution"]), solution, "{what}");
                assert_eq!(v["matches_goal"], solved["matches_goal"], "{what}");
            }
            assert_eq!(v["stats"]["variables"], model.len(), "{what}");
            let text = run(&["decode", "--encoding", encoding, &input, &model_file], 0);
            assert!(
                text.contains("solved (uniqueness not checked)\n"),
                "{what}: {text}"
            );

            // One cell flipped: the model falsifies a clause, and decode refuses it.
            for cell in [1, (w * h) as isize] {
                let flipped: Vec<isize> = model
                    .iter()
                    .map(|&l| if l.abs() == cell { -l } else { l })
                    .collect();
                let path = tmp(format!("{name}.{encoding}.flipped{cell}"));
                std::fs::write(&path, v_lines(&flipped)).unwrap();
                let (code, stdout, stderr) = output(&["decode", "--encoding", encoding, &input, &path], "");
                assert_eq!((code, stdout.as_str()), (2, ""), "{what}: {stderr}");
                let message = format!("gridsat: {path}: the model does not satisfy clause ");
                assert!(stderr.starts_with(&message), "{what}: {stderr}");
            }
        }
    }
}

#[test]
fn decode_needs_the_encoding_the_cnf_was_written_with() {
    let dir = tempfile::tempdir().unwrap();
    let input = instance("webpbn-00006.non");
    let model = varisat_model(&run(&["dimacs", "--encoding", "dfa", &input], 0));
    let path = dir.path().join("dfa.model").display().to_string();
    std::fs::write(&path, v_lines(&model)).unwrap();
    run(&["decode", "--encoding", "dfa", &input, &path], 0);
    // Read as a placement model it has too many variables.
    let (code, stdout, stderr) = output(&["decode", &input, &path], "");
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(stderr.contains("names a variable beyond the CNF's"), "{stderr}");

    // A placement model read as a dfa one lacks the automaton's variables.
    let model = varisat_model(&run(&["dimacs", &input], 0));
    std::fs::write(&path, v_lines(&model)).unwrap();
    let (code, stdout, stderr) = output(&["decode", "--encoding", "dfa", &input, &path], "");
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(stderr.starts_with(&format!("gridsat: {path}: ")), "{stderr}");
}

/// The first of `cadical` and `minisat` installed in /usr/bin.
fn external_solver() -> Option<&'static str> {
    ["/usr/bin/cadical", "/usr/bin/minisat"]
        .into_iter()
        .find(|p| Path::new(p).exists())
}

#[test]
fn dimacs_solved_by_an_external_solver_then_decoded() {
    let Some(solver) = external_solver() else {
        eprintln!("note: neither /usr/bin/cadical nor /usr/bin/minisat is installed; skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for name in [
        "webpbn-00006.non",
        "webpbn-00021.non",
        "seed-example4.non",
        "seed-example3-hidden-two.non",
    ] {
        for encoding in ENCODINGS {
            let what = format!("{name} {encoding} {solver}");
            let input = instance(name);
            let cnf = dir.path().join(format!("{name}.{encoding}.cnf"));
            let answer = dir.path().join(format!("{name}.{encoding}.out"));
            let cnf_arg = cnf.display().to_string();
            run(&["dimacs", "--encoding", encoding, &input, "-o", &cnf_arg], 0);
            let status = if solver.ends_with("cadical") {
                let out = std::process::Command::new(solver)
                    .arg("-q")
                    .arg(&cnf)
                    .output()
                    .unwrap();
                std::fs::write(&answer, out.stdout).unwrap();
                out.status
            } else {
                std::process::Command::new(solver)
                    .arg("-verb=0")
                    .arg(&cnf)
                    .arg(&answer)
                    .output()
                    .unwrap()
                    .status
            };
            assert_eq!(status.code(), Some(10), "{what}: the SAT exit code");
            let answer = answer.display().to_string();
            let v = json_of(&["decode", "--encoding", encoding, &input, &answer], "", 0);
            has(&v, json!({"status": "solved"}));
            assert!(answers(name).contains(&rows(&v["solution"])), "{what}");
        }
    }
}

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

/// Runs `generate ARGS` (to stdout): the puzzle text and its `# solution:` rows.
fn generate(args: &[&str]) -> (String, Vec<String>) {
    let text = run(&[&["generate"][..], args].concat(), 0);
    let (puzzle, solution) = text.split_once("# solution:\n").expect("a `# solution:` line");
    let rows = solution.lines().filter_map(|l| l.strip_prefix("# "));
    (puzzle.to_string(), rows.map(String::from).collect())
}

/// The share of filled cells in a solution.
fn density(solution: &[String]) -> f64 {
    let cells: String = solution.concat();
    cells.matches('#').count() as f64 / cells.len() as f64
}

#[test]
fn generate_makes_unique_puzzles_that_solve_back() {
    let args = ["hanjie", "--size", "12x10", "--seed", "3"];
    let (puzzle, solution) = generate(&args);
    assert_eq!(
        generate(&args),
        (puzzle.clone(), solution.clone()),
        "not reproducible"
    );
    assert!(puzzle.starts_with("# generated by gridsat"), "{puzzle}");
    assert!(puzzle.contains("width 12\nheight 10\n"), "{puzzle}");
    assert_eq!((solution.len(), solution[0].len()), (10, 12));
    // Read back from stdin, and from a file.
    let v = json_of(&["solve", "-"], &puzzle, 0);
    has(
        &v,
        json!({"kind": "hanjie", "unique": true, "solution": solution, "matches_goal": true}),
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.non");
    std::fs::write(&file, &puzzle).unwrap();
    let v = json_of(
        &["solve", "--encoding", "dfa", &file.display().to_string()],
        "",
        0,
    );
    has(&v, json!({"unique": true, "solution": solution}));

    // --density sets the share of filled cells (before the uniqueness repair moves it).
    let mut shares = Vec::new();
    for d in ["0.3", "0.7"] {
        let mut total = 0.0;
        for seed in ["1", "2", "3"] {
            let (puzzle, solution) = generate(&["hanjie", "--size", "12x10", "--seed", seed, "--density", d]);
            let v = json_of(&["solve", "-"], &puzzle, 0);
            has(&v, json!({"unique": true, "solution": solution}));
            total += density(&solution);
        }
        shares.push(total / 3.0);
    }
    assert!(shares[0] + 0.15 < shares[1], "{shares:?}");
}

#[test]
fn bad_generate_options_for_hanjie() {
    for d in ["1.5", "0", "1", "-0.2", "NaN"] {
        // `--density=-0.2`: as a separate word, clap would take `-0.2` for an option.
        let density = format!("--density={d}");
        let args = ["generate", "hanjie", "--size", "6x6", "--seed", "1", &density];
        fails(&args, "--density must be between 0 and 1 (exclusive)");
    }
    let args = ["generate", "hanjie", "--size", "6x6", "--seed", "1", "--strip"];
    fails(
        &args,
        "--strip has no meaning for Hanjie: every clue line is needed",
    );
}

#[test]
fn generate_to_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    let args = [
        "generate", "hanjie", "--size", "8x8", "--seed", "4", "--count", "3", "--out", &out,
    ];
    let printed = run(&args, 0);
    let mut files: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    let expected: Vec<String> = (1..=3)
        .flat_map(|i| ["non", "solution"].map(|ext| format!("hanjie-8x8-s4-{i:03}.{ext}")))
        .collect();
    assert_eq!(files, expected);
    assert_eq!(printed.lines().count(), 3);
    let mut solutions = BTreeSet::new();
    for path in printed.lines() {
        assert!(path.ends_with(".non") && Path::new(path).exists(), "{path}");
        let solution_file = path.replace(".non", ".solution");
        let solution: Vec<String> = std::fs::read_to_string(&solution_file)
            .unwrap()
            .lines()
            .map(String::from)
            .collect();
        let v = json_of(&["solve", path], "", 0);
        has(&v, json!({"unique": true, "matches_goal": true}));
        assert_eq!(rows(&v["solution"]), solution);
        run(&["verify", path, &solution_file], 0);
        solutions.insert(solution);
    }
    assert_eq!(solutions.len(), 3, "three different puzzles");
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

    fails(
        &["solve", "multicolour.xml"],
        "multicolour.xml:9:1: multicolour puzzles are not supported yet (colours: white, black, red)",
    );
    fails(&["solve", "malformed.xml"], "malformed.xml:10:1: not valid XML: ");
}

#[test]
fn bad_non_files_name_file_and_line() {
    let messages = [
        "missing-width.non:7: `columns` before `width`",
        "missing-height.non:3: `rows` before `height`",
        "clue-nan.non:10:1: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `one`",
        "width-zero.non:1: expected `width N` with N from 1 to 4096",
        "garbage.non:2:1: expected a keyword (width, height, rows, columns, goal, title, …), found `12`",
        "empty.non: the input is empty: expected a .non puzzle (width, height, rows, columns)",
        // Too few row clues: `columns` comes where the fourth row clue should be.
        "rows-short.non:8: `rows` needs 4 clue lines (one per row), found 3 before `columns`",
        // Too many: the third row clue is read after the section.
        "rows-long.non:8:1: a clue line `1` outside the `rows` and `columns` sections (more clue lines than the height or width?)",
    ];
    for message in messages {
        let file = message.split(':').next().unwrap();
        fails(&["solve", file], message);
        fails(&["count", file], message);
        fails(&["dimacs", file], message);
    }
    let inline = |text: &str, message: &str| {
        let out = gridsat().args(["solve", "-"]).write_stdin(text).output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.starts_with(&format!("gridsat: <stdin>:{message}")),
            "{stderr}"
        );
    };
    inline(
        "width 2\nheight 1\nrows\n1 1\ncolumns\n1\n1\n",
        "4:1: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `1 1`",
    );
    inline(
        "width 2\nheight 1\nrows\n1,0\ncolumns\n1\n0\n",
        "4:3: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `0`",
    );
    inline(
        "width 2\nheight 1\nrows\n1\ncolumns\n1\n0\ngoal \"10x\"\n",
        "8: `x` in the goal: expected 0 or 1",
    );
    inline(
        "width 2\nheight 1\nrows\n1\ncolumns\n1\n0\nrows\n1\n",
        "8: a second `rows` section",
    );
    inline(
        "width 2\nheight 2\nrows\n1\n",
        "4: `rows` needs 2 clue lines, the file ends after 1",
    );
    inline("width 2\nheight 1\nrows\n1\n", " no `columns` line");
}

#[test]
fn a_short_rows_section_says_so() {
    let out = gridsat()
        .current_dir(fixture_dir())
        .args(["solve", "rows-short.non"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("gridsat: rows-short.non:") && stderr.contains("`rows` needs 4 clue lines"),
        "{stderr}"
    );
}

#[test]
fn a_size_that_no_longer_fits_the_clues_is_an_error() {
    for command in ["solve", "count", "dimacs"] {
        let out = gridsat()
            .current_dir(fixture_dir())
            .args([command, "width-after-columns.non"])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!stderr.contains("panicked"), "{command}: {stderr}");
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(
            stderr.starts_with("gridsat: width-after-columns.non:"),
            "{command}: {stderr}"
        );
    }
}

#[test]
fn impossible_puzzles_exit_1_with_the_reason() {
    let cases = [
        (
            "impossible-totals.non",
            "the row clues fill 3 cells, the column clues 2",
        ),
        (
            "clue-too-long.non",
            "row 1's clue 5 needs at least 5 cells, the line has 3",
        ),
    ];
    for (file, reason) in cases {
        let path = fixture_dir().join(file).display().to_string();
        let text = run(&["solve", &path], 1);
        assert!(text.starts_with(&format!("{path}: hanjie ")), "{text}");
        assert!(text.contains(&format!("\nno solution: {reason}\n")), "{text}");
        // The unsolved picture: clues and `?` cells.
        assert!(text.contains(" ? ? ?\n"), "{text}");
        for encoding in ENCODINGS {
            let v = json_of(&["solve", "--encoding", encoding, &path], "", 1);
            has(
                &v,
                json!({"status": "unsatisfiable", "solution": null, "unique": null, "reason": reason}),
            );
            let v = json_of(&["count", "--encoding", encoding, &path], "", 1);
            has(&v, json!({"count": 0, "complete": true}));
        }
        // The CNF is still written, and has no model.
        let cnf = run(&["dimacs", &path], 0);
        let mut solver = varisat::Solver::new();
        solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
        assert!(!solver.solve().unwrap(), "{file}");
    }
}

#[test]
fn unknown_clues_solve_and_count_like_brute_force() {
    // The `.answer` files of these hold every solution, found by brute force.
    for (name, count) in [
        ("seed-example3-hidden-unique.non", 1),
        ("seed-example3-hidden-two.non", 2),
        ("seed-example3-hidden-four.non", 4),
    ] {
        assert_eq!(answers(name).len(), count, "{name}");
        let input = instance(name);
        for encoding in ENCODINGS {
            let v = json_of(&["count", "--encoding", encoding, &input], "", 0);
            has(&v, json!({"count": count, "complete": true}));
            let v = json_of(&["solve", "--encoding", encoding, &input], "", 0);
            has(&v, json!({"status": "solved", "unique": count == 1}));
            assert!(answers(name).contains(&rows(&v["solution"])), "{name}");
        }
    }
    // `?` clues are shown in the picture.
    let text = run(&["solve", &instance("seed-example3-hidden-unique.non")], 0);
    assert!(text.contains("\n? ? 3 # # . # . . . # # #\n"), "{text}");
    assert!(
        text.contains("the solution is the goal picture given in the input\n"),
        "{text}"
    );

    // A small one from stdin: `?,1` in a width-3 row is `#.#` only, `?` says nothing.
    let puzzle = "width 3\nheight 2\nrows\n?,1\n?\ncolumns\n?\n0\n1\n";
    let v = json_of(&["count", "-"], puzzle, 0);
    // Column 1 any of 4, column 2 empty, column 3 one cell: rows say row 1 is `#.#`, so
    // column 3 is `#.` and column 1 starts with `#`: 2 solutions.
    has(&v, json!({"count": 2}));
}
