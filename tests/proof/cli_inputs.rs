//! `solve --proof DIR` with several inputs (each its own file stem, whatever it came from),
//! and refusing what it cannot do: a directory that cannot be made, a --proof-format
//! without --proof, and a solver whose verdict the certificate contradicts (the
//! certificate's proofs come from varisat and are checked). Yin Yang's lazy connectivity is
//! refused in `cli.rs`, beside the complete ones it certifies.

use crate::run_gridsat::{fails_in, json_of_in, output_in, root};

const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";

/// A Magnets puzzle without a solution (search shows it).
const UNSATISFIABLE: &str = "tests/data/proof/janko-6x6-swapped.magnets";

#[test]
fn certificate_errors_name_the_flag_or_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("file");
    std::fs::write(&file, "").unwrap();
    let under_file = file.join("proofs").display().to_string();
    let message = format!("--proof {under_file}: ");
    fails_in(&root(), &["solve", "--proof", &under_file, MAGNETS], "", &message);
    let (code, _, stderr) = output_in(&root(), &["solve", "--proof-format", "lrat", MAGNETS], "");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--proof <DIR>"), "{stderr}");
}

#[test]
fn a_solver_contradicting_the_certificate_is_an_error() {
    // A solver that always answers UNSATISFIABLE is believed without --proof, but the
    // certificate finds the solution and says so.
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("unsat.sh");
    std::fs::write(&script, "printf 's UNSATISFIABLE\\n'\nexit 20\n").unwrap();
    let solver = format!("cmd:sh {}", script.display());
    let proof = dir.path().join("proof").display().to_string();
    fails_in(
        &root(),
        &["solve", "--solver", &solver, "--proof", &proof, MAGNETS],
        "",
        &format!(
            "{MAGNETS}: SAT solver failed: the solve says there is no solution, but the certificate (checked) says the solution is unique"
        ),
    );
    // Another solver's verdict, when right, is certified by varisat's proofs.
    let v = json_of_in(
        &root(),
        &["solve", "--solver", &solver, "--proof", &proof, UNSATISFIABLE],
        "",
        1,
    );
    assert_eq!(v["certificate"]["claim"], "unsatisfiable", "{v}");
}

#[test]
fn every_input_gets_its_own_stem() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    let janko = std::fs::read_to_string(root().join(MAGNETS)).unwrap();
    std::fs::write(a.join("x.magnets"), &janko).unwrap();
    std::fs::write(b.join("x.magnets"), &janko).unwrap();
    std::fs::write(a.join("x-unique.magnets"), &janko).unwrap();
    let tatham = "3x3:201,102,120,111,LRTT*BBLR";
    let args = [
        "solve",
        "--proof",
        "out",
        "a/x.magnets",
        "b/x.magnets",
        "a/x-unique.magnets",
        "-",
        tatham,
    ];
    let (code, stdout, stderr) = output_in(dir.path(), &args, &janko);
    assert_eq!(code, 0, "{stderr}");
    let mut names: Vec<String> = std::fs::read_dir(dir.path().join("out"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut expected = Vec::new();
    for stem in ["x", "x-2", "x-unique-2", "stdin", "puzzle-5"] {
        for suffix in [".cnf", ".model", "-unique.cnf", "-unique.drat"] {
            expected.push(format!("{stem}{suffix}"));
        }
    }
    expected.sort();
    assert_eq!(names, expected, "{stdout}");
    // The text names each file and says how to check it.
    assert!(
        stdout.contains("\ncertified: the solution is unique ("),
        "{stdout}"
    );
    assert!(stdout.contains("\n  out/x-2-unique.drat: a DRAT proof that x-2-unique.cnf is unsatisfiable"));
    assert!(stdout.contains("\ncheck with:\n  rate out/x-2-unique.cnf out/x-2-unique.drat\n"));
    assert!(stdout.contains(&format!(
        "\n  gridsat decode --kind magnets '{tatham}' out/puzzle-5.model\n"
    )));
}
