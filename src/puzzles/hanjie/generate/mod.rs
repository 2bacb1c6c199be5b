//! Making Hanjie puzzles: a random picture (in black and white, or `--colours K` in blobs of
//! K inks on a white background) and its clues. For a unique puzzle, repair the picture
//! where another solution differs from it: the differing cells form separate groups linked
//! through shared rows and columns (each a local ambiguity such as a 2x2 checkerboard); one
//! random cell of every group takes the other solution's colour, the clues are recomputed,
//! and the question is asked again, until logic decides every cell or the search finds no
//! second solution. Each round is one search with the picture excluded, so any solution
//! found is a second one.
//!
//! Black and white and colour repair alike; they differ where each was measured and
//! tuned, which keeps the puzzles of a `--seed` what they were: a black-and-white round asks
//! line logic alone, and while it leaves more than 1/[`SAT_SHARE`] of the cells open, looks
//! for ambiguities window by window first; a colour round asks line logic and probing.

mod other;
mod picture;

use super::{Hanjie, Line, LineClue, LineEncoding, Run, cnf_size, logic};
use crate::error::{Choice, Error};
use crate::grid::{Grid, Pos};
use crate::puzzle::{CandidateClue, Generate};
use crate::puzzle::{Encode, Rules};
use crate::puzzle::{GenerateEstimate, GenerateOptions, Puzzle};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

/// Default share of filled cells in the random picture.
const DEFAULT_DENSITY: f64 = 0.5;

/// Repair rounds before a new picture is drawn.
const ROUNDS: usize = 400;

/// While line logic leaves more than 1/SAT_SHARE of the cells of a black-and-white picture
/// open, ambiguities are first looked for window by window; the whole puzzle goes to the
/// search after that.
const SAT_SHARE: usize = 20;

/// Pictures of one ink drawn, at most, for a colour picture that uses two inks or more (a picture of
/// one ink is black and white: its file reads back as such, and its solution's symbols
/// would not).
const DRAWS: usize = 1000;

impl Generate for Hanjie {
    const GENERATOR_TAKES: &'static [Choice] = &[Choice::AllowMultiple, Choice::Density, Choice::Colours];
    /// A line's clue revealed: the line and its whole clue.
    type AddedClue = (Line, LineClue);
    const NO_CLUE_TO_ADD: &'static str = "every line is clued, so no clue can be added: change the picture instead, at a cell where the solutions differ (its row's and its column's clues change with it), and analyze it again";

    /// The whole clue of each line whose clue is hidden, in all or in part (a `?`), as the
    /// solution has it (`row 3 (2,1)`).
    fn clues_to_add(&self, solution: &Grid<u8>) -> Vec<CandidateClue<(Line, LineClue)>> {
        let hidden = |clue: &LineClue| {
            clue.runs()
                .is_none_or(|runs| runs.iter().any(|run| run.length == Run::Unknown))
        };
        self.lines()
            .filter(|(_, clue)| hidden(clue))
            .map(|(line, _)| {
                let cells: Vec<Pos> = line.cells(self.size).collect();
                let clue = LineClue::of_cells(cells.iter().map(|&pos| solution[pos]));
                CandidateClue {
                    name: self.clue_name(line, &clue),
                    cells,
                    clue: (line, clue),
                }
            })
            .collect()
    }

    fn add_clue(&mut self, (line, clue): &(Line, LineClue)) {
        match *line {
            Line::Row(row) => self.rows[row] = clue.clone(),
            Line::Column(col) => self.columns[col] = clue.clone(),
        }
    }

    /// A new puzzle and its solution, unique if `options` ask for it; a colour picture uses two
    /// inks or more.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Hanjie, Grid<u8>), Error> {
        let inks = inks(options)?;
        let density = density(options)?;
        let palette = picture::palette(inks);
        let drawn = |picture: &Grid<u8>| inks == 1 || inks_used(picture) >= 2;
        let mut one_ink = 0;
        'draw: while one_ink < DRAWS {
            let mut picture = picture::draw(options.size, inks, density, rng);
            if !options.unique {
                if !drawn(&picture) {
                    one_ink += 1;
                    continue;
                }
                return Ok((Hanjie::of_picture(&picture, palette), picture));
            }
            for _ in 0..ROUNDS {
                let puzzle = Hanjie::of_picture(&picture, palette.clone());
                // Every solver below holds this puzzle's CNF; line logic on a grid over the
                // limit would take long and much memory itself.
                options
                    .limits
                    .check_generating(Hanjie::KIND, options.size, puzzle.cnf_estimate())?;
                let Some(other) = other_solution(&puzzle, &picture, options, rng)? else {
                    if !drawn(&picture) {
                        one_ink += 1;
                        continue 'draw;
                    }
                    return Ok((puzzle, picture));
                };
                // A second "solution" that breaks a clue, or is the picture itself, would steer
                // the repairs for ever.
                if let Some(rule) = puzzle.verify(&other).into_iter().next() {
                    return Err(Error::broken_rule(rule));
                }
                if other == picture {
                    return Err(Error::same_grid());
                }
                for group in other::regions(&picture, &other) {
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

    /// What [`Generate::generate`] builds: every solver holds the CNF of the puzzle of the picture (with
    /// a clause or two), which is also the CNF its puzzles are rated on; estimated on a
    /// representative picture of the size and density (in black and white
    /// `cnf_size::of_random_picture`, in colour one drawn from a fixed seed: pictures of one size
    /// and density differ little in their CNF). Without uniqueness, no solver at all.
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        let inks = inks(options)?;
        let density = density(options)?;
        if inks == 1 {
            let typical = cnf_size::of_random_picture(options.size, density);
            return Ok(GenerateEstimate {
                solvers: options.unique.then_some(typical),
                rated: typical,
                rated_encoding: Some(LineEncoding::default().name().to_string()),
            });
        }
        let mut rng = StdRng::seed_from_u64(0x636f_6c6f_7572);
        let picture = picture::draw(options.size, inks, density, &mut rng);
        let typical = Hanjie::of_picture(&picture, picture::palette(inks)).cnf_estimate();
        Ok(GenerateEstimate {
            solvers: options.unique.then_some(typical),
            rated: typical,
            rated_encoding: None,
        })
    }
}

/// How many inks a picture uses (the background, 0, is none).
fn inks_used(picture: &Grid<u8>) -> usize {
    let mut used = [false; 256];
    for &colour in picture.values() {
        used[usize::from(colour)] = true;
    }
    used[1..].iter().filter(|&&u| u).count()
}

/// A solution of the puzzle of `picture` other than the picture, `None` when logic decides
/// every cell or the search finds none.
fn other_solution(
    puzzle: &Hanjie,
    picture: &Grid<u8>,
    options: &GenerateOptions,
    rng: &mut StdRng,
) -> Result<Option<Grid<u8>>, Error> {
    let deadline = options.limits.deadline.clone();
    let black_and_white = puzzle.is_black_and_white();
    let logic = if black_and_white {
        logic::by_lines(puzzle, deadline)
    } else {
        logic::by_probing(puzzle, deadline)
    };
    let possible = match logic {
        Some(Ok(possible)) => possible,
        Some(Err(line)) => {
            return Err(Error::Solver(format!(
                "line logic rejects {line} of the picture it came from: a bug"
            )));
        }
        None => Grid::from_fn(puzzle.size, |_| u64::MAX),
    };
    let open = possible.values().filter(|set| set.count_ones() > 1).count();
    if open == 0 {
        return Ok(None);
    }
    if black_and_white
        && open * SAT_SHARE > puzzle.size.area()
        && let Some(other) = other::in_windows(puzzle, picture, &possible, options, rng)?
    {
        return Ok(Some(other));
    }
    other::other_solution(puzzle, picture, None, options)
}

/// The number of inks asked for: 1 (black and white) by default, else 2 to
/// [`picture::MAX_INKS`]; an error for colours in a picture of one cell, which cannot hold
/// two inks.
fn inks(options: &GenerateOptions) -> Result<usize, Error> {
    if let Some(k @ 2..) = options.colours
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
        None | Some(0 | 1) => Ok(1),
        Some(k) if k <= picture::MAX_INKS => Ok(k),
        Some(k) => Err(Error::refused(
            Choice::Colours,
            format!(
                "{{colours}} {k}: colour puzzles take 2 to {} inks (1, the default, is black and white)",
                picture::MAX_INKS
            ),
        )),
    }
}

/// The density of the picture; an error for a density out of range.
fn density(options: &GenerateOptions) -> Result<f64, Error> {
    let density = options.density.unwrap_or(DEFAULT_DENSITY);
    if !(density > 0.0 && density < 1.0) {
        return Err(Error::refused(
            Choice::Density,
            format!("{{density}} must be between 0 and 1 (exclusive), not {density}"),
        ));
    }
    Ok(density)
}
