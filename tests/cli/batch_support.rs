//! Shared by the batch, time-limit and signal tests: a puzzle that takes long, runs of the
//! binary with a clean colour environment, their wall time, JSON Lines without the times,
//! and a signal sent to a running gridsat.

use crate::run_gridsat::{gridsat, root};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One finished run: exit code, stdout, stderr and wall time.
pub(crate) struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

/// Runs `gridsat ARGS` in the package root with stdout and stderr piped, `NO_COLOR` and
/// `CLICOLOR_FORCE` removed, then `env` set.
pub(crate) fn run_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut command = gridsat();
    command.current_dir(root()).args(args);
    command.env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE");
    for (name, value) in env {
        command.env(name, value);
    }
    let start = Instant::now();
    let out = command.output().unwrap();
    Run {
        code: out.status.code().expect("an exit code, not a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        elapsed: start.elapsed(),
    }
}

/// [`run_env`] with no variables set.
pub(crate) fn run(args: &[&str]) -> Run {
    run_env(args, &[])
}

/// An empty 200x200 Yin Yang in `dir`: solving it takes more than a minute (the time is
/// varisat's, optimised in the test profile as in a release build, where 120x120 took 3 s),
/// far beyond the one-second limits of the tests.
pub(crate) fn slow_puzzle(dir: &Path) -> PathBuf {
    let path = dir.join("empty-200x200.yinyang");
    let row = ".".repeat(200);
    let text = format!("yinyang 200x200\n{}", format!("{row}\n").repeat(200));
    std::fs::write(&path, text).unwrap();
    path
}

/// An empty 8x8 123 grid in `dir`: far too many solutions to count.
pub(crate) fn many_solutions(dir: &Path) -> PathBuf {
    let path = dir.join("empty-8x8.123");
    std::fs::write(&path, format!("123 8x8\n{}", "........\n".repeat(8))).unwrap();
    path
}

/// The JSON objects of JSON Lines output.
pub(crate) fn json_lines(stdout: &str) -> Vec<Value> {
    stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// The value without its `seconds` fields (at any depth), which differ between runs.
pub(crate) fn without_seconds(mut value: Value) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(fields) => {
                fields.remove("seconds");
                fields.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut value);
    value
}

/// The `status` field of each object.
pub(crate) fn statuses(values: &[Value]) -> Vec<&str> {
    values.iter().map(|v| v["status"].as_str().unwrap()).collect()
}

/// A path as a string argument.
pub(crate) fn arg(path: &Path) -> String {
    path.display().to_string()
}

/// Starts `gridsat ARGS` in the package root with stdout and stderr piped.
pub(crate) fn spawn(args: &[&str]) -> Child {
    Command::new(crate::gridsat_command::GRIDSAT)
        .current_dir(root())
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends `signal` (`TERM`, `INT`, `HUP`) to process `pid` alone.
pub(crate) fn send(signal: &str, pid: u32) {
    let sent = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .status()
        .unwrap();
    assert!(sent.success());
}

/// Waits for `child`, at most `limit`: its exit code and standard error.
pub(crate) fn wait(mut child: Child, limit: Duration) -> (Option<i32>, String) {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut stderr = String::new();
            std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
            return (status.code(), stderr);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("gridsat still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
