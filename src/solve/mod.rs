//! The solving layer: builds the CNF of a puzzle, runs varisat, and answers the questions
//! users ask (a solution, is it unique, how many), with blocking clauses over the
//! projection (cell) variables only.

mod backend;
#[cfg(feature = "cadical")]
mod cadical;
pub mod certify;
mod clues;
pub(crate) mod external;
#[cfg(feature = "fault-injection")]
pub mod fault;
mod session;
mod strip;

pub use crate::model::Model;
pub use crate::options::{Engine, ExternalSolver, SolveOptions, SolverChoice};
pub(crate) use backend::{Backend, Clock};
pub(crate) use clues::{clue_assumptions, imposed};
pub(crate) use session::{Attempt, ClueMode, CnfStats, Session, Verdict};
pub(crate) use strip::{minimal_cell_givens, strip_clues};

use crate::error::Error;
use crate::limits::Limits;
use crate::puzzle::{Encoded, PuzzleKind};
use varisat::{CnfFormula, ExtendFormula};

/// Adds `puzzle`'s rules to `formula` ([`crate::puzzle::Encode::encode`]): the one place every encoding
/// passes through, so that the `fault-injection` feature can corrupt it there (`fault.rs`).
/// Without the feature, exactly `puzzle.encode(formula)`.
fn encode_into<P: PuzzleKind>(puzzle: &P, formula: &mut CnfFormula) -> Encoded<P::Vars> {
    #[cfg(feature = "fault-injection")]
    if let Some(fault) = fault::active() {
        return puzzle.encode(&mut fault::Faulty::new(formula, fault));
    }
    puzzle.encode(formula)
}

/// Refuses `puzzle` when its CNF ([`crate::puzzle::Encode::cnf_estimate`]) would need more memory than
/// `limits` allow, before it is built; the error names the grid, the kind and the encoding.
pub(crate) fn check_memory<P: PuzzleKind>(puzzle: &P, limits: &Limits) -> Result<(), Error> {
    let encoding = crate::puzzle::encoding_name(puzzle);
    limits.check_cnf(P::KIND, puzzle.size(), encoding.as_deref(), puzzle.cnf_estimate())
}

/// Refuses `puzzle` when its own search ([`crate::puzzle::Rules::own_search_memory`]) would need more
/// memory than `limits` allow, before it is built; for a kind without one, its CNF
/// ([`check_memory`]). The CNF of a puzzle with a search of its own is checked only if it
/// is built (the search gave up, or another engine was chosen).
pub(crate) fn check_own_search<P: PuzzleKind>(puzzle: &P, limits: &Limits) -> Result<(), Error> {
    match puzzle.own_search_memory() {
        Some(needed) => limits.check_own_search(P::KIND, puzzle.size(), needed),
        None => check_memory(puzzle, limits),
    }
}

/// The puzzle's complete CNF with its clues as unit clauses, as `dimacs` exports it and
/// `decode` reads it back. Deterministic: the same puzzle always gives the same numbering.
/// A puzzle whose CNF would need more memory than `limits` allow is refused before it is
/// encoded.
pub(crate) fn complete_cnf<P: PuzzleKind>(
    puzzle: &P,
    limits: &Limits,
) -> Result<(CnfFormula, Encoded<P::Vars>), Error> {
    let (mut formula, encoding) = rules_cnf(puzzle, limits)?;
    for clue in &encoding.clues {
        for &lit in &clue.literals {
            formula.add_clause(&[lit]);
        }
    }
    Ok((formula, encoding))
}

/// The puzzle's rules as CNF, its clues left out (their literals to be assumed, as a hint
/// assumes some of them): [`complete_cnf`] without the clues' unit clauses. A puzzle whose
/// CNF would need more memory than `limits` allow is refused before it is encoded.
pub(crate) fn rules_cnf<P: PuzzleKind>(
    puzzle: &P,
    limits: &Limits,
) -> Result<(CnfFormula, Encoded<P::Vars>), Error> {
    check_memory(puzzle, limits)?;
    let mut formula = CnfFormula::new();
    let encoding = encode_into(puzzle, &mut formula);
    Ok((formula, encoding))
}

/// What a session with fixed clues solves: [`complete_cnf`] with its activation literals
/// applied. A clue literal that no other clause contains, only its negation, switches
/// clauses on (Hanjie's line clues guard every clause of their line): with the clue fixed,
/// its negation is removed from those clauses. The clues stay as unit clauses, so the models
/// are those of the complete CNF. Left in, the guards steer varisat's search (12-Dom: 0.76 s
/// against 0.49 s); other clue literals occur both ways and are left to the solver, as a
/// general simplification by every clue slowed the 123 puzzle at 50x50 by 20 %.
pub(crate) fn fixed_cnf<P: PuzzleKind>(
    puzzle: &P,
    limits: &Limits,
) -> Result<(CnfFormula, Encoded<P::Vars>), Error> {
    let (formula, encoding) = complete_cnf(puzzle, limits)?;
    let mut activation = vec![false; formula.var_count()];
    for lit in encoding.clues.iter().flat_map(|clue| &clue.literals) {
        activation[lit.index()] = lit.is_positive();
    }
    for clause in formula.iter().filter(|clause| clause.len() > 1) {
        for &lit in clause.iter().filter(|lit| lit.is_positive()) {
            activation[lit.index()] = false;
        }
    }
    if !activation.contains(&true) {
        return Ok((formula, encoding));
    }
    let mut applied = CnfFormula::new();
    applied.set_var_count(formula.var_count());
    for clause in formula.iter() {
        if clause.len() == 1 {
            applied.add_clause(clause);
        } else {
            let kept: Vec<_> = clause
                .iter()
                .copied()
                .filter(|lit| !activation[lit.index()])
                .collect();
            applied.add_clause(&kept);
        }
    }
    Ok((applied, encoding))
}

/// `pigeons` pigeons in one hole fewer, each in some hole and no two in one: unsatisfiable,
/// and many conflicts to prove it for a CDCL solver (minutes for varisat at ten); the
/// solvers' tests of budgets and deadlines use it.
#[cfg(test)]
pub(crate) fn pigeonhole(pigeons: usize) -> CnfFormula {
    use varisat::Lit;
    let mut formula = CnfFormula::new();
    let at: Vec<Vec<Lit>> = (0..pigeons)
        .map(|_| (0..pigeons - 1).map(|_| formula.new_lit()).collect())
        .collect();
    for pigeon in &at {
        formula.add_clause(pigeon);
    }
    for (a, first) in at.iter().enumerate() {
        for second in &at[a + 1..] {
            for (&x, &y) in first.iter().zip(second) {
                formula.add_clause(&[!x, !y]);
            }
        }
    }
    formula
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use crate::puzzles::hanjie::Hanjie;
    use crate::source::Source;

    /// Hanjie's line guards are applied (no longer in any clause but their units), and the
    /// fixed CNF has the same clauses otherwise, so the same models.
    #[test]
    fn fixed_cnf_applies_activation_literals_only() {
        let text = "width 4\nheight 3\nrows\n2\n1,1\n4\ncolumns\n1\n3\n1,1\n2\n";
        let puzzle = Hanjie::parse(&Source::inline("t.non", text.to_string())).unwrap();
        let (complete, encoding) = complete_cnf(&puzzle, &Limits::default()).unwrap();
        let (fixed, _) = fixed_cnf(&puzzle, &Limits::default()).unwrap();
        let guards: Vec<_> = encoding.clues.iter().map(|c| c.literals[0]).collect();
        assert_eq!(guards.len(), 7);
        assert_eq!(fixed.len(), complete.len());
        for (before, after) in complete.iter().zip(fixed.iter()) {
            let expected: Vec<_> = if before.len() == 1 {
                before.to_vec()
            } else {
                before
                    .iter()
                    .copied()
                    .filter(|l| !guards.contains(&!*l))
                    .collect()
            };
            assert_eq!(after, &expected[..]);
        }
        assert!(
            complete
                .iter()
                .any(|c| c.len() > 1 && c.iter().any(|l| guards.contains(&!*l)))
        );
    }
}
