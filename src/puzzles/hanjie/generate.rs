//! Making Hanjie puzzles: a random picture and its clues. For a unique puzzle, repair the
//! picture where another solution differs from it: the differing cells form separate
//! groups linked through shared rows and columns (each a local ambiguity such as a 2x2
//! checkerboard); flip one random cell of every group, recompute the clues, and ask again,
//! until the picture is the only solution. Each round is one solver call: the picture's own blocking clause is added, so
//! any model is a second solution.

use super::engine::Search;
use super::logic::solve_by_lines;
use super::{Hanjie, LineClue, LineEncoding, runs_of, verify};
use crate::error::{Choice, Error};
use crate::grid::{Grid, Pos};
use crate::puzzle::{Found, GenerateEstimate, GenerateOptions, OwnSearch, Puzzle};
use crate::solve::{ClueMode, Session};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use varisat::Lit;

/// Default share of filled cells in the random picture.
pub const DEFAULT_DENSITY: f64 = 0.5;

/// Repair rounds before a new picture is drawn.
pub(super) const ROUNDS: usize = 400;

/// While line logic leaves more than 1/SAT_SHARE of the cells open, ambiguities are first
/// looked for window by window; the whole puzzle goes to the solver after that.
const SAT_SHARE: usize = 20;

/// A new puzzle and its solution, unique if `options` ask for it.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Hanjie, Grid<bool>), Error> {
    let density = density(options)?;
    loop {
        let mut picture = Grid::from_fn(options.size, |_| rng.random_bool(density));
        if !options.unique {
            return Ok((with_clues(&picture), picture));
        }
        for _ in 0..ROUNDS {
            let puzzle = with_clues(&picture);
            // Every solver below holds this puzzle's CNF; line logic on a grid over the
            // limit would take long and much memory itself.
            options
                .limits
                .check_generating(Hanjie::KIND, options.size, puzzle.cnf_estimate())?;
            let known = solve_by_lines(&puzzle).map_err(|line| {
                Error::Solver(format!(
                    "line logic rejects {line} of the picture it came from: a bug"
                ))
            })?;
            let open: Vec<Pos> = options.size.cells().filter(|&p| known[p].is_none()).collect();
            if open.is_empty() {
                return Ok((puzzle, picture));
            }
            let local = if open.len() * SAT_SHARE > options.size.area() {
                local_other_solution(&puzzle, &picture, &known, options, rng)?
            } else {
                None
            };
            let other = match local {
                Some(other) => other,
                None => match other_solution(&puzzle, &picture, options)? {
                    None => return Ok((puzzle, picture)),
                    Some(other) => other,
                },
            };
            // A second "solution" that breaks a clue, or is the picture itself, would steer
            // the repairs for ever.
            if let Some(rule) = verify::verify(&puzzle, &other).into_iter().next() {
                return Err(Error::broken_rule(rule));
            }
            if other == picture {
                return Err(Error::same_grid());
            }
            let groups = regions(&picture, &other);
            for group in groups {
                let &pos = group.choose(rng).expect("groups are not empty");
                picture[pos] = !picture[pos];
            }
        }
    }
}

/// The density of the picture; an error for a density out of range.
pub(super) fn density(options: &GenerateOptions) -> Result<f64, Error> {
    let density = options.density.unwrap_or(DEFAULT_DENSITY);
    if !(density > 0.0 && density < 1.0) {
        return Err(Error::refused(
            Choice::Density,
            format!("{{density}} must be between 0 and 1 (exclusive), not {density}"),
        ));
    }
    Ok(density)
}

/// What [`generate`] builds: every solver holds the CNF of the puzzle of the picture (with
/// a clause or two), which is also the CNF its puzzles are rated on; estimated on a
/// representative picture of the size and density ([`super::size::of_random_picture`]).
/// Without uniqueness, no solver at all.
pub fn estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
    let typical = super::size::of_random_picture(options.size, density(options)?);
    Ok(GenerateEstimate {
        solvers: options.unique.then_some(typical),
        rated: typical,
        rated_encoding: Some(LineEncoding::default().name().to_string()),
    })
}

/// Side of the windows searched for local ambiguities, and their stride.
const WINDOW: usize = 10;
const STRIDE: usize = 5;

/// A second solution that differs from `picture` only inside one window, looked for in
/// the windows with cells line logic left open (random order), everything outside the
/// window fixed to the picture. Each call is small; a call on the whole raw puzzle can
/// take minutes at 40x40, but after local repairs it is quick.
fn local_other_solution(
    puzzle: &Hanjie,
    picture: &Grid<bool>,
    known: &Grid<Option<bool>>,
    options: &GenerateOptions,
    rng: &mut StdRng,
) -> Result<Option<Grid<bool>>, Error> {
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
        if !size.cells().any(|p| inside(p) && known[p].is_none()) {
            continue;
        }
        if let Some(mut search) = own_search(puzzle, options) {
            search.fix(picture, size.cells().filter(|&p| !inside(p)));
            let differs: Vec<(Pos, bool)> = size
                .cells()
                .filter(|&p| inside(p))
                .map(|p| (p, !picture[p]))
                .collect();
            search.require_one_of(&differs);
            match search.next_solution() {
                Found::Solution(other) => return Ok(Some(other)),
                Found::NoMore => continue,
                Found::GaveUp => {}
                Found::TimedOut => return Err(Error::TimedOut),
            }
        }
        let mut session = Session::with_solver(puzzle, ClueMode::Fixed, &options.solver, &options.limits)?;
        let cells = &session.encoding().vars;
        let as_picture = |(pos, &lit): (Pos, &Lit)| if picture[pos] { lit } else { !lit };
        let outside: Vec<Lit> = cells
            .iter()
            .filter(|&(p, _)| !inside(p))
            .map(as_picture)
            .collect();
        let differs: Vec<Lit> = cells
            .iter()
            .filter(|&(p, _)| inside(p))
            .map(|c| !as_picture(c))
            .collect();
        session.add_clause(&differs);
        if let Some((_, other)) = session.solve(&outside)? {
            return Ok(Some(other));
        }
    }
    Ok(None)
}

/// A solution of `puzzle` other than `picture` (which is one), if there is one.
fn other_solution(
    puzzle: &Hanjie,
    picture: &Grid<bool>,
    options: &GenerateOptions,
) -> Result<Option<Grid<bool>>, Error> {
    if let Some(mut search) = own_search(puzzle, options) {
        let elsewhere: Vec<(Pos, bool)> = puzzle.size.cells().map(|p| (p, !picture[p])).collect();
        search.require_one_of(&elsewhere);
        match search.next_solution() {
            Found::Solution(other) => return Ok(Some(other)),
            Found::NoMore => return Ok(None),
            Found::GaveUp => {}
            Found::TimedOut => return Err(Error::TimedOut),
        }
    }
    let mut session = Session::with_solver(puzzle, ClueMode::Fixed, &options.solver, &options.limits)?;
    let cells = &session.encoding().vars;
    let elsewhere: Vec<_> = cells
        .iter()
        .map(|(pos, &lit)| if picture[pos] { !lit } else { lit })
        .collect();
    session.add_clause(&elsewhere);
    Ok(session.solve(&[])?.map(|(_, solution)| solution))
}

/// The line engine for the generator's checks (within its budget for `--engine auto`: a
/// check it gives up on goes to the CNF), unless `--engine sat` or another SAT solver was
/// chosen. Its memory is within the CNF's, checked before each round.
fn own_search(puzzle: &Hanjie, options: &GenerateOptions) -> Option<Search> {
    let budgeted = options.engine.own_search_budgeted(&options.solver)?;
    let mut search = Search::new(puzzle)?;
    if budgeted {
        search.limit_conflicts(super::engine::CONFLICT_BUDGET);
    }
    search.stop_at(options.limits.deadline);
    Some(search)
}

/// The cells where `a` and `b` differ, grouped by the lines they share: two differing
/// cells are in one group when a chain of differing cells links them, each sharing a row or
/// a column with the next. A line's runs constrain its cells together, so one ambiguity
/// (a 2x2 checkerboard, or the four corners of a rectangle) is one group; flipping one cell
/// per group changes every ambiguity without flipping an ambiguity wholesale into the
/// other solution.
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

/// The puzzle whose clues are those of `picture` (which becomes its goal).
pub fn with_clues(picture: &Grid<bool>) -> Hanjie {
    let size = picture.size();
    Hanjie {
        size,
        rows: (0..size.height)
            .map(|r| LineClue::known(&runs_of(picture.row(r).iter().copied())))
            .collect(),
        columns: (0..size.width)
            .map(|c| LineClue::known(&runs_of(picture.column(c).copied())))
            .collect(),
        goal: Some(picture.clone()),
        encoding: Default::default(),
    }
}
