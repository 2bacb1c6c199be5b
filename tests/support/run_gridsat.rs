//! Running the `gridsat` binary from the end-to-end tests: one run's exit code, stdout and
//! stderr, the standard output of a run with a checked exit code, the one JSON object of a
//! `--format json` run, its keys and a check of some of its fields, and a check of a usage
//! error.
//!
//! Each takes the directory the command runs in: the package root ([`root`], where `cargo
//! test` runs the tests anyway) or a fixture directory, so that file names are short.
//! The per-puzzle support modules bind them to their own fixture directory with
//! [`fixture_runs!`].

use crate::gridsat_command::GridsatCommand;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The keys of a `solve --format json` object for one input (a few kinds add more: Hanjie's
/// `matches_goal`, and `reason` when there is no solution).
pub(crate) const SOLVE_KEYS: [&str; 10] = [
    "input",
    "kind",
    "width",
    "height",
    "status",
    "unique",
    "checked",
    "solution",
    "other_solution",
    "stats",
];

/// `gridsat`, to be given its arguments.
pub(crate) fn gridsat() -> GridsatCommand {
    GridsatCommand::new()
}

/// The package root, where `cargo test` runs the tests.
pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `gridsat ARGS` with `stdin` in `dir`: the exit code (`None` when a signal ended the
/// process), stdout and stderr.
pub(crate) fn status_output_in(dir: &Path, args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let out = gridsat()
        .current_dir(dir)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// Runs `gridsat ARGS` with `stdin` in `dir`: the exit code, stdout and stderr.
pub(crate) fn output_in(dir: &Path, args: &[&str], stdin: &str) -> (i32, String, String) {
    let (code, stdout, stderr) = status_output_in(dir, args, stdin);
    (code.unwrap(), stdout, stderr)
}

/// Runs `gridsat ARGS` with `stdin` in `dir`, checks the exit code, returns the stdout.
pub(crate) fn run_in(dir: &Path, args: &[&str], stdin: &str, code: i32) -> String {
    let (got, stdout, stderr) = output_in(dir, args, stdin);
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    stdout
}

/// Runs `gridsat ARGS --format json` for one input in `dir`, checks the exit code, returns
/// the object.
pub(crate) fn json_of_in(dir: &Path, args: &[&str], stdin: &str, code: i32) -> Value {
    let args = [args, &["--format", "json"][..]].concat();
    let stdout = run_in(dir, &args, stdin, code);
    let values: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(values.len(), 1, "{args:?}: {stdout}");
    values.into_iter().next().unwrap()
}

/// The keys of a JSON object.
pub(crate) fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

/// Checks the fields of `expected` (a JSON object) in `v`.
pub(crate) fn has(v: &Value, expected: Value) {
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&v[key], value, "{key} in {v}");
    }
}

/// Runs `gridsat ARGS` with `stdin` in `dir`: exit 2, nothing on stdout, and one line on
/// stderr that starts with `gridsat: MESSAGE`.
pub(crate) fn fails_in(dir: &Path, args: &[&str], stdin: &str, message: &str) {
    let (code, stdout, stderr) = status_output_in(dir, args, stdin);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}: {stderr}");
    let expected = format!("gridsat: {message}");
    let ok = stderr.starts_with(&expected) && stderr.lines().count() == 1;
    assert!(ok, "{args:?}\n expected: {expected}\n    found: {stderr}");
}

/// Defines, in the calling module, the runs of this module bound to one fixture directory
/// (`$dir`, relative to the package root): `fixture_dir`, `fixture` (a fixture's absolute
/// path), `output`, `run`, `run_stdin`, `json_of` and `fails`. The caller's module must
/// include this one as `run_gridsat` with `#[macro_use]`.
#[allow(unused_macros)] // only the support modules with a fixture directory use it
macro_rules! fixture_runs {
    ($dir:literal) => {
        /// The fixture directory the runs happen in.
        pub(crate) fn fixture_dir() -> std::path::PathBuf {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join($dir)
        }

        /// A fixture's absolute path.
        pub(crate) fn fixture(name: &str) -> String {
            fixture_dir().join(name).display().to_string()
        }

        /// Runs `gridsat ARGS` with `stdin` in the fixture directory: exit code, stdout, stderr.
        pub(crate) fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
            $crate::run_gridsat::output_in(&fixture_dir(), args, stdin)
        }

        /// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
        pub(crate) fn run(args: &[&str], code: i32) -> String {
            run_stdin(args, "", code)
        }

        /// Like [`run`], with `stdin`.
        pub(crate) fn run_stdin(args: &[&str], stdin: &str, code: i32) -> String {
            $crate::run_gridsat::run_in(&fixture_dir(), args, stdin, code)
        }

        /// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the
        /// object.
        pub(crate) fn json_of(args: &[&str], stdin: &str, code: i32) -> serde_json::Value {
            $crate::run_gridsat::json_of_in(&fixture_dir(), args, stdin, code)
        }

        /// Exit 2, nothing on stdout, and one line on stderr starting with `gridsat: MESSAGE`.
        pub(crate) fn fails(args: &[&str], stdin: &str, message: &str) {
            $crate::run_gridsat::fails_in(&fixture_dir(), args, stdin, message)
        }
    };
}
