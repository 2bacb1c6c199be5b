//! End-to-end tests of how the `gridsat` binary rejects bad input: every error class exits 2
//! with one message on stderr naming the file (and the line, and the column where it helps).
//! The bad files are in `tests/data/cli`; the commands run there, so the names are short.

use std::path::{Path, PathBuf};

use crate::run_gridsat::{fails_in, root, status_output_in};

fn tatham_3x3() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/magnets");
    dir.join("tatham-3x3.magnets").display().to_string()
}

fn fixture_dir() -> PathBuf {
    root().join("tests/data/cli")
}

/// Runs `gridsat ARGS` in the fixture directory with `stdin`: the exit code, stdout, stderr.
fn run(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    status_output_in(&fixture_dir(), args, stdin)
}

/// Exit 2, nothing on stdout, and one line on stderr that starts with `gridsat: MESSAGE`.
fn fails_with_stdin(args: &[&str], stdin: &str, message: &str) {
    fails_in(&fixture_dir(), args, stdin, message);
}

fn fails(args: &[&str], message: &str) {
    fails_with_stdin(args, "", message);
}

/// The file an error message starts with.
fn file_of(message: &str) -> &str {
    message.split(':').next().unwrap()
}

#[test]
fn bad_puzzle_files_name_file_line_and_column() {
    let messages = [
        "undetectable.txt:1: cannot tell which kind of puzzle this is (gridsat reads magnets, ",
        "empty.magnets: the input is empty",
        "missing.magnets: no such file",
        "count-number.magnets:2: `cols+` has 2 counts, expected 3",
        "count-nan.magnets:2:9: expected a count (a number, or ? for unknown), found `a`",
        "count-missing.magnets:5: missing the `rows-` count line",
        "layout-unpaired.magnets:6:1: `L` at r1c1 needs `R` at r1c2, found `T`",
        "layout-right-edge.magnets:6:3: `L` at r1c3: its domino leaves the grid",
        "layout-bottom-edge.magnets:8:1: `T` at r3c1: its domino leaves the grid",
        "layout-letter.magnets:7:2: `?` is not a layout letter: expected L, R, T, B or *",
        "layout-truncated.magnets:7: the layout has 2 rows, expected 3",
        "extra-line.magnets:9: unexpected line after the 3 layout rows",
    ];
    for message in messages {
        fails(&["solve", file_of(message)], message);
    }
    let unknown_kind = "unknown puzzle kind `nope`: expected one of magnets";
    fails(&["solve", "--kind", "nope", "unsat.magnets"], unknown_kind);
}

#[test]
fn bad_tatham_ids() {
    let cases = [
        (
            "3x3:201,102,120,11,LRTT*BBLR",
            "the row - counts field `11` has 2 characters, expected 3",
        ),
        (
            "3x3:201,1%2,120,111,LRTT*BBLR",
            "`%` in the row + counts: expected 0-9, a-z, A-Z or .",
        ),
        (
            "3x3:201,102,120,111,LRTT*BBL",
            "the layout has 8 letters, expected 9 (3x3)",
        ),
        (
            "3x3:201,102,120,111,LRTTQBBLR",
            "`Q` in the layout: expected L, R, T, B or *",
        ),
        (
            "3x3:201,102,120,111,LRTLRTLRT",
            "`T` at r1c3 needs `B` at r2c3, found `T`",
        ),
    ];
    for (id, message) in cases {
        fails(&["solve", id], &format!("<argument>:1: {message}"));
    }
    fails(
        &["solve", "3x3:201,102"],
        "<argument>:1: a Magnets game ID `WxH:…` has 5 comma-separated fields (the column +, row +, column - and row - counts, then the layout), found 2",
    );
    let two_lines = "3x3:201,102,120,111,LRTT*BBLR\nmore\n";
    fails_with_stdin(
        &["solve", "-"],
        two_lines,
        "<stdin>:2: unexpected text after the game ID",
    );
}

#[test]
fn every_command_reports_a_bad_puzzle() {
    let message = "count-nan.magnets:2:9: expected a count";
    for command in ["solve", "count", "dimacs"] {
        fails(&[command, "count-nan.magnets"], message);
    }
    fails(&["decode", "count-nan.magnets", "model-unsat.out"], message);
    fails(&["verify", "count-nan.magnets", "solution-wide.txt"], message);
    let missing = "<stdin>:1: missing the `cols+` count line";
    fails_with_stdin(&["count", "-"], "magnets 3x3\n", missing);
}

#[test]
fn json_mode_reports_errors_in_order() {
    let (code, stdout, _) = run(
        &[
            "solve",
            "--format",
            "json",
            &tatham_3x3(),
            "layout-letter.magnets",
        ],
        "",
    );
    assert_eq!(code, Some(2));
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!((lines.len(), &lines[0]["status"]), (2, &"solved".into()));
    assert_eq!(
        (&lines[1]["input"], &lines[1]["status"]),
        (&"layout-letter.magnets".into(), &"error".into())
    );
    let error = lines[1]["error"].as_str().unwrap();
    assert!(error.starts_with("layout-letter.magnets:7:2: `?`"), "{error}");
}

#[test]
fn bad_model_files() {
    let messages = [
        "model-nan.out:2:7: expected a literal (a nonzero integer) or 0, found `x`",
        "model-beyond.out: literal 500 names a variable beyond the CNF's",
        "empty.magnets: the input is empty: expected `s SATISFIABLE`",
        "missing.out: no such file",
    ];
    for message in messages {
        fails(&["decode", &tatham_3x3(), file_of(message)], message);
    }
    // A solver's failure is about the puzzle decoded: its name comes first.
    let unknown = format!(
        "{}: SAT solver failed: model-unknown.out: the solver answered UNKNOWN",
        tatham_3x3()
    );
    fails(&["decode", &tatham_3x3(), "model-unknown.out"], &unknown);
}

#[test]
fn malformed_solution_files() {
    let messages = [
        "solution-short.txt: the solution has 2 rows, expected 3",
        "solution-wide.txt:2: row has 4 cells, expected 3",
        "solution-symbol.txt:2:2: `@` is not a cell: expected +, - or x",
        "missing.txt: no such file",
    ];
    for message in messages {
        fails(&["verify", &tatham_3x3(), file_of(message)], message);
    }
}

#[test]
fn unwritable_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("no/such/dir/x.cnf").display().to_string();
    fails(
        &["dimacs", &tatham_3x3(), "-o", &cnf],
        &format!("{cnf}: cannot write it: its directory does not exist"),
    );
    let file = dir.path().join("a-file").display().to_string();
    std::fs::write(&file, "").unwrap();
    let args = [
        "generate", "magnets", "--size", "4x4", "--seed", "1", "--out", &file,
    ];
    let expected =
        format!("--out {file}: is a file, and --out names the directory to write the puzzles into");
    fails(&args, &expected);
}

#[test]
fn bad_generate_options() {
    let generate = |extra: &[&str], message: &str| {
        fails(
            &[&["generate", "magnets", "--seed", "1"][..], extra].concat(),
            message,
        );
    };
    generate(
        &["--size", "1x1"],
        "a Magnets grid needs at least 2 cells, 1x1 has 1",
    );
    generate(
        &["--size", "4x4", "--strip", "--allow-multiple"],
        "--strip needs unique puzzles",
    );
    fails(
        &["generate", "nope", "--size", "4x4"],
        "unknown puzzle kind `nope`",
    );
    for size in ["0x3", "6", "6x", "axb"] {
        let (code, _, stderr) = run(&["generate", "magnets", "--size", size], "");
        let expected = format!("error: invalid value '{size}' for '--size <SIZE>'");
        assert!(code == Some(2) && stderr.starts_with(&expected), "{stderr}");
    }
}

#[test]
fn generate_huge_size_is_an_error() {
    let (code, _, stderr) = run(&["generate", "magnets", "--size", "4294967296x4294967296"], "");
    assert!(
        code == Some(2) && !stderr.contains("panicked"),
        "{code:?} {stderr}"
    );
}

#[test]
fn usage_errors_exit_2() {
    let cases: [&[&str]; 6] = [
        &[],
        &["frobnicate"],
        &["solve"],
        &["solve", "--frob", "x.magnets"],
        &["solve", "--format", "yaml", "x.magnets"],
        &["count", "--limit", "many", "x.magnets"],
    ];
    for args in cases {
        let (code, stdout, stderr) = run(args, "");
        let clap = stderr.starts_with("error: ") || stderr.contains("Usage: gridsat <COMMAND>");
        assert!(code == Some(2) && clap && stdout.is_empty(), "{args:?}: {stderr}");
    }
}

#[test]
fn column_of_an_indented_line() {
    // Line 7 is `    T?B`: the `?` is in column 6, reported as column 2.
    let message = "layout-letter-indented.magnets:7:6: `?` is not a layout letter";
    fails(&["solve", file_of(message)], message);
}

#[test]
fn column_after_a_non_ascii_space() {
    // Line 2 is `cols+<U+00A0>2 a 1`: the `a` is character 9, reported as column 10.
    let message = "count-nan-nbsp.magnets:2:9: expected a count";
    fails(&["solve", file_of(message)], message);
}
