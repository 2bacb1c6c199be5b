//! Hanjie's play links end to end: `generate` prints two, a Simon Tatham Pattern ID and a
//! puzz.link `?nonogram/…` URL, each read back as the same puzzle and solved to the same
//! solution. Pattern IDs are an input format too: Tatham's own example from pattern.c is
//! read.

use crate::play_links::{both, generate_two, solves_to};
use crate::run_gridsat::{fails_in, json_of_in, root};
use gridsat::puzzle::Notation;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::source::Source;
use serde_json::json;

#[test]
fn hanjie_links_are_pattern_ids_and_nonogram_urls_of_the_same_puzzle() {
    for (size, seed) in [("5x5", "1"), ("10x10", "2"), ("12x7", "3"), ("1x6", "4")] {
        let (text, link, puzzlink, solution) = generate_two("hanjie", size, seed);
        let link = link.unwrap_or_else(|| panic!("no Pattern play link:\n{text}"));
        let id = link
            .strip_prefix("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/pattern.html#")
            .unwrap_or_else(|| panic!("{link}"));
        assert!(id.starts_with(&format!("{size}:")), "{id}");
        assert!(
            puzzlink.starts_with(&format!(
                "https://puzz.link/p?nonogram/{}/",
                size.replace('x', "/")
            )),
            "{puzzlink}"
        );
        for each in [&link, &puzzlink] {
            let (puzzle, from_link) = both::<Hanjie>(&text, each);
            assert_eq!(
                (from_link.size, &from_link.columns, &from_link.rows),
                (puzzle.size, &puzzle.columns, &puzzle.rows),
                "{each}"
            );
            assert_eq!(from_link.play_links(), [link.clone(), puzzlink.clone()]);
            solves_to(each, &solution);
        }
        // The bare ID reads the same as the address.
        let (_, from_id) = both::<Hanjie>(&text, id);
        assert_eq!(from_id, both::<Hanjie>(&text, &link).1);
    }
}

/// Simon Tatham's example of a puzzle that line-at-a-time reasoning cannot start, from the
/// comment on the generator in his pattern.c ("The game ID for this puzzle is
/// 4x4:2/1/2/1/1.1/2/1/1"): its unique solution has the top left square full.
#[test]
fn tathams_pattern_example_is_read_and_solved() {
    let id = "4x4:2/1/2/1/1.1/2/1/1";
    let v = json_of_in(&root(), &["solve", id], "", 0);
    assert_eq!(v["kind"], "hanjie");
    assert_eq!(v["unique"], true);
    assert_eq!(v["solution"], json!(["#..#", "##..", "..#.", "..#."]));
    // Written back, it is the same ID, as the play link of the puzzle.
    let puzzle = Hanjie::parse(&Source::inline("<argument>", id)).unwrap();
    assert_eq!(
        puzzle.play_links().into_iter().next().as_deref(),
        Some(format!("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/pattern.html#{id}").as_str())
    );
    // A mistyped ID: the error points at the column.
    fails_in(
        &root(),
        &["solve", "--kind", "hanjie", "4x4:2/1/2/1/1.1/2/1/x"],
        "",
        "<argument>:1:21: expected a run length (a number from 1 to 4096) in a clue of lengths separated by `.`, found `x`",
    );
    fails_in(
        &root(),
        &["solve", "4x4:2/1/2/1/1.1/2/1"],
        "",
        "<argument>:1:20: 7 clues, expected 8",
    );
}
