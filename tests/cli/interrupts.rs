//! What gridsat says when a signal (Ctrl-C) stops its work (issue 36): the count so far,
//! said to be interrupted (not stopped at a limit), in text and in JSON; and a batch's
//! summary that counts the input the signal stopped and those it left unstarted, not as
//! failures. The exit code is 128 + the signal's number (130 for SIGINT).

use crate::cli::batch_support::{arg, json_lines, many_solutions, send, slow_puzzle, spawn, statuses, wait};
use std::io::{BufRead, BufReader, Read};
use std::process::Child;
use std::time::Duration;

const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";
/// Far longer than a batch's worker takes to start its next input after it has sent the
/// record of one.
const SECOND_TAKEN: Duration = Duration::from_millis(300);

/// Reads `child`'s standard output up to the first line for which `until` holds (the
/// lines read, that one included).
fn read_until(
    child: &mut Child,
    until: impl Fn(&str) -> bool,
) -> (Vec<String>, BufReader<std::process::ChildStdout>) {
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    loop {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the output ended: {lines:?}"
        );
        let found = until(&line);
        lines.push(line);
        if found {
            return (lines, out);
        }
    }
}

/// The rest of `out` after [`read_until`].
fn rest(mut out: BufReader<std::process::ChildStdout>) -> String {
    let mut text = String::new();
    out.read_to_string(&mut text).unwrap();
    text
}

/// Regression: an interrupted count printed `at least N solutions (stopped at the limit)`,
/// and in JSON `"timed_out": true` without a status, the shape of neither a count nor a
/// count at its time limit; with `--timeout` it said the time limit had stopped it.
#[test]
fn an_interrupted_count_says_so_with_the_count_so_far() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = arg(&many_solutions(dir.path()));
    for timeout in [&[][..], &["--timeout", "600"][..]] {
        let mut args = vec!["count", puzzle.as_str()];
        args.extend(timeout);
        let child = spawn(&args);
        std::thread::sleep(Duration::from_millis(700));
        send("INT", child.id());
        let output = child.wait_with_output().unwrap();
        let (stdout, stderr) = (
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap(),
        );
        assert_eq!(output.status.code(), Some(130), "{args:?}: {stderr}");
        let said = stdout
            .strip_prefix(&format!("{puzzle}: at least "))
            .and_then(|rest| rest.strip_suffix(" (interrupted: the count so far)\n"));
        let count = said.and_then(|s| s.split(' ').next()).map(str::parse::<u64>);
        assert!(matches!(count, Some(Ok(_))), "{args:?}: {stdout}");
        assert_eq!(stderr, format!("gridsat: {puzzle}: interrupted\n"), "{args:?}");

        args.extend(["--format", "json"]);
        let child = spawn(&args);
        std::thread::sleep(Duration::from_millis(700));
        send("INT", child.id());
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(130), "{args:?}");
        let values = json_lines(&String::from_utf8(output.stdout).unwrap());
        let [value] = &values[..] else {
            panic!("{args:?}: {values:?}")
        };
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            ["complete", "count", "input", "status"],
            "{args:?}: {value}"
        );
        assert_eq!(value["status"], "interrupted", "{args:?}: {value}");
        assert_eq!(value["complete"], false, "{args:?}: {value}");
        assert!(value["count"].is_u64(), "{args:?}: {value}");
    }
}

/// Regression: four puzzles interrupted during the second gave the summary `2 inputs: 0
/// solved ... 2 failed`: the interrupted input counted as failed, the two not started
/// forgotten. Now each is named for what it is, in text and in JSON.
#[test]
fn an_interrupted_batch_counts_what_it_did_not_start() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let inputs = ["--jobs", "1", MAGNETS, slow.as_str(), MAGNETS, MAGNETS];
    // The signal comes once the first puzzle is printed, while the second is solved (its
    // worker takes it at once: 300 ms leave time for a loaded machine).
    let mut child = spawn(&[&["solve"][..], &inputs].concat());
    let (_, out) = read_until(&mut child, |line| line.starts_with("solved"));
    std::thread::sleep(SECOND_TAKEN);
    send("INT", child.id());
    let text = rest(out);
    let (code, stderr) = wait(child, Duration::from_secs(10));
    assert_eq!(code, Some(130), "{stderr}");
    assert!(!text.contains(&slow), "{text}");
    let summary = stderr.lines().last().unwrap();
    let expected = "4 inputs: 1 solved (1 unique), 0 unsatisfiable, 0 failed, 0 timed out, 1 interrupted, 2 not started (";
    assert!(summary.starts_with(expected), "{stderr}");
    assert!(
        stderr.contains(&format!("gridsat: {slow}: interrupted\n")),
        "{stderr}"
    );

    let mut child = spawn(&[&["solve", "--format", "json"][..], &inputs].concat());
    let (first, out) = read_until(&mut child, |_| true);
    std::thread::sleep(SECOND_TAKEN);
    send("INT", child.id());
    let text = first.concat() + &rest(out);
    let (code, stderr) = wait(child, Duration::from_secs(10));
    assert_eq!(code, Some(130), "{stderr}");
    let values = json_lines(&text);
    let expected = ["solved", "interrupted", "not_started", "not_started"];
    assert_eq!(statuses(&values), expected, "{text}");
    let inputs: Vec<&str> = values.iter().map(|v| v["input"].as_str().unwrap()).collect();
    assert_eq!(inputs, [MAGNETS, &slow, MAGNETS, MAGNETS]);
    assert_eq!(values[1].as_object().unwrap().len(), 2, "{}", values[1]);
}

/// Regression: `timeout -s INT` signals gridsat and then its whole process group, so
/// gridsat took the one request to stop for two and ended at once, `gridsat: interrupted`,
/// without its results or summary.
#[cfg(unix)]
#[test]
fn one_stop_sent_twice_is_one_signal() {
    let dir = tempfile::tempdir().unwrap();
    let slow = arg(&slow_puzzle(dir.path()));
    let mut child = spawn(&["solve", "--jobs", "1", MAGNETS, &slow, MAGNETS]);
    let (_, out) = read_until(&mut child, |line| line.starts_with("solved"));
    std::thread::sleep(SECOND_TAKEN);
    // Sent from here, not by `kill` programs, whose start under load could take longer
    // than the gap the two signals of one stop have.
    let pid = rustix::process::Pid::from_raw(child.id() as i32).unwrap();
    rustix::process::kill_process(pid, rustix::process::Signal::INT).unwrap();
    std::thread::sleep(Duration::from_millis(30));
    rustix::process::kill_process(pid, rustix::process::Signal::INT).unwrap();
    rest(out);
    let (code, stderr) = wait(child, Duration::from_secs(10));
    assert_eq!(code, Some(130), "{stderr}");
    let summary = "3 inputs: 1 solved (1 unique), 0 unsatisfiable, 0 failed, 0 timed out, 1 interrupted, 1 not started (";
    assert!(stderr.lines().last().unwrap().starts_with(summary), "{stderr}");
}

/// An interrupted `generate` names what it was doing and says that the puzzles printed
/// before are whole (it said only `gridsat: interrupted`).
#[test]
fn an_interrupted_generate_says_what_it_leaves() {
    let mut child = spawn(&[
        "generate", "magnets", "--size", "12x12", "--seed", "1", "--count", "100000",
    ]);
    let (_, out) = read_until(&mut child, |line| line.starts_with("# generated by"));
    send("INT", child.id());
    rest(out);
    let (code, stderr) = wait(child, Duration::from_secs(10));
    assert_eq!(code, Some(130), "{stderr}");
    assert_eq!(
        stderr,
        "gridsat: generate magnets 12x12: interrupted; the puzzles printed or written before are complete\n"
    );
}
