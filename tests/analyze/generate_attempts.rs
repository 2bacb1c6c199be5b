//! `generate --difficulty --attempts N` (issue 36): the puzzles made, at most, for one of
//! the difficulty asked for, in the library (`GenerateOptions::attempts`, at least 1) and
//! on the command line.

use crate::run_gridsat::{root, status_output_in};
use gridsat::analyze::Level;
use gridsat::error::{Choice, Error};
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[test]
fn the_attempts_bound_the_puzzles_made_for_a_difficulty() {
    let kind = registry::kind_named("123").unwrap();
    let mut options = GenerateOptions::new(Size { width: 6, height: 6 });
    assert_eq!(options.attempts, registry::DIFFICULTY_ATTEMPTS);
    options.attempts = 3;
    let made = kind.generate_of_level(&options, Level::Easy, &mut StdRng::seed_from_u64(1));
    let Ok(Err(none)) = made else {
        panic!("an easy 6x6 123 puzzle, or an error, in 3 attempts");
    };
    assert_eq!(none.found.iter().sum::<usize>(), 3);

    options.attempts = 0;
    let refused = kind.generate_of_level(&options, Level::Easy, &mut StdRng::seed_from_u64(1));
    let Err(Error::Refused(refusal)) = refused else {
        panic!("0 attempts are refused");
    };
    assert_eq!(refusal.option, Choice::Attempts);
}

#[test]
fn generate_takes_attempts_with_a_difficulty() {
    let args = [
        "generate",
        "123",
        "--size",
        "6x6",
        "--seed",
        "1",
        "--difficulty",
        "easy",
        "--attempts",
        "3",
    ];
    let (code, stdout, stderr) = status_output_in(&root(), &args, "");
    assert_eq!((code, stdout.as_str()), (Some(4), ""), "{stderr}");
    assert!(
        stderr.starts_with("gridsat: no easy 123 puzzle of size 6x6 in 3 attempts (seed 1; found "),
        "{stderr}"
    );
    for (extra, message) in [
        (
            &["--difficulty", "easy", "--attempts", "0"][..],
            "must be at least 1, not 0",
        ),
        (
            &["--attempts", "3"][..],
            "the following required arguments were not provided",
        ),
    ] {
        let args = [&["generate", "123", "--size", "6x6", "--seed", "1"][..], extra].concat();
        let (code, _, stderr) = status_output_in(&root(), &args, "");
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}
