//! How the `gridsat` binary rejects bad Yin Yang input and usage (exit 2, nothing on stdout,
//! exactly one message naming file, line and column where there is one; in JSON mode also
//! an error object) and reports impossible puzzles (exit 1 in every connectivity mode, with
//! the reason when the givens alone show it, and an exported CNF that varisat also finds
//! unsatisfiable). Models of one encoding's CNF decoded as another's are refused.

use serde_json::{Value, json};

use crate::dimacs_files::{competition_answer, varisat_model};
use crate::yinyang::yinyang_cli_support::*;

/// Exit 2, nothing on stdout, and exactly `gridsat: MESSAGE` on stderr.
fn fails_with(args: &[&str], stdin: &str, message: &str) {
    fails(args, stdin, &format!("{message}\n"));
}

/// The unknown-name message of `--connectivity NAME`, listing the names accepted.
fn unknown(name: &str) -> String {
    format!(
        "unknown yinyang encoding `{name}`: expected one of lazy, layers, tree, no-checkerboard, no-border (several joined by commas)"
    )
}

#[test]
fn bad_input_names_file_line_and_column() {
    let cases = [
        (
            "bad-cell.yinyang",
            "bad-cell.yinyang:4:5: `x` is not a cell: expected `.` (empty), `B` (black) or `W` (white)",
        ),
        (
            "ragged.yinyang",
            "ragged.yinyang:3: row has 3 cells, expected 4 (the width in `yinyang 4x3`)",
        ),
        (
            "size-no-x.yinyang",
            "size-no-x.yinyang:1:9: expected a size WxH such as 6x6, found `4`",
        ),
        (
            "size-zero.yinyang",
            "size-zero.yinyang:1:9: a grid needs at least 1 cell per side, found `0x3`",
        ),
        (
            "wrong-header.yinyang",
            "wrong-header.yinyang:1:1: expected `yinyang WxH` as the first line (or a puzz.link URL)",
        ),
        (
            "too-few-rows.yinyang",
            "too-few-rows.yinyang:3: 2 rows of cells, expected 3 (the height in `yinyang 4x3`)",
        ),
        (
            "too-many-rows.yinyang",
            "too-many-rows.yinyang:5: 4 rows of cells, expected 3 (the height in `yinyang 4x3`)",
        ),
        (
            "empty.yinyang",
            "empty.yinyang: the input is empty: expected `yinyang WxH` or a puzz.link yinyang URL",
        ),
        (
            "comments-only.yinyang",
            "comments-only.yinyang: the input holds only comments, no puzzle: expected `yinyang WxH` or a puzz.link yinyang URL",
        ),
        (
            "bad-url-char.url",
            "bad-url-char.url:1:38: `x` is not a URL cell character: expected 0-9 or a-q (three cells each)",
        ),
    ];
    let solution = instance("pzprjs-test-5x5.answer");
    for (file, message) in cases {
        for command in ["solve", "count", "dimacs"] {
            fails_with(&[command, file], "", message);
        }
        fails_with(&["verify", file, &solution], "", message);
    }
    // The 5x5 body read as a 4x4 grid: its last character colours cells past the 16th. (Only
    // the start of the message: see the report for its count of the cells that exist.)
    let past = "url-too-long.url:1:38: `2` colours cell 18 of a grid of 16 cells (a 4x4 grid)";
    for command in ["solve", "count", "dimacs"] {
        fails(&[command, "url-too-long.url"], "", past);
    }
    // URLs given inline, on any host, and on standard input.
    let urls = [
        (
            "https://puzz.link/p?yinyang/5/5/01661x300",
            "<argument>:1:38: `x` is not a URL cell character: expected 0-9 or a-q (three cells each)",
        ),
        (
            "p?yinyang/3/3/0r0",
            "<argument>:1:16: `r` is not a URL cell character: expected 0-9 or a-q (three cells each)",
        ),
        (
            "https://puzz.link/p?yinyang/4/4/0000001",
            "<argument>:1:39: the cells run past the 16 cells of a 4x4 grid",
        ),
        (
            "https://pzprxs.vercel.app/p?yinyang/0/5/000",
            "<argument>:1:37: expected the number of columns (1 to 4096) in `yinyang/<columns>/<rows>/<cells>`, found `0`",
        ),
        (
            "http://pzv.jp/p.html?yinyang/5/x/000",
            "<argument>:1:32: expected the number of rows (1 to 4096) in `yinyang/<columns>/<rows>/<cells>`, found `x`",
        ),
        (
            "https://puzz.link/p?yinyang/5",
            "<argument>:1:30: expected the number of rows (1 to 4096) in `yinyang/<columns>/<rows>/<cells>`, found nothing",
        ),
    ];
    for (url, message) in urls {
        fails_with(&["solve", url], "", message);
        let on_stdin = message.replacen("<argument>", "<stdin>", 1);
        fails_with(&["solve", "-"], &format!("{url}\n"), &on_stdin);
    }
    // Standard input: the same messages with `<stdin>`.
    fails_with(
        &["solve", "-"],
        "yinyang 2x2\nB.\n.b\n",
        "<stdin>:3:2: `b` is not a cell: expected `.` (empty), `B` (black) or `W` (white)",
    );
    fails_with(
        &["solve", "--kind", "yinyang", "-"],
        "",
        "<stdin>: the input is empty: expected `yinyang WxH` or a puzz.link yinyang URL",
    );
    // In JSON mode the error is also an object on stdout, after the good input's result.
    let good = instance("pzprjs-test-5x5.yinyang");
    let (code, stdout, _) = output(&["solve", "--format", "json", &good, "bad-cell.yinyang"], "");
    assert_eq!(code, 2);
    let lines: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    has(&lines[0], json!({"status": "solved"}));
    has(
        &lines[1],
        json!({"input": "bad-cell.yinyang", "status": "error", "error": cases[0].1}),
    );
}

#[test]
fn bad_usage_is_refused() {
    let puzzle = instance("pzprjs-test-5x5.yinyang");
    let model = fixture("pzprjs-2x2-block.answer");
    for name in ["spiral", "lazy,spiral", "Layers", ""] {
        let bad = name.rsplit(',').next().unwrap();
        for command in [&["solve"][..], &["count"], &["dimacs"], &["decode"]] {
            let mut args = command.to_vec();
            args.extend(["--connectivity", name, &puzzle]);
            if command == ["decode"] {
                args.push(&model);
            }
            fails_with(&args, "", &unknown(bad));
            // `--encoding` is the same option.
            args[1] = "--encoding";
            fails_with(&args, "", &unknown(bad));
        }
    }
    // Lazy connectivity leaves the rule out of the CNF: `dimacs` cannot export it, and with
    // `-o` writes nothing (an existing file is left as it was).
    let lazy = format!(
        "{puzzle}: --connectivity lazy leaves connectivity out of the CNF, so it cannot be exported or checked against another solver's model: use layers (the default here) or tree"
    );
    let lazy = lazy.as_str();
    fails_with(&["dimacs", "--connectivity", "lazy", &puzzle], "", lazy);
    let dir = tempfile::tempdir().unwrap();
    let (new, old) = (dir.path().join("new.cnf"), dir.path().join("old.cnf"));
    std::fs::write(&old, "old\n").unwrap();
    for file in [&new, &old] {
        let file = file.display().to_string();
        fails_with(
            &["dimacs", "--connectivity", "lazy", &puzzle, "-o", &file],
            "",
            lazy,
        );
    }
    assert!(!new.exists());
    // Not with the redundant rules; nor for `decode` (which says so before it reads the
    // model). Two connectivities at once are refused whatever the command.
    fails_with(&["dimacs", "--connectivity", "lazy,no-border", &puzzle], "", lazy);
    for command in ["dimacs", "solve"] {
        for mode in ["tree,lazy", "layers,tree"] {
            let (first, second) = mode.split_once(',').unwrap();
            let two = format!(
                "{puzzle}: --connectivity names two connectivities, {first} and {second}: choose one"
            );
            fails_with(&[command, "--connectivity", mode, &puzzle], "", &two);
        }
    }
    for mode in ["lazy", "lazy,no-checkerboard"] {
        fails_with(&["decode", "--connectivity", mode, &puzzle, &model], "", lazy);
    }
    assert_eq!(std::fs::read_to_string(&old).unwrap(), "old\n");
    let listing: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(listing, ["old.cnf"], "no temporary file left behind");
    // Options of other puzzles' generators.
    let generate = ["generate", "yinyang", "--size", "5x5", "--seed", "1"];
    for (extra, message) in [
        (
            "--density=0.5",
            "--density does nothing for Yin Yang puzzles: they are always generated unique and given-minimal; drop it",
        ),
        (
            "--allow-multiple",
            "--allow-multiple does nothing for Yin Yang puzzles: they are always generated unique and given-minimal; drop it",
        ),
    ] {
        fails_with(&[&generate[..], &[extra]].concat(), "", message);
    }
}

/// A model of the CNF of one encoding, decoded with another: refused (exit 2), naming the
/// encoding decode assumed and asking whether the CNF was written with another.
#[test]
fn models_of_another_encoding_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let input = instance(PZPRJS);
    let model_of = |mode: &str| {
        let cnf = run(&["dimacs", "--connectivity", mode, &input], 0);
        let file = dir.path().join(format!("{mode}.model")).display().to_string();
        std::fs::write(&file, competition_answer(&varisat_model(&cnf), 10)).unwrap();
        file
    };
    let (layers, tree) = (model_of("layers"), model_of("tree"));
    let cases = [
        (&tree, None, "layers"),
        (&tree, Some("layers"), "layers"),
        (&layers, Some("tree"), "tree"),
        (&layers, Some("layers,no-border"), "layers,no-border"),
    ];
    for (model, mode, assumed) in cases {
        let mode_args = mode.into_iter().flat_map(|m| ["--connectivity", m]);
        let args: Vec<&str> = std::iter::once("decode")
            .chain(mode_args)
            .chain([input.as_str(), model.as_str()])
            .collect();
        let (code, stdout, stderr) = output(&args, "");
        assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}: {stderr}");
        assert!(stderr.starts_with(&format!("gridsat: {model}: ")), "{stderr}");
        let hint =
            format!("(this is the `{assumed}` encoding: was the CNF written with another --encoding?)\n");
        assert!(stderr.ends_with(&hint), "{args:?}: {stderr}");
    }
}

#[test]
fn impossible_puzzles_exit_1_in_every_mode() {
    let block = "the givens r1c1 r1c2 r2c1 r2c2 are all black: no 2x2 block may be one colour";
    let cases = [
        ("black-block.yinyang", String::new(), Some(block)),
        ("-", native(&["BB", "BB"]), Some(block)),
        // The white r2c2 is walled in by black givens, and another white is far away: only
        // search shows it, so there is no reason.
        ("walled-in.yinyang", String::new(), None),
    ];
    for (input, stdin, reason) in &cases {
        // Without a connectivity named, reasoning decides without a CNF where it can.
        let v = json_of(&["solve", input], stdin, 1);
        assert_eq!(v["stats"]["search"], reason.is_none(), "{v}");
        assert_eq!(
            v["stats"]["engine"],
            if reason.is_some() { "logic" } else { "sat" },
            "{v}"
        );
        for mode in MODES {
            let v = json_of(&["solve", "--connectivity", mode, input], stdin, 1);
            has(
                &v,
                json!({"status": "unsatisfiable", "unique": null, "solution": null,
                    "other_solution": null}),
            );
            assert_eq!(v.get("reason").and_then(Value::as_str), *reason, "{mode}: {v}");
            // A connectivity named is the CNF's: search always runs (no reasoning in its
            // place), and a reason visible without search is still named.
            assert_eq!(v["stats"]["search"], true, "{mode}: {v}");
            check_stats(&v, mode);
            let text = run_stdin(&["solve", "--connectivity", mode, input], stdin, 1);
            let verdict = match reason {
                Some(reason) => format!("\nno solution: {reason}\n"),
                None => "\nno solution\n".to_string(),
            };
            assert!(text.contains(&verdict), "{mode}: {text}");

            let v = json_of(&["count", "--connectivity", mode, input], stdin, 1);
            has(&v, json!({"count": 0, "complete": true}));

            // --always-search builds and searches the CNF even when reasoning decides, and
            // still gives the reason.
            let args = ["solve", "--always-search", "--connectivity", mode, input];
            let v = json_of(&args, stdin, 1);
            has(&v, json!({"status": "unsatisfiable", "solution": null}));
            assert_eq!(v.get("reason").and_then(Value::as_str), *reason, "{mode}: {v}");
            assert_eq!(v["stats"]["search"], true, "{mode}: {v}");
        }
        // The exported CNF is unsatisfiable for varisat too, and an UNSAT answer decodes to
        // "no solution", on the solver's word.
        for mode in ["layers", "tree"] {
            let cnf = run_stdin(&["dimacs", "--connectivity", mode, input], stdin, 0);
            let mut solver = varisat::Solver::new();
            solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
            assert!(!solver.solve().unwrap(), "{input} {mode}");
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("unsat.out");
    std::fs::write(&answer, "s UNSATISFIABLE\n").unwrap();
    let answer = answer.display().to_string();
    let v = json_of(&["decode", "walled-in.yinyang", &answer], "", 1);
    has(
        &v,
        json!({"status": "unsatisfiable", "solution": null, "checked": false}),
    );
    let text = run(&["decode", "walled-in.yinyang", &answer], 1);
    let unchecked = "\nno solution, says the solver (not checked: `gridsat solve --proof DIR` checks it)\n";
    assert!(text.contains(unchecked), "{text}");
}
