//! The size of the Hanjie CNF without building it, for the memory limit: per line, the
//! closed forms of `encodings/runs.md` (placement, exact) or the bounds of
//! `encodings/dfa.md` (automaton), `O(n·d)` for a line of `n` cells and slack `d`.

use super::{Hanjie, LineClue, LineEncoding};
use crate::encodings::runs::Run;
use crate::limits::CnfSize;

/// From above: a variable per cell, and per line with a clue its encoding, guarded by an
/// activation literal (one more literal per clause), and that literal's unit clause.
pub fn estimate(puzzle: &Hanjie) -> CnfSize {
    let cells = CnfSize::new(puzzle.size.area() as u64, 0, 0);
    let rows = puzzle.rows.iter().map(|clue| (puzzle.size.width, clue));
    let columns = puzzle.columns.iter().map(|clue| (puzzle.size.height, clue));
    let lines: CnfSize = rows
        .chain(columns)
        .filter_map(|(n, clue)| match clue {
            LineClue::Runs(runs) => Some(line(puzzle.encoding, n as u64, runs, clue.min_length() as u64)),
            LineClue::Unknown => None,
        })
        .sum();
    cells + lines
}

/// One line of `n` cells with the clue `runs`, whose shortest placement fills `shortest`
/// cells ([`LineClue::min_length`]), its activation literal included.
fn line(encoding: LineEncoding, n: u64, runs: &[Run], shortest: u64) -> CnfSize {
    let activation = CnfSize::new(1, 1, 1);
    let m = runs.len() as u64;
    let unknown = runs.iter().filter(|r| **r == Run::Unknown).count() as u64;
    let encoded = if m == 0 && encoding == LineEncoding::Placement {
        CnfSize::new(0, n, 2)
    } else if shortest > n {
        CnfSize::new(0, 1, 1)
    } else {
        let d = n - shortest;
        match encoding {
            LineEncoding::Placement => {
                let variables = (m + unknown) * d;
                let clauses = n - d + (3 * m + unknown) * d + (m + unknown) * d.saturating_sub(1);
                CnfSize::new(variables, clauses, 4)
            }
            LineEncoding::Dfa => {
                // Live states of layer i: max(0, i − d) ..= min(i, P), at most d + 1, and
                // the extra states of unknown runs.
                let states: u64 = (0..=n)
                    .map(|i| i.min(shortest) + 2 + unknown - i.saturating_sub(d))
                    .sum();
                CnfSize::new(3 * states, 8 * states + 2 * n, 4)
            }
        }
    };
    encoded + activation
}
