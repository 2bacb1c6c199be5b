//! `generate` under `--max-memory` on the command line (issue 16), for every kind of the
//! registry: a size whose solvers' CNF is over the limit is refused before anything is
//! drawn, with the figures of the library's own refusal, the limit and the flag. Each
//! kind's binary holds the runs (sizes that ran to gigabytes or took minutes to
//! refuse) and the size just within a limit; the conformance suite, the library's refusal.
//!
//! The runs carry a time limit only so that a generator that ignores the memory limit
//! fails instead of running for minutes.

use gridsat::Error;
use gridsat::grid::Size;
use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::KINDS;
use std::time::Duration;

use crate::run_gridsat::gridsat;

#[test]
fn every_kind_is_refused_over_the_limit_with_the_librarys_estimate() {
    for kind in KINDS {
        let mut options = GenerateOptions::new(Size::new(12, 12));
        options.limits = Limits::default().with_max_memory(1 << 20);
        let message = match kind.check_generate(&options, false) {
            Err(Error::TooLarge { message, .. }) => message,
            other => panic!("{}: {other:?}", kind.name),
        };
        assert!(
            message.starts_with(&format!(
                "generating a 12x12 {} puzzle would need about ",
                kind.name
            )),
            "{message}"
        );
        let out = gridsat()
            .args(["generate", kind.name, "--size", "12x12", "--max-memory", "1MiB"])
            .args(["--seed", "1"])
            .timeout(Duration::from_secs(60))
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{}: {stderr}", kind.name);
        assert!(out.stdout.is_empty(), "{}", kind.name);
        let expected = format!("gridsat: {message}: raise it with --max-memory ");
        assert!(
            stderr.starts_with(&expected) && stderr.lines().count() == 1,
            "{}\n expected: {expected}\n    found: {stderr}",
            kind.name
        );
    }
}
