//! Options the library refuses say so in the library's terms (`Error::Refused`, the option
//! by its name in the options); the command line words the same refusal with its flag
//! (the CLI tests and the bad-input catalogue check that text).

use gridsat::Error;
use gridsat::error::Choice;
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry;
use gridsat::solve::SolverChoice;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// `result` is a refusal of `option` whose message reads `expected`, with no flag in it.
fn refused<T>(result: Result<T, Error>, option: Choice, expected: &str) {
    let Err(error) = result else {
        panic!("{expected}: not refused");
    };
    let text = error.to_string();
    assert!(
        matches!(&error, Error::Refused(refusal) if refusal.option == option),
        "{expected}: {error:?}"
    );
    assert_eq!(text, expected);
    assert!(!text.contains("--"), "a flag in the library's message: {text}");
    // A front end names the option its own way, everywhere the message names it.
    let Error::Refused(refusal) = &error else {
        unreachable!()
    };
    let flagged = refusal.renamed_in(&text, |_| "<flag>");
    assert!(flagged.contains("<flag>") && flagged != text, "{flagged}");
}

fn generate(kind: &str, options: &GenerateOptions) -> Result<(), Error> {
    let kind = registry::kind_named(kind)?;
    kind.generate(options, &mut StdRng::seed_from_u64(1)).map(|_| ())
}

#[test]
fn generator_options_are_refused_in_the_library_terms() {
    let size = Size::new(6, 6);
    let dense = GenerateOptions::new(size).with_density(Some(0.5));
    refused(
        generate("magnets", &dense),
        Choice::Density,
        "density does nothing for Magnets puzzles: their generator takes only strip and unique = false; drop it",
    );
    let mut inks = GenerateOptions::new(size);
    inks.colours = Some(40);
    refused(
        generate("hanjie", &inks),
        Choice::Colours,
        "colours 40: colour puzzles take 2 to 12 inks (1, the default, is black and white)",
    );
    refused(
        generate("hanjie", &GenerateOptions::new(size).with_strip(true)),
        Choice::Strip,
        "strip does nothing for Hanjie puzzles: their generator takes only unique = false, density and colours; drop it",
    );
    refused(
        generate("hanjie", &GenerateOptions::new(size).with_density(Some(1.5))),
        Choice::Density,
        "density must be between 0 and 1 (exclusive), not 1.5",
    );
    let multiple = GenerateOptions::new(size).with_unique(false);
    let Err(Error::Refused(refusal)) = generate("123", &multiple) else {
        panic!("123 generated without uniqueness");
    };
    assert_eq!(refusal.option, Choice::AllowMultiple);
    refused(
        generate("magnets", &multiple.with_strip(true)),
        Choice::Strip,
        "strip needs unique puzzles",
    );
}

/// Regression (issue 25): `--strip` was accepted by Yin Yang's and 123's generators and did
/// nothing, while Hanjie's refused it. Every generator option a kind's generator does not
/// take is refused, for every kind, in the same words; those it takes are taken.
#[test]
fn every_kind_refuses_the_generator_options_it_does_not_take() {
    let size = Size::new(4, 4);
    let base = GenerateOptions::new(size);
    let mut colours = base.clone();
    colours.colours = Some(1);
    let each = [
        (Choice::Strip, base.clone().with_strip(true)),
        (Choice::AllowMultiple, base.clone().with_unique(false)),
        (Choice::Density, base.clone().with_density(Some(0.5))),
        (Choice::Colours, colours),
    ];
    for kind in registry::KINDS {
        for (choice, options) in &each {
            let generated = generate(kind.name, options);
            if kind.generator_takes.contains(choice) {
                assert!(generated.is_ok(), "{} {choice:?}: {generated:?}", kind.name);
                continue;
            }
            let Err(Error::Refused(refusal)) = generated else {
                panic!("{} took {choice:?}, which its generator does not take", kind.name);
            };
            assert_eq!(refusal.option, *choice, "{}", kind.name);
            let said = Error::Refused(refusal).to_string();
            assert!(
                said.starts_with(&format!("{} does nothing for ", choice.name())),
                "{said}"
            );
            assert!(said.ends_with("; drop it"), "{said}");
        }
    }
    let takes = |name: &str| registry::kind_named(name).unwrap().generator_takes;
    assert!(!takes("yinyang").contains(&Choice::Strip) && !takes("123").contains(&Choice::Strip));
}

#[test]
fn encodings_and_solvers_are_refused_in_the_library_terms() {
    let mut magnets = registry::parse(&Source::inline("id", "2x2:..,..,..,..,TTBB"), None).unwrap();
    refused(
        magnets.set_encoding("dfa"),
        Choice::Encoding,
        "magnets has a single encoding; drop encoding",
    );
    let yinyang = "yinyang 2x2\n. .\n. .\n";
    let mut yinyang = registry::parse(&Source::inline("yy", yinyang), None).unwrap();
    refused(
        yinyang.set_encoding("lazy,tree"),
        Choice::Connectivity,
        "encoding names two connectivities, lazy and tree: choose one",
    );
    refused(
        SolverChoice::parse("cmd:"),
        Choice::Solver,
        "solver cmd: needs a program, e.g. cmd:\"cadical -q\"",
    );
}

/// A limit met because of an option names the option in the library's terms too.
#[test]
fn a_limit_met_by_rating_names_it_in_the_library_terms() {
    let options = GenerateOptions::new(Size::new(300, 300)).with_unique(false);
    let magnets = registry::kind_named("magnets").unwrap();
    let error = magnets.check_generate(&options, true).unwrap_err();
    let text = error.to_string();
    assert!(matches!(error, Error::TooLarge { .. }), "{error:?}");
    assert!(
        text.starts_with(
            "rating the difficulty of a generated 300x300 magnets puzzle (difficulty rating) would need"
        ),
        "{text}"
    );
    assert!(!text.contains("--") && !text.contains('{'), "{text}");
}
