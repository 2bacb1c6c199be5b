//! Helpers shared by the Yin Yang end-to-end tests (`cli*.rs`): running `gridsat` in
//! `tests/data/yinyang` (so fixture names are short; the runs themselves are those of
//! `run_gridsat`), the instances of `instances/yinyang` and their answers (read by
//! `answer_files`), the connectivity modes, reading a solved picture back into rows, and the
//! rules checked on rows of `B`/`W` with a flood fill written here from the rules, with the
//! brute-force enumeration of every colouring built on it.
//!
//! The tests use only some of the runs that `fixture_runs!` defines.
#![allow(dead_code)]

use serde_json::Value;
use std::path::Path;

pub(crate) use crate::answer_files::{instance_files, json_rows as rows, read_answers};
#[allow(unused_imports)]
pub(crate) use crate::run_gridsat::{SOLVE_KEYS, has, keys, output_in};

fixture_runs!("tests/data/yinyang");

/// Every `--connectivity` tried: the three connectivity encodings, and lazy cuts without the
/// redundant rules (connectivity then rests on the cuts alone).
pub(crate) const MODES: [&str; 4] = ["lazy", "layers", "tree", "lazy,no-checkerboard,no-border"];

/// The modes `dimacs` can export (lazy cannot), `None` for its default.
pub(crate) const COMPLETE_MODES: [Option<&str>; 3] = [None, Some("tree"), Some("layers,no-border")];

/// The pzprjs test puzzle (`instances/yinyang/pzprjs-test-5x5.yinyang`): its puzz.link
/// path after the type, with which any host will do.
pub(crate) const PZPRJS_PATH: &str = "yinyang/5/5/016612300";
pub(crate) const PZPRJS: &str = "pzprjs-test-5x5.yinyang";

/// `instances/yinyang/NAME`, as an absolute path (the runs happen in the fixture directory).
pub(crate) fn instance(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/yinyang");
    dir.join(name).display().to_string()
}

/// The only answer of an instance, from its `.answer` file.
pub(crate) fn only_answer(puzzle: &str) -> Vec<String> {
    let answers = read_answers(&Path::new(puzzle).with_extension("answer"));
    assert_eq!(answers.len(), 1, "{puzzle}: one answer");
    answers.into_iter().next().unwrap()
}

/// A puzzle in the native format from its rows of `.`, `B` and `W`.
pub(crate) fn native(rows: &[&str]) -> String {
    let header = format!("yinyang {}x{}\n", rows[0].len(), rows.len());
    header + &rows.iter().map(|r| format!("{r}\n")).collect::<String>()
}

/// The rows of `.`, `B` and `W` of a native puzzle text (comments and spaces dropped).
pub(crate) fn native_rows(text: &str) -> Vec<String> {
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let header = lines.next().expect("a `yinyang WxH` line");
    assert!(header.starts_with("yinyang "), "{header}");
    lines.map(|l| l.replace(' ', "")).collect()
}

/// The lines of a picture that hold cells: those with a circle.
fn cell_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| l.contains(['●', '○']))
}

/// The colours of a solved picture as rows of `B` (`●`) and `W` (`○`).
pub(crate) fn picture_rows(text: &str) -> Vec<String> {
    let letter = |c| match c {
        '●' => Some('B'),
        '○' => Some('W'),
        _ => None,
    };
    cell_lines(text)
        .map(|l| l.chars().filter_map(letter).collect())
        .collect()
}

/// The givens of a solved picture, bracketed there (`[●]`), as rows of `.`, `B` and `W`.
pub(crate) fn picture_givens(text: &str) -> Vec<String> {
    let row = |line: &str| {
        let chars: Vec<char> = line.chars().collect();
        let mut cells = String::new();
        for (i, &c) in chars.iter().enumerate() {
            let given = i > 0 && chars[i - 1] == '[';
            match c {
                '●' => cells.push(if given { 'B' } else { '.' }),
                '○' => cells.push(if given { 'W' } else { '.' }),
                _ => {}
            }
        }
        cells
    };
    cell_lines(text).map(row).collect()
}

/// Whether rows of `B` and `W` obey the rules: they form a rectangle of those letters, no
/// 2x2 block is one colour, and the cells of each colour form one orthogonally connected
/// region (or none: only possible in a grid one cell wide).
pub(crate) fn obeys_rules(rows: &[String]) -> bool {
    let (h, w) = (rows.len(), rows.first().map_or(0, String::len));
    let grid: Vec<&[u8]> = rows.iter().map(|r| r.as_bytes()).collect();
    if w == 0
        || grid
            .iter()
            .any(|r| r.len() != w || r.iter().any(|c| !b"BW".contains(c)))
    {
        return false;
    }
    let block = |r: usize, c: usize| {
        let colour = grid[r][c];
        grid[r][c + 1] == colour && grid[r + 1][c] == colour && grid[r + 1][c + 1] == colour
    };
    if (0..h.saturating_sub(1)).any(|r| (0..w - 1).any(|c| block(r, c))) {
        return false;
    }
    b"BW".iter().all(|&colour| {
        let cells: Vec<(usize, usize)> = (0..h)
            .flat_map(|r| (0..w).map(move |c| (r, c)))
            .filter(|&(r, c)| grid[r][c] == colour)
            .collect();
        let Some(&start) = cells.first() else {
            return true;
        };
        // Flood fill from the first cell of the colour.
        let mut seen = vec![vec![false; w]; h];
        let mut stack = vec![start];
        seen[start.0][start.1] = true;
        let mut reached = 0;
        while let Some((r, c)) = stack.pop() {
            reached += 1;
            let next = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in next {
                if nr < h && nc < w && !seen[nr][nc] && grid[nr][nc] == colour {
                    seen[nr][nc] = true;
                    stack.push((nr, nc));
                }
            }
        }
        reached == cells.len()
    })
}

/// Whether a colouring keeps the givens (rows of `.`, `B` and `W` of the same shape).
pub(crate) fn keeps_givens(givens: &[String], rows: &[String]) -> bool {
    let (givens, cells) = (givens.concat(), rows.concat());
    givens.len() == cells.len() && givens.chars().zip(cells.chars()).all(|(g, c)| g == '.' || g == c)
}

/// Every solution of a puzzle given as rows of `.`, `B` and `W`, by trying all 2^(W·H)
/// colourings (so keep it to 20 cells or so): those that keep the givens and obey the rules.
pub(crate) fn brute_force(puzzle: &[&str]) -> Vec<Vec<String>> {
    let (h, w) = (puzzle.len(), puzzle[0].len());
    let givens: Vec<u8> = puzzle.concat().into_bytes();
    assert!(w * h <= 24, "too many cells to try every colouring");
    (0u32..1 << (w * h))
        .map(|bits| {
            let cell = |i: usize| if bits >> i & 1 == 1 { 'B' } else { 'W' };
            (0..h)
                .map(|r| (0..w).map(|c| cell(r * w + c)).collect())
                .collect::<Vec<String>>()
        })
        .filter(|rows| {
            let cells = rows.concat().into_bytes();
            givens.iter().zip(&cells).all(|(g, c)| *g == b'.' || g == c) && obeys_rules(rows)
        })
        .collect()
}

/// Checks the `stats` of a JSON report: variables, clauses, seconds, whether it searched and
/// with what (the CNF),
/// plus `cut_rounds` and `cuts` exactly when lazy connectivity cut something off (both then
/// nonzero); the complete encodings never cut.
pub(crate) fn check_stats(v: &Value, mode: &str) {
    let stats = &v["stats"];
    let cut_keys = keys(stats).contains("cuts");
    let mut expected =
        std::collections::BTreeSet::from(["variables", "clauses", "seconds", "search", "engine"]);
    if cut_keys {
        expected.extend(["cut_rounds", "cuts"]);
        assert!(
            mode.starts_with("lazy"),
            "{mode}: cuts without lazy connectivity: {v}"
        );
        assert!(stats["cuts"].as_u64().unwrap() > 0, "{v}");
        assert!(stats["cut_rounds"].as_u64().unwrap() > 0, "{v}");
    }
    assert_eq!(keys(stats), expected, "{mode}: {v}");
    assert!(stats["variables"].is_u64() && stats["clauses"].is_u64(), "{v}");
    assert!(stats["seconds"].as_f64().unwrap() >= 0.0, "{v}");
    assert!(stats["search"].is_boolean(), "{v}");
    // Yin Yang has no search of its own: always the CNF.
    assert_eq!(stats["engine"], "sat", "{v}");
}
