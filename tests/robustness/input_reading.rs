//! How every command reads its inputs, whatever saved them: a UTF-8 byte-order mark (Windows
//! editors write one) in puzzle, solution and answer files and on standard input, with the
//! columns of line 1 still right; and the same fault said in the same words wherever it
//! happens: text that is not UTF-8, a missing file, an input of comments only.

use crate::dimacs_files::{competition_answer, varisat_model};
use crate::run_gridsat::{gridsat, root};
use serde_json::Value;
use std::path::{Path, PathBuf};

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Runs `gridsat ARGS` from the package root with `stdin`: exit code, stdout, stderr.
fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let out = gridsat()
        .current_dir(root())
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code().unwrap(), text(out.stdout), text(out.stderr))
}

/// The first line of stderr of a run that must fail with exit 2 and print nothing.
fn error_of(args: &[&str], stdin: &[u8]) -> String {
    let (code, stdout, stderr) = run(args, stdin);
    assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}: {stderr}");
    stderr.lines().next().unwrap_or_default().to_string()
}

/// `bytes` with a byte-order mark in front, written to `dir/name`.
fn with_bom(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, [BOM, bytes].concat()).unwrap();
    path
}

/// The status and solution of `solve --format json` on `input` (with `stdin`).
fn solved(input: &str, stdin: &[u8]) -> (Value, Value) {
    let (code, stdout, stderr) = run(&["solve", "--format", "json", input], stdin);
    assert_eq!(code, 0, "{input}: {stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    (v["status"].clone(), v["solution"].clone())
}

/// One puzzle file of every format of every kind (the first instance of each extension in
/// `instances/NAME/`, and the first that holds a URL), and a Simon Tatham ID kept in a file.
fn puzzles() -> Vec<String> {
    let mut all = vec!["tests/data/cli/tatham-3x3.dat".to_string()];
    for kind in gridsat::registry::KINDS {
        let folder = Path::new("instances").join(kind.name);
        let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(&folder))
            .unwrap()
            .map(|e| folder.join(e.unwrap().file_name()))
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| kind.extensions.iter().any(|x| e == *x))
            })
            .collect();
        files.sort();
        let url = |p: &PathBuf| {
            let text = std::fs::read_to_string(root().join(p)).unwrap();
            text.lines().any(|l| l.trim().starts_with("http"))
        };
        for extension in kind.extensions {
            let of = |p: &&PathBuf| p.extension().is_some_and(|e| e == *extension);
            all.extend(
                files
                    .iter()
                    .filter(of)
                    .find(|p| !url(p))
                    .cloned()
                    .map(|p| p.display().to_string()),
            );
        }
        all.extend(files.iter().find(|p| url(p)).map(|p| p.display().to_string()));
    }
    all
}

#[test]
fn a_byte_order_mark_is_read_past_in_every_format_by_extension_content_and_stdin() {
    let dir = tempfile::tempdir().unwrap();
    for puzzle in puzzles() {
        let puzzle = puzzle.as_str();
        let bytes = std::fs::read(root().join(puzzle)).unwrap();
        let expected = solved(puzzle, b"");
        let name = Path::new(puzzle).file_name().unwrap().to_str().unwrap();
        let by_extension = with_bom(dir.path(), name, &bytes);
        let by_content = with_bom(dir.path(), &format!("{name}.txt"), &bytes);
        for path in [by_extension, by_content] {
            assert_eq!(
                solved(path.to_str().unwrap(), b""),
                expected,
                "{}",
                path.display()
            );
        }
        assert_eq!(
            solved("-", &[BOM, &bytes].concat()),
            expected,
            "{puzzle} on stdin"
        );
    }
}

#[test]
fn every_command_reads_a_puzzle_with_a_byte_order_mark() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read(root().join("instances/magnets/tatham-3x3.magnets")).unwrap();
    let path = with_bom(dir.path(), "p.magnets", &text);
    let path = path.to_str().unwrap();
    for args in [
        vec!["count", path],
        vec!["analyze", path],
        vec!["dimacs", path],
        vec!["draw", path],
    ] {
        let (code, _, stderr) = run(&args, b"");
        assert_eq!(code, 0, "{args:?}: {stderr}");
    }
}

#[test]
fn columns_on_line_one_count_from_after_the_byte_order_mark() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("p.123", "123 4x4 x\n", "p.123:1:9: unexpected `x` after the size"),
        (
            "p.yinyang",
            "yinyang 2x1\nB!\n",
            "p.yinyang:2:2: `!` is not a cell",
        ),
        (
            "p.txt",
            "4x4:2/1/2/x/1.1/2/1/1\n",
            "p.txt:1:11: expected a run length",
        ),
    ];
    for (name, text, message) in cases {
        let path = with_bom(dir.path(), name, text.as_bytes());
        let error = error_of(&["solve", path.to_str().unwrap()], b"");
        let expected = format!("gridsat: {}/{message}", dir.path().display());
        assert!(error.starts_with(&expected), "{error}\nexpected {expected}");
    }
}

#[test]
fn solution_and_answer_files_with_a_byte_order_mark_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = "instances/magnets/tatham-3x3.magnets";
    let (_, rows) = solved(puzzle, b"");
    let rows: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    let solution = with_bom(dir.path(), "solution.txt", rows.join("\n").as_bytes());
    let solution = solution.to_str().unwrap();
    let (code, stdout, stderr) = run(&["verify", puzzle, solution], b"");
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("valid solution"), "{stdout}");
    let svg = dir.path().join("solved.svg");
    let (code, _, stderr) = run(
        &[
            "draw",
            puzzle,
            "--solution",
            solution,
            "-o",
            svg.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, 0, "{stderr}");

    let (_, cnf, _) = run(&["dimacs", puzzle], b"");
    let answer = competition_answer(&varisat_model(&cnf), 10);
    let answer = with_bom(dir.path(), "answer.out", answer.as_bytes());
    let (code, stdout, stderr) = run(
        &["decode", "--format", "json", puzzle, answer.to_str().unwrap()],
        b"",
    );
    assert_eq!(code, 0, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["solution"].as_array().unwrap(), &rows);
}

#[test]
fn text_that_is_not_utf8_gets_the_same_words_in_a_file_and_on_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = b"magnets 3x3\ncols+ 2\xFF1\n";
    let file = dir.path().join("bad.magnets");
    std::fs::write(&file, bytes).unwrap();
    let file = file.to_str().unwrap();
    let words = "2:8: the input is not UTF-8 text (byte 0xFF): save it as UTF-8";
    assert_eq!(
        error_of(&["solve", file], b""),
        format!("gridsat: {file}:{words}")
    );
    assert_eq!(
        error_of(&["solve", "-"], bytes),
        format!("gridsat: <stdin>:{words}")
    );
    assert_eq!(
        error_of(&["count", "-"], bytes),
        format!("gridsat: <stdin>:{words}")
    );
    let solution = dir.path().join("solution.txt");
    std::fs::write(&solution, b"+-x\n\xC3(\n").unwrap();
    let solution = solution.to_str().unwrap();
    let puzzle = "instances/magnets/tatham-3x3.magnets";
    for args in [
        vec!["verify", puzzle, solution],
        vec!["decode", puzzle, solution],
        vec!["draw", puzzle, "--solution", solution],
    ] {
        assert_eq!(
            error_of(&args, b""),
            format!("gridsat: {solution}:2:1: the input is not UTF-8 text (byte 0xC3): save it as UTF-8"),
            "{args:?}"
        );
    }
    let utf16 = dir.path().join("utf16.magnets");
    std::fs::write(&utf16, b"\xFF\xFEm\x00").unwrap();
    let utf16 = utf16.to_str().unwrap();
    assert_eq!(
        error_of(&["solve", utf16], b""),
        format!(
            "gridsat: {utf16}:1:1: the input is UTF-16 text (it starts with a UTF-16 byte-order mark): save it as UTF-8"
        )
    );
}

#[test]
fn a_missing_file_is_no_such_file_for_puzzles_solutions_and_answers() {
    let puzzle = "instances/magnets/janko-6x6.magnets";
    assert_eq!(
        error_of(&["solve", "nofile.magnets"], b""),
        "gridsat: nofile.magnets: no such file (and not a game ID or URL)"
    );
    for args in [
        vec!["verify", puzzle, "nofile"],
        vec!["decode", puzzle, "nofile"],
        vec!["draw", puzzle, "--solution", "nofile"],
    ] {
        assert_eq!(error_of(&args, b""), "gridsat: nofile: no such file", "{args:?}");
    }
    assert_eq!(
        error_of(&["count", "instances"], b""),
        "gridsat: instances: is a directory; count takes one puzzle (a file, `-` or an ID): only solve reads directories (`gridsat solve instances`)"
    );
    assert_eq!(
        error_of(&["verify", puzzle, "instances"], b""),
        "gridsat: instances: is a directory; verify reads the solution from one file"
    );
}

#[test]
fn comments_alone_are_no_puzzle_not_an_empty_input() {
    let dir = tempfile::tempdir().unwrap();
    let comments = "# saved by an editor\n\n# nothing else\n";
    // A file of each kind's native format holding only its comments (`# ` lines).
    for kind in gridsat::registry::KINDS {
        let extension = kind.extensions[0];
        let folder = Path::new("instances").join(kind.name);
        let mut files: Vec<_> = std::fs::read_dir(root().join(&folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == extension))
            .collect();
        files.sort();
        let source = gridsat::source::Source::from_file(&files[0], &Default::default()).unwrap();
        let puzzle = gridsat::registry::parse(&source, None).unwrap();
        let comments = puzzle.comment("saved by an editor") + "\n" + &puzzle.comment("nothing else");
        let path = dir.path().join(format!("p.{extension}"));
        std::fs::write(&path, comments).unwrap();
        let path = path.to_str().unwrap();
        let error = error_of(&["solve", path], b"");
        let expected = format!("gridsat: {path}: the input holds only comments, no puzzle: expected ");
        assert!(error.starts_with(&expected), "{error}");
    }
    let error = error_of(&["solve", "-"], comments.as_bytes());
    assert!(
        error.starts_with(&format!(
            "gridsat: <stdin>: the input holds only comments, no puzzle: expected a puzzle of a kind gridsat solves ({})",
            gridsat::registry::kind_names()
        )),
        "{error}"
    );
    let error = error_of(&["solve", "-"], b"");
    assert!(
        error.starts_with("gridsat: <stdin>: the input is empty: expected a puzzle"),
        "{error}"
    );
    let xml = dir.path().join("p.xml");
    std::fs::write(&xml, "<?xml version=\"1.0\"?>\n<!-- no puzzle -->\n").unwrap();
    let error = error_of(&["solve", xml.to_str().unwrap()], b"");
    assert!(error.ends_with("no root element (only a declaration, comments or a DOCTYPE): expected a webpbn <puzzleset> or <puzzle>"), "{error}");

    let puzzle = "instances/magnets/tatham-3x3.magnets";
    let solution = dir.path().join("solution.txt");
    std::fs::write(&solution, "# solution\n").unwrap();
    let solution = solution.to_str().unwrap();
    assert_eq!(
        error_of(&["verify", puzzle, solution], b""),
        format!(
            "gridsat: {solution}: the input holds only comments, no solution: expected 3 rows of 3 cells"
        )
    );
    let answer = dir.path().join("answer.out");
    std::fs::write(&answer, "c only a comment\n").unwrap();
    let answer = answer.to_str().unwrap();
    let error = error_of(&["decode", puzzle, answer], b"");
    assert!(
        error.starts_with(&format!(
            "gridsat: {answer}: the input holds only comments, no answer: expected `s SATISFIABLE`"
        )),
        "{error}"
    );
}
