//! `verify_partial` (a partly filled grid: the rules its filled cells already break) against
//! brute force on small puzzles of every kind. Every completion of a partial grid (each
//! unknown cell given each value) is checked by the kind's own `verify`: when one of them is
//! a solution, nothing may be reported; and each rule reported must be broken, for the same
//! reason (the same line, group, colour or cells), by every completion that keeps the
//! givens (the checks count an unknown cell with a given as given). The one exception is
//! Magnets' unreachable count, whose bound leans on the domino and adjacency rules: a
//! completion may break one of those instead, so that rule is only checked to leave no
//! valid completion. On complete grids the partial check finds a broken rule exactly when
//! `verify` does.

use gridsat::encodings::runs::Run;
use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::hanjie::{Hanjie, LineClue};
use gridsat::puzzles::magnets::{Magnets, Pole};
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::{Colour, YinYang};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::fmt::Debug;

/// Most completions of a partial grid: 6 unknown cells of three values, 10 of two.
const MAX_COMPLETIONS: usize = 1024;

/// What the partial grids of one kind showed, to be sure each case was met.
#[derive(Default, Debug)]
struct Tally {
    /// Partial grids with a completion that is a solution.
    completable: usize,
    /// Partial grids with none.
    dead: usize,
    /// Partial grids for which the check reported a broken rule.
    reported: usize,
}

impl Tally {
    fn assert_all(&self, kind: &str) {
        assert!(
            self.completable > 0 && self.dead > 0 && self.reported > 0,
            "{kind}: not every case was met: {self:?}"
        );
    }
}

/// Partial grids checked for each puzzle.
const PARTIALS_PER_PUZZLE: usize = 4;

/// Checks one partial grid made from `base` (a grid of `puzzle`'s size: the intended
/// solution, say): `base` with a few cells changed half the time, then some cells made
/// unknown (at least one, at most as leave [`MAX_COMPLETIONS`] completions). `given` is the
/// given value of a cell, if any; `same_reason(reported, found)` says whether a message of
/// `verify` on a completion is the rule the partial check reported.
fn check_partial<T, P>(
    puzzle: &P,
    base: &Grid<T>,
    values: &[T],
    given: &dyn Fn(Pos) -> Option<T>,
    same_reason: &dyn Fn(&str, &str) -> bool,
    rng: &mut StdRng,
    tally: &mut Tally,
) where
    T: Copy + PartialEq + Debug,
    P: Puzzle<Solution = Grid<T>, Partial = Grid<Option<T>>> + Debug,
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
fn words(message: &str) -> Vec<&str> {
    message.split_whitespace().collect()
}

/// Counts: the same line and pole (`row 2 has 3 + poles …`), but any rule for a count out
/// of reach (see the module comment); anything else word for word.
fn magnets_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.contains("room for at most") {
        true
    } else if reported.contains("the clue says") {
        found.contains("the clue says") && (r[0], r[1], r[4]) == (f[0], f[1], f[4])
    } else {
        reported == found
    }
}

#[test]
fn magnets_partial_grids_against_every_completion() {
    // Now and then a count changed or hidden, so that the solution is not one.
    let change = |puzzle: &mut Magnets, round: usize, rng: &mut StdRng| {
        for counts in [&mut puzzle.plus, &mut puzzle.minus] {
            for count in counts.rows.iter_mut().chain(counts.cols.iter_mut()) {
                match (round % 3, rng.random_range(0..6)) {
                    (0, 0) => *count = Some(rng.random_range(0..=2)),
                    (1, 0..=2) => *count = None,
                    _ => {}
                }
            }
        }
    };
    let values = [Pole::Plus, Pole::Minus, Pole::Neutral];
    let sizes = [Size::new(3, 3), Size::new(4, 3), Size::new(4, 4), Size::new(5, 2)];
    let kind = Kind {
        seed: 11,
        sizes: &sizes,
        rounds: 12,
        unique: true,
        values: &values,
    };
    kind.check(&change, &|_, _| None, &magnets_reason, "magnets");
}

/// A line: the same row or column (`row 2 is #.?#: …`, `row 2 has runs …`).
fn hanjie_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    (r[0], r[1]) == (f[0], f[1])
}

#[test]
fn hanjie_partial_grids_against_every_completion() {
    // Some clues unknown, or of runs of unknown length, or changed.
    let change = |puzzle: &mut Hanjie, round: usize, rng: &mut StdRng| {
        for clue in puzzle.rows.iter_mut().chain(puzzle.columns.iter_mut()) {
            match rng.random_range(0..6) {
                0 => *clue = LineClue::Unknown,
                1 if round.is_multiple_of(2) => *clue = LineClue::known(&[rng.random_range(1..=2)]),
                2 => {
                    if let LineClue::Runs(runs) = clue {
                        runs.iter_mut().for_each(|run| run.length = Run::Unknown);
                    }
                }
                _ => {}
            }
        }
    };
    let sizes = [Size::new(4, 3), Size::new(3, 4), Size::new(4, 4), Size::new(6, 2)];
    let kind = Kind {
        seed: 12,
        sizes: &sizes,
        rounds: 40,
        unique: false,
        values: &[1, 0],
    };
    kind.check(&change, &|_, _| None, &hanjie_reason, "hanjie");
}

/// A group: the same number, and the group found holds the first cell of the one reported
/// (`the group of 3s at r1c1 r1c2 …`); anything else word for word.
fn onetwothree_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.starts_with("the group of") {
        let cells = |w: &[&str]| -> Vec<String> {
            w[5..]
                .iter()
                .take_while(|&&word| word != "has")
                .map(|word| word.to_string())
                .collect()
        };
        found.starts_with("the group of") && r[3] == f[3] && cells(&f).contains(&r[5].to_string())
    } else {
        reported == found
    }
}

#[test]
fn onetwothree_partial_grids_against_every_completion() {
    let change = |puzzle: &mut OneTwoThree, round: usize, rng: &mut StdRng| {
        change_a_given(&mut puzzle.givens, &[1, 2, 3], round, rng)
    };
    let kind = Kind {
        seed: 13,
        sizes: &WITH_GIVENS,
        rounds: 12,
        unique: true,
        values: &[1, 2, 3],
    };
    kind.check(
        &change,
        &|puzzle, pos| puzzle.givens[pos],
        &onetwothree_reason,
        "123",
    );
}

/// Connectivity: the same colour (`the black cells fall into …`, `the black cells form …`);
/// anything else word for word.
fn yinyang_reason(reported: &str, found: &str) -> bool {
    let (r, f) = (words(reported), words(found));
    if reported.contains(" cells fall into ") {
        found.contains(" cells form ") && r[1] == f[1]
    } else {
        reported == found
    }
}

#[test]
fn yinyang_partial_grids_against_every_completion() {
    let values = [Colour::Black, Colour::White];
    let change = |puzzle: &mut YinYang, round: usize, rng: &mut StdRng| {
        change_a_given(&mut puzzle.givens, &values, round, rng)
    };
    let kind = Kind {
        seed: 14,
        sizes: &WITH_GIVENS,
        rounds: 12,
        unique: true,
        values: &values,
    };
    kind.check(
        &change,
        &|puzzle, pos| puzzle.givens[pos],
        &yinyang_reason,
        "yinyang",
    );
}

/// The sizes of the kinds with givens: a grid one cell wide among them.
const WITH_GIVENS: [Size; 5] = [
    Size { width: 3, height: 3 },
    Size { width: 4, height: 3 },
    Size { width: 4, height: 4 },
    Size { width: 5, height: 2 },
    Size { width: 1, height: 6 },
];

/// Every third round, one given set at random (often no longer the solution's).
fn change_a_given<T: Copy>(givens: &mut Grid<Option<T>>, values: &[T], round: usize, rng: &mut StdRng) {
    if round.is_multiple_of(3) {
        let size = givens.size();
        let pos = size.cells().nth(rng.random_range(0..size.area())).unwrap();
        givens[pos] = Some(values[rng.random_range(0..values.len())]);
    }
}

/// How the puzzles of one kind are made for the partial grids: generated (`unique` or not)
/// with `seed`, `rounds` of each of `sizes`; `values` are the values of a cell.
struct Kind<'a, T> {
    seed: u64,
    sizes: &'a [Size],
    rounds: usize,
    unique: bool,
    values: &'a [T],
}

impl<T: Copy + PartialEq + Debug> Kind<'_, T> {
    /// Checks the partial grids of each puzzle after `change` (the puzzle, the round, the
    /// random numbers) alters it; `given` is the given value of a cell, if any.
    fn check<P>(
        &self,
        change: &dyn Fn(&mut P, usize, &mut StdRng),
        given: &dyn Fn(&P, Pos) -> Option<T>,
        same_reason: &dyn Fn(&str, &str) -> bool,
        kind: &str,
    ) where
        P: Puzzle<Solution = Grid<T>, Partial = Grid<Option<T>>> + Debug,
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
