//! Making Magnets puzzles: a random domino layout (mixed by random 2x2 flips, with one
//! singleton where the area is odd), random polarities, counts from them; then, until the
//! planted solution is the only one, repair the puzzle where a second solution differs
//! (change a domino there and recount); optionally strip counts while it stays unique.

use super::encode::{Line, count_slots};
use super::{Counts, End, Magnets, Pole, Solution, partner};
use crate::error::Error;
use crate::grid::{Grid, Pos, Size};
use crate::puzzle::GenerateOptions;
use crate::solve::{ClueMode, Session, strip_clues};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// Share of dominoes drawn neutral before repairs.
const NEUTRAL_SHARE: f64 = 0.3;

/// A new puzzle and its solution, unique (and stripped) as `options` ask.
pub fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Magnets, Solution), Error> {
    let size = options.size;
    if size.area() < 2 {
        return Err(Error::Usage(format!(
            "a Magnets grid needs at least 2 cells, {size} has {}",
            size.area()
        )));
    }
    if options.strip && !options.unique {
        return Err(Error::Usage("--strip needs unique puzzles".into()));
    }
    loop {
        let layout = random_layout(size, rng);
        let solution = random_polarities(&layout, rng);
        if !options.unique {
            return Ok((with_counts(layout, &solution), solution));
        }
        if let Some((puzzle, solution)) = repair_until_unique(layout, solution, rng)? {
            let puzzle = if options.strip {
                strip(puzzle, rng)?
            } else {
                puzzle
            };
            return Ok((puzzle, solution));
        }
    }
}

/// The puzzle whose counts are those of `solution`.
pub fn with_counts(layout: Grid<End>, solution: &Solution) -> Magnets {
    let size = layout.size();
    let count = |pole: Pole| Counts {
        cols: (0..size.width)
            .map(|c| Some(solution.column(c).filter(|&&p| p == pole).count()))
            .collect(),
        rows: (0..size.height)
            .map(|r| Some(solution.row(r).iter().filter(|&&p| p == pole).count()))
            .collect(),
    };
    Magnets {
        plus: count(Pole::Plus),
        minus: count(Pole::Minus),
        layout,
    }
}

/// A random tiling: a regular start, then many random flips of two parallel dominoes that
/// fill a 2x2 square, and moves of the singleton along a domino it lines up with.
pub fn random_layout(size: Size, rng: &mut StdRng) -> Grid<End> {
    let (w, h) = (size.width, size.height);
    let mut layout = Grid::from_fn(size, |pos| {
        if w % 2 == 0 {
            if pos.col % 2 == 0 { End::Left } else { End::Right }
        } else if h % 2 == 0 || pos.row + 1 < h {
            if pos.row % 2 == 0 { End::Top } else { End::Bottom }
        } else if pos.col + 1 == w {
            End::Single
        } else if pos.col % 2 == 0 {
            End::Left
        } else {
            End::Right
        }
    });
    let all: Vec<Pos> = size.cells().collect();
    for _ in 0..size.area() * 30 {
        let pos = *all.choose(rng).expect("at least two cells");
        match layout[pos] {
            End::Left | End::Top => flip(&mut layout, pos),
            End::Single => move_singleton(&mut layout, pos, rng),
            _ => {}
        }
    }
    layout
}

/// Rotates the domino starting at `pos` and the parallel one beside it, if they fill a 2x2.
fn flip(layout: &mut Grid<End>, pos: Pos) {
    let size = layout.size();
    let (r, c) = (pos.row, pos.col);
    if layout[pos] == End::Left && r + 1 < size.height && layout[Pos::new(r + 1, c)] == End::Left {
        layout[Pos::new(r, c)] = End::Top;
        layout[Pos::new(r, c + 1)] = End::Top;
        layout[Pos::new(r + 1, c)] = End::Bottom;
        layout[Pos::new(r + 1, c + 1)] = End::Bottom;
    } else if layout[pos] == End::Top && c + 1 < size.width && layout[Pos::new(r, c + 1)] == End::Top {
        layout[Pos::new(r, c)] = End::Left;
        layout[Pos::new(r + 1, c)] = End::Left;
        layout[Pos::new(r, c + 1)] = End::Right;
        layout[Pos::new(r + 1, c + 1)] = End::Right;
    }
}

/// Moves the singleton at `hole` two cells along a domino that lines up with it.
fn move_singleton(layout: &mut Grid<End>, hole: Pos, rng: &mut StdRng) {
    let size = layout.size();
    let Some(&near) = size.neighbours(hole).collect::<Vec<_>>().choose(rng) else {
        return;
    };
    let (Some(row), Some(col)) = (
        (2 * near.row).checked_sub(hole.row),
        (2 * near.col).checked_sub(hole.col),
    ) else {
        return;
    };
    let far = Pos::new(row, col);
    if !size.contains(far) || partner(layout, near) != Some(far) {
        return;
    }
    let (first, second) = if hole.row == near.row {
        if hole.col < near.col {
            (End::Left, End::Right)
        } else {
            (End::Right, End::Left)
        }
    } else if hole.row < near.row {
        (End::Top, End::Bottom)
    } else {
        (End::Bottom, End::Top)
    };
    layout[hole] = first;
    layout[near] = second;
    layout[far] = End::Single;
}

/// Random polarities: dominoes in random order, some neutral, each magnet oriented so that
/// no equal poles touch (neutral when neither orientation fits).
pub fn random_polarities(layout: &Grid<End>, rng: &mut StdRng) -> Solution {
    let mut poles: Grid<Option<Pole>> = layout.map(|_| None);
    let mut dominoes: Vec<(Pos, Pos)> = dominoes(layout);
    dominoes.shuffle(rng);
    for (a, b) in dominoes {
        let mut options = [(Pole::Plus, Pole::Minus), (Pole::Minus, Pole::Plus)];
        options.shuffle(rng);
        let choice = if rng.random_bool(NEUTRAL_SHARE) {
            None
        } else {
            options
                .into_iter()
                .find(|&(pa, pb)| fits(layout, &poles, a, pa) && fits(layout, &poles, b, pb))
        };
        let (pa, pb) = choice.unwrap_or((Pole::Neutral, Pole::Neutral));
        poles[a] = Some(pa);
        poles[b] = Some(pb);
    }
    poles.map(|p| p.unwrap_or(Pole::Neutral))
}

fn dominoes(layout: &Grid<End>) -> Vec<(Pos, Pos)> {
    layout
        .iter()
        .filter(|(_, e)| matches!(e, End::Left | End::Top))
        .filter_map(|(pos, _)| partner(layout, pos).map(|other| (pos, other)))
        .collect()
}

/// Whether `pos` may be `pole` given the poles already placed around it.
fn fits(layout: &Grid<End>, poles: &Grid<Option<Pole>>, pos: Pos, pole: Pole) -> bool {
    pole == Pole::Neutral
        || layout
            .size()
            .neighbours(pos)
            .all(|n| partner(layout, pos) == Some(n) || poles[n] != Some(pole))
}

/// Re-solves and repairs until the planted solution is the only one; `None` if it does not
/// converge within a bound (the caller starts again with a new layout).
fn repair_until_unique(
    layout: Grid<End>,
    mut solution: Solution,
    rng: &mut StdRng,
) -> Result<Option<(Magnets, Solution)>, Error> {
    let rounds = 20 + layout.size().area();
    for _ in 0..rounds {
        let puzzle = with_counts(layout.clone(), &solution);
        let Some(other) = another_solution(&puzzle, &solution)? else {
            return Ok(Some((puzzle, solution)));
        };
        let differing: Vec<Pos> = layout
            .size()
            .cells()
            .filter(|&p| other[p] != solution[p])
            .collect();
        let &pos = differing
            .choose(rng)
            .expect("a different solution differs somewhere");
        change_domino(&layout, &mut solution, pos, rng);
    }
    Ok(None)
}

/// A solution of `puzzle` other than `planted`, if there is one.
fn another_solution(puzzle: &Magnets, planted: &Solution) -> Result<Option<Solution>, Error> {
    let mut session = Session::new(puzzle, ClueMode::Fixed);
    let Some((model, first)) = session.solve(&[])? else {
        return Err(Error::Solver(
            "a generated Magnets puzzle has no solution: the encoding is wrong".into(),
        ));
    };
    if &first != planted {
        return Ok(Some(first));
    }
    session.block(&model);
    Ok(session.solve(&[])?.map(|(_, second)| second))
}

/// Changes the domino at `pos`: a magnet is flipped (when it fits) or made neutral; a
/// neutral domino becomes a magnet in an orientation that fits.
fn change_domino(layout: &Grid<End>, solution: &mut Solution, pos: Pos, rng: &mut StdRng) {
    let Some(other) = partner(layout, pos) else {
        return;
    };
    let placed = solution.map(|&p| Some(p));
    let fits_both = |pa: Pole| fits(layout, &placed, pos, pa) && fits(layout, &placed, other, pa.opposite());
    let current = solution[pos];
    let next = if current == Pole::Neutral {
        let mut options = [Pole::Plus, Pole::Minus];
        options.shuffle(rng);
        options.into_iter().find(|&p| fits_both(p))
    } else if rng.random_bool(0.5) && fits_both(current.opposite()) {
        Some(current.opposite())
    } else {
        Some(Pole::Neutral)
    };
    if let Some(pole) = next {
        solution[pos] = pole;
        solution[other] = pole.opposite();
    }
}

/// Removes counts in random order while the puzzle stays unique.
fn strip(puzzle: Magnets, rng: &mut StdRng) -> Result<Magnets, Error> {
    let slots = count_slots(&puzzle);
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.shuffle(rng);
    let kept = {
        let mut session = Session::new(&puzzle, ClueMode::Assumed);
        strip_clues(&mut session, &order)?
    };
    let mut stripped = puzzle;
    for (slot, keep) in slots.iter().zip(kept) {
        if !keep {
            let counts = if slot.pole == Pole::Plus {
                &mut stripped.plus
            } else {
                &mut stripped.minus
            };
            match slot.line {
                Line::Row(i) => counts.rows[i] = None,
                Line::Column(i) => counts.cols[i] = None,
            }
        }
    }
    Ok(stripped)
}
