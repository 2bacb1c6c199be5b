//! Connectivity of several disjoint classes of a graph's nodes, as CNF, by a spanning
//! forest: every member of a class other than its root points to a neighbour of the same
//! class (a parent) whose binary-coded label is smaller, so following parents ends at the
//! root. The labels are shared by all classes, so Yin Yang's two colours cost one label per
//! cell. Far smaller than reachability layers (`O(E log V)` clauses instead of
//! `O(V * layers)`), and complete, so it can be exported; sizes and the proof are in
//! `encodings/reachability.md`.

use super::reachability::{Root, root_literals};
use varisat::{ExtendFormula, Lit};

/// Requires, for each class `c`, the nodes whose `classes[c]` literal is true to form one
/// connected set (the empty set counts as connected) in the graph `adjacency` (symmetric),
/// grown from `roots[c]`. The caller guarantees that no node is in two classes at once.
///
/// Variables: a parent literal `p(v,u)` per directed edge, `⌈log2 V⌉` label bits per node,
/// and `bits - 1` comparator literals per directed edge. Clauses, for each directed edge
/// `v → u`: `p(v,u) ∧ m_c(v) → m_c(u)` for each class; `p(v,u) → label(u) < label(v)`
/// (three clauses per bit); and for each node and class
/// `m_c(v) → root_c(v) ∨ ⋁_u p(v,u)`.
///
/// Sound: from any member, parents stay in its class and labels strictly decrease, so the
/// walk ends at a member that needs no parent, the class's only root. Complete: a
/// breadth-first tree of each class from its root, labelled by depth, satisfies every clause.
pub(crate) fn connected_classes<F: ExtendFormula>(
    formula: &mut F,
    classes: &[Vec<Lit>],
    roots: &[Root],
    adjacency: &[Vec<usize>],
) {
    assert_eq!(classes.len(), roots.len(), "one root per class");
    let n = adjacency.len();
    let root_lits: Vec<Vec<Option<Lit>>> = classes
        .iter()
        .zip(roots)
        .map(|(members, &root)| {
            assert_eq!(members.len(), n, "one membership literal per node");
            root_literals(formula, members, root)
        })
        .collect();
    let bits = label_bits(n);
    let labels: Vec<Vec<Lit>> = (0..n)
        .map(|_| (0..bits).map(|_| formula.new_lit()).collect())
        .collect();
    for v in 0..n {
        let parents: Vec<Lit> = adjacency[v]
            .iter()
            .map(|&u| {
                let parent = formula.new_lit();
                for members in classes {
                    formula.add_clause(&[!parent, !members[v], members[u]]);
                }
                less_than(formula, parent, &labels[u], &labels[v]);
                parent
            })
            .collect();
        for (members, roots) in classes.iter().zip(&root_lits) {
            let mut clause = vec![!members[v]];
            clause.extend(roots[v]);
            clause.extend(&parents);
            formula.add_clause(&clause);
        }
    }
}

/// Bits of a label: enough for the values `0..n` (a depth in a tree of `n` nodes), at
/// least one.
pub(crate) fn label_bits(n: usize) -> usize {
    (usize::BITS - n.saturating_sub(1).leading_zeros()).max(1) as usize
}

/// `when → a < b` for two binary numbers of the same width (bit 0 least significant):
/// going down from the most significant bit, `lt_i` ("a < b on bits i..0") implies
/// `a_i ≤ b_i` and, when the two bits are equal, `lt_{i-1}`; at bit 0 it implies
/// `a_0 = 0, b_0 = 1`. `when` is `lt` of the top bit, so `bits - 1` new literals and
/// `3 * bits - 1` clauses.
pub(crate) fn less_than<F: ExtendFormula>(formula: &mut F, when: Lit, a: &[Lit], b: &[Lit]) {
    assert_eq!(a.len(), b.len(), "numbers of the same width");
    assert!(!a.is_empty(), "numbers of at least one bit");
    let mut lt = when;
    for i in (1..a.len()).rev() {
        formula.add_clause(&[!lt, !a[i], b[i]]);
        let lower = formula.new_lit();
        formula.add_clause(&[!lt, a[i], b[i], lower]);
        formula.add_clause(&[!lt, !a[i], !b[i], lower]);
        lt = lower;
    }
    formula.add_clause(&[!lt, !a[0]]);
    formula.add_clause(&[!lt, b[0]]);
}

#[cfg(test)]
mod tests;
