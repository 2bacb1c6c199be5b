//! Inputs made bad from every instance, in each of the kind's formats: empty, comments
//! alone, cut short after each line, each line dropped. Reading them gives an error naming
//! the input (or, for some cuts, a puzzle), never a panic. The catalogue of
//! `tests/bad_input/` (`robustness` area) holds each format's own cases and exact
//! messages.

use crate::conformance::kinds::{for_every_kind, instances, with_extension};
use gridsat::registry::{self, Kind};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Reads `text` as a file `bad.EXTENSION`: `Ok(())` for a puzzle, or the error's message,
/// which must name the input. A panic fails.
fn read(kind: &Kind, text: &str, extension: &str, what: &str) -> Result<(), String> {
    let name = format!("bad.{extension}");
    let source = with_extension(&name, text, extension);
    let outcome = catch_unwind(AssertUnwindSafe(|| registry::parse(&source, None).map(|_| ())));
    let result = outcome.unwrap_or_else(|_| panic!("{what}: panicked on\n{text}"));
    let error = result.err().map(|e| e.to_string());
    if let Some(message) = &error {
        assert!(message.starts_with(&format!("{name}:")), "{what}: {message}");
    }
    // The same text named as the kind, without the extension.
    let named = gridsat::source::Source::inline(&name, text);
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        registry::parse(&named, Some(kind.name)).map(|_| ())
    }));
    let _ = outcome.unwrap_or_else(|_| panic!("{what}: panicked (named) on\n{text}"));
    error.map_or(Ok(()), Err)
}

#[test]
fn empty_inputs_and_comments_alone_are_no_puzzle() {
    for_every_kind(|kind| {
        for extension in kind.extensions {
            let message = read(kind, "", extension, kind.name).unwrap_err();
            assert!(message.contains("the input is empty"), "{}: {message}", kind.name);
            let message = read(kind, "\n  \n", extension, kind.name).unwrap_err();
            assert!(message.contains("empty"), "{}: {message}", kind.name);
        }
        let instance = &instances(kind)[0];
        let comments = instance.puzzle.comment("a note") + &instance.puzzle.comment("another");
        let message = read(kind, &comments, kind.extensions[0], kind.name).unwrap_err();
        assert!(message.contains("only comments"), "{}: {message}", kind.name);
    });
}

#[test]
fn inputs_cut_short_or_missing_a_line_are_errors_never_panics() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let lines: Vec<&str> = instance.text.lines().collect();
            let mut errors = 0;
            for cut in 0..lines.len() {
                let what = format!("{} cut after line {cut}", instance.name);
                let text: String = lines[..cut].iter().map(|l| format!("{l}\n")).collect();
                errors += usize::from(read(kind, &text, &instance.extension, &what).is_err());
                let what = format!("{} without line {}", instance.name, cut + 1);
                let text: String = lines
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != cut)
                    .map(|(_, l)| format!("{l}\n"))
                    .collect();
                let _ = read(kind, &text, &instance.extension, &what);
            }
            assert!(errors > 0, "{}: every cut reads as a puzzle", instance.name);
        }
    });
}
