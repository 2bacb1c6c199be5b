//! Hanjie as puzz.link Nonogram URLs (`?nonogram/…`): every instance that can be written
//! reads back as the same puzzle; pzprjs's own test puzzles (robx/pzprjs@0401fc64,
//! test/script/nonogram.js; `instances/hanjie/pzprjs-*`) read and solve to their accepted
//! answers; every command takes a URL; a bad URL is refused at its column.

use crate::hanjie::hanjie_support::*;
use crate::hanjie::instances::COLOUR_PREFIX;
use gridsat::puzzle::Notation;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::{Hanjie, to_url};
use gridsat::source::Source;
use serde_json::json;

/// pzprjs's test URL, which `instances/hanjie/pzprjs-6x6.non` and `pzprjs-6x6-url.non` hold.
const PZPRJS: &str = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";

fn read(name: &str, text: &str) -> Hanjie {
    Hanjie::parse(&Source::inline(name, text)).unwrap_or_else(|e| panic!("{e}"))
}

/// The clues of two puzzles are the same (a URL has no goal picture).
fn same_clues(a: &Hanjie, b: &Hanjie) -> bool {
    (a.size, &a.rows, &a.columns) == (b.size, &b.rows, &b.columns)
}

#[test]
fn every_instance_that_can_be_written_reads_back_as_the_same_puzzle() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie");
    let (mut written, mut unwritten) = (Vec::new(), Vec::new());
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".non") && !name.ends_with(".xml") || name.starts_with(COLOUR_PREFIX) {
            continue;
        }
        let puzzle = Hanjie::parse(&Source::from_file(&path, &Default::default()).unwrap()).unwrap();
        let Some(url) = to_url(&puzzle) else {
            unwritten.push(name);
            continue;
        };
        let back = read("<url>", &url);
        assert!(same_clues(&back, &puzzle), "{name}: {url}");
        assert_eq!(to_url(&back).as_ref(), Some(&url), "{name}");
        // The URL is among the play links, after Simon Tatham's Pattern.
        let links = puzzle.play_links();
        assert_eq!(links.last(), Some(&url), "{name}");
        written.push(name);
    }
    unwritten.sort();
    // Only the puzzles with `?` clues have no URL.
    assert!(
        unwritten
            .iter()
            .all(|name| name.starts_with("seed-example3-hidden")),
        "{unwritten:?}"
    );
    assert_eq!(unwritten.len(), 3, "{unwritten:?}");
    assert!(written.len() >= 20, "{written:?}");
}

#[test]
fn pzprjs_test_puzzles_read_and_solve_to_their_accepted_answers() {
    let url_file = instance("pzprjs-6x6-url.non");
    let native = instance("pzprjs-6x6.non");
    let accepted = answers("pzprjs-6x6.non");
    assert_eq!(accepted.len(), 1);
    for input in [PZPRJS, &url_file, &native] {
        let v = json_of(&["solve", input], "", 0);
        has(&v, json!({"kind": "hanjie", "status": "solved", "unique": true}));
        assert_eq!(rows(&v["solution"]), accepted[0], "{input}");
    }
    let from_url = read("<url>", PZPRJS);
    let from_file = read("native", &std::fs::read_to_string(&native).unwrap());
    assert!(same_clues(&from_url, &from_file));
    assert_eq!(
        to_url(&from_file).as_deref(),
        Some(PZPRJS),
        "written as pzprjs writes it"
    );
    // The test puzzle with width != height has no URL in pzprjs's test: the one gridsat
    // writes solves to the accepted answer too.
    let tall = instance("pzprjs-3x10.non");
    let puzzle = read("native", &std::fs::read_to_string(&tall).unwrap());
    let url = to_url(&puzzle).unwrap();
    assert!(url.starts_with("https://puzz.link/p?nonogram/3/10/"), "{url}");
    let v = json_of(&["solve", &url], "", 0);
    assert_eq!(rows(&v["solution"]), answers("pzprjs-3x10.non")[0], "{url}");
    assert_eq!(v["unique"], true);
}

#[test]
fn every_command_takes_a_url() {
    let count = json_of(&["count", PZPRJS], "", 0);
    assert_eq!(count["count"], 1, "{count}");
    let dimacs = run(&["dimacs", PZPRJS], 0);
    assert!(dimacs.starts_with("c gridsat"), "{dimacs}");
    let drawn = run(&["draw", PZPRJS], 0);
    assert!(drawn.starts_with("<svg"), "{drawn}");
    let analyzed = run(&["analyze", PZPRJS], 0);
    assert!(!analyzed.is_empty());
    // `--kind hanjie`, and a host other than puzz.link.
    let other = PZPRJS.replace("https://puzz.link/p", "http://pzv.jp/p.html");
    let v = json_of(&["solve", "--kind", "hanjie", &other], "", 0);
    assert_eq!(rows(&v["solution"]), answers("pzprjs-6x6.non")[0]);
}

#[test]
fn bad_urls_are_refused_at_their_column() {
    let error = |url: &str, message: &str| {
        let (code, out, err) = output(&["solve", url], "");
        assert_eq!((code, out.as_str()), (2, ""), "{url}: {err}");
        assert_eq!(err.trim_end(), format!("gridsat: <argument>:{message}"), "{url}");
    };
    error(
        "https://puzz.link/p?nonogram/6/6/12g11.1h",
        "1:39: `.` is a run length shown as `?`, which matches no line in pzprjs's Nonogram",
    );
    error(
        "https://puzz.link/p?nonogram/6/6/12g1111h!",
        "1:42: `!` is not a URL clue place: expected a run length or `g`-`z` (skip 1-20 clue places)",
    );
    error(
        "https://puzz.link/p?nonogram/2/2/1111x",
        "1:38: unexpected `x` after the clues",
    );
    error(
        "https://puzz.link/p?nonogram/2/2/11z",
        "1:36: the clue places run past the 4 clue places around a 2x2 grid (1 above each column, then 1 left of each row)",
    );
    error(
        "https://puzz.link/p?nonogram/6",
        "1:31: expected the number of rows (1 to 4096) in `nonogram/<columns>/<rows>/<cells>`, found nothing",
    );
    // Coral and Cross the Streams share pzprjs's nonogram code but are other genres.
    let (code, _, err) = output(&["solve", "https://puzz.link/p?coral/2/2/1111"], "");
    assert_eq!(code, 2);
    assert!(err.contains("coral is not a kind gridsat solves"), "{err}");
}
