//! The variables not assigned yet, ordered by activity (VSIDS): a binary max-heap that knows
//! where each variable sits, so a bumped variable moves up in `O(log n)`.

/// A max-heap of variable indices keyed by an activity slice the caller owns.
#[derive(Clone, Debug, Default)]
pub(crate) struct VarHeap {
    heap: Vec<u32>,
    /// Index in `heap` of each variable, `u32::MAX` when it is not in the heap.
    index: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

impl VarHeap {
    /// A heap holding every variable `0..vars`.
    pub(crate) fn new(vars: usize, activity: &[f64]) -> Self {
        let mut heap = VarHeap {
            heap: Vec::with_capacity(vars),
            index: vec![ABSENT; vars],
        };
        for var in 0..vars {
            heap.insert(var as u32, activity);
        }
        heap
    }

    /// Whether `var` is in the heap.
    pub(crate) fn contains(&self, var: u32) -> bool {
        self.index[var as usize] != ABSENT
    }

    /// Adds `var` (no effect when it is there already).
    pub(crate) fn insert(&mut self, var: u32, activity: &[f64]) {
        if self.contains(var) {
            return;
        }
        self.index[var as usize] = self.heap.len() as u32;
        self.heap.push(var);
        self.up(self.heap.len() - 1, activity);
    }

    /// Moves `var` up after its activity grew.
    pub(crate) fn increased(&mut self, var: u32, activity: &[f64]) {
        if self.contains(var) {
            self.up(self.index[var as usize] as usize, activity);
        }
    }

    /// Removes and returns the most active variable.
    pub(crate) fn pop(&mut self, activity: &[f64]) -> Option<u32> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("not empty");
        self.index[top as usize] = ABSENT;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.index[last as usize] = 0;
            self.down(0, activity);
        }
        Some(top)
    }

    fn up(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        while at > 0 {
            let parent = (at - 1) / 2;
            if activity[self.heap[parent] as usize] >= activity[var as usize] {
                break;
            }
            self.heap[at] = self.heap[parent];
            self.index[self.heap[at] as usize] = at as u32;
            at = parent;
        }
        self.heap[at] = var;
        self.index[var as usize] = at as u32;
    }

    fn down(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        loop {
            let left = 2 * at + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.heap.len()
                && activity[self.heap[right] as usize] > activity[self.heap[left] as usize]
            {
                right
            } else {
                left
            };
            if activity[self.heap[child] as usize] <= activity[var as usize] {
                break;
            }
            self.heap[at] = self.heap[child];
            self.index[self.heap[at] as usize] = at as u32;
            at = child;
        }
        self.heap[at] = var;
        self.index[var as usize] = at as u32;
    }
}
