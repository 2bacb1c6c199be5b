//! `generate` under `--max-memory` (issue 16), for the kinds' own areas: a generator is
//! refused before it draws anything when its solvers' CNF (or, with `--difficulty`, the CNF
//! its puzzles are rated on) is estimated over the limit, with the estimate, the limit and
//! the flag; a size just within a small limit still generates.
//!
//! The runs carry a time limit only so that a generator that ignores the memory limit
//! fails instead of running for minutes; how fast a refusal is, is measured by hand.

use crate::run_gridsat::gridsat;
use gridsat::limits::CnfSize;
use gridsat::puzzle::GenerateEstimate;
use std::time::Duration;

/// The message for `subject` needing `estimate` for `object` under a limit of `limit`
/// bytes, up to the suggested value of `--max-memory`.
pub(crate) fn refusal(subject: &str, object: &str, estimate: CnfSize, limit: u64) -> String {
    format!(
        "gridsat: {subject} would need about {} for {object} ({} variables, {} clauses, {} literals, estimated), more than the memory limit of {}: raise it with --max-memory ",
        bytes(estimate.memory()),
        estimate.variables,
        estimate.clauses,
        estimate.literals,
        bytes(limit),
    )
}

/// A size in bytes as gridsat's messages give it (`4.0 GiB`).
fn bytes(n: u64) -> String {
    bytesize::ByteSize(n).display().iec().to_string()
}

/// Runs `gridsat generate ARGS --seed 1`: exit code (`None` if killed at the time limit),
/// stdout and stderr.
pub(crate) fn generate(args: &[&str]) -> (Option<i32>, String, String) {
    let out = gridsat()
        .arg("generate")
        .args(args)
        .args(["--seed", "1"])
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// Exit 2, nothing on stdout, and the one line of stderr starts with `expected`.
pub(crate) fn refused(args: &[&str], expected: &str) {
    let (code, stdout, stderr) = generate(args);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}: {stderr}");
    assert!(
        stderr.starts_with(expected) && stderr.lines().count() == 1,
        "{args:?}\n expected: {expected}\n    found: {stderr}"
    );
}

/// `generate KIND --size SIDExSIDE` is refused, with the estimate of its solvers, under each
/// case's limit (`None`: the default one); `estimate` is the generator's for a side.
pub(crate) fn refused_over_the_limit(
    kind: &str,
    estimate: impl Fn(usize) -> GenerateEstimate,
    cases: &[(usize, Option<u64>)],
) {
    for &(side, limit) in cases {
        let solvers = estimate(side).solvers.unwrap();
        let size = format!("{side}x{side}");
        let subject = format!("generating a {size} {kind} puzzle");
        let expected = refusal(
            &subject,
            "its solver's CNF",
            solvers,
            limit.unwrap_or(gridsat::limits::DEFAULT_MAX_MEMORY),
        );
        let mut args = vec![kind, "--size", &size];
        let limit = limit.map(|l| l.to_string());
        if let Some(limit) = &limit {
            args.extend(["--max-memory", limit]);
        }
        refused(&args, &expected);
    }
}

/// One byte below `needed` (the estimate of the solvers of `generate KIND --size
/// SIDExSIDE`) the size is refused; at `within` (the estimate, or a little more where the
/// picture drawn is checked again) it is generated.
pub(crate) fn just_within(kind: &str, side: usize, needed: u64, within: u64) {
    let size = format!("{side}x{side}");
    let below = (needed - 1).to_string();
    let expected = format!("gridsat: generating a {size} {kind} puzzle would need about");
    refused(&[kind, "--size", &size, "--max-memory", &below], &expected);
    let args = [kind, "--size", &size, "--max-memory", &within.to_string()];
    let (code, stdout, stderr) = generate(&args);
    assert_eq!(code, Some(0), "{args:?}: {stderr}");
    assert!(stdout.contains("# solution:"), "{args:?}: {stdout}");
}
