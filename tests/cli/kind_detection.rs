//! What gridsat says when it reads an input as the wrong kind, or as no kind: an extension
//! or `--kind` that disagrees with the content (which kind it looks like, on which line, and
//! how to read it as that), a puzz.link genre it does not solve, a Simon Tatham random-seed
//! ID, and an input of no known shape; and that these messages and `--help` list every
//! registered kind.

use crate::run_gridsat::{gridsat, root};
use gridsat::registry::{KINDS, Kind};
use gridsat::source::Source;
use std::path::PathBuf;

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

/// Extensions as choices, as the messages give them: `.non`, `.non or .xml`, `.non, .xml or .g`.
fn alternatives(extensions: &[&str]) -> String {
    let dotted: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
    match dotted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The first puzzle file of each extension of `kind` in `instances/NAME/`.
fn one_of_each_format(kind: &Kind) -> Vec<PathBuf> {
    let dir = root().join("instances").join(kind.name);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    kind.extensions
        .iter()
        .filter_map(|ext| {
            files
                .iter()
                .find(|f| f.extension().is_some_and(|e| e == *ext))
                .cloned()
        })
        .collect()
}

/// Every kind's content (a file of each of its formats) under every other kind's extension:
/// the message names the kind it looks like, the line that shows it (an excerpt), and both
/// fixes; every command that reads a puzzle says the same.
#[test]
fn an_extension_that_disagrees_with_the_content_names_the_kind_the_line_and_the_fixes() {
    let dir = tempfile::tempdir().unwrap();
    let mut tried = 0;
    for kind in KINDS {
        for from in one_of_each_format(kind) {
            let text = std::fs::read_to_string(&from).unwrap();
            let line = kind.detect(&Source::inline("text", text.clone())).unwrap();
            let shown = text.lines().nth(line - 1).unwrap().trim();
            let mut excerpt: String = shown.chars().take(40).collect();
            if excerpt.len() < shown.len() {
                excerpt.push('…');
            }
            for other in KINDS.iter().filter(|other| other.name != kind.name) {
                let extension = other.extensions[0];
                let path = dir.path().join(format!("t{tried}.{extension}"));
                std::fs::copy(&from, &path).unwrap();
                let path = path.display().to_string();
                let expected = format!(
                    "gridsat: {path}:{line}: this looks like a {} puzzle (`{excerpt}`), not a {} puzzle as the extension .{extension} says: rename the file to {}, or read it as one with --kind {}",
                    kind.title,
                    other.title,
                    alternatives(kind.extensions),
                    kind.name
                );
                let error = error_of(&["solve", &path]);
                assert_eq!(error, expected, "{}", from.display());
                // The same from every command that reads a puzzle.
                if tried == 0 {
                    for command in ["count", "analyze", "dimacs", "draw"] {
                        assert_eq!(error_of(&[command, &path]), error, "{command}");
                    }
                    assert_eq!(error_of(&["verify", &path, &path]), error);
                }
                tried += 1;
            }
        }
    }
    assert!(tried + 1 >= KINDS.len(), "{tried}");
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
    let solved: Vec<String> = KINDS
        .iter()
        .map(|k| match k.puzzlink_genres {
            [] => k.name.to_string(),
            genres => format!("{} (puzz.link {})", k.name, genres.join(", ")),
        })
        .collect();
    let solves = format!("it solves: {}", solved.join(", "));
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
    for kind in KINDS {
        assert_eq!(
            error_of(&["solve", "--kind", kind.name, "10x10#123"]),
            message("10x10#123", "10x10"),
            "{}",
            kind.name
        );
    }
    let page = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/magnets.html#6x6dt#9";
    assert_eq!(error_of(&["count", page]), message("6x6dt#9", "6x6dt"));
}

/// An input of no known kind gets one short line that names every registered kind and
/// where the inputs each reads are listed (`--help`, which lists them:
/// [`help_lists_every_registered_kind_and_its_formats`]), not the whole list.
#[test]
fn the_message_for_an_unknown_input_is_short_and_names_where_the_formats_are() {
    let kinds: Vec<&str> = KINDS.iter().map(|kind| kind.name).collect();
    let tail = format!(
        "1: cannot tell which kind of puzzle this is (gridsat reads {}): `gridsat --help` lists the inputs each kind reads, or name the kind with --kind",
        kinds.join(", ")
    );
    let error = error_of(&["solve", "tests/data/cli/undetectable.txt"]);
    assert_eq!(error, format!("gridsat: tests/data/cli/undetectable.txt:{tail}"));
    let error = error_of(&["solve", "http://example.com/"]);
    assert_eq!(error, format!("gridsat: <argument>:{tail}"));
    assert!(error.len() < 250, "{error}");
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
