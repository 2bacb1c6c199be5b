//! `gridsat analyze` (forced cells, conflicting clues, difficulty, mends) end to end, and
//! Hanjie's rating by lines; `gridsat hint` against brute force on small puzzles of every
//! kind, and end to end. Every instance is analysed against its answers in the conformance
//! suite; small puzzles of each kind against brute force, and an instance with a clue
//! changed, in the kind's own area.

// Helpers of this area.
mod small_puzzles;

mod cli;
mod generate_attempts;
mod hint;
mod hint_cli;
mod line_rating;
mod mend;
