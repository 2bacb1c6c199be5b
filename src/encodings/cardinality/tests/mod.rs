//! Exhaustive tests over small inputs: shared helpers.
//!
//! Every check fixes all inputs by assumptions on one incremental solver and compares
//! satisfiability with the intended meaning, which covers both "every model satisfies the
//! constraint" and "every satisfying input assignment extends to a model".

mod constraints;
mod counter;
mod sizes;

use varisat::{CnfFormula, ExtendFormula, Lit, Solver, Var};

use super::*;

/// Largest input size of the exhaustive tests.
const MAX_N: usize = 7;

/// How the input literals are laid out in the variable numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Inputs are the first `n` variables, positive.
    Plain,
    /// Unrelated variables first and in between, inputs listed in decreasing variable
    /// order, every other one negated.
    Twisted,
}

const LAYOUTS: [Layout; 2] = [Layout::Plain, Layout::Twisted];

/// Creates `n` input literals in `formula` according to `layout`.
fn inputs<F: ExtendFormula>(formula: &mut F, n: usize, layout: Layout) -> Vec<Lit> {
    match layout {
        Layout::Plain => (0..n).map(|_| formula.new_lit()).collect(),
        Layout::Twisted => {
            formula.new_var();
            formula.new_var();
            let mut lits = Vec::with_capacity(n);
            for i in 0..n {
                if i % 3 == 1 {
                    formula.new_var();
                }
                lits.push(formula.new_var().lit(i % 2 == 0));
            }
            lits.reverse();
            lits
        }
    }
}

/// Assumptions making input `i` true exactly when bit `i` of `assignment` is set.
fn fixing(lits: &[Lit], assignment: u32) -> Vec<Lit> {
    lits.iter()
        .enumerate()
        .map(|(i, &lit)| if assignment >> i & 1 == 1 { lit } else { !lit })
        .collect()
}

/// Number of true inputs under `assignment`.
fn count(assignment: u32) -> usize {
    assignment.count_ones() as usize
}

/// Solves under `assumptions`.
fn sat(solver: &mut Solver, assumptions: &[Lit]) -> bool {
    solver.assume(assumptions);
    solver.solve().expect("solver error")
}

/// The value of `bit` in the solver's current model.
fn value_in_model(solver: &Solver, bit: Bit) -> bool {
    match bit {
        Bit::Const(value) => value,
        Bit::Lit(lit) => {
            let model = solver.model().expect("there is a model");
            let var: Var = lit.var();
            let found = model.iter().find(|m| m.var() == var).expect("var in model");
            found.is_positive() == lit.is_positive()
        }
    }
}

/// A constraint under test, with its intended meaning.
#[derive(Clone, Copy, Debug)]
enum Constraint {
    AtLeastOne,
    AtMostOne,
    AtMostOnePairwise,
    AtMostOneSequential,
    ExactlyOne,
    AtMostK(usize),
    AtLeastK(usize),
    ExactlyK(usize),
    Between(usize, usize),
}

impl Constraint {
    fn encode<F: ExtendFormula>(self, formula: &mut F, lits: &[Lit]) {
        match self {
            Constraint::AtLeastOne => at_least_one(formula, lits),
            Constraint::AtMostOne => at_most_one(formula, lits),
            Constraint::AtMostOnePairwise => at_most_one_pairwise(formula, lits),
            Constraint::AtMostOneSequential => at_most_one_sequential(formula, lits),
            Constraint::ExactlyOne => exactly_one(formula, lits),
            Constraint::AtMostK(k) => at_most_k(formula, lits, k),
            Constraint::AtLeastK(k) => at_least_k(formula, lits, k),
            Constraint::ExactlyK(k) => exactly_k(formula, lits, k),
            Constraint::Between(lowest, highest) => between(formula, lits, lowest, highest),
        }
    }

    fn holds(self, count: usize) -> bool {
        match self {
            Constraint::AtLeastOne => count >= 1,
            Constraint::AtMostOne | Constraint::AtMostOnePairwise | Constraint::AtMostOneSequential => {
                count <= 1
            }
            Constraint::ExactlyOne => count == 1,
            Constraint::AtMostK(k) => count <= k,
            Constraint::AtLeastK(k) => count >= k,
            Constraint::ExactlyK(k) => count == k,
            Constraint::Between(lowest, highest) => lowest <= count && count <= highest,
        }
    }
}

/// Encodes `constraint` over `n` inputs (through a `CnfFormula` or straight into the
/// solver) and checks every input assignment.
fn check_exhaustively(constraint: Constraint, n: usize, layout: Layout, via_cnf: bool) {
    let mut solver = Solver::new();
    let lits = if via_cnf {
        let mut cnf = CnfFormula::new();
        let lits = inputs(&mut cnf, n, layout);
        constraint.encode(&mut cnf, &lits);
        solver.add_formula(&cnf);
        lits
    } else {
        let lits = inputs(&mut solver, n, layout);
        constraint.encode(&mut solver, &lits);
        lits
    };
    for assignment in 0..1u32 << n {
        assert_eq!(
            sat(&mut solver, &fixing(&lits, assignment)),
            constraint.holds(count(assignment)),
            "{constraint:?}, n = {n}, {layout:?}, via_cnf = {via_cnf}, inputs = {assignment:b}"
        );
    }
}
