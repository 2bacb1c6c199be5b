//! What an explanation may name ([`Premises`]): the puzzle's clues and the cells filled in
//! so far, each a group of literals to assume; and [`minimal_unsatisfiable`], the search
//! for a set of them that has no solution (with some literals assumed besides) and needs
//! every one of them, which the conflict of `analyze` (the clues alone) and the hint's
//! explanations (clues and cells, and the hinted cell's other values) both run.
//!
//! The search: the solver's failed assumptions give a first core; deletion then drops each
//! premise whose removal keeps the set unsatisfiable (narrowing to the new core after each
//! such call), so every premise left is necessary. With a program as solver (no failed
//! assumptions) deletion starts from every premise selected. A constraint derived from
//! clues is imposed only while all its sources are ([`imposed`]).

use crate::error::Error;
use crate::grid::Pos;
use crate::puzzle::{Clue, PuzzleKind};
use crate::solve::{Session, clue_assumptions, imposed};
use std::collections::HashSet;
use varisat::Lit;

/// The statements of one encoding that an explanation may rest on.
#[derive(Clone, Debug)]
pub(crate) struct Premises {
    /// The encoding's clues: the puzzle's, and constraints derived from them.
    pub(crate) clues: Vec<Clue>,
    /// Cells filled in (by an answer), each with the literal of its value; a cell whose
    /// literal is a clue's (a given) is left to the clue.
    pub(crate) cells: Vec<(Pos, Lit)>,
}

/// Some of the [`Premises`]: one flag per clue (a derived constraint counts while all its
/// sources are selected) and one per cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Selection {
    pub(crate) clues: Vec<bool>,
    pub(crate) cells: Vec<bool>,
}

impl Premises {
    /// The clues of an encoding, and `cells` (each with its literal) but those a clue
    /// states already.
    pub(crate) fn new(clues: Vec<Clue>, cells: Vec<(Pos, Lit)>) -> Self {
        let stated: HashSet<Lit> = clues
            .iter()
            .filter(|clue| clue.is_given())
            .flat_map(|clue| clue.literals.iter().copied())
            .collect();
        let cells = cells
            .into_iter()
            .filter(|(_, lit)| !stated.contains(lit))
            .collect();
        Premises { clues, cells }
    }

    /// Every premise.
    pub(crate) fn all(&self) -> Selection {
        Selection {
            clues: vec![true; self.clues.len()],
            cells: vec![true; self.cells.len()],
        }
    }

    /// The literals to assume for `selected`: its clues' ([`clue_assumptions`]), then its
    /// cells'.
    pub(crate) fn literals(&self, selected: &Selection) -> Vec<Lit> {
        let cells = self.cells.iter().zip(&selected.cells);
        clue_assumptions(&self.clues, &selected.clues)
            .into_iter()
            .chain(cells.filter(|(_, kept)| **kept).map(|((_, lit), _)| *lit))
            .collect()
    }

    /// The premises of `selected` behind the assumed literals `lits`: a given clue with one
    /// of them, every source of a derived constraint with one, a cell whose literal it is.
    /// Derived constraints keep their own flags (each is imposed while its sources are).
    pub(crate) fn behind(&self, selected: &Selection, lits: &[Lit]) -> Selection {
        let lits: HashSet<Lit> = lits.iter().copied().collect();
        let mut clues = vec![false; self.clues.len()];
        for (index, clue) in self.clues.iter().enumerate() {
            if !imposed(&self.clues, &selected.clues, index)
                || !clue.literals.iter().any(|l| lits.contains(l))
            {
                continue;
            }
            if clue.is_given() {
                clues[index] = true;
            } else {
                for &source in &clue.derived_from {
                    clues[source] = true;
                }
            }
        }
        for (index, clue) in self.clues.iter().enumerate() {
            if !clue.is_given() {
                clues[index] = selected.clues[index];
            }
        }
        let cells = self
            .cells
            .iter()
            .zip(&selected.cells)
            .map(|((_, lit), &kept)| kept && lits.contains(lit))
            .collect();
        Selection { clues, cells }
    }

    /// The given clues `selected` holds, by index.
    pub(crate) fn given_clues(&self, selected: &Selection) -> Vec<usize> {
        (0..self.clues.len())
            .filter(|&index| selected.clues[index] && self.clues[index].is_given())
            .collect()
    }

    /// The cells `selected` holds.
    pub(crate) fn selected_cells(&self, selected: &Selection) -> Vec<Pos> {
        self.cells
            .iter()
            .zip(&selected.cells)
            .filter(|(_, kept)| **kept)
            .map(|((pos, _), _)| *pos)
            .collect()
    }

    /// How many given clues and cells `selected` holds.
    pub(crate) fn count(&self, selected: &Selection) -> usize {
        self.given_clues(selected).len() + selected.cells.iter().filter(|&&kept| kept).count()
    }
}

/// A minimal set of premises of `selected` that has no solution with `extra` assumed
/// besides (each premise needed), or `None` when all of `selected` with `extra` has one;
/// with the solver calls made. `session` must assume its clues
/// ([`crate::solve::ClueMode::Assumed`]) and have encoded the literals of `premises`.
pub(crate) fn minimal_unsatisfiable<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    premises: &Premises,
    selected: Selection,
    extra: &[Lit],
) -> Result<(Option<Selection>, usize), Error> {
    let mut kept = selected;
    let mut calls = 1;
    if !unsatisfiable(session, premises, &mut kept, extra)? {
        return Ok((None, calls));
    }
    for index in 0..premises.clues.len() {
        if !kept.clues[index] || !premises.clues[index].is_given() {
            continue;
        }
        kept.clues[index] = false;
        calls += 1;
        if !unsatisfiable(session, premises, &mut kept, extra)? {
            kept.clues[index] = true;
        }
    }
    for index in 0..premises.cells.len() {
        if !kept.cells[index] {
            continue;
        }
        kept.cells[index] = false;
        calls += 1;
        if !unsatisfiable(session, premises, &mut kept, extra)? {
            kept.cells[index] = true;
        }
    }
    Ok((Some(kept), calls))
}

/// Solves with the premises `kept` selects and `extra`: whether there is no solution. If
/// so, narrows `kept` to the premises of the solver's failed assumptions.
fn unsatisfiable<P: PuzzleKind>(
    session: &mut Session<'_, P>,
    premises: &Premises,
    kept: &mut Selection,
    extra: &[Lit],
) -> Result<bool, Error> {
    let mut assumptions = premises.literals(kept);
    assumptions.extend_from_slice(extra);
    if session.solve(&assumptions)?.is_some() {
        return Ok(false);
    }
    if let Some(failed) = session.failed_assumptions(&assumptions) {
        // The core's premises impose every failed assumption but `extra`, so they alone,
        // with `extra`, have no solution.
        *kept = premises.behind(kept, &failed);
    }
    Ok(true)
}
