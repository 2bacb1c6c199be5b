//! The bit-set line solver against brute force on every clue and every line of cell sets up
//! to 7 cells (8 with `--include-ignored`), and against the automaton's line solver on
//! random long lines (both word sizes and the boundary between them).

use super::*;
use crate::encodings::line_tests::{fillings, known_clues};
use crate::encodings::regular::{Dfa, runs_of};
use crate::encodings::runs::Run;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Colour set bits as line logic writes them: bit 0 empty, bit 1 filled.
const EMPTY: u64 = 1;
const FILLED: u64 = 2;

/// [`BitLine::solve`] on colour sets, as line logic holds cells ([`masks`], [`set_of`]).
fn solve_sets(solver: &mut BitLine, allowed: &[u64]) -> Option<Vec<u64>> {
    let (may_empty, may_fill) = masks(allowed.iter().copied(), allowed.len());
    let (filled, empty) = solver.solve(may_empty, may_fill)?;
    Some((0..allowed.len()).map(|i| set_of(filled, empty, i)).collect())
}

/// What each cell takes over the fillings of `n` cells with runs `lengths` within
/// `allowed`, by listing them all; `None` when there is none.
fn brute_force(lengths: &[usize], allowed: &[u64]) -> Option<Vec<u64>> {
    let lines = fillings(lengths, allowed);
    let mut possible = vec![0; allowed.len()];
    for line in &lines {
        for (can, &filled) in possible.iter_mut().zip(line) {
            *can |= if filled { FILLED } else { EMPTY };
        }
    }
    (!lines.is_empty()).then_some(possible)
}

/// Every clue of a line of `n` cells against every line of cell sets: up to 6 cells every
/// set, the empty one too; then the three that line logic writes.
fn every_clue_and_every_line_of_cell_sets_agrees_with_brute_force(n: usize) {
    let values: &[u64] = if n <= 6 { &[0, 1, 2, 3] } else { &[1, 2, 3] };
    let lines = values.len().pow(n as u32);
    for lengths in known_clues(n) {
        let mut solver = BitLine::new(&lengths, n).unwrap();
        for mut code in 0..lines {
            let allowed: Vec<u64> = (0..n)
                .map(|_| {
                    let value = values[code % values.len()];
                    code /= values.len();
                    value
                })
                .collect();
            let found = solve_sets(&mut solver, &allowed);
            assert_eq!(
                found,
                brute_force(&lengths, &allowed),
                "{lengths:?} on {allowed:?}"
            );
        }
    }
}

#[test]
fn every_clue_and_every_line_of_cell_sets_up_to_7_cells_agrees_with_brute_force() {
    for n in 0..=7 {
        every_clue_and_every_line_of_cell_sets_agrees_with_brute_force(n);
    }
}

/// Nine tenths of the exhaustive check's time (20 s against 2.4 s up to 7 cells, under
/// load): 8 cells, 6,561 lines of sets for each of its 57 clues (the 55 that fit and two
/// that do not).
#[test]
#[ignore = "run with `--include-ignored`; needs about 20 s (.ci/run runs it)"]
fn every_clue_and_every_line_of_cell_sets_of_8_cells_agrees_with_brute_force() {
    every_clue_and_every_line_of_cell_sets_agrees_with_brute_force(8);
}

/// A random clue of a line of `n` cells, and cell sets that are those of a random partial
/// filling of some line (so some are solvable) or random (so most are not).
fn random_line(rng: &mut StdRng, n: usize) -> (Vec<usize>, Vec<u64>) {
    let density = rng.random_range(0.2..0.8);
    let line: Vec<bool> = (0..n).map(|_| rng.random_bool(density)).collect();
    let lengths = runs_of(line.iter().copied());
    let known = rng.random_range(0.0..0.6);
    let other = rng.random_bool(0.2);
    let allowed = (0..n)
        .map(|i| match (rng.random_bool(known), other) {
            (false, _) => EMPTY | FILLED,
            (true, false) if line[i] => FILLED,
            (true, false) => EMPTY,
            (true, true) => rng.random_range(1..=2),
        })
        .collect();
    (lengths, allowed)
}

#[test]
fn random_long_lines_agree_with_the_automaton() {
    let mut rng = StdRng::seed_from_u64(27);
    for n in (50..=MAX_CELLS).chain([62, 63, 64, 65, 126, 127].into_iter().cycle().take(60)) {
        for _ in 0..40 {
            let (lengths, allowed) = random_line(&mut rng, n);
            let clue: Vec<Run> = lengths.iter().map(|&l| Run::Length(l)).collect();
            let expected = Dfa::for_clue(&clue).line_solve_symbols(&allowed);
            let mut solver = BitLine::new(&lengths, n).unwrap();
            let found = solve_sets(&mut solver, &allowed);
            assert_eq!(found, expected, "{lengths:?} on {allowed:?}");
        }
    }
}

#[test]
fn lines_past_the_widest_word_are_left_to_the_automaton() {
    assert!(BitLine::new(&[3, 1], MAX_CELLS).is_some());
    assert!(BitLine::new(&[3, 1], MAX_CELLS + 1).is_none());
}
