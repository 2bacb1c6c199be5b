//! Checking a Magnets solution against the rules as people state them, with no reference to
//! the CNF: magnets have one `+` and one `-` end, singletons are neutral, equal poles never
//! touch orthogonally, and every known count matches.

use super::{Magnets, Pole};
use crate::grid::Pos;

/// The broken rule when the ends `a` (at `pos`) and `b` (at `other`) of a domino are
/// neither a magnet (`+` and `-`) nor neutral.
pub(super) fn domino_broken(pos: Pos, other: Pos, a: Pole, b: Pole) -> Option<String> {
    ((a == Pole::Neutral) != (b == Pole::Neutral) || (a != Pole::Neutral && a == b)).then(|| {
        format!(
            "domino {pos}-{other} is {}{}: a domino is a magnet (+ and -) or neutral (x and x)",
            a.symbol(),
            b.symbol()
        )
    })
}

/// The broken rule when the neighbours `a` and `b` are the same pole.
pub(super) fn touching(a: Pos, b: Pos, pa: Pole, pb: Pole) -> Option<String> {
    (pa == pb && pa != Pole::Neutral)
        .then(|| format!("{a} and {b} are both {}: equal poles may not touch", pa.symbol()))
}

pub(super) fn check_count(
    broken: &mut Vec<String>,
    line: &str,
    index: usize,
    clue: Option<usize>,
    pole: Pole,
    cells: impl Iterator<Item = Pole>,
) {
    let found = cells.filter(|&p| p == pole).count();
    if let Some(wanted) = clue.filter(|&wanted| wanted != found) {
        broken.push(format!(
            "{line} {} has {found} {} poles, the clue says {wanted}",
            index + 1,
            pole.symbol()
        ));
    }
}

/// When the row counts of `pole` and its column counts cannot add up to the same number of
/// poles: their totals, or the range each side allows when some counts are unknown (an
/// unknown count is between 0 and what its line can hold).
pub(super) fn totals_disagree(puzzle: &Magnets, pole: Pole) -> Option<String> {
    let size = puzzle.layout.size();
    let counts = puzzle.counts(pole);
    let range = |clues: &[Option<usize>], len: usize| {
        let known = clues
            .iter()
            .flatten()
            .fold(0usize, |sum, &k| sum.saturating_add(k));
        let unknown = clues.iter().filter(|c| c.is_none()).count();
        (
            known,
            known.saturating_add(unknown.saturating_mul(len.div_ceil(2))),
            unknown == 0,
        )
    };
    let rows = range(&counts.rows, size.width);
    let cols = range(&counts.cols, size.height);
    let symbol = pole.symbol();
    match (rows, cols) {
        ((r, _, true), (c, _, true)) if r != c => Some(format!(
            "the {symbol} row counts add up to {r}, the {symbol} column counts to {c}: every {symbol} pole is in one row and one column"
        )),
        ((low, _, _), (_, high, _)) if low > high => Some(format!(
            "the {symbol} row counts need at least {low} {symbol} poles, the {symbol} column counts allow at most {high}"
        )),
        ((_, high, _), (low, _, _)) if low > high => Some(format!(
            "the {symbol} column counts need at least {low} {symbol} poles, the {symbol} row counts allow at most {high}"
        )),
        _ => None,
    }
}
