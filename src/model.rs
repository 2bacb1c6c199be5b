//! A total assignment of the CNF's variables, from varisat or from another solver's output.

use varisat::{CnfFormula, Lit};

/// Truth values of variables 1..=n (DIMACS numbering), read by literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Model {
    values: Vec<Option<bool>>,
}

impl Model {
    /// A model from the true literals of an assignment (varisat's `model()`, or the `v`
    /// lines of a solver). Variables not mentioned are unassigned.
    #[must_use]
    pub fn from_lits(lits: &[Lit]) -> Self {
        let len = lits.iter().map(|l| l.index() + 1).max().unwrap_or(0);
        let mut values = vec![None; len];
        for lit in lits {
            values[lit.index()] = Some(lit.is_positive());
        }
        Model { values }
    }

    /// The value of `lit`; unassigned variables are false (so their negative literals are
    /// true), as varisat leaves out variables that occur in no clause.
    #[must_use]
    pub fn value(&self, lit: Lit) -> bool {
        self.get(lit).unwrap_or(!lit.is_positive())
    }

    /// The value of `lit`, or `None` if its variable is unassigned.
    #[must_use]
    pub fn get(&self, lit: Lit) -> Option<bool> {
        self.values
            .get(lit.index())
            .copied()
            .flatten()
            .map(|v| v == lit.is_positive())
    }

    /// The first clause (0-based index) that the model does not satisfy, if any.
    #[must_use]
    pub fn first_falsified_clause(&self, formula: &CnfFormula) -> Option<usize> {
        formula
            .iter()
            .position(|clause| !clause.iter().any(|&lit| self.get(lit) == Some(true)))
    }

    /// The clause that excludes this model's values on `projection` and nothing else.
    #[must_use]
    pub fn blocking_clause(&self, projection: &[Lit]) -> Vec<Lit> {
        projection
            .iter()
            .map(|&lit| if self.value(lit) { !lit } else { lit })
            .collect()
    }
}
