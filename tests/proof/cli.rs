//! `solve --proof DIR`: certified verdicts. Every certificate is checked from outside
//! gridsat: native proofs by varisat's proof checker and LRAT proofs by a small checker in
//! `proof_checks` (plain `cargo test`), DRAT proofs by the `rate` program (when it is
//! installed: `cargo install rate --locked`, as `.ci/run` does). The CNF of a certificate is the
//! `dimacs` output (plus one clause, which the certified solution breaks), a corrupted or
//! misplaced proof is rejected, a puzzle with several solutions gets no uniqueness proof,
//! and Yin Yang is certified through a complete connectivity encoding only. A unique
//! instance of every kind of the registry is certified.

use crate::answer_files::read_answers;
use crate::proof::proof_checks::*;
use crate::run_gridsat::{fails_in, json_of_in, root, run_in};
use crate::tools;
use gridsat::registry::{self, KINDS};
use gridsat::source::Source;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// One unique instance of every kind: of the instances whose answer file lists one solution
/// (`instances/NAME/`), the one of fewest cells (the proofs are made in a debug build).
fn unique() -> Vec<String> {
    let mut all = Vec::new();
    for kind in KINDS {
        let dir = root().join("instances").join(kind.name);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| kind.extensions.iter().any(|x| e == *x))
            })
            .filter(|p| read_answers(&p.with_extension("answer")).len() == 1)
            .collect();
        files.sort();
        let cells = |path: &PathBuf| {
            let source = Source::from_file(path, &Default::default()).unwrap();
            registry::parse(&source, None).unwrap().size().area()
        };
        let smallest = files.iter().min_by_key(|p| cells(p)).unwrap();
        all.push(smallest.strip_prefix(root()).unwrap().display().to_string());
    }
    all
}

/// Puzzles without a solution whose refutation needs search (unit propagation alone does
/// not refute their CNF: an empty proof does not check): the files of `tests/data/proof/`.
fn needing_search() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(root().join("tests/data/proof"))
        .unwrap()
        .map(|e| format!("tests/data/proof/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    files.sort();
    assert!(files.len() >= 2, "{files:?}");
    files
}

/// A Hanjie puzzle whose contradiction is visible without search.
const IMPOSSIBLE_TOTALS: &str = "tests/data/hanjie/impossible-totals.non";

/// A Yin Yang puzzle that only connectivity refutes (its CNF without it has models).
const WALLED_IN: &str = "tests/data/yinyang/walled-in.yinyang";

/// Every puzzle without a solution: those needing search, then the two above.
fn unsatisfiable() -> Vec<String> {
    let mut all = needing_search();
    all.extend([IMPOSSIBLE_TOTALS, WALLED_IN].map(String::from));
    all
}

/// Puzzles with several solutions.
const SEVERAL: [&str; 2] = [
    "instances/magnets/janko-8x8-two-solutions.magnets",
    "instances/123/several-6x6.123",
];

/// A unique puzzle.
const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";

/// `gridsat solve --proof DIR --proof-format FORMAT --format json INPUT` from the package
/// root: the JSON object (exit `code`) and the input's file stem.
fn certify(dir: &Path, format: &str, input: &str, code: i32) -> Value {
    let dir = dir.display().to_string();
    let args = ["solve", "--proof", &dir, "--proof-format", format, input];
    json_of_in(&root(), &args, "", code)
}

fn stem(input: &str) -> String {
    Path::new(input)
        .file_stem()
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

/// The certificate's file paths, which must all exist.
fn files(v: &Value) -> Vec<PathBuf> {
    let files = v["certificate"]["files"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"));
    let paths: Vec<PathBuf> = files
        .iter()
        .map(|f| root().join(f["path"].as_str().unwrap()))
        .collect();
    for path in &paths {
        assert!(path.is_file(), "{} missing: {v}", path.display());
    }
    paths
}

/// The CNF and the proof of a certificate's refutation, checked to be the last two files
/// and named after `stem` (`-unique` for a uniqueness proof).
fn refutation(v: &Value, dir: &Path, stem: &str, extension: &str) -> (PathBuf, PathBuf) {
    let files = files(v);
    let [.., cnf, proof] = &files[..] else {
        panic!("{v}")
    };
    assert_eq!(cnf, &root().join(dir.join(format!("{stem}.cnf"))), "{v}");
    assert_eq!(
        proof,
        &root().join(dir.join(format!("{stem}.{extension}"))),
        "{v}"
    );
    (cnf.clone(), proof.clone())
}

/// The printed check commands that run `program`, split into words.
fn commands(v: &Value, program: &str) -> Vec<Vec<String>> {
    let check = v["certificate"]["check"].as_array().unwrap();
    let words = |c: &Value| {
        c.as_str()
            .unwrap()
            .split(' ')
            .map(String::from)
            .collect::<Vec<_>>()
    };
    check.iter().map(words).filter(|w| w[0] == program).collect()
}

/// The certificate of a unique puzzle, with `format`'s proofs: the `.cnf` is `gridsat
/// dimacs`, the model satisfies it and is the reported solution (the printed `gridsat
/// decode` says so), and the `-unique.cnf` is the `.cnf` plus one clause the model breaks.
/// Returns the CNF and proof of uniqueness.
fn unique_certificate(dir: &Path, format: &str, input: &str) -> (PathBuf, PathBuf) {
    let v = certify(dir, format, input, 0);
    assert_eq!(
        (&v["status"], &v["unique"]),
        (&"solved".into(), &true.into()),
        "{v}"
    );
    assert_eq!(v["certificate"]["claim"], "unique", "{v}");
    assert_eq!(v["certificate"]["format"], format, "{v}");
    let stem = stem(input);
    let extension = if format == "binary-drat" { "drat" } else { format };
    let (blocked, proof) = refutation(&v, dir, &format!("{stem}-unique"), extension);
    let files = files(&v);
    assert_eq!(files.len(), 4, "{v}");
    let (cnf, model) = (&files[0], &files[1]);
    assert_eq!(cnf, &root().join(dir.join(format!("{stem}.cnf"))));
    assert_eq!(model, &root().join(dir.join(format!("{stem}.model"))));
    let dimacs = run_in(&root(), &["dimacs", input], "", 0);
    assert_eq!(std::fs::read_to_string(cnf).unwrap(), dimacs, "{input}");
    let (plain, blocked) = (read_dimacs(&dimacs), read_dimacs_file(&blocked));
    let lits = read_model(model);
    assert_eq!(lits.len(), plain.vars, "{input}: the model gives every variable");
    for (i, &lit) in lits.iter().enumerate() {
        assert_eq!(lit.unsigned_abs() as usize, i + 1, "{input}: model literal {lit}");
    }
    assert!(
        plain.clauses.iter().all(|c| satisfies(&lits, c)),
        "{input}: the model"
    );
    let [before @ .., extra] = &blocked.clauses[..] else {
        panic!("{input}: no clauses")
    };
    assert_eq!(before, &plain.clauses[..], "{input}: the CNF plus one clause");
    assert!(
        !satisfies(&lits, extra),
        "{input}: the model must break the extra clause"
    );
    assert_eq!(blocked.vars, plain.vars, "{input}");
    assert!(
        plain.comments.iter().all(|c| blocked.comments.contains(c)),
        "{input}"
    );
    // The printed decode command reads the model back as the reported solution.
    let [decode] = &commands(&v, "gridsat")[..] else {
        panic!("{v}")
    };
    let args: Vec<&str> = decode[1..].iter().map(String::as_str).collect();
    let decoded = json_of_in(&root(), &args, "", 0);
    assert_eq!(decoded["solution"], v["solution"], "{decode:?}");
    (root().join(dir).join(format!("{stem}-unique.cnf")), proof)
}

#[test]
fn unique_puzzles_of_every_kind_get_a_uniqueness_proof_varisat_checks() {
    let dir = tempfile::tempdir().unwrap();
    for input in unique() {
        let input = input.as_str();
        let (cnf, proof) = unique_certificate(dir.path(), "varisat", input);
        varisat_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        // The proof of uniqueness does not refute the CNF without the extra clause.
        let plain = cnf.with_file_name(format!("{}.cnf", stem(input)));
        assert!(varisat_refutes(&plain, &proof).is_err(), "{input}");
    }
}

#[test]
fn lrat_proofs_check() {
    let dir = tempfile::tempdir().unwrap();
    for input in unique() {
        let input = input.as_str();
        let (cnf, proof) = unique_certificate(dir.path(), "lrat", input);
        lrat_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        let plain = cnf.with_file_name(format!("{}.cnf", stem(input)));
        assert!(lrat_refutes(&plain, &proof).is_err(), "{input}");
    }
    for input in unsatisfiable() {
        let input = input.as_str();
        let v = certify(dir.path(), "lrat", input, 1);
        let (cnf, proof) = refutation(&v, dir.path(), &stem(input), "lrat");
        lrat_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        // A step without its last hint no longer checks.
        let text = std::fs::read_to_string(&proof).unwrap();
        let line = text.lines().position(|l| !l.contains(" d ")).unwrap();
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        let words: Vec<&str> = lines[line].split(' ').collect();
        lines[line] = [&words[..words.len() - 2], &["0"]].concat().join(" ");
        std::fs::write(&proof, lines.join("\n") + "\n").unwrap();
        assert!(lrat_refutes(&cnf, &proof).is_err(), "{input}: {}", lines[line]);
    }
}

#[test]
fn unique_puzzles_of_every_kind_get_a_uniqueness_proof_rate_checks() {
    if !tools::available("rate", "cargo install rate --locked") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (i, input) in unique().iter().enumerate() {
        let input = input.as_str();
        let format = ["drat", "binary-drat"][i % 2];
        let (cnf, proof) = unique_certificate(dir.path(), format, input);
        rate_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        let plain = cnf.with_file_name(format!("{}.cnf", stem(input)));
        assert!(rate_refutes(&plain, &proof).is_err(), "{input}");
    }
}

#[test]
fn unsatisfiable_puzzles_get_a_proof_varisat_checks() {
    let dir = tempfile::tempdir().unwrap();
    let mut refutations = Vec::new();
    for input in unsatisfiable() {
        let input = input.as_str();
        let v = certify(dir.path(), "varisat", input, 1);
        assert_eq!(v["status"], "unsatisfiable", "{v}");
        assert_eq!(v["certificate"]["claim"], "unsatisfiable", "{v}");
        let (cnf, proof) = refutation(&v, dir.path(), &stem(input), "varisat");
        assert_eq!(files(&v).len(), 2, "{v}");
        let dimacs = run_in(&root(), &["dimacs", input], "", 0);
        assert_eq!(std::fs::read_to_string(&cnf).unwrap(), dimacs, "{input}");
        varisat_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        refutations.push((cnf, proof));
    }
    // A proof of another CNF does not check; nor does a truncated proof.
    let [(first, first_proof), (second, second_proof), ..] = &refutations[..] else {
        unreachable!()
    };
    assert!(varisat_refutes(first, second_proof).is_err());
    assert!(varisat_refutes(second, first_proof).is_err());
    for (cnf, proof) in &refutations {
        let bytes = std::fs::read(proof).unwrap();
        std::fs::write(proof, &bytes[..bytes.len() / 2]).unwrap();
        assert!(varisat_refutes(cnf, proof).is_err(), "{}", proof.display());
    }
}

#[test]
fn unsatisfiable_puzzles_get_a_proof_rate_checks() {
    if !tools::available("rate", "cargo install rate --locked") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.drat");
    std::fs::write(&empty, "").unwrap();
    let mut refutations = Vec::new();
    let search = needing_search().len();
    for (i, input) in unsatisfiable().iter().enumerate() {
        let input = input.as_str();
        let format = ["drat", "binary-drat"][i % 2];
        let v = certify(dir.path(), format, input, 1);
        let (cnf, proof) = refutation(&v, dir.path(), &stem(input), "drat");
        // The printed command is the check.
        let rate = &commands(&v, "rate")[0];
        assert_eq!(
            rate[1..],
            [cnf.display().to_string(), proof.display().to_string()]
        );
        rate_refutes(&cnf, &proof).unwrap_or_else(|e| panic!("{input}: {e}"));
        if i < search {
            assert!(rate_refutes(&cnf, &empty).is_err(), "{input} needs search");
            refutations.push((cnf, proof));
        }
    }
    // A proof of another CNF does not check; nor does the first quarter of a proof.
    for (i, (cnf, _)) in refutations.iter().enumerate() {
        let (_, other) = &refutations[(i + 1) % refutations.len()];
        assert!(rate_refutes(cnf, other).is_err(), "{}", other.display());
    }
    let (cnf, proof) = &refutations[0];
    let text = std::fs::read_to_string(proof).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    std::fs::write(proof, lines[..lines.len() / 4].join("\n") + "\n").unwrap();
    assert!(rate_refutes(cnf, proof).is_err());
}

#[test]
fn several_solutions_get_no_uniqueness_proof() {
    let dir = tempfile::tempdir().unwrap();
    for input in SEVERAL {
        let v = certify(dir.path(), "drat", input, 0);
        assert_eq!(
            (&v["status"], &v["unique"]),
            (&"solved".into(), &false.into()),
            "{v}"
        );
        let certificate = &v["certificate"];
        assert_eq!(certificate["claim"], "satisfiable", "{v}");
        let note = certificate["note"].as_str().unwrap();
        assert!(
            note.contains("another solution") && note.contains("no uniqueness proof"),
            "{v}"
        );
        assert_eq!(files(&v).len(), 2, "{v}");
        let unique = dir.path().join(format!("{}-unique.cnf", stem(input)));
        assert!(!unique.exists(), "{v}");
        let text = run_in(
            &root(),
            &["solve", "--proof", &dir.path().display().to_string(), input],
            "",
            0,
        );
        assert!(text.contains("there is no uniqueness proof"), "{text}");
    }
    // --first asks for no uniqueness proof either.
    let v = certify(dir.path(), "drat", MAGNETS, 0);
    assert_eq!(v["certificate"]["claim"], "unique");
    let args = [
        "solve",
        "--first",
        "--proof",
        &dir.path().display().to_string(),
        MAGNETS,
    ];
    let v = json_of_in(&root(), &args, "", 0);
    assert_eq!(v["certificate"]["claim"], "satisfiable", "{v}");
    assert!(
        v["certificate"]["note"].as_str().unwrap().contains("--first"),
        "{v}"
    );
    // The earlier uniqueness proof of the same stem is gone.
    assert!(!dir.path().join("janko-6x6-unique.drat").exists());
}

#[test]
fn yinyang_is_certified_with_complete_connectivity() {
    let dir = tempfile::tempdir().unwrap();
    let input = WALLED_IN;
    let v = certify(dir.path(), "varisat", input, 1);
    let (cnf, _) = refutation(&v, dir.path(), "walled-in", "varisat");
    let text = std::fs::read_to_string(&cnf).unwrap();
    assert!(
        text.contains("\nc encoding layers "),
        "the default certifies layers"
    );
    let tree = dir.path().join("tree");
    let args = [
        "solve",
        "--connectivity",
        "tree",
        "--proof",
        &tree.display().to_string(),
    ];
    let args = [&args[..], &["--proof-format", "varisat", input]].concat();
    let v = json_of_in(&root(), &args, "", 1);
    assert_eq!(v["certificate"]["claim"], "unsatisfiable", "{v}");
    let (cnf, proof) = (tree.join("walled-in.cnf"), tree.join("walled-in.varisat"));
    assert!(
        std::fs::read_to_string(&cnf)
            .unwrap()
            .contains("\nc encoding tree ")
    );
    varisat_refutes(&cnf, &proof).unwrap();
    let lazy = dir.path().join("lazy");
    fails_in(
        &root(),
        &[
            "solve",
            "--connectivity",
            "lazy",
            "--proof",
            &lazy.display().to_string(),
            input,
        ],
        "",
        &format!(
            "{input}: --proof needs a complete CNF: --connectivity lazy leaves connectivity out of the CNF"
        ),
    );
    assert_eq!(std::fs::read_dir(&lazy).unwrap().count(), 0, "nothing written");
}
