//! The memory limit on the command line (issue 8): it refuses what is over `--max-memory`
//! or `--max-input-size`, naming the limit and the flag, before any work; each engine is
//! weighed by its own estimate. (That each kind's estimate bounds its CNF is checked in the
//! conformance suite for every instance and encoding, and on random grids and generators in
//! each kind's own binary.)

use gridsat::registry;
use gridsat::source::Source;

use crate::run_gridsat::{gridsat, root};

/// The memory limit is the estimate: a puzzle is refused one byte below it, and solved at
/// it; JSON output carries the same message as an error object.
#[test]
fn the_memory_limit_is_the_estimate() {
    let path = "instances/123/generated-20x20.123";
    let source = Source::from_file(&root().join(path), &Default::default()).unwrap();
    let puzzle = registry::parse(&source, None).unwrap();
    let needed = puzzle.cnf_estimate().memory();
    let below = gridsat()
        .current_dir(root())
        .args([
            "solve",
            "--format",
            "json",
            "--max-memory",
            &(needed - 1).to_string(),
            path,
        ])
        .output()
        .unwrap();
    assert_eq!(below.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_slice(&below.stdout).unwrap();
    assert_eq!(json["status"], "error");
    let message = json["error"].as_str().unwrap();
    assert!(
        message.starts_with(&format!("{path}: this 20x20 123 puzzle would need about")),
        "{message}"
    );
    assert!(message.contains("raise it with --max-memory"), "{message}");
    let at = gridsat()
        .current_dir(root())
        .args(["solve", "--max-memory", &needed.to_string(), path])
        .output()
        .unwrap();
    assert_eq!(
        at.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&at.stderr)
    );
}

/// Standard input is read up to the limit, and the error names it.
#[test]
fn standard_input_over_the_limit_is_refused() {
    let text = std::fs::read_to_string(root().join("instances/magnets/janko-6x6.magnets")).unwrap();
    let out = gridsat()
        .args(["solve", "--max-input-size", "100B", "-"])
        .write_stdin(text.clone())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("gridsat: <stdin>: the input (")
            && stderr.contains(
                " bytes) is larger than the limit of 100 B for an input: raise it with --max-input-size"
            ),
        "{stderr}"
    );
    let fits = gridsat()
        .args(["solve", "--max-input-size", &text.len().to_string(), "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert_eq!(
        fits.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&fits.stderr)
    );
}

/// Regression (issue 25): a 100 MB file was told "raise it with --max-input-size 65MiB",
/// and at 65MiB "66MiB": the size named must let the input through. A file is measured
/// before it is read; standard input is read on to its end to learn its size.
#[test]
fn the_size_an_input_limit_error_names_lets_the_input_through() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.non");
    std::fs::File::create(&big).unwrap().set_len(100_000_000).unwrap();
    let big = big.display().to_string();
    let suggested = |stderr: &str| -> String {
        let (_, size) = stderr
            .trim_end()
            .rsplit_once("raise it with --max-input-size ")
            .unwrap();
        size.to_string()
    };
    let out = gridsat().args(["solve", &big]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the input (100000000 bytes) is larger than the limit of 64.0 MiB"),
        "{stderr}"
    );
    let size = suggested(&stderr);
    assert_eq!(size, "96MiB");
    let out = gridsat()
        .args(["solve", "--max-input-size", &size, &big])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("--max-input-size"), "{stderr}");

    let text = "#".repeat(3000);
    let out = gridsat()
        .args(["solve", "--max-input-size", "1000B", "-"])
        .write_stdin(text.clone())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the input (3000 bytes)"), "{stderr}");
    let size = suggested(&stderr);
    let out = gridsat()
        .args(["solve", "--max-input-size", &size, "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("--max-input-size"), "{size}: {stderr}");

    // A stream far over the limit is not read to its end: no size is named.
    let out = gridsat()
        .args(["solve", "--max-input-size", "100B", "-"])
        .write_stdin("#".repeat(5000))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.ends_with("is larger than the limit of 100 B for an input: raise it with --max-input-size to the input's size or more\n"),
        "{stderr}"
    );
}

/// Regression (issue 25): `--engine own` was refused by the estimate of the CNF it never
/// builds. Each engine is checked against its own: a random 200x200 picture whose CNF needs
/// about ten times what the line engine does is refused for the CNF and taken by the
/// engine under a limit between the two (stopped by a time limit here: exit 3, not 2).
#[test]
fn each_engine_is_checked_against_its_own_memory_estimate() {
    let dir = tempfile::tempdir().unwrap();
    let n = 200;
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut filled = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state.is_multiple_of(2)
    };
    let picture: Vec<Vec<bool>> = (0..n).map(|_| (0..n).map(|_| filled()).collect()).collect();
    let runs = |cells: &mut dyn Iterator<Item = bool>| -> String {
        let mut runs = Vec::new();
        let mut run = 0;
        for cell in cells.chain([false]) {
            match (cell, run) {
                (true, _) => run += 1,
                (false, 0) => {}
                (false, _) => {
                    runs.push(run.to_string());
                    run = 0;
                }
            }
        }
        if runs.is_empty() {
            "0".to_string()
        } else {
            runs.join(",")
        }
    };
    let rows: Vec<String> = picture.iter().map(|row| runs(&mut row.iter().copied())).collect();
    let columns: Vec<String> = (0..n)
        .map(|c| runs(&mut picture.iter().map(|row| row[c])))
        .collect();
    let path = dir.path().join("random-200x200.non");
    let text = format!(
        "width {n}\nheight {n}\nrows\n{}\ncolumns\n{}\n",
        rows.join("\n"),
        columns.join("\n")
    );
    std::fs::write(&path, text).unwrap();
    let path = path.display().to_string();
    let needs = |engine: &str| -> f64 {
        let out = gridsat()
            .args(["solve", "--engine", engine, "--max-memory", "1B", &path])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let (_, rest) = stderr.split_once("would need about ").unwrap();
        let (value, rest) = rest.split_once(' ').unwrap();
        assert!(rest.starts_with("MiB"), "{stderr}");
        value.parse().unwrap()
    };
    let (own, cnf) = (needs("own"), needs("sat"));
    assert!(own * 5.0 < cnf, "own search {own} MiB, CNF {cnf} MiB");
    let between = format!("{}MiB", (own * 2.0) as u64);
    let run = |engine: &str| {
        let out = gridsat()
            .args([
                "solve",
                "--engine",
                engine,
                "--max-memory",
                &between,
                "--timeout",
                "1",
                &path,
            ])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, stderr) = run("own");
    assert!(matches!(code, Some(0 | 1 | 3)), "{stderr}");
    assert!(!stderr.contains("memory limit"), "{stderr}");
    let (code, stderr) = run("sat");
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("for its CNF") && stderr.contains("--max-memory"),
        "{stderr}"
    );
}
