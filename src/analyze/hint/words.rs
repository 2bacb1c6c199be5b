//! A hint's reason in words: the cells and clues an explanation names, as people write
//! them (`r3c4`, `row 2 +`, `the clues r1c1 = 2 and row 2 +`).

use super::Deduction;
use crate::grid::Pos;

/// A cell and its symbol: `r3c4 = #`.
pub(crate) fn cell_name(pos: Pos, value: char) -> String {
    format!("{pos} = {value}")
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What an explanation rests on: `the clues A and B and the filled cells r1c1 and r2c2`,
/// or `the rules alone`.
pub(crate) fn premises(clues: &[String], cells: &[Pos]) -> String {
    let plural = |n: usize, one: &str, many: &str| if n == 1 { one.to_string() } else { many.to_string() };
    let mut parts = Vec::new();
    if !clues.is_empty() {
        parts.push(format!(
            "{} {}",
            plural(clues.len(), "the clue", "the clues"),
            listed(clues)
        ));
    }
    if !cells.is_empty() {
        let names: Vec<String> = cells.iter().map(Pos::to_string).collect();
        parts.push(format!(
            "{} {}",
            plural(cells.len(), "the filled cell", "the filled cells"),
            listed(&names)
        ));
    }
    match parts.as_slice() {
        [] => "the rules alone".to_string(),
        _ => parts.join(" with "),
    }
}

/// The reason a cell has its value, found on the CNF by `deduction`.
pub(crate) fn on_cnf(deduction: Deduction, pos: Pos, value: char, clues: &[String], cells: &[Pos]) -> String {
    let cell = cell_name(pos, value);
    let from = premises(clues, cells);
    match deduction {
        Deduction::Propagation => {
            format!("{cell} follows from {from} by the rules, one cell at a time (unit propagation)")
        }
        Deduction::Probing => format!(
            "{cell}: any other value there, with {from}, leads by the rules to a contradiction (probing)"
        ),
        Deduction::Search | Deduction::LineLogic => format!(
            "{cell} is forced by {from}, but seeing it takes trying values more than one step deep (search)"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn premises_are_listed_in_words() {
        assert_eq!(premises(&[], &[]), "the rules alone");
        let clues = ["row 1 +".to_string(), "r2c2 = 3".to_string()];
        assert_eq!(premises(&clues[..1], &[]), "the clue row 1 +");
        assert_eq!(
            premises(&clues, &[Pos::new(0, 0)]),
            "the clues row 1 + and r2c2 = 3 with the filled cell r1c1"
        );
        let three = ["a", "b", "c"].map(String::from);
        assert_eq!(listed(&three), "a, b and c");
    }
}
