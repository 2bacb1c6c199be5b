//! Worker processes for `solve --timeout`: varisat cannot be interrupted, so a puzzle with
//! a time limit is solved in a process of its own (this same program, run as the hidden
//! `internal-solve-worker` command) that is killed at the limit. The task goes to the
//! worker as JSON on its standard input; its [`Record`] comes back as JSON on its
//! standard output. The batch's other puzzles keep their results; an external `--solver`
//! program that a killed worker had started is left to end by itself.

use super::Outcome;
use super::batch::{self, Task};
use super::record::Record;
use gridsat::Error;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The hidden command that runs one task.
const WORKER_COMMAND: &str = "internal-solve-worker";

/// The longest pause between two looks at a running worker.
const MAX_POLL: Duration = Duration::from_millis(20);

/// Whether the arguments (program name first) are exactly the worker's command.
pub fn requested(args: &[std::ffi::OsString]) -> bool {
    args.len() == 2 && args[1] == WORKER_COMMAND
}

/// `gridsat internal-solve-worker`: reads a [`Task`] as JSON from standard input, solves
/// it, and prints its [`Record`] as JSON.
pub fn serve() -> Outcome {
    let mut text = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut text) {
        eprintln!("gridsat: {WORKER_COMMAND}: cannot read the task: {e}");
        return Outcome::BadInput;
    }
    let task: Task = match serde_json::from_str(&text) {
        Ok(task) => task,
        Err(e) => {
            eprintln!("gridsat: {WORKER_COMMAND}: not a task ({e}); this command is for gridsat itself");
            return Outcome::BadInput;
        }
    };
    let record = batch::solve_one(&task);
    let json = serde_json::to_string(&record).expect("a record is plain data");
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{json}").and_then(|()| out.flush()) {
        Ok(()) => Outcome::Success,
        Err(_) => Outcome::BadInput,
    }
}

/// Solves `task` in a worker process, killed after `limit`: its record, a timeout record,
/// or an error record when the worker cannot start or fails.
pub fn solve_in_process(task: &Task, limit: Duration) -> Record {
    let start = Instant::now();
    let format = task.settings.format;
    let failed = |message: String| {
        let e = Error::Usage(format!("{}: {message}", task.input));
        Record::error(&task.input, format, &e)
    };
    let mut child = match spawn(task) {
        Ok(child) => child,
        Err(e) => return failed(format!("cannot run a worker process: {e}")),
    };
    let stdout = read_all(child.stdout.take());
    let stderr = read_all(child.stderr.take());
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() >= limit => {
                let _ = child.kill();
                let _ = child.wait();
                // The readers end when the pipes close; they are not waited for, in case a
                // program the worker started (an external solver) still holds them.
                return Record::timeout(&task.input, format, limit);
            }
            Ok(None) => {
                std::thread::sleep(pause.min(limit.saturating_sub(start.elapsed())));
                pause = (pause * 2).min(MAX_POLL);
            }
            Err(e) => return failed(format!("lost the worker process: {e}")),
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    match serde_json::from_str::<Record>(&stdout) {
        Ok(record) if status.success() => record,
        _ => {
            let ended = gridsat::cli_support::how_it_ended(status);
            let said = match stderr.trim() {
                "" => String::new(),
                text => format!(": {text}"),
            };
            failed(format!(
                "the worker process {ended} without a readable result{said}"
            ))
        }
    }
}

/// Starts a worker process and gives it the task.
fn spawn(task: &Task) -> std::io::Result<Child> {
    let exe = std::env::current_exe()?;
    let mut child = Command::new(exe)
        .arg(WORKER_COMMAND)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let json = serde_json::to_string(task).map_err(std::io::Error::other)?;
    // The worker reads all of its input before it writes anything, so this cannot block
    // on a full pipe; dropping the handle closes its standard input.
    let written = match child.stdin.take() {
        Some(mut stdin) => stdin.write_all(json.as_bytes()),
        None => Ok(()),
    };
    if let Err(e) = written {
        let _ = child.kill();
        let _ = child.wait();
        return Err(e);
    }
    Ok(child)
}

/// Reads a pipe to its end in a thread of its own, so that the worker never blocks on a
/// full pipe.
fn read_all(pipe: Option<impl Read + Send + 'static>) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_string(&mut text);
        }
        text
    })
}
