//! The 123 puzzle under the memory limit: the estimate bounds the CNF of random givens of
//! many shapes; the generator's solvers hold the puzzle with every cell given (and the
//! empty grid) within its estimate, and what it returns is within the rated estimate;
//! `generate` is refused over `--max-memory` (issue 16: 4096x4096 took minutes to refuse)
//! and generates at its estimate; the library generator refuses too.

use crate::cnf_estimates::{SHAPES, built, check, options, random_grid};
use crate::generate_limits::{just_within, refused_over_the_limit};
use gridsat::Error;
use gridsat::grid::Size;
use gridsat::limits::Limits;
use gridsat::puzzle::{Encode, Generate};
use gridsat::puzzle::{GenerateEstimate, GenerateOptions, Puzzle};
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[test]
fn onetwothree_estimates_bound_the_cnf() {
    let mut rng = StdRng::seed_from_u64(3);
    for &(width, height) in SHAPES {
        let rows = random_grid(&mut rng, width, height, &['.', '.', '.', '1', '2', '3']);
        let text = format!("123 {width}x{height}\n{}\n", rows.join("\n"));
        check(
            &OneTwoThree::parse(&Source::inline("t.123", text.clone())).unwrap(),
            &text,
            &[],
        );
    }
}

#[test]
fn the_generator_estimate_bounds_its_solvers() {
    for (width, height) in [(1, 4), (3, 3), (5, 4), (8, 7)] {
        let options = options(width, height, false, true, None);
        let estimate = OneTwoThree::generate_estimate(&options).unwrap();
        let (puzzle, solution) = OneTwoThree::generate(&options, &mut StdRng::seed_from_u64(1)).unwrap();
        let full = OneTwoThree {
            givens: solution.map(|&v| Some(v)),
            borders: Vec::new(),
        };
        let empty = OneTwoThree {
            givens: solution.map(|_| None),
            borders: Vec::new(),
        };
        let solvers = estimate.solvers.unwrap();
        assert_eq!(full.cnf_estimate(), solvers);
        for cnf in [built(&full), built(&empty)] {
            assert!(cnf.within(solvers), "123 {width}x{height}: {cnf:?} {estimate:?}");
        }
        assert!(built(&puzzle).within(estimate.rated));
    }
}

fn estimate(side: usize) -> GenerateEstimate {
    OneTwoThree::generate_estimate(&GenerateOptions::new(Size::new(side, side))).unwrap()
}

#[test]
fn generate_is_refused_over_the_limit_and_generates_at_it() {
    refused_over_the_limit("123", estimate, &[(4096, None), (300, Some(64 << 20))]);
    let needed = estimate(8).solvers.unwrap().memory();
    just_within("123", 8, needed, needed);
}

#[test]
fn the_library_generator_refuses_too() {
    let mut options = GenerateOptions::new(Size::new(12, 12));
    options.limits = Limits::default().with_max_memory(1 << 20);
    let result = OneTwoThree::generate(&options, &mut StdRng::seed_from_u64(1));
    assert!(
        matches!(result, Err(Error::TooLarge { .. })),
        "{:?}",
        result.map(|_| ())
    );
}
