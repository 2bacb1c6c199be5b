//! Helpers shared by the Magnets integration tests, written here rather than taken from the
//! library so that the tests check the library against an independent reading.

pub(crate) mod layouts;

use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzles::magnets::{Counts, Pole};

/// Rows of `+ - x` as a grid, read here rather than by the library.
pub(crate) fn grid_of(rows: &[String]) -> Grid<Pole> {
    let size = Size::new(rows[0].chars().count(), rows.len());
    let cells = rows
        .iter()
        .flat_map(|r| r.chars())
        .map(|c| match c {
            '+' => Pole::Plus,
            '-' => Pole::Minus,
            'x' => Pole::Neutral,
            _ => panic!("bad symbol {c}"),
        })
        .collect();
    Grid::from_vec(size, cells).expect("rectangular rows")
}

/// The grid as rows of `+ - x`, the form of `.answer` files and of reported solutions.
pub(crate) fn rows_of(poles: &Grid<Pole>) -> Vec<String> {
    let size = poles.size();
    (0..size.height)
        .map(|r| {
            (0..size.width)
                .map(|c| match poles[Pos::new(r, c)] {
                    Pole::Plus => '+',
                    Pole::Minus => '-',
                    Pole::Neutral => 'x',
                })
                .collect()
        })
        .collect()
}

/// The counts of `pole` in `poles` along columns and rows, all known.
pub(crate) fn counts_of(poles: &Grid<Pole>, pole: Pole) -> Counts {
    let size = poles.size();
    Counts {
        cols: (0..size.width)
            .map(|c| {
                Some(
                    (0..size.height)
                        .filter(|&r| poles[Pos::new(r, c)] == pole)
                        .count(),
                )
            })
            .collect(),
        rows: (0..size.height)
            .map(|r| Some((0..size.width).filter(|&c| poles[Pos::new(r, c)] == pole).count()))
            .collect(),
    }
}
