//! The size of the Hanjie CNF without building it, for the memory limit: per line of a
//! black-and-white puzzle, the closed forms of `encodings/runs.md` (placement, exact),
//! of `encodings/order-cover.md` (order and cover, exact but for the literals) or the bounds of `encodings/dfa.md` (automaton), `O(n·d)` for a line of `n` cells and
//! slack `d`; for a colour puzzle, the bounds of its one-hot cells and colour automata.

use super::{Hanjie, LineClue, LineEncoding, runs_of};
use crate::encodings::runs::Run;
use crate::grid::Size;
use crate::limits::CnfSize;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The CNF [`super::encode::encode`] writes, from above.
pub(super) fn estimate(puzzle: &Hanjie) -> CnfSize {
    if puzzle.is_black_and_white() {
        black_and_white(puzzle)
    } else {
        colour(puzzle)
    }
}

/// From above: a variable per cell, and per line with a clue its encoding, guarded by an
/// activation literal (one more literal per clause), and that literal's unit clause.
fn black_and_white(puzzle: &Hanjie) -> CnfSize {
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
pub(super) fn of_random_picture(size: Size, density: f64) -> CnfSize {
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
    let unknown = runs.iter().filter(|r| r.length == Run::Unknown).count() as u64;
    let encoded = if m == 0 && encoding != LineEncoding::Dfa {
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
            LineEncoding::OrderCover => {
                // The closed forms of `encodings/order-cover.md`, with run j's least length
                // c_j (1 if unknown); every clause gains the activation literal.
                let lengths = runs.iter().map(|run| match run.length {
                    Run::Length(c) => c as u64,
                    Run::Unknown => 1,
                });
                let short: u64 = lengths.clone().map(|c| c.min(d)).sum();
                let always: u64 = lengths.clone().map(|c| c.saturating_sub(d)).sum();
                let sum: u64 = lengths.sum();
                let variables = (m + unknown) * d + m * d + short;
                let order = (m + unknown) * d.saturating_sub(1) + unknown * d + (m - 1) * d;
                let narrow = order + 3 * m * d + short + m * d + sum;
                let support = n - always;
                CnfSize {
                    variables,
                    clauses: narrow + support,
                    literals: narrow * 4 + support * (m + 2),
                }
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

/// The colour CNF's size from above. Per cell `k` literals (a palette of `k` colours), one
/// at-least-one clause and at most `3k` binary clauses and `k` variables for at-most-one.
/// Per line of `n` cells, slack `d` and `P + 1` pattern states: at most `min(P, d) + 1` live
/// states a layer and two transitions out of each (stay on the background, or advance),
/// each transition three binary clauses and a literal in three support clauses (one per
/// state of its two layers and one per colour of its cell); every line clause gets one
/// guard literal more, and the line its activation literal. A run of unknown length (which
/// no colour format writes) adds a gap state to each layer and a third transition out of
/// each state.
fn colour(puzzle: &Hanjie) -> CnfSize {
    let k = puzzle.palette.len() as u64;
    let area = puzzle.size.area() as u64;
    let cells = CnfSize {
        variables: area * 2 * k,
        clauses: area * (1 + 3 * k),
        literals: area * 7 * k,
    };
    let lines: CnfSize = puzzle
        .lines()
        .filter(|(_, clue)| *clue != &LineClue::Unknown)
        .map(|(line, clue)| {
            let n = line.len(puzzle.size) as u64;
            let shortest = clue.min_length() as u64;
            if shortest > n {
                return CnfSize::new(1, 2, 2);
            }
            let unknown = clue.runs().map_or(0, |runs| {
                runs.iter().filter(|run| run.length == Run::Unknown).count() as u64
            });
            let band = (n - shortest).min(shortest + 1) + 1 + unknown;
            let states = (n + 1) * band;
            let transitions = if unknown > 0 { 3 } else { 2 } * n * band;
            let supports = 2 * states + n * k;
            CnfSize {
                variables: states + transitions + 1,
                clauses: 3 * transitions + supports + 1,
                literals: 3 * transitions * 3 + 3 * transitions + supports * 2 + 1,
            }
        })
        .sum();
    cells + lines
}
