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
        "density is for Hanjie pictures; Magnets has no density",
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
        "strip has no meaning for Hanjie: every clue line is needed",
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
