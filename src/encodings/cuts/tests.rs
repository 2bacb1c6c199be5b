//! Exhaustive checks of the lazy cuts on small graphs: a connected member set gets no cut
//! and satisfies every cut made for any other set; a disconnected set gets cuts it breaks;
//! and the lazy loop (solve, cut, solve again) finds exactly the connected subsets.

use super::separation_cuts;
use crate::encodings::test_graphs::{is_connected, small_graphs};
use std::collections::BTreeSet;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

fn satisfies(set: u32, members: &[Lit], clause: &[Lit]) -> bool {
    clause.iter().any(|&lit| {
        let v = members.iter().position(|&m| m.var() == lit.var()).unwrap();
        (set >> v & 1 == 1) == lit.is_positive()
    })
}

#[test]
fn cuts_keep_every_connected_set_and_break_their_own() {
    for (name, adjacency) in &small_graphs() {
        let n = adjacency.len();
        let mut formula = CnfFormula::new();
        let members: Vec<Lit> = (0..n).map(|_| formula.new_lit()).collect();
        let connected: Vec<u32> = (0..1u32 << n).filter(|&s| is_connected(adjacency, s)).collect();
        for set in 0..1u32 << n {
            let in_set: Vec<bool> = (0..n).map(|v| set >> v & 1 == 1).collect();
            let cuts = separation_cuts(&members, adjacency, &in_set, &|| false);
            assert_eq!(
                cuts.is_empty(),
                is_connected(adjacency, set),
                "{name}, set {set:b}"
            );
            for cut in &cuts {
                assert!(
                    !satisfies(set, &members, cut),
                    "{name}, set {set:b}: {cut:?} not broken"
                );
                for &good in &connected {
                    assert!(
                        satisfies(good, &members, cut),
                        "{name}: {cut:?} cuts off {good:b}"
                    );
                }
            }
        }
    }
}

#[test]
fn lazy_loop_finds_exactly_the_connected_subsets() {
    for (name, adjacency) in &small_graphs() {
        let n = adjacency.len();
        let mut solver = Solver::new();
        let members: Vec<Lit> = (0..n).map(|_| solver.new_lit()).collect();
        let mut found = BTreeSet::new();
        while solver.solve().unwrap() {
            let model = solver.model().unwrap();
            let in_set: Vec<bool> = members.iter().map(|m| model.contains(m)).collect();
            let cuts = separation_cuts(&members, adjacency, &in_set, &|| false);
            if cuts.is_empty() {
                let set = (0..n).filter(|&v| in_set[v]).fold(0u32, |s, v| s | 1 << v);
                found.insert(set);
                let block: Vec<Lit> = (0..n)
                    .map(|v| if in_set[v] { !members[v] } else { members[v] })
                    .collect();
                solver.add_clause(&block);
            }
            for cut in &cuts {
                solver.add_clause(cut);
            }
        }
        let want: BTreeSet<u32> = (0..1u32 << n).filter(|&s| is_connected(adjacency, s)).collect();
        assert_eq!(found, want, "{name}");
    }
}
