//! [`Bit`]: a literal or a constant, plus the clause helper that folds constants away.

use std::ops::Not;

use varisat::{ExtendFormula, Lit};

/// A literal or a constant, for counter outputs that are decided by the input size.
///
/// "At least 0 inputs are true" is always true and "at least n + 1 of n inputs are true" is
/// always false; a [`SequentialCounter`](super::SequentialCounter) reports such outputs as
/// constants instead of spending a variable on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bit {
    /// A value fixed at encoding time.
    Const(bool),
    /// A value decided by the solver.
    Lit(Lit),
}

impl Bit {
    /// The complement of this bit (also available as the `!` operator).
    pub(crate) fn negated(self) -> Bit {
        match self {
            Bit::Const(value) => Bit::Const(!value),
            Bit::Lit(lit) => Bit::Lit(!lit),
        }
    }

    /// Adds the unit clause that makes this bit true (an empty clause if it is `Const(false)`,
    /// which makes the whole formula unsatisfiable; nothing if it is `Const(true)`).
    pub(crate) fn assert_true<F: ExtendFormula>(self, formula: &mut F) {
        add_bit_clause(formula, &[self]);
    }

    /// The literal to assume so that this bit is true.
    ///
    /// * `Const(true)`: `None`, there is nothing to assume.
    /// * `Lit(lit)`: `Some(lit)`.
    /// * `Const(false)`: a fresh variable is created, a unit clause making it false is added,
    ///   and its positive literal is returned. Assuming it therefore always fails, and the
    ///   solver's failed core names it, which is how "this bit cannot be true" should read.
    ///   Each call creates another variable, so cache the result if it is needed often.
    pub(crate) fn as_assumption<F: ExtendFormula>(self, formula: &mut F) -> Option<Lit> {
        match self {
            Bit::Const(true) => None,
            Bit::Lit(lit) => Some(lit),
            Bit::Const(false) => {
                let lit = formula.new_lit();
                formula.add_clause(&[!lit]);
                Some(lit)
            }
        }
    }
}

impl Not for Bit {
    type Output = Bit;

    /// Same as [`Bit::negated`].
    fn not(self) -> Bit {
        self.negated()
    }
}

impl From<Lit> for Bit {
    /// Wraps a literal.
    fn from(lit: Lit) -> Bit {
        Bit::Lit(lit)
    }
}

impl From<bool> for Bit {
    /// Wraps a constant.
    fn from(value: bool) -> Bit {
        Bit::Const(value)
    }
}

/// Adds the disjunction of `bits`, folding constants: nothing is added if some bit is
/// `Const(true)`, `Const(false)` bits are dropped (so all-false gives the empty clause).
/// Returns whether a clause was added.
pub(crate) fn add_bit_clause<F: ExtendFormula>(formula: &mut F, bits: &[Bit]) -> bool {
    let mut lits = Vec::with_capacity(bits.len());
    for &bit in bits {
        match bit {
            Bit::Const(true) => return false,
            Bit::Const(false) => {}
            Bit::Lit(lit) => lits.push(lit),
        }
    }
    formula.add_clause(&lits);
    true
}
