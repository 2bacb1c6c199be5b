//! Hanjie's difficulty in nonogram terms (line solvable, needs probing, needs search),
//! checked against an independent measure: unit propagation on the CNF of the automaton
//! encoding (`dfa`), whose propagation on each line is a complete line solver, decides
//! exactly the cells line logic decides (the tests' own propagation, `cnf_by_hand`). That its
//! failed-literal probing on the cells is probing with line logic is a unit test of
//! `src/analyze` (the CNF measure is the crate's own). Also: the cells left open against
//! the answers, colour, several solutions, no solution, and the text and JSON of `analyze`.

use crate::answer_files::{instance_files, read_answers};
use crate::cnf_by_hand::{complete_cnf, propagated, value_of};
use crate::run_gridsat::{json_of_in, root, run_in};
use gridsat::analyze::{Difficulty, Level, Measure, OPEN_CELL, SolutionCount};
use gridsat::grid::Pos;
use gridsat::puzzle::Encode;
use gridsat::puzzle::Notation;
use gridsat::puzzle::Puzzle;
use gridsat::puzzle::PuzzleKind;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::registry;
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use serde_json::Value;
use std::path::{Path, PathBuf};
use varisat::Lit;

/// Every black-and-white Hanjie instance (`.non`), with its answers.
fn black_and_white() -> Vec<(PathBuf, Hanjie, Vec<Vec<String>>)> {
    instance_files("hanjie", "non")
        .into_iter()
        .map(|path| {
            let source = Source::from_file(&path, &Default::default()).unwrap();
            let puzzle = Hanjie::parse(&source).unwrap();
            let answers = read_answers(&path.with_extension("answer"));
            (path, puzzle, answers)
        })
        .collect()
}

fn rated<P: PuzzleKind>(puzzle: &P) -> Difficulty {
    let d = gridsat::registry::AnyPuzzle::difficulty(puzzle, &Default::default()).unwrap();
    assert_eq!(d.measure, Measure::Lines);
    d
}

/// The cells (1-based `[row, column]`) that unit propagation on `puzzle`'s complete CNF
/// leaves open: a cell of one literal is decided when the literal is, a one-hot cell when
/// one of its literals is true.
fn open_by_propagation<P: PuzzleKind>(
    puzzle: &P,
    cell_lits: impl Fn(&P::Vars, Pos) -> Vec<Lit>,
) -> Vec<[usize; 2]> {
    let (formula, encoding) = complete_cnf(puzzle);
    let values = propagated(&formula).expect("propagation finds no conflict");
    puzzle
        .size()
        .cells()
        .filter(|&pos| {
            let lits = cell_lits(&encoding.vars, pos);
            let decided = match lits.as_slice() {
                [lit] => value_of(&values, *lit).is_some(),
                lits => lits.iter().any(|&lit| value_of(&values, lit) == Some(true)),
            };
            !decided
        })
        .map(|pos| [pos.row + 1, pos.col + 1])
        .collect()
}

/// The cells where the answers differ (1-based): no sound reasoning decides them.
fn differing(answers: &[Vec<String>]) -> Vec<[usize; 2]> {
    let first: Vec<Vec<char>> = answers[0].iter().map(|r| r.chars().collect()).collect();
    let mut cells = Vec::new();
    for (r, row) in first.iter().enumerate() {
        for (c, &symbol) in row.iter().enumerate() {
            if answers.iter().any(|a| a[r].chars().nth(c) != Some(symbol)) {
                cells.push([r + 1, c + 1]);
            }
        }
    }
    cells
}

/// On every black-and-white instance, the line rating agrees with unit propagation on the
/// automaton encoding's CNF: the same cells open after line logic; the cells left open
/// after probing include every cell where solutions differ.
#[test]
fn black_and_white_ratings_agree_with_the_automaton_cnf() {
    let mut levels = [0; 3];
    for (path, puzzle, answers) in black_and_white() {
        let what = path.display().to_string();
        let d = rated(&puzzle);
        let lines = d.lines.as_ref().unwrap();
        let mut dfa = puzzle.clone();
        dfa.set_encoding("dfa".parse().unwrap()).unwrap();
        let open = open_by_propagation(&dfa, |vars, pos| vars.cell(pos).to_vec());
        assert_eq!(lines.open_after_line_logic, open, "{what}");
        assert_eq!(d.by_propagation, d.variables - open.len(), "{what}");
        assert_eq!(d.variables, puzzle.size.area(), "{what}");
        assert_eq!(lines.by_probing + d.open, open.len(), "{what}");
        assert_eq!(lines.open_after_probing.len(), d.open, "{what}");
        let differ = differing(&answers);
        assert!(
            differ.iter().all(|cell| lines.open_after_probing.contains(cell)),
            "{what}"
        );
        assert_eq!(d.level == Level::Easy, open.is_empty(), "{what}");
        if answers.len() > 1 {
            assert_eq!(d.level, Level::Hard, "{what}");
        }
        levels[d.level as usize] += 1;
    }
    assert!(levels.iter().all(|&n| n >= 3), "easy, medium, hard: {levels:?}");
}

/// A line-solvable puzzle is solved by line logic alone, to the only solution its answer
/// file lists.
#[test]
fn line_solvable_instances_are_solved_by_line_logic_to_their_answer() {
    let mut easy = 0;
    for (path, puzzle, answers) in black_and_white() {
        if rated(&puzzle).level != Level::Easy {
            continue;
        }
        easy += 1;
        let known = puzzle.solve_by_lines().unwrap();
        let grid = known.map(|cell| cell.expect("every cell decided"));
        assert_eq!(answers.len(), 1, "{}", path.display());
        assert_eq!(puzzle.solution_rows(&grid), answers[0], "{}", path.display());
    }
    assert!(easy >= 5, "{easy} line-solvable instances");
}

/// webpbn #65: line logic stops with cells open (the automaton CNF's propagation
/// too), and probing to the end finishes it: needs probing, not line solvable and not
/// needing search.
#[test]
fn webpbn_65_needs_probing() {
    let path = root().join("instances/hanjie/webpbn-00065.non");
    let source = Source::from_file(&path, &Default::default()).unwrap();
    let puzzle = Hanjie::parse(&source).unwrap();
    let d = rated(&puzzle);
    let lines = d.lines.clone().unwrap();
    let known = puzzle.solve_by_lines().unwrap();
    let open = known.values().filter(|cell| cell.is_none()).count();
    assert!(open > 0);
    assert_eq!(lines.open_after_line_logic.len(), open);
    assert_eq!((d.level, d.variables, d.open), (Level::Medium, 1360, 0));
    assert_eq!(lines.by_probing, open);
    assert!(lines.open_after_probing.is_empty() && d.probing_rounds >= 1);

    let v = json_of_in(&root(), &["analyze", "instances/hanjie/webpbn-00065.non"], "", 0);
    let json = &v["difficulty"];
    assert_eq!(json["measure"], "lines");
    assert_eq!(json["level"], "medium");
    assert_eq!(json["by_propagation"], 1360 - open);
    assert_eq!(json["lines"]["by_probing"], open);
    let cells = json["lines"]["open_after_line_logic"].as_array().unwrap();
    assert_eq!(cells.len(), open);
    for cell in cells {
        let (row, col) = (
            cell[0].as_u64().unwrap() as usize,
            cell[1].as_u64().unwrap() as usize,
        );
        assert_eq!(known[Pos::new(row - 1, col - 1)], None, "{cell}");
    }
    let text = run_in(&root(), &["analyze", "instances/hanjie/webpbn-00065.non"], "", 0);
    let expected = format!(
        "\ndifficulty: medium (needs probing): line logic fixes {} of 1360 cells and stops with {open} open in rows ",
        1360 - open
    );
    assert!(text.contains(&expected), "{text}");
    assert!(text.contains("; probing fixes them in "), "{text}");
}

/// A unique puzzle (`analyze` exits 0) that probing does not finish (webpbn #6574) needs
/// search: the cells left are counted and their lines named.
#[test]
fn a_puzzle_probing_does_not_finish_needs_search() {
    let path = "instances/hanjie/webpbn-06574.non";
    let v = json_of_in(&root(), &["analyze", path], "", 0);
    let d = &v["difficulty"];
    assert_eq!(d["level"], "hard");
    let left = d["lines"]["open_after_probing"].as_array().unwrap().len();
    assert!(left > 0 && d["open"] == left);
    let text = run_in(&root(), &["analyze", path], "", 0);
    assert!(
        text.contains(&format!("; the {left} left need search, in rows ")),
        "{text}"
    );
}

/// With several solutions, line logic cannot finish: hard, the cells left open include every
/// cell that is not forced, and the text says how many of them are not forced.
#[test]
fn several_solutions_are_never_line_solvable() {
    for name in [
        "seed-example2",
        "seed-example3-hidden-two",
        "seed-example3-hidden-four",
    ] {
        let path = format!("instances/hanjie/{name}.non");
        let v = json_of_in(&root(), &["analyze", &path], "", 1);
        assert_eq!(v["solutions"], "several");
        let d = &v["difficulty"];
        assert_eq!(d["level"], "hard", "{name}");
        let left: Vec<[usize; 2]> = serde_json::from_value(d["lines"]["open_after_probing"].clone()).unwrap();
        let not_forced: Vec<[usize; 2]> = v["cells"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .flat_map(|(r, row)| {
                let row: Vec<char> = row.as_str().unwrap().chars().collect();
                (0..row.len())
                    .filter(move |&c| row[c] == OPEN_CELL)
                    .map(move |c| [r + 1, c + 1])
            })
            .collect();
        assert!(!not_forced.is_empty());
        assert!(not_forced.iter().all(|cell| left.contains(cell)), "{name}");
        let text = run_in(&root(), &["analyze", &path], "", 1);
        let said = "\ndifficulty: hard (several solutions, which line logic cannot finish): ";
        assert!(text.contains(said), "{text}");
        let forced_left = left.len() - not_forced.len();
        assert!(
            text.contains(&format!(
                ": the {} cells not forced, which no reasoning decides",
                not_forced.len()
            )),
            "{text}"
        );
        assert_eq!(
            text.contains("forced cells that need search"),
            forced_left > 0,
            "{text}"
        );
    }
}

fn read_colour(path: &Path) -> Hanjie {
    let source = Source::from_file(path, &Default::default()).unwrap();
    let puzzle = Hanjie::parse(&source).unwrap();
    assert!(
        !puzzle.palette.is_black_and_white(),
        "{} is black and white",
        path.display()
    );
    puzzle
}

/// The colour garden is line solvable: line logic decides every cell (unit propagation on
/// its one-hot automaton CNF does too), and `analyze` gives the same rating.
#[test]
fn the_colour_garden_is_line_solvable() {
    let path = root().join("instances/hanjie/colour-garden.xml");
    let puzzle = read_colour(&path);
    let d = rated(&puzzle);
    assert_eq!(
        (d.level, d.variables, d.by_propagation, d.open),
        (Level::Easy, 100, 100, 0)
    );
    let open = open_by_propagation(&puzzle, |vars, pos| vars.cell(pos).to_vec());
    assert!(open.is_empty(), "{open:?}");
    let analysis = registry::parse(&Source::from_file(&path, &Default::default()).unwrap(), None)
        .unwrap()
        .analyze(&SolveOptions::default())
        .unwrap();
    assert_eq!(analysis.solutions, SolutionCount::One);
    assert_eq!(analysis.difficulty.unwrap(), d);
    let text = run_in(&root(), &["analyze", "instances/hanjie/colour-garden.xml"], "", 0);
    assert!(
        text.contains("\ndifficulty: easy (line solvable): line logic alone fixes all 100 cells\n"),
        "{text}"
    );
}

/// The puzzle of the 5-Dom picture (`instances/hanjie/05-dom.answer`) in colour: each filled
/// cell takes ink `ink(row, column)` of black, red and blue, as webpbn XML.
fn recoloured_5_dom(ink: Ink) -> String {
    let picture = read_answers(&root().join("instances/hanjie/05-dom.answer")).remove(0);
    let inks = ["black", "red", "blue"];
    let cells: Vec<Vec<Option<usize>>> = picture
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.chars()
                .enumerate()
                .map(|(c, symbol)| (symbol == '#').then(|| ink(r, c)))
                .collect()
        })
        .collect();
    let clue = |line: Vec<Option<usize>>| {
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut last = None;
        for cell in line {
            match (cell, runs.last_mut()) {
                (Some(ink), Some((length, run_ink))) if last == Some(ink) && *run_ink == ink => *length += 1,
                (Some(ink), _) => runs.push((1, ink)),
                (None, _) => {}
            }
            last = cell;
        }
        let counts: String = runs
            .iter()
            .map(|&(length, ink)| format!("<count color=\"{}\">{length}</count>", inks[ink]))
            .collect();
        format!("<line>{counts}</line>\n")
    };
    let (height, width) = (cells.len(), cells[0].len());
    let columns: String = (0..width)
        .map(|c| clue((0..height).map(|r| cells[r][c]).collect()))
        .collect();
    let rows: String = cells.iter().map(|row| clue(row.clone())).collect();
    format!(
        "<?xml version=\"1.0\"?>\n<puzzleset>\n<puzzle type=\"grid\" defaultcolor=\"black\">\n\
         <color name=\"white\" char=\".\">fff</color>\n<color name=\"black\" char=\"X\">000</color>\n\
         <color name=\"red\" char=\"r\">f00</color>\n<color name=\"blue\" char=\"b\">00f</color>\n\
         <clues type=\"columns\">\n{columns}</clues>\n<clues type=\"rows\">\n{rows}</clues>\n</puzzle>\n</puzzleset>\n"
    )
}

/// The ink of a filled cell from its row and column.
type Ink = fn(usize, usize) -> usize;

/// Colour puzzles of each level (5-Dom recoloured): the cells line logic leaves open are
/// those unit propagation on the one-hot automaton CNF leaves open; the unique ones are
/// easy, medium or hard as line logic and probing leave them, the one with several
/// solutions hard; `analyze` rates them the same.
#[test]
fn colour_puzzles_of_each_level() {
    let cases: [(Ink, &str, &str); 4] = [
        (|r, _| r / 5 % 2, "easy", "one"),
        (|r, c| (r + c) % 3, "medium", "one"),
        (|r, _| usize::from(r == 0), "hard", "one"),
        (|_, c| c / 5 % 2, "hard", "several"),
    ];
    for (ink, level, solutions) in cases {
        let xml = recoloured_5_dom(ink);
        let source = Source::inline("recoloured", &xml);
        let puzzle = Hanjie::parse(&source).unwrap();
        assert!(!puzzle.palette.is_black_and_white(), "not in colour");
        let what = format!("{level}, {solutions} solution(s)");
        let d = rated(&puzzle);
        let lines = d.lines.as_ref().unwrap();
        let open = open_by_propagation(&puzzle, |vars, pos| vars.cell(pos).to_vec());
        assert_eq!(lines.open_after_line_logic, open, "{what}");
        assert_eq!(d.by_propagation, 121 - open.len(), "{what}");
        assert_eq!(level == "easy", open.is_empty(), "{what}");
        assert_eq!(lines.by_probing + d.open, open.len(), "{what}");
        assert_eq!(level == "hard", d.open > 0, "{what}");
        assert_eq!(d.level.name(), level, "{what}");
        let code = if solutions == "one" { 0 } else { 1 };
        let v = json_of_in(&root(), &["analyze", "--kind", "hanjie", "-"], &xml, code);
        assert_eq!(v["solutions"], solutions, "{what}");
        let json = &v["difficulty"];
        assert_eq!(json["level"], level, "{what}");
        assert_eq!(json["by_propagation"], d.by_propagation, "{what}");
        assert_eq!(json["open"], d.open, "{what}");
        assert_eq!(
            json["lines"]["open_after_line_logic"],
            serde_json::json!(open),
            "{what}"
        );
    }
}

/// No solution: line logic finds no filling for a colour line (easy); probing finds one
/// where line logic stops (medium); or neither does, and search is needed to find the
/// contradiction (hard). The line is named when one is found.
#[test]
fn without_solution_the_rating_says_what_finds_the_contradiction() {
    let garden = std::fs::read_to_string(root().join("instances/hanjie/colour-garden.xml")).unwrap();
    let column_2 = "<line><count color=\"red\">2</count><count color=\"blue\">3</count></line>";
    let swapped = "<line><count color=\"blue\">3</count><count color=\"red\">2</count></line>";
    assert!(garden.contains(column_2));
    let changed = |text: &str, from: &str, to: &str| {
        let at = text.find(from).unwrap();
        format!("{}{to}{}", &text[..at], &text[at + from.len()..])
    };
    let example4 = std::fs::read_to_string(root().join("instances/hanjie/seed-example4.non")).unwrap();
    let dom5 = std::fs::read_to_string(root().join("instances/hanjie/05-dom.non")).unwrap();
    let cases = [
        (changed(&garden, column_2, swapped), "easy", true),
        (changed(&example4, "\n3,1\n", "\n1,3\n"), "medium", true),
        (changed(&dom5, "\n3,1\n", "\n1,3\n"), "hard", false),
    ];
    for (text, level, named) in cases {
        let v = json_of_in(&root(), &["analyze", "--kind", "hanjie", "-"], &text, 1);
        assert_eq!(v["solutions"], "none", "{level}");
        let d = &v["difficulty"];
        assert_eq!(
            (&d["level"], &d["refuted"]),
            (&Value::from(level), &Value::from(named)),
            "{v}"
        );
        let line = d["lines"]["impossible_line"].as_str();
        assert_eq!(line.is_some(), named, "{v}");
        let out = run_in(&root(), &["analyze", "--kind", "hanjie", "-"], &text, 1);
        let said = match (level, line) {
            ("easy", Some(line)) => {
                format!("\ndifficulty: easy: line logic alone finds no way to fill {line}\n")
            }
            ("medium", Some(line)) => format!("; probing finds no way to fill {line}\n"),
            _ => ": search is needed to find the contradiction\n".to_string(),
        };
        assert!(out.contains(&said), "{out}");
    }
}
