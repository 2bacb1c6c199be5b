//! `--solver`: another SAT solver behind solve and count. A fake solver (a shell script with
//! a fixed answer) shows that a wrong model, UNKNOWN or a missing program is an error naming
//! the solver (exit 2), never a printed grid. The tests of the real solvers (each skipped
//! when its program is not installed; `.ci/run` installs them) check that CaDiCaL, MiniSat,
//! PicoSat and CryptoMiniSat give the same status, uniqueness verdict, solution and
//! solution count as varisat on every instance in `instances/`, that `analyze` on them
//! finds the same forced cells (and, for a puzzle without solution, a minimal conflict,
//! found by deletion when the solver is a program that names no failed assumptions), and
//! that `generate` on them makes puzzles varisat finds unique. With the cargo feature
//! `cadical`, the embedded CaDiCaL passes the same tests.

use crate::answer_files::{json_rows, read_answers};
use crate::conflict_checks::check_minimal_conflict;
use crate::dimacs_files;
use crate::run_gridsat;
use crate::run_gridsat::{fails_in, json_of_in, root};
use crate::tools;
use gridsat::puzzle::Puzzle;
use serde_json::{Value, json};

const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";

/// A fake solver printing `output` (printf format) and exiting with `code`.
fn fake(dir: &tempfile::TempDir, output: &str, code: i32) -> String {
    let script = dir.path().join(format!("fake-{code}.sh"));
    std::fs::write(&script, format!("printf '{output}'\nexit {code}\n")).unwrap();
    format!("cmd:sh {}", script.display())
}

#[test]
fn bad_solvers_are_errors_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    let wrong = fake(&dir, "s SATISFIABLE\\nv 1 2 3 0\\n", 10);
    fails_in(
        &root(),
        &["solve", "--solver", &wrong, MAGNETS],
        "",
        &format!(
            "{MAGNETS}: {}",
            "SAT solver failed: solver sh: its model does not satisfy clause"
        ),
    );
    let unknown = fake(&dir, "s UNKNOWN\\n", 0);
    fails_in(
        &root(),
        &["count", "--solver", &unknown, MAGNETS],
        "",
        &format!(
            "{MAGNETS}: {}",
            "SAT solver failed: solver sh: it answered UNKNOWN"
        ),
    );
    fails_in(
        &root(),
        &["solve", "--solver", "cmd:/no/such/solver", MAGNETS],
        "",
        &format!(
            "{MAGNETS}: {}",
            "SAT solver failed: solver /no/such/solver: cannot run"
        ),
    );
    fails_in(
        &root(),
        &["solve", "--solver", "glucose", MAGNETS],
        "",
        "unknown solver `glucose`",
    );
    // A fake that says UNSATISFIABLE is believed (exit 1), as a real solver would be, but
    // said to be unchecked; --proof checks it (here: refutes it).
    let unsat = fake(&dir, "s UNSATISFIABLE\\n", 20);
    let v = json_of_in(&root(), &["solve", "--solver", &unsat, MAGNETS], "", 1);
    assert_eq!(
        (&v["status"], &v["checked"]),
        (&json!("unsatisfiable"), &json!(false)),
        "{v}"
    );
    let text = run_gridsat::run_in(&root(), &["solve", "--solver", &unsat, MAGNETS], "", 1);
    let unchecked = "\nno solution, says the solver (not checked: `gridsat solve --proof DIR` checks it)\n";
    assert!(text.contains(unchecked), "{text}");
    let proof = dir.path().join("proof").display().to_string();
    fails_in(
        &root(),
        &["solve", "--solver", &unsat, "--proof", &proof, MAGNETS],
        "",
        &format!(
            "{MAGNETS}: {}",
            "SAT solver failed: the solve says there is no solution, but the certificate (checked) says the solution is unique"
        ),
    );
}

/// A solver that answers the puzzle's CNF with a model, then UNSATISFIABLE to every later
/// call: the model is checked, but "no other solution" is its claim, so `solve` says the
/// solution is unique on its word alone, until `--proof` checks it.
#[test]
fn uniqueness_on_a_solvers_word_is_not_checked() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).display().to_string();
    let puzzle = "instances/magnets/tatham-3x3.magnets";
    // First the CNF that solve gives its solver, kept by a solver that answers nothing.
    let keeper = path("keep.sh");
    std::fs::write(
        &keeper,
        format!("cp \"$1\" {}\nprintf 's UNKNOWN\\n'\n", path("cnf")),
    )
    .unwrap();
    let (code, _, _) = run_gridsat::output_in(
        &root(),
        &["solve", "--solver", &format!("cmd:sh {keeper}"), puzzle],
        "",
    );
    assert_eq!(code, 2);
    let model = dimacs_files::varisat_model(&std::fs::read_to_string(path("cnf")).unwrap());
    let replay = path("replay.sh");
    let script = format!(
        "if [ -e {done} ]; then printf 's UNSATISFIABLE\\n'; exit 20; fi\ntouch {done}\nprintf 's SATISFIABLE\\nv {} 0\\n'\nexit 10\n",
        dimacs_files::join(&model),
        done = path("done"),
    );
    std::fs::write(&replay, script).unwrap();
    let solver = format!("cmd:sh {replay}");
    let v = json_of_in(&root(), &["solve", "--solver", &solver, puzzle], "", 0);
    assert_eq!(
        (&v["unique"], &v["checked"]),
        (&json!(true), &json!(false)),
        "{v}"
    );
    std::fs::remove_file(path("done")).unwrap();
    let text = run_gridsat::run_in(&root(), &["solve", "--solver", &solver, puzzle], "", 0);
    let unchecked = "\nsolved: the solution is unique, says the solver (not checked: `gridsat solve --proof DIR` checks it)\n";
    assert!(text.contains(unchecked), "{text}");
    std::fs::remove_file(path("done")).unwrap();
    let proof = path("proof");
    let args = ["solve", "--solver", &solver, "--proof", &proof, puzzle];
    let v = json_of_in(&root(), &args, "", 0);
    assert_eq!((&v["unique"], &v["checked"]), (&json!(true), &json!(true)), "{v}");
    // varisat's own answers are gridsat's: checked.
    let v = json_of_in(&root(), &["solve", puzzle], "", 0);
    assert_eq!(v["checked"], true, "{v}");
}

#[test]
fn how_a_solver_ended_is_said_in_words() {
    let puzzle = "instances/123/generated-6x6.123";
    let no_answer = format!(
        "{puzzle}: SAT solver failed: solver false: it exited with status 1 without printing an answer"
    );
    for command in ["solve", "count", "analyze"] {
        let args = [command, "--solver", "cmd:false", puzzle];
        let (code, stdout, stderr) = run_gridsat::output_in(&root(), &args, "");
        assert_eq!((code, stdout.as_str()), (2, ""), "{command}: {stderr}");
        assert_eq!(stderr, format!("gridsat: {no_answer}\n"), "{command}");
    }
    // The same with a time limit.
    let args = ["solve", "--timeout", "60", "--solver", "cmd:false", puzzle];
    let (_, _, stderr) = run_gridsat::output_in(&root(), &args, "");
    assert_eq!(stderr, format!("gridsat: {no_answer}\n"));
    let dir = tempfile::tempdir().unwrap();
    let killed = dir.path().join("killed.sh");
    std::fs::write(&killed, "kill -9 $$\n").unwrap();
    let solver = format!("cmd:sh {}", killed.display());
    fails_in(
        &root(),
        &["solve", "--solver", &solver, puzzle],
        "",
        &format!(
            "{puzzle}: {}",
            "SAT solver failed: solver sh: it was killed by signal 9 without printing an answer"
        ),
    );
    let disagreeing = fake(&dir, "s UNSATISFIABLE\\n", 10);
    fails_in(
        &root(),
        &["solve", "--solver", &disagreeing, puzzle],
        "",
        &format!(
            "{puzzle}: {}",
            "SAT solver failed: solver sh: it answered UNSATISFIABLE but exited with status 10 ("
        ),
    );
}

/// Every instance of every kind: the files of `instances/NAME/` in the kind's formats.
fn instances() -> Vec<String> {
    let mut files = Vec::new();
    for kind in gridsat::registry::KINDS {
        let dir = root().join("instances").join(kind.name);
        let mut found: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| kind.extensions.iter().any(|ext| e == *ext))
            })
            .map(|p| p.display().to_string())
            .collect();
        found.sort();
        files.extend(found);
    }
    files
}

/// Status and uniqueness verdict, and the solution when it is the only one (with several,
/// solvers may find different ones; they are checked against the answer file instead).
fn verdict(v: &Value) -> (Value, Value, Value) {
    let solution = if v["unique"] == true {
        v["solution"].clone()
    } else {
        Value::Null
    };
    (v["status"].clone(), v["unique"].clone(), solution)
}

fn same_answers_as_varisat(solver: &str) {
    let files = instances();
    assert!(files.len() > 40, "{}", files.len());
    for file in &files {
        // --always-search: the solver, not line logic, decides every puzzle.
        let args = |s: &str| {
            vec![
                "solve".to_string(),
                "--always-search".into(),
                "--solver".into(),
                s.into(),
                file.clone(),
            ]
        };
        let run = |s: &str| {
            let (code, stdout, stderr) = run_gridsat::output_in(
                &root(),
                &args(s)
                    .iter()
                    .map(String::as_str)
                    .chain(["--format", "json"])
                    .collect::<Vec<_>>(),
                "",
            );
            assert!(code == 0 || code == 1, "{file} {s}: {stderr}");
            serde_json::from_str::<Value>(&stdout).unwrap()
        };
        let ours = run("varisat");
        let theirs = run(solver);
        let count = |s: &str| {
            let args = ["count", "--limit", "10", "--solver", s, "--format", "json", file];
            let (code, stdout, stderr) = run_gridsat::output_in(&root(), &args, "");
            assert!(code == 0 || code == 1, "{file} {s}: {stderr}");
            let v: Value = serde_json::from_str(&stdout).unwrap();
            (v["count"].clone(), v["complete"].clone())
        };
        assert_eq!(count(solver), count("varisat"), "{file}: {solver}'s count");
        assert_eq!(
            verdict(&theirs),
            verdict(&ours),
            "{file}: {solver} against varisat"
        );
        if theirs["unique"] == false {
            let answers = read_answers(&std::path::Path::new(file).with_extension("answer"));
            for key in ["solution", "other_solution"] {
                assert!(
                    answers.contains(&json_rows(&theirs[key])),
                    "{file}: {solver}'s {key}"
                );
            }
        }
    }
}

/// `analyze --solver`: the same solution count and forced cells as varisat on every
/// instance; on Janko 6x6 with one count changed, a minimal conflict.
fn same_analysis_as_varisat(solver: &str) {
    let analyse = |s: &str, file: &str, stdin: &str, code: i32| {
        json_of_in(&root(), &["analyze", "--solver", s, file], stdin, code)
    };
    for file in instances() {
        let args = ["analyze", "--format", "json", &file];
        let (code, stdout, stderr) = run_gridsat::output_in(&root(), &args, "");
        assert!(code == 0 || code == 1, "{file}: {stderr}");
        let ours: Value = serde_json::from_str(&stdout).unwrap();
        let theirs = analyse(solver, &file, "", code);
        for key in ["solutions", "cells", "forced_cells"] {
            assert_eq!(theirs[key], ours[key], "{file}: {solver}'s {key}");
        }
    }
    let changed = std::fs::read_to_string(root().join(MAGNETS)).unwrap().replacen(
        "rows+ 3 2 3 1 3 2",
        "rows+ 3 2 3 1 3 3",
        1,
    );
    let v = analyse(solver, "-", &changed, 1);
    let names = json_rows(&v["conflict"]["clues"]);
    let puzzle =
        gridsat::puzzles::magnets::Magnets::parse(&gridsat::source::Source::inline("changed", changed))
            .unwrap();
    check_minimal_conflict(&puzzle, &names, solver);
}

/// `generate --solver`: a small puzzle of every kind, made with `solver`, that varisat
/// finds unique (and stripped where the kind strips).
fn generates_unique_puzzles_with(solver: &str) {
    let dir = tempfile::tempdir().unwrap();
    for kind in gridsat::registry::KINDS.iter().map(|k| k.name) {
        let out = dir.path().join(kind);
        let out = out.display().to_string();
        let args = [
            "generate", kind, "--size", "5x5", "--seed", "3", "--solver", solver, "--out", &out,
        ];
        let printed = run_gridsat::run_in(&root(), &args, "", 0);
        let file = printed.lines().next().unwrap_or_default().to_string();
        let v = json_of_in(&root(), &["solve", &file], "", 0);
        assert_eq!(v["unique"], true, "{kind} made with {solver}: {v}");
    }
}

#[test]
fn cadical_agrees_with_varisat_on_every_instance() {
    if !tools::available("cadical", "apt-get install cadical") {
        return;
    }
    same_answers_as_varisat("cadical");
    same_analysis_as_varisat("cadical");
    generates_unique_puzzles_with("cadical");
}

#[cfg(feature = "cadical")]
#[test]
fn embedded_cadical_agrees_with_varisat_on_every_instance() {
    same_answers_as_varisat("cadical-embedded");
    same_analysis_as_varisat("cadical-embedded");
    generates_unique_puzzles_with("cadical-embedded");
}

#[cfg(not(feature = "cadical"))]
#[test]
fn embedded_cadical_without_the_feature_says_how_to_get_it() {
    fails_in(
        &root(),
        &["solve", "--solver", "cadical-embedded", MAGNETS],
        "",
        &format!(
            "{MAGNETS}: {}",
            "this gridsat was built without the embedded CaDiCaL: rebuild with `--features cadical`"
        ),
    );
}

#[test]
fn minisat_agrees_with_varisat_on_every_instance() {
    if !tools::available("minisat", "apt-get install minisat") {
        return;
    }
    same_answers_as_varisat("minisat");
    same_analysis_as_varisat("minisat");
    generates_unique_puzzles_with("minisat");
}

#[test]
fn picosat_agrees_with_varisat_on_every_instance() {
    if !tools::available("picosat", "apt-get install picosat") {
        return;
    }
    same_answers_as_varisat("picosat");
    same_analysis_as_varisat("picosat");
    generates_unique_puzzles_with("picosat");
}

#[test]
fn cryptominisat_agrees_with_varisat_on_every_instance() {
    if !tools::available("cryptominisat5", "apt-get install cryptominisat") {
        return;
    }
    same_answers_as_varisat("cryptominisat");
    same_analysis_as_varisat("cryptominisat");
    generates_unique_puzzles_with("cryptominisat");
}
