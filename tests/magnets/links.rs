//! Magnets' play links end to end: `generate` prints two, Simon Tatham's web game with the
//! game ID after `#` (the one the native text names in its comment) and puzz.link's
//! `?magnets/…`, each read back as the same puzzle and solved to the same solution; Magnets
//! too small for Tatham's game get only the puzz.link one.

use crate::play_links::{both, generate_two, solves_to};
use gridsat::puzzle::Notation;
use gridsat::puzzles::magnets::Magnets;

#[test]
fn magnets_links_open_tathams_game_and_puzz_link_with_the_same_puzzle() {
    for (size, seed) in [("6x6", "1"), ("7x5", "2"), ("9x9", "3"), ("3x2", "4")] {
        let (text, link, puzzlink, solution) = generate_two("magnets", size, seed);
        let link = link.unwrap_or_else(|| panic!("no Tatham play link:\n{text}"));
        let id = link
            .strip_prefix("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/magnets.html#")
            .unwrap_or_else(|| panic!("{link}"));
        // The ID after `#` is the one the native text names in its comment.
        assert!(text.contains(&format!("# Tatham ID {id}\n")), "{text}");
        assert!(
            puzzlink.starts_with(&format!(
                "https://puzz.link/p?magnets/{}/",
                size.replace('x', "/")
            )),
            "{puzzlink}"
        );
        for each in [&link, &puzzlink] {
            let (puzzle, from_link) = both::<Magnets>(&text, each);
            assert_eq!(from_link, puzzle, "{each}");
            assert_eq!(from_link.play_links(), [link.clone(), puzzlink.clone()]);
            assert_eq!(
                from_link.play_links().into_iter().next().as_deref(),
                Some(link.as_str())
            );
            solves_to(each, &solution);
        }
    }
    // Tatham's game takes at least 2x2 and one side of 3 or more: puzz.link takes any size.
    for size in ["2x2", "1x4"] {
        let (text, link, puzzlink, solution) = generate_two("magnets", size, "1");
        assert_eq!(link, None, "{text}");
        let (puzzle, from_link) = both::<Magnets>(&text, &puzzlink);
        assert_eq!(from_link, puzzle, "{puzzlink}");
        assert_eq!(puzzle.play_links().into_iter().next(), Some(puzzlink.clone()));
        solves_to(&puzzlink, &solution);
    }
}
