//! Search beside the CNF path: a CDCL solver whose constraints are a puzzle's own
//! propagators ([`Theory`]), explained by clauses on demand (lazy clause generation). A
//! puzzle offers such an engine when its own propagation beats the CNF's (Hanjie's line
//! solver); the CNF path stays for the others, for `--engine sat` and for `--proof`.

mod cdcl;
mod heap;
mod trail;

pub use cdcl::SearchStats;
pub(crate) use cdcl::{Cdcl, Outcome, Theory, luby};
pub(crate) use trail::{Lit, Reason, Trail};
