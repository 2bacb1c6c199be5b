//! Magnets under the memory limit: the estimate bounds the CNF on random layouts of many
//! shapes; the generator's estimate bounds its puzzles; `generate` is refused over
//! `--max-memory` (issue 16: 300x300 with 1 GiB ran to 5.5 GB; 180x180 passed the default
//! limit that `solve` enforces from 173x173) and generates at its estimate; rating the
//! difficulty weighs the complete CNF even when no solver is built; and the library
//! refuses as each solver is built, with the limit in the options.

use crate::cnf_estimates::{SHAPES, built, check, options};
use crate::generate_limits::{just_within, refusal, refused, refused_over_the_limit};
use gridsat::Error;
use gridsat::error::Limit;
use gridsat::grid::Size;
use gridsat::limits::{self, Limits};
use gridsat::puzzle::Encode;
use gridsat::puzzle::Generate;
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::magnets::Magnets;
use gridsat::registry;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[test]
fn magnets_estimates_bound_the_cnf() {
    let mut rng = StdRng::seed_from_u64(1);
    for &(width, height) in SHAPES.iter().filter(|(w, h)| w * h % 2 == 0) {
        // Horizontal dominoes where the width allows, else vertical ones; random counts,
        // some unknown.
        let layout: Vec<String> = (0..height)
            .map(|row| {
                (0..width)
                    .map(|col| match (width % 2, col % 2, row % 2) {
                        (0, 0, _) => 'L',
                        (0, _, _) => 'R',
                        (_, _, 0) => 'T',
                        _ => 'B',
                    })
                    .collect()
            })
            .collect();
        let mut counts = |n: usize, len: usize| -> String {
            (0..n)
                .map(|_| match rng.random_range(0..4) {
                    0 => "?".to_string(),
                    _ => rng.random_range(0..=len.div_ceil(2)).to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let text = format!(
            "magnets {width}x{height}\ncols+ {}\nrows+ {}\ncols- {}\nrows- {}\n{}\n",
            counts(width, height),
            counts(height, width),
            counts(width, height),
            counts(height, width),
            layout.join("\n")
        );
        let puzzle = Magnets::parse(&Source::inline("m.magnets", text.clone())).unwrap();
        check(&puzzle, &text, &[]);
    }
}

/// The generator's estimate, from the size alone, bounds the puzzles it makes (the repair
/// solver's own CNF is compared with its estimate in `magnets/repair.rs`); with `--strip`
/// the solver of the full puzzle is within it; without uniqueness it builds no solver.
#[test]
fn the_magnets_generator_estimate_bounds_its_puzzles() {
    for (width, height) in [(2, 1), (3, 4), (7, 5), (10, 10)] {
        for strip in [false, true] {
            let options = options(width, height, strip, true, None);
            let estimate = Magnets::generate_estimate(&options).unwrap();
            let solvers = estimate.solvers.unwrap();
            if strip {
                assert!(estimate.rated.within(solvers), "{width}x{height}: {estimate:?}");
            }
            for seed in 1..=3 {
                let (puzzle, _) = Magnets::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
                let what = format!("{width}x{height} strip {strip} seed {seed}: {estimate:?}");
                assert!(built(&puzzle).within(estimate.rated), "{what}");
                assert!(puzzle.cnf_estimate().within(estimate.rated), "{what}");
            }
        }
        let estimate = Magnets::generate_estimate(&options(width, height, false, false, None)).unwrap();
        assert_eq!(estimate.solvers, None);
    }
}

fn estimate(side: usize) -> gridsat::puzzle::GenerateEstimate {
    Magnets::generate_estimate(&GenerateOptions::new(Size::new(side, side))).unwrap()
}

#[test]
fn generate_is_refused_over_the_limit_and_generates_at_it() {
    let gib = 1 << 30;
    refused_over_the_limit(
        "magnets",
        estimate,
        &[(300, Some(gib)), (180, None), (20, Some(16 << 20))],
    );
    let needed = estimate(12).solvers.unwrap().memory();
    just_within("magnets", 12, needed, needed);
}

/// Without uniqueness no solver is built, but the puzzles are still rated on their CNF.
#[test]
fn the_difficulty_rating_is_checked_without_a_solver() {
    let rated = estimate(300).rated;
    let expected = refusal(
        "rating the difficulty of a generated 300x300 magnets puzzle (--difficulty)",
        "its CNF",
        rated,
        limits::DEFAULT_MAX_MEMORY,
    );
    let args = [
        "magnets",
        "--size",
        "300x300",
        "--allow-multiple",
        "--difficulty",
        "easy",
    ];
    refused(&args, &expected);
}

/// Called directly, the generator refuses as its repair solver is built, in the library's
/// terms (the limit and a value that would do, no flag); through the registry it generates
/// at its estimate, and the limit is the options' alone.
#[test]
fn the_library_generator_refuses_too() {
    let mut options = GenerateOptions::new(Size::new(12, 12));
    options.limits = Limits::default().with_max_memory(1 << 20);
    let rng = || StdRng::seed_from_u64(1);
    match Magnets::generate(&options, &mut rng()) {
        Err(Error::TooLarge {
            message,
            limit: Limit::Memory,
            enough,
            ..
        }) => assert!(
            message.starts_with("generating a 12x12 ")
                && message.ends_with("more than the memory limit of 1.0 MiB")
                && enough.is_some_and(|enough| enough > 1 << 20),
            "{message}"
        ),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let magnets = registry::kind_named("magnets").unwrap();
    let needed = Magnets::generate_estimate(&options)
        .unwrap()
        .solvers
        .unwrap()
        .memory();
    options.limits = Limits::default().with_max_memory(needed);
    assert!(magnets.generate(&options, &mut rng()).is_ok());
    let other = GenerateOptions::new(Size::new(12, 12));
    assert!(magnets.generate(&other, &mut rng()).is_ok());
}
