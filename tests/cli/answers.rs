//! Answer files on the command line: `verify` reports each grid of a file (the conformance
//! suite verifies every `.answer` file of `instances/` through the library, as the tests'
//! own reader reads it); `draw --solution` draws any of its solutions (`--index`); `verify`
//! says which grids of a file are invalid or incomplete; and an answer file named where a
//! puzzle belongs is skipped in a batch of `solve` and refused alone.

use crate::answer_files::read_answers;
use crate::run_gridsat::{fails_in, output_in, root, run_in};
use std::path::{Path, PathBuf};

fn relative(path: &Path) -> String {
    path.strip_prefix(root()).unwrap().display().to_string()
}

/// Runs `gridsat ARGS` from the package root with the exit code `code`; its stdout.
fn run(args: &[&str], code: i32) -> String {
    run_in(&root(), args, "", code)
}

/// Regression: `verify` refused the answer files of several solutions ("the solution has
/// 6 rows, expected 3"). Now each grid is checked and reported, with the line of its first
/// row. (The conformance suite verifies every answer file of `instances/` through the
/// library.)
#[test]
fn verify_reports_every_grid_of_an_answer_file() {
    let (puzzle, answer) = (
        "instances/magnets/janko-6x6.magnets",
        "instances/magnets/janko-6x6.answer",
    );
    assert_eq!(
        run(&["verify", puzzle, answer], 0),
        format!("{answer}: valid solution of {puzzle}\n")
    );
    let (puzzle, answer) = (
        "instances/magnets/janko-8x8-two-solutions.magnets",
        "instances/magnets/janko-8x8-two-solutions.answer",
    );
    assert_eq!(
        run(&["verify", puzzle, answer], 0),
        format!(
            "{answer}: all 2 solutions are valid solutions of {puzzle}\n  solution 1 (line 2): valid\n  solution 2 (line 11): valid\n"
        )
    );
}

/// Writes `grids` (each a list of rows) as an answer file in `dir`; its path.
fn answer_file(dir: &Path, name: &str, grids: &[Vec<String>]) -> String {
    let text: Vec<String> = grids.iter().map(|rows| rows.join("\n") + "\n").collect();
    let path = dir.join(name);
    std::fs::write(&path, format!("# {name}\n{}", text.join("\n"))).unwrap();
    path.display().to_string()
}

/// Regression: `draw --solution` refused an answer file of several solutions. It draws the
/// first (saying so), or the one `--index` names, exactly as a file of that one alone.
#[test]
fn draw_any_solution_of_an_answer_file() {
    let dir = tempfile::tempdir().unwrap();
    for (puzzle, answer) in [
        (
            "instances/hanjie/seed-example2.non",
            "instances/hanjie/seed-example2.answer",
        ),
        (
            "instances/magnets/janko-8x8-two-solutions.magnets",
            "instances/magnets/janko-8x8-two-solutions.answer",
        ),
    ] {
        let grids = read_answers(&root().join(answer));
        assert_eq!(grids.len(), 2, "{answer}");
        let alone = |i: usize| {
            let file = answer_file(dir.path(), &format!("alone-{i}.answer"), &grids[i..=i]);
            run(&["draw", puzzle, "--solution", &file], 0)
        };
        let (code, first, stderr) = output_in(&root(), &["draw", puzzle, "--solution", answer], "");
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(first, alone(0), "{answer}");
        assert_eq!(
            stderr,
            format!("gridsat: {answer} lists 2 solutions; drawing the first (--index N draws another)\n")
        );
        let second = run(&["draw", puzzle, "--solution", answer, "--index", "2"], 0);
        assert_eq!(second, alone(1), "{answer}");
        assert_ne!(first, second);
        fails_in(
            &root(),
            &["draw", puzzle, "--solution", answer, "--index", "3"],
            "",
            &format!("--index 3: {answer} lists 2 solutions"),
        );
    }
    // A partly filled grid cannot be drawn; --index needs --solution and is at least 1.
    let puzzle = "instances/123/cspuz-4x4.123";
    let partial = answer_file(
        dir.path(),
        "partial.answer",
        &[rows(&["2212", "1.32", "2313", "2133"])],
    );
    fails_in(
        &root(),
        &["draw", puzzle, "--solution", &partial],
        "",
        &format!("{partial}:2: solution 1 has 1 cell not filled in: a picture needs a complete grid"),
    );
    for args in [
        &["draw", puzzle, "--index", "1"][..],
        &["draw", puzzle, "--solution", &partial, "--index", "0"],
    ] {
        let (code, stdout, _) = output_in(&root(), args, "");
        assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}");
    }
}

fn rows(rows: &[&str]) -> Vec<String> {
    rows.iter().map(|r| r.to_string()).collect()
}

/// Of several grids, `verify` names those that are not valid solutions, and why.
#[test]
fn verify_names_the_grids_that_are_not_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = "instances/123/several-6x6.123";
    let mut grids = read_answers(&root().join("instances/123/several-6x6.answer"));
    grids.truncate(3);
    grids[1][0] = "332331".to_string(); // r1c6 is a given 3
    grids[2][5] = "12..32".to_string();
    let file = answer_file(dir.path(), "mixed.answer", &grids);
    let text = run(&["verify", puzzle, &file], 1);
    let expected = format!(
        "{file}: 2 of 3 solutions are NOT valid solutions of {puzzle} (not valid: 2, 3):\n\
         \x20 solution 1 (line 2): valid\n\
         \x20 solution 2 (line 9): INVALID:\n\
         \x20   - r1c6 is given as 3 but holds 1\n\
         \x20   - the group of 3s at r1c4 r1c5 has 2 cells, not 3\n\
         \x20   - the group of 1s at r1c6 r2c6 has 2 cells, not 1\n\
         \x20 solution 3 (line 16): INCOMPLETE: 2 of 36 cells not filled in; no rule broken so far\n"
    );
    assert_eq!(text, expected);
}

/// Regression: a partly filled grid was refused (`.` is not a cell). Now `verify` says it
/// is incomplete, how many cells are not filled in, and which rules the filled cells
/// already break (exit 1); `?` marks such a cell in every kind, `.` too in 123 and Yin Yang.
#[test]
fn verify_reports_partly_filled_grids() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&str, &[&str], &str); 5] = [
        (
            "instances/magnets/tatham-3x3.magnets",
            &["+-?", "-x?", "+-?"],
            "3 of 9 cells not filled in; no rule broken so far\n",
        ),
        (
            "instances/magnets/tatham-3x3.magnets",
            &["+-+", "+??", "???"],
            "5 of 9 cells not filled in; the filled cells already break:\n  \
             - r1c1 and r2c1 are both +: equal poles may not touch\n  \
             - row 1 has 2 + poles, the clue says 1\n  \
             - row 2 has 1 + poles, the clue says 0\n  \
             - row 3 has 0 + poles and room for at most 1 more, the clue says 2\n",
        ),
        (
            "instances/hanjie/seed-example3.non",
            &[
                "??????????",
                "??????????",
                "#.#???????",
                "??????????",
                "??????????",
            ],
            "47 of 50 cells not filled in; the filled cells already break:\n  \
             - row 3 is #.#???????: no filling of its ? cells gives the runs 7\n",
        ),
        (
            "instances/123/cspuz-4x4.123",
            &["2?12", "1.32", "2313", "21.3"],
            "3 of 16 cells not filled in; no rule broken so far\n",
        ),
        (
            "instances/yinyang/cspuz-rs-test-6x6.yinyang",
            &["BB?WWW", "B.WWBB", "BB.WWB", "BWBBWB", "WWWWWB", "BBBBBB"],
            "3 of 36 cells not filled in; the filled cells already break:\n  \
             - the black cells fall into 2 parts that white cells cut apart, so they cannot be connected: at r1c1, r2c5\n",
        ),
    ];
    for (i, (puzzle, grid, tail)) in cases.iter().enumerate() {
        let file = answer_file(dir.path(), &format!("partial-{i}.answer"), &[rows(grid)]);
        let text = run(&["verify", puzzle, &file], 1);
        assert_eq!(text, format!("{file}: INCOMPLETE solution of {puzzle}: {tail}"));
    }
}

/// Regression: `solve instances/*/*` failed on each answer file with the long message of an
/// unknown kind, exit 2. In a batch an answer file is skipped with one short line (and a
/// `skipped` JSON object), and the batch's exit code is that of its puzzles.
#[test]
fn answer_files_are_skipped_in_a_batch() {
    let folder = root().join("instances/magnets");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let names: Vec<String> = files.iter().map(|p| relative(p)).collect();
    let answers: Vec<&String> = names.iter().filter(|n| n.ends_with(".answer")).collect();
    let puzzles = names.len() - answers.len();
    assert!(!answers.is_empty() && puzzles > 0);
    let args: Vec<&str> = ["solve", "--jobs", "2"]
        .into_iter()
        .chain(names.iter().map(String::as_str))
        .collect();
    let (code, _, stderr) = output_in(&root(), &args, "");
    assert_eq!(code, 0, "{stderr}");
    let mut expected: Vec<String> = answers
        .iter()
        .map(|a| format!("gridsat: {a}: an answer file, not a puzzle; skipped"))
        .collect();
    let summary = stderr.lines().last().unwrap();
    assert!(
        summary.starts_with(&format!("{} inputs: {puzzles} solved", names.len()))
            && summary.contains(&format!(", {} skipped (", answers.len())),
        "{summary}"
    );
    expected.push(summary.to_string());
    assert_eq!(stderr.lines().collect::<Vec<_>>(), expected);

    let args = [&args[..], &["--format", "json"]].concat();
    let (code, stdout, _) = output_in(&root(), &args, "");
    assert_eq!(code, 0);
    let objects: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(objects.len(), names.len());
    for (object, name) in objects.iter().zip(&names) {
        assert_eq!(object["input"], name.as_str());
        if name.ends_with(".answer") {
            let skipped = serde_json::json!({"input": name, "status": "skipped", "reason": "an answer file, not a puzzle"});
            assert_eq!(object, &skipped);
        } else {
            assert_eq!(object["status"], "solved", "{object}");
        }
    }
    // Nothing but answer files: nothing solved is an error.
    let args: Vec<&str> = ["solve"]
        .into_iter()
        .chain(answers.iter().map(|a| a.as_str()))
        .collect();
    let (code, stdout, stderr) = output_in(&root(), &args, "");
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(
        stderr.ends_with("gridsat: none of the inputs is a puzzle: nothing solved\n"),
        "{stderr}"
    );
}

/// An answer file given alone where a puzzle belongs is refused, in one short line (exit 2).
#[test]
fn an_answer_file_alone_is_refused_as_a_puzzle() {
    let answer = "instances/hanjie/seed-example2.answer";
    let message = format!(
        "{answer}: an answer file, not a puzzle: name its puzzle instead, and check this answer against it with verify"
    );
    let commands: [&[&str]; 7] = [
        &["solve", answer],
        &["count", answer],
        &["analyze", answer],
        &["dimacs", answer],
        &["decode", answer, answer],
        &["draw", answer],
        &["verify", answer, answer],
    ];
    for args in commands {
        fails_in(&root(), args, "", &message);
    }
    // The old name of the files `generate --out` wrote is an answer file too.
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("old.solution");
    std::fs::write(&old, "..#\n...\n#..\n").unwrap();
    let old = old.display().to_string();
    fails_in(
        &root(),
        &["solve", &old],
        "",
        &format!("{old}: an answer file, not a puzzle"),
    );
}

/// Regression (issue 25): the answer of a one-row puzzle, `12233322`, was read as a JSON
/// number and refused ("JSON without a solution array"), by `verify` and `draw --solution`
/// alike. A grid of digits is a grid; a one-row Magnets or Hanjie answer too.
#[test]
fn one_row_answers_are_grids_not_json() {
    let dir = tempfile::tempdir().unwrap();
    for (kind, size) in [("123", "8x1"), ("hanjie", "8x1"), ("123", "1x1")] {
        let puzzle = run_in(
            dir.path(),
            &["generate", kind, "--size", size, "--seed", "3"],
            "",
            0,
        );
        let file = dir.path().join(format!("row-{kind}-{size}.puzzle"));
        std::fs::write(&file, &puzzle).unwrap();
        let path = file.display().to_string();
        let json = crate::run_gridsat::json_of_in(dir.path(), &["solve", "--kind", kind, &path], "", 0);
        let row = json["solution"][0].as_str().unwrap();
        let answer = dir.path().join(format!("row-{kind}-{size}.answer"));
        std::fs::write(&answer, format!("{row}\n")).unwrap(); // the row alone, as a user writes it
        let answer = answer.display().to_string();
        let said = run_in(dir.path(), &["verify", "--kind", kind, &path, &answer], "", 0);
        assert!(said.contains(": valid solution of"), "{kind} {size}: {said}");
        let svg = run_in(
            dir.path(),
            &["draw", "--kind", kind, &path, "--solution", &answer],
            "",
            0,
        );
        assert!(
            svg.starts_with("<svg") || svg.starts_with("<?xml"),
            "{kind} {size}: {svg}"
        );
    }
}
