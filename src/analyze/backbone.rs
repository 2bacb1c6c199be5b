//! The backbone of a puzzle: which cell literals (the projection) take the same value in
//! every solution, found on one incremental session. A first model; a guarded blocking
//! clause asks for a second (none: every literal is forced, two calls in all); otherwise
//! each literal that both models agree on is tested by solving under its negation: no model
//! proves it forced, a model is a new solution that flips it, and every other literal that
//! model flips is dropped from the candidates without a call of its own.
//!
//! Every projection literal thus ends either proven forced or flipped by a solution kept in
//! [`Backbone::solutions`], which is what makes the cell picture of [`cell_states`] exact.

use crate::error::Error;
use crate::puzzle::PuzzleKind;
use crate::solve::{Model, Session};
use varisat::Lit;

/// What the backbone search found on a puzzle with at least one solution.
#[derive(Clone, Debug)]
pub(crate) struct Backbone<S> {
    /// Solutions found: the first, then (when there are several) a second one and every
    /// other solution that flipped a literal.
    pub(crate) solutions: Vec<S>,
    /// The projection literals true in every solution.
    pub(crate) forced: Vec<Lit>,
    /// The projection literals (by position in the projection) some solution flips.
    pub(crate) unforced: Vec<usize>,
    /// Solver calls made.
    pub(crate) calls: usize,
}

/// The backbone of the projection under `assumptions` (none when the session fixes the
/// clues; the clue literals when it assumes them), or `None` when there is no solution.
pub(crate) fn backbone<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    assumptions: &[Lit],
) -> Result<Option<Backbone<P::Solution>>, Error> {
    let projection = session.encoding().projection.clone();
    let Some((first_model, first)) = session.solve(assumptions)? else {
        return Ok(None);
    };
    let mut found = Backbone {
        solutions: vec![first],
        forced: Vec::new(),
        unforced: Vec::new(),
        calls: 2,
    };
    // Each projection literal as the first model has it.
    let as_first: Vec<Lit> = projection
        .iter()
        .map(|&lit| if first_model.value(lit) { lit } else { !lit })
        .collect();
    let another = session.block_while(&first_model);
    let with_guard: Vec<Lit> = assumptions.iter().copied().chain([another]).collect();
    let Some((second_model, second)) = session.solve(&with_guard)? else {
        found.forced = as_first;
        return Ok(Some(found));
    };
    found.solutions.push(second);
    // None: not decided yet; Some(true): forced; Some(false): flipped by a kept solution.
    let mut state: Vec<Option<bool>> = vec![None; projection.len()];
    let flips = |model: &Model, state: &mut Vec<Option<bool>>| {
        for (index, &lit) in as_first.iter().enumerate() {
            if !model.value(lit) {
                state[index] = Some(false);
            }
        }
    };
    flips(&second_model, &mut state);
    for index in 0..projection.len() {
        if state[index].is_some() {
            continue;
        }
        let mut negated = assumptions.to_vec();
        negated.push(!as_first[index]);
        found.calls += 1;
        match session.solve(&negated)? {
            None => state[index] = Some(true),
            Some((model, solution)) => {
                flips(&model, &mut state);
                found.solutions.push(solution);
            }
        }
    }
    for (index, state) in state.into_iter().enumerate() {
        match state {
            Some(true) => found.forced.push(as_first[index]),
            _ => found.unforced.push(index),
        }
    }
    Ok(Some(found))
}

/// The state of every cell, from the solutions' rows of symbols (one row per string):
/// `Some(symbol)` where every solution of `rows` has that symbol, `None` where two differ.
///
/// Exact when `rows` are the rows of a [`Backbone`]'s solutions. A cell where two of them
/// differ is plainly not forced. Conversely, the projection literals of every kind are
/// statements "this cell holds this symbol" (a Magnets domino's second end mirrors its
/// first, whose literals are in the projection), and a solution is determined by its
/// projection values. So a cell that some solution T fills differently from the first
/// solution owes it to a literal T flips; that literal is not forced, so a kept solution
/// flips it too, and that solution differs from the first at the cell as well: the cell is
/// not unanimous among the kept solutions. Hence a unanimous cell is forced.
pub(crate) fn cell_states(rows: &[Vec<String>]) -> Vec<Vec<Option<char>>> {
    let Some((first, rest)) = rows.split_first() else {
        return Vec::new();
    };
    let mut states: Vec<Vec<Option<char>>> =
        first.iter().map(|row| row.chars().map(Some).collect()).collect();
    for other in rest {
        for (state_row, row) in states.iter_mut().zip(other) {
            for (state, symbol) in state_row.iter_mut().zip(row.chars()) {
                if *state != Some(symbol) {
                    *state = None;
                }
            }
        }
    }
    states
}

/// The cells (0-based row and column) where two grids of rows differ.
pub(crate) fn differing_cells(a: &[String], b: &[String]) -> Vec<(usize, usize)> {
    a.iter()
        .zip(b)
        .enumerate()
        .flat_map(|(row, (x, y))| {
            x.chars()
                .zip(y.chars())
                .enumerate()
                .filter(|(_, (p, q))| p != q)
                .map(move |(col, _)| (row, col))
        })
        .collect()
}
