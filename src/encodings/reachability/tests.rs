//! Exhaustive checks of the reachability encoding: on small graphs, the member sets of its
//! models are exactly the connected subsets found by breadth-first search, each with exactly
//! one model; too few layers exclude exactly the sets with a member too far from the root.

use super::{Definition, Root, connected};
use crate::encodings::test_graphs::{distances_within, grid, small_graphs};
use std::collections::BTreeSet;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// The subsets (as bit sets) the encoding should accept: connected, containing a fixed root,
/// and with every member within `layers` steps of the root.
fn expected(adjacency: &[Vec<usize>], root: Root, layers: usize) -> BTreeSet<u32> {
    let n = adjacency.len();
    (0..1u32 << n)
        .filter(|&set| {
            let start = match root {
                Root::Fixed(r) if set >> r & 1 == 0 => return false,
                Root::Fixed(r) => r,
                Root::FirstMember | Root::Preferred(_) if set == 0 => return true,
                Root::FirstMember => set.trailing_zeros() as usize,
                Root::Preferred(r) if set >> r & 1 == 1 => r,
                Root::Preferred(_) => set.trailing_zeros() as usize,
            };
            let distance = distances_within(adjacency, set, start);
            (0..n).all(|v| set >> v & 1 == 0 || distance[v].is_some_and(|d| d <= layers))
        })
        .collect()
}

/// The member sets of the encoding's models, and the number of models of the whole formula
/// (all variables). Member sets are enumerated with blocking clauses over the members; the
/// count blocks whole models and stops past one model per subset of nodes, which already
/// proves that some set has several.
fn models(
    adjacency: &[Vec<usize>],
    root: Root,
    layers: usize,
    definition: Definition,
) -> (BTreeSet<u32>, usize) {
    let mut formula = CnfFormula::new();
    let members: Vec<Lit> = (0..adjacency.len()).map(|_| formula.new_lit()).collect();
    connected(&mut formula, &members, adjacency, root, layers, definition);
    let set_of = |model: &[Lit]| {
        members
            .iter()
            .enumerate()
            .filter(|&(_, m)| model.contains(m))
            .fold(0u32, |set, (v, _)| set | 1 << v)
    };
    let mut solver = Solver::new();
    solver.add_formula(&formula);
    let mut sets = BTreeSet::new();
    while solver.solve().unwrap() {
        let model = solver.model().unwrap();
        sets.insert(set_of(&model));
        let block: Vec<Lit> = members
            .iter()
            .map(|&m| if model.contains(&m) { !m } else { m })
            .collect();
        solver.add_clause(&block);
    }
    let mut solver = Solver::new();
    solver.add_formula(&formula);
    let mut total = 0;
    while total <= 1 << adjacency.len() && solver.solve().unwrap() {
        let model = solver.model().unwrap();
        total += 1;
        let block: Vec<Lit> = model.iter().map(|&l| !l).collect();
        solver.add_clause(&block);
    }
    (sets, total)
}

#[test]
fn models_are_the_connected_subsets_each_once() {
    for (name, adjacency) in &small_graphs() {
        let n = adjacency.len();
        for root in [
            Root::FirstMember,
            Root::Fixed(0),
            Root::Fixed(n - 1),
            Root::Preferred(n / 2),
        ] {
            let layers = n.saturating_sub(1);
            let want = expected(adjacency, root, layers);
            let (got, total) = models(adjacency, root, layers, Definition::Exact);
            assert_eq!(got, want, "{name}, {root:?}");
            assert_eq!(total, want.len(), "{name}, {root:?}: one model per subset");
            let (support, _) = models(adjacency, root, layers, Definition::Support);
            assert_eq!(support, want, "{name}, {root:?}, support only");
        }
    }
}

#[test]
fn too_few_layers_exclude_exactly_the_far_members() {
    let path = grid(5, 1);
    for layers in 0..4 {
        let (got, _) = models(&path, Root::Fixed(0), layers, Definition::Exact);
        let want: BTreeSet<u32> = (0..=layers.min(4)).map(|k| (1u32 << (k + 1)) - 1).collect();
        assert_eq!(got, want, "{layers} layers");
        assert_eq!(got, expected(&path, Root::Fixed(0), layers));
    }
    let square = grid(3, 3);
    for layers in 0..8 {
        for root in [Root::FirstMember, Root::Fixed(4), Root::Preferred(4)] {
            for definition in [Definition::Exact, Definition::Support] {
                assert_eq!(
                    models(&square, root, layers, definition).0,
                    expected(&square, root, layers),
                    "{layers} {root:?} {definition:?}"
                );
            }
        }
    }
}
