//! Helpers shared by the Hanjie end-to-end tests (`cli*.rs`, `roundtrip.rs`):
//! the instance and fixture paths, the `.answer` files, and `gridsat` runs (those of
//! `run_gridsat`) in the package root, or in `tests/data/hanjie` for usage errors.

use serde_json::Value;
use std::path::{Path, PathBuf};

pub(crate) use crate::answer_files::json_rows as rows;
use crate::answer_files::read_answers;
pub(crate) use crate::run_gridsat::{SOLVE_KEYS, gridsat, has, keys};
use crate::run_gridsat::{fails_in, json_of_in, output_in, root, run_in};

/// `instances/hanjie/NAME` (with its extension).
pub(crate) fn instance(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie");
    dir.join(name).display().to_string()
}

pub(crate) fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hanjie")
}

/// Every solution in the `.answer` file beside `instances/hanjie/NAME`: `# ` comment lines,
/// then blocks of rows separated by blank lines.
pub(crate) fn answers(name: &str) -> Vec<Vec<String>> {
    let stem = name.rsplit_once('.').unwrap().0;
    read_answers(Path::new(&instance(&format!("{stem}.answer"))))
}

/// Runs `gridsat ARGS` with `stdin`: the exit code, stdout and stderr.
pub(crate) fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
    output_in(&root(), args, stdin)
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
pub(crate) fn run(args: &[&str], code: i32) -> String {
    run_in(&root(), args, "", code)
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
pub(crate) fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    json_of_in(&root(), args, stdin, code)
}

/// Exit 2, nothing on stdout, and one line on stderr that starts with `gridsat: MESSAGE`;
/// the command runs in `tests/data/hanjie`, so file names are short.
pub(crate) fn fails(args: &[&str], message: &str) {
    fails_in(&fixture_dir(), args, "", message);
}

/// The small instances the commands are run on, with both kinds of verdict and `?` clues.
pub(crate) const SMALL: [&str; 8] = [
    "webpbn-00001.non",
    "webpbn-00001.xml",
    "webpbn-00023.non",
    "05-dom.non",
    "seed-example2.non",
    "seed-example3.non",
    "seed-example3-hidden-unique.non",
    "seed-example3-hidden-four.non",
];

pub(crate) const ENCODINGS: [&str; 3] = ["placement", "dfa", "order-cover"];
