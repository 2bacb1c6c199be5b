//! The mends of `analyze`: small puzzles of every kind with several solutions, against
//! brute force over every grid (`tests/support/bruteforce_analysis.rs`): each mend's clues
//! added (the kind's own, by name) leave exactly one grid that keeps the rules, the first
//! solution; a set of several clues needs each of them. And end to end: the JSON and text
//! of a mend by a given, a revealed line and none (every count given), and a mend applied
//! to the puzzle file, whose count is then one.

use crate::analyze::small_puzzles::{
    Base, hanjie_base, onetwothree_base, random_hanjie, random_magnets, random_onetwothree, random_yinyang,
    yinyang_base,
};
use crate::bruteforce_analysis::solutions;
use crate::run_gridsat::{json_of_in, root, run_in};
use gridsat::analyze::{Analysis, SolutionCount};
use gridsat::grid::Size;
use gridsat::puzzle::PuzzleKind;
use gridsat::registry::AnyPuzzle;
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

/// `puzzle` with the clues `names` added, as its kind offers them for `first`.
fn with_clues<P: PuzzleKind>(puzzle: &P, first: &P::Solution, names: &[String]) -> P {
    let mut mended = puzzle.clone();
    let offered = puzzle.clues_to_add(first);
    for name in names {
        let clue = offered
            .iter()
            .find(|c| &c.name == name)
            .unwrap_or_else(|| panic!("{name} not offered"));
        mended.add_clue(&clue.clue);
    }
    mended
}

/// Checks the mends of `puzzle` against its grids `base` (those of the rules); the number
/// of mends of one clue and of several.
fn check_mends<P: PuzzleKind>(puzzle: &P, base: &Base<P>) -> [usize; 2] {
    let analysis: Analysis = AnyPuzzle::analyze(puzzle, &SolveOptions::default()).unwrap();
    let what = format!("{}\n{analysis:#?}", puzzle.to_native());
    if analysis.solutions != SolutionCount::Several {
        assert!(
            analysis.mends.is_empty() && analysis.mend_note.is_none(),
            "{what}"
        );
        return [0, 0];
    }
    assert_eq!(analysis.mends.is_empty(), analysis.mend_note.is_some(), "{what}");
    let rows = analysis.solution.clone().unwrap();
    let first = puzzle
        .parse_solution(&Source::inline("first", rows.join("\n")))
        .unwrap();
    let left = |names: &[String]| -> Vec<Vec<String>> {
        let mended = with_clues(puzzle, &first, names);
        solutions(&mended, base)
            .into_iter()
            .map(|(grid, _)| grid)
            .collect()
    };
    let mut counts = [0, 0];
    for mend in &analysis.mends {
        assert_eq!(left(&mend.clues), vec![rows.clone()], "{mend:?}: {what}");
        counts[usize::from(mend.clues.len() > 1)] += 1;
        if mend.clues.len() > 1 {
            for drop in 0..mend.clues.len() {
                let mut fewer = mend.clues.clone();
                fewer.remove(drop);
                assert!(left(&fewer).len() > 1, "{fewer:?} is enough: {what}");
            }
        }
    }
    counts
}

#[test]
fn mends_of_small_puzzles_leave_one_solution() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut seen = [0, 0];
    let mut add = |counts: [usize; 2]| {
        seen[0] += counts[0];
        seen[1] += counts[1];
    };
    for size in [Size::new(3, 3), Size::new(4, 2)] {
        let base = onetwothree_base(size);
        for _ in 0..8 {
            add(check_mends(&random_onetwothree(size, 0.2, &mut rng), &base));
        }
    }
    let base = yinyang_base(Size::new(4, 4));
    for _ in 0..8 {
        add(check_mends(
            &random_yinyang(Size::new(4, 4), 0.2, &mut rng),
            &base,
        ));
    }
    for size in [Size::new(3, 3), Size::new(4, 2)] {
        for _ in 0..4 {
            let (puzzle, base) = random_magnets(size, 0.6, &mut rng);
            add(check_mends(&puzzle, &base));
        }
    }
    let base = hanjie_base(Size::new(4, 3));
    for _ in 0..8 {
        add(check_mends(&random_hanjie(Size::new(4, 3), 0.4, &mut rng), &base));
    }
    assert!(seen[0] > 5 && seen[1] > 0, "single clues and sets: {seen:?}");
}

#[test]
fn a_given_mends_the_123_puzzle_end_to_end() {
    let path = "instances/123/several-6x6.123";
    let v = json_of_in(&root(), &["analyze", path], "", 1);
    let mends = v["mends"].as_array().unwrap();
    assert!(!mends.is_empty(), "{v}");
    assert!(v.get("mend_note").is_none(), "{v}");
    let differing = v["differing_cells"].as_array().unwrap();
    for mend in mends {
        assert_eq!(mend["clues"].as_array().unwrap().len(), 1, "{v}");
        assert!(
            differing.contains(&mend["cells"][0]),
            "a differing cell first: {v}"
        );
    }
    // The first mend written into the puzzle: one solution.
    let [row, col] = [0, 1].map(|i| mends[0]["cells"][0][i].as_u64().unwrap() as usize);
    let clue = mends[0]["clues"][0].as_str().unwrap();
    let value = clue.chars().last().unwrap();
    assert_eq!(clue, format!("r{row}c{col} = {value}"));
    let text = std::fs::read_to_string(root().join(path)).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let grid_start = lines.iter().position(|l| l.starts_with("123 ")).unwrap() + 1;
    let line = &mut lines[grid_start + row - 1];
    line.replace_range(col - 1..col, &value.to_string());
    let mended = lines.join("\n") + "\n";
    let counted = json_of_in(&root(), &["count", "--kind", "123", "-"], &mended, 0);
    assert_eq!(counted["count"], 1, "{mended}");
    let shown = run_in(&root(), &["analyze", path], "", 1);
    assert!(
        shown.contains(&format!(
            "\nto make it unique, add one of these clues (each checked by solving):\n  - {clue}\n"
        )),
        "{shown}"
    );
}

#[test]
fn a_hidden_line_revealed_mends_a_nonogram() {
    let path = "instances/hanjie/seed-example3-hidden-two.non";
    let v = json_of_in(&root(), &["analyze", path], "", 1);
    assert_eq!(
        v["mends"][0],
        json!({"clues": ["row 2 (2,1,4)"], "cells":
        (1..=10).map(|c| json!([2, c])).collect::<Vec<_>>()}),
        "{v}"
    );
    let text = run_in(&root(), &["analyze", path], "", 1);
    assert!(text.contains("\n  - row 2 (2,1,4)\n"), "{text}");
}

#[test]
fn without_a_clue_to_add_the_note_says_what_else() {
    let path = "instances/magnets/janko-8x8-two-solutions.magnets";
    let v = json_of_in(&root(), &["analyze", path], "", 1);
    assert_eq!(v["mends"], json!([]), "{v}");
    let note = "every count is given: only another layout of the dominoes can make it unique";
    assert_eq!(v["mend_note"], note, "{v}");
    let text = run_in(&root(), &["analyze", path], "", 1);
    assert!(text.contains(&format!("\nto make it unique: {note}\n")), "{text}");
    // A fully clued nonogram with two solutions: every line is clued.
    let v = json_of_in(
        &root(),
        &["analyze", "--kind", "hanjie", "-"],
        "width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n",
        1,
    );
    assert!(
        v["mend_note"]
            .as_str()
            .unwrap()
            .starts_with("every line is clued"),
        "{v}"
    );
}
