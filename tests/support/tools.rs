//! Tests that need a program gridsat does not ship (another SAT solver, the `rate` proof
//! checker, chromium, groff) run whenever it is on the PATH, so a machine that has it runs
//! them with plain `cargo test`. Without it such a test passes after writing `skipped: TEST
//! needs PROGRAM` to the terminal (past libtest's capture of the test's output, so that the
//! skip is seen) — unless `GRIDSAT_REQUIRE_TOOLS=1`, as `.ci/run` sets once it has installed
//! them all, which makes a missing program fail the test: CI never skips one silently.
//!
//! Also compiled into the library's unit tests (`src/solve/external/tests.rs`).

use std::io::Write;
use std::path::Path;

/// The variable that turns a missing program into a failure.
pub(super) const REQUIRE_TOOLS: &str = "GRIDSAT_REQUIRE_TOOLS";

/// Whether `program` can be run: a path to an executable file, or the name of one in a
/// directory of the PATH.
pub(super) fn on_path(program: &str) -> bool {
    if program.contains('/') {
        return is_executable(Path::new(program));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|dir| is_executable(&dir.join(program)))
}

fn is_executable(file: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    file.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Whether the calling test can use `program`: true when it is on the PATH. Otherwise the
/// test is skipped (false, after the `skipped:` line), or fails under `GRIDSAT_REQUIRE_TOOLS=1`;
/// `install` says how to get the program.
pub(super) fn available(program: &str, install: &str) -> bool {
    first_available(&[program], install).is_some()
}

/// The first of `programs` on the PATH, for a test that can use any of them; `None` (after
/// the `skipped:` line) when there is none, or a failure under `GRIDSAT_REQUIRE_TOOLS=1`.
pub(super) fn first_available<'a>(programs: &[&'a str], install: &str) -> Option<&'a str> {
    if let Some(found) = programs.iter().find(|p| on_path(p)) {
        return Some(found);
    }
    let test = std::thread::current().name().unwrap_or("this test").to_string();
    let needs = programs.join(" or ");
    let required = std::env::var(REQUIRE_TOOLS).is_ok_and(|v| v == "1");
    assert!(
        !required,
        "{test} needs {needs}, which is not on the PATH ({install}); {REQUIRE_TOOLS}=1 makes \
         this a failure"
    );
    // Straight to the terminal: libtest shows a passing test's own output only with
    // `--nocapture`, and a skip must not look like a pass.
    let _ = writeln!(
        std::io::stderr(),
        "skipped: {test} needs {needs} on the PATH ({install})"
    );
    None
}
