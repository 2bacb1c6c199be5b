//! Small graphs and breadth-first search for the exhaustive tests of the connectivity
//! encodings (`reachability`, `tree`, `cuts`). Node sets are bit sets (`u32`).

/// The grid graph of `width` x `height` nodes, row by row.
pub(crate) fn grid(width: usize, height: usize) -> Vec<Vec<usize>> {
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

/// The cycle of `n` nodes.
pub(crate) fn cycle(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|v| vec![(v + n - 1) % n, (v + 1) % n]).collect()
}

/// Two paths of 3 nodes with no edge between them.
pub(crate) fn two_paths() -> Vec<Vec<usize>> {
    vec![vec![1], vec![0, 2], vec![1], vec![4], vec![3, 5], vec![4]]
}

/// Breadth-first distance from `root` to every member of `set` through members.
pub(crate) fn distances_within(adjacency: &[Vec<usize>], set: u32, root: usize) -> Vec<Option<usize>> {
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

/// Whether the members of `set` form at most one component.
pub(crate) fn is_connected(adjacency: &[Vec<usize>], set: u32) -> bool {
    if set == 0 {
        return true;
    }
    let start = set.trailing_zeros() as usize;
    let distance = distances_within(adjacency, set, start);
    (0..adjacency.len()).all(|v| set >> v & 1 == 0 || distance[v].is_some())
}

/// Test graphs: grids up to 3x3 and 2x4, a cycle, a star, and two separate paths.
pub(crate) fn small_graphs() -> Vec<(String, Vec<Vec<usize>>)> {
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
    graphs
}
