//! A view of a formula in which every clause holds only under a condition: each clause
//! added through [`Guarded`] gets the negations of the guard literals appended, so any
//! encoder (a cardinality constraint, say) becomes "if all guards are true, then ...".
//! Auxiliary variables an encoder creates are left free when a guard is false.
//! [`Deferred`] holds an encoder's clauses back until their guard exists, so that guards can
//! be numbered after every other variable.

use varisat::{ExtendFormula, Lit, Var};

/// `formula` seen through a conjunction of guard literals.
pub(crate) struct Guarded<'f, F: ExtendFormula> {
    formula: &'f mut F,
    negated_guards: Vec<Lit>,
}

impl<'f, F: ExtendFormula> Guarded<'f, F> {
    /// Clauses added through the result hold only when every literal of `guards` is true.
    pub(crate) fn new(formula: &'f mut F, guards: &[Lit]) -> Self {
        Guarded {
            formula,
            negated_guards: guards.iter().map(|&g| !g).collect(),
        }
    }
}

impl<F: ExtendFormula> ExtendFormula for Guarded<'_, F> {
    fn add_clause(&mut self, literals: &[Lit]) {
        let mut clause = literals.to_vec();
        clause.extend_from_slice(&self.negated_guards);
        self.formula.add_clause(&clause);
    }

    fn new_var(&mut self) -> Var {
        self.formula.new_var()
    }
}

/// `formula` taking new variables at once but keeping the clauses added, to be guarded
/// later ([`Deferred::into_clauses`]).
pub(crate) struct Deferred<'f, F: ExtendFormula> {
    formula: &'f mut F,
    clauses: Vec<Vec<Lit>>,
}

impl<'f, F: ExtendFormula> Deferred<'f, F> {
    /// Records clauses meant for `formula`.
    pub(crate) fn new(formula: &'f mut F) -> Self {
        Deferred {
            formula,
            clauses: Vec::new(),
        }
    }

    /// The clauses added, in order.
    pub(crate) fn into_clauses(self) -> Vec<Vec<Lit>> {
        self.clauses
    }
}

impl<F: ExtendFormula> ExtendFormula for Deferred<'_, F> {
    fn add_clause(&mut self, literals: &[Lit]) {
        self.clauses.push(literals.to_vec());
    }

    fn new_var(&mut self) -> Var {
        self.formula.new_var()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encodings::cardinality::exactly_one;
    use varisat::{CnfFormula, Solver};

    /// Every assignment of a guard and three inputs: the guarded exactly-one holds exactly
    /// when the guard is false or one input is true.
    #[test]
    fn guarded_exactly_one_holds_only_under_its_guard() {
        let mut formula = CnfFormula::new();
        let guard = formula.new_lit();
        let inputs: Vec<Lit> = (0..3).map(|_| formula.new_lit()).collect();
        exactly_one(&mut Guarded::new(&mut formula, &[guard]), &inputs);
        for bits in 0..16u32 {
            let values: Vec<bool> = (0..4).map(|i| bits >> i & 1 == 1).collect();
            let mut solver = Solver::new();
            solver.add_formula(&formula);
            let lits: Vec<Lit> = std::iter::once(guard)
                .chain(inputs.iter().copied())
                .zip(&values)
                .map(|(lit, &value)| if value { lit } else { !lit })
                .collect();
            solver.assume(&lits);
            let expected = !values[0] || values[1..].iter().filter(|&&v| v).count() == 1;
            assert_eq!(solver.solve().unwrap(), expected, "assignment {values:?}");
        }
    }
}
