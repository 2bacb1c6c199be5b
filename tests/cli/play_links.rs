//! Play links, end to end: `generate` prints `# play:` lines with every puzzle of every
//! kind (for Magnets and Hanjie two: Simon Tatham's web games with the game ID after `#`,
//! for Hanjie a Pattern ID, then puzz.link's `?magnets/…` and `?nonogram/…`; for 123 and
//! Yin Yang one, a puzz.link URL), and each link read back is the same puzzle, solved to the
//! same solution. Magnets too small for Tatham's game get only the puzz.link one. Pattern
//! IDs are an input format too: Tatham's own example from pattern.c is read.

use crate::generated_output::split_generated;
use crate::run_gridsat::{fails_in, json_of_in, root, run_in};
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::puzzles::magnets::Magnets;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::YinYang;
use gridsat::source::Source;
use serde_json::json;

/// Runs `generate KIND --size SIZE --seed SEED`: the puzzle text, its play links and its
/// solution rows.
fn generate_all(kind: &str, size: &str, seed: &str) -> (String, Vec<String>, Vec<String>) {
    let out = run_in(
        &root(),
        &["generate", kind, "--size", size, "--seed", seed],
        "",
        0,
    );
    let (text, solution) = split_generated(&out);
    let links = text
        .lines()
        .filter_map(|l| l.strip_prefix("# play: "))
        .map(str::to_string)
        .collect();
    (text.clone(), links, solution)
}

/// [`generate_all`] for the kinds with one play link: that link, if any.
fn generate(kind: &str, size: &str, seed: &str) -> (String, Option<String>, Vec<String>) {
    let (text, links, solution) = generate_all(kind, size, seed);
    assert!(links.len() <= 1, "{text}");
    (text, links.first().cloned(), solution)
}

/// [`generate_all`] for Magnets and Hanjie: Simon Tatham's link (if any) and puzz.link's,
/// in that order.
fn generate_two(kind: &str, size: &str, seed: &str) -> (String, Option<String>, String, Vec<String>) {
    let (text, mut links, solution) = generate_all(kind, size, seed);
    let puzzlink = links.pop().unwrap_or_else(|| panic!("no play link:\n{text}"));
    assert!(puzzlink.starts_with("https://puzz.link/p?"), "{text}");
    assert!(links.len() <= 1, "{text}");
    (text, links.pop(), puzzlink, solution)
}

/// Both texts parsed as `P`.
fn both<P: Puzzle>(text: &str, link: &str) -> (P, P) {
    let read =
        |name: &str, text: &str| P::parse(&Source::inline(name, text)).unwrap_or_else(|e| panic!("{e}"));
    (read("generated", text), read("<argument>", link))
}

/// The link solves, as an inline argument, to the printed solution, uniquely.
fn solves_to(link: &str, solution: &[String]) {
    let v = json_of_in(&root(), &["solve", link], "", 0);
    assert_eq!(v["unique"], true, "{link}: {v}");
    assert_eq!(v["solution"], json!(solution), "{link}: {v}");
}

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
            assert_eq!(from_link.play_link().as_deref(), Some(link.as_str()));
            solves_to(each, &solution);
        }
    }
    // Tatham's game takes at least 2x2 and one side of 3 or more: puzz.link takes any size.
    for size in ["2x2", "1x4"] {
        let (text, link, puzzlink, solution) = generate_two("magnets", size, "1");
        assert_eq!(link, None, "{text}");
        let (puzzle, from_link) = both::<Magnets>(&text, &puzzlink);
        assert_eq!(from_link, puzzle, "{puzzlink}");
        assert_eq!(puzzle.play_link(), Some(puzzlink.clone()));
        solves_to(&puzzlink, &solution);
    }
}

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

#[test]
fn onetwothree_and_yinyang_links_are_puzz_link_urls_of_the_same_puzzle() {
    // 7x4: an area that is no multiple of 3 (Yin Yang writes three cells to a character).
    for (size, seed) in [("5x5", "1"), ("8x6", "2"), ("7x4", "3")] {
        let (text, link, solution) = generate("123", size, seed);
        let link = link.unwrap_or_else(|| panic!("no play link:\n{text}"));
        assert!(link.starts_with("https://puzz.link/p?fillomino/t/"), "{link}");
        let (puzzle, from_link) = both::<OneTwoThree>(&text, &link);
        assert_eq!(from_link, puzzle, "{link}");
        assert_eq!(from_link.play_link().as_deref(), Some(link.as_str()));
        solves_to(&link, &solution);

        let (text, link, solution) = generate("yinyang", size, seed);
        let link = link.unwrap_or_else(|| panic!("no play link:\n{text}"));
        assert!(link.starts_with("https://puzz.link/p?yinyang/"), "{link}");
        let (puzzle, from_link) = both::<YinYang>(&text, &link);
        assert_eq!(from_link, puzzle, "{link}");
        assert_eq!(from_link.play_link().as_deref(), Some(link.as_str()));
        solves_to(&link, &solution);
    }
}

#[test]
fn files_written_carry_their_links() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    for kind in ["magnets", "hanjie", "123", "yinyang"] {
        let args = [
            "generate", kind, "--size", "5x5", "--seed", "9", "--count", "2", "--out", &out,
        ];
        let printed = run_in(&root(), &args, "", 0);
        assert_eq!(printed.lines().count(), 2, "{printed}");
        for path in printed.lines() {
            let text = std::fs::read_to_string(path).unwrap();
            let links: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("# play: ")).collect();
            let expected = if matches!(kind, "magnets" | "hanjie") {
                2
            } else {
                1
            };
            assert_eq!(links.len(), expected, "{path}:\n{text}");
            // The file and every link are one puzzle.
            let file = json_of_in(&root(), &["solve", path], "", 0);
            for link in links {
                let online = json_of_in(&root(), &["solve", link], "", 0);
                assert_eq!(file["solution"], online["solution"], "{path}: {link}");
            }
        }
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
        puzzle.play_link().as_deref(),
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
