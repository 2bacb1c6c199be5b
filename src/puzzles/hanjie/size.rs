//! The size of the Hanjie CNF without building it, for the memory limit: per line, the
//! closed forms of `encodings/runs.md` (placement, exact) or the bounds of
//! `encodings/dfa.md` (automaton), `O(n·d)` for a line of `n` cells and slack `d`.

use super::{Hanjie, LineClue, LineEncoding, runs_of};
use crate::encodings::runs::Run;
use crate::grid::Size;
use crate::limits::CnfSize;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// From above: a variable per cell, and per line with a clue its encoding, guarded by an
/// activation literal (one more literal per clause), and that literal's unit clause.
pub fn estimate(puzzle: &Hanjie) -> CnfSize {
    let cells = CnfSize::new(puzzle.size.area() as u64, 0, 0);
    let rows = puzzle.rows.iter().map(|clue| (puzzle.size.width, clue));
    let columns = puzzle.columns.iter().map(|clue| (puzzle.size.height, clue));
    let lines: CnfSize = rows
        .chain(columns)
        .filter_map(|(n, clue)| line(puzzle.encoding, n, clue))
        .sum();
    cells + lines
}

/// The CNF of a random picture of `size` whose cells are filled with probability
/// `density` (what `generate` draws), with the default encoding (placement, as generated
/// puzzles have), for the memory limit before any picture is drawn. Not a bound but the
/// estimate of a representative picture: the lines of a random picture are random lines,
/// so up to [`SAMPLED_LINES`] random rows and as many columns are drawn from a fixed seed
/// and their estimates scaled to all lines (`O(W + H)` lines at most, so a 4096x4096 grid
/// is refused at once). The generator's own picture differs a little; its estimate is
/// checked again before its line logic runs (`tests/robustness/limits.rs` compares the two).
pub fn of_random_picture(size: Size, density: f64) -> CnfSize {
    let mut rng = StdRng::seed_from_u64(0x6869_6e6a_6965);
    let mut lines = |count: usize, n: usize| {
        let sampled = count.min(SAMPLED_LINES);
        let sum: CnfSize = (0..sampled)
            .map(|_| {
                let clue = LineClue::known(&runs_of((0..n).map(|_| rng.random_bool(density))));
                line(LineEncoding::default(), n, &clue).unwrap_or_default()
            })
            .sum();
        let scale = |x: u64| (x * count as u64).div_ceil(sampled.max(1) as u64);
        CnfSize {
            variables: scale(sum.variables),
            clauses: scale(sum.clauses),
            literals: scale(sum.literals),
        }
    };
    let rows = lines(size.height, size.width);
    let columns = lines(size.width, size.height);
    CnfSize::new(size.area() as u64, 0, 0) + rows + columns
}

/// Rows (and columns) of a random picture [`of_random_picture`] draws at most.
const SAMPLED_LINES: usize = 256;

/// One line of `n` cells with `clue`, its activation literal included; `None` for a line
/// whose clue is unknown (it has no clauses).
fn line(encoding: LineEncoding, n: usize, clue: &LineClue) -> Option<CnfSize> {
    let LineClue::Runs(runs) = clue else {
        return None;
    };
    let (n, shortest) = (n as u64, clue.min_length() as u64);
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
    Some(encoded + activation)
}
