//! `--solver`: another SAT solver behind solve and count. A fake solver (a shell script with
//! a fixed answer) shows that a wrong model, UNKNOWN or a missing program is an error naming
//! the solver (exit 2), never a printed grid. The tests of the real solvers (each skipped
//! when its program is not installed; `.ci/run` installs them) check that CaDiCaL, MiniSat,
//! PicoSat and CryptoMiniSat give every instance in `instances/` the status, uniqueness
//! verdict, solutions and solution count of its answer file (which the conformance suite
//! checks against varisat), that `analyze` on them finds the forced cells the answers give
//! (and, for a puzzle without solution, a minimal conflict,
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

/// Every solution of an instance, from its answer file (the conformance suite checks them
/// against varisat, so a solver that agrees with them agrees with varisat).
fn answers_of(file: &str) -> Vec<Vec<String>> {
    read_answers(&std::path::Path::new(file).with_extension("answer"))
}

/// `analyze`'s `cells` for those solutions: each cell's symbol where every solution has
/// it, `?` where they differ.
fn forced(answers: &[Vec<String>]) -> Vec<String> {
    let first = &answers[0];
    (0..first.len())
        .map(|row| {
            let symbols: Vec<Vec<char>> = answers.iter().map(|a| a[row].chars().collect()).collect();
            (0..symbols[0].len())
                .map(|col| {
                    let c = symbols[0][col];
                    if symbols.iter().all(|s| s[col] == c) {
                        c
                    } else {
                        '?'
                    }
                })
                .collect()
        })
        .collect()
}

/// `solve` and `count --limit 10` with `solver` on every instance: the status, the
/// uniqueness verdict, solutions from the answer file (the only one when it is unique, two
/// different ones when not) and the count its solutions give.
fn same_answers_as_the_answer_files(solver: &str) {
    let files = instances();
    assert!(files.len() > 40, "{}", files.len());
    for file in &files {
        let answers = answers_of(file);
        // --always-search: the solver, not line logic, decides every puzzle.
        let args = [
            "solve",
            "--always-search",
            "--solver",
            solver,
            "--format",
            "json",
            file,
        ];
        let (code, stdout, stderr) = run_gridsat::output_in(&root(), &args, "");
        assert!(code == 0 || code == 1, "{file} {solver}: {stderr}");
        let v: Value = serde_json::from_str(&stdout).unwrap();
        if answers.is_empty() {
            assert_eq!(v["status"], "unsatisfiable", "{file}: {solver}: {v}");
        } else {
            assert_eq!(v["status"], "solved", "{file}: {solver}: {v}");
            assert_eq!(v["unique"], answers.len() == 1, "{file}: {solver}'s verdict");
            assert!(
                answers.contains(&json_rows(&v["solution"])),
                "{file}: {solver}'s solution"
            );
            if answers.len() > 1 {
                let other = json_rows(&v["other_solution"]);
                assert!(answers.contains(&other), "{file}: {solver}'s other solution");
                assert_ne!(other, json_rows(&v["solution"]), "{file}: {solver}");
            }
        }
        let args = [
            "count", "--limit", "10", "--solver", solver, "--format", "json", file,
        ];
        let (code, stdout, stderr) = run_gridsat::output_in(&root(), &args, "");
        assert!(code == 0 || code == 1, "{file} {solver}: {stderr}");
        let v: Value = serde_json::from_str(&stdout).unwrap();
        let expected = (json!(answers.len().min(10)), json!(answers.len() <= 10));
        assert_eq!(
            (v["count"].clone(), v["complete"].clone()),
            expected,
            "{file}: {solver}'s count"
        );
    }
}

/// `analyze --solver`: the solution count and forced cells the answer file gives, on every
/// instance; on Janko 6x6 with one count changed, a minimal conflict.
fn same_analysis_as_the_answer_files(solver: &str) {
    let analyse = |file: &str, stdin: &str, code: i32| {
        json_of_in(&root(), &["analyze", "--solver", solver, file], stdin, code)
    };
    for file in instances() {
        let answers = answers_of(&file);
        let (solutions, code) = match answers.len() {
            0 => ("none", 1),
            1 => ("one", 0),
            _ => ("several", 1),
        };
        let v = analyse(&file, "", code);
        assert_eq!(v["solutions"], solutions, "{file}: {solver}");
        if !answers.is_empty() {
            let cells = forced(&answers);
            let open = cells.iter().map(|row| row.matches('?').count()).sum::<usize>();
            let total = cells.iter().map(|row| row.chars().count()).sum::<usize>();
            assert_eq!(json_rows(&v["cells"]), cells, "{file}: {solver}'s forced cells");
            assert_eq!(v["forced_cells"], total - open, "{file}: {solver}");
        }
    }
    let changed = std::fs::read_to_string(root().join(MAGNETS)).unwrap().replacen(
        "rows+ 3 2 3 1 3 2",
        "rows+ 3 2 3 1 3 3",
        1,
    );
    let v = analyse("-", &changed, 1);
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
fn cadical_gives_every_instance_its_answers() {
    if !tools::available("cadical", "apt-get install cadical") {
        return;
    }
    same_answers_as_the_answer_files("cadical");
    same_analysis_as_the_answer_files("cadical");
    generates_unique_puzzles_with("cadical");
}

#[cfg(feature = "cadical")]
#[test]
fn embedded_cadical_gives_every_instance_its_answers() {
    same_answers_as_the_answer_files("cadical-embedded");
    same_analysis_as_the_answer_files("cadical-embedded");
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
fn minisat_gives_every_instance_its_answers() {
    if !tools::available("minisat", "apt-get install minisat") {
        return;
    }
    same_answers_as_the_answer_files("minisat");
    same_analysis_as_the_answer_files("minisat");
    generates_unique_puzzles_with("minisat");
}

#[test]
fn picosat_gives_every_instance_its_answers() {
    if !tools::available("picosat", "apt-get install picosat") {
        return;
    }
    same_answers_as_the_answer_files("picosat");
    same_analysis_as_the_answer_files("picosat");
    generates_unique_puzzles_with("picosat");
}

#[test]
fn cryptominisat_gives_every_instance_its_answers() {
    if !tools::available("cryptominisat5", "apt-get install cryptominisat") {
        return;
    }
    same_answers_as_the_answer_files("cryptominisat");
    same_analysis_as_the_answer_files("cryptominisat");
    generates_unique_puzzles_with("cryptominisat");
}
