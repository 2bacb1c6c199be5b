//! Looking for a second solution of a generated picture's puzzle, and grouping the cells
//! where it differs from the picture, for the repair.

use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::puzzle::{Found, GenerateOptions, OwnSearch};
use crate::puzzles::hanjie::Hanjie;
use crate::puzzles::hanjie::engine::{self, Search};
use crate::solve::{ClueMode, Session};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use varisat::Lit;

/// Side of the windows searched for local ambiguities, and their stride.
const WINDOW: usize = 10;
const STRIDE: usize = 5;

/// A solution of `puzzle` other than `picture` (which is one) that differs from it only in
/// the cells `inside` takes (all of them when `None`), everything else fixed to the
/// picture; `None` when there is none. From the line engine where the options allow it
/// (within its budget under `--engine auto`), else from the CNF.
pub(super) fn other_solution(
    puzzle: &Hanjie,
    picture: &Grid<u8>,
    inside: Option<&dyn Fn(Pos) -> bool>,
    options: &GenerateOptions,
) -> Result<Option<Grid<u8>>, Error> {
    let size = puzzle.size;
    let inside = |pos: Pos| inside.is_none_or(|inside| inside(pos));
    if let Some(mut search) = own_search(puzzle, options) {
        search.fix(picture, size.cells().filter(|&p| !inside(p)));
        search.require_other_than(picture, size.cells().filter(|&p| inside(p)));
        match search.next_solution() {
            Found::Solution(other) => return Ok(Some(other)),
            Found::NoMore => return Ok(None),
            Found::GaveUp => {}
            Found::TimedOut => return Err(Error::TimedOut),
        }
    }
    let mut session = Session::with_solver(puzzle, ClueMode::Fixed, &options.solver, &options.limits)?;
    let cells = &session.encoding().vars;
    let as_picture = |pos: Pos| cells.holds(pos, picture[pos]);
    let outside: Vec<Lit> = size.cells().filter(|&p| !inside(p)).map(as_picture).collect();
    let differs: Vec<Lit> = size
        .cells()
        .filter(|&p| inside(p))
        .map(|p| !as_picture(p))
        .collect();
    session.add_clause(&differs);
    Ok(session.solve(&outside)?.map(|(_, solution)| solution))
}

/// A second solution that differs from `picture` only inside one window, looked for in
/// the windows with cells line logic left open (`possible`: the colours it left each cell;
/// the windows in random order), everything outside the window fixed to the picture. Each
/// call is small; a call on the whole raw puzzle can take minutes at 40x40, but after local
/// repairs it is quick.
pub(super) fn in_windows(
    puzzle: &Hanjie,
    picture: &Grid<u8>,
    possible: &Grid<u64>,
    options: &GenerateOptions,
    rng: &mut StdRng,
) -> Result<Option<Grid<u8>>, Error> {
    let size = puzzle.size;
    let starts = |len: usize| -> Vec<usize> {
        let last = len.saturating_sub(WINDOW);
        let mut v: Vec<usize> = (0..=last).step_by(STRIDE).collect();
        if *v.last().unwrap() != last {
            v.push(last);
        }
        v
    };
    let mut windows: Vec<(usize, usize)> = starts(size.height)
        .into_iter()
        .flat_map(|r| starts(size.width).into_iter().map(move |c| (r, c)))
        .collect();
    windows.shuffle(rng);
    for (top, left) in windows {
        let inside = |p: Pos| (top..top + WINDOW).contains(&p.row) && (left..left + WINDOW).contains(&p.col);
        if !size.cells().any(|p| inside(p) && possible[p].count_ones() > 1) {
            continue;
        }
        if let Some(other) = other_solution(puzzle, picture, Some(&inside), options)? {
            return Ok(Some(other));
        }
    }
    Ok(None)
}

/// The line engine for the generator's checks (within its budget for `--engine auto`: a
/// check it gives up on goes to the CNF), unless `--engine sat` or another SAT solver was
/// chosen. Its memory is within the CNF's, checked before each round.
fn own_search(puzzle: &Hanjie, options: &GenerateOptions) -> Option<Search> {
    let budgeted = options.engine.own_search_budgeted(&options.solver)?;
    let mut search = Search::new(puzzle)?;
    if budgeted {
        search.limit_conflicts(engine::GENERATOR_BUDGET);
    }
    search.stop_at(options.limits.deadline.clone());
    Some(search)
}

/// The cells where `a` and `b` differ, grouped by the lines they share: two differing
/// cells are in one group when a chain of differing cells links them, each sharing a row or
/// a column with the next. A line's runs constrain its cells together, so one ambiguity
/// (a 2x2 checkerboard, or the four corners of a rectangle) is one group; changing one cell
/// per group changes every ambiguity without turning an ambiguity wholesale into the other
/// solution.
pub(super) fn regions<T: PartialEq>(a: &Grid<T>, b: &Grid<T>) -> Vec<Vec<Pos>> {
    let size = a.size();
    let differing: Vec<Pos> = size.cells().filter(|&p| a[p] != b[p]).collect();
    let mut group: Vec<usize> = (0..differing.len()).collect();
    fn root(group: &mut [usize], mut i: usize) -> usize {
        while group[i] != i {
            group[i] = group[group[i]];
            i = group[i];
        }
        i
    }
    let mut first_in_row = vec![None; size.height];
    let mut first_in_column = vec![None; size.width];
    for (i, pos) in differing.iter().enumerate() {
        for first in [&mut first_in_row[pos.row], &mut first_in_column[pos.col]] {
            match *first {
                None => *first = Some(i),
                Some(j) => {
                    let (ri, rj) = (root(&mut group, i), root(&mut group, j));
                    group[ri] = rj;
                }
            }
        }
    }
    let mut regions: Vec<Vec<Pos>> = Vec::new();
    let mut index_of_root = vec![usize::MAX; differing.len()];
    for (i, &pos) in differing.iter().enumerate() {
        let r = root(&mut group, i);
        if index_of_root[r] == usize::MAX {
            index_of_root[r] = regions.len();
            regions.push(Vec::new());
        }
        regions[index_of_root[r]].push(pos);
    }
    regions
}
