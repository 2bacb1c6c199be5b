//! Helpers shared by the 123 end-to-end tests (`onetwothree_cli*.rs`): running `gridsat` in
//! `tests/data/onetwothree` (so fixture names are short), reading its JSON, the rows of a
//! solved picture, and a flood-fill rule check on rows of digits written here.
//!
//! Each test binary that says `mod onetwothree_cli_support;` compiles all of this but uses
//! only part.
#![allow(dead_code)]

use assert_cmd::Command;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The cspuz example: its URL and its only solution.
pub const CSPUZ_URL: &str = "https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h";
pub const CSPUZ_SOLUTION: [&str; 4] = ["2212", "1332", "2313", "2133"];

pub fn cspuz_solution() -> Vec<String> {
    CSPUZ_SOLUTION.map(String::from).to_vec()
}

pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/onetwothree")
}

pub fn fixture(name: &str) -> String {
    fixture_dir().join(name).display().to_string()
}

/// Runs `gridsat ARGS` with `stdin` in `dir` (the fixture directory unless given): exit
/// code, stdout, stderr.
pub fn output_in(dir: &Path, args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut cmd = Command::cargo_bin("gridsat").unwrap();
    let out = cmd
        .current_dir(dir)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code().unwrap(), text(out.stdout), text(out.stderr))
}

pub fn output(args: &[&str], stdin: &str) -> (i32, String, String) {
    output_in(&fixture_dir(), args, stdin)
}

/// Runs `gridsat ARGS`, checks the exit code, and returns the standard output.
pub fn run(args: &[&str], code: i32) -> String {
    run_stdin(args, "", code)
}

pub fn run_stdin(args: &[&str], stdin: &str, code: i32) -> String {
    let (got, stdout, stderr) = output(args, stdin);
    assert_eq!(got, code, "{args:?}\nstdout: {stdout}\nstderr: {stderr}");
    stdout
}

/// Runs `gridsat ARGS --format json` for one input, checks the exit code, returns the object.
pub fn json_of(args: &[&str], stdin: &str, code: i32) -> Value {
    let args = [args, &["--format", "json"][..]].concat();
    let stdout = run_stdin(&args, stdin, code);
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

/// The rows of digits in a solved picture: each line of the drawing that holds cells (the
/// lines between them are rules only).
pub fn picture_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| l.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|digits| !digits.is_empty())
        .collect()
}

/// Whether rows of digits obey the rules: every orthogonally connected group of equal
/// numbers has as many cells as its number (flood fill written here).
pub fn obeys_rules(rows: &[String]) -> bool {
    let grid: Vec<Vec<u8>> = rows
        .iter()
        .map(|r| r.bytes().map(|b| b.wrapping_sub(b'0')).collect())
        .collect();
    let (h, w) = (grid.len(), grid[0].len());
    if grid
        .iter()
        .any(|r| r.len() != w || r.iter().any(|v| !(1..=3).contains(v)))
    {
        return false;
    }
    let mut seen = vec![vec![false; w]; h];
    for r in 0..h {
        for c in 0..w {
            if seen[r][c] {
                continue;
            }
            let value = grid[r][c];
            let mut stack = vec![(r, c)];
            seen[r][c] = true;
            let mut size = 0;
            while let Some((y, x)) = stack.pop() {
                size += 1;
                let near = [
                    (y.wrapping_sub(1), x),
                    (y + 1, x),
                    (y, x.wrapping_sub(1)),
                    (y, x + 1),
                ];
                for (ny, nx) in near {
                    if ny < h && nx < w && !seen[ny][nx] && grid[ny][nx] == value {
                        seen[ny][nx] = true;
                        stack.push((ny, nx));
                    }
                }
            }
            if size != usize::from(value) {
                return false;
            }
        }
    }
    true
}
