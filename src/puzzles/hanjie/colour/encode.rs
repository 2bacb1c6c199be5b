//! The colour nonogram CNF (`encodings/hanjie.md`, colour part): one literal per cell and
//! colour, exactly one true per cell, and every line's clue as its colour automaton
//! unrolled over the line's one-hot cells, so that unit propagation does what a colour line
//! solver does. As in black and white, each line's clauses hold under an activation
//! literal of its own, the line's [`Clue`].

use super::ColourHanjie;
use super::lines::{automaton, clue_text, lines};
use crate::encodings::cardinality::{at_least_one, at_most_one};
use crate::encodings::guarded::Deferred;
use crate::encodings::regular::unroll_symbols;
use crate::grid::Grid;
use crate::limits::CnfSize;
use crate::puzzle::Encoding;
use crate::puzzles::hanjie::encode::guard_lines;
use crate::puzzles::hanjie::palette::min_length;
use varisat::{ExtendFormula, Lit};

/// Encodes the clues; every cell's colour literals are the projection.
pub fn encode<F: ExtendFormula>(puzzle: &ColourHanjie, formula: &mut F) -> Encoding<Grid<Vec<Lit>>> {
    let colours = puzzle.palette.len();
    let cells = Grid::from_fn(puzzle.size, |_| {
        (0..colours).map(|_| formula.new_lit()).collect::<Vec<Lit>>()
    });
    for cell in cells.values() {
        at_least_one(formula, cell);
        at_most_one(formula, cell);
    }
    // Activation literals come after every other variable, as in black and white.
    let mut pending = Vec::new();
    for (line, clue, positions) in lines(puzzle) {
        let mut deferred = Deferred::new(formula);
        let dfa = automaton(clue, colours);
        unroll_symbols(&mut deferred, &dfa, positions.len(), &|i, colour| {
            cells[positions[i]][colour]
        });
        pending.push((
            format!("{line} ({})", clue_text(puzzle, clue)),
            deferred.into_clauses(),
        ));
    }
    let clues = guard_lines(formula, pending);
    let projection = cells.values().flatten().copied().collect();
    Encoding {
        vars: cells,
        projection,
        clues,
    }
}

/// The CNF's size from above, without building it. Per cell `k` literals (a palette of
/// `k` colours), one at-least-one clause and at most `3k` binary clauses and `k` variables
/// for at-most-one. Per line of `n` cells, slack `d` and `P + 1` pattern states: at most
/// `min(P, d) + 1` live states a layer and two transitions out of each (stay on the
/// background, or advance), each transition three binary clauses and a literal in three
/// support clauses (one per state of its two layers and one per colour of its cell); every
/// line clause gets one guard literal more, and the line its activation literal.
pub fn estimate(puzzle: &ColourHanjie) -> CnfSize {
    let k = puzzle.palette.len() as u64;
    let area = puzzle.size.area() as u64;
    let cells = CnfSize {
        variables: area * 2 * k,
        clauses: area * (1 + 3 * k),
        literals: area * 7 * k,
    };
    let lines: CnfSize = lines(puzzle)
        .into_iter()
        .map(|(_, clue, positions)| {
            let n = positions.len() as u64;
            let shortest = min_length(clue) as u64;
            if shortest > n {
                return CnfSize::new(1, 2, 2);
            }
            let band = (n - shortest).min(shortest + 1) + 1;
            let states = (n + 1) * band;
            let transitions = 2 * n * band;
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
