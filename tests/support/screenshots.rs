//! SVG pictures as a browser draws them, for the kinds' own areas: `gridsat solve
//! --format svg` on an instance, rendered by headless chromium (`browser`), and helpers to
//! compare the screenshot's pixels with the instance's `.answer` file; each check is also
//! run on a wrong answer and must find differences, so that the comparison is shown able
//! to fail. The tests need chromium (`apt-get install chromium fonts-dejavu-core`) and are
//! skipped without it (`tools`); `.ci/run` installs it. `GRIDSAT_CHROMIUM` names another
//! browser binary.

use crate::answer_files;
use crate::browser::Shot;
use crate::run_gridsat;
use gridsat::grid::Pos;
use std::path::Path;

/// Solves `input` to an SVG file with gridsat and takes its screenshot; also the first
/// answer of its `.answer` file.
pub(crate) fn shoot(input: &str) -> (Shot, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("picture.svg");
    let args = ["solve", input, "--format", "svg", "-o", svg.to_str().unwrap()];
    run_gridsat::run_in(&run_gridsat::root(), &args, "", 0);
    let answer = Path::new(input).with_extension("answer");
    let rows = answer_files::read_answers(&run_gridsat::root().join(answer)).remove(0);
    (Shot::of(&svg), rows)
}

/// The cells of `rows` with their symbols.
pub(crate) fn cells(rows: &[String]) -> Vec<(Pos, char)> {
    let mut cells = Vec::new();
    for (row, line) in rows.iter().enumerate() {
        cells.extend(line.chars().enumerate().map(|(col, c)| (Pos::new(row, col), c)));
    }
    cells
}

/// Every inner border: the two cells, and the point a quarter along it where it is crossed
/// (away from signs and numbers) with the direction to cross it in.
pub(crate) fn borders(shot: &Shot, rows: &[String]) -> Vec<(Pos, Pos, (f64, f64), bool)> {
    let (height, width) = (rows.len(), rows[0].len());
    let mut borders = Vec::new();
    for (p, _) in cells(rows) {
        if p.col + 1 < width {
            let at = shot.at(p.row, p.col + 1, 0.0, 0.25);
            borders.push((p, Pos::new(p.row, p.col + 1), at, true));
        }
        if p.row + 1 < height {
            let at = shot.at(p.row + 1, p.col, 0.25, 0.0);
            borders.push((p, Pos::new(p.row + 1, p.col), at, false));
        }
    }
    borders
}

/// The mismatch, if any, of a border that should be thick (or thin).
pub(crate) fn border(
    shot: &Shot,
    (a, b, at, across_x): (Pos, Pos, (f64, f64), bool),
    thick: bool,
) -> Option<String> {
    let width = shot.line_width(at, across_x);
    let ok = if thick {
        (3..=4).contains(&width)
    } else {
        (1..=2).contains(&width)
    };
    (!ok).then(|| {
        format!(
            "{a}|{b}: a line {width} px wide, expected {}",
            if thick { "thick" } else { "thin" }
        )
    })
}

/// Collects the messages of failed checks.
pub(crate) struct Mismatches(pub Vec<String>);

impl Mismatches {
    pub(crate) fn check(&mut self, ok: bool, message: impl FnOnce() -> String) {
        if !ok {
            self.0.push(message());
        }
    }
}

/// Asserts that `check` finds nothing wrong with `rows` and something with `wrong`.
pub(crate) fn agrees(
    name: &str,
    check: impl Fn(&[String]) -> Vec<String>,
    rows: &[String],
    wrong: &[String],
) {
    let found = check(rows);
    let first: Vec<&String> = found.iter().take(12).collect();
    assert!(
        found.is_empty(),
        "{name}: the screenshot differs from the answer in {} places: {first:#?}",
        found.len()
    );
    assert_ne!(wrong, rows, "{name}: the wrong answer is the answer");
    assert!(
        !check(wrong).is_empty(),
        "{name}: the check cannot tell a wrong answer"
    );
}

/// Each row's symbols mapped by `f`.
pub(crate) fn map(rows: &[String], f: impl Fn(char) -> char) -> Vec<String> {
    rows.iter().map(|r| r.chars().map(&f).collect()).collect()
}
