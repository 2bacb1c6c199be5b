//! Where results go (issue 36): `-o` never replaces one of the command's inputs (the same
//! file by identity, however named: `./same.123`, a hard link), on every command that
//! writes one, and neither does `--proof`; `-o -` (and `generate --out -`) is standard
//! output, not a file named `-`; `generate --out DIR` replaces no file there without
//! `--force`, and refuses before it writes any; a closed standard output is an error, not
//! results lost without a word.

use crate::run_gridsat::{fails_in, root, status_output_in};
use std::path::Path;

const PUZZLE_123: &str = "instances/123/seed-4x4.123";
const ANSWER_123: &str = "instances/123/seed-4x4.answer";
const MAGNETS: &str = "instances/magnets/tatham-3x3.magnets";

/// A scratch directory with copies of a 123 puzzle (`same.123`, hard-linked as `link.123`),
/// its answer (`same.answer`) and a Magnets puzzle (`same.magnets`).
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (from, to) in [
        (PUZZLE_123, "same.123"),
        (ANSWER_123, "same.answer"),
        (MAGNETS, "same.magnets"),
    ] {
        std::fs::copy(root().join(from), dir.path().join(to)).unwrap();
    }
    std::fs::hard_link(dir.path().join("same.123"), dir.path().join("link.123")).unwrap();
    dir
}

/// The names of the files in `dir`, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Regression: `solve same.123 -o same.123` and `dimacs same.magnets -o same.magnets`
/// replaced the puzzle with the results and exited 0.
#[test]
fn no_output_replaces_an_input() {
    let dir = scratch();
    let before = std::fs::read(dir.path().join("same.123")).unwrap();
    let cases: [&[&str]; 9] = [
        &["solve", "same.123", "-o", "same.123"],
        &["solve", "./same.123", "-o", "same.123"],
        &["solve", "same.123", "-o", "link.123"],
        &[
            "solve",
            "--format",
            "json",
            "same.magnets",
            "same.123",
            "-o",
            "./link.123",
        ],
        &["solve", "--format", "svg", "same.123", "-o", "same.123"],
        &["dimacs", "same.123", "-o", "link.123"],
        &["draw", "same.123", "-o", "same.123"],
        &[
            "draw",
            "same.123",
            "--solution",
            "same.answer",
            "-o",
            "same.answer",
        ],
        &["solve", "same.123#1", "-o", "same.123"],
    ];
    for args in cases {
        let target = args[args.len() - 1];
        let expected = format!("{target}: -o names the same file as the input ");
        fails_in(dir.path(), args, "", &expected);
        assert_eq!(
            std::fs::read(dir.path().join("same.123")).unwrap(),
            before,
            "{args:?}"
        );
    }
    let magnets = std::fs::read(dir.path().join("same.magnets")).unwrap();
    fails_in(
        dir.path(),
        &["dimacs", "same.magnets", "-o", "same.magnets"],
        "",
        "same.magnets: -o names the same file as the input same.magnets, which the results would replace",
    );
    assert_eq!(std::fs::read(dir.path().join("same.magnets")).unwrap(), magnets);
    assert_eq!(
        files(dir.path()),
        ["link.123", "same.123", "same.answer", "same.magnets"]
    );
}

/// `--proof DIR` writes `DIR/STEM.cnf` and others: a puzzle in one of those files (read
/// with --kind) is refused, not replaced by its own CNF.
#[test]
fn a_certificate_does_not_replace_its_puzzle() {
    let dir = scratch();
    let proofs = dir.path().join("proofs");
    std::fs::create_dir(&proofs).unwrap();
    std::fs::copy(dir.path().join("same.123"), proofs.join("x.cnf")).unwrap();
    let before = std::fs::read(proofs.join("x.cnf")).unwrap();
    let (code, stdout, stderr) = status_output_in(
        dir.path(),
        &["solve", "--kind", "123", "--proof", "proofs", "proofs/x.cnf"],
        "",
    );
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("--proof would write proofs/x.cnf over the puzzle's own file proofs/x.cnf"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(proofs.join("x.cnf")).unwrap(), before);
    assert_eq!(files(&proofs), ["x.cnf"]);
}

/// Regression: `-o -` wrote a file named `-`.
#[test]
fn dash_is_standard_output() {
    let dir = scratch();
    let cases: [(&[&str], &str); 6] = [
        (&["solve", "same.123", "-o", "-"], "same.123: 123 4x4\n"),
        (&["solve", "--format", "json", "same.123", "-o", "-"], "{"),
        (&["solve", "--format", "svg", "same.123", "-o", "-"], "<svg"),
        (&["dimacs", "same.magnets", "-o", "-"], "c "),
        (&["draw", "same.123", "-o", "-"], "<svg"),
        (
            &[
                "generate", "magnets", "--size", "4x4", "--seed", "1", "--out", "-",
            ],
            "# generated by gridsat",
        ),
    ];
    for (args, start) in cases {
        let (code, stdout, stderr) = status_output_in(dir.path(), args, "");
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(stdout.starts_with(start), "{args:?}: {stdout}");
        assert!(!dir.path().join("-").exists(), "{args:?} wrote a file named -");
    }
    fails_in(
        dir.path(),
        &["solve", "--proof", "-", "same.123"],
        "",
        "--proof -: --proof names the directory to write the certificates into, not standard output",
    );
}

/// Regression: `generate --out DIR` replaced an edited puzzle of the same name without a
/// word. Now the run is refused before it writes anything, unless --force.
#[test]
fn generate_replaces_no_file_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "generate", "magnets", "--size", "4x4", "--seed", "5", "--count", "2", "--out", "out",
    ];
    let (code, stdout, stderr) = status_output_in(dir.path(), &args, "");
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        stdout,
        "out/magnets-4x4-s5-001.magnets\nout/magnets-4x4-s5-002.magnets\n"
    );
    let out = dir.path().join("out");
    let edited = out.join("magnets-4x4-s5-002.magnets");
    std::fs::write(&edited, "edited\n").unwrap();
    std::fs::remove_file(out.join("magnets-4x4-s5-001.magnets")).unwrap();
    std::fs::remove_file(out.join("magnets-4x4-s5-001.answer")).unwrap();
    // Puzzle 1's files are free, puzzle 2's are not: nothing is written, not even puzzle 1.
    fails_in(
        dir.path(),
        &args,
        "",
        "out/magnets-4x4-s5-002.magnets exists already (and 1 more of this run's files): generate does not replace files, which may have been edited; add --force",
    );
    assert_eq!(std::fs::read_to_string(&edited).unwrap(), "edited\n");
    assert_eq!(
        files(&out),
        ["magnets-4x4-s5-002.answer", "magnets-4x4-s5-002.magnets"]
    );
    let forced = [&args[..], &["--force"]].concat();
    let (code, _, stderr) = status_output_in(dir.path(), &forced, "");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        std::fs::read_to_string(&edited)
            .unwrap()
            .starts_with("# generated by gridsat")
    );
    assert_eq!(files(&out).len(), 4);
}

/// Regression: `--proof FILE` and `generate --out FILE` said only `File exists (os error
/// 17)`.
#[test]
fn a_file_where_a_directory_is_named_is_said_so() {
    let dir = scratch();
    fails_in(
        dir.path(),
        &["solve", "--proof", "same.answer", "same.123"],
        "",
        "--proof same.answer: is a file, and --proof names the directory to write the certificates into",
    );
    fails_in(
        dir.path(),
        &["generate", "magnets", "--size", "4x4", "--out", "same.answer"],
        "",
        "--out same.answer: is a file, and --out names the directory to write the puzzles into",
    );
}

/// Regression: with standard output closed (`>&-`) every command exited 0 and printed
/// nothing: Rust's runtime had put /dev/null in its place. A redirection to /dev/null is
/// no error.
#[cfg(unix)]
#[test]
fn a_closed_standard_output_is_an_error() {
    let program = crate::gridsat_command::GRIDSAT;
    let run = |redirect: &str, args: &[&str]| {
        let script = format!("exec \"$0\" \"$@\" {redirect}");
        let out = std::process::Command::new("sh")
            .current_dir(root())
            .arg("-c")
            .arg(script)
            .arg(program)
            .args(args)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let commands: [&[&str]; 5] = [
        &["solve", PUZZLE_123],
        &["count", PUZZLE_123],
        &["verify", PUZZLE_123, ANSWER_123],
        &["generate", "magnets", "--size", "4x4", "--seed", "1"],
        &["completions", "bash"],
    ];
    for args in commands {
        let (code, stderr) = run(">&-", args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert_eq!(
            stderr,
            "gridsat: standard output is closed, and the results would be lost: redirect it to a file, or to /dev/null to discard them\n",
            "{args:?}"
        );
        let (code, stderr) = run(">/dev/null", args);
        assert_eq!((code, stderr.as_str()), (Some(0), ""), "{args:?}");
    }
}
