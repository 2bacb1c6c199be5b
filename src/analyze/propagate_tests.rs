//! The propagation engine against a naive fixpoint (scan every clause until nothing
//! changes) and against brute force over every assignment: every formula of up to three
//! clauses over three variables, and random formulas over five variables. Probing is
//! checked the same way.

use super::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use varisat::ExtendFormula;

/// Unit propagation as the definition says: while some clause has every literal false,
/// conflict; while some clause has no true literal and one unassigned, assign it.
fn naive_propagation(clauses: &[Vec<Lit>], vars: usize, fixed: &[Lit]) -> Option<Vec<Option<bool>>> {
    let mut values: Vec<Option<bool>> = vec![None; vars];
    for &lit in fixed {
        match values[lit.index()] {
            Some(v) if v != lit.is_positive() => return None,
            _ => values[lit.index()] = Some(lit.is_positive()),
        }
    }
    loop {
        let mut changed = false;
        for clause in clauses {
            let value = |l: &Lit| values[l.index()].map(|v| v == l.is_positive());
            if clause.iter().any(|l| value(l) == Some(true)) {
                continue;
            }
            let mut open: Vec<Lit> = clause.iter().copied().filter(|l| value(l).is_none()).collect();
            open.sort_unstable();
            open.dedup();
            match open.as_slice() {
                [] => return None,
                [only] => {
                    values[only.index()] = Some(only.is_positive());
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            return Some(values);
        }
    }
}

/// Every model of the clauses over `vars` variables.
fn models(clauses: &[Vec<Lit>], vars: usize) -> Vec<Vec<bool>> {
    (0..1u32 << vars)
        .map(|bits| (0..vars).map(|i| bits >> i & 1 == 1).collect::<Vec<bool>>())
        .filter(|m| {
            clauses
                .iter()
                .all(|c| c.iter().any(|l| m[l.index()] == l.is_positive()))
        })
        .collect()
}

fn formula_of(clauses: &[Vec<Lit>], vars: usize) -> CnfFormula {
    let mut formula = CnfFormula::new();
    formula.set_var_count(vars);
    for clause in clauses {
        formula.add_clause(clause);
    }
    formula
}

fn lits(vars: usize) -> Vec<Lit> {
    (0..vars)
        .flat_map(|i| [Lit::from_index(i, true), Lit::from_index(i, false)])
        .collect()
}

/// The engine's root propagation equals the naive fixpoint, is sound (every fixed literal
/// holds in every model; a conflict means no model), and each probe equals the naive
/// fixpoint with the probed literal added (a conflict exactly when the naive one has one,
/// in which case no model has the literal); probes leave the root assignment as it was.
fn check(clauses: &[Vec<Lit>], vars: usize) {
    let formula = formula_of(clauses, vars);
    let mut engine = Propagator::new(&formula);
    let all = models(clauses, vars);
    let naive = naive_propagation(clauses, vars, &[]);
    assert_eq!(engine.refuted(), naive.is_none(), "{clauses:?}");
    let Some(naive) = naive else {
        assert!(all.is_empty(), "a conflict with models: {clauses:?}");
        return;
    };
    let root: Vec<Option<bool>> = (0..vars)
        .map(|i| engine.value(Lit::from_index(i, true)))
        .collect();
    assert_eq!(root, naive, "{clauses:?}");
    for (i, value) in root.iter().enumerate() {
        if let Some(value) = value {
            assert!(all.iter().all(|m| m[i] == *value), "unsound: {clauses:?}");
        }
    }
    for lit in lits(vars) {
        if engine.value(lit).is_some() {
            continue;
        }
        let probed = engine.probe(lit);
        let naive = naive_propagation(clauses, vars, &[lit]);
        match naive {
            None => {
                assert_eq!(probed, Probe::Conflict, "{clauses:?} probing {lit:?}");
                assert!(
                    all.iter().all(|m| m[lit.index()] != lit.is_positive()),
                    "a failed literal holds in a model: {clauses:?}"
                );
            }
            Some(values) => {
                let assigned = values.iter().filter(|v| v.is_some()).count()
                    - root.iter().filter(|v| v.is_some()).count();
                assert_eq!(probed, Probe::Consistent(assigned), "{clauses:?} probing {lit:?}");
            }
        }
        let after: Vec<Option<bool>> = (0..vars)
            .map(|i| engine.value(Lit::from_index(i, true)))
            .collect();
        assert_eq!(after, root, "a probe left assignments behind: {clauses:?}");
    }
}

#[test]
fn every_formula_of_three_clauses_over_three_variables() {
    let vars = 3;
    let mut candidates: Vec<Vec<Lit>> = Vec::new();
    for mask in 1..27u32 {
        // Each variable absent, positive or negative.
        let mut clause = Vec::new();
        let mut m = mask;
        for i in 0..vars {
            match m % 3 {
                1 => clause.push(Lit::from_index(i, true)),
                2 => clause.push(Lit::from_index(i, false)),
                _ => {}
            }
            m /= 3;
        }
        candidates.push(clause);
    }
    let mut formulas = 0;
    for a in 0..=candidates.len() {
        for b in a..=candidates.len() {
            for c in b..=candidates.len() {
                let clauses: Vec<Vec<Lit>> = [a, b, c]
                    .iter()
                    .filter(|&&i| i < candidates.len())
                    .map(|&i| candidates[i].clone())
                    .collect();
                check(&clauses, vars);
                formulas += 1;
            }
        }
    }
    assert!(formulas > 3000);
}

#[test]
fn random_formulas_over_five_variables() {
    let mut rng = StdRng::seed_from_u64(11);
    let vars = 5;
    for _ in 0..3000 {
        let count = rng.random_range(1..=12);
        let clauses: Vec<Vec<Lit>> = (0..count)
            .map(|_| {
                let len = rng.random_range(1..=4);
                (0..len)
                    .map(|_| Lit::from_index(rng.random_range(0..vars), rng.random_bool(0.5)))
                    .collect()
            })
            .collect();
        check(&clauses, vars);
    }
}

#[test]
fn the_empty_clause_refutes_and_fix_propagates() {
    let mut formula = CnfFormula::new();
    formula.set_var_count(2);
    formula.add_clause(&[]);
    assert!(Propagator::new(&formula).refuted());
    let (a, b) = (Lit::from_index(0, true), Lit::from_index(1, true));
    let mut engine = Propagator::new(&formula_of(&[vec![!a, b], vec![!a, !b]], 2));
    assert!(!engine.refuted());
    assert_eq!(engine.probe(a), Probe::Conflict);
    assert!(engine.fix(!a));
    assert_eq!(engine.value(a), Some(false));
    assert_eq!(engine.value(b), None);
    assert!(!engine.fix(a));
    assert!(engine.refuted());
}
