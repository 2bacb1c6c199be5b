//! Nothing gridsat starts outlives its work, however it ends (issue 25): a solver program
//! stopped at `--timeout` is killed with what it started, and its CNF and output files are
//! gone; SIGTERM, SIGINT or SIGHUP sent to gridsat alone (as Python's `Popen.terminate()`
//! does) stops the work the same way and ends gridsat with 128 + the signal's number; and
//! `-o FILE` replaces FILE only with results, never with an error.
//!
//! The solver program is a script that starts a background `sleep` (a wrapper script's own
//! solver), writes both process ids to a file and waits; the temporary files go to a
//! `TMPDIR` of the test's own, which must be empty afterwards.

use crate::cli::batch_support::{arg, send, slow_puzzle, wait};
use crate::run_gridsat::root;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const MAGNETS: &str = "instances/magnets/janko-6x6.magnets";

/// A test's directories: the scripts and the file of process ids, and `TMPDIR`.
struct Scene {
    dir: tempfile::TempDir,
    tmp: PathBuf,
}

impl Scene {
    fn new() -> Scene {
        let dir = tempfile::tempdir().unwrap();
        let tmp = dir.path().join("tmp");
        std::fs::create_dir(&tmp).unwrap();
        Scene { dir, tmp }
    }

    fn pids_file(&self) -> PathBuf {
        self.dir.path().join("pids")
    }

    /// `--solver cmd:sh SCRIPT`: a solver that never answers, with a child of its own.
    fn stuck_solver(&self) -> String {
        let script = self.dir.path().join("stuck.sh");
        let pids = self.pids_file();
        let text = format!(
            "sleep 600 &\necho $$ $! > {pids}.new\nmv {pids}.new {pids}\nwait\n",
            pids = pids.display()
        );
        std::fs::write(&script, text).unwrap();
        format!("cmd:sh {}", script.display())
    }

    /// Starts `gridsat ARGS` with this scene's `TMPDIR`.
    fn spawn(&self, args: &[&str]) -> Child {
        let program = crate::gridsat_command::GRIDSAT;
        Command::new(program)
            .current_dir(root())
            .args(args)
            .env("TMPDIR", &self.tmp)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }

    /// The process ids the stuck solver wrote, once it has.
    fn solver_pids(&self) -> Vec<u32> {
        let start = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(self.pids_file()) {
                return text.split_whitespace().map(|p| p.parse().unwrap()).collect();
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the solver never started"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Asserts that the processes `pids` are gone (within a second: the kernel reaps the
    /// orphaned `sleep`) and that nothing is left in `TMPDIR`.
    fn assert_nothing_left(&self, pids: &[u32]) {
        for &pid in pids {
            let start = Instant::now();
            while alive(pid) {
                assert!(
                    start.elapsed() < Duration::from_secs(1),
                    "process {pid} outlived gridsat"
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        let left: Vec<_> = std::fs::read_dir(&self.tmp)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert!(left.is_empty(), "left in TMPDIR: {left:?}");
    }
}

/// Whether process `pid` exists and is not a zombie.
fn alive(pid: u32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The state follows the parenthesised command name: R, S, D ... alive; Z or X: dead.
    match status.rsplit_once(") ") {
        Some((_, rest)) => !rest.starts_with('Z') && !rest.starts_with('X'),
        None => false,
    }
}

/// Regression: at `--timeout` gridsat returned, but the solver program went on and its
/// CNF stayed in the temporary directory.
#[test]
fn a_solver_program_and_its_files_end_at_the_time_limit() {
    let scene = Scene::new();
    let solver = scene.stuck_solver();
    for command in ["solve", "count"] {
        std::fs::remove_file(scene.pids_file()).ok();
        let child = scene.spawn(&[command, "--timeout", "1", "--solver", &solver, MAGNETS]);
        let pids = scene.solver_pids();
        let (code, stderr) = wait(child, Duration::from_secs(30));
        assert_eq!(code, Some(3), "{command}: {stderr}");
        scene.assert_nothing_left(&pids);
    }
}

/// Regression: a signal to gridsat alone ended it, but its worker process (and the solver
/// that one ran) went on. Now the work stops through the library's interrupt: the solver
/// program and its files end with it, and the exit code says which signal.
#[test]
fn a_signal_to_gridsat_alone_ends_its_solver_program_and_files() {
    let scene = Scene::new();
    let solver = scene.stuck_solver();
    for (signal, code) in [("TERM", 143), ("INT", 130), ("HUP", 129)] {
        std::fs::remove_file(scene.pids_file()).ok();
        let child = scene.spawn(&["solve", "--timeout", "600", "--solver", &solver, MAGNETS]);
        let pids = scene.solver_pids();
        send(signal, child.id());
        let (exited, stderr) = wait(child, Duration::from_secs(10));
        assert_eq!(exited, Some(code), "SIG{signal}: {stderr}");
        scene.assert_nothing_left(&pids);
    }
}

/// A signal stops work in gridsat's own process as quickly: varisat on a puzzle that takes
/// minutes, in a batch (no further input is started) and alone.
#[test]
fn a_signal_stops_a_long_solve_at_once() {
    let scene = Scene::new();
    let slow = arg(&slow_puzzle(scene.dir.path()));
    for args in [
        vec!["solve", slow.as_str()],
        vec!["solve", "--jobs", "1", slow.as_str(), slow.as_str(), MAGNETS],
        vec!["count", slow.as_str()],
        vec!["analyze", slow.as_str()],
    ] {
        let child = scene.spawn(&args);
        std::thread::sleep(Duration::from_millis(500));
        let sent = Instant::now();
        send("TERM", child.id());
        let (code, stderr) = wait(child, Duration::from_secs(10));
        assert_eq!(code, Some(143), "{args:?}: {stderr}");
        assert!(
            sent.elapsed() < Duration::from_secs(3),
            "{args:?}: {:?}",
            sent.elapsed()
        );
        scene.assert_nothing_left(&[]);
    }
}

/// Regression: `-o FILE` emptied FILE when the input could not be read or solved. Now the
/// results are written beside it and renamed over it only when there are results; an
/// error leaves FILE as it was, and no partial file stays.
#[test]
fn output_replaces_the_file_only_with_results() {
    let scene = Scene::new();
    let dir = scene.dir.path();
    let keep = dir.join("keep.txt");
    let empty = dir.join("empty.magnets");
    std::fs::write(&empty, "").unwrap();
    let cases: Vec<Vec<String>> = vec![
        vec!["solve".into(), arg(&empty)],
        vec!["solve".into(), "--format".into(), "json".into(), arg(&empty)],
        vec!["solve".into(), "--format".into(), "svg".into(), arg(&empty)],
        vec![
            "solve".into(),
            "--timeout".into(),
            "0.2".into(),
            arg(&slow_puzzle(dir)),
        ],
        vec![
            "solve".into(),
            "--solver".into(),
            "kissat-not-installed".into(),
            MAGNETS.into(),
        ],
        vec!["draw".into(), arg(&empty)],
        vec!["dimacs".into(), arg(&empty)],
    ];
    for case in &cases {
        std::fs::write(&keep, "keep\n").unwrap();
        let mut args: Vec<&str> = case.iter().map(String::as_str).collect();
        args.extend(["-o", keep.to_str().unwrap()]);
        let (code, stderr) = wait(scene.spawn(&args), Duration::from_secs(30));
        assert!(matches!(code, Some(2 | 3)), "{args:?}: {code:?} {stderr}");
        assert_eq!(
            std::fs::read_to_string(&keep).unwrap(),
            "keep\n",
            "{args:?} replaced the file"
        );
        assert_only(dir, &keep, &args);
    }
    // Results replace it: a solution, and a puzzle without one (its verdict is the result).
    for (input, code) in [(MAGNETS, 0), ("tests/data/cli/unsat.magnets", 1)] {
        std::fs::write(&keep, "keep\n").unwrap();
        let (exited, stderr) = wait(
            scene.spawn(&["solve", input, "-o", &arg(&keep)]),
            Duration::from_secs(30),
        );
        assert_eq!(exited, Some(code), "{stderr}");
        let written = std::fs::read_to_string(&keep).unwrap();
        assert!(written.starts_with(&format!("{input}: magnets")), "{written}");
        assert_only(dir, &keep, &[input]);
    }
}

/// No file beside `keep` but the scene's own (no `.partial` left).
fn assert_only(dir: &Path, keep: &Path, what: &[&str]) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            path == keep
                || [
                    "tmp",
                    "empty.magnets",
                    "empty-200x200.yinyang",
                    "pids",
                    "stuck.sh"
                ]
                .contains(&name.as_str()),
            "{what:?} left {name}"
        );
    }
}
