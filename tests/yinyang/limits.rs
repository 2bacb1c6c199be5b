//! Yin Yang under the memory limit: the estimate bounds the CNF of every encoding and
//! option (the lazy one too, which `dimacs` never writes) on the instances and on random
//! givens of many shapes; the generator's solvers (lazy connectivity) hold the puzzle with
//! every cell given within its estimate, and what it returns, in the complete encoding
//! `--difficulty` rates, is within the rated estimate; `generate` is refused over
//! `--max-memory` (issue 16: 4096x4096 took minutes to refuse) and generates at its
//! estimate; `--difficulty` weighs the rated CNF (reachability layers, far larger than the
//! lazy one) before the first puzzle; the library generator refuses too.

use crate::cnf_by_hand::complete_cnf;
use crate::cnf_estimates::{SHAPES, built, check, instances, options, random_grid};
use crate::generate_limits::{just_within, refusal, refused, refused_over_the_limit};
use gridsat::Error;
use gridsat::grid::Size;
use gridsat::limits::{CnfSize, Limits};
use gridsat::puzzle::{Encode, Generate};
use gridsat::puzzle::{GenerateEstimate, GenerateOptions, Puzzle};
use gridsat::puzzles::yinyang::YinYang;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;

const ENCODINGS: [&str; 6] = [
    "layers",
    "tree",
    "lazy",
    "no-checkerboard",
    "no-border",
    "layers,no-border",
];

#[test]
fn yinyang_estimates_bound_the_cnf() {
    for (name, source) in instances("yinyang", "yinyang") {
        check(
            &YinYang::parse(&source).unwrap(),
            &name,
            &["lazy", "lazy,no-border"],
        );
    }
    let mut rng = StdRng::seed_from_u64(4);
    for &(width, height) in SHAPES {
        let rows = random_grid(&mut rng, width, height, &['.', '.', '.', 'B', 'W']);
        let text = format!("yinyang {width}x{height}\n{}\n", rows.join("\n"));
        let puzzle = YinYang::parse(&Source::inline("y.yinyang", text.clone())).unwrap();
        check(&puzzle, &text, &ENCODINGS);
    }
}

#[test]
fn the_generator_estimate_bounds_its_solvers() {
    for (width, height) in [(1, 4), (3, 3), (5, 4), (8, 7)] {
        let options = options(width, height, false, true, None);
        let estimate = YinYang::generate_estimate(&options).unwrap();
        let (puzzle, colouring) = YinYang::generate(&options, &mut StdRng::seed_from_u64(1)).unwrap();
        let full = YinYang::new(colouring.map(|&c| Some(c)));
        let solvers = estimate.solvers.unwrap();
        assert_eq!(full.cnf_estimate(), solvers);
        let mut lazy = full.clone();
        lazy.set_encoding("lazy".parse().unwrap()).unwrap();
        assert!(
            CnfSize::of(&complete_cnf(&lazy).0).within(solvers),
            "yinyang {width}x{height}"
        );
        let complete = puzzle.complete().unwrap();
        assert_eq!(Some(complete.encoding().to_string()), estimate.rated_encoding);
        assert!(
            built(&complete).within(estimate.rated),
            "yinyang {width}x{height}: {estimate:?}"
        );
    }
}

fn estimate(side: usize) -> GenerateEstimate {
    YinYang::generate_estimate(&GenerateOptions::new(Size::new(side, side))).unwrap()
}

#[test]
fn generate_is_refused_over_the_limit_and_generates_at_it() {
    refused_over_the_limit("yinyang", estimate, &[(4096, None), (40, Some(16 << 20))]);
    let needed = estimate(8).solvers.unwrap().memory();
    just_within("yinyang", 8, needed, needed);
}

/// `--difficulty` rates each puzzle on its complete CNF (reachability layers, far larger
/// than the lazy CNF the generator solves): refused before the first puzzle is made when
/// that is over the limit.
#[test]
fn the_difficulty_rating_is_checked_before_generating() {
    let estimate = estimate(14);
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
}

#[test]
fn the_library_generator_refuses_too() {
    let mut options = GenerateOptions::new(Size::new(12, 12));
    options.limits = Limits::default().with_max_memory(1 << 20);
    let result = YinYang::generate(&options, &mut StdRng::seed_from_u64(1));
    assert!(
        matches!(result, Err(Error::TooLarge { .. })),
        "{:?}",
        result.map(|_| ())
    );
}
