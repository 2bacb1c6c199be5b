//! Making colour nonograms (`generate hanjie --colours K`): a picture in blobs of K inks on
//! a white background, its clues, and for a unique puzzle the same repair as in black and
//! white: where another solution differs, one cell of every group of differing cells
//! (linked through shared lines) takes the other solution's colour, until line logic
//! decides every cell or the lines engine (or the CNF) finds no second solution.

use super::ColourHanjie;
use super::lines::solve_by_lines;
use crate::error::{Choice, Error};
use crate::grid::{Grid, Pos, Size};
use crate::puzzle::{Found, GenerateEstimate, GenerateOptions, OwnSearch, Puzzle};
use crate::puzzles::hanjie::engine;
use crate::puzzles::hanjie::generate::{ROUNDS, density, regions};
use crate::puzzles::hanjie::palette::{Palette, PaletteColour, colour_runs_of};
use crate::solve::{ClueMode, Session};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use varisat::Lit;

/// The inks a generated puzzle may use, in order: name, symbol and RGB.
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
pub const MAX_INKS: usize = INKS.len();

/// Rounds of majority smoothing that turn random cells into blobs.
const SMOOTHING: usize = 3;

/// Pictures drawn, at most, for one that uses two inks or more (a picture of one ink is
/// black and white: its XML reads back as such, and its solution's symbols would not).
const DRAWS: usize = 1000;

/// A new colour puzzle and its solution, unique if `options` ask for it; its picture uses
/// two inks or more.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(ColourHanjie, Grid<u8>), Error> {
    let inks = inks(options)?;
    let density = density(options)?;
    let in_colour = |picture: &Grid<u8>| inks_used(picture) >= 2;
    'draw: for _ in 0..DRAWS {
        let mut picture = blobs(options.size, inks, density, rng);
        if !options.unique {
            if !in_colour(&picture) {
                continue;
            }
            return Ok((with_clues(&picture, inks), picture));
        }
        for _ in 0..ROUNDS {
            let puzzle = with_clues(&picture, inks);
            options
                .limits
                .check_generating(ColourHanjie::KIND, options.size, puzzle.cnf_estimate())?;
            let decided = matches!(
                solve_by_lines(&puzzle, options.limits.deadline),
                Some(Ok(possible)) if possible.values().all(|set| set.count_ones() == 1)
            );
            let other = if decided {
                None
            } else {
                other_solution(&puzzle, &picture, options)?
            };
            let Some(other) = other else {
                if !in_colour(&picture) {
                    continue 'draw;
                }
                return Ok((puzzle, picture));
            };
            if let Some(rule) = puzzle.verify(&other).into_iter().next() {
                return Err(Error::broken_rule(rule));
            }
            if other == picture {
                return Err(Error::same_grid());
            }
            for group in regions(&picture, &other) {
                let &pos = group.choose(rng).expect("groups are not empty");
                picture[pos] = other[pos];
            }
        }
    }
    Err(Error::refused(
        Choice::Colours,
        format!(
            "{{colours}} {inks}: none of {DRAWS} pictures of {} at {{density}} {density} used two inks or more: try a larger size or density",
            options.size
        ),
    ))
}

/// How many inks a picture uses (the background, 0, is none).
fn inks_used(picture: &Grid<u8>) -> usize {
    let mut used = [false; 256];
    for &colour in picture.values() {
        used[usize::from(colour)] = true;
    }
    used[1..].iter().filter(|&&u| u).count()
}

/// The number of inks asked for; an error outside 2..=[`MAX_INKS`], or for a picture of
/// one cell, which cannot hold two.
fn inks(options: &GenerateOptions) -> Result<usize, Error> {
    if let Some(k) = options.colours
        && options.size.area() < 2
    {
        return Err(Error::refused(
            Choice::Colours,
            format!(
                "{{colours}} {k}: a picture of one cell holds one ink: give a larger size, or drop {{colours}} for black and white"
            ),
        ));
    }
    match options.colours {
        Some(k) if (2..=MAX_INKS).contains(&k) => Ok(k),
        Some(k) => Err(Error::refused(
            Choice::Colours,
            format!(
                "{{colours}} {k}: colour puzzles take 2 to {MAX_INKS} inks (1, the default, is black and white)"
            ),
        )),
        None => Err(Error::refused(Choice::Colours, "a colour puzzle needs {colours}")),
    }
}

/// What [`generate`] builds: solvers over the CNF of a picture of the size, estimated on one
/// drawn from a fixed seed (pictures of one size and density differ little in their CNF).
pub fn estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
    let inks = inks(options)?;
    let density = density(options)?;
    let mut rng = StdRng::seed_from_u64(0x636f_6c6f_7572);
    let typical = with_clues(&blobs(options.size, inks, density, &mut rng), inks).cnf_estimate();
    Ok(GenerateEstimate {
        solvers: options.unique.then_some(typical),
        rated: typical,
        rated_encoding: None,
    })
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

/// The palette of `inks` inks on white.
fn palette(inks: usize) -> Palette {
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

/// The puzzle whose clues are those of `picture` (which becomes its goal).
fn with_clues(picture: &Grid<u8>, inks: usize) -> ColourHanjie {
    let size = picture.size();
    ColourHanjie {
        size,
        palette: palette(inks),
        rows: (0..size.height)
            .map(|r| colour_runs_of(picture.row(r).iter().copied()))
            .collect(),
        columns: (0..size.width)
            .map(|c| colour_runs_of(picture.column(c).copied()))
            .collect(),
        goal: Some(picture.clone()),
    }
}

/// A solution of `puzzle` other than `picture` (which is one), if there is one: from the
/// lines engine where the options allow it (within its budget under `--engine auto`), else
/// from the CNF.
fn other_solution(
    puzzle: &ColourHanjie,
    picture: &Grid<u8>,
    options: &GenerateOptions,
) -> Result<Option<Grid<u8>>, Error> {
    if let Some(budgeted) = options.engine.own_search_budgeted(&options.solver)
        && let Some(mut search) = engine::Search::colour(puzzle)
    {
        if budgeted {
            search.limit_conflicts(engine::CONFLICT_BUDGET);
        }
        search.stop_at(options.limits.deadline);
        search.require_other_than(picture);
        match search.next_solution() {
            Found::Solution(other) => return Ok(Some(other)),
            Found::NoMore => return Ok(None),
            Found::GaveUp => {}
            Found::TimedOut => return Err(Error::TimedOut),
        }
    }
    let mut session = Session::with_solver(puzzle, ClueMode::Fixed, &options.solver, &options.limits)?;
    let cells = &session.encoding().vars;
    let elsewhere: Vec<Lit> = cells
        .iter()
        .map(|(pos, colours)| !colours[usize::from(picture[pos])])
        .collect();
    session.add_clause(&elsewhere);
    Ok(session.solve(&[])?.map(|(_, solution)| solution))
}
