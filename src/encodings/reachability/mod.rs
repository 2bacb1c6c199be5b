//! Connectivity of a subset of a graph's nodes, as CNF, by reachability layers: the subset
//! (its membership literals) is connected exactly when every member is reached from a root
//! member within a given number of steps through members. Layer `k` says "this node is
//! reached within `k` steps"; layer 0 is the root. A complete encoding (no lazy checks),
//! so it can be exported; sizes and the proof are in `encodings/reachability.md`.
//! Used for Yin Yang (each colour one region); written for any graph.

use varisat::{ExtendFormula, Lit};

/// Which member the layers grow from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Root {
    /// This node, which is then required to be a member.
    Fixed(usize),
    /// The first member in node order (encoded with a prefix chain); the empty subset is
    /// allowed and counts as connected.
    FirstMember,
    /// This node when it is a member, otherwise the first member in node order: like
    /// [`Root::FirstMember`] with this node moved to the front. Sound whatever the node
    /// holds, so a caller can prefer a cell whose clue may later be dropped.
    Preferred(usize),
}

/// Which clauses define the layer literals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Definition {
    /// Both directions: every layer literal is a function of the members, so each member
    /// set has exactly one model (counting by all variables is counting sets).
    Exact,
    /// Only what soundness needs (a reached node is a member supported by the layer before,
    /// and every member is reached at the end): about half the clauses, and on Yin Yang far
    /// faster to satisfy; a member set may have several models, which blocking clauses over
    /// the members do not mind.
    Support,
}

/// The literals of a reachability encoding.
#[derive(Clone, Debug)]
pub(crate) struct Layers {
    /// `reached[k][v]`: node `v` is a member reached from the root within `k` steps; `None`
    /// where that is impossible whatever the members (too far from every possible root).
    /// No kind reads them yet (Yin Yang only needs the constraint).
    #[allow(dead_code)]
    pub(crate) reached: Vec<Vec<Option<Lit>>>,
}

/// Requires the nodes whose `members` literal is true to form one connected set in the
/// graph `adjacency` (node `v`'s neighbours are `adjacency[v]`, symmetric), with paths of at
/// most `layers` steps from the root. Exact when `layers` is at least the largest number
/// of members minus one (a shortest path inside a connected set of `s` nodes has at most
/// `s - 1` steps); smaller values also forbid connected sets that are too "long".
///
/// Clauses, for every layer `k ≥ 1` and node `v` (with `r_k(v)` the layer literal):
/// `r_k(v) → m(v)`; `r_k(v) → r_{k-1}(v) ∨ ⋁_{u ∈ N(v)} r_{k-1}(u)`; `r_{k-1}(v) → r_k(v)`;
/// `m(v) ∧ r_{k-1}(u) → r_k(v)` for each neighbour `u`; and finally `m(v) → r_L(v)`.
/// The third and fourth families make every layer literal a function of the members, so
/// each subset has exactly one model; [`Definition::Support`] leaves them out.
pub(crate) fn connected<F: ExtendFormula>(
    formula: &mut F,
    members: &[Lit],
    adjacency: &[Vec<usize>],
    root: Root,
    layers: usize,
    definition: Definition,
) -> Layers {
    let n = members.len();
    assert_eq!(adjacency.len(), n, "one adjacency list per node");
    let first = root_literals(formula, members, root);
    // Nodes at graph distance > k from every possible root cannot be reached by layer k.
    let distance = distances_from_roots(adjacency, root);
    let mut reached = vec![first];
    for k in 1..=layers {
        let previous = &reached[k - 1];
        let mut layer = Vec::with_capacity(n);
        for v in 0..n {
            if distance[v] > k {
                layer.push(None);
                continue;
            }
            let lit = formula.new_lit();
            formula.add_clause(&[!lit, members[v]]);
            let mut support: Vec<Lit> = vec![!lit];
            support.extend(previous[v]);
            support.extend(adjacency[v].iter().filter_map(|&u| previous[u]));
            formula.add_clause(&support);
            if definition == Definition::Exact {
                if let Some(before) = previous[v] {
                    formula.add_clause(&[!before, lit]);
                }
                for &u in &adjacency[v] {
                    if let Some(neighbour) = previous[u] {
                        formula.add_clause(&[!members[v], !neighbour, lit]);
                    }
                }
            }
            layer.push(Some(lit));
        }
        reached.push(layer);
    }
    let last = reached.last().expect("layer 0 exists");
    for v in 0..n {
        match last[v] {
            Some(lit) => formula.add_clause(&[!members[v], lit]),
            None => formula.add_clause(&[!members[v]]),
        }
    }
    Layers { reached }
}

/// The literal "node `v` is the root", for each node (`None` where it cannot be): layer 0
/// of the reachability encoding, and the roots of `encodings::tree`. A [`Root::Fixed`]
/// node is required to be a member.
pub(crate) fn root_literals<F: ExtendFormula>(
    formula: &mut F,
    members: &[Lit],
    root: Root,
) -> Vec<Option<Lit>> {
    let n = members.len();
    let order: Vec<usize> = match root {
        Root::Fixed(r) => {
            formula.add_clause(&[members[r]]);
            return (0..n).map(|v| (v == r).then_some(members[r])).collect();
        }
        Root::FirstMember => (0..n).collect(),
        Root::Preferred(r) => std::iter::once(r).chain((0..n).filter(|&v| v != r)).collect(),
    };
    // Along `order`: seen(v) ↔ seen(before) ∨ m(v); root(v) ↔ m(v) ∧ ¬seen(before).
    let mut roots = vec![None; n];
    let mut seen: Option<Lit> = None;
    for v in order {
        let member = members[v];
        let Some(before) = seen else {
            roots[v] = Some(member);
            seen = Some(member);
            continue;
        };
        let root_here = formula.new_lit();
        formula.add_clause(&[!root_here, member]);
        formula.add_clause(&[!root_here, !before]);
        formula.add_clause(&[!member, before, root_here]);
        let seen_here = formula.new_lit();
        formula.add_clause(&[!before, seen_here]);
        formula.add_clause(&[!member, seen_here]);
        formula.add_clause(&[!seen_here, before, member]);
        roots[v] = Some(root_here);
        seen = Some(seen_here);
    }
    roots
}

/// Breadth-first distance of each node from the nearest node that may be the root
/// (every node for [`Root::FirstMember`]); `usize::MAX` when unreachable.
fn distances_from_roots(adjacency: &[Vec<usize>], root: Root) -> Vec<usize> {
    let n = adjacency.len();
    match root {
        Root::FirstMember | Root::Preferred(_) => vec![0; n],
        Root::Fixed(r) => {
            let mut distance = vec![usize::MAX; n];
            distance[r] = 0;
            let mut queue = std::collections::VecDeque::from([r]);
            while let Some(v) = queue.pop_front() {
                for &u in &adjacency[v] {
                    if distance[u] == usize::MAX {
                        distance[u] = distance[v] + 1;
                        queue.push_back(u);
                    }
                }
            }
            distance
        }
    }
}

#[cfg(test)]
mod tests;
