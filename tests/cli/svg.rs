//! `--format svg` and `gridsat draw` end to end: the SVG on standard output or in the `-o`
//! file (nothing else on standard output), the verdict on standard error when the picture
//! is not a unique solution, the exit codes, and the refusals (several inputs, `--proof`,
//! count and analyze).

use std::path::Path;

use crate::dimacs_files;
use crate::run_gridsat::{fails_in, gridsat, output_in, root};

const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";
const ANSWER: &str = "instances/magnets/janko-6x6.answer";
const UNSAT: &str = "tests/data/cli/unsat.magnets";

/// How many elements of the SVG `text` have class `class` (the SVG must be well formed).
fn count(text: &str, class: &str) -> usize {
    let doc = roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class))
        .count()
}

/// Runs gridsat in the package root: exit code, stdout, stderr.
fn output(args: &[&str]) -> (i32, String, String) {
    output_in(&root(), args, "")
}

/// Exit 2 with `message` on stderr and nothing on stdout.
fn fails(args: &[&str], message: &str) {
    fails_in(&root(), args, "", message)
}

#[test]
fn solve_writes_the_solved_picture() {
    let (code, svg, stderr) = output(&["solve", MAGNETS, "--format", "svg"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(count(&svg, "plus"), 14);
    assert_eq!(count(&svg, "minus"), 14);
    assert_eq!(count(&svg, "neutral"), 8);

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("solved.svg");
    let file = file.to_str().unwrap();
    let (code, stdout, stderr) = output(&["solve", MAGNETS, "--format", "svg", "-o", file]);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
    assert_eq!(std::fs::read_to_string(file).unwrap(), svg);
}

#[test]
fn every_kind_solves_to_svg() {
    let cases = [
        ("instances/hanjie/webpbn-00001.non", "filled", 23),
        ("instances/123/generated-5x5.123", "solved", 19),
        ("instances/yinyang/pzprjs-test-5x5.yinyang", "frame", 1),
    ];
    for (input, class, expected) in cases {
        let (code, svg, stderr) = output(&["solve", input, "--format", "svg"]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{input}");
        assert_eq!(count(&svg, class), expected, "{input}");
    }
}

#[test]
fn no_solution_draws_the_puzzle_and_exits_1() {
    let (code, svg, stderr) = output(&["solve", UNSAT, "--format", "svg"]);
    assert_eq!(code, 1);
    assert_eq!(count(&svg, "plus") + count(&svg, "minus"), 0);
    assert!(
        stderr.starts_with(&format!("gridsat: {UNSAT}: no solution")),
        "{stderr}"
    );
    assert!(stderr.contains("the picture shows the puzzle"), "{stderr}");
}

#[test]
fn several_solutions_are_said_on_stderr() {
    let input = "instances/magnets/janko-8x8-two-solutions.magnets";
    let (code, svg, stderr) = output(&["solve", input, "--format", "svg"]);
    assert_eq!(code, 0);
    assert!(count(&svg, "plus") > 0);
    assert!(
        stderr.contains("NOT unique; the picture shows one of the solutions"),
        "{stderr}"
    );
    let (code, _, stderr) = output(&["solve", input, "--format", "svg", "--first"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
}

#[test]
fn svg_refusals() {
    let two = ["solve", MAGNETS, UNSAT, "--format", "svg"];
    fails(&two, "--format svg draws one puzzle, and 2 were given");
    let dir = tempfile::tempdir().unwrap();
    let proof = dir.path().to_str().unwrap();
    let with_proof = ["solve", MAGNETS, "--format", "svg", "--proof", proof];
    fails(&with_proof, "--proof prints its certificate as text or JSON");
    // count and analyze draw no picture: svg is not among their formats at all.
    for command in ["count", "analyze"] {
        let (code, stdout, stderr) = output(&[command, MAGNETS, "--format", "svg"]);
        assert_eq!((code, stdout.as_str()), (2, ""), "{command}");
        let refused = "error: invalid value 'svg' for '--format <FORMAT>'\n  [possible values: text, json]";
        assert!(stderr.starts_with(refused), "{command}: {stderr}");
    }
    assert!(!dir.path().join("janko-6x6.cnf").exists());
}

#[test]
fn draw_the_puzzle_or_a_solution() {
    let (code, svg, stderr) = output(&["draw", MAGNETS]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(count(&svg, "plus") + count(&svg, "neutral"), 0);
    assert_eq!(count(&svg, "count-plus"), 12);

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("solved.svg");
    let file = file.to_str().unwrap();
    let args = ["draw", MAGNETS, "--solution", ANSWER, "-o", file];
    let (code, stdout, stderr) = output(&args);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
    let solved = std::fs::read_to_string(file).unwrap();
    let (_, from_solve, _) = output(&["solve", MAGNETS, "--format", "svg"]);
    assert_eq!(
        solved, from_solve,
        "draw --solution and solve draw the same picture"
    );
}

#[test]
fn draw_a_solution_that_breaks_rules() {
    let puzzle = "tests/data/cli/tatham-3x3.dat";
    let wrong = "tests/data/cli/solution-invalid.txt";
    let (code, svg, stderr) = output(&["draw", puzzle, "--kind", "magnets", "--solution", wrong]);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(count(&svg, "plus"), 4);
    assert!(
        stderr.contains("the solution drawn breaks the rules:\n  - "),
        "{stderr}"
    );

    let short = "tests/data/cli/solution-short.txt";
    let (code, stdout, stderr) = output(&["draw", puzzle, "--kind", "magnets", "--solution", short]);
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    fails(&["draw", "no-such-file.magnets"], "no-such-file.magnets");
}

#[test]
fn draw_refuses_an_unwritable_output() {
    let args = ["draw", MAGNETS, "-o", "/no-such-dir/out.svg"];
    fails(&args, "/no-such-dir/out.svg: ");
}

#[test]
fn decode_draws_the_decoded_solution() {
    let cnf = gridsat().args(["dimacs", MAGNETS]).output().unwrap();
    let model = dimacs_files::varisat_model(&String::from_utf8(cnf.stdout).unwrap());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("answer.txt");
    std::fs::write(&path, dimacs_files::competition_answer(&model, 10)).unwrap();
    let (code, svg, stderr) = output(&["decode", MAGNETS, path.to_str().unwrap(), "--format", "svg"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let (_, from_solve, _) = output(&["solve", MAGNETS, "--format", "svg"]);
    assert_eq!(svg, from_solve);

    let unsat = Path::new("tests/data/cli/model-unsat.out").to_str().unwrap();
    let puzzle = "instances/magnets/tatham-3x3.magnets";
    let (code, svg, stderr) = output(&["decode", puzzle, unsat, "--format", "svg"]);
    assert_eq!(code, 1);
    assert_eq!(count(&svg, "plus"), 0);
    assert!(stderr.contains("no solution"), "{stderr}");
}
