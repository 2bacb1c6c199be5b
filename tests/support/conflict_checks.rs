//! Checking a conflict that `analyze` names: the clues, assumed alone in a fresh varisat
//! solver on the puzzle's rules (`cnf_by_hand`; constraints derived from clues only with all their sources), have no solution,
//! and without any one of them the rest have one. Shared by the analyze tests and the
//! `--solver` tests.

use crate::cnf_by_hand::{Assumed, clue_assumptions};
use gridsat::puzzle::PuzzleKind;

/// Asserts that the clues called `names` are a minimal conflict of `puzzle`; `what` names
/// the puzzle in the messages.
pub(crate) fn check_minimal_conflict<P: PuzzleKind>(puzzle: &P, names: &[String], what: &str) {
    assert!(!names.is_empty(), "no clue named: {what}");
    let mut session = Assumed::new(puzzle);
    let clues = session.encoding.clues.clone();
    for name in names {
        assert!(
            clues.iter().any(|c| c.is_given() && &c.name == name),
            "{name} is not a clue: {what}"
        );
    }
    let kept = |except: Option<&String>| -> Vec<bool> {
        clues
            .iter()
            .map(|c| !c.is_given() || (names.contains(&c.name) && Some(&c.name) != except))
            .collect()
    };
    let all = clue_assumptions(&clues, &kept(None));
    assert!(session.solve(&all).is_none(), "{names:?} have a solution: {what}");
    for name in names {
        let without = clue_assumptions(&clues, &kept(Some(name)));
        assert!(
            session.solve(&without).is_some(),
            "{name} is not needed in {names:?}: {what}"
        );
    }
}

/// `gridsat analyze --kind KIND -` on the instance `path` with one clue changed (`from`
/// replaced by `to` once), which then has no solution: the clues it names conflict and each
/// is needed (solved again with the library as `P`), they are `expected` when given, and
/// the text output lists them.
pub(crate) fn check_changed_clue<P: PuzzleKind>(
    kind: &str,
    path: &str,
    from: &str,
    to: &str,
    expected: Option<&[&str]>,
) {
    use crate::run_gridsat::{json_of_in, root, run_in};
    let text = std::fs::read_to_string(root().join(path)).unwrap();
    assert!(text.contains(from), "{path}");
    let changed = text.replacen(from, to, 1);
    let v = json_of_in(&root(), &["analyze", "--kind", kind, "-"], &changed, 1);
    assert_eq!(v["solutions"], "none", "{path}: {v}");
    assert_eq!(v["cells"], serde_json::Value::Null);
    assert_eq!(v["conflict"]["rules_alone"], false);
    let names: Vec<String> = crate::answer_files::json_rows(&v["conflict"]["clues"]);
    if let Some(expected) = expected {
        assert_eq!(names, expected, "{path}");
    }
    let puzzle = P::parse(&gridsat::source::Source::inline("changed", changed.clone())).unwrap();
    check_minimal_conflict(&puzzle, &names, path);
    let text = run_in(&root(), &["analyze", "--kind", kind, "-"], &changed, 1);
    let listed: String = names.iter().map(|n| format!("  - {n}\n")).collect();
    let head = format!(
        "\nno solution: these {} clues already conflict (each is needed; change one of them):\n{listed}",
        names.len()
    );
    assert!(text.contains(&head), "{text}");
}
