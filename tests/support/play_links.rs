//! Play links end to end, for the kinds' own areas: what `generate` prints after
//! `# play:` with each puzzle, read back as the same puzzle and solved to the same solution.

use crate::generated_output::split_generated;
use crate::run_gridsat::{json_of_in, root, run_in};
use gridsat::puzzle::PuzzleKind;
use gridsat::source::Source;
use serde_json::json;

/// Runs `generate KIND --size SIZE --seed SEED`: the puzzle text, its play links and its
/// solution rows.
pub(crate) fn generate_all(kind: &str, size: &str, seed: &str) -> (String, Vec<String>, Vec<String>) {
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
pub(crate) fn generate(kind: &str, size: &str, seed: &str) -> (String, Option<String>, Vec<String>) {
    let (text, links, solution) = generate_all(kind, size, seed);
    assert!(links.len() <= 1, "{text}");
    (text, links.first().cloned(), solution)
}

/// [`generate_all`] for Magnets and Hanjie: Simon Tatham's link (if any) and puzz.link's,
/// in that order.
pub(crate) fn generate_two(
    kind: &str,
    size: &str,
    seed: &str,
) -> (String, Option<String>, String, Vec<String>) {
    let (text, mut links, solution) = generate_all(kind, size, seed);
    let puzzlink = links.pop().unwrap_or_else(|| panic!("no play link:\n{text}"));
    assert!(puzzlink.starts_with("https://puzz.link/p?"), "{text}");
    assert!(links.len() <= 1, "{text}");
    (text, links.pop(), puzzlink, solution)
}

/// Both texts parsed as `P`.
pub(crate) fn both<P: PuzzleKind>(text: &str, link: &str) -> (P, P) {
    let read =
        |name: &str, text: &str| P::parse(&Source::inline(name, text)).unwrap_or_else(|e| panic!("{e}"));
    (read("generated", text), read("<argument>", link))
}

/// The link solves, as an inline argument, to the printed solution, uniquely.
pub(crate) fn solves_to(link: &str, solution: &[String]) {
    let v = json_of_in(&root(), &["solve", link], "", 0);
    assert_eq!(v["unique"], true, "{link}: {v}");
    assert_eq!(v["solution"], json!(solution), "{link}: {v}");
}
