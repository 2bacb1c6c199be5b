//! End-to-end tests of texts that hold several puzzles separated by lines `---`, as
//! `generate --count N` prints them: `solve` solves each (named `INPUT#K`, errors on the
//! lines of the whole text), the commands that read one puzzle refuse them or read the one
//! named `INPUT#K`, and standard input is `<stdin>` in every result and message.

use crate::cli::batch_support::json_lines;
use crate::run_gridsat::{output_in, root, run_in};
use serde_json::Value;
use std::path::Path;

/// The rows of each solution that `generate` planted in its output, after `# solution:`
/// (webpbn XML: `<!-- solution: -->`), one list per puzzle.
fn planted_solutions(generated: &str) -> Vec<Vec<String>> {
    generated
        .split("\n---\n")
        .map(|puzzle| {
            let after = puzzle
                .split_once("# solution:\n")
                .or_else(|| puzzle.split_once("<!-- solution: -->\n"))
                .unwrap_or_else(|| panic!("no solution in {puzzle}"))
                .1;
            let rows = after.lines().filter_map(|line| {
                let row = line.strip_prefix("# ").or_else(|| line.strip_prefix("<!-- "))?;
                Some(row.trim_end_matches(" -->").to_string())
            });
            rows.collect()
        })
        .collect()
}

fn rows(v: &Value) -> Vec<String> {
    let rows = v.as_array().unwrap_or_else(|| panic!("no rows: {v}"));
    rows.iter().map(|row| row.as_str().unwrap().to_string()).collect()
}

/// `gridsat ARGS` in `dir` with `stdin`: exit code, stdout and stderr.
fn gridsat_in(dir: &Path, args: &[&str], stdin: &str) -> (i32, String, String) {
    output_in(dir, args, stdin)
}

#[test]
fn puzzles_generated_together_are_solved_back_one_by_one_for_every_kind() {
    let cases: [(&str, &str, &[&str], &str); 5] = [
        ("magnets", "6x6", &[], "magnets"),
        ("hanjie", "8x8", &[], "non"),
        // A colour Hanjie is webpbn XML, with its solution in XML comments.
        ("hanjie", "6x6", &["--colours", "3"], "xml"),
        ("123", "5x5", &[], "123"),
        ("yinyang", "5x5", &[], "yinyang"),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (kind, size, extra, extension) in cases {
        let args = [
            &["generate", kind, "--size", size, "--seed", "3", "--count", "3"][..],
            extra,
        ]
        .concat();
        let generated = run_in(&root(), &args, "", 0);
        let planted = planted_solutions(&generated);
        assert_eq!(planted.len(), 3, "{generated}");

        let (code, stdout, stderr) = gridsat_in(&root(), &["solve", "--format", "json", "-"], &generated);
        assert_eq!(code, 0, "{kind} {extra:?}: {stderr}");
        assert!(
            stderr.starts_with("3 inputs: 3 solved (3 unique), 0 unsatisfiable, 0 failed, 0 timed out ("),
            "{stderr}"
        );
        let values = json_lines(&stdout);
        assert_eq!(values.len(), 3, "{stdout}");
        // The same text as a file: each puzzle's solution is checked by `verify`, the puzzle
        // named by its number.
        let file = dir.path().join(format!("{kind}-{extension}.{extension}"));
        std::fs::write(&file, &generated).unwrap();
        for (index, (v, planted)) in values.iter().zip(&planted).enumerate() {
            let name = format!("<stdin>#{}", index + 1);
            assert_eq!(v["input"], name.as_str(), "{v}");
            assert_eq!(
                (v["status"].as_str(), v["unique"].as_bool()),
                (Some("solved"), Some(true)),
                "{v}"
            );
            assert_eq!(&rows(&v["solution"]), planted, "{kind} {name}");
            let answer = dir
                .path()
                .join(format!("{kind}-{extension}-{}.answer", index + 1));
            std::fs::write(&answer, planted.join("\n") + "\n").unwrap();
            let puzzle = format!("{}#{}", file.display(), index + 1);
            let verified = run_in(
                &root(),
                &["verify", &puzzle, &answer.display().to_string()],
                "",
                0,
            );
            assert_eq!(
                verified,
                format!("{}: valid solution of {puzzle}\n", answer.display())
            );
        }
    }
}

/// Three puzzles of three kinds in a file without a kind's extension, after a header of
/// comments; the magnets one first.
fn mixed(dir: &Path) -> String {
    let magnets = std::fs::read_to_string(root().join("instances/magnets/tatham-3x3.magnets")).unwrap();
    let onetwothree = std::fs::read_to_string(root().join("instances/123/cspuz-4x4.123")).unwrap();
    let text = format!(
        "# three puzzles\n---\n{magnets}---\n{onetwothree}\n---\nhttps://puzz.link/p?yinyang/3/3/000\n---\n"
    );
    std::fs::write(dir.join("mixed.txt"), text).unwrap();
    "mixed.txt".to_string()
}

#[test]
fn a_file_of_several_puzzles_is_a_batch_of_them_named_by_their_number() {
    let dir = tempfile::tempdir().unwrap();
    let file = mixed(dir.path());
    let (code, stdout, stderr) = gridsat_in(dir.path(), &["solve", "--format", "json", &file], "");
    assert_eq!(code, 0, "{stderr}");
    let values = json_lines(&stdout);
    let named: Vec<(&str, &str)> = values
        .iter()
        .map(|v| (v["input"].as_str().unwrap(), v["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(
        named,
        [
            ("mixed.txt#1", "magnets"),
            ("mixed.txt#2", "123"),
            ("mixed.txt#3", "yinyang")
        ]
    );
    assert_eq!(rows(&values[0]["solution"]), ["+-x", "-xx", "+-+"]);
    assert!(stderr.starts_with("3 inputs: 3 solved (2 unique), "), "{stderr}");

    // The text names each puzzle the same way.
    let (code, text, _) = gridsat_in(dir.path(), &["solve", &file], "");
    assert_eq!(code, 0);
    for header in [
        "mixed.txt#1: magnets 3x3\n",
        "\nmixed.txt#2: 123 4x4\n",
        "\nmixed.txt#3: yinyang 3x3\n",
    ] {
        assert!(text.contains(header), "{header} in {text}");
    }

    // One of them, named by its number, is one input (no batch summary).
    let (code, text, stderr) = gridsat_in(dir.path(), &["solve", "mixed.txt#2"], "");
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(text.starts_with("mixed.txt#2: 123 4x4\n"), "{text}");

    // --proof: a stem per puzzle with its number, and a check command that runs.
    let (code, stdout, stderr) = gridsat_in(dir.path(), &["solve", "--proof", "out", &file], "");
    assert_eq!(code, 0, "{stderr}");
    for stem in ["mixed#1", "mixed#2"] {
        for suffix in [".cnf", ".model", "-unique.cnf", "-unique.drat"] {
            assert!(
                dir.path().join("out").join(format!("{stem}{suffix}")).exists(),
                "{stem}{suffix}"
            );
        }
    }
    let decode = "gridsat decode --kind 123 'mixed.txt#2' 'out/mixed#2.model'";
    assert!(stdout.contains(&format!("\n  {decode}\n")), "{stdout}");
    let (code, decoded, stderr) = gridsat_in(
        dir.path(),
        &["decode", "--kind", "123", "mixed.txt#2", "out/mixed#2.model"],
        "",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(decoded.starts_with("mixed.txt#2: 123 4x4\n"), "{decoded}");
}

/// `gen.123`: three 123 puzzles as `generate` prints them; the second with a bad cell on its
/// first grid row, the third missing its last row. Returns the text and the numbers (from 1,
/// in the whole text) of the bad cell's line and of the third puzzle's header line.
fn bad_puzzles() -> (String, usize, usize) {
    let args = ["generate", "123", "--size", "4x4", "--seed", "5", "--count", "3"];
    let generated = run_in(&root(), &args, "", 0);
    let mut lines: Vec<String> = generated.lines().map(String::from).collect();
    let headers: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] == "123 4x4").collect();
    assert_eq!(headers.len(), 3, "{generated}");
    let bad_row = headers[1] + 1;
    lines[bad_row].replace_range(2..3, "7");
    lines.remove(headers[2] + 4);
    (lines.join("\n") + "\n", bad_row + 1, headers[2] + 1)
}

#[test]
fn errors_in_a_later_puzzle_name_its_line_in_the_whole_text() {
    let (text, bad_line, third_header) = bad_puzzles();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("gen.123"), &text).unwrap();
    let second = format!("{bad_line}:3: `7` is not a cell: expected `.` (empty) or a given 1, 2 or 3");
    // The third puzzle's rows end on its last line, three after its header.
    let third = format!(
        "{}: 3 rows of cells, expected 4 (the height in `123 4x4`)",
        third_header + 3
    );
    for (args, name, stdin) in [
        (["solve", "gen.123"], "gen.123", ""),
        (["solve", "-"], "<stdin>", text.as_str()),
    ] {
        let (code, stdout, stderr) = gridsat_in(dir.path(), &args, stdin);
        assert_eq!(code, 2);
        assert!(stdout.starts_with(&format!("{name}#1: 123 4x4\n")), "{stdout}");
        let mut messages = stderr.lines();
        assert_eq!(
            messages.next(),
            Some(format!("gridsat: {name}#2:{second}").as_str())
        );
        assert_eq!(
            messages.next(),
            Some(format!("gridsat: {name}#3:{third}").as_str())
        );
        let summary = messages.next().unwrap();
        assert!(
            summary.starts_with("3 inputs: 1 solved (1 unique), 0 unsatisfiable, 2 failed, "),
            "{summary}"
        );

        let json = [&args[..1], &["--format", "json"], &args[1..]].concat();
        let (_, stdout, _) = gridsat_in(dir.path(), &json, stdin);
        let values = json_lines(&stdout);
        assert_eq!(values[1]["input"], format!("{name}#2").as_str());
        assert_eq!(values[1]["error"], format!("{name}#2:{second}").as_str());
        assert_eq!(values[2]["error"], format!("{name}#3:{third}").as_str());
    }
    // Read alone, by its number, it is the same error.
    let (code, _, stderr) = gridsat_in(dir.path(), &["count", "gen.123#2"], "");
    assert_eq!((code, stderr), (2, format!("gridsat: gen.123#2:{second}\n")));
}

#[test]
fn commands_of_one_puzzle_refuse_several_and_read_one_by_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["generate", "123", "--size", "4x4", "--seed", "1", "--count", "3"];
    let generated = run_in(&root(), &args, "", 0);
    std::fs::write(dir.path().join("gen.123"), &generated).unwrap();
    let planted = planted_solutions(&generated);
    std::fs::write(dir.path().join("second.answer"), planted[1].join("\n")).unwrap();
    let commands: [&[&str]; 7] = [
        &["count"],
        &["analyze"],
        &["dimacs"],
        &["draw"],
        &["solve", "--format", "svg"],
        &["decode", "INPUT", "missing.model"],
        &["verify", "INPUT", "second.answer"],
    ];
    for command in commands {
        let with = |input: &str| -> Vec<String> {
            let mut args: Vec<String> = command.iter().map(|a| a.replace("INPUT", input)).collect();
            if !command.contains(&"INPUT") {
                args.push(input.to_string());
            }
            args
        };
        let name = if command[0] == "solve" {
            "solve --format svg"
        } else {
            command[0]
        };
        let args = with("gen.123");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stdout, stderr) = gridsat_in(dir.path(), &args, "");
        assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}");
        assert_eq!(
            stderr,
            format!(
                "gridsat: gen.123: holds 3 puzzles (separated by lines `---`), and {name} reads one: name one by its number, gen.123#1 to gen.123#3, or solve them all with `gridsat solve gen.123`\n"
            )
        );
        // Standard input: `-#2` after `--`.
        let args = with("-");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, stderr) = gridsat_in(dir.path(), &args, &generated);
        assert_eq!(code, 2);
        assert_eq!(
            stderr,
            format!(
                "gridsat: <stdin>: holds 3 puzzles (separated by lines `---`), and {name} reads one: name one by its number, -#1 to -#3 (after `--`, as in `gridsat {name} -- -#2`), or solve them all with `gridsat solve -`\n"
            )
        );
        // A number past the last.
        let args = with("gen.123#4");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, stderr) = gridsat_in(dir.path(), &args, "");
        assert_eq!(code, 2);
        assert_eq!(
            stderr,
            "gridsat: gen.123: no puzzle 4: the input holds 3 puzzles (`#1` to `#3`), separated by lines `---`\n"
        );
    }
    // One of them, by its number, from the file and from standard input.
    assert_eq!(
        run_in(dir.path(), &["count", "gen.123#2"], "", 0),
        "gen.123#2: 1 solution\n"
    );
    assert_eq!(
        run_in(dir.path(), &["count", "--", "-#3"], &generated, 0),
        "<stdin>#3: 1 solution\n"
    );
    assert_eq!(
        run_in(dir.path(), &["verify", "gen.123#2", "second.answer"], "", 0),
        "second.answer: valid solution of gen.123#2\n"
    );
    // The second puzzle's solution is not the first's.
    let (code, stdout, _) = gridsat_in(dir.path(), &["verify", "gen.123#1", "second.answer"], "");
    assert_eq!(code, 1, "{stdout}");
    let svg = run_in(dir.path(), &["draw", "gen.123#3"], "", 0);
    assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{svg}");
    // A single puzzle is puzzle 1.
    let single = run_in(
        &root(),
        &["generate", "123", "--size", "4x4", "--seed", "1"],
        "",
        0,
    );
    assert!(!single.contains("\n---\n"));
    std::fs::write(dir.path().join("one.123"), &single).unwrap();
    assert_eq!(
        run_in(dir.path(), &["count", "one.123#1"], "", 0),
        "one.123#1: 1 solution\n"
    );
    assert_eq!(
        run_in(dir.path(), &["count", "one.123"], "", 0),
        "one.123: 1 solution\n"
    );
}

#[test]
fn standard_input_is_named_stdin_in_every_result_and_message() {
    let magnets = std::fs::read_to_string(root().join("instances/magnets/tatham-3x3.magnets")).unwrap();
    let text = run_in(&root(), &["solve", "-"], &magnets, 0);
    assert!(text.starts_with("<stdin>: magnets 3x3\n"), "{text}");
    let (_, stdout, _) = gridsat_in(&root(), &["solve", "--format", "json", "-"], &magnets);
    assert_eq!(json_lines(&stdout)[0]["input"], "<stdin>");
    assert_eq!(
        run_in(&root(), &["count", "-"], &magnets, 0),
        "<stdin>: 1 solution\n"
    );
    let (_, stdout, _) = gridsat_in(&root(), &["analyze", "--format", "json", "-"], &magnets);
    assert_eq!(json_lines(&stdout)[0]["input"], "<stdin>");

    // Errors: a parse error, and one the input's name is put before.
    let bad = "magnets 3x3\ncols+ 2 0\n";
    let message = "<stdin>:2: `cols+` has 2 counts, expected 3";
    for args in [
        &["solve", "-"][..],
        &["solve", "-", "instances/magnets/tatham-3x3.magnets"],
        &["count", "-"],
    ] {
        let (code, _, stderr) = gridsat_in(&root(), args, bad);
        assert_eq!(code, 2);
        assert_eq!(
            stderr.lines().next(),
            Some(format!("gridsat: {message}").as_str()),
            "{args:?}"
        );
    }
    let (_, stdout, _) = gridsat_in(&root(), &["solve", "--format", "json", "-"], bad);
    let v = &json_lines(&stdout)[0];
    assert_eq!(
        (v["input"].as_str(), v["error"].as_str()),
        (Some("<stdin>"), Some(message))
    );
    let (code, stdout, stderr) = gridsat_in(
        &root(),
        &["solve", "--format", "json", "--max-memory", "1KiB", "-"],
        &magnets,
    );
    assert_eq!(code, 2);
    let v = &json_lines(&stdout)[0];
    assert_eq!(v["input"], "<stdin>");
    assert!(
        stderr.starts_with("gridsat: <stdin>: this 3x3 magnets puzzle would need"),
        "{stderr}"
    );

    // A certificate's stem is `stdin`, and its check command reads standard input again.
    let dir = tempfile::tempdir().unwrap();
    let (code, stdout, stderr) = gridsat_in(dir.path(), &["solve", "--proof", "out", "-"], &magnets);
    assert_eq!(code, 0, "{stderr}");
    assert!(dir.path().join("out/stdin.model").exists());
    assert!(
        stdout.contains("\n  gridsat decode --kind magnets - out/stdin.model\n"),
        "{stdout}"
    );
    // Of several puzzles on standard input: `stdin#K`, read again as `-#K` after `--`.
    let two = format!("{magnets}---\n{magnets}");
    let (code, stdout, stderr) = gridsat_in(dir.path(), &["solve", "--proof", "out", "-"], &two);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("\n  gridsat decode --kind magnets -- '-#2' 'out/stdin#2.model'\n"),
        "{stdout}"
    );
    let (code, decoded, stderr) = gridsat_in(
        dir.path(),
        &["decode", "--kind", "magnets", "--", "-#2", "out/stdin#2.model"],
        &two,
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(decoded.starts_with("<stdin>#2: magnets 3x3\n"), "{decoded}");
}
