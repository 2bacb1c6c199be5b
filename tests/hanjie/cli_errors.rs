//! How the `gridsat` binary rejects bad Hanjie input (exit 2, file and line named) and
//! reports impossible puzzles (exit 1, with the reason).

use crate::hanjie::hanjie_support::*;
use serde_json::json;

#[test]
fn bad_non_files_name_file_and_line() {
    let messages = [
        "missing-width.non:7: `columns` before `width`",
        "missing-height.non:3: `rows` before `height`",
        "clue-nan.non:10:1: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `one`",
        "width-zero.non:1: expected `width N` with N from 1 to 4096",
        "garbage.non:2:1: expected a keyword (width, height, rows, columns, goal, title, …), found `12`",
        "empty.non: the input is empty: expected a .non puzzle (width, height, rows, columns)",
        // Too few row clues: `columns` comes where the fourth row clue should be.
        "rows-short.non:8: `rows` needs 4 clue lines (one per row), found 3 before `columns`",
        // Too many: the third row clue is read after the section.
        "rows-long.non:8:1: a clue line `1` outside the `rows` and `columns` sections (more clue lines than the height or width?)",
    ];
    for message in messages {
        let file = message.split(':').next().unwrap();
        fails(&["solve", file], message);
        fails(&["count", file], message);
        fails(&["dimacs", file], message);
    }
    let inline = |text: &str, message: &str| {
        let out = gridsat().args(["solve", "-"]).write_stdin(text).output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.starts_with(&format!("gridsat: <stdin>:{message}")),
            "{stderr}"
        );
    };
    inline(
        "width 2\nheight 1\nrows\n1 1\ncolumns\n1\n1\n",
        "4:1: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `1 1`",
    );
    inline(
        "width 2\nheight 1\nrows\n1,0\ncolumns\n1\n0\n",
        "4:3: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `0`",
    );
    inline(
        "width 2\nheight 1\nrows\n1\ncolumns\n1\n0\ngoal \"10x\"\n",
        "8: `x` in the goal: expected 0 or 1",
    );
    inline(
        "width 2\nheight 1\nrows\n1\ncolumns\n1\n0\nrows\n1\n",
        "8: a second `rows` section",
    );
    inline(
        "width 2\nheight 2\nrows\n1\n",
        "4: `rows` needs 2 clue lines, the file ends after 1",
    );
    inline("width 2\nheight 1\nrows\n1\n", " no `columns` line");
}

#[test]
fn a_short_rows_section_says_so() {
    let out = gridsat()
        .current_dir(fixture_dir())
        .args(["solve", "rows-short.non"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("gridsat: rows-short.non:") && stderr.contains("`rows` needs 4 clue lines"),
        "{stderr}"
    );
}

#[test]
fn a_size_that_no_longer_fits_the_clues_is_an_error() {
    for command in ["solve", "count", "dimacs"] {
        let out = gridsat()
            .current_dir(fixture_dir())
            .args([command, "width-after-columns.non"])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!stderr.contains("panicked"), "{command}: {stderr}");
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(
            stderr.starts_with("gridsat: width-after-columns.non:"),
            "{command}: {stderr}"
        );
    }
}

#[test]
fn impossible_puzzles_exit_1_with_the_reason() {
    let cases = [
        (
            "impossible-totals.non",
            "the row clues fill 3 cells, the column clues 2",
        ),
        (
            "clue-too-long.non",
            "row 1's clue 5 needs at least 5 cells, the line has 3",
        ),
    ];
    for (file, reason) in cases {
        let path = fixture_dir().join(file).display().to_string();
        let text = run(&["solve", &path], 1);
        assert!(text.starts_with(&format!("{path}: hanjie ")), "{text}");
        assert!(text.contains(&format!("\nno solution: {reason}\n")), "{text}");
        // The unsolved picture: clues and `?` cells.
        assert!(text.contains(" ? ? ?\n"), "{text}");
        for encoding in ENCODINGS {
            let v = json_of(&["solve", "--encoding", encoding, &path], "", 1);
            has(
                &v,
                json!({"status": "unsatisfiable", "solution": null, "unique": null, "reason": reason}),
            );
            let v = json_of(&["count", "--encoding", encoding, &path], "", 1);
            has(&v, json!({"count": 0, "complete": true}));
        }
        // The CNF is still written, and has no model.
        let cnf = run(&["dimacs", &path], 0);
        let mut solver = varisat::Solver::new();
        solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
        assert!(!solver.solve().unwrap(), "{file}");
    }
}

#[test]
fn unknown_clues_solve_and_count_like_brute_force() {
    // The `.answer` files of these hold every solution, found by brute force.
    for (name, count) in [
        ("seed-example3-hidden-unique.non", 1),
        ("seed-example3-hidden-two.non", 2),
        ("seed-example3-hidden-four.non", 4),
    ] {
        assert_eq!(answers(name).len(), count, "{name}");
        let input = instance(name);
        for encoding in ENCODINGS {
            let v = json_of(&["count", "--encoding", encoding, &input], "", 0);
            has(&v, json!({"count": count, "complete": true}));
            let v = json_of(&["solve", "--encoding", encoding, &input], "", 0);
            has(&v, json!({"status": "solved", "unique": count == 1}));
            assert!(answers(name).contains(&rows(&v["solution"])), "{name}");
        }
    }
    // `?` clues are shown in the picture.
    let text = run(&["solve", &instance("seed-example3-hidden-unique.non")], 0);
    assert!(text.contains("\n? ? 3 # # . # . . . # # #\n"), "{text}");
    assert!(
        text.contains("the solution is the goal picture given in the input\n"),
        "{text}"
    );

    // A small one from stdin: `?,1` in a width-3 row is `#.#` only, `?` says nothing.
    let puzzle = "width 3\nheight 2\nrows\n?,1\n?\ncolumns\n?\n0\n1\n";
    let v = json_of(&["count", "-"], puzzle, 0);
    // Column 1 any of 4, column 2 empty, column 3 one cell: rows say row 1 is `#.#`, so
    // column 3 is `#.` and column 1 starts with `#`: 2 solutions.
    has(&v, json!({"count": 2}));
}
