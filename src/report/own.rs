//! The commands' questions answered by a puzzle's own search ([`OwnSearch`]) instead of a
//! CNF session, where the engine chosen allows it ([`search`]): the same verdicts, counts
//! and checks. An answer is all or nothing: when
//! the search gives up (its budget spent), nothing it found is used and the CNF answers.

use super::{Decider, Ended, Stats};
use crate::error::Error;
use crate::limits::Limits;

use crate::puzzle::{Found, OwnSearch, PuzzleKind};
use crate::solve::{Engine, SolverChoice, Verdict, check_own_search};
use crate::time::Instant;

/// The puzzle's own search when `engine` allows it with `solver` and the kind has one that
/// takes the puzzle (within its budget for `--engine auto`: the CNF answers when it gives
/// up); checked against the memory limit by its own estimate
/// ([`crate::puzzle::Rules::own_search_memory`]), not the CNF's.
pub(super) fn search<P: PuzzleKind>(
    puzzle: &P,
    solver: &SolverChoice,
    engine: Engine,
    limits: &Limits,
) -> Result<Option<Box<dyn OwnSearch<P::Solution>>>, Error> {
    let Some(budgeted) = engine.own_search_budgeted(solver) else {
        return Ok(None);
    };
    check_own_search(puzzle, limits)?;
    let mut search = puzzle.own_search(budgeted);
    if let Some(search) = &mut search {
        search.stop_at(limits.deadline.clone());
    }
    Ok(search)
}

/// A solution and, if `check_unique`, whether it is the only one (a solution `nearby`
/// gives is a second one found without search); `None` when the search gave up,
/// [`Error::TimedOut`] when its deadline passed.
pub(super) fn verdict<S: PartialEq>(
    search: &mut dyn OwnSearch<S>,
    check_unique: bool,
    nearby: &dyn Fn(&S) -> Option<S>,
) -> Result<Option<Verdict<S>>, Error> {
    let first = match search.next_solution() {
        Found::Solution(first) => first,
        Found::NoMore => return Ok(Some(Verdict::Unsatisfiable)),
        Found::GaveUp => return Ok(None),
        Found::TimedOut => return Err(Error::TimedOut),
    };
    if !check_unique {
        return Ok(Some(Verdict::Solved(first, None)));
    }
    if let Some(second) = nearby(&first).filter(|s| s != &first) {
        return Ok(Some(Verdict::Multiple(first, second)));
    }
    Ok(match search.next_solution() {
        Found::NoMore => Some(Verdict::Solved(first, Some(true))),
        Found::Solution(second) => Some(Verdict::Multiple(first, second)),
        Found::GaveUp => None,
        Found::TimedOut => return Err(Error::TimedOut),
    })
}

/// The solutions up to `limit`, and how the enumeration ended (with a limit, one more
/// search tells whether it finished); `None` when the search gave up. When its deadline
/// passes, the solutions found by then are the answer ([`Ended::TimedOut`]).
pub(super) fn enumerate<S>(search: &mut dyn OwnSearch<S>, limit: Option<u64>) -> Option<(Vec<S>, Ended)> {
    let mut found = Vec::new();
    loop {
        let at_limit = limit.is_some_and(|limit| found.len() as u64 >= limit);
        match search.next_solution() {
            Found::TimedOut => return Some((found, Ended::TimedOut)),
            Found::GaveUp => return None,
            Found::NoMore => return Some((found, Ended::Finished)),
            Found::Solution(_) if at_limit => return Some((found, Ended::AtLimit)),
            Found::Solution(solution) => found.push(solution),
        }
    }
}

/// The report's figures for a search by the puzzle's own engine: its cells as variables,
/// the clauses it learned (one per conflict).
pub(super) fn stats<P: PuzzleKind>(puzzle: &P, search: &dyn OwnSearch<P::Solution>, start: Instant) -> Stats {
    Stats {
        variables: puzzle.size().area(),
        clauses: search.stats().conflicts as usize,
        seconds: start.elapsed().as_secs_f64(),
        search: true,
        engine: Decider::Own,
        ..Stats::default()
    }
}
