//! Decisions: which variable next (the most active open one, VSIDS) and which value
//! (a forced phase, else the saved one), and when to restart (the Luby sequence).

use super::{Cdcl, Theory};
use crate::search::trail::Lit;

impl<T: Theory> Cdcl<T> {
    /// Makes every decision on `var` give it `value` (a forced phase, a hint from outside),
    /// instead of the value it last had (phase saving). Steers the search only.
    pub(crate) fn force_phase(&mut self, var: usize, value: bool) {
        self.forced[var] = Some(value);
    }

    /// The literal a decision on `var` assigns: its forced phase, else its saved one.
    pub(super) fn decision(&self, var: usize) -> Lit {
        Lit::new(var, self.forced[var].unwrap_or(self.phase[var]))
    }

    /// The next decision variable, or `None` when every variable is assigned.
    pub(super) fn pick(&mut self) -> Option<usize> {
        while let Some(var) = self.heap.pop(&self.activity) {
            if self.trail.var_value(var as usize).is_none() {
                return Some(var as usize);
            }
        }
        None
    }

    /// Raises `var`'s activity (VSIDS), rescaling every activity when it grows too large.
    pub(super) fn bump_var(&mut self, var: usize) {
        self.activity[var] += self.bump;
        if self.activity[var] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        self.heap.increased(var as u32, &self.activity);
    }
}

/// The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, from index 0.
pub(crate) fn luby(index: u32) -> u64 {
    let mut size = 1u64;
    let mut seq = 0u32;
    let x = u64::from(index);
    while size < x + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    let mut x = x;
    while size - 1 != x {
        size = (size - 1) >> 1;
        seq -= 1;
        x %= size;
    }
    1 << seq
}
