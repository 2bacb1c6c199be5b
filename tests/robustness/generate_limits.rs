//! `generate` under `--max-memory` (issue 16): every kind's generator is refused before it
//! draws anything when its solvers' CNF (or, with `--difficulty`, the CNF its puzzles are
//! rated on) is estimated over the limit, with the estimate, the limit and the flag; a size
//! just within a small limit still generates; and the library refuses too, whether the
//! generator is called through the registry or directly.
//!
//! The runs carry a time limit only so that a generator that ignores the memory limit
//! fails instead of running for minutes; how fast a refusal is, is measured by hand.

use gridsat::Error;
use gridsat::error::Limit;
use gridsat::grid::Size;
use gridsat::limits::{self, CnfSize, Limits};
use gridsat::puzzle::{GenerateEstimate, GenerateOptions, Puzzle};
use gridsat::puzzles::{hanjie::Hanjie, magnets::Magnets, onetwothree::OneTwoThree, yinyang::YinYang};
use gridsat::registry;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::Duration;

use crate::run_gridsat::gridsat;

fn options(width: usize, height: usize) -> GenerateOptions {
    GenerateOptions::new(Size::new(width, height))
}

/// What `generate KIND` estimates for a grid of `width` x `height`.
fn estimate(kind: &str, width: usize, height: usize) -> GenerateEstimate {
    let options = options(width, height);
    match kind {
        "magnets" => Magnets::generate_estimate(&options),
        "hanjie" => Hanjie::generate_estimate(&options),
        "123" => OneTwoThree::generate_estimate(&options),
        "yinyang" => YinYang::generate_estimate(&options),
        _ => unreachable!("{kind}"),
    }
    .unwrap()
}

/// The message for `subject` needing `estimate` for `object` under a limit of `limit`
/// bytes, up to the suggested value of `--max-memory`.
fn refusal(subject: &str, object: &str, estimate: CnfSize, limit: u64) -> String {
    format!(
        "gridsat: {subject} would need about {} for {object} ({} variables, {} clauses, {} literals, estimated), more than the memory limit of {}: raise it with --max-memory ",
        limits::bytes(estimate.memory()),
        estimate.variables,
        estimate.clauses,
        estimate.literals,
        limits::bytes(limit),
    )
}

/// Runs `gridsat generate ARGS --seed 1`: exit code (`None` if killed at the time limit),
/// stdout and stderr.
fn generate(args: &[&str]) -> (Option<i32>, String, String) {
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
fn refused(args: &[&str], expected: &str) {
    let (code, stdout, stderr) = generate(args);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}: {stderr}");
    assert!(
        stderr.starts_with(expected) && stderr.lines().count() == 1,
        "{args:?}\n expected: {expected}\n    found: {stderr}"
    );
}

/// The runs (Magnets with 1 GiB ran to 5.5 GB; 180x180 passed the default limit
/// that `solve` enforces from 173x173; the others took 20 s to minutes to refuse), and each
/// kind under a small limit.
#[test]
fn every_kind_is_refused_over_the_limit() {
    let gib = 1 << 30;
    let default = limits::DEFAULT_MAX_MEMORY;
    for (kind, side, limit) in [
        ("magnets", 300, Some(gib)),
        ("magnets", 180, None),
        ("magnets", 20, Some(16 << 20)),
        ("hanjie", 2000, None),
        ("hanjie", 40, Some(16 << 20)),
        ("123", 4096, None),
        ("123", 300, Some(64 << 20)),
        ("yinyang", 4096, None),
        ("yinyang", 40, Some(16 << 20)),
    ] {
        let solvers = estimate(kind, side, side).solvers.unwrap();
        let size = format!("{side}x{side}");
        let subject = format!("generating a {size} {kind} puzzle");
        let expected = refusal(&subject, "its solver's CNF", solvers, limit.unwrap_or(default));
        let mut args = vec![kind, "--size", &size];
        let limit = limit.map(|l| l.to_string());
        if let Some(limit) = &limit {
            args.extend(["--max-memory", limit]);
        }
        refused(&args, &expected);
    }
}

/// At exactly the estimate of its solvers a grid is generated, one byte below it is
/// refused. Hanjie's estimate is of a representative picture, and the picture drawn is
/// checked again: it gets a twentieth more above the fixed base of every CNF.
#[test]
fn a_size_just_within_a_small_limit_still_generates() {
    let base = CnfSize::default().memory();
    for (kind, side) in [("magnets", 12), ("hanjie", 12), ("123", 8), ("yinyang", 8)] {
        let needed = estimate(kind, side, side).solvers.unwrap().memory();
        let size = format!("{side}x{side}");
        let below = (needed - 1).to_string();
        let subject = format!("generating a {size} {kind} puzzle");
        let expected = format!("gridsat: {subject} would need about");
        refused(&[kind, "--size", &size, "--max-memory", &below], &expected);
        let within = match kind {
            "hanjie" => needed + (needed - base) / 20,
            _ => needed,
        };
        let args = [kind, "--size", &size, "--max-memory", &within.to_string()];
        let (code, stdout, stderr) = generate(&args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(stdout.contains("# solution:"), "{args:?}: {stdout}");
    }
}

/// `--difficulty` rates each puzzle on its complete CNF (Yin Yang: reachability layers,
/// far larger than the lazy CNF the generator solves): refused before the first puzzle
/// is made when that is over the limit.
#[test]
fn the_difficulty_rating_is_checked_before_generating() {
    let estimate = estimate("yinyang", 14, 14);
    let (solvers, rated) = (estimate.solvers.unwrap(), estimate.rated);
    assert!(solvers.memory() < rated.memory());
    let limit = solvers.memory();
    let subject = "rating the difficulty of a generated 14x14 yinyang puzzle (--difficulty)";
    let expected = refusal(subject, "its CNF with the `layers` encoding", rated, limit);
    let args = ["yinyang", "--size", "14x14", "--difficulty", "hard"];
    refused(
        &[&args[..], &["--max-memory", &limit.to_string()]].concat(),
        &expected,
    );
    // Magnets without uniqueness builds no solver, but its puzzles are still rated.
    let rated = self::estimate("magnets", 300, 300).rated;
    let expected = refusal(
        "rating the difficulty of a generated 300x300 magnets puzzle (--difficulty)",
        "its CNF",
        rated,
        limits::DEFAULT_MAX_MEMORY,
    );
    refused(
        &[
            "magnets",
            "--size",
            "300x300",
            "--allow-multiple",
            "--difficulty",
            "easy",
        ],
        &expected,
    );
}

/// The library refuses too: through the registry before anything is drawn, and when a
/// kind's generator is called directly, as each of its solvers is built (the Magnets
/// repair solver, the Hanjie picture before line logic), with the limit in the options.
#[test]
fn the_library_generators_refuse_too() {
    // In the library's terms: the limit and a value that would do, no command-line flag.
    let too_large = |result: Result<(), Error>, what: &str| match result {
        Err(Error::TooLarge {
            message,
            limit: Limit::Memory,
            enough,
            ..
        }) => assert!(
            message.starts_with("generating a 12x12 ")
                && message.ends_with("more than the memory limit of 1.0 MiB")
                && enough.is_some_and(|enough| enough > 1 << 20),
            "{what}: {message}"
        ),
        other => panic!("{what}: {other:?}"),
    };
    let mut options = options(12, 12);
    options.limits = Limits::default().with_max_memory(1 << 20);
    for kind in registry::KINDS {
        let generated = kind.generate(&options, &mut StdRng::seed_from_u64(1));
        too_large(generated.map(|_| ()), kind.name);
    }
    let rng = || StdRng::seed_from_u64(1);
    too_large(Magnets::generate(&options, &mut rng()).map(|_| ()), "Magnets");
    too_large(Hanjie::generate(&options, &mut rng()).map(|_| ()), "Hanjie");
    let direct = |result: Result<(), Error>, what: &str| {
        assert!(
            matches!(result, Err(Error::TooLarge { .. })),
            "{what}: {result:?}"
        )
    };
    direct(OneTwoThree::generate(&options, &mut rng()).map(|_| ()), "123");
    direct(YinYang::generate(&options, &mut rng()).map(|_| ()), "Yin Yang");
    // At the estimate, the registry generates.
    let magnets = registry::kind_named("magnets").unwrap();
    let needed = Magnets::generate_estimate(&options)
        .unwrap()
        .solvers
        .unwrap()
        .memory();
    options.limits = Limits::default().with_max_memory(needed);
    assert!(magnets.generate(&options, &mut rng()).is_ok());
    // The limit is the options' alone: another caller's options are not affected.
    assert!(
        magnets
            .generate(&GenerateOptions::new(Size::new(12, 12)), &mut rng())
            .is_ok()
    );
}
