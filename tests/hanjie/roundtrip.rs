//! Hanjie DIMACS round trips: `gridsat dimacs`, a solver (varisat in the test, or CaDiCaL /
//! MiniSat when installed), then `gridsat decode`.

use crate::dimacs_files::{competition_answer, varisat_model};
use crate::hanjie::hanjie_support::*;
use crate::tools;
use serde_json::json;
use std::collections::BTreeSet;

fn ind_vars(cnf: &str) -> BTreeSet<isize> {
    cnf.lines()
        .filter_map(|l| l.strip_prefix("c ind "))
        .flat_map(|l| l.split_whitespace().map(|w| w.parse::<isize>().unwrap()))
        .filter(|&v| v != 0)
        .collect()
}

#[test]
fn dimacs_solved_by_varisat_then_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = |file: String| dir.path().join(file).display().to_string();
    for name in [
        "webpbn-00001.non",
        "webpbn-00001.xml",
        "webpbn-00006.non",
        "05-dom.non",
        "seed-example2.non",
        "seed-example3-hidden-four.non",
    ] {
        let input = instance(name);
        let answers = answers(name);
        for encoding in ENCODINGS {
            let what = format!("{name} {encoding}");
            let cnf_file = tmp(format!("{name}.{encoding}.cnf"));
            let args = ["dimacs", "--encoding", encoding, &input, "-o", &cnf_file];
            assert_eq!(run(&args, 0), "", "{what}");
            let cnf = std::fs::read_to_string(&cnf_file).unwrap();
            assert_eq!(cnf, run(&["dimacs", "--encoding", encoding, &input], 0), "{what}");
            assert!(cnf.starts_with("c gridsat "), "{what}");
            // One `c ind` variable per cell, each named.
            let ind = ind_vars(&cnf);
            let (w, h) = (answers[0][0].len(), answers[0].len());
            assert_eq!(ind.len(), w * h, "{what}");
            assert!(
                cnf.contains(&format!(" r{h}c{w} ")),
                "{what}: no `c var` for the last cell"
            );

            let model = varisat_model(&cnf);
            let model_file = tmp(format!("{name}.{encoding}.model"));
            std::fs::write(&model_file, competition_answer(&model, 12)).unwrap();
            let v = json_of(&["decode", "--encoding", encoding, &input, &model_file], "", 0);
            has(&v, json!({"input": input, "status": "solved", "unique": null}));
            let solution = rows(&v["solution"]);
            assert!(answers.contains(&solution), "{what}: {solution:?}");
            if answers.len() == 1 {
                let solved = json_of(&["solve", "--encoding", encoding, &input], "", 0);
                assert_eq!(rows(&solved["solution"]), solution, "{what}");
                assert_eq!(v["matches_goal"], solved["matches_goal"], "{what}");
            }
            assert_eq!(v["stats"]["variables"], model.len(), "{what}");
            let text = run(&["decode", "--encoding", encoding, &input, &model_file], 0);
            assert!(
                text.contains("solved (uniqueness not checked)\n"),
                "{what}: {text}"
            );

            // One cell flipped: the model falsifies a clause, and decode refuses it.
            for cell in [1, (w * h) as isize] {
                let flipped: Vec<isize> = model
                    .iter()
                    .map(|&l| if l.abs() == cell { -l } else { l })
                    .collect();
                let path = tmp(format!("{name}.{encoding}.flipped{cell}"));
                std::fs::write(&path, competition_answer(&flipped, 12)).unwrap();
                let (code, stdout, stderr) = output(&["decode", "--encoding", encoding, &input, &path], "");
                assert_eq!((code, stdout.as_str()), (2, ""), "{what}: {stderr}");
                let message = format!("gridsat: {path}: the model does not satisfy clause ");
                assert!(stderr.starts_with(&message), "{what}: {stderr}");
            }
        }
    }
}

#[test]
fn decode_needs_the_encoding_the_cnf_was_written_with() {
    let dir = tempfile::tempdir().unwrap();
    let input = instance("webpbn-00006.non");
    let model = varisat_model(&run(&["dimacs", "--encoding", "dfa", &input], 0));
    let path = dir.path().join("dfa.model").display().to_string();
    std::fs::write(&path, competition_answer(&model, 12)).unwrap();
    run(&["decode", "--encoding", "dfa", &input, &path], 0);
    // Read as a placement model it has too many variables.
    let (code, stdout, stderr) = output(&["decode", &input, &path], "");
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(stderr.contains("names a variable beyond the CNF's"), "{stderr}");
    assert!(
        stderr.contains("this is the `placement` encoding: was the CNF written with another --encoding?"),
        "{stderr}"
    );
    // The CNF says which encoding it is.
    assert!(
        run(&["dimacs", "--encoding", "dfa", &input], 0)
            .contains("\nc encoding dfa (decode with --encoding dfa)\n")
    );

    // A placement model read as a dfa one lacks the automaton's variables.
    let model = varisat_model(&run(&["dimacs", &input], 0));
    std::fs::write(&path, competition_answer(&model, 12)).unwrap();
    let (code, stdout, stderr) = output(&["decode", "--encoding", "dfa", &input, &path], "");
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(stderr.starts_with(&format!("gridsat: {path}: ")), "{stderr}");
}

#[test]
fn dimacs_solved_by_an_external_solver_then_decoded() {
    let Some(solver) = tools::first_available(&["cadical", "minisat"], "apt-get install cadical") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for name in [
        "webpbn-00006.non",
        "webpbn-00021.non",
        "seed-example4.non",
        "seed-example3-hidden-two.non",
    ] {
        for encoding in ENCODINGS {
            let what = format!("{name} {encoding} {solver}");
            let input = instance(name);
            let cnf = dir.path().join(format!("{name}.{encoding}.cnf"));
            let answer = dir.path().join(format!("{name}.{encoding}.out"));
            let cnf_arg = cnf.display().to_string();
            run(&["dimacs", "--encoding", encoding, &input, "-o", &cnf_arg], 0);
            let status = if solver.ends_with("cadical") {
                let out = std::process::Command::new(solver)
                    .arg("-q")
                    .arg(&cnf)
                    .output()
                    .unwrap();
                std::fs::write(&answer, out.stdout).unwrap();
                out.status
            } else {
                std::process::Command::new(solver)
                    .arg("-verb=0")
                    .arg(&cnf)
                    .arg(&answer)
                    .output()
                    .unwrap()
                    .status
            };
            assert_eq!(status.code(), Some(10), "{what}: the SAT exit code");
            let answer = answer.display().to_string();
            let v = json_of(&["decode", "--encoding", encoding, &input, &answer], "", 0);
            has(&v, json!({"status": "solved"}));
            assert!(answers(name).contains(&rows(&v["solution"])), "{what}");
        }
    }
}
