//! How to work, as plain values: the options of a solve and of a generator, the SAT solver
//! and the engine chosen. They sit below the puzzle contract ([`crate::puzzle`]) and the
//! solving layer ([`crate::solve`]), which both take them and import nothing back; they are
//! published there ([`crate::solve::SolveOptions`], [`crate::puzzle::GenerateOptions`]).

mod engine;
mod generate;
mod solve;
mod solver;

pub use engine::Engine;
pub use generate::GenerateOptions;
pub use solve::SolveOptions;
pub(crate) use solve::with_deadline;
pub(crate) use solver::Output;
pub use solver::{ExternalSolver, SolverChoice};
