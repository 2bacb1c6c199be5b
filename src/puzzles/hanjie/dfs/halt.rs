//! When probing a node stops short of its fixpoint ([`Halt`]): a solution met, a
//! conflict, the probe budget spent, or the deadline passed ([`probe_node`]).

use super::board::Conflict;
use super::node::{Node, Prober};
use crate::grid::Grid;
use crate::limits::Deadline;
use std::collections::HashSet;

/// Probes between two looks at the deadline.
const DEADLINE_CHECK: u64 = 256;

/// Probes `node` to its fixpoint, unless the probes pass `max_probes` or `deadline` passes.
pub(super) fn probe_node(
    prober: &mut Prober,
    node: &mut Node,
    max_probes: u64,
    deadline: &Deadline,
    found: &HashSet<Grid<u8>>,
) -> Result<(), Halt> {
    let mut next_look = prober.probes + DEADLINE_CHECK;
    let mut go_on = |probes| {
        if probes > max_probes {
            return Err(Halt::GaveUp);
        }
        if probes >= next_look {
            next_look = probes + DEADLINE_CHECK;
            if deadline.passed() {
                return Err(Halt::TimedOut);
            }
        }
        Ok(())
    };
    node.probe_to_fixpoint(prober, &mut go_on, found)
}

/// Why probing a node stopped before its fixpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Halt {
    /// A probe's trial decided every cell: a solution not found before.
    Solution(Grid<u8>),
    /// Some line has no filling left.
    Conflict,
    /// The probe budget is spent.
    GaveUp,
    /// The deadline has passed.
    TimedOut,
}

impl From<Conflict> for Halt {
    fn from(_: Conflict) -> Self {
        Halt::Conflict
    }
}
