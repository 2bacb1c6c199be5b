//! The external-solver runner against fake solvers (shell scripts with fixed answers, so
//! every error path is tested on any machine) and real ones, when they are installed.

use super::ExternalSolver;
use crate::limits::Deadline;
use varisat::{CnfFormula, ExtendFormula, Lit};

#[path = "../../../tests/support/tools.rs"]
mod tools;

/// `x1 ∨ x2`, `¬x1`: the only model has x1 false, x2 true.
fn small() -> (CnfFormula, Lit, Lit) {
    let mut formula = CnfFormula::new();
    let (a, b) = (formula.new_lit(), formula.new_lit());
    formula.add_clause(&[a, b]);
    formula.add_clause(&[!a]);
    (formula, a, b)
}

/// A solver that prints `output` and exits with `code`, whatever the CNF.
fn fake(output: &str, code: i32) -> (tempfile::TempDir, ExternalSolver) {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("fake.sh");
    std::fs::write(&script, format!("printf '{output}'\nexit {code}\n")).unwrap();
    let solver = ExternalSolver::parse(&format!("cmd:sh {}", script.display())).unwrap();
    (dir, solver)
}

#[test]
fn a_correct_model_is_read_and_checked() {
    let (formula, a, b) = small();
    let (_dir, solver) = fake("s SATISFIABLE\\nv -1 2 0\\n", 10);
    let model = solver.solve(&formula, &[], Deadline::NONE).unwrap().unwrap();
    assert!(!model.value(a) && model.value(b));
    // The same model breaks the assumption ¬x2: the runner refuses it.
    let wrong = solver
        .solve(&formula, &[!b], Deadline::NONE)
        .unwrap_err()
        .to_string();
    assert!(
        wrong.contains("solver sh: its model does not satisfy clause 3"),
        "{wrong}"
    );
}

#[test]
fn every_failure_names_the_solver() {
    let (formula, _, _) = small();
    let cases = [
        ("s SATISFIABLE\\nv 1 2 0\\n", 10, "does not satisfy clause 2"),
        ("s UNKNOWN\\n", 0, "answered UNKNOWN"),
        ("", 1, "it exited with status 1 without printing an answer"),
        (
            "garbage\\n",
            1,
            "it exited with status 1 without a usable answer (",
        ),
        (
            "s SATISFIABLE\\nv -1 2 0\\n",
            20,
            "it answered SATISFIABLE but exited with status 20 (a SAT-competition solver exits with 10",
        ),
        (
            "s UNSATISFIABLE\\n",
            10,
            "it answered UNSATISFIABLE but exited with status 10 (",
        ),
    ];
    for (output, code, message) in cases {
        let (_dir, solver) = fake(output, code);
        let error = solver
            .solve(&formula, &[], Deadline::NONE)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("solver sh: ") && error.contains(message),
            "{output:?}: {error}"
        );
        // Exit statuses in words, never as Rust's `Some(1)`; no trailing space.
        assert!(!error.contains("Some(") && error.trim_end() == error, "{error}");
    }
    let (_dir, unsat) = fake("s UNSATISFIABLE\\n", 20);
    assert_eq!(unsat.solve(&formula, &[], Deadline::NONE).unwrap(), None);
    let missing = ExternalSolver::parse("cmd:/no/such/solver -q").unwrap();
    let error = missing
        .solve(&formula, &[], Deadline::NONE)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("solver /no/such/solver: cannot run `/no/such/solver`"),
        "{error}"
    );
}

#[test]
fn how_a_solver_ended_is_said_in_words() {
    let (formula, _, _) = small();
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("killed.sh");
    std::fs::write(&script, "echo 'out of luck' >&2\nkill -9 $$\n").unwrap();
    let killed = ExternalSolver::parse(&format!("cmd:sh {}", script.display())).unwrap();
    let error = killed
        .solve(&formula, &[], Deadline::NONE)
        .unwrap_err()
        .to_string();
    assert!(
        error.ends_with(
            "solver sh: it was killed by signal 9 without printing an answer; on standard error: out of luck"
        ),
        "{error}"
    );
}

/// Pigeonhole: 3 pigeons, 2 holes (unsatisfiable), and the small formula (satisfiable).
fn real_solver_answers(name: &str) {
    let solver = ExternalSolver::parse(name).unwrap();
    let (formula, a, b) = small();
    let model = solver.solve(&formula, &[], Deadline::NONE).unwrap().unwrap();
    assert!(!model.value(a) && model.value(b), "{name}");
    assert_eq!(
        solver.solve(&formula, &[!b], Deadline::NONE).unwrap(),
        None,
        "{name}"
    );
    let mut holes = CnfFormula::new();
    let p: Vec<[Lit; 2]> = (0..3).map(|_| [holes.new_lit(), holes.new_lit()]).collect();
    for pigeon in &p {
        holes.add_clause(pigeon);
    }
    for h in 0..2 {
        for (i, first) in p.iter().enumerate() {
            for second in &p[i + 1..] {
                holes.add_clause(&[!first[h], !second[h]]);
            }
        }
    }
    assert_eq!(solver.solve(&holes, &[], Deadline::NONE).unwrap(), None, "{name}");
}

#[test]
fn cadical_answers() {
    if !tools::available("cadical", "apt-get install cadical") {
        return;
    }
    real_solver_answers("cadical");
}

#[test]
fn minisat_answers() {
    if !tools::available("minisat", "apt-get install minisat") {
        return;
    }
    real_solver_answers("minisat");
}

#[test]
fn picosat_answers() {
    if !tools::available("picosat", "apt-get install picosat") {
        return;
    }
    real_solver_answers("picosat");
}

/// With a deadline the output goes through files: the same answers and errors as without;
/// a program still running at the deadline is killed and the call says so.
#[test]
fn a_deadline_reads_the_same_answers_and_kills_a_slow_solver() {
    use crate::error::Error;
    use std::time::{Duration, Instant};
    let (formula, a, b) = small();
    let later = Deadline::at(Instant::now() + Duration::from_secs(600));
    let (_dir, solver) = fake("s SATISFIABLE\\nv -1 2 0\\n", 10);
    let model = solver.solve(&formula, &[], later.clone()).unwrap().unwrap();
    assert!(!model.value(a) && model.value(b));
    let (_dir, unsat) = fake("s UNSATISFIABLE\\n", 20);
    assert_eq!(unsat.solve(&formula, &[], later.clone()).unwrap(), None);
    let (_dir, silent) = fake("", 1);
    let error = silent.solve(&formula, &[], later).unwrap_err().to_string();
    assert!(
        error.contains("exited with status 1 without printing an answer"),
        "{error}"
    );
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("slow.sh");
    std::fs::write(&script, "sleep 30\n").unwrap();
    let slow = ExternalSolver::parse(&format!("cmd:sh {}", script.display())).unwrap();
    let started = Instant::now();
    let soon = Deadline::at(started + Duration::from_millis(200));
    assert!(matches!(slow.solve(&formula, &[], soon), Err(Error::TimedOut)));
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "the program was not killed"
    );
}

/// A wrapper script stopped at the deadline takes what it started with it (the process
/// group is killed), so no solver goes on running after the call returns.
#[cfg(target_os = "linux")]
#[test]
fn a_deadline_kills_what_a_wrapper_script_started() {
    use crate::error::Error;
    use std::time::{Duration, Instant};
    let (formula, _, _) = small();
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("grandchild");
    let script = dir.path().join("wrapper.sh");
    std::fs::write(
        &script,
        format!("sleep 60 &\necho $! > {}\nwait\n", pid_file.display()),
    )
    .unwrap();
    let wrapper = ExternalSolver::parse(&format!("cmd:sh {}", script.display())).unwrap();
    let soon = Deadline::at(Instant::now() + Duration::from_millis(300));
    assert!(matches!(wrapper.solve(&formula, &[], soon), Err(Error::TimedOut)));
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let status = format!("/proc/{}/stat", pid.trim());
    // Gone, or a zombie left for init to reap: either way no longer running.
    let running = || {
        std::fs::read_to_string(&status).is_ok_and(|stat| {
            !stat
                .rsplit(')')
                .next()
                .unwrap_or("")
                .trim_start()
                .starts_with('Z')
        })
    };
    let given_up = Instant::now() + Duration::from_secs(10);
    while running() && Instant::now() < given_up {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !running(),
        "the wrapper's `sleep` (pid {}) still runs",
        pid.trim()
    );
}
