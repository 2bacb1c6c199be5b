//! End-to-end tests of batches: `solve` over directories and several inputs, in parallel
//! (`--jobs`) with the results in input order, the summary line on stderr, no progress bar
//! when stderr is a pipe, and colour only on demand. Time limits are in `timeout.rs`.

use crate::cli::batch_support::{arg, json_lines, run, run_env, statuses, without_seconds};
use crate::run_gridsat;
use crate::run_gridsat::root;
use std::path::Path;

/// The puzzle files of an instance directory as `solve DIR` should list them: those with a
/// puzzle extension, sorted.
fn puzzle_files(dir: &str) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| {
            let ext = Path::new(name).extension().unwrap().to_str().unwrap();
            ["magnets", "non", "xml", "123", "yinyang"].contains(&ext)
        })
        .map(|name| format!("{dir}/{name}"))
        .collect();
    files.sort();
    files
}

#[test]
fn two_jobs_print_what_one_job_prints_in_input_order() {
    let dirs = ["instances/magnets", "instances/123", "instances/yinyang"];
    let solve = |jobs: &str| {
        let args = [&["solve", "--format", "json", "--jobs", jobs][..], &dirs].concat();
        let run = run(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        json_lines(&run.stdout)
    };
    let (one, two) = (solve("1"), solve("2"));
    let expected: Vec<String> = dirs.iter().flat_map(|dir| puzzle_files(dir)).collect();
    let inputs: Vec<&str> = two.iter().map(|v| v["input"].as_str().unwrap()).collect();
    assert_eq!(inputs, expected);
    assert!(two.iter().all(|v| v["stats"]["seconds"].is_number()));
    let strip = |values: Vec<serde_json::Value>| values.into_iter().map(without_seconds).collect::<Vec<_>>();
    assert_eq!(strip(one), strip(two));
}

#[test]
fn a_directory_gives_its_puzzle_files_and_skips_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let tatham = std::fs::read_to_string(root().join("instances/magnets/tatham-3x3.magnets")).unwrap();
    for name in ["b.magnets", "A.MAGNETS", ".hidden.magnets", "sub/c.magnets"] {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, &tatham).unwrap();
    }
    std::fs::write(dir.path().join("b.answer"), "not a puzzle").unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a puzzle").unwrap();
    let run = run(&["solve", "--format", "json", &arg(dir.path())]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let inputs: Vec<String> = json_lines(&run.stdout)
        .iter()
        .map(|v| v["input"].as_str().unwrap().to_string())
        .collect();
    let expected = ["A.MAGNETS", "b.magnets"].map(|name| arg(&dir.path().join(name)));
    assert_eq!(inputs, expected);
    // A directory is a batch even with one puzzle in it: the summary is printed.
    let empty = dir.path().join("sub/empty");
    std::fs::create_dir(&empty).unwrap();
    let run = run_env(&["solve", "--format", "json", &arg(&empty)], &[]);
    assert_eq!(run.code, 2);
    let values = json_lines(&run.stdout);
    assert_eq!(statuses(&values), ["error"]);
    assert_eq!(values[0]["input"], arg(&empty));
    let message = format!("gridsat: {}: no puzzle files in this directory", arg(&empty));
    assert!(run.stderr.starts_with(&message), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("\n1 input: 0 solved (0 unique), 0 unsatisfiable, 1 failed")
    );
}

#[test]
fn a_batch_goes_on_past_bad_inputs_and_the_worst_exit_code_wins() {
    let good = "instances/magnets/tatham-3x3.magnets";
    let unsat = "tests/data/cli/unsat.magnets";
    let bad = "tests/data/cli/count-nan.magnets";
    let run_json = |inputs: &[&str], jobs: &str| {
        let run = run(&[&["solve", "--format", "json", "--jobs", jobs][..], inputs].concat());
        (run.code, statuses(&json_lines(&run.stdout)).join(" "), run.stderr)
    };
    for jobs in ["1", "2"] {
        let (code, statuses, stderr) = run_json(&[good, bad, unsat, "missing.123"], jobs);
        assert_eq!((code, statuses.as_str()), (2, "solved error unsatisfiable error"));
        assert!(stderr.contains("gridsat: missing.123: no such file"), "{stderr}");
        assert_eq!(run_json(&[unsat, good], jobs).0, 1);
        assert_eq!(run_json(&[good, good], jobs).0, 0);
    }
}

#[test]
fn piped_batches_have_no_progress_bar_and_end_with_a_summary() {
    let inputs = [
        "instances/magnets",
        "tests/data/cli/unsat.magnets",
        "tests/data/cli/count-nan.magnets",
    ];
    for format in ["text", "json"] {
        let run = run(&[&["solve", "--jobs", "2", "--format", format][..], &inputs].concat());
        assert_eq!(run.code, 2);
        assert!(!run.stderr.contains(['\r', '\x1b']), "{:?}", run.stderr);
        let summary = run.stderr.lines().last().unwrap();
        let (counts, time) = summary.rsplit_once(" (").unwrap();
        assert_eq!(
            counts,
            "8 inputs: 6 solved (5 unique), 1 unsatisfiable, 1 failed, 0 timed out"
        );
        let seconds = time.strip_suffix(" s)").unwrap().parse::<f64>().unwrap();
        // A fast build can end the batch within 0.005 s: it then says 0.00 s.
        assert!(
            seconds >= 0.0 && seconds < run.elapsed.as_secs_f64() + 0.01,
            "{summary}"
        );
    }
    // One input is no batch: no summary.
    let run = run(&["solve", "instances/magnets/tatham-3x3.magnets"]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

#[test]
fn standard_input_can_be_one_input_of_a_batch() {
    let tatham = std::fs::read_to_string(root().join("instances/magnets/tatham-3x3.magnets")).unwrap();
    for timeout in [&[][..], &["--timeout", "60"]] {
        let args = [
            &[
                "solve",
                "--format",
                "json",
                "-",
                "instances/magnets/tatham-3x3.magnets",
            ],
            timeout,
        ]
        .concat();
        let out = run_gridsat::gridsat()
            .current_dir(root())
            .args(&args)
            .write_stdin(tatham.as_str())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let values = json_lines(&String::from_utf8(out.stdout).unwrap());
        assert_eq!(values[0]["input"], "<stdin>");
        assert_eq!(values[0]["solution"], values[1]["solution"]);
    }
}

#[test]
fn certificates_of_a_parallel_batch_are_written_by_the_workers() {
    let dir = tempfile::tempdir().unwrap();
    let proof = arg(dir.path());
    let inputs = [
        "instances/magnets/tatham-3x3.magnets",
        "tests/data/cli/unsat.magnets",
    ];
    let args = [
        &[
            "solve",
            "--format",
            "json",
            "--jobs",
            "2",
            "--timeout",
            "60",
            "--proof",
            &proof,
        ][..],
        &inputs,
    ]
    .concat();
    let run = run(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let claims: Vec<_> = json_lines(&run.stdout)
        .iter()
        .map(|v| v["certificate"]["claim"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(claims, ["unique", "unsatisfiable"]);
    for file in [
        "tatham-3x3-unique.drat",
        "tatham-3x3.model",
        "unsat.cnf",
        "unsat.drat",
    ] {
        assert!(dir.path().join(file).exists(), "{file}");
    }
}

/// The text without its time lines (`(90 variables, 212 clauses, 0.001 s)`).
fn without_times(text: &str) -> String {
    text.lines()
        .filter(|line| !line.ends_with(" s)"))
        .map(|line| format!("{line}\n"))
        .collect()
}

#[test]
fn colour_only_when_forced_or_on_a_terminal_and_never_with_no_color() {
    let solve = [
        "solve",
        "instances/magnets/tatham-3x3.magnets",
        "tests/data/cli/unsat.magnets",
    ];
    let analyze = ["analyze", "instances/magnets/janko-8x8-two-solutions.magnets"];
    for args in [&solve[..], &analyze] {
        let plain = without_times(&run(args).stdout);
        assert!(!plain.contains('\x1b'), "{plain}");
        let forced = without_times(&run_env(args, &[("CLICOLOR_FORCE", "1")]).stdout);
        assert!(forced.contains("\x1b["), "{forced}");
        let uncoloured = ["\x1b[1m", "\x1b[0m", "\x1b[31m", "\x1b[32m", "\x1b[33m"]
            .iter()
            .fold(forced, |text, escape| text.replace(escape, ""));
        assert_eq!(uncoloured, plain);
        for env in [
            &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")][..],
            &[("CLICOLOR_FORCE", "0")],
        ] {
            assert_eq!(without_times(&run_env(args, env).stdout), plain);
        }
    }
    let forced = run_env(&solve, &[("CLICOLOR_FORCE", "1")]).stdout;
    assert!(forced.contains("\x1b[1m\x1b[32msolved: the solution is unique\x1b[0m\n"));
    assert!(forced.contains("\x1b[1m\x1b[31mno solution\x1b[0m\n"));
    let forced = run_env(&analyze, &[("CLICOLOR_FORCE", "1")]).stdout;
    assert!(forced.contains("\x1b[1m\x1b[33mseveral solutions: "));
}

#[test]
fn help_documents_the_exit_codes_and_the_batch_options() {
    let help = run(&["--help"]).stdout;
    let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("2 bad input, I/O or usage; 3 --timeout stopped the work"),
        "{help}"
    );
    let help = run(&["solve", "--help"]).stdout;
    for option in ["--jobs <N>", "--timeout <SECS>"] {
        assert!(help.contains(option), "{help}");
    }
    assert!(!help.contains("internal-solve-worker"));
    let completions = run(&["completions", "bash"]).stdout;
    assert!(!completions.contains("internal-solve-worker"));
}
