//! `verify_partial` (a partly filled grid: the rules its filled cells already break)
//! against brute force on small puzzles, for the kinds' own areas: every completion of a
//! partial grid (each unknown cell given each value) is checked by the kind's own `verify`:
//! when one of them is a solution, nothing may be reported; and each rule reported must be
//! broken, for the same reason (the kind says what that is), by every completion that keeps
//! the givens (the checks count an unknown cell with a given as given). On complete grids
//! the partial check finds a broken rule exactly when `verify` does.

use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzle::PuzzleKind;
use gridsat::puzzle::{GenerateOptions, Puzzle};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::fmt::Debug;

/// Most completions of a partial grid: 6 unknown cells of three values, 10 of two.
pub(crate) const MAX_COMPLETIONS: usize = 1024;

/// What the partial grids of one kind showed, to be sure each case was met.
#[derive(Default, Debug)]
pub(crate) struct Tally {
    /// Partial grids with a completion that is a solution.
    pub completable: usize,
    /// Partial grids with none.
    pub dead: usize,
    /// Partial grids for which the check reported a broken rule.
    pub reported: usize,
}

impl Tally {
    pub(crate) fn assert_all(&self, kind: &str) {
        assert!(
            self.completable > 0 && self.dead > 0 && self.reported > 0,
            "{kind}: not every case was met: {self:?}"
        );
    }
}

/// Partial grids checked for each puzzle.
pub(crate) const PARTIALS_PER_PUZZLE: usize = 4;

/// Checks one partial grid made from `base` (a grid of `puzzle`'s size: the intended
/// solution, say): `base` with a few cells changed half the time, then some cells made
/// unknown (at least one, at most as leave [`MAX_COMPLETIONS`] completions). `given` is the
/// given value of a cell, if any; `same_reason(reported, found)` says whether a message of
/// `verify` on a completion is the rule the partial check reported.
pub(crate) fn check_partial<T, P>(
    puzzle: &P,
    base: &Grid<T>,
    values: &[T],
    given: &dyn Fn(Pos) -> Option<T>,
    same_reason: &dyn Fn(&str, &str) -> bool,
    rng: &mut StdRng,
    tally: &mut Tally,
) where
    T: Copy + PartialEq + Debug,
    P: PuzzleKind + Puzzle<Solution = Grid<T>, Partial = Grid<Option<T>>> + Debug,
{
    let size = base.size();
    let cells: Vec<_> = size.cells().collect();
    let mut grid = base.clone();
    if rng.random_bool(0.5) {
        for _ in 0..rng.random_range(1..=3) {
            grid[cells[rng.random_range(0..cells.len())]] = values[rng.random_range(0..values.len())];
        }
    }
    // Complete grids first: the partial check agrees with `verify`.
    let complete = grid.map(|&v| Some(v));
    assert_eq!(
        puzzle.verify_partial(&complete).is_empty(),
        puzzle.verify(&grid).is_empty(),
        "{puzzle:?}\n{grid:?}: {:?}",
        puzzle.verify_partial(&complete)
    );
    let mut open = cells.clone();
    open.shuffle(rng);
    let most = (1..=cells.len())
        .take_while(|&k| values.len().pow(k as u32) <= MAX_COMPLETIONS)
        .last()
        .unwrap_or(1);
    open.truncate(rng.random_range(1..=most));
    let mut partial = complete;
    for &pos in &open {
        partial[pos] = None;
    }
    let reported = puzzle.verify_partial(&partial);
    let mut completable = false;
    for code in 0..values.len().pow(open.len() as u32) {
        let mut filled = grid.clone();
        let mut rest = code;
        for &pos in &open {
            filled[pos] = values[rest % values.len()];
            rest /= values.len();
        }
        let found = puzzle.verify(&filled);
        completable |= found.is_empty();
        if open
            .iter()
            .any(|&pos| given(pos).is_some_and(|g| g != filled[pos]))
        {
            // Invalid, since it changes a given; the checks count the given.
            assert!(!found.is_empty(), "{puzzle:?}\n{filled:?} changes a given");
            continue;
        }
        for rule in &reported {
            assert!(
                found.iter().any(|f| same_reason(rule, f)),
                "{puzzle:?}\npartial {partial:?} reports `{rule}`, but the completion {filled:?} breaks only {found:?}"
            );
        }
    }
    if completable {
        tally.completable += 1;
    } else {
        tally.dead += 1;
    }
    tally.reported += usize::from(!reported.is_empty());
}

/// The white-space separated words of a message.
pub(crate) fn words(message: &str) -> Vec<&str> {
    message.split_whitespace().collect()
}

/// The sizes of the kinds with givens: a grid one cell wide among them.
pub(crate) const WITH_GIVENS: [Size; 5] = [
    Size { width: 3, height: 3 },
    Size { width: 4, height: 3 },
    Size { width: 4, height: 4 },
    Size { width: 5, height: 2 },
    Size { width: 1, height: 6 },
];

/// Every third round, one given set at random (often no longer the solution's).
pub(crate) fn change_a_given<T: Copy>(
    givens: &mut Grid<Option<T>>,
    values: &[T],
    round: usize,
    rng: &mut StdRng,
) {
    if round.is_multiple_of(3) {
        let size = givens.size();
        let pos = size.cells().nth(rng.random_range(0..size.area())).unwrap();
        givens[pos] = Some(values[rng.random_range(0..values.len())]);
    }
}

/// How the puzzles of one kind are made for the partial grids: generated (`unique` or not)
/// with `seed`, `rounds` of each of `sizes`; `values` are the values of a cell.
pub(crate) struct Partials<'a, T> {
    pub seed: u64,
    pub sizes: &'a [Size],
    pub rounds: usize,
    pub unique: bool,
    pub values: &'a [T],
}

impl<T: Copy + PartialEq + Debug> Partials<'_, T> {
    /// Checks the partial grids of each puzzle after `change` (the puzzle, the round, the
    /// random numbers) alters it; `given` is the given value of a cell, if any.
    pub(crate) fn check<P>(
        &self,
        change: &dyn Fn(&mut P, usize, &mut StdRng),
        given: &dyn Fn(&P, Pos) -> Option<T>,
        same_reason: &dyn Fn(&str, &str) -> bool,
        kind: &str,
    ) where
        P: PuzzleKind + Puzzle<Solution = Grid<T>, Partial = Grid<Option<T>>> + Debug,
    {
        let mut rng = StdRng::seed_from_u64(self.seed);
        let mut tally = Tally::default();
        for &size in self.sizes {
            for round in 0..self.rounds {
                let options = GenerateOptions::new(size).with_unique(self.unique);
                let (mut puzzle, solution) = P::generate(&options, &mut rng).unwrap();
                change(&mut puzzle, round, &mut rng);
                let given = |pos| given(&puzzle, pos);
                for _ in 0..PARTIALS_PER_PUZZLE {
                    let values = self.values;
                    check_partial(
                        &puzzle,
                        &solution,
                        values,
                        &given,
                        same_reason,
                        &mut rng,
                        &mut tally,
                    );
                }
            }
        }
        tally.assert_all(kind);
    }
}
