//! A count shows its running total and rate on a terminal (issue 36): counting by blocking
//! clauses can take hours, and nothing said so. `script` gives gridsat a terminal; without
//! one (a pipe) nothing extra is written.

use crate::cli::batch_support::{arg, many_solutions, run};
use crate::run_gridsat::root;
use crate::tools;

/// Regression: `count` on a terminal said nothing until it ended.
#[test]
fn a_count_on_a_terminal_shows_its_running_total() {
    if !tools::available("script", "util-linux's script (Debian: bsdutils)") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let puzzle = arg(&many_solutions(dir.path()));
    let program = crate::gridsat_command::GRIDSAT;
    let command = format!("'{}' count --timeout 1.5 '{puzzle}'", program);
    let out = std::process::Command::new("script")
        .current_dir(root())
        .args(["-qec", &command, "/dev/null"])
        .output()
        .unwrap();
    let terminal = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{terminal}");
    assert!(terminal.contains(" solutions so far ("), "{terminal}");
    assert!(terminal.contains("/s), "), "{terminal}");
    assert!(terminal.contains("(stopped at the time limit)"), "{terminal}");

    let piped = run(&["count", "--timeout", "0.5", &puzzle]);
    assert_eq!(piped.code, 3, "{}", piped.stderr);
    assert!(!piped.stderr.contains("so far"), "{}", piped.stderr);
}

/// `count --help` says what counting costs.
#[test]
fn count_help_says_what_counting_costs() {
    let help = run(&["count", "--help"]);
    assert_eq!(help.code, 0);
    let text = help.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains("one solver call and one more clause per solution"),
        "{text}"
    );
    assert!(
        text.contains("for a count above about 10^5 expect minutes to hours"),
        "{text}"
    );
}
