//! A kind's option in a batch of several kinds (issue 36): `--encoding` (`--connectivity`)
//! applies to the puzzles of the kinds it names encodings of, each kind taking its own
//! words, and the others are solved without it, said once on standard error; a word that
//! no kind has is refused once, before any work.

use crate::cli::batch_support::{json_lines, run, statuses};

const INPUTS: [&str; 4] = [
    "instances/123/seed-4x4.123",
    "instances/yinyang/generated-10x10.yinyang",
    "instances/magnets/tatham-3x3.magnets",
    "instances/hanjie/05-dom.non",
];

/// Regression: `solve --connectivity tree instances/*` failed every input that was not a
/// Yin Yang puzzle (exit 2).
#[test]
fn a_kinds_encoding_applies_to_that_kind_alone() {
    let args = [&["solve", "--connectivity", "tree"][..], &INPUTS].concat();
    let run = run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines[0],
        "gridsat: --encoding tree names encodings of yinyang puzzles only: the 123, hanjie and magnets puzzles of this batch are solved without it"
    );
    assert_eq!(lines.len(), 2, "{}", run.stderr);
    assert!(
        lines[1].starts_with("4 inputs: 4 solved (4 unique)"),
        "{}",
        run.stderr
    );

    // Each kind its own words: Hanjie's dfa is a CNF encoding, so the CNF decides it.
    let args = [
        &["solve", "--format", "json", "--encoding", "dfa,tree"][..],
        &INPUTS,
    ]
    .concat();
    let run = self::run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let values = json_lines(&run.stdout);
    assert_eq!(statuses(&values), ["solved"; 4], "{}", run.stdout);
    assert_eq!(values[3]["stats"]["engine"], "sat", "{}", values[3]);
    assert!(
        run.stderr.starts_with("gridsat: --encoding dfa,tree names encodings of hanjie and yinyang puzzles only: the 123 and magnets puzzles of this batch are solved without it\n"),
        "{}",
        run.stderr
    );
}

/// An encoding no kind has is refused once, not once per input.
#[test]
fn an_encoding_no_kind_has_is_refused_once() {
    let args = [&["solve", "--encoding", "tre"][..], &INPUTS].concat();
    let run = run(&args);
    assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "gridsat: --encoding tre: no kind has an encoding `tre`; they are hanjie: placement, dfa, order-cover; yinyang: lazy, layers, tree, no-checkerboard, no-border (several joined by commas)\n"
    );
}
