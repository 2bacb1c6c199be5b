//! puzz.link Magnets URLs on the command line (issue 25: `?magnets/…` was refused as a kind
//! gridsat does not solve): the URL `instances/magnets/pzprjs-5x5.magnets` cites, given
//! inline, is solved, counted, analysed, drawn and exported like the file; bad URLs are
//! refused at their column; what gridsat's Magnets does not have (given poles, regions that
//! are no domino, the anti-magnets flag) is refused saying so. Nonogram URLs are tested with
//! Hanjie (`tests/hanjie/puzzlink.rs`).

use crate::run_gridsat::{fails_in, json_of_in, root, run_in};

/// pzprjs's test puzzle (robx/pzprjs@0401fc64 test/script/magnets.js), as the instance
/// `pzprjs-5x5.magnets` cites it.
const URL: &str = "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400";
const FILE: &str = "instances/magnets/pzprjs-5x5.magnets";

#[test]
fn the_issues_url_is_solved_as_its_instance_is() {
    let from_url = json_of_in(&root(), &["solve", URL], "", 0);
    let from_file = json_of_in(&root(), &["solve", FILE], "", 0);
    assert_eq!(from_url["kind"], "magnets");
    assert_eq!(from_url["unique"], true);
    assert_eq!(from_url["solution"], from_file["solution"]);
    let answer = std::fs::read_to_string(root().join("instances/magnets/pzprjs-5x5.answer")).unwrap();
    let rows: Vec<&str> = answer.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(from_url["solution"], serde_json::json!(rows));
    // Any host, `--kind`, and the URL in a file of its own (with a comment), by its
    // extension or by its content.
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec![
        vec!["solve".to_string(), "--kind".into(), "magnets".into(), URL.into()],
        vec![
            "solve".into(),
            "http://pzv.jp/p.html?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400/".into(),
        ],
    ];
    for name in ["pzprjs.magnets", "pzprjs.url"] {
        let path = dir.path().join(name);
        std::fs::write(&path, format!("# pzprjs's test puzzle\n{URL}\n")).unwrap();
        args.push(vec!["solve".into(), path.display().to_string()]);
    }
    for args in args {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let v = json_of_in(&root(), &args, "", 0);
        assert_eq!(v["solution"], from_file["solution"], "{args:?}");
    }
}

#[test]
fn every_command_takes_the_url() {
    let count = json_of_in(&root(), &["count", URL], "", 0);
    assert_eq!(count["count"], 1, "{count}");
    let dimacs = |input: &str| run_in(&root(), &["dimacs", input], "", 0).replace(input, "INPUT");
    assert_eq!(dimacs(URL), dimacs(FILE));
    let drawn = run_in(&root(), &["draw", URL], "", 0);
    assert_eq!(drawn, run_in(&root(), &["draw", FILE], "", 0));
    // The analysis is the file's, but for the time its last line gives.
    let analysis = |input: &str| {
        let text = run_in(&root(), &["analyze", input], "", 0).replace(input, "INPUT");
        text.lines()
            .filter(|l| !l.starts_with('('))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(analysis(URL), analysis(FILE));
    assert!(analysis(URL).contains("one solution"), "{}", analysis(URL));
}

#[test]
fn bad_urls_are_refused_at_their_column() {
    let fails = |url: &str, message: &str| {
        fails_in(&root(), &["solve", url], "", &format!("<argument>:{message}"));
    };
    // The body starts at column 33: the counts in columns 33-48, the borders 49-56, the
    // given poles 57-65 and the empty cells 66-70.
    fails(
        "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3o!00000000000400",
        "1:56: `!` is not a character of the borders between a cell and the one below: expected 0-9 or a-v (5 to a character)",
    );
    fails(
        "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00009000000400",
        "1:61: `9` gives a `+` pole at r3c3: gridsat's Magnets has no poles given in cells",
    );
    // Without its empty cell, r3c3 joins the dominoes around it into one region.
    fails(
        "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or",
        "1:49: r1c3 is in a region of 9 cells (no borders between them): gridsat's Magnets has dominoes, regions of two cells, only",
    );
    fails(
        "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g3.fubmo3or00000000000400",
        "1:48: `.` is a count shown as `?`, which pzprjs's Magnets never finds met: an unknown count is skipped instead",
    );
    fails(
        "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or000000000004000",
        "1:71: unexpected `0` after the counts, the borders, the given poles and the empty cells",
    );
    fails(
        "https://puzz.link/p?magnets/a/5/5/g222j2h2g22g0g32fubmo3or00000000000400",
        "1:29: the `a` flag: pzprjs's anti-magnets variant, where the poles of two dominoes that touch must be alike, which gridsat does not solve",
    );
    fails(
        "https://puzz.link/p?magnets/x/5/1",
        "1:29: expected the number of columns (1 to 4096) in `magnets/<columns>/<rows>/<cells>`, found `x`",
    );
}
