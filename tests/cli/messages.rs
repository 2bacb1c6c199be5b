//! Messages that say what is wrong in the user's terms (issue 36): a size that is not one,
//! `--format taai` on a puzzle that is not a black and white nonogram, a CNF given to
//! `decode` as the solver's answer, and a puzzle whose CNF no machine could hold.

use crate::run_gridsat::{fails_in, root, status_output_in};

const PUZZLE_123: &str = "instances/123/seed-4x4.123";
const MAGNETS: &str = "instances/magnets/tatham-3x3.magnets";

/// Regression: `couldn't parse "lots" into a ByteSize, cannot parse float from empty
/// string`.
#[test]
fn a_size_that_is_not_one_says_what_a_size_is() {
    for flag in ["--max-memory", "--max-input-size"] {
        let (code, _, stderr) = status_output_in(&root(), &["solve", flag, "lots", PUZZLE_123], "");
        assert_eq!(code, Some(2), "{stderr}");
        let expected = format!(
            "error: invalid value 'lots' for '{flag} <SIZE>': expected a size such as 512MiB, 16GiB or 1000000 (bytes), found `lots`\n"
        );
        assert!(stderr.starts_with(&expected), "{stderr}");
    }
}

/// Regression: "the solution of this 123 puzzle is none".
#[test]
fn taai_says_it_is_hanjies() {
    fails_in(
        &root(),
        &["solve", "--format", "taai", PUZZLE_123],
        "",
        &format!(
            "{PUZZLE_123}: --format taai is the answer file of the nonogram tournaments (black and white Hanjie puzzles), and this is a 123 puzzle: choose --format text or json"
        ),
    );
    fails_in(
        &root(),
        &["solve", "--format", "taai", "instances/hanjie/colour-garden.xml"],
        "",
        "instances/hanjie/colour-garden.xml: --format taai is the answer file of the nonogram tournaments (black and white Hanjie puzzles), and this Hanjie puzzle is in colour",
    );
}

/// Regression: a CNF given as the answer got only "expected a literal ..., found `p`".
#[test]
fn a_cnf_given_as_the_answer_is_named_so() {
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("x.cnf");
    let cnf = cnf.to_str().unwrap();
    let (code, _, stderr) = status_output_in(&root(), &["dimacs", MAGNETS, "-o", cnf], "");
    assert_eq!(code, Some(0), "{stderr}");
    let header = std::fs::read_to_string(cnf).unwrap();
    let (number, line) = header
        .lines()
        .zip(1..)
        .find(|(l, _)| l.starts_with("p cnf"))
        .map(|(l, n)| (n, l))
        .unwrap();
    fails_in(
        &root(),
        &["decode", MAGNETS, cnf],
        "",
        &format!(
            "{cnf}:{number}: `{line}`: this looks like a CNF (as `gridsat dimacs` writes it), not a solver's answer"
        ),
    );
}

/// Regression: a 4096x4096 Yin Yang's CNF was said to need `--max-memory 255852559GiB`.
#[test]
fn a_cnf_no_machine_holds_is_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let row = ".".repeat(4096);
    let text = format!("yinyang 4096x4096\n{}", format!("{row}\n").repeat(4096));
    std::fs::write(dir.path().join("big.yinyang"), text).unwrap();
    let (code, stdout, stderr) = status_output_in(dir.path(), &["dimacs", "big.yinyang"], "");
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{stderr}");
    assert!(
        stderr.starts_with("gridsat: big.yinyang: this 4096x4096 yinyang puzzle"),
        "{stderr}"
    );
    assert!(
        stderr.ends_with(" of memory: no --max-memory lets it run here\n"),
        "{stderr}"
    );
    assert!(!stderr.contains("raise it"), "{stderr}");
}
