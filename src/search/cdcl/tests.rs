//! The solver on plain clauses (a theory that adds nothing) against brute force.

use super::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

struct NoTheory;

impl Theory for NoTheory {
    fn assigned(&mut self, _lit: Lit, _trail: &Trail) {}
    fn propagate(&mut self, _trail: &mut Trail) -> Result<bool, Vec<Lit>> {
        Ok(false)
    }
    fn explain(&mut self, _lit: Lit, _tag: u32, _trail: &Trail) -> Vec<Lit> {
        unreachable!("no theory deductions")
    }
    fn backtracked(&mut self) {}
}

fn satisfies(model: &[bool], clause: &[Lit]) -> bool {
    clause.iter().any(|l| model[l.var()] == l.value())
}

/// `count` random clauses of 1 to `longest` literals over `vars` variables.
fn random_cnf(rng: &mut StdRng, vars: usize, count: usize, longest: usize) -> Vec<Vec<Lit>> {
    (0..count)
        .map(|_| {
            (0..rng.random_range(1..=longest))
                .map(|_| Lit::new(rng.random_range(0..vars), rng.random_bool(0.5)))
                .collect()
        })
        .collect()
}

/// The models of `clauses` over `vars` variables, counted by trying every assignment.
fn brute_force_count(vars: usize, clauses: &[Vec<Lit>]) -> usize {
    (0..1u32 << vars)
        .filter(|bits| {
            let model: Vec<bool> = (0..vars).map(|v| bits >> v & 1 == 1).collect();
            clauses.iter().all(|c| satisfies(&model, c))
        })
        .count()
}

/// Adds `clauses` to `solver`, then enumerates its models by blocking each one's decisions:
/// each must satisfy the clauses and come once. Returns how many came.
fn enumerate(solver: &mut Cdcl<NoTheory>, clauses: &[Vec<Lit>]) -> usize {
    for clause in clauses {
        solver.add_clause(clause);
    }
    let mut found = Vec::new();
    while let Outcome::Model(model) = solver.solve() {
        assert!(clauses.iter().all(|c| satisfies(&model, c)));
        assert!(!found.contains(&model), "a model came twice");
        let blocking: Vec<Lit> = solver.decisions().iter().map(|&l| !l).collect();
        found.push(model);
        solver.add_clause(&blocking);
    }
    found.len()
}

/// Random 3-CNFs near the threshold: every model is enumerated by blocking clauses, and
/// the count equals brute force, by default and with lookahead on a few candidates.
#[test]
fn enumerates_exactly_the_models_of_random_cnfs() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let vars = rng.random_range(1..=10);
        let count = rng.random_range(0..=4 * vars);
        let clauses = random_cnf(&mut rng, vars, count, 3);
        let expected = brute_force_count(vars, &clauses);
        let lookahead = Config {
            lookahead_levels: 3,
            lookahead_candidates: 2,
            ..Config::default()
        };
        for config in [Config::default(), lookahead] {
            let mut solver = Cdcl::with_config(vars, NoTheory, config);
            let found = enumerate(&mut solver, &clauses);
            assert_eq!(found, expected, "{config:?} {clauses:?}");
        }
    }
}

#[test]
fn luby_sequence() {
    let start: Vec<u64> = (0..15).map(luby).collect();
    assert_eq!(start, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
}

/// A deadline already past stops the search before it starts, and root probing after at
/// most one round of variables between looks at the clock; without one, the same clauses
/// are solved.
#[test]
fn a_past_deadline_stops_root_probing_and_the_search() {
    let vars = 1000;
    let build = || {
        let mut solver = Cdcl::new(vars, NoTheory);
        for v in 0..vars - 1 {
            solver.add_clause(&[Lit::new(v, true), Lit::new(v + 1, false)]);
        }
        solver
    };
    let mut stopped = build();
    stopped.stop_at(crate::limits::Deadline::at(std::time::Instant::now()));
    assert_eq!(stopped.solve(), Outcome::TimedOut);
    assert!(
        stopped.stats().probes <= 2 * 64,
        "{} probes",
        stopped.stats().probes
    );
    assert!(matches!(build().solve(), Outcome::Model(_)));
}

/// Forced phases steer the search only: on clauses that allow every value of the forced
/// variables, the first model takes them all (root probing off, so that nothing is implied
/// first); on random CNFs with random forced values, every model is still enumerated once.
#[test]
fn forced_phases_steer_but_keep_every_model() {
    let no_probing = Config {
        root_probing: false,
        ..Config::default()
    };
    let mut solver = Cdcl::with_config(4, NoTheory, no_probing);
    solver.add_clause(&[
        Lit::new(0, true),
        Lit::new(1, true),
        Lit::new(2, true),
        Lit::new(3, true),
    ]);
    let forced = [false, true, false, true];
    for (var, &value) in forced.iter().enumerate() {
        solver.force_phase(var, value);
    }
    let Outcome::Model(model) = solver.solve() else {
        panic!("satisfiable")
    };
    assert_eq!(model, forced);
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..200 {
        let vars = rng.random_range(1..=8);
        let count = rng.random_range(0..=4 * vars);
        let clauses = random_cnf(&mut rng, vars, count, 3);
        let expected = brute_force_count(vars, &clauses);
        let mut solver = Cdcl::new(vars, NoTheory);
        for var in 0..vars {
            if rng.random_bool(0.7) {
                solver.force_phase(var, rng.random_bool(0.5));
            }
        }
        assert_eq!(enumerate(&mut solver, &clauses), expected);
    }
}

/// Probing the root late (after some conflicts, at a restart) changes no answer: on random
/// 3-CNFs near the threshold, for several points at which to probe, every model is
/// enumerated exactly once and the root is probed exactly when that many conflicts came.
#[test]
fn probing_the_root_late_keeps_every_model() {
    let mut rng = StdRng::seed_from_u64(12);
    let mut probed_late = 0;
    for round in 0..150 {
        let vars = rng.random_range(4..=10);
        let clauses: Vec<Vec<Lit>> = (0..(vars * 43 / 10))
            .map(|_| {
                (0..3)
                    .map(|_| Lit::new(rng.random_range(0..vars), rng.random_bool(0.5)))
                    .collect()
            })
            .collect();
        let expected = brute_force_count(vars, &clauses);
        let after = [0, 1, 3, 10][round % 4];
        let mut solver = Cdcl::new(vars, NoTheory);
        solver.probe_after(after);
        let found = enumerate(&mut solver, &clauses);
        assert_eq!(found, expected, "probing after {after} conflicts");
        let stats = solver.stats();
        if after > 0 && stats.probes > 0 {
            probed_late += 1;
            assert!(
                stats.conflicts >= after,
                "probed after {} conflicts",
                stats.conflicts
            );
        }
    }
    assert!(probed_late >= 10, "{probed_late} searches probed late");
}
