//! The generator of every kind, on small sizes (one cell wide too) and fixed seeds, by
//! default and with each option it takes (`Kind::generator_takes`): the puzzle has the size
//! asked for; its solution keeps the rules; a puzzle asked unique is, and solves to that
//! solution; its native text and play links read back as the same puzzle (`formats`); a
//! seed repeats the puzzle. An option it does not take is refused by name, and a memory
//! limit below its solvers' CNF is refused before anything is made.

use crate::conformance::formats::{check_links, check_native};
use crate::conformance::kinds::{answer_text, for_every_kind, with_extension};
use gridsat::Error;
use gridsat::analyze::Level;
use gridsat::error::Choice;
use gridsat::grid::Size;
use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, DIFFICULTY_ATTEMPTS, Generated, Kind};
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The sizes every kind is generated at.
const SIZES: [(usize, usize); 6] = [(2, 2), (3, 3), (5, 4), (4, 6), (1, 5), (6, 1)];

/// `options` with the generator option `choice` set (to a value other than its default).
fn with_choice(options: GenerateOptions, choice: Choice) -> GenerateOptions {
    let mut options = match choice {
        Choice::Strip => options.with_strip(true),
        Choice::AllowMultiple => options.with_unique(false),
        Choice::Density => options.with_density(Some(0.3)),
        Choice::Colours => {
            let mut options = options;
            options.colours = Some(3);
            options
        }
        other => panic!("{other:?} is no generator option the suite knows: add it here"),
    };
    assert!(options.chosen().contains(&choice), "{choice:?}");
    if choice != Choice::AllowMultiple {
        options = options.with_unique(true);
    }
    options
}

/// The generator options, as `GenerateOptions::chosen` names them.
fn generator_choices() -> Vec<Choice> {
    let mut all = GenerateOptions::new(Size::new(2, 2))
        .with_strip(true)
        .with_unique(false)
        .with_density(Some(0.3));
    all.colours = Some(3);
    all.chosen()
}

/// The option sets a kind is generated with: the default, then each option it takes.
fn option_sets(kind: &Kind, size: Size) -> Vec<(String, GenerateOptions)> {
    let mut sets = vec![("default".to_string(), GenerateOptions::new(size))];
    for &choice in kind.generator_takes {
        sets.push((
            format!("{choice:?}"),
            with_choice(GenerateOptions::new(size), choice),
        ));
    }
    sets
}

/// Checks one generated puzzle made with `options`.
fn check_generated(kind: &Kind, generated: &Generated, options: &GenerateOptions, what: &str) {
    let puzzle = generated.puzzle.as_ref();
    assert_eq!(puzzle.kind(), kind.name, "{what}");
    assert_eq!(puzzle.size(), options.size, "{what}");
    assert!(
        kind.extensions.contains(&generated.extension),
        "{what}: .{}",
        generated.extension
    );
    assert!(!generated.solution_picture.trim().is_empty(), "{what}");
    let rows = &generated.solution_rows;
    let checks = puzzle
        .verify(&Source::inline(
            "solution.answer",
            answer_text(std::slice::from_ref(rows)),
        ))
        .unwrap();
    assert!(checks.len() == 1 && checks[0].is_valid(), "{what}: {checks:?}");
    let report = puzzle.solve(&SolveOptions::default()).unwrap();
    let solution = report.solution.unwrap_or_else(|| panic!("{what}: no solution"));
    if options.unique {
        assert_eq!(
            report.unique,
            Some(true),
            "{what}: not unique\n{}",
            puzzle.to_native()
        );
        assert_eq!(&solution, rows, "{what}");
    }
    check_native(kind, puzzle, what);
    // Read back in the format it is saved in, told by its extension.
    let native = puzzle.to_native();
    let name = format!("generated.{}", generated.extension);
    let back = registry::parse(&with_extension(&name, &native, generated.extension), None).unwrap();
    assert_eq!(back.to_native(), native, "{what}");
    for link in check_links(kind, puzzle, what) {
        let again = link.solve(&SolveOptions::default()).unwrap();
        if options.unique {
            assert_eq!(again.solution.as_ref(), Some(rows), "{what}");
            assert_eq!(again.unique, Some(true), "{what}");
        }
    }
}

#[test]
fn generated_puzzles_keep_the_promises_of_their_options() {
    for_every_kind(|kind| {
        for (i, &(width, height)) in SIZES.iter().enumerate() {
            let size = Size::new(width, height);
            for (name, options) in option_sets(kind, size) {
                let seed = i as u64 + 1;
                let what = format!("{} {size} {name} seed {seed}", kind.name);
                let generated = kind
                    .generate(&options, &mut StdRng::seed_from_u64(seed))
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                check_generated(kind, &generated, &options, &what);
                // The seed repeats the puzzle.
                let again = kind.generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
                assert_eq!(again.puzzle.to_native(), generated.puzzle.to_native(), "{what}");
                assert_eq!(again.solution_rows, generated.solution_rows, "{what}");
            }
        }
    });
}

/// Seeds differ: of a few seeds at 5x5, not all give one puzzle.
#[test]
fn seeds_make_different_puzzles() {
    for_every_kind(|kind| {
        let options = GenerateOptions::new(Size::new(5, 5));
        let natives: std::collections::BTreeSet<String> = (1..=4)
            .map(|seed| {
                kind.generate(&options, &mut StdRng::seed_from_u64(seed))
                    .unwrap()
                    .puzzle
                    .to_native()
            })
            .collect();
        assert!(natives.len() > 1, "{}: one puzzle for every seed", kind.name);
    });
}

/// An option the generator does not take is refused (by name, in the library's terms),
/// never ignored.
#[test]
fn options_the_generator_does_not_take_are_refused() {
    let choices = generator_choices();
    assert!(choices.contains(&Choice::Strip), "{choices:?}");
    for_every_kind(|kind| {
        for &choice in choices.iter().filter(|c| !kind.generator_takes.contains(c)) {
            let options = with_choice(GenerateOptions::new(Size::new(4, 4)), choice);
            let what = format!("{} {choice:?}", kind.name);
            match kind.generate(&options, &mut StdRng::seed_from_u64(1)) {
                Err(Error::Refused(refusal)) => {
                    assert_eq!(refusal.option, choice, "{what}");
                    assert!(
                        refusal.message.contains(choice.mark()),
                        "{what}: {}",
                        refusal.message
                    );
                }
                Err(other) => panic!("{what}: {other}"),
                Ok(_) => panic!("{what}: not refused"),
            }
            assert!(kind.check_generate(&options, false).is_err(), "{what}");
        }
    });
}

/// A memory limit below what the generator's solvers need is refused before anything is
/// made, through the registry, in the library's terms (the limit and a value that would
/// do).
#[test]
fn the_generators_refuse_a_size_over_the_memory_limit() {
    for_every_kind(|kind| {
        let mut options = GenerateOptions::new(Size::new(12, 12));
        options.limits = Limits::default().with_max_memory(1 << 20);
        assert!(kind.check_generate(&options, false).is_err(), "{}", kind.name);
        match kind.generate(&options, &mut StdRng::seed_from_u64(1)) {
            Err(Error::TooLarge { message, enough, .. }) => assert!(
                message.starts_with("generating a 12x12 ")
                    && message.ends_with("more than the memory limit of 1.0 MiB")
                    && enough.is_some_and(|enough| enough > 1 << 20),
                "{}: {message}",
                kind.name
            ),
            Err(other) => panic!("{}: {other}", kind.name),
            Ok(_) => panic!("{}: generated over the limit", kind.name),
        }
    });
}

/// `generate_of_level` keeps its promise for each level: a puzzle of that difficulty (rated
/// again here), unique, or how many of each other difficulty it made instead, none of the
/// one asked for. Some level comes at 5x5.
#[test]
fn puzzles_of_a_difficulty_have_it() {
    for_every_kind(|kind| {
        let options = GenerateOptions::new(Size::new(5, 5));
        let mut made = 0;
        for level in Level::ALL {
            let what = format!("{} 5x5 {}", kind.name, level.name());
            match kind
                .generate_of_level(&options, level, &mut StdRng::seed_from_u64(3))
                .unwrap()
            {
                Ok(generated) => {
                    made += 1;
                    let rated = generated.puzzle.difficulty(&Default::default()).unwrap();
                    assert_eq!(rated.level, level, "{what}");
                    let report = generated.puzzle.solve(&SolveOptions::default()).unwrap();
                    assert_eq!(report.unique, Some(true), "{what}");
                    assert_eq!(report.solution.as_ref(), Some(&generated.solution_rows), "{what}");
                }
                Err(none) => {
                    assert_eq!(none.found.iter().sum::<usize>(), DIFFICULTY_ATTEMPTS, "{what}");
                    assert_eq!(none.found[level as usize], 0, "{what}: {}", none.summary());
                }
            }
        }
        assert!(made > 0, "{}: no level at 5x5", kind.name);
    });
}
