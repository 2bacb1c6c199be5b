//! Lazy connectivity: instead of encoding "the members are connected" up front, solve
//! without it and, when a model's members fall into several components, add clauses that
//! every connected member set satisfies and this model breaks (cuts), then solve again.
//! Each cut says: if a node `c` of one component and a node `o` of another are both
//! members, some node of a separator between them is a member too. The separator is the
//! part of the component's outer boundary that faces `o`'s side, which is the smallest of
//! the simple choices and so gives the shortest, strongest clause.

use std::collections::VecDeque;
use varisat::Lit;

/// Cuts that exclude a disconnected member set (`in_set[v]`: whether node `v` is a member in
/// the model) in the graph `adjacency`: one per component, separating it from the largest
/// other component. Empty when the members form at most one component. Every connected
/// member set satisfies every cut, so the cuts may stay for good, whatever clues are
/// assumed later.
///
/// Each cut costs a flood of the graph, so a model of thousands of components takes a
/// while: once `stop()` says so (a deadline), the cuts made so far are returned, at least
/// one when there are several components; each holds on its own.
pub(crate) fn separation_cuts(
    members: &[Lit],
    adjacency: &[Vec<usize>],
    in_set: &[bool],
    stop: &dyn Fn() -> bool,
) -> Vec<Vec<Lit>> {
    let components = components(adjacency, in_set);
    if components.len() < 2 {
        return Vec::new();
    }
    let largest = (0..components.len())
        .max_by_key(|&i| components[i].len())
        .expect("two components");
    let runner_up = (0..components.len())
        .filter(|&i| i != largest)
        .max_by_key(|&i| components[i].len())
        .expect("two components");
    (0..components.len())
        .take_while(|&i| i == 0 || !stop())
        .map(|i| {
            let other = if i == largest { runner_up } else { largest };
            let (inside, outside) = (components[i][0], components[other][0]);
            let mut cut = vec![!members[inside], !members[outside]];
            cut.extend(
                separator(adjacency, &components[i], outside)
                    .into_iter()
                    .map(|s| members[s]),
            );
            cut
        })
        .collect()
}

/// The connected components of the member set, each listed from its first node.
fn components(adjacency: &[Vec<usize>], in_set: &[bool]) -> Vec<Vec<usize>> {
    let mut seen = vec![false; adjacency.len()];
    let mut components = Vec::new();
    for start in 0..adjacency.len() {
        if in_set[start] && !seen[start] {
            seen[start] = true;
            components.push(flood(adjacency, start, &mut seen, |v| in_set[v]));
        }
    }
    components
}

/// Nodes reached from `start` through nodes that `allowed` accepts and `seen` does not
/// hold yet (marking them seen), `start` first.
fn flood(
    adjacency: &[Vec<usize>],
    start: usize,
    seen: &mut [bool],
    allowed: impl Fn(usize) -> bool,
) -> Vec<usize> {
    let mut reached = vec![start];
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &u in &adjacency[v] {
            if !seen[u] && allowed(u) {
                seen[u] = true;
                reached.push(u);
                queue.push_back(u);
            }
        }
    }
    reached
}

/// The nodes next to `component` (not in it) that also touch the region of the rest of the
/// graph that holds `target`: every path from the component to `target` enters that region
/// from one of them.
fn separator(adjacency: &[Vec<usize>], component: &[usize], target: usize) -> Vec<usize> {
    let n = adjacency.len();
    let mut in_component = vec![false; n];
    for &v in component {
        in_component[v] = true;
    }
    let mut boundary = vec![false; n];
    for &v in component {
        for &u in &adjacency[v] {
            if !in_component[u] {
                boundary[u] = true;
            }
        }
    }
    let mut seen: Vec<bool> = (0..n).map(|v| in_component[v] || boundary[v]).collect();
    seen[target] = true;
    let region = flood(adjacency, target, &mut seen, |_| true);
    let mut faces_target = vec![false; n];
    for &v in &region {
        for &u in &adjacency[v] {
            if boundary[u] {
                faces_target[u] = true;
            }
        }
    }
    (0..n).filter(|&v| faces_target[v]).collect()
}

#[cfg(test)]
mod tests;
