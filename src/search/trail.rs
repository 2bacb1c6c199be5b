//! Literals and the trail: the values assigned so far, in order, each with its decision
//! level and the reason it holds. What a [`super::Theory`] reads and adds to.

/// A literal: variable `v` true is `2v`, false is `2v + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Lit(u32);

impl Lit {
    /// Variable `var` taking `value`.
    pub(crate) fn new(var: usize, value: bool) -> Lit {
        Lit((var as u32) << 1 | u32::from(!value))
    }

    /// The variable.
    pub(crate) fn var(self) -> usize {
        (self.0 >> 1) as usize
    }

    /// The value this literal gives its variable.
    pub(crate) fn value(self) -> bool {
        self.0 & 1 == 0
    }

    /// An index for arrays over literals.
    pub(crate) fn code(self) -> usize {
        self.0 as usize
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

/// Why a variable holds its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// Chosen by the search.
    Decision,
    /// Unit in the clause of that index.
    Clause(u32),
    /// Deduced by the theory, which explains it on demand ([`super::Theory::explain`]);
    /// the tag is the theory's own (which constraint).
    Theory(u32),
}

/// The assignment and its history.
#[derive(Clone, Debug)]
pub(crate) struct Trail {
    values: Vec<i8>,
    levels: Vec<u32>,
    reasons: Vec<Reason>,
    positions: Vec<u32>,
    lits: Vec<Lit>,
    limits: Vec<usize>,
}

const UNSET: i8 = -1;

impl Trail {
    /// An empty assignment over `vars` variables.
    pub(crate) fn new(vars: usize) -> Self {
        Trail {
            values: vec![UNSET; vars],
            levels: vec![0; vars],
            reasons: vec![Reason::Decision; vars],
            positions: vec![0; vars],
            lits: Vec::with_capacity(vars),
            limits: Vec::new(),
        }
    }

    /// The value of `var`, if assigned.
    pub(crate) fn var_value(&self, var: usize) -> Option<bool> {
        match self.values[var] {
            UNSET => None,
            v => Some(v == 1),
        }
    }

    /// Whether `lit` is true, false, or unassigned (`None`).
    pub(crate) fn value(&self, lit: Lit) -> Option<bool> {
        self.var_value(lit.var()).map(|v| v == lit.value())
    }

    /// The value `var` had when the literal at trail position `before` was set: assigned
    /// only if it came earlier on the trail (what an explanation of that literal may use).
    pub(crate) fn value_before(&self, var: usize, before: usize) -> Option<bool> {
        self.var_value(var)
            .filter(|_| (self.positions[var] as usize) < before)
    }

    /// Where `var` sits on the trail (meaningful when assigned).
    pub(crate) fn position(&self, var: usize) -> usize {
        self.positions[var] as usize
    }

    /// The decision level `var` was assigned at.
    pub(crate) fn level(&self, var: usize) -> u32 {
        self.levels[var]
    }

    /// Why `var` holds.
    pub(crate) fn reason(&self, var: usize) -> Reason {
        self.reasons[var]
    }

    /// The current decision level.
    pub(crate) fn decision_level(&self) -> u32 {
        self.limits.len() as u32
    }

    /// Sets `lit` true at the current level, for `reason`; it must be unassigned.
    pub(crate) fn assign(&mut self, lit: Lit, reason: Reason) {
        let var = lit.var();
        debug_assert_eq!(self.values[var], UNSET, "assigning an assigned variable");
        self.values[var] = i8::from(lit.value());
        self.levels[var] = self.decision_level();
        self.reasons[var] = reason;
        self.positions[var] = self.lits.len() as u32;
        self.lits.push(lit);
    }

    /// Opens a new decision level.
    pub(crate) fn new_level(&mut self) {
        self.limits.push(self.lits.len());
    }

    /// The literals in the order they were set.
    pub(crate) fn lits(&self) -> &[Lit] {
        &self.lits
    }

    /// The decision literals, level by level.
    pub(crate) fn decisions(&self) -> Vec<Lit> {
        self.limits.iter().map(|&at| self.lits[at]).collect()
    }

    /// Undoes every level above `level`, calling `undone` on each variable unassigned.
    pub(crate) fn backtrack(&mut self, level: u32, mut undone: impl FnMut(Lit)) {
        if self.decision_level() <= level {
            return;
        }
        let keep = self.limits[level as usize];
        for &lit in &self.lits[keep..] {
            self.values[lit.var()] = UNSET;
            undone(lit);
        }
        self.lits.truncate(keep);
        self.limits.truncate(level as usize);
    }

    /// Number of variables.
    pub(crate) fn vars(&self) -> usize {
        self.values.len()
    }
}
