//! The command line under `GRIDSAT_FAULT` (the built binary): with a fault that lets a
//! wrong grid through, `solve` (text, JSON, SVG, and a batch with a time limit), `count`, `analyze` and `decode` exit 1, name the
//! rule the grid breaks and call it an encoding bug, and never print the grid on standard
//! output.

use super::{Instance, count_under, first_caught};
use gridsat::Error;
use gridsat::report::Status;
use gridsat::solve::SolveOptions;
use gridsat::solve::fault::{FAULT_VARIABLE, with_fault};
use gridsat::source::Source;
use serde_json::Value;
use std::process::Command;

/// One run of the binary.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `gridsat ARGS` with `GRIDSAT_FAULT=fault` (empty: none).
fn gridsat(fault: &str, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_gridsat"))
        .env(FAULT_VARIABLE, fault)
        .args(args)
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    Run {
        code: out.status.code().expect("an exit code"),
        stdout: text(out.stdout),
        stderr: text(out.stderr),
    }
}

/// The one JSON object of a run's standard output.
fn json(run: &Run) -> Value {
    serde_json::from_str(run.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", run.stdout))
}

/// What every run under a caught fault must show: exit 1, the line `gridsat: INPUT: MESSAGE`
/// (the rule broken, and that this is an encoding bug) on standard error, and the wrong
/// grid (its SVG `picture`, its `rows`) nowhere on standard output.
fn assert_caught(run: &Run, what: &str, (input, message): (&str, &str), picture: &str, rows: &[String]) {
    assert_eq!(
        run.code, 1,
        "{what}\nstdout: {}\nstderr: {}",
        run.stdout, run.stderr
    );
    let line = format!("gridsat: {input}: {message}\n");
    assert!(run.stderr.contains(&line), "{what}: {line}{}", run.stderr);
    assert!(
        !run.stdout.contains(picture),
        "{what}: the wrong grid is drawn\n{}",
        run.stdout
    );
    let json_rows = serde_json::to_string(rows).unwrap();
    assert!(
        !run.stdout.contains(&json_rows),
        "{what}: the wrong grid is listed"
    );
}

/// Runs every command that prints a solution or a count under the first dropped clause that
/// lets a wrong grid through (`--always-search`, so that Hanjie's line logic does not
/// answer without the CNF).
pub(crate) fn never_prints_a_wrong_grid(instance: &Instance) {
    let caught = first_caught(instance);
    let (fault, input) = (caught.fault.to_string(), instance.arg());
    let puzzle = &instance.puzzle;
    let source = Source::inline("the wrong grid", caught.grid.join("\n") + "\n");
    let picture = puzzle.svg(Some((&source, 1))).unwrap();
    let check = |run: &Run, what: &str, message: &str| {
        assert_caught(run, what, (&input, message), &picture, &caught.grid)
    };
    let broken = Error::broken_rule(&caught.rule).to_string();
    // The fault is in the CNF: search it (Hanjie would otherwise use its line engine).
    let solve = ["solve", "--always-search", "--engine", "sat", input.as_str()];

    let run = gridsat(&fault, &solve);
    check(&run, "solve", &broken);
    assert!(run.stdout.contains("INVALID"), "{}", run.stdout);
    assert!(
        run.stdout.contains(&puzzle.render()),
        "the unsolved puzzle is drawn"
    );
    let shown = format!(
        "the grid it gave, not a solution:\n    {}\n",
        caught.grid.join("\n    ")
    );
    assert!(
        run.stderr.contains(&shown),
        "the grid goes to stderr: {}",
        run.stderr
    );

    let run = gridsat(&fault, &[&solve[..], &["--format", "json"]].concat());
    check(&run, "solve --format json", &broken);
    let object = json(&run);
    assert_eq!(object["status"], "invalid");
    assert!(
        object["solution"].is_null() && object["other_solution"].is_null(),
        "{object}"
    );
    assert_eq!(object["violations"][0], caught.rule.as_str());

    let run = gridsat(&fault, &[&solve[..], &["--format", "svg"]].concat());
    check(&run, "solve --format svg", &broken);
    assert_eq!(
        run.stdout,
        puzzle.svg(None).unwrap(),
        "the unsolved puzzle is drawn"
    );

    // A batch of two, each with a time limit.
    let batch = [
        &solve[..],
        &["--timeout", "30", "--format", "json", input.as_str()],
    ]
    .concat();
    let run = gridsat(&fault, &batch);
    check(&run, "solve --timeout (a batch)", &broken);
    let statuses: Vec<Value> = run
        .stdout
        .lines()
        .map(|line| {
            let object: Value = serde_json::from_str(line).unwrap();
            assert!(object["solution"].is_null(), "{object}");
            object["status"].clone()
        })
        .collect();
    assert_eq!(statuses, ["invalid", "invalid"]);
    assert!(
        run.stderr
            .contains("2 inputs: 0 solved (0 unique), 0 unsatisfiable, 2 failed")
    );

    // count and analyze stop at the first wrong grid they meet: the library says which.
    let error = count_under(instance, caught.fault).expect("count meets a wrong grid too");
    let run = gridsat(&fault, &["count", "--engine", "sat", &input]);
    check(&run, "count", &error);
    assert_eq!(run.stdout, "", "no count is printed");
    let run = gridsat(&fault, &["count", "--engine", "sat", "--format", "json", &input]);
    check(&run, "count --format json", &error);
    let object = json(&run);
    assert_eq!(object["status"], "invalid");
    assert!(
        object.get("count").is_none() && object.get("complete").is_none(),
        "{object}"
    );

    let analysed = with_fault(Some(caught.fault), || puzzle.analyze(&SolveOptions::default()));
    let Err(error @ Error::EncodingBug(_)) = analysed else {
        panic!("analyze meets a wrong grid too: {analysed:?}");
    };
    let run = gridsat(&fault, &["analyze", &input]);
    check(&run, "analyze", &error.to_string());
    assert_eq!(run.stdout, "", "no analysis is printed");
}

/// A model of the faulty CNF that `gridsat dimacs` would export, whose grid breaks a rule:
/// `decode` under the same fault rejects it (exit 1); without the fault the model is no
/// model of the CNF at all (exit 2).
pub(crate) fn decode_rejects_a_wrong_model(instance: &Instance) {
    let caught = first_caught(instance);
    let puzzle = &instance.puzzle;
    let mut dimacs = Vec::new();
    with_fault(Some(caught.fault), || {
        puzzle.write_dimacs("faulty", &mut dimacs, "<memory>", &Default::default())
    })
    .unwrap();
    let formula = varisat::dimacs::DimacsParser::parse(&dimacs[..]).unwrap();
    // The variables that determine the solution, from the `c ind` lines.
    let projection: Vec<isize> = String::from_utf8(dimacs.clone())
        .unwrap()
        .lines()
        .filter_map(|line| line.strip_prefix("c ind "))
        .flat_map(|rest| rest.split_whitespace().map(|n| n.parse::<isize>().unwrap()))
        .filter(|&n| n != 0)
        .collect();
    assert!(!projection.is_empty(), "no `c ind` lines");
    let mut solver = varisat::Solver::new();
    solver.add_formula(&formula);
    // The models of the faulty CNF, each read back by `decode` under the fault, until one
    // decodes to a grid that breaks a rule.
    let (answer_text, report) = loop {
        assert!(
            solver.solve().unwrap(),
            "the faulty CNF has a model with a wrong grid"
        );
        let lits = solver.model().unwrap();
        let words: Vec<String> = lits.iter().map(|lit| lit.to_dimacs().to_string()).collect();
        let text = format!("s SATISFIABLE\nv {} 0\n", words.join(" "));
        let answer = Source::inline("answer", text.clone());
        let report = with_fault(Some(caught.fault), || puzzle.decode(&answer, &Default::default())).unwrap();
        if report.status == Status::Invalid {
            break (text, report);
        }
        let blocking: Vec<varisat::Lit> = lits
            .iter()
            .filter(|lit| projection.contains(&(lit.var().to_dimacs())))
            .map(|&lit| !lit)
            .collect();
        varisat::ExtendFormula::add_clause(&mut solver, &blocking);
    };
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("answer.txt");
    std::fs::write(&answer, answer_text).unwrap();
    let (input, answer) = (instance.arg(), answer.display().to_string());

    let run = gridsat(&caught.fault.to_string(), &["decode", &input, &answer]);
    let broken = Error::broken_rule(&report.violations[0]).to_string();
    let rows = &report.rejected[0];
    let grid = Source::inline("the wrong grid", rows.join("\n") + "\n");
    let picture = puzzle.svg(Some((&grid, 1))).unwrap();
    assert_caught(&run, "decode", (&input, &broken), &picture, rows);
    let run = gridsat("", &["decode", &input, &answer]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("the model does not satisfy clause"),
        "{}",
        run.stderr
    );
}

/// A `GRIDSAT_FAULT` that is neither `drop:N` nor `flip:N` stops the command line (exit 2)
/// before it prints anything.
pub(crate) fn refuses_an_unreadable_fault(instance: &Instance) {
    let run = gridsat("drop:x", &["solve", &instance.arg()]);
    assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{}", run.stderr);
    let message = "gridsat: GRIDSAT_FAULT=`drop:x`: expected drop:N or flip:N (N a clause index from 0)\n";
    assert_eq!(run.stderr, message);
}
