//! Library-level tests on the Hanjie instances in `instances/hanjie` (`.non` and webpbn XML),
//! whose `.answer` files list every solution: each instance is parsed, solved with the
//! uniqueness check and counted in both line encodings (run placement and the unrolled
//! automaton), and the verdicts and solutions are compared with the answers.
//!
//! A few instances are slow in the dfa encoding; they run in their own test,
//! `slow_instances_in_the_dfa_encoding` (3 s in the test profile).

use gridsat::grid::{Grid, Size};
use gridsat::puzzle::Encode;
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::{Notation, Rules};
use gridsat::puzzles::hanjie::Run;
use gridsat::puzzles::hanjie::{Hanjie, LineClue, LineEncoding, runs_of};
use gridsat::registry;
use gridsat::report::Status;
use gridsat::solve::{Engine, SolveOptions};
use gridsat::source::Source;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::answer_files::read_answers;
use crate::solve_options::{on_the_cnf, reasoning_first};
use std::sync::atomic::AtomicU64;

/// The instances whose dfa encoding is the slowest (unoptimised, one solve took 3.2 s for
/// 09-dom, 2.1 s for webpbn-00436 and 1.8 s for webpbn-01611, and counting doubles that;
/// 3 s for all three in the test profile).
const SLOW_IN_DFA: [&str; 3] = ["09-dom.non", "webpbn-00436.non", "webpbn-01611.non"];

/// Every puzzle file that must be in `instances/hanjie`, with how many solutions it has.
const EXPECTED: [(&str, usize); 26] = [
    ("05-dom.non", 1),
    ("09-dom.non", 1),
    ("pzprjs-3x10.non", 1),
    ("pzprjs-6x6-url.non", 1),
    ("pzprjs-6x6.non", 1),
    ("seed-example1.non", 1),
    ("seed-example2.non", 2),
    ("seed-example3-hidden-four.non", 4),
    ("seed-example3-hidden-two.non", 2),
    ("seed-example3-hidden-unique.non", 1),
    ("seed-example3.non", 1),
    ("seed-example4.non", 1),
    ("seed-example5.non", 1),
    ("webpbn-00001.non", 1),
    ("webpbn-00001.xml", 1),
    ("webpbn-00006.non", 1),
    ("webpbn-00016.non", 1),
    ("webpbn-00021.non", 1),
    ("webpbn-00023.non", 1),
    ("webpbn-00027.non", 1),
    ("webpbn-00065.non", 1),
    ("webpbn-00436.non", 1),
    ("webpbn-00529.non", 1),
    ("webpbn-00803.non", 1),
    ("webpbn-01611.non", 1),
    ("webpbn-06574.non", 1),
];

struct Instance {
    /// The file name, e.g. `webpbn-00001.non`.
    name: String,
    path: PathBuf,
    puzzle: Hanjie,
    /// Every solution, as rows of `#` (filled) and `.` (empty).
    answers: Vec<Vec<String>>,
}

impl Instance {
    fn answer_set(&self) -> BTreeSet<Vec<String>> {
        self.answers.iter().cloned().collect()
    }
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie")
}

/// The puzzle files of `instances/hanjie` (`.non` and `.xml`), sorted by name.
fn puzzle_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".non") || n.ends_with(".xml"))
        .filter(|n| !n.starts_with(COLOUR_PREFIX))
        .collect();
    names.sort();
    names
}

/// The instances in colour (`tests/hanjie/colour.rs` checks them): every other one is black
/// and white.
pub(crate) const COLOUR_PREFIX: &str = "colour-";

/// The `.answer` file of a puzzle file: `# ` comment lines, then blocks of rows separated
/// by blank lines (read here, not by the library). The `.non` and `.xml` forms of one
/// puzzle share it.
fn answers(name: &str) -> Vec<Vec<String>> {
    let stem = name.rsplit_once('.').unwrap().0;
    let path = dir().join(format!("{stem}.answer"));
    let blocks = read_answers(&path);
    for row in blocks.iter().flatten() {
        assert!(
            row.chars().all(|c| c == '#' || c == '.'),
            "{}: row {row:?}",
            path.display()
        );
    }
    assert!(!blocks.is_empty(), "{}: no solution", path.display());
    blocks
}

fn load(name: &str) -> Instance {
    let path = dir().join(name);
    let source = Source::from_file(&path, &Default::default()).unwrap();
    let puzzle = Hanjie::parse(&source).unwrap_or_else(|e| panic!("{e}"));
    Instance {
        name: name.to_string(),
        path,
        puzzle,
        answers: answers(name),
    }
}

/// Rows of `#`/`.` as a grid, read here rather than by the library.
fn grid_of(rows: &[String]) -> Grid<bool> {
    let size = Size::new(rows[0].len(), rows.len());
    let cells = rows.iter().flat_map(|r| r.chars()).map(|c| c == '#').collect();
    Grid::from_vec(size, cells).expect("rectangular rows")
}

/// A grid of filled cells as palette indices (1 filled, 0 empty), as the library takes it.
fn inked(grid: &Grid<bool>) -> Grid<u8> {
    grid.map(|&filled| u8::from(filled))
}

/// Solves `instance` in `encoding` with the uniqueness check and counts its solutions (up
/// to 10), checking both against the answers.
fn check(instance: &Instance, encoding: LineEncoding) {
    let Instance {
        name,
        puzzle,
        answers,
        ..
    } = instance;
    let what = format!("{name} ({encoding:?})");
    let all = instance.answer_set();
    let mut puzzle = puzzle.clone();
    puzzle.encoding = encoding;

    let solved = gridsat::registry::AnyPuzzle::solve(&puzzle, &on_the_cnf(true)).unwrap();
    assert_eq!(solved.status, Status::Solved, "{what}: {:?}", solved.violations);
    assert!(solved.violations.is_empty(), "{what}");
    assert_eq!(solved.kind, "hanjie");
    assert_eq!(
        (solved.width, solved.height),
        (puzzle.size.width, puzzle.size.height)
    );
    let solution = solved.solution.clone().unwrap();
    assert!(all.contains(&solution), "{what}: {solution:?} is not an answer");
    assert!(puzzle.verify(&inked(&grid_of(&solution))).is_empty(), "{what}");
    assert_eq!(solved.unique, Some(answers.len() == 1), "{what}");
    match &solved.other_solution {
        None => assert_eq!(answers.len(), 1, "{what}"),
        Some(other) => {
            assert_ne!(other, &solution, "{what}");
            assert!(all.contains(other), "{what}: {other:?} is not an answer");
        }
    }
    let expected_goal = puzzle
        .goal
        .as_ref()
        .map(|goal| puzzle.solution_rows(goal) == solution);
    assert_eq!(solved.matches_goal, expected_goal, "{what}");
    if answers.len() == 1 && puzzle.goal.is_some() {
        assert_eq!(solved.matches_goal, Some(true), "{what}");
    }
    assert!(solved.stats.variables > 0 && solved.stats.clauses > 0, "{what}");

    let counted =
        gridsat::registry::AnyPuzzle::count(&puzzle, Some(10), &on_the_cnf(false), &AtomicU64::new(0))
            .unwrap();
    assert_eq!(
        (counted.count, counted.complete),
        (answers.len() as u64, true),
        "{what}"
    );
}

/// Runs `check` in `encoding` on every instance but `skip`, printing each one's time.
fn check_all(encoding: LineEncoding, skip: &[&str]) {
    let mut checked = 0;
    for name in puzzle_files().iter().filter(|n| !skip.contains(&n.as_str())) {
        let start = Instant::now();
        check(&load(name), encoding);
        eprintln!("{name} {encoding:?}: {:.2} s", start.elapsed().as_secs_f64());
        checked += 1;
    }
    assert!(checked >= EXPECTED.len() - skip.len(), "{checked}");
}

#[test]
fn the_instances_are_the_expected_ones() {
    let expected: Vec<&str> = EXPECTED.iter().map(|(n, _)| *n).collect();
    assert_eq!(puzzle_files(), expected);
    for (name, solutions) in EXPECTED {
        let instance = load(name);
        assert_eq!(instance.answers.len(), solutions, "{name}");
        assert_eq!(
            instance.answer_set().len(),
            solutions,
            "{name}: an answer repeats"
        );
    }
    for slow in SLOW_IN_DFA {
        assert!(expected.contains(&slow), "{slow}");
    }
}

#[test]
fn answers_keep_every_clue_and_include_the_goal() {
    for name in puzzle_files() {
        let Instance { puzzle, answers, .. } = &load(&name);
        let size = puzzle.size;
        assert_eq!(
            (puzzle.rows.len(), puzzle.columns.len()),
            (size.height, size.width)
        );
        for answer in answers {
            assert_eq!(
                (answer[0].len(), answer.len()),
                (size.width, size.height),
                "{name}"
            );
            // Checked here from the runs, and by the library's verify.
            let grid = grid_of(answer);
            for (row, clue) in puzzle.rows.iter().enumerate() {
                assert!(
                    clue.matches(&runs_of(grid.row(row).iter().copied())),
                    "{name} row {row}"
                );
            }
            for (col, clue) in puzzle.columns.iter().enumerate() {
                assert!(
                    clue.matches(&runs_of(grid.column(col).copied())),
                    "{name} col {col}"
                );
            }
            assert_eq!(puzzle.verify(&inked(&grid)), Vec::<String>::new(), "{name}");
        }
        assert_eq!(puzzle.contradiction(), None, "{name}");
        if let Some(goal) = &puzzle.goal {
            let goal = puzzle.solution_rows(goal);
            assert!(answers.contains(&goal), "{name}: the goal is not an answer");
            if answers.len() == 1 {
                assert_eq!(answers[0], goal, "{name}");
            }
        }
    }
}

#[test]
fn placement_encoding_solves_and_counts_every_instance() {
    check_all(LineEncoding::Placement, &[]);
}

#[test]
fn dfa_encoding_solves_and_counts_every_instance() {
    check_all(LineEncoding::Dfa, &SLOW_IN_DFA);
}

#[test]
fn order_cover_encoding_solves_and_counts_every_instance() {
    check_all(LineEncoding::OrderCover, &[]);
}

#[test]
fn slow_instances_in_the_dfa_encoding() {
    for name in SLOW_IN_DFA {
        let start = Instant::now();
        check(&load(name), LineEncoding::Dfa);
        eprintln!("{name} Dfa: {:.2} s", start.elapsed().as_secs_f64());
    }
}

#[test]
fn the_default_encoding_is_placement() {
    assert_eq!(load("webpbn-00001.non").puzzle.encoding, LineEncoding::Placement);
    assert_eq!(LineEncoding::NAMES, ["placement", "dfa", "order-cover"]);
    for name in LineEncoding::NAMES {
        let mut puzzle = load("webpbn-00001.non").puzzle;
        puzzle.set_encoding(name.parse().unwrap()).unwrap();
        assert_eq!(Some(puzzle.encoding), name.parse::<LineEncoding>().ok());
    }
}

#[test]
fn registry_reads_the_instances_as_hanjie() {
    for name in puzzle_files() {
        let instance = load(&name);
        let source = Source::from_file(&instance.path, &Default::default()).unwrap();
        let mut any = registry::parse(&source, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (any.kind(), any.size()),
            ("hanjie", instance.puzzle.size),
            "{name}"
        );
        // The kind named explicitly, and the text without its file name (content detection).
        let named = registry::parse(&source, Some("hanjie")).unwrap();
        assert_eq!(named.size(), instance.puzzle.size, "{name}");
        let inline = registry::parse(&Source::inline("<stdin>", source.text.clone()), None).unwrap();
        assert_eq!(inline.to_native(), any.to_native(), "{name}");
        // Through the registry, with the dfa encoding chosen by name.
        if !name.contains("example2") && instance.puzzle.size.area() <= 400 {
            any.set_encoding("dfa").unwrap();
            let solved = any.solve(&sat_options()).unwrap();
            assert!(
                instance.answers.contains(solved.solution.as_ref().unwrap()),
                "{name}"
            );
        }
        assert!(any.set_encoding("bogus").is_err(), "{name}");
    }
}

#[test]
fn the_xml_and_the_non_file_are_one_puzzle() {
    let xml = load("webpbn-00001.xml");
    let non = load("webpbn-00001.non");
    assert_eq!(xml.puzzle, non.puzzle);
    assert!(xml.puzzle.goal.is_some());
    assert_eq!(xml.answers, non.answers);
}

#[test]
fn native_text_parses_back_to_the_same_puzzle() {
    for name in puzzle_files() {
        let puzzle = load(&name).puzzle;
        let native = puzzle.to_native();
        let back = Hanjie::parse(&Source::inline("native.non", native.clone())).unwrap();
        // A clue of exactly one run of unknown length is written `?`, which reads back as an
        // unknown line; none of the instances has one.
        assert_eq!(back, puzzle, "{name}:\n{native}");
    }
}

#[test]
fn the_hidden_clue_instances_have_unknown_runs_and_lines() {
    for name in [
        "seed-example3-hidden-unique.non",
        "seed-example3-hidden-two.non",
        "seed-example3-hidden-four.non",
    ] {
        let puzzle = load(name).puzzle;
        let lines: Vec<&LineClue> = puzzle.rows.iter().chain(&puzzle.columns).collect();
        let unknown_lines = lines.iter().filter(|l| ***l == LineClue::Unknown).count();
        let unknown_runs = lines
            .iter()
            .map(|l| match l {
                LineClue::Runs(runs) => runs.iter().filter(|r| r.length == Run::Unknown).count(),
                LineClue::Unknown => 0,
            })
            .sum::<usize>();
        assert!(unknown_lines >= 1 && unknown_runs >= 2, "{name}: {lines:?}");
        // Hiding clues keeps example3's picture a solution.
        assert!(
            load(name).answers.contains(&load("seed-example3.non").answers[0]),
            "{name}"
        );
    }
}

/// Line logic answers the instances it solves alone without a CNF; its verdict and
/// solution must be those of the search, and it must leave the others to the search.
#[test]
fn reasoning_first_agrees_with_the_search() {
    let mut by_logic = 0;
    for name in puzzle_files() {
        let instance = load(&name);
        let fast = gridsat::registry::AnyPuzzle::solve(&instance.puzzle, &reasoning_first(true)).unwrap();
        assert_eq!(fast.status, Status::Solved, "{name}");
        assert!(
            instance.answers.contains(fast.solution.as_ref().unwrap()),
            "{name}"
        );
        if fast.stats.search {
            continue;
        }
        by_logic += 1;
        assert_eq!((fast.stats.variables, fast.stats.clauses), (0, 0), "{name}");
        let searched = gridsat::registry::AnyPuzzle::solve(&instance.puzzle, &on_the_cnf(true)).unwrap();
        assert!(searched.stats.search, "{name}");
        assert_eq!(
            (fast.unique, &fast.solution),
            (searched.unique, &searched.solution),
            "{name}"
        );
        assert_eq!(
            instance.answers.len(),
            1,
            "{name}: logic claims a unique solution"
        );
    }
    assert!(by_logic >= 5, "line logic solved only {by_logic} instances");
}

/// Always the CNF, on varisat: search even when reasoning decides, never the own engine.
fn sat_options() -> SolveOptions {
    let mut options = SolveOptions::default();
    options.always_search = true;
    options.engine = Engine::Sat;
    options
}
