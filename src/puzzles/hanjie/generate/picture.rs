//! The random pictures puzzles are made from: in black and white each cell filled with the
//! probability asked for; in colour blobs of K inks on a white background, and the palette
//! of those inks.

use crate::grid::{Grid, Pos, Size};
use crate::puzzles::hanjie::{Palette, PaletteColour};
use rand::RngExt;
use rand::rngs::StdRng;

/// The inks a generated colour puzzle may use, in order: name, symbol and RGB.
const INKS: [(&str, char, [u8; 3]); 12] = [
    ("black", 'X', [0x00, 0x00, 0x00]),
    ("red", 'r', [0xd6, 0x27, 0x28]),
    ("blue", 'b', [0x1f, 0x77, 0xb4]),
    ("green", 'g', [0x2c, 0xa0, 0x2c]),
    ("orange", 'o', [0xff, 0x7f, 0x0e]),
    ("purple", 'p', [0x94, 0x67, 0xbd]),
    ("brown", 'n', [0x8c, 0x56, 0x4b]),
    ("pink", 'k', [0xe3, 0x77, 0xc2]),
    ("olive", 'v', [0xbc, 0xbd, 0x22]),
    ("cyan", 'c', [0x17, 0xbe, 0xcf]),
    ("grey", 'y', [0x7f, 0x7f, 0x7f]),
    ("yellow", 'w', [0xff, 0xd7, 0x00]),
];

/// The most inks `--colours` takes.
pub(super) const MAX_INKS: usize = INKS.len();

/// Rounds of majority smoothing that turn random cells into blobs.
const SMOOTHING: usize = 3;

/// A random picture of `size` in `inks` inks whose share of inked cells is about
/// `density`: in black and white (one ink) each cell drawn alone, in colour [`blobs`].
pub(super) fn draw(size: Size, inks: usize, density: f64, rng: &mut StdRng) -> Grid<u8> {
    if inks == 1 {
        Grid::from_fn(size, |_| u8::from(rng.random_bool(density)))
    } else {
        blobs(size, inks, density, rng)
    }
}

/// A random picture in blobs: where ink goes is a random field of filled cells (each with
/// probability `density`) and which ink a random field of inks, each smoothed by
/// [`SMOOTHING`] rounds in which a cell takes the value most common around it (itself and
/// its eight neighbours; ties keep the cell).
fn blobs(size: Size, inks: usize, density: f64, rng: &mut StdRng) -> Grid<u8> {
    let mut mask = Grid::from_fn(size, |_| u8::from(rng.random_bool(density)));
    let mut ink = Grid::from_fn(size, |_| rng.random_range(1..=inks as u8));
    for _ in 0..SMOOTHING {
        mask = smoothed(&mask, 2);
        ink = smoothed(&ink, inks + 1);
    }
    Grid::from_fn(size, |pos| if mask[pos] == 1 { ink[pos] } else { 0 })
}

/// One round of majority smoothing of a grid of values below `values`.
fn smoothed(grid: &Grid<u8>, values: usize) -> Grid<u8> {
    let size = grid.size();
    Grid::from_fn(size, |pos| {
        let mut votes = vec![0usize; values];
        for row in pos.row.saturating_sub(1)..(pos.row + 2).min(size.height) {
            for col in pos.col.saturating_sub(1)..(pos.col + 2).min(size.width) {
                votes[usize::from(grid[Pos::new(row, col)])] += 1;
            }
        }
        let own = grid[pos];
        (0..values as u8)
            .max_by_key(|&v| (votes[usize::from(v)], v == own))
            .unwrap_or(own)
    })
}

/// The palette of `inks` inks on white: black and white for one.
pub(super) fn palette(inks: usize) -> Palette {
    if inks == 1 {
        return Palette::black_and_white();
    }
    let white = PaletteColour {
        name: "white".to_string(),
        symbol: '.',
        rgb: [0xff, 0xff, 0xff],
    };
    let inks = INKS[..inks].iter().map(|&(name, symbol, rgb)| PaletteColour {
        name: name.to_string(),
        symbol,
        rgb,
    });
    Palette {
        colours: std::iter::once(white).chain(inks).collect(),
    }
}
