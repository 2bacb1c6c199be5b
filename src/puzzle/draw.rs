//! [`Draw`] and [`Notation`]: a puzzle as pictures, and as the files and links it is written
//! to.

use super::Puzzle;

/// Pictures of a puzzle, solved or not.
pub trait Draw: Puzzle {
    /// A picture of the puzzle in text, solved when `solution` is given.
    fn render(&self, solution: Option<&Self::Solution>) -> String;
    /// A picture for a terminal (Unicode, colour), when it differs from [`Draw::render`].
    fn render_for_terminal(&self, _solution: Option<&Self::Solution>) -> Option<String> {
        None
    }
    /// The puzzle as an SVG picture drawn as books print it, solved when `solution` is
    /// given. By default, the text picture of [`Draw::render`] set in a monospace font.
    fn svg(&self, solution: Option<&Self::Solution>) -> String {
        crate::svg::text_picture(&self.render(solution))
    }
}

/// What a puzzle and its solutions are written as: answer rows, the kind's native file
/// format and the addresses where it can be played; each is read back by
/// [`Puzzle::parse`] or [`Puzzle::parse_answers`].
pub trait Notation: Puzzle {
    /// The solution as plain rows of symbols (the JSON `solution` field, answer files).
    fn solution_rows(&self, solution: &Self::Solution) -> Vec<String>;
    /// A partly filled grid as rows of symbols, as [`Notation::solution_rows`] writes its
    /// filled cells, with [`crate::analyze::OPEN_CELL`] (`?`) for a cell not filled in: what
    /// an answer file reads back.
    fn partial_rows(&self, partial: &Self::Partial) -> Vec<String>;
    /// The puzzle in the kind's native file format.
    fn to_native(&self) -> String;
    /// The extension of the file [`Notation::to_native`] writes: the kind's first
    /// extension by default (Hanjie: `non`, or `xml` for a colour puzzle).
    fn native_extension(&self) -> &'static str {
        Self::EXTENSIONS[0]
    }
    /// One comment line of the native format (`# text` by default), for notes written
    /// with a puzzle.
    fn comment(&self, text: &str) -> String {
        format!("# {text}\n")
    }
    /// The puzzle in its native format with `notes` as comment lines where that format
    /// allows them (at the top by default).
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        let comments: String = notes.iter().map(|note| self.comment(note)).collect();
        comments + &self.to_native()
    }
    /// Every address where the puzzle can be played online: a puzz.link URL, or Simon
    /// Tatham's web version of the game with the game ID after `#` (the ID is also what
    /// his desktop games take in Game > Specific); a kind that more than one site plays
    /// (Magnets and Hanjie) lists each one that can show the puzzle, the first the one to
    /// offer. Empty when the kind has no such site or the puzzle cannot be written for it.
    fn play_links(&self) -> Vec<String> {
        Vec::new()
    }
    /// The solution as the block of puzzle `number` in an answer file of the computer
    /// tournaments (`$N`, then the rows): `None` (the default) for a kind, or a puzzle, those
    /// files cannot hold.
    fn tournament_answer(&self, _number: usize, _solution: &Self::Solution) -> Option<String> {
        None
    }
}
