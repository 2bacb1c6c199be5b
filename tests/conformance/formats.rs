//! Round trips of every format a kind writes: its native text (with notes as comments
//! too) and every play link (Simon Tatham's game IDs, puzz.link URLs) read back as the same
//! puzzle, told from the content alone; the instances solved again from their links. The
//! generated puzzles take the same round trips (`generation`).

use crate::conformance::kinds::{for_every_kind, instances, options, with_extension};
use gridsat::registry::{self, AnyPuzzle, Kind};
use gridsat::source::Source;

/// Instances of at most this many cells are solved again from each of their links.
const SOLVED_AGAIN: usize = 150;

/// The native text reads back (by its extension, and told from the content alone) to the
/// same native text and the same picture; with notes as comments, to the same puzzle.
pub(crate) fn check_native(kind: &Kind, puzzle: &dyn AnyPuzzle, what: &str) {
    let native = puzzle.to_native();
    let extension = kind.extensions[0];
    let name = format!("native.{extension}");
    let back = registry::parse(&with_extension(&name, &native, extension), None)
        .unwrap_or_else(|e| panic!("{what}: the native text does not read back: {e}\n{native}"));
    assert_eq!(back.kind(), kind.name, "{what}");
    assert_eq!(
        back.to_native(),
        native,
        "{what}: the native text reads back otherwise"
    );
    assert_eq!(back.render(), puzzle.render(), "{what}");
    let detected = registry::parse(&Source::inline("native", native.clone()), None)
        .unwrap_or_else(|e| panic!("{what}: the native text is not told from its content: {e}"));
    assert_eq!(detected.kind(), kind.name, "{what}");
    let notes = ["a note".to_string(), "another: with # and < and >".to_string()];
    let noted = puzzle.to_native_with_notes(&notes);
    let back = registry::parse(&with_extension(&name, &noted, extension), None)
        .unwrap_or_else(|e| panic!("{what}: the native text with notes does not read back: {e}\n{noted}"));
    assert_eq!(
        back.to_native(),
        native,
        "{what}: notes changed the puzzle\n{noted}"
    );
    let comment = puzzle.comment("a comment");
    assert!(
        comment.ends_with('\n') && comment.lines().count() == 1,
        "{what}: {comment:?}"
    );
}

/// Every play link reads back, told from its content, as the same puzzle: the same links
/// (a link holds no intended solution) and the same picture. `play_link` is the first.
/// Each link read back is returned.
pub(crate) fn check_links(kind: &Kind, puzzle: &dyn AnyPuzzle, what: &str) -> Vec<Box<dyn AnyPuzzle>> {
    let links = puzzle.play_links();
    assert_eq!(
        puzzle.play_links().into_iter().next().as_ref(),
        links.first(),
        "{what}"
    );
    links
        .iter()
        .map(|link| {
            let back = registry::parse(&Source::inline("<argument>", link.clone()), None)
                .unwrap_or_else(|e| panic!("{what}: the play link {link} does not read back: {e}"));
            assert_eq!(back.kind(), kind.name, "{what}: {link}");
            assert_eq!(back.play_links(), links, "{what}: {link} reads back otherwise");
            assert_eq!(back.render(), puzzle.render(), "{what}: {link}");
            back
        })
        .collect()
}

#[test]
fn native_text_reads_back_as_the_same_puzzle() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            check_native(kind, instance.puzzle.as_ref(), &instance.name);
        }
    });
}

#[test]
fn play_links_read_back_as_the_same_puzzle_and_solve_to_the_answers() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let what = &instance.name;
            for back in check_links(kind, instance.puzzle.as_ref(), what) {
                if instance.area() > SOLVED_AGAIN {
                    continue;
                }
                let report = back.solve(&options()).unwrap();
                let solution = report.solution.unwrap_or_else(|| panic!("{what}: no solution"));
                assert!(instance.answers.contains(&solution), "{what}: {solution:?}");
                assert_eq!(report.unique, Some(instance.unique()), "{what}");
            }
        }
    });
}
