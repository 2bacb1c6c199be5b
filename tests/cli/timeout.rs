//! End-to-end tests of `--timeout SECS`: a batch keeps every other puzzle's result when one
//! runs out of time (the library's time limit stops it, so the run ends soon after);
//! `solve`, `count`, `analyze` and `generate` on one input stop with exit code 3 and a
//! message naming the input and the limit; `count` prints what it counted.

use crate::cli::batch_support::{self, Run, arg, json_lines, many_solutions, run, slow_puzzle, statuses};
use std::time::Duration;

/// Well under the slow puzzle's time (over a minute), well over one second.
const SOON: Duration = Duration::from_secs(10);

/// The message of an input stopped at a one-second limit.
fn stopped(name: &str) -> String {
    format!("gridsat: {name}: stopped at the time limit of 1 s (--timeout)")
}

fn assert_stopped_soon(run: &Run) {
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(run.elapsed < SOON, "{:?}", run.elapsed);
}

#[test]
fn one_slow_puzzle_of_a_batch_times_out_and_the_others_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let good = "instances/magnets/tatham-3x3.magnets";
    let unsat = "tests/data/cli/unsat.magnets";
    let bad = "tests/data/cli/count-nan.magnets";
    for jobs in ["1", "2"] {
        let inputs = [slow.as_str(), good, bad, unsat, "instances/hanjie/05-dom.non"];
        let args = [
            &["solve", "--format", "json", "--timeout", "1", "--jobs", jobs][..],
            &inputs,
        ]
        .concat();
        let run = run(&args);
        assert_eq!(run.code, 2, "bad input outranks a timeout: {}", run.stderr);
        assert!(run.elapsed < SOON, "{:?}", run.elapsed);
        let values = json_lines(&run.stdout);
        let names: Vec<&str> = values.iter().map(|v| v["input"].as_str().unwrap()).collect();
        assert_eq!(names, inputs);
        assert_eq!(
            statuses(&values),
            ["timeout", "solved", "error", "unsatisfiable", "solved"]
        );
        assert_eq!(values[0].as_object().unwrap().len(), 3);
        assert_eq!(values[0]["timeout"], 1.0);
        assert_eq!(values[1]["unique"], true);
        assert!(values[2]["error"].as_str().unwrap().starts_with(bad));
        assert!(
            run.stderr.contains(&format!("{}\n", stopped(&slow))),
            "{}",
            run.stderr
        );
        let summary = "5 inputs: 2 solved (2 unique), 1 unsatisfiable, 1 failed, 1 timed out (";
        assert!(
            run.stderr.lines().last().unwrap().starts_with(summary),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn a_timeout_outranks_no_solution_in_the_exit_code() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let inputs = ["tests/data/cli/unsat.magnets", slow.as_str()];
    let run = run(&[&["solve", "--timeout", "1"][..], &inputs].concat());
    assert_stopped_soon(&run);
    // Text output: the unsatisfiable puzzle's picture and verdict; the timeout on stderr.
    assert!(
        run.stdout
            .starts_with("tests/data/cli/unsat.magnets: magnets 3x3\n")
    );
    assert!(run.stdout.contains("no solution"));
    assert!(!run.stdout.contains(&slow));
    assert!(run.stderr.starts_with(&stopped(&slow)), "{}", run.stderr);
}

#[test]
fn solve_on_one_input_stops_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let run = run(&["solve", "--timeout", "1", &slow]);
    assert_stopped_soon(&run);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, format!("{}\n", stopped(&slow)));
    let run = batch_support::run(&["solve", "--timeout", "0.5", "--format", "json", &slow]);
    assert_stopped_soon(&run);
    let expected = serde_json::json!({"input": slow, "status": "timeout", "timeout": 0.5});
    assert_eq!(json_lines(&run.stdout), [expected]);
    assert!(run.stderr.contains("stopped at the time limit of 0.5 s"));
}

#[test]
fn a_generous_limit_changes_nothing() {
    let args = ["solve", "--format", "json", "instances/magnets/janko-6x6.magnets"];
    let without = json_lines(&run(&args).stdout);
    let with = run(&[&args[..], &["--timeout", "60"]].concat());
    assert_eq!(with.code, 0, "{}", with.stderr);
    let strip = |values: Vec<serde_json::Value>| -> Vec<_> {
        values.into_iter().map(batch_support::without_seconds).collect()
    };
    assert_eq!(strip(json_lines(&with.stdout)), strip(without));
}

#[test]
fn count_prints_the_solutions_counted_before_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = arg(&many_solutions(dir.path()));
    let run = run(&["count", "--timeout", "1", "--format", "json", &puzzle]);
    assert_stopped_soon(&run);
    let values = json_lines(&run.stdout);
    assert_eq!(values.len(), 1);
    let v = &values[0];
    assert_eq!(
        (&v["input"], &v["status"], &v["complete"]),
        (&puzzle.clone().into(), &"timeout".into(), &false.into())
    );
    assert!(v["count"].as_u64().unwrap() > 0, "{v}");
    assert_eq!(run.stderr, format!("{}\n", stopped(&puzzle)));
    let run = batch_support::run(&["count", "--timeout", "1", &puzzle]);
    assert_stopped_soon(&run);
    let line = run.stdout.strip_prefix(&format!("{puzzle}: at least ")).unwrap();
    let (count, rest) = line.split_once(' ').unwrap();
    assert!(count.parse::<u64>().unwrap() > 0);
    assert_eq!(rest, "solutions (stopped at the time limit)\n");
}

#[test]
fn analyze_stops_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let run = run(&["analyze", "--timeout", "1", "--format", "json", &slow]);
    assert_stopped_soon(&run);
    assert_eq!(statuses(&json_lines(&run.stdout)), ["timeout"]);
    assert_eq!(run.stderr, format!("{}\n", stopped(&slow)));
}

#[test]
fn generate_stops_at_the_limit_after_whole_puzzles() {
    let args = [
        "generate", "magnets", "--size", "6x6", "--seed", "1", "--count", "1000000",
    ];
    let run = run(&[&args[..], &["--timeout", "1"]].concat());
    assert_stopped_soon(&run);
    assert_eq!(run.stderr, format!("{}\n", stopped("generate magnets 6x6")));
    // Every puzzle printed is whole: its header, grid, `# solution:` and six rows, a blank
    // line; each after the first after its separator line `---`.
    assert!(run.stdout.is_empty() || run.stdout.ends_with("\n\n"));
    for (index, puzzle) in run.stdout.split_terminator("\n\n").enumerate() {
        let puzzle = match index {
            0 => puzzle,
            _ => puzzle.strip_prefix("---\n").unwrap(),
        };
        assert!(puzzle.starts_with("# generated by gridsat"), "{puzzle}");
        let (_, solution) = puzzle.split_once("# solution:\n").unwrap();
        assert_eq!(solution.lines().count(), 6, "{puzzle}");
    }
}

#[test]
fn a_timeout_must_be_a_positive_number_of_seconds() {
    for (value, why) in [
        ("0", "more than 0 seconds"),
        ("-1", "more than 0 seconds"),
        ("NaN", "more than 0 seconds"),
        ("soon", "not a number of seconds"),
    ] {
        let option = format!("--timeout={value}");
        let run = run(&["count", &option, "instances/magnets/tatham-3x3.magnets"]);
        assert_eq!(run.code, 2, "{value}");
        assert!(
            run.stderr.contains("--timeout") && run.stderr.contains(why),
            "{}",
            run.stderr
        );
    }
}

/// A random picture of `n`x`n` cells (a fixed xorshift, filled with probability 3/4) as a
/// `.non` file in `dir`: line logic and probing on it take seconds.
fn large_picture(dir: &std::path::Path, n: usize) -> String {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let picture: Vec<Vec<bool>> = (0..n)
        .map(|_| {
            (0..n)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    !state.is_multiple_of(4)
                })
                .collect()
        })
        .collect();
    let runs = |cells: Vec<bool>| -> String {
        let text: Vec<String> = cells
            .split(|&filled| !filled)
            .filter(|run| !run.is_empty())
            .map(|run| run.len().to_string())
            .collect();
        if text.is_empty() {
            "0".to_string()
        } else {
            text.join(",")
        }
    };
    let rows: Vec<String> = picture.iter().map(|row| runs(row.clone())).collect();
    let columns: Vec<String> = (0..n)
        .map(|c| runs(picture.iter().map(|row| row[c]).collect()))
        .collect();
    let path = dir.join(format!("random-{n}x{n}.non"));
    let text = format!(
        "width {n}\nheight {n}\nrows\n{}\ncolumns\n{}\n",
        rows.join("\n"),
        columns.join("\n")
    );
    std::fs::write(&path, text).unwrap();
    arg(&path)
}

/// Regression (issue 25): Hanjie's line logic and probing, which answer before any search,
/// did not look at the clock: a 1000x1000 picture with a 5 s limit returned after 29 s.
#[test]
fn line_logic_and_probing_stop_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let picture = large_picture(dir.path(), 500);
    for engine in ["auto", "own"] {
        let run = run(&["solve", "--engine", engine, "--timeout", "1", &picture]);
        assert_eq!(run.code, 3, "{engine}: {}", run.stderr);
        assert!(
            run.elapsed < Duration::from_secs(4),
            "{engine}: {:?}",
            run.elapsed
        );
    }
}
