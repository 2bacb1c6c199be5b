//! Checking a 123 solution against the rules as people state them, with no reference to
//! the CNF: every cell holds 1, 2 or 3, given cells keep their number, every orthogonally
//! connected group of equal numbers has as many cells as its number, and the cells on
//! either side of a given border are in different groups (hold different numbers).

use crate::grid::Pos;

/// The broken rule of a group of `value`s whose size is not `value`.
pub(super) fn wrong_size(value: u8, group: &[Pos]) -> String {
    format!(
        "the group of {value}s at {} has {} cell{}, not {value}",
        named(group),
        group.len(),
        if group.len() == 1 { "" } else { "s" }
    )
}

/// Cells as messages name them: `r1c1 r1c2`.
pub(super) fn named(cells: &[Pos]) -> String {
    cells
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
