//! Exhaustive checks of the reachability encoding: on small graphs, the member sets of its
//! models are exactly the connected subsets found by breadth-first search, each with exactly
//! one model; too few layers exclude exactly the sets with a member too far from the root.

use super::{Definition, Root, connected};
use std::collections::BTreeSet;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// The grid graph of `width` x `height` nodes, row by row.
fn grid(width: usize, height: usize) -> Vec<Vec<usize>> {
    (0..width * height)
        .map(|v| {
            let (r, c) = (v / width, v % width);
            let mut n = Vec::new();
            if r > 0 {
                n.push(v - width);
            }
            if r + 1 < height {
                n.push(v + width);
            }
            if c > 0 {
                n.push(v - 1);
            }
            if c + 1 < width {
                n.push(v + 1);
            }
            n
        })
        .collect()
}

fn cycle(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|v| vec![(v + n - 1) % n, (v + 1) % n]).collect()
}

/// Two paths of 3 nodes with no edge between them.
fn two_paths() -> Vec<Vec<usize>> {
    vec![vec![1], vec![0, 2], vec![1], vec![4], vec![3, 5], vec![4]]
}

/// Breadth-first distance from `root` to every member of `set` through members.
fn distances_within(adjacency: &[Vec<usize>], set: u32, root: usize) -> Vec<Option<usize>> {
    let mut distance = vec![None; adjacency.len()];
    distance[root] = Some(0);
    let mut queue = std::collections::VecDeque::from([root]);
    while let Some(v) = queue.pop_front() {
        for &u in &adjacency[v] {
            if set >> u & 1 == 1 && distance[u].is_none() {
                distance[u] = Some(distance[v].unwrap() + 1);
                queue.push_back(u);
            }
        }
    }
    distance
}

/// The subsets (as bit sets) the encoding should accept: connected, containing a fixed root,
/// and with every member within `layers` steps of the root.
fn expected(adjacency: &[Vec<usize>], root: Root, layers: usize) -> BTreeSet<u32> {
    let n = adjacency.len();
    (0..1u32 << n)
        .filter(|&set| {
            let start = match root {
                Root::Fixed(r) if set >> r & 1 == 0 => return false,
                Root::Fixed(r) => r,
                Root::FirstMember if set == 0 => return true,
                Root::FirstMember => set.trailing_zeros() as usize,
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
    let mut graphs: Vec<(String, Vec<Vec<usize>>)> = Vec::new();
    for (w, h) in [(1, 1), (1, 2), (2, 2), (1, 5), (2, 3), (3, 3), (2, 4), (4, 2)] {
        graphs.push((format!("{w}x{h} grid"), grid(w, h)));
    }
    graphs.push(("5-cycle".into(), cycle(5)));
    graphs.push((
        "star".into(),
        vec![vec![1, 2, 3, 4], vec![0], vec![0], vec![0], vec![0]],
    ));
    graphs.push(("two paths".into(), two_paths()));
    for (name, adjacency) in &graphs {
        let n = adjacency.len();
        for root in [Root::FirstMember, Root::Fixed(0), Root::Fixed(n - 1)] {
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
        for root in [Root::FirstMember, Root::Fixed(4)] {
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
