//! The solving layer: builds the CNF of a puzzle, runs varisat, and answers the questions
//! users ask (a solution, is it unique, how many), with blocking clauses over the
//! projection (cell) variables only.

mod backend;
#[cfg(feature = "cadical")]
mod cadical;
pub mod certify;
mod choice;
mod clues;
pub mod external;
mod model;
mod session;
mod strip;

pub use backend::Backend;
pub use choice::{EMBEDDED_CADICAL, SolverChoice};
pub use clues::{clue_assumptions, imposed};
pub use model::Model;
pub use session::{Attempt, ClueMode, CnfStats, Session, Verdict};
pub use strip::{minimal_cell_givens, strip_clues};

use crate::puzzle::{Encoding, Puzzle};
use varisat::{CnfFormula, ExtendFormula};

/// The puzzle's complete CNF with its clues as unit clauses, as `dimacs` exports it and
/// `decode` reads it back. Deterministic: the same puzzle always gives the same numbering.
pub fn complete_cnf<P: Puzzle>(puzzle: &P) -> (CnfFormula, Encoding<P::Vars>) {
    let mut formula = CnfFormula::new();
    let encoding = puzzle.encode(&mut formula);
    for clue in &encoding.clues {
        for &lit in &clue.literals {
            formula.add_clause(&[lit]);
        }
    }
    (formula, encoding)
}
