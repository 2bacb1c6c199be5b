//! One module per puzzle kind, each implementing [`crate::puzzle::Puzzle`].

pub mod hanjie;
pub mod magnets;
pub mod onetwothree;
pub mod yinyang;
