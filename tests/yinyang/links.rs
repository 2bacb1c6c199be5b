//! Yin Yang's play link end to end: `generate` prints one, a puzz.link URL, read back as the
//! same puzzle and solved to the same solution.

use crate::play_links::{both, generate, solves_to};
use gridsat::puzzle::Notation;
use gridsat::puzzles::yinyang::YinYang;

#[test]
fn links_are_puzz_link_urls_of_the_same_puzzle() {
    // 7x4: an area that is no multiple of 3 (Yin Yang writes three cells to a character).
    for (size, seed) in [("5x5", "1"), ("8x6", "2"), ("7x4", "3")] {
        let (text, link, solution) = generate("yinyang", size, seed);
        let link = link.unwrap_or_else(|| panic!("no play link:\n{text}"));
        assert!(link.starts_with("https://puzz.link/p?yinyang/"), "{link}");
        let (puzzle, from_link) = both::<YinYang>(&text, &link);
        assert_eq!(from_link, puzzle, "{link}");
        assert_eq!(
            from_link.play_links().into_iter().next().as_deref(),
            Some(link.as_str())
        );
        solves_to(&link, &solution);
    }
}
