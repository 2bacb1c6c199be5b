//! Helpers shared by the Hanjie end-to-end tests (`hanjie_cli*.rs`, `hanjie_roundtrip.rs`).
//!
//! Each test binary that says `mod hanjie_support;` compiles all of this but uses only part.
#![allow(dead_code)]

use assert_cmd::Command;
use serde_json::Value;
use std::path::{Path, PathBuf};

#[path = "../answer_files/mod.rs"]
mod answer_files;

pub use answer_files::json_rows as rows;
use answer_files::read_answers;

pub fn gridsat() -> Command {
    Command::cargo_bin("gridsat").unwrap()
}

/// `instances/hanjie/NAME` (with its extension).
pub fn instance(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie");
    dir.join(name).display().to_string()
}

pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hanjie")
}

/// Every solution in the `.answer` file beside `instances/hanjie/NAME`: `# ` comment lines,
/// then blocks of rows separated by blank lines.
pub fn answers(name: &str) -> Vec<Vec<String>> {
    let stem = name.rsplit_once('.').unwrap().0;
    read_answers(Path::new(&instance(&format!("{stem}.answer"))))
}

/// Runs `gridsat ARGS` with `stdin`: the exit code, stdout and stderr.
pub fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = gridsat().args(args).write_stdin(stdin).output().unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code().unwrap(), text(out.stdout), text(out.stderr))
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
pub fn run(args: &[&str], code: i32) -> String {
    let (got, stdout, stderr) = output(args, "");
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    stdout
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
pub fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    let args = [args, &["--format", "json"][..]].concat();
    let (got, stdout, stderr) = output(&args, stdin);
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    let values: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(values.len(), 1, "{args:?}: {stdout}");
    values.into_iter().next().unwrap()
}

/// Checks the fields of `expected` (a JSON object) in `v`.
pub fn has(v: &Value, expected: Value) {
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&v[key], value, "{key} in {v}");
    }
}

/// Exit 2, nothing on stdout, and one line on stderr that starts with `gridsat: MESSAGE`;
/// the command runs in `tests/data/hanjie`, so file names are short.
pub fn fails(args: &[&str], message: &str) {
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
pub const SMALL: [&str; 8] = [
    "webpbn-00001.non",
    "webpbn-00001.xml",
    "webpbn-00023.non",
    "05-dom.non",
    "seed-example2.non",
    "seed-example3.non",
    "seed-example3-hidden-unique.non",
    "seed-example3-hidden-four.non",
];

pub const ENCODINGS: [&str; 2] = ["placement", "dfa"];
