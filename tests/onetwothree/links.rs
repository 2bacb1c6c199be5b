//! The 123 puzzle's play link end to end: `generate` prints one, a puzz.link Fillomino URL
//! with groups of at most 3, read back as the same puzzle and solved to the same solution.

use crate::play_links::{both, generate, solves_to};
use gridsat::puzzle::Notation;
use gridsat::puzzles::onetwothree::OneTwoThree;

#[test]
fn links_are_puzz_link_fillomino_urls_of_the_same_puzzle() {
    for (size, seed) in [("5x5", "1"), ("8x6", "2"), ("7x4", "3")] {
        let (text, link, solution) = generate("123", size, seed);
        let link = link.unwrap_or_else(|| panic!("no play link:\n{text}"));
        assert!(link.starts_with("https://puzz.link/p?fillomino/t/"), "{link}");
        let (puzzle, from_link) = both::<OneTwoThree>(&text, &link);
        assert_eq!(from_link, puzzle, "{link}");
        assert_eq!(
            from_link.play_links().into_iter().next().as_deref(),
            Some(link.as_str())
        );
        solves_to(&link, &solution);
    }
}
