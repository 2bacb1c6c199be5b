//! End-to-end tests of the `gridsat` binary: solve, count, dimacs + decode, verify and
//! generate on the instances in `instances/magnets` (whose `.answer` files list every
//! solution). How bad input is rejected is in `errors.rs`.

use crate::run_gridsat;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::Path;

use crate::answer_files::{json_rows as rows, read_answers};
use crate::dimacs_files::{competition_answer, join, parse_cnf, v_lines, varisat_model};
use crate::generated_output::{expect_written, printed_seed, split_generated};
use crate::run_gridsat::{gridsat, has, json_of_in, keys, root, run_in};

const INSTANCES: [&str; 6] = [
    "janko-6x6",
    "janko-8x8-two-solutions",
    "pzprjs-5x5",
    "tatham-3x3",
    "zotmeister-5x5",
    "zotmeister-9x9",
];

fn instance(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/magnets");
    dir.join(format!("{name}.magnets")).display().to_string()
}

fn fixture(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/cli");
    dir.join(name).display().to_string()
}

/// Every solution in `NAME.answer`.
fn answers(name: &str) -> Vec<Vec<String>> {
    read_answers(Path::new(&instance(name).replace(".magnets", ".answer")))
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
fn run(args: &[&str], code: i32) -> String {
    run_in(&root(), args, "", code)
}

/// Runs `gridsat ARGS`: the exit code and the stdout lines parsed as JSON.
fn run_json(args: &[&str], stdin: &str) -> (i32, Vec<Value>) {
    let out = gridsat().args(args).write_stdin(stdin).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let values = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    (out.status.code().unwrap(), values)
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    json_of_in(&root(), args, stdin, code)
}

#[test]
fn solve_json_matches_answer_files() {
    for name in INSTANCES {
        let v = json_of(&["solve", &instance(name)], "", 0);
        let answers = answers(name);
        let solution = rows(&v["solution"]);
        assert!(answers.contains(&solution), "{name}: {solution:?} not in .answer");
        let (w, h) = (solution[0].len(), solution.len());
        has(
            &v,
            json!({"input": instance(name), "kind": "magnets", "width": w, "height": h,
            "status": "solved", "unique": answers.len() == 1}),
        );
        if answers.len() > 1 {
            let other = rows(&v["other_solution"]);
            assert!(answers.contains(&other) && other != solution);
        }
        assert!(v["stats"]["variables"].as_u64().unwrap() > 0);
        assert!(v["stats"]["clauses"].as_u64().unwrap() > 0);
        assert!(v["stats"]["seconds"].as_f64().unwrap() >= 0.0);
    }
}

#[test]
fn solve_text_prints_summary() {
    let unique = instance("tatham-3x3");
    let text = run(&["solve", &unique], 0);
    assert!(text.starts_with(&format!("{unique}: magnets 3x3\n")), "{text}");
    assert!(text.contains("solved: the solution is unique\n"), "{text}");
    let two = instance("janko-8x8-two-solutions");
    let text = run(&["solve", &two], 0);
    assert!(text.contains("solved: NOT unique, another solution:\n"), "{text}");
    let answers = answers("janko-8x8-two-solutions");
    let printed = |a: &Vec<String>| a.iter().all(|row| text.contains(&format!("  {row}\n")));
    assert!(
        answers.iter().any(printed),
        "no second solution from .answer in:\n{text}"
    );
}

#[test]
fn solve_first_several_inputs_inline_id_and_stdin() {
    let v = json_of(&["solve", "--first", &instance("janko-6x6")], "", 0);
    has(&v, json!({"status": "solved", "unique": null}));

    let inputs: Vec<String> = INSTANCES.iter().map(|n| instance(n)).collect();
    let mut args = vec!["solve", "--format", "json"];
    args.extend(inputs.iter().map(String::as_str));
    let (code, values) = run_json(&args, "");
    let got: Vec<&str> = values.iter().map(|v| v["input"].as_str().unwrap()).collect();
    assert_eq!((code, got), (0, inputs.iter().map(String::as_str).collect()));

    let id = "3x3:201,102,120,111,LRTT*BBLR";
    let native = std::fs::read_to_string(instance("tatham-3x3")).unwrap();
    let dat = fixture("tatham-3x3.dat");
    let cases = [
        (vec![id], String::new()),
        (vec!["-"], native),
        (vec!["-"], format!("{id}\n")),
    ];
    let with_kind = (vec!["--kind", "magnets", &dat], String::new());
    for (inputs, stdin) in cases.into_iter().chain([with_kind]) {
        let v = json_of(&[&["solve"][..], &inputs].concat(), &stdin, 0);
        let name = match *inputs.last().unwrap() {
            "-" => "<stdin>",
            input => input,
        };
        assert_eq!(v["input"], name);
        has(&v, json!({"status": "solved", "unique": true}));
        assert_eq!(vec![rows(&v["solution"])], answers("tatham-3x3"), "{inputs:?}");
    }
}

#[test]
fn unsatisfiable_puzzles_exit_1() {
    let v = json_of(&["solve", &fixture("unsat.magnets")], "", 1);
    has(&v, json!({"status": "unsatisfiable", "solution": null}));
    assert_eq!(v.get("reason"), None);
    let v = json_of(&["count", &fixture("unsat.magnets")], "", 1);
    has(&v, json!({"count": 0, "complete": true}));
    let hint = "(`gridsat analyze` on the puzzle names the clues that conflict)";
    let text = format!(
        "{}: 0 solutions: no solution exists\n{hint}\n",
        fixture("unsat.magnets")
    );
    assert_eq!(run(&["count", &fixture("unsat.magnets")], 1), text);

    let impossible = fixture("impossible-count.magnets");
    let v = json_of(&["solve", &impossible], "", 1);
    let reason = "column 1 asks for 3 + poles, but 3 cells hold at most 2 without two touching";
    has(&v, json!({"status": "unsatisfiable", "reason": reason}));
    assert!(run(&["solve", &impossible], 1).contains(&format!("no solution: {reason}\n")));
}

#[test]
fn count_solutions() {
    for name in INSTANCES {
        let v = json_of(&["count", &instance(name)], "", 0);
        assert_eq!(
            keys(&v),
            BTreeSet::from(["input", "kind", "count", "complete", "stats"])
        );
        has(
            &v,
            json!({"input": instance(name), "kind": "magnets", "count": answers(name).len(),
            "complete": true}),
        );
    }
    let two = instance("janko-8x8-two-solutions");
    let v = json_of(&["count", "--limit", "1", &two], "", 0);
    has(&v, json!({"count": 1, "complete": false}));
    assert_eq!(run(&["count", &two], 0), format!("{two}: 2 solutions\n"));
    let text = format!("{two}: at least 1 solution (stopped at the limit)\n");
    assert_eq!(run(&["count", "--limit", "1", &two], 0), text);
}

#[test]
fn count_limit_zero_does_not_claim_no_solution() {
    // Expected: a usage error (exit 2) or success; exit 1 means "the puzzle has no solution".
    let (code, v) = run_json(
        &[
            "count",
            "--format",
            "json",
            "--limit",
            "0",
            &instance("tatham-3x3"),
        ],
        "",
    );
    assert_ne!(code, 1, "{v:?}");
}

#[test]
fn dimacs_solved_externally_then_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = |file: String| dir.path().join(file).display().to_string();
    for name in INSTANCES {
        let input = instance(name);
        let text = run(&["dimacs", &input], 0);
        let file = tmp(format!("{name}.cnf"));
        assert_eq!(run(&["dimacs", &input, "-o", &file], 0), "");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);

        let cnf = parse_cnf(&text);
        assert_eq!(cnf.clauses, cnf.clause_lines, "{name}: `p cnf` vs clause lines");
        assert!(
            !cnf.ind.is_empty() && cnf.ind == cnf.show,
            "{name}: c ind vs c p show"
        );
        let named = cnf.named_vars();
        assert!(cnf.ind.is_subset(&named) && *named.last().unwrap() <= cnf.vars as isize);
        let solution = &answers(name)[0];
        for (r, c) in (1..=solution.len()).flat_map(|r| (1..=solution[0].len()).map(move |c| (r, c))) {
            assert!(
                text.contains(&format!(" r{r}c{c} ")),
                "{name}: no `c var` for r{r}c{c}"
            );
        }

        let model = varisat_model(&text);
        let lines = v_lines(&model, 10);
        let competition = format!("c varisat\n{}", competition_answer(&model, 10));
        let minisat = format!("SAT\n{} 0\n", join(&model));
        let bare = format!("{}\n0\n", lines.join("\n").replace("v ", ""));
        for (style, text) in [("competition", competition), ("minisat", minisat), ("bare", bare)] {
            let path = tmp(format!("{name}.{style}"));
            std::fs::write(&path, text).unwrap();
            let v = json_of(&["decode", &input, &path], "", 0);
            has(
                &v,
                json!({"input": input, "status": "solved", "unique": null, "checked": true}),
            );
            assert!(answers(name).contains(&rows(&v["solution"])), "{name} {style}");
            assert_eq!(v["stats"]["variables"], cnf.vars);
        }

        // One cell literal flipped: the model falsifies a clause and no grid is printed.
        let mut flipped = model.clone();
        let cell = flipped.iter_mut().find(|l| cnf.ind.contains(&l.abs())).unwrap();
        *cell = -*cell;
        let path = tmp(format!("{name}.flipped"));
        std::fs::write(&path, format!("s SATISFIABLE\nv {} 0\n", join(&flipped))).unwrap();
        let message = format!("gridsat: {path}: the model does not satisfy clause ");
        let out = gridsat().args(["decode", &input, &path]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            (out.status.code(), out.stdout.as_slice()),
            (Some(2), &b""[..]),
            "{stderr}"
        );
        assert!(stderr.starts_with(&message), "{stderr}");
    }
}

/// An answer of `s UNSATISFIABLE` is the solver's claim: decode says that it did not check
/// it and how to, in text, JSON and on the SVG's standard error; here the puzzle has a
/// solution, so the claim is false. A contradiction visible without search proves it.
#[test]
fn decode_unsatisfiable_answer_exits_1_and_is_not_checked() {
    let model = fixture("model-unsat.out");
    let input = instance("tatham-3x3");
    let v = json_of(&["decode", &input, &model], "", 1);
    has(
        &v,
        json!({"status": "unsatisfiable", "solution": null, "checked": false}),
    );
    let unchecked = "no solution, says the solver (not checked: `gridsat solve --proof DIR` checks it)";
    let text = run(&["decode", &input, &model], 1);
    assert!(text.contains(&format!("\n{unchecked}\n")), "{text}");
    let (code, _, stderr) =
        run_gridsat::output_in(&root(), &["decode", "--format", "svg", &input, &model], "");
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        format!("gridsat: {input}: {unchecked}; the picture shows the puzzle\n")
    );
    let impossible = "tests/bad_input/magnets/count-too-big.magnets";
    let v = json_of(&["decode", impossible, &model], "", 1);
    has(&v, json!({"status": "unsatisfiable", "checked": true}));
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .starts_with("row 3 asks for 4 + poles"),
        "{v}"
    );
}

#[test]
fn decode_rejects_contradictory_literals() {
    let input = instance("tatham-3x3");
    let model = varisat_model(&run(&["dimacs", &input], 0));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("contradictory.out").display().to_string();
    let lits = format!("{} {}", -model[0], join(&model));
    std::fs::write(&path, format!("s SATISFIABLE\nv {lits} 0\n")).unwrap();
    assert_eq!(run(&["decode", &input, &path], 2), "");
}

#[test]
fn verify_solutions() {
    for name in INSTANCES.iter().filter(|n| answers(n).len() == 1) {
        let answer = instance(name).replace(".magnets", ".answer");
        let text = format!("{answer}: valid solution of {}\n", instance(name));
        assert_eq!(run(&["verify", &instance(name), &answer], 0), text);
    }
    // The JSON that `solve` prints is a solution file too.
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("solution.json").display().to_string();
    let puzzle = instance("zotmeister-9x9");
    std::fs::write(&json, json_of(&["solve", &puzzle], "", 0).to_string()).unwrap();
    run(&["verify", &puzzle, &json], 0);

    let invalid = fixture("solution-invalid.txt");
    let text = run(&["verify", &instance("tatham-3x3"), &invalid], 1);
    let expected = [
        "INVALID solution of",
        "  - domino r3c2-r3c3 is ++: a domino is a magnet (+ and -) or neutral (x and x)\n",
        "  - r1c1 and r2c1 are both +: equal poles may not touch\n",
        "  - r3c2 and r3c3 are both +: equal poles may not touch\n",
        "  - row 2 has 1 + poles, the clue says 0\n",
        "  - column 2 has 1 + poles, the clue says 0\n",
        "  - row 2 has 0 - poles, the clue says 1\n",
        "  - column 2 has 1 - poles, the clue says 2\n",
    ];
    for line in expected {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert_eq!(text.lines().count(), expected.len());
}

/// Runs `generate ARGS` (one puzzle to stdout): the puzzle text and its `# ` solution rows.
fn generate(args: &[&str]) -> (String, Vec<String>) {
    split_generated(&run(&[&["generate"][..], args].concat(), 0))
}

#[test]
fn generate_is_reproducible_and_unique() {
    let first = generate(&["magnets", "--size", "6x6", "--seed", "5"]);
    assert_eq!(first, generate(&["magnets", "--size", "6x6", "--seed", "5"]));
    // Without --seed, the seed is printed so that the run can be repeated.
    let (random, _) = generate(&["magnets", "--size", "4x4"]);
    let seed = printed_seed(&random);
    assert_eq!(generate(&["magnets", "--size", "4x4", "--seed", seed]).0, random);

    for spec in ["6x6", "5x5", "7x3", "6x6 --strip", "7x3 --strip"] {
        let size = &spec[..3];
        let mut args = vec!["magnets", "--seed", "11", "--size"];
        args.extend(spec.split(' '));
        let (puzzle, solution) = generate(&args);
        assert!(puzzle.contains(&format!("magnets {size}\n")), "{puzzle}");
        let v = json_of(&["solve", "-"], &puzzle, 0);
        has(&v, json!({"unique": true, "solution": solution}));
        // An odd area has one singleton, `*` in the layout and `x` in the solution.
        let layout: String = puzzle.lines().rev().take(solution.len()).collect();
        let singletons: Vec<usize> = layout.match_indices('*').map(|(i, _)| i).collect();
        assert_eq!(singletons.len(), usize::from(size != "6x6"), "{puzzle}");
        let cells: Vec<u8> = solution.iter().rev().flat_map(|r| r.bytes()).collect();
        assert!(singletons.iter().all(|&i| cells[i] == b'x'), "{puzzle}");
    }
}

#[test]
fn generate_to_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    let args = "generate magnets --size 5x5 --seed 3 --count 3 --out";
    let printed = run(&[args.split(' ').collect(), vec![&out[..]]].concat(), 0);
    for written in expect_written(dir.path(), &printed, "magnets-5x5-s3", "magnets", 3) {
        let v = json_of(&["solve", &written.path], "", 0);
        assert_eq!(v["unique"], true);
        assert_eq!(rows(&v["solution"]), written.solution);
        run(&["verify", &written.path, &written.answer_file], 0);
    }
}

#[test]
fn closed_stdout_does_not_panic() {
    let bin = crate::gridsat_command::GRIDSAT;
    let nine = instance("zotmeister-9x9");
    let mut child = std::process::Command::new(bin)
        .args(["solve", &nine, &nine, &nine, &nine, &nine])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(out.status.code(), Some(101));
}
