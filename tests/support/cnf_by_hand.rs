//! A puzzle's CNF built and solved by the tests themselves, through the puzzle contract
//! (`crate::puzzle::Encode::encode`, `crate::puzzle::Encode::decode`, `crate::puzzle::Encode::cuts`) and varisat alone, apart from the
//! library's solving layer: the complete CNF as `gridsat dimacs` writes it, a solver on the
//! rules with the clues assumed (to switch them on and off), every solution, and unit
//! propagation.

use gridsat::puzzle::PuzzleKind;
use gridsat::puzzle::{Clue, Encoded};
use gridsat::solve::Model;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// The complete CNF of `puzzle`: its rules and its clues as unit clauses, as `gridsat
/// dimacs` writes it.
pub(crate) fn complete_cnf<P: PuzzleKind>(puzzle: &P) -> (CnfFormula, Encoded<P::Vars>) {
    let mut formula = CnfFormula::new();
    let encoding = puzzle.encode(&mut formula);
    for clue in &encoding.clues {
        for &lit in &clue.literals {
            formula.add_clause(&[lit]);
        }
    }
    (formula, encoding)
}

/// The literals to assume for the clues imposed when those flagged in `kept` (one flag per
/// clue) are: a clue of the puzzle when flagged, a constraint derived from clues when it and
/// all its sources are (it would be unsound without them).
pub(crate) fn clue_assumptions(clues: &[Clue], kept: &[bool]) -> Vec<Lit> {
    let imposed = |index: usize| kept[index] && clues[index].derived_from.iter().all(|&source| kept[source]);
    (0..clues.len())
        .filter(|&index| imposed(index))
        .flat_map(|index| clues[index].literals.iter().copied())
        .collect()
}

/// varisat on the rules of a puzzle, its clues left to be assumed.
pub(crate) struct Assumed<'p, P: PuzzleKind> {
    puzzle: &'p P,
    solver: Solver<'static>,
    /// What the puzzle's encoding returned: its variables and clues.
    pub encoding: Encoded<P::Vars>,
}

impl<'p, P: PuzzleKind> Assumed<'p, P> {
    /// The rules of `puzzle` in a fresh solver.
    pub(crate) fn new(puzzle: &'p P) -> Self {
        let mut formula = CnfFormula::new();
        let encoding = puzzle.encode(&mut formula);
        let mut solver = Solver::new();
        solver.add_formula(&formula);
        Assumed {
            puzzle,
            solver,
            encoding,
        }
    }

    /// A solution under `assumptions`, decoded; a model that a lazy kind cuts off
    /// (`crate::puzzle::Encode::cuts`) is excluded and the search goes on.
    pub(crate) fn solve(&mut self, assumptions: &[Lit]) -> Option<P::Solution> {
        loop {
            self.solver.assume(assumptions);
            if !self.solver.solve().unwrap() {
                return None;
            }
            let model = Model::from_lits(&self.solver.model().unwrap());
            let cuts = self.puzzle.cuts(&self.encoding.vars, &model, Default::default());
            if cuts.is_empty() {
                return Some(self.puzzle.decode(&self.encoding.vars, &model));
            }
            for cut in cuts {
                self.solver.add_clause(&cut);
            }
        }
    }
}

/// Every solution of `puzzle`'s complete CNF, decoded, found by blocking each model on the
/// projection literals.
pub(crate) fn all_solutions<P: PuzzleKind>(puzzle: &P) -> Vec<P::Solution> {
    let mut session = Assumed::new(puzzle);
    let clues: Vec<Lit> = session
        .encoding
        .clues
        .iter()
        .flat_map(|c| c.literals.clone())
        .collect();
    for lit in clues {
        session.solver.add_clause(&[lit]);
    }
    let mut found = Vec::new();
    while let Some(solution) = session.solve(&[]) {
        found.push(solution);
        let model = Model::from_lits(&session.solver.model().unwrap());
        let blocking = model.blocking_clause(&session.encoding.projection);
        session.solver.add_clause(&blocking);
    }
    found
}

/// The value of `lit` under `values` (by variable index, as [`propagated`] gives them);
/// `None` when its variable is open or in no clause.
pub(crate) fn value_of(values: &[Option<bool>], lit: Lit) -> Option<bool> {
    values
        .get(lit.index())
        .copied()
        .flatten()
        .map(|v| v == lit.is_positive())
}

/// The value unit propagation alone gives each variable of `formula` (by index; `None`:
/// left open), or `None` when it finds a conflict.
pub(crate) fn propagated(formula: &CnfFormula) -> Option<Vec<Option<bool>>> {
    let clauses: Vec<&[Lit]> = formula.iter().collect();
    let mut values: Vec<Option<bool>> = vec![None; formula.var_count()];
    let mut occurrences: Vec<Vec<usize>> = vec![Vec::new(); 2 * formula.var_count()];
    for (index, clause) in clauses.iter().enumerate() {
        for &lit in clause.iter() {
            occurrences[lit.code()].push(index);
        }
    }
    let value = |values: &[Option<bool>], lit: Lit| values[lit.index()].map(|v| v == lit.is_positive());
    // A clause with no true literal and at most one open: `Err` if none, its open one if one.
    let unit = |values: &[Option<bool>], clause: &[Lit]| -> Option<Result<Lit, ()>> {
        let mut open = None;
        for &lit in clause {
            match value(values, lit) {
                Some(true) => return None,
                Some(false) => {}
                None if open.is_some() => return None,
                None => open = Some(lit),
            }
        }
        Some(open.ok_or(()))
    };
    let mut queue = Vec::new();
    for clause in &clauses {
        match unit(&values, clause) {
            Some(Err(())) => return None,
            Some(Ok(lit)) if value(&values, lit).is_none() => {
                values[lit.index()] = Some(lit.is_positive());
                queue.push(lit);
            }
            _ => {}
        }
    }
    while let Some(lit) = queue.pop() {
        for &index in &occurrences[(!lit).code()] {
            match unit(&values, clauses[index]) {
                Some(Err(())) => return None,
                Some(Ok(open)) => {
                    values[open.index()] = Some(open.is_positive());
                    queue.push(open);
                }
                None => {}
            }
        }
    }
    Some(values)
}
