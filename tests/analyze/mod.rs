//! `gridsat analyze` (forced cells, conflicting clues, difficulty) end to end, and Hanjie's
//! rating by lines. Every instance is analysed against its answers in the conformance
//! suite; small puzzles of each kind against brute force, and an instance with a clue
//! changed, in the kind's own area.

mod cli;
mod generate_attempts;
mod line_rating;
