//! Exhaustive checks of the spanning-forest encoding: the comparator on every pair of
//! small numbers; on small graphs, the member sets of the models are exactly the connected
//! subsets (one class) and the connected subsets with a connected complement (two classes,
//! as Yin Yang's colours).

use super::{connected_classes, label_bits, less_than};
use crate::encodings::reachability::Root;
use crate::encodings::test_graphs::{is_connected, small_graphs};
use std::collections::BTreeSet;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// The member sets (bit sets over `members`) of the models of `formula`.
fn member_sets(formula: &CnfFormula, members: &[Lit]) -> BTreeSet<u32> {
    let mut solver = Solver::new();
    solver.add_formula(formula);
    let mut sets = BTreeSet::new();
    while solver.solve().unwrap() {
        let model = solver.model().unwrap();
        let set = (0..members.len())
            .filter(|&v| model.contains(&members[v]))
            .fold(0u32, |set, v| set | 1 << v);
        sets.insert(set);
        let block: Vec<Lit> = members
            .iter()
            .map(|&m| if model.contains(&m) { !m } else { m })
            .collect();
        solver.add_clause(&block);
    }
    sets
}

#[test]
fn label_bits_cover_every_depth() {
    for (n, bits) in [
        (0, 1),
        (1, 1),
        (2, 1),
        (3, 2),
        (4, 2),
        (5, 3),
        (16, 4),
        (17, 5),
        (400, 9),
    ] {
        assert_eq!(label_bits(n), bits, "{n} nodes");
        assert!(n <= 1 << bits);
    }
}

#[test]
fn less_than_holds_exactly_for_smaller_numbers() {
    for width in 1..=3 {
        for a in 0..1u32 << width {
            for b in 0..1u32 << width {
                let mut formula = CnfFormula::new();
                let when = formula.new_lit();
                let bits_a: Vec<Lit> = (0..width).map(|_| formula.new_lit()).collect();
                let bits_b: Vec<Lit> = (0..width).map(|_| formula.new_lit()).collect();
                less_than(&mut formula, when, &bits_a, &bits_b);
                let mut solver = Solver::new();
                solver.add_formula(&formula);
                let fixed = |bits: &[Lit], value: u32| -> Vec<Lit> {
                    (0..width)
                        .map(|i| if value >> i & 1 == 1 { bits[i] } else { !bits[i] })
                        .collect()
                };
                let mut assumptions = vec![when];
                assumptions.extend(fixed(&bits_a, a));
                assumptions.extend(fixed(&bits_b, b));
                solver.assume(&assumptions);
                assert_eq!(solver.solve().unwrap(), a < b, "width {width}: {a} < {b}");
                assumptions[0] = !when;
                solver.assume(&assumptions);
                assert!(solver.solve().unwrap(), "width {width}: off when not asked");
            }
        }
    }
}

#[test]
fn one_class_models_are_the_connected_subsets() {
    for (name, adjacency) in &small_graphs() {
        let n = adjacency.len();
        for root in [Root::FirstMember, Root::Fixed(n - 1), Root::Preferred(n / 2)] {
            let mut formula = CnfFormula::new();
            let members: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
            connected_classes(&mut formula, std::slice::from_ref(&members), &[root], adjacency);
            let want: BTreeSet<u32> = (0..1u32 << n)
                .filter(|&set| is_connected(adjacency, set))
                .filter(|&set| !matches!(root, Root::Fixed(r) if set >> r & 1 == 0))
                .collect();
            assert_eq!(member_sets(&formula, &members), want, "{name}, {root:?}");
        }
    }
}

#[test]
fn two_class_models_are_the_splits_into_two_connected_sets() {
    for (name, adjacency) in &small_graphs() {
        let n = adjacency.len();
        let mut formula = CnfFormula::new();
        let black: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
        let white: Vec<Lit> = black.iter().map(|&l| !l).collect();
        let roots = [Root::FirstMember, Root::Preferred(n - 1)];
        connected_classes(&mut formula, &[black.clone(), white], &roots, adjacency);
        let all = (1u64 << n) as u32;
        let want: BTreeSet<u32> = (0..all)
            .filter(|&set| is_connected(adjacency, set) && is_connected(adjacency, !set & (all - 1)))
            .collect();
        assert_eq!(member_sets(&formula, &black), want, "{name}");
    }
}
