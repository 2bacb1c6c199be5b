//! What gridsat says when it reads an input as the wrong kind, or as no kind: an extension
//! or `--kind` that disagrees with the content (which kind it looks like, on which line, and
//! how to read it as that), a puzz.link genre it does not solve, a Simon Tatham random-seed
//! ID, and an input of no known shape; and that these messages and `--help` list every
//! registered kind.

use crate::run_gridsat::{gridsat, root};
use gridsat::registry::KINDS;

/// The first line of stderr of a run from the package root that must fail with exit 2 and
/// print nothing on stdout.
fn error_of(args: &[&str]) -> String {
    let out = gridsat().current_dir(root()).args(args).output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert_eq!(
        (out.status.code(), stdout.as_str()),
        (Some(2), ""),
        "{args:?}: {stderr}"
    );
    stderr.lines().next().unwrap_or_default().to_string()
}

/// `instances/FROM` copied to a temporary `name`.
fn copied(dir: &tempfile::TempDir, from: &str, name: &str) -> String {
    let path = dir.path().join(name);
    std::fs::copy(root().join("instances").join(from), &path).unwrap();
    path.display().to_string()
}

#[test]
fn an_extension_that_disagrees_with_the_content_names_the_kind_the_line_and_the_fixes() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "123/generated-6x6.123",
            "t.yinyang:2",
            "this looks like a 123 puzzle (`123 6x6`), not a Yin Yang puzzle as the extension .yinyang says: rename the file to .123, or read it as one with --kind 123",
        ),
        (
            "magnets/janko-6x6.magnets",
            "x.non:4",
            "this looks like a Magnets puzzle (`magnets 6x6`), not a Hanjie puzzle as the extension .non says: rename the file to .magnets, or read it as one with --kind magnets",
        ),
        (
            "yinyang/cspuz-generated-6x6-url.yinyang",
            "u.123:2",
            "this looks like a Yin Yang puzzle (`http://pzv.jp/p.html?yinyang/6/6/0j40j00…`), not a 123 puzzle as the extension .123 says: rename the file to .yinyang, or read it as one with --kind yinyang",
        ),
        (
            "hanjie/webpbn-00001.xml",
            "w.magnets:9",
            "this looks like a Hanjie puzzle (`<puzzleset>`), not a Magnets puzzle as the extension .magnets says: rename the file to .non, .xml or .g, or read it as one with --kind hanjie",
        ),
    ];
    // The file name and the line that shows the other kind.
    for (from, name_line, message) in cases {
        let (name, line) = name_line.split_once(':').unwrap();
        let path = copied(&dir, from, name);
        let error = error_of(&["solve", &path]);
        assert_eq!(error, format!("gridsat: {path}:{line}: {message}"));
        // The same from every command that reads a puzzle.
        for command in ["count", "analyze", "dimacs", "draw"] {
            assert_eq!(error_of(&[command, &path]), error, "{command}");
        }
        assert_eq!(
            error_of(&["verify", &path, "instances/magnets/janko-6x6.answer"]),
            error
        );
    }
}

#[test]
fn a_named_kind_that_disagrees_with_the_content_says_which_it_looks_like() {
    let input = "instances/123/generated-6x6.123";
    assert_eq!(
        error_of(&["solve", "--kind", "yinyang", input]),
        format!(
            "gridsat: {input}:2: this looks like a 123 puzzle (`123 6x6`), not a Yin Yang puzzle as asked: read it as one with --kind 123"
        )
    );
    assert_eq!(
        error_of(&["solve", "--kind", "magnets", "4x4:2/1/2/1/1.1/2/1/1"]),
        "gridsat: <argument>:1: this looks like a Hanjie puzzle (`4x4:2/1/2/1/1.1/2/1/1`), not a Magnets puzzle as asked: read it as one with --kind hanjie"
    );
    // Content that looks like the named kind keeps that kind's own message.
    let error = error_of(&[
        "solve",
        "--kind",
        "magnets",
        "tests/bad_input/magnets/wrong-counts.magnets",
    ]);
    assert!(error.ends_with("`cols+` has 2 counts, expected 3"), "{error}");
}

#[test]
fn a_puzzlink_genre_gridsat_does_not_solve_is_named() {
    let url = "https://puzz.link/p?nurikabe/5/5/g5h";
    let solves = "it solves: magnets (puzz.link magnets), hanjie (puzz.link nonogram), 123 (puzz.link fillomino), yinyang (puzz.link yinyang)";
    let expected = format!(
        "gridsat: <argument>:1:21: a puzz.link nurikabe URL: nurikabe is not a kind gridsat solves ({solves})"
    );
    assert_eq!(error_of(&["solve", url]), expected);
    assert_eq!(error_of(&["solve", "--kind", "123", url]), expected);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("n.123");
    std::fs::write(&path, format!("# from puzz.link\n{url}\n")).unwrap();
    let path = path.display().to_string();
    assert_eq!(
        error_of(&["solve", &path]),
        format!(
            "gridsat: {path}:2:21: a puzz.link nurikabe URL: nurikabe is not a kind gridsat solves ({solves})"
        )
    );
}

/// Issue 25: a puzz.link Magnets URL was refused as "magnets is not a kind gridsat solves
/// (it solves: magnets, …)". Every genre named like a kind is read now, or the message says
/// which URLs that kind is read from; none says a kind gridsat solves is not one.
#[test]
fn a_genre_named_like_a_kind_is_read_or_named_correctly() {
    for kind in KINDS {
        let url = format!("https://puzz.link/p?{}/3/3/", kind.name);
        let out = gridsat()
            .current_dir(root())
            .args(["solve", &url])
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!stderr.contains("not a kind"), "{url}: {stderr}");
    }
    assert_eq!(
        error_of(&["solve", "https://puzz.link/p?hanjie/3/3/1"]),
        "gridsat: <argument>:1:21: a puzz.link hanjie URL: gridsat solves Hanjie puzzles, but reads them from puzz.link nonogram URLs (`?nonogram/…`), not hanjie"
    );
    assert_eq!(
        error_of(&["solve", "--kind", "123", "https://puzz.link/p?123/3/3/1"]),
        "gridsat: <argument>:1:21: a puzz.link 123 URL: gridsat solves 123 puzzles, but reads them from puzz.link fillomino URLs (`?fillomino/…`), not 123"
    );
}

#[test]
fn random_seed_ids_say_that_only_tathams_generator_reads_them() {
    let message = |id: &str, params: &str| {
        format!(
            "gridsat: <argument>:1: `{id}` is a Simon Tatham random-seed ID: the puzzle is whatever his generator makes from the seed, which gridsat cannot repeat; give the puzzle's descriptive game ID instead (`{params}:…`: Game > Specific in his game, or the \"by game ID\" link below the web version)"
        )
    };
    assert_eq!(error_of(&["solve", "6x6#12345"]), message("6x6#12345", "6x6"));
    assert_eq!(error_of(&["solve", "10x10#123"]), message("10x10#123", "10x10"));
    for kind in ["magnets", "hanjie", "123", "yinyang"] {
        assert_eq!(
            error_of(&["solve", "--kind", kind, "10x10#123"]),
            message("10x10#123", "10x10"),
            "{kind}"
        );
    }
    let page = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/magnets.html#6x6dt#9";
    assert_eq!(error_of(&["count", page]), message("6x6dt#9", "6x6dt"));
}

#[test]
fn the_message_for_an_unknown_input_lists_every_registered_kind() {
    let error = error_of(&["solve", "tests/data/cli/undetectable.txt"]);
    assert!(
        error.starts_with("gridsat: tests/data/cli/undetectable.txt:1: cannot tell which puzzle this is: expected one of these ("),
        "{error}"
    );
    for kind in KINDS {
        assert!(
            error.contains(&format!("{}: {}", kind.name, kind.formats)),
            "{error}"
        );
    }
    assert!(error.ends_with("or the kind named with --kind"), "{error}");
}

#[test]
fn help_lists_every_registered_kind_and_its_formats() {
    let out = gridsat().arg("--help").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    // Clap wraps long lines: compare without line breaks.
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for kind in KINDS {
        let line = format!("{}: {}", kind.name, kind.formats);
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(&line), "--help lacks `{line}`:\n{help}");
    }
    let names = KINDS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ");
    for command in [
        "solve", "count", "analyze", "dimacs", "decode", "verify", "draw", "generate",
    ] {
        let out = gridsat().args([command, "--help"]).output().unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains(&names),
            "`{command} --help` lacks the kinds `{names}`:\n{help}"
        );
    }
}
