//! Small random puzzles of every kind for the brute-force tests of `hint` and of the mends,
//! and for each kind and size the grids that keep its rules whatever the clues (what brute
//! force filters the solutions from: `tests/support/bruteforce_analysis.rs`).

use crate::bruteforce_analysis::{candidates, options, solutions};
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{Generate, PuzzleKind};
use gridsat::puzzles::hanjie::{Hanjie, LineClue, runs_of};
use gridsat::puzzles::magnets::Magnets;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::{Colour, YinYang};
use rand::RngExt;
use rand::rngs::StdRng;

/// Every grid of a puzzle's size and its solution, for those that keep its rules.
pub(crate) type Base<P> = Vec<(Vec<String>, <P as gridsat::puzzle::Puzzle>::Solution)>;

/// The grids of `empty` (a puzzle without clues) over `alphabet` that keep its rules.
fn base_of<P: PuzzleKind>(empty: &P, alphabet: &[char]) -> Base<P> {
    solutions(empty, &candidates(empty, empty.size(), alphabet))
}

/// The 123 grids of `size` that keep the rules.
pub(crate) fn onetwothree_base(size: Size) -> Base<OneTwoThree> {
    base_of(&OneTwoThree::new(Grid::from_fn(size, |_| None)), &['1', '2', '3'])
}

/// A 123 puzzle of `size` with a random given at each cell with probability `share`.
pub(crate) fn random_onetwothree(size: Size, share: f64, rng: &mut StdRng) -> OneTwoThree {
    OneTwoThree::new(Grid::from_fn(size, |_| {
        rng.random_bool(share).then(|| rng.random_range(1..=3))
    }))
}

/// The Yin Yang grids of `size` that keep the rules.
pub(crate) fn yinyang_base(size: Size) -> Base<YinYang> {
    base_of(&YinYang::new(Grid::from_fn(size, |_| None)), &['B', 'W'])
}

/// A Yin Yang puzzle of `size` with a random circle at each cell with probability `share`.
pub(crate) fn random_yinyang(size: Size, share: f64, rng: &mut StdRng) -> YinYang {
    YinYang::new(Grid::from_fn(size, |_| {
        rng.random_bool(share).then(|| match rng.random_bool(0.5) {
            true => Colour::Black,
            false => Colour::White,
        })
    }))
}

/// A generated Magnets puzzle of `size` with each count hidden with probability `hidden`,
/// and the grids of its layout that keep the rules.
pub(crate) fn random_magnets(size: Size, hidden: f64, rng: &mut StdRng) -> (Magnets, Base<Magnets>) {
    let (mut puzzle, _) = Magnets::generate(&options(size), rng).unwrap();
    let mut empty = puzzle.clone();
    for counts in [&mut empty.plus, &mut empty.minus] {
        counts
            .rows
            .iter_mut()
            .chain(counts.cols.iter_mut())
            .for_each(|c| *c = None);
    }
    for counts in [&mut puzzle.plus, &mut puzzle.minus] {
        for count in counts.rows.iter_mut().chain(counts.cols.iter_mut()) {
            if rng.random_bool(hidden) {
                *count = None;
            }
        }
    }
    let base = base_of(&empty, &['+', '-', 'x']);
    (puzzle, base)
}

/// Every black-and-white picture of `size`.
pub(crate) fn hanjie_base(size: Size) -> Base<Hanjie> {
    let unknown = Hanjie::black_and_white(
        size,
        vec![LineClue::Unknown; size.height],
        vec![LineClue::Unknown; size.width],
    );
    candidates(&unknown, size, &['#', '.'])
}

/// The nonogram of a random picture of `size`, each line's clue hidden with probability
/// `hidden`.
pub(crate) fn random_hanjie(size: Size, hidden: f64, rng: &mut StdRng) -> Hanjie {
    let picture = Grid::from_fn(size, |_| rng.random_bool(0.5));
    let mut line = |cells: Vec<bool>| match rng.random_bool(hidden) {
        true => LineClue::Unknown,
        false => LineClue::known(&runs_of(cells)),
    };
    let rows = (0..size.height).map(|r| line(picture.row(r).to_vec())).collect();
    let columns = (0..size.width)
        .map(|c| line(picture.column(c).copied().collect()))
        .collect();
    Hanjie::black_and_white(size, rows, columns)
}
