//! `solve --proof DIR`: the certificates checked from outside gridsat, and the inputs and
//! options it refuses.

// Helpers of this area.
mod proof_checks;

mod cli;
mod cli_inputs;
