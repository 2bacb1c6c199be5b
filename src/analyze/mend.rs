//! How to mend a puzzle with several solutions: clues to add that make it unique, each
//! set checked by solving the puzzle with it, the fewest clues first. The clues are those
//! the kind has ([`crate::puzzle::Generate::clues_to_add`]: a given number or circle, a
//! count, a hidden line clue revealed), true of the first solution, so that it stays a
//! solution.
//!
//! A single clue first: among those the second solution breaks (another clue cannot make
//! the puzzle unique), the clues about a cell where the two solutions differ first, each
//! tried by solving (at most 32), until 3 are found. When none is, a set
//! found greedily: add a clue that the current other solution breaks (about a cell where it
//! differs first), solve again for another, until there is none (at most 10 clues); then
//! drop each clue in turn while the rest still make the puzzle unique, so that each one
//! left is needed.

use crate::error::Error;
use crate::grid::Pos;
use crate::limits::Limits;
use crate::puzzle::{CandidateClue, PuzzleKind};
use crate::solve::{ClueMode, Session, SolverChoice, Verdict};
use serde::Serialize;

/// At most this many single clues are offered.
const SINGLE: usize = 3;

/// At most this many single clues are tried by solving.
const TRIED: usize = 32;

/// The most clues a set found greedily may have: a puzzle that needs more (solutions that
/// differ almost everywhere) is better mended a few clues at a time, analysed again after
/// each.
const LARGEST_SET: usize = 10;

/// Clues that make a puzzle with several solutions unique, checked by solving.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Mend {
    /// The clues to add, together, as `analyze` names clues (`r3c4 = 2`, `row 2 +`, `r1c5
    /// black`, `row 3 (2,1)`).
    pub clues: Vec<String>,
    /// The cells they are about, `[row, column]`, 1-based, in reading order: a given's
    /// cell, or a line's cells.
    pub cells: Vec<[usize; 2]>,
}

/// What the search for mends found.
pub(crate) struct Mending {
    /// The mends, the fewest clues first.
    pub(crate) mends: Vec<Mend>,
    /// Why there is none, when there is none.
    pub(crate) note: Option<String>,
    /// Solver calls made.
    pub(crate) calls: usize,
}

/// The mends of `puzzle`, whose solutions include `first` and `second` (which differ at
/// `differing`), on `solver` within `limits`.
///
/// # Errors
/// What solving fails with: a limit of `limits` reached, a solver that failed, a solution
/// that breaks the rules (a bug).
pub(crate) fn mends<P: PuzzleKind>(
    puzzle: &P,
    first: &P::Solution,
    second: &P::Solution,
    differing: &[Pos],
    solver: &SolverChoice,
    limits: &Limits,
) -> Result<Mending, Error> {
    let mut search = Search {
        puzzle,
        first,
        solver,
        limits,
        calls: 0,
    };
    let candidates = puzzle.clues_to_add(first);
    if candidates.is_empty() {
        return Ok(search.none(P::NO_CLUE_TO_ADD));
    }
    let mut mends = Vec::new();
    let breaking = search.ordered(&candidates, puzzle, second, differing);
    for &index in breaking.iter().take(TRIED) {
        if search.other_solution(&[&candidates[index]])?.is_none() {
            mends.push(mend(&[&candidates[index]]));
            if mends.len() == SINGLE {
                break;
            }
        }
    }
    if mends.is_empty()
        && let Some(set) = search.greedy(&candidates, second)?
    {
        mends.push(mend(&set.iter().map(|&i| &candidates[i]).collect::<Vec<_>>()));
    }
    Ok(match mends.is_empty() {
        true => search.none(&format!(
            "no set of at most {LARGEST_SET} of the clues it lacks was found to make it unique: add clues where the solutions differ, and analyze it again"
        )),
        false => Mending {
            mends,
            note: None,
            calls: search.calls,
        },
    })
}

/// The mend of adding `clues`.
fn mend<C>(clues: &[&CandidateClue<C>]) -> Mend {
    let mut cells: Vec<Pos> = clues.iter().flat_map(|clue| clue.cells.iter().copied()).collect();
    cells.sort_unstable();
    cells.dedup();
    Mend {
        clues: clues.iter().map(|clue| clue.name.clone()).collect(),
        cells: cells.into_iter().map(|pos| [pos.row + 1, pos.col + 1]).collect(),
    }
}

/// The puzzle mended, and the solving it takes.
struct Search<'a, P: PuzzleKind> {
    puzzle: &'a P,
    first: &'a P::Solution,
    solver: &'a SolverChoice,
    limits: &'a Limits,
    calls: usize,
}

impl<P: PuzzleKind> Search<'_, P> {
    /// No mend, for `why`.
    fn none(&self, why: &str) -> Mending {
        Mending {
            mends: Vec::new(),
            note: Some(why.to_string()),
            calls: self.calls,
        }
    }

    /// The indices of the `candidates` that, added to `puzzle`, `other` breaks (the others
    /// cannot exclude it): those about a cell of `differing` first.
    fn ordered(
        &self,
        candidates: &[CandidateClue<P::AddedClue>],
        puzzle: &P,
        other: &P::Solution,
        differing: &[Pos],
    ) -> Vec<usize> {
        let mut breaking: Vec<(bool, usize)> = candidates
            .iter()
            .enumerate()
            .filter(|(_, candidate)| {
                let mut added = puzzle.clone();
                added.add_clue(&candidate.clue);
                !added.verify(other).is_empty()
            })
            .map(|(index, candidate)| {
                let about = candidate.cells.iter().any(|pos| differing.contains(pos));
                (!about, index)
            })
            .collect();
        breaking.sort_unstable();
        breaking.into_iter().map(|(_, index)| index).collect()
    }

    /// The puzzle with `clues` added.
    fn with(&self, clues: &[&CandidateClue<P::AddedClue>]) -> P {
        let mut added = self.puzzle.clone();
        for clue in clues {
            added.add_clue(&clue.clue);
        }
        added
    }

    /// A solution of the puzzle with `clues` added other than the first, or `None` when the
    /// first is its only one. Every solution found is verified.
    fn other_solution(
        &mut self,
        clues: &[&CandidateClue<P::AddedClue>],
    ) -> Result<Option<P::Solution>, Error> {
        let added = self.with(clues);
        let mut session = Session::with_solver(&added, ClueMode::Fixed, self.solver, self.limits)?;
        self.calls += 2;
        let found = match session.verdict(true)? {
            Verdict::Unsatisfiable => {
                return Err(Error::Solver(
                    "a clue true of a solution left the puzzle without one".into(),
                ));
            }
            Verdict::Solved(solution, _) => vec![solution],
            Verdict::Multiple(one, other) => vec![one, other],
        };
        for solution in &found {
            if let Some(rule) = added.verify(solution).into_iter().next() {
                return Err(Error::broken_rule(rule));
            }
        }
        Ok(found.into_iter().find(|solution| solution != self.first))
    }

    /// A set of candidates that makes the puzzle unique, each needed, found greedily from
    /// the other solution `second`; `None` when the candidates run out first.
    fn greedy(
        &mut self,
        candidates: &[CandidateClue<P::AddedClue>],
        second: &P::Solution,
    ) -> Result<Option<Vec<usize>>, Error> {
        let rows = |solution: &P::Solution| self.puzzle.solution_rows(solution);
        let first_rows = rows(self.first);
        let mut chosen: Vec<usize> = Vec::new();
        let mut other = second.clone();
        loop {
            self.limits.check_time()?;
            let differing = super::backbone::differing_cells(&first_rows, &rows(&other))
                .into_iter()
                .map(|(row, col)| Pos::new(row, col))
                .collect::<Vec<_>>();
            let picked: Vec<&CandidateClue<P::AddedClue>> = chosen.iter().map(|&i| &candidates[i]).collect();
            let current = self.with(&picked);
            let next = self
                .ordered(candidates, &current, &other, &differing)
                .into_iter()
                .find(|index| !chosen.contains(index));
            let Some(next) = next.filter(|_| chosen.len() < LARGEST_SET) else {
                return Ok(None);
            };
            chosen.push(next);
            let picked: Vec<&CandidateClue<P::AddedClue>> = chosen.iter().map(|&i| &candidates[i]).collect();
            match self.other_solution(&picked)? {
                Some(another) => other = another,
                None => break,
            }
        }
        chosen.sort_unstable();
        let mut index = 0;
        while index < chosen.len() && chosen.len() > 1 {
            let without: Vec<&CandidateClue<P::AddedClue>> = chosen
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != index)
                .map(|(_, &c)| &candidates[c])
                .collect();
            if self.other_solution(&without)?.is_none() {
                chosen.remove(index);
            } else {
                index += 1;
            }
        }
        Ok(Some(chosen))
    }
}

#[cfg(test)]
#[path = "mend_tests.rs"]
mod tests;
