//! `-` is standard input for every file argument (issue 36): `decode`'s MODEL, `verify`'s
//! SOLUTION and `draw --solution`, as it is for the puzzle; but only one argument may be
//! standard input, which holds one text.

use crate::run_gridsat::{fails_in, root, status_output_in};

const MAGNETS: &str = "instances/magnets/tatham-3x3.magnets";
const ANSWER: &str = "instances/magnets/tatham-3x3.answer";

/// Regression: `decode P -` and `verify P -` said `-: no such file`.
#[test]
fn a_second_file_argument_may_be_standard_input() {
    let answer = std::fs::read_to_string(root().join(ANSWER)).unwrap();
    let (code, stdout, stderr) = status_output_in(&root(), &["verify", MAGNETS, "-"], &answer);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout, format!("<stdin>: valid solution of {MAGNETS}\n"));

    let (code, stdout, stderr) = status_output_in(&root(), &["draw", MAGNETS, "--solution", "-"], &answer);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("<svg"), "{stdout}");

    let dir = tempfile::tempdir().unwrap();
    let proofs = dir.path().join("proofs");
    let proofs = proofs.to_str().unwrap();
    let (code, _, stderr) = status_output_in(&root(), &["solve", "--proof", proofs, MAGNETS], "");
    assert_eq!(code, Some(0), "{stderr}");
    let model = std::fs::read_to_string(dir.path().join("proofs/tatham-3x3.model")).unwrap();
    for format in ["text", "json"] {
        let args = ["decode", "--format", format, MAGNETS, "-"];
        let (code, stdout, stderr) = status_output_in(&root(), &args, &model);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(stdout.contains("solved"), "{args:?}: {stdout}");
    }
}

/// The puzzle and the other file cannot both be standard input.
#[test]
fn standard_input_is_named_once() {
    let cases: [(&[&str], &str, &str); 4] = [
        (&["verify", "-", "-"], "SOLUTION", "-"),
        (&["decode", "-", "-"], "MODEL", "-"),
        (&["decode", "--format", "svg", "--", "-#1", "-"], "MODEL", "-#1"),
        (&["draw", "-", "--solution", "-"], "--solution", "-"),
    ];
    for (args, flag, input) in cases {
        let expected = format!(
            "{flag} `-` and the puzzle `{input}` are both standard input, which holds one text: give one of them as a file"
        );
        fails_in(&root(), args, "3x3:1", &expected);
    }
}
