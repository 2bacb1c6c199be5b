//! Other SAT solvers as separate programs: the runner of an [`ExternalSolver`] (which
//! program, with which arguments, as `--solver` names it: `options/solver.rs`). It writes
//! the CNF with the assumptions as unit clauses, runs the program, reads its
//! SAT-competition output (or MiniSat's result file), and accepts a model
//! only if it satisfies every clause and assumption. A solver that is missing, crashes,
//! answers UNKNOWN or gives a wrong model is an error naming it, never a wrong answer.

use crate::dimacs::{Answer, read_answer};
use crate::error::Error;
use crate::limits::Deadline;
use crate::model::Model;
use crate::options::{ExternalSolver, Output};
use crate::source::Source;
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Output as Ran, Stdio};
use std::time::Duration;
use varisat::{CnfFormula, ExtendFormula, Lit};

impl ExternalSolver {
    /// Solves `formula` with the `assumptions` as unit clauses: a checked model, or `None`
    /// when the solver proves there is none; the program is killed once `deadline` has
    /// passed ([`Error::TimedOut`]). Its files are removed however the call ends.
    ///
    /// # Errors
    /// [`Error::TimedOut`] or [`Error::Interrupted`] when the program is stopped,
    /// [`Error::Solver`] when it cannot be run, fails or answers with a model that does not
    /// satisfy the CNF, [`Error::Io`] for its files.
    pub fn solve(
        &self,
        formula: &CnfFormula,
        assumptions: &[Lit],
        deadline: Deadline,
    ) -> Result<Option<Model>, Error> {
        let mut cnf = CnfFormula::new();
        cnf.set_var_count(formula.var_count());
        for clause in formula.iter() {
            cnf.add_clause(clause);
        }
        for &lit in assumptions {
            cnf.add_clause(&[lit]);
        }
        let files = TempFiles::new()?;
        let mut bytes = Vec::new();
        varisat::dimacs::write_dimacs(&mut bytes, &cnf).map_err(|e| Error::io("a temporary CNF", e))?;
        if deadline.passed() {
            return Err(Error::TimedOut);
        }
        std::fs::write(&files.cnf, bytes).map_err(|e| Error::io(files.cnf.display().to_string(), e))?;
        let mut command = Command::new(&self.program);
        command.args(&self.args).arg(&files.cnf);
        if self.output == Output::ResultFile {
            command.arg(&files.result);
        }
        let ran = run(&mut command, &files, deadline)?.map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => self.error(format!(
                "cannot run `{}`: no such program (is it installed, and on PATH?)",
                self.program
            )),
            _ => self.error(format!("cannot run `{}`: {e}", self.program)),
        })?;
        let text = match self.output {
            Output::Competition => String::from_utf8_lossy(&ran.stdout).into_owned(),
            Output::ResultFile => std::fs::read_to_string(&files.result).unwrap_or_default(),
        };
        let code = ran.status.code();
        let text_is_blank = text.trim().is_empty();
        let answer = read_answer(&Source::inline(&self.name, text)).map_err(|e| {
            let stderr = String::from_utf8_lossy(&ran.stderr);
            let said = stderr
                .lines()
                .map(str::trim)
                .find(|line| !line.is_empty())
                .map_or(String::new(), |line| format!("; on standard error: {line}"));
            let ended = how_it_ended(ran.status);
            if text_is_blank {
                return self.error(format!("it {ended} without printing an answer{said}"));
            }
            self.error(format!("it {ended} without a usable answer ({e}){said}"))
        })?;
        // SAT-competition exit codes: 10 satisfiable, 20 unsatisfiable; 0 (or a solver
        // without an exit code) leaves the verdict to the output.
        let agrees = |expected: i32| code.is_none_or(|c| c == expected || c == 0);
        let disagrees = |answered: &str| {
            let ended = how_it_ended(ran.status);
            self.error(format!(
                "it answered {answered} but {ended} (a SAT-competition solver exits with 10 when satisfiable, 20 when unsatisfiable)"
            ))
        };
        match answer {
            Answer::Unknown => Err(self.error("it answered UNKNOWN".into())),
            Answer::Unsatisfiable if agrees(20) => Ok(None),
            Answer::Unsatisfiable => Err(disagrees("UNSATISFIABLE")),
            Answer::Satisfiable(lits) if agrees(10) => {
                let model = Model::from_lits(&lits);
                if let Some(index) = model.first_falsified_clause(&cnf) {
                    return Err(self.error(format!(
                        "its model does not satisfy clause {} of the CNF",
                        index + 1
                    )));
                }
                Ok(Some(model))
            }
            Answer::Satisfiable(_) => Err(disagrees("SATISFIABLE")),
        }
    }

    fn error(&self, message: String) -> Error {
        Error::Solver(format!("solver {}: {message}", self.name))
    }
}

/// Runs `command` to its end, or kills it once `deadline` has passed (the outer error).
/// Its output goes to `files` (no thread has to drain a pipe) while this thread looks at it
/// every few milliseconds. When the work can be stopped, it runs in a process group of its
/// own, so that what it starts (a wrapper script's solver) is killed with it; and on Linux
/// it is killed if the thread that started it dies with gridsat before it could.
fn run(command: &mut Command, files: &TempFiles, deadline: Deadline) -> Result<std::io::Result<Ran>, Error> {
    #[cfg(unix)]
    if deadline.is_set() {
        std::os::unix::process::CommandExt::process_group(command, 0);
    }
    #[cfg(target_os = "linux")]
    die_with_parent(command);
    let started = (|| {
        let stdout = std::fs::File::create(&files.stdout)?;
        let stderr = std::fs::File::create(&files.stderr)?;
        command.stdout(stdout).stderr(stderr).stdin(Stdio::null()).spawn()
    })();
    let mut child = match started {
        Ok(child) => child,
        Err(e) => return Ok(Err(e)),
    };
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if deadline.passed() => {
                kill_all(&mut child);
                return Err(Error::TimedOut);
            }
            Ok(None) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            Err(e) => {
                kill_all(&mut child);
                return Ok(Err(e));
            }
        }
    };
    let read = |path: &PathBuf| std::fs::read(path).unwrap_or_default();
    Ok(Ok(Ran {
        status,
        stdout: read(&files.stdout),
        stderr: read(&files.stderr),
    }))
}

/// Asks Linux to kill the program when the thread that starts it ends (gridsat killed by
/// a signal it cannot catch), so that no solver outlives it.
#[cfg(target_os = "linux")]
fn die_with_parent(command: &mut Command) {
    use rustix::process::{Signal, set_parent_process_death_signal};
    // SAFETY: between fork and exec the closure makes one system call (prctl), which is
    // async-signal-safe; it allocates nothing and takes no lock.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(command, || {
            set_parent_process_death_signal(Some(Signal::KILL)).map_err(std::io::Error::from)
        });
    }
}

/// Kills `child` and the processes of its group, and reaps it.
fn kill_all(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        use rustix::process::{Pid, Signal, kill_process_group};
        let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// How a program ended, for messages: `exited with status 1`, `was killed by signal 9`.
pub(crate) fn how_it_ended(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exited with status {code}");
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("was killed by signal {signal}");
    }
    "ended without an exit status".into()
}

/// The CNF, result and output files of one run, in a directory of their own that is
/// removed with them when dropped (however the run ends: an answer, an error, a deadline).
struct TempFiles {
    cnf: PathBuf,
    result: PathBuf,
    stdout: PathBuf,
    stderr: PathBuf,
    _dir: tempfile::TempDir,
}

impl TempFiles {
    fn new() -> Result<Self, Error> {
        let dir = tempfile::Builder::new()
            .prefix("gridsat-")
            .tempdir()
            .map_err(|e| Error::io("a temporary directory for the solver's files", e))?;
        let path = |name: &str| dir.path().join(name);
        Ok(TempFiles {
            cnf: path("puzzle.cnf"),
            result: path("result.txt"),
            stdout: path("stdout.txt"),
            stderr: path("stderr.txt"),
            _dir: dir,
        })
    }
}

#[cfg(test)]
mod tests;
