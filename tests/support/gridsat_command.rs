//! The `gridsat` binary as the tests run it: a `std::process::Command` for the binary cargo
//! built for these tests (`CARGO_BIN_EXE_gridsat`), with its standard input given as bytes
//! and an optional time limit past which the process is killed.
//!
//! The tests once used `assert_cmd` for this; its dependencies (`bstr`, `regex`) widened
//! the features of crates varisat shares with them, so that `cargo test` after `cargo run`
//! rebuilt varisat and gridsat (about a minute on two cores) for the sake of these few
//! lines.

use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// The path of the `gridsat` binary built for the tests.
pub(crate) const GRIDSAT: &str = env!("CARGO_BIN_EXE_gridsat");

/// A run of `gridsat` to be: its arguments, directory and environment (those of
/// `Command`), what its standard input holds (nothing unless given) and its time limit.
pub(crate) struct GridsatCommand {
    command: Command,
    stdin: Option<Vec<u8>>,
    timeout: Option<Duration>,
}

impl GridsatCommand {
    /// `gridsat` with no arguments, in the tests' directory.
    pub(crate) fn new() -> Self {
        GridsatCommand {
            command: Command::new(GRIDSAT),
            stdin: None,
            timeout: None,
        }
    }

    /// Adds an argument.
    pub(crate) fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.command.arg(arg);
        self
    }

    /// Adds arguments.
    pub(crate) fn args<I, S>(&mut self, args: I) -> &mut Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.command.args(args);
        self
    }

    /// Runs in `dir`.
    pub(crate) fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.command.current_dir(dir);
        self
    }

    /// Sets an environment variable.
    pub(crate) fn env(&mut self, name: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Self {
        self.command.env(name, value);
        self
    }

    /// Removes an environment variable.
    pub(crate) fn env_remove(&mut self, name: impl AsRef<OsStr>) -> &mut Self {
        self.command.env_remove(name);
        self
    }

    /// What the standard input holds (empty and closed unless given).
    pub(crate) fn write_stdin(&mut self, stdin: impl Into<Vec<u8>>) -> &mut Self {
        self.stdin = Some(stdin.into());
        self
    }

    /// Kills the process when it runs longer than `limit`: its status then has no code.
    pub(crate) fn timeout(&mut self, limit: Duration) -> &mut Self {
        self.timeout = Some(limit);
        self
    }

    /// Runs it to its end (or its time limit): status, standard output and error.
    pub(crate) fn output(&mut self) -> io::Result<Output> {
        let stdin = match self.stdin {
            Some(_) => Stdio::piped(),
            None => Stdio::null(),
        };
        let mut child = self
            .command
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        // Input and output each in a thread of their own, so that a full pipe blocks none.
        let writer = child.stdin.take().map(|mut pipe| {
            let bytes = self.stdin.clone().unwrap_or_default();
            // The process may end without reading it all: a broken pipe is no error here.
            thread::spawn(move || drop(pipe.write_all(&bytes)))
        });
        let read = |pipe: Option<Box<dyn Read + Send>>| {
            thread::spawn(move || {
                let mut bytes = Vec::new();
                if let Some(mut pipe) = pipe {
                    pipe.read_to_end(&mut bytes).map(|_| bytes)
                } else {
                    Ok(bytes)
                }
            })
        };
        let stdout = read(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let stderr = read(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let status = wait(&mut child, self.timeout)?;
        if let Some(writer) = writer {
            writer.join().expect("the thread writing standard input panicked");
        }
        let joined = |reader: thread::JoinHandle<io::Result<Vec<u8>>>| {
            reader.join().expect("a thread reading the output panicked")
        };
        Ok(Output {
            status,
            stdout: joined(stdout)?,
            stderr: joined(stderr)?,
        })
    }
}

/// Waits for `child`, killing it once `limit` has passed.
fn wait(child: &mut Child, limit: Option<Duration>) -> io::Result<ExitStatus> {
    let Some(limit) = limit else {
        return child.wait();
    };
    let end = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(status);
        }
        if Instant::now() >= end {
            child.kill()?;
            return child.wait();
        }
        thread::sleep(Duration::from_millis(10));
    }
}
