//! The size of a CNF (variables, clauses, literals) and the memory it takes in the solver.

/// The size of a CNF: variables, clauses and literals (the sum of the clause lengths).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CnfSize {
    /// Variables.
    pub variables: u64,
    /// Clauses.
    pub clauses: u64,
    /// Literals over all clauses.
    pub literals: u64,
}

impl CnfSize {
    /// `clauses` clauses of at most `width` literals each, and `variables` variables.
    #[must_use]
    pub fn new(variables: u64, clauses: u64, width: u64) -> Self {
        CnfSize {
            variables,
            clauses,
            literals: clauses.saturating_mul(width),
        }
    }

    /// The size of a CNF that was built (what [`crate::puzzle::Encode::cnf_estimate`]
    /// bounds).
    #[must_use]
    pub fn of(formula: &varisat::CnfFormula) -> Self {
        CnfSize {
            variables: formula.var_count() as u64,
            clauses: formula.len() as u64,
            literals: formula.iter().map(|clause| clause.len() as u64).sum(),
        }
    }

    /// Bytes varisat holds for this CNF once loaded, before it learns anything: fitted
    /// from above on peak resident sizes measured for all four kinds (figures in the
    /// README's "Limits and bad input", `scripts/measure-memory`), with the copy the CNF
    /// passes through on its way in.
    #[must_use]
    pub fn memory(&self) -> u64 {
        const BASE: u64 = 16 << 20;
        BASE.saturating_add(self.variables.saturating_mul(200))
            .saturating_add(self.clauses.saturating_mul(48))
            .saturating_add(self.literals.saturating_mul(16))
    }
}

impl CnfSize {
    /// Whichever of the two needs more memory.
    #[must_use]
    pub fn larger(self, other: CnfSize) -> CnfSize {
        if other.memory() > self.memory() {
            other
        } else {
            self
        }
    }

    /// Each count the larger of the two's: a size that bounds both.
    #[must_use]
    pub fn bound(self, other: CnfSize) -> CnfSize {
        CnfSize {
            variables: self.variables.max(other.variables),
            clauses: self.clauses.max(other.clauses),
            literals: self.literals.max(other.literals),
        }
    }

    /// Whether each count is at most that of `other` (`other` bounds this size).
    #[must_use]
    pub fn within(self, other: CnfSize) -> bool {
        self.variables <= other.variables && self.clauses <= other.clauses && self.literals <= other.literals
    }

    /// `times` CNFs of this size.
    #[must_use]
    pub fn times(self, times: u64) -> CnfSize {
        CnfSize {
            variables: self.variables.saturating_mul(times),
            clauses: self.clauses.saturating_mul(times),
            literals: self.literals.saturating_mul(times),
        }
    }
}

impl std::ops::Add for CnfSize {
    type Output = CnfSize;
    fn add(self, other: CnfSize) -> CnfSize {
        CnfSize {
            variables: self.variables.saturating_add(other.variables),
            clauses: self.clauses.saturating_add(other.clauses),
            literals: self.literals.saturating_add(other.literals),
        }
    }
}

impl std::iter::Sum for CnfSize {
    fn sum<I: Iterator<Item = CnfSize>>(iter: I) -> CnfSize {
        iter.fold(CnfSize::default(), |a, b| a + b)
    }
}

#[cfg(test)]
mod tests {
    use super::CnfSize;

    #[test]
    fn sizes_add_up_and_saturate() {
        let a = CnfSize::new(2, 3, 4);
        assert_eq!(a.literals, 12);
        assert_eq!([a, a].into_iter().sum::<CnfSize>(), CnfSize::new(4, 6, 4));
        assert_eq!(CnfSize::new(u64::MAX, u64::MAX, 9).memory(), u64::MAX);
    }
}
