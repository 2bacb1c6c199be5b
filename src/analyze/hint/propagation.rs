//! A hinted cell by unit propagation, else by failed-literal probing, on the puzzle's
//! complete CNF (its rules, [`crate::puzzle::Encode::complete`]) with every clue and filled
//! cell assumed, in the propagation engine of the difficulty measure.
//!
//! Propagation: each wanted cell whose value is now true; the assumed literals it rests on
//! ([`Propagator::antecedents`]) give its premises. Probing (when propagation fixes no
//! wanted cell): each wanted cell whose every other value, assumed, runs into a conflict;
//! the conflicts' antecedents give its premises. Each candidate's premises are then
//! narrowed by deletion, one premise dropped at a time while the same reasoning still
//! fixes the cell from the rest, for the [`NARROWED`] candidates with the fewest premises
//! to begin with; the smallest result is the hint.

use super::words;
use super::{
    Asked, CellValue, Deduction, Step, filled_literals, known_among, one_based, value_literal, wanted_cells,
};
use crate::analyze::premises::{Premises, Selection};
use crate::analyze::propagate::Propagator;
use crate::error::Error;
use crate::grid::Pos;
use crate::puzzle::PuzzleKind;
use crate::solve::rules_cnf;
use varisat::Lit;

/// The candidates whose premises are narrowed, those with the fewest first.
const NARROWED: usize = 16;

/// A cell that the reasoning fixes, with the literals of its other values (probing) and
/// the premises it rests on.
struct Candidate {
    pos: Pos,
    value: char,
    /// The literal of the cell's value (propagation derives it).
    lit: Lit,
    /// The literals of its other values (probing refutes each).
    others: Vec<Lit>,
    premises: Selection,
}

/// The hint found by propagation, else by probing, among the cells of `wanted`; `None`
/// when neither fixes one.
///
/// # Errors
/// A memory limit reached building the CNF, or the deadline passed.
pub(super) fn step<P: PuzzleKind>(asked: &Asked<'_, P>) -> Result<Option<Step>, Error> {
    let Asked {
        puzzle,
        known,
        wanted,
        limits,
        ..
    } = *asked;
    let complete = complete(puzzle)?;
    let (formula, encoding) = rules_cnf(&complete, limits)?;
    limits.check_time()?;
    let premises = Premises::new(
        encoding.clues.clone(),
        filled_literals(&complete, &encoding.vars, known),
    );
    let mut engine = Propagator::new(&formula);
    let everything = premises.all();
    let root = engine.mark();
    // The puzzle with them has a solution, so propagation cannot refute them.
    if engine.refuted() || !engine.assume(&premises.literals(&everything)) {
        return Ok(None);
    }
    let mut cells = Vec::new();
    for (pos, value) in wanted_cells(wanted) {
        let lit = value_literal(&complete, &encoding.vars, pos, value)?;
        let others: Vec<Lit> = complete
            .cell_literals(&encoding.vars, pos)
            .into_iter()
            .filter(|&(symbol, _)| symbol != value)
            .map(|(_, lit)| lit)
            .collect();
        cells.push((pos, value, lit, others));
    }
    let mut deduction = Deduction::Propagation;
    let mut candidates: Vec<Candidate> = cells
        .iter()
        .filter(|(_, _, lit, _)| engine.value(*lit) == Some(true))
        .map(|(pos, value, lit, others)| Candidate {
            pos: *pos,
            value: *value,
            lit: *lit,
            others: others.clone(),
            premises: premises.behind(&everything, &engine.antecedents(&[*lit], false)),
        })
        .collect();
    if candidates.is_empty() {
        deduction = Deduction::Probing;
        for (pos, value, lit, others) in &cells {
            limits.check_time()?;
            let others: &Vec<Lit> = others;
            if engine.value(*lit).is_some() {
                continue;
            }
            if let Some(rests_on) = refuted(&mut engine, others) {
                candidates.push(Candidate {
                    pos: *pos,
                    value: *value,
                    lit: *lit,
                    others: others.clone(),
                    premises: premises.behind(&everything, &rests_on),
                });
            }
        }
    }
    engine.undo(root);
    candidates.sort_by_key(|candidate| (premises.count(&candidate.premises), candidate.pos));
    let mut best: Option<Candidate> = None;
    for mut candidate in candidates.into_iter().take(NARROWED) {
        limits.check_time()?;
        let fixes = |engine: &mut Propagator| match deduction {
            Deduction::Propagation => engine.value(candidate.lit) == Some(true),
            _ => refuted(engine, &candidate.others).is_some(),
        };
        candidate.premises = narrowed(&mut engine, &premises, candidate.premises.clone(), fixes);
        let size = premises.count(&candidate.premises);
        if best
            .as_ref()
            .is_none_or(|b| (size, candidate.pos) < (premises.count(&b.premises), b.pos))
        {
            best = Some(candidate);
        }
    }
    Ok(best.map(|found| {
        let clues: Vec<String> = premises
            .given_clues(&found.premises)
            .into_iter()
            .map(|index| premises.clues[index].name.clone())
            .collect();
        let cells = premises.selected_cells(&found.premises);
        Step {
            cell: one_based(found.pos),
            value: found.value,
            deduction,
            explanation: words::on_cnf(deduction, found.pos, found.value, &clues, &cells),
            clues,
            filled_cells: known_among(known, cells),
            fixes: vec![CellValue {
                cell: one_based(found.pos),
                value: found.value,
            }],
            contradiction: None,
        }
    }))
}

/// The puzzle in an encoding whose CNF holds every rule ([`crate::puzzle::Encode::complete`]);
/// when the encoding chosen leaves rules out of the CNF on purpose (Yin Yang's lazy
/// connectivity chosen explicitly), the kind's default one made complete: the CNF only
/// finds the step, which is stated, and checked, in the puzzle's own terms.
fn complete<P: PuzzleKind>(puzzle: &P) -> Result<P, Error> {
    match puzzle.complete() {
        Err(Error::Refused(_)) => {
            let mut default = puzzle.clone();
            default.set_encoding(P::Encoding::default())?;
            default.complete()
        }
        done => done,
    }
}

/// When assuming each of `others` in turn runs into a conflict: the assumed literals the
/// conflicts rest on (without `others` themselves); `None` when one of them does not.
fn refuted(engine: &mut Propagator, others: &[Lit]) -> Option<Vec<Lit>> {
    let mut rests_on = Vec::new();
    for &other in others {
        let mark = engine.mark();
        let conflict = !engine.assume(&[other]);
        if conflict {
            rests_on.extend(engine.antecedents(&[], true));
        }
        engine.undo(mark);
        if !conflict {
            return None;
        }
    }
    rests_on.retain(|lit| !others.contains(lit));
    Some(rests_on)
}

/// `selected` with each premise dropped in turn while, with the rest assumed, `fixes`
/// still holds (the engine at its root before and after).
fn narrowed(
    engine: &mut Propagator,
    premises: &Premises,
    mut selected: Selection,
    fixes: impl Fn(&mut Propagator) -> bool,
) -> Selection {
    let holds = |engine: &mut Propagator, selected: &Selection| {
        let mark = engine.mark();
        let holds = engine.assume(&premises.literals(selected)) && fixes(engine);
        engine.undo(mark);
        holds
    };
    for index in 0..premises.clues.len() {
        if selected.clues[index] && premises.clues[index].is_given() {
            selected.clues[index] = false;
            selected.clues[index] = !holds(engine, &selected);
        }
    }
    for index in 0..premises.cells.len() {
        if selected.cells[index] {
            selected.cells[index] = false;
            selected.cells[index] = !holds(engine, &selected);
        }
    }
    selected
}
