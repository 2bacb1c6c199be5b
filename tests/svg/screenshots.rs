//! The SVG pictures as a browser draws them: `gridsat solve --format svg` on one instance of
//! each kind, rendered by headless chromium, and the screenshot's pixels compared with the
//! instance's `.answer` file: filled and empty squares, signs, shading and circles at the
//! cell centres, thick and thin borders where the puzzle has them, ink where clues are.
//! Each test also compares the same screenshot with a wrong answer (colours swapped,
//! signs swapped, a mirrored grid) and expects differences, so that the comparison is shown
//! able to fail.
//!
//! They need chromium (`apt-get install chromium fonts-dejavu-core`) and are skipped without
//! it (see `tests/support/tools.rs`); `.ci/run` installs it. `GRIDSAT_CHROMIUM` names
//! another browser binary.

use gridsat::grid::Pos;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::puzzles::magnets::Magnets;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::YinYang;
use gridsat::source::Source;
use std::path::Path;

use crate::answer_files;
use crate::browser::{Shot, chromium, lightness};
use crate::run_gridsat;
use crate::tools;

/// Solves `input` to an SVG file with gridsat and takes its screenshot; also the first
/// answer of its `.answer` file.
fn shoot(input: &str) -> (Shot, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("picture.svg");
    let args = ["solve", input, "--format", "svg", "-o", svg.to_str().unwrap()];
    run_gridsat::run_in(&run_gridsat::root(), &args, "", 0);
    let answer = Path::new(input).with_extension("answer");
    let rows = answer_files::read_answers(&run_gridsat::root().join(answer)).remove(0);
    (Shot::of(&svg), rows)
}

/// The cells of `rows` with their symbols.
fn cells(rows: &[String]) -> Vec<(Pos, char)> {
    let mut cells = Vec::new();
    for (row, line) in rows.iter().enumerate() {
        cells.extend(line.chars().enumerate().map(|(col, c)| (Pos::new(row, col), c)));
    }
    cells
}

/// Every inner border: the two cells, and the point a quarter along it where it is crossed
/// (away from signs and numbers) with the direction to cross it in.
fn borders(shot: &Shot, rows: &[String]) -> Vec<(Pos, Pos, (f64, f64), bool)> {
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
fn border(shot: &Shot, (a, b, at, across_x): (Pos, Pos, (f64, f64), bool), thick: bool) -> Option<String> {
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
struct Mismatches(Vec<String>);

impl Mismatches {
    fn check(&mut self, ok: bool, message: impl FnOnce() -> String) {
        if !ok {
            self.0.push(message());
        }
    }
}

/// Asserts that `check` finds nothing wrong with `rows` and something with `wrong`.
fn agrees(name: &str, check: impl Fn(&[String]) -> Vec<String>, rows: &[String], wrong: &[String]) {
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
fn map(rows: &[String], f: impl Fn(char) -> char) -> Vec<String> {
    rows.iter().map(|r| r.chars().map(&f).collect()).collect()
}

#[test]
fn magnets_in_chromium() {
    if !tools::available(&chromium(), "apt-get install chromium fonts-dejavu-core") {
        return;
    }
    let input = "instances/magnets/janko-6x6.magnets";
    let puzzle = Magnets::parse(&Source::from_file(Path::new(input), &Default::default()).unwrap()).unwrap();
    let (shot, rows) = shoot(input);
    let (height, width) = (rows.len(), rows[0].len());
    let check = |rows: &[String]| {
        let mut m = Mismatches(Vec::new());
        for (p, symbol) in cells(rows) {
            let (centre, arm) = (shot.centre(p.row, p.col), shot.at(p.row, p.col, 0.5, 0.3));
            let corner = shot.light_at(shot.at(p.row, p.col, 0.15, 0.15));
            let (centre, arm) = (shot.light_at(centre), shot.light_at(arm));
            let ok = match symbol {
                '+' => centre < 100 && arm < 100 && corner > 240,
                '-' => centre < 100 && arm > 240 && corner > 240,
                _ => (150..=235).contains(&centre) && (150..=235).contains(&corner),
            };
            m.check(ok, || {
                format!("{p} `{symbol}`: centre {centre}, arm {arm}, corner {corner}")
            });
        }
        for b in borders(&shot, rows) {
            m.0.extend(border(&shot, b, puzzle.partner(b.0) != Some(b.1)));
        }
        let count_cells = [
            (
                &puzzle.plus.cols,
                (0..width).map(|c| shot.at(0, c, 0.5, -0.5)).collect::<Vec<_>>(),
            ),
            (
                &puzzle.plus.rows,
                (0..height).map(|r| shot.at(r, 0, -0.5, 0.5)).collect(),
            ),
            (
                &puzzle.minus.cols,
                (0..width).map(|c| shot.at(height - 1, c, 0.5, 1.5)).collect(),
            ),
            (
                &puzzle.minus.rows,
                (0..height).map(|r| shot.at(r, width - 1, 1.5, 0.5)).collect(),
            ),
        ];
        for (counts, places) in count_cells {
            for (count, place) in counts.iter().zip(places) {
                let ink = lightness(shot.darkest(place, 0.3)) < 100;
                m.check(ink == count.is_some(), || {
                    format!("count {count:?} at {place:?}: ink {ink}")
                });
            }
        }
        m.0
    };
    let swapped = map(&rows, |c| match c {
        '+' => '-',
        '-' => '+',
        c => c,
    });
    agrees(input, check, &rows, &swapped);
}

#[test]
fn hanjie_in_chromium() {
    if !tools::available(&chromium(), "apt-get install chromium fonts-dejavu-core") {
        return;
    }
    let input = "instances/hanjie/webpbn-00006.non";
    let (shot, rows) = shoot(input);
    let (height, width) = (rows.len(), rows[0].len());
    let check = |rows: &[String]| {
        let mut m = Mismatches(Vec::new());
        for (p, symbol) in cells(rows) {
            let centre = shot.light_at(shot.centre(p.row, p.col));
            let ok = if symbol == '#' { centre < 60 } else { centre > 240 };
            m.check(ok, || format!("{p} `{symbol}`: centre {centre}"));
        }
        // Lines are measured between two empty cells (black on black does not show).
        let empty = |p: Pos| rows[p.row].as_bytes()[p.col] == b'.';
        for b in borders(&shot, rows)
            .into_iter()
            .filter(|b| empty(b.0) && empty(b.1))
        {
            let (a, c) = (b.0, b.1);
            let block = (c.col > a.col && c.col % 5 == 0) || (c.row > a.row && c.row % 5 == 0);
            m.0.extend(border(&shot, b, block));
        }
        for col in 0..width {
            let ink = lightness(shot.darkest(shot.at(0, col, 0.5, -0.35), 0.2)) < 100;
            m.check(ink, || format!("no clue above column {}", col + 1));
        }
        for row in 0..height {
            let ink = lightness(shot.darkest(shot.at(row, 0, -0.4, 0.5), 0.2)) < 100;
            m.check(ink, || format!("no clue left of row {}", row + 1));
        }
        m.0
    };
    let inverted = map(&rows, |c| if c == '#' { '.' } else { '#' });
    agrees(input, check, &rows, &inverted);
}

/// A colour puzzle: each cell's centre in its palette colour (white for the background),
/// and the clue numbers in ink left of every row that has runs.
#[test]
fn colour_hanjie_in_chromium() {
    if !tools::available(&chromium(), "apt-get install chromium fonts-dejavu-core") {
        return;
    }
    let input = "instances/hanjie/colour-garden.xml";
    let puzzle = Hanjie::parse(&Source::from_file(Path::new(input), &Default::default()).unwrap()).unwrap();
    let (shot, rows) = shoot(input);
    let check = |rows: &[String]| {
        let mut m = Mismatches(Vec::new());
        for (p, symbol) in cells(rows) {
            let colour = puzzle.palette.index_of_symbol(symbol).unwrap();
            let expected = puzzle.palette.colours[usize::from(colour)].rgb;
            let seen = shot.rgb(shot.centre(p.row, p.col).0, shot.centre(p.row, p.col).1);
            let close = seen.iter().zip(expected).all(|(&a, b)| a.abs_diff(b) < 40);
            m.check(close, || {
                format!("{p} `{symbol}`: {seen:?}, expected {expected:?}")
            });
        }
        for (row, clue) in puzzle.rows.iter().enumerate() {
            let ink = lightness(shot.darkest(shot.at(row, 0, -0.4, 0.5), 0.2)) < 200;
            m.check(ink != clue.runs().is_some_and(<[_]>::is_empty), || {
                format!("row {}: clue shown {ink}", row + 1)
            });
        }
        m.0
    };
    // The same picture with two inks swapped.
    let swapped = map(&rows, |c| match c {
        'r' => 'g',
        'g' => 'r',
        other => other,
    });
    agrees(input, check, &rows, &swapped);
}

#[test]
fn onetwothree_in_chromium() {
    if !tools::available(&chromium(), "apt-get install chromium fonts-dejavu-core") {
        return;
    }
    let input = "instances/123/generated-6x6.123";
    let puzzle =
        OneTwoThree::parse(&Source::from_file(Path::new(input), &Default::default()).unwrap()).unwrap();
    let (shot, rows) = shoot(input);
    let check = |rows: &[String]| {
        let mut m = Mismatches(Vec::new());
        let value = |p: Pos| rows[p.row].as_bytes()[p.col];
        for b in borders(&shot, rows) {
            m.0.extend(border(&shot, b, value(b.0) != value(b.1)));
        }
        for (p, _) in cells(rows) {
            let [r, g, b] = shot.darkest(shot.centre(p.row, p.col), 0.3);
            let ink = lightness([r, g, b]) < 128;
            let blue = i32::from(b) > i32::from(r) + 60;
            let given = puzzle.givens[p].is_some();
            m.check(ink && blue != given, || {
                format!("{p}: ink {ink}, blue {blue}, given {given}")
            });
        }
        m.0
    };
    let mirrored: Vec<String> = rows.iter().map(|r| r.chars().rev().collect()).collect();
    agrees(input, check, &rows, &mirrored);
}

#[test]
fn yinyang_in_chromium() {
    if !tools::available(&chromium(), "apt-get install chromium fonts-dejavu-core") {
        return;
    }
    let input = "instances/yinyang/cspuz-generated-6x6.yinyang";
    let puzzle = YinYang::parse(&Source::from_file(Path::new(input), &Default::default()).unwrap()).unwrap();
    let (shot, rows) = shoot(input);
    let check = |rows: &[String]| {
        let mut m = Mismatches(Vec::new());
        for (p, symbol) in cells(rows) {
            let given = puzzle.givens[p].is_some();
            let (x, y) = shot.centre(p.row, p.col);
            // Pixels right of the centre: `ray[k]` is the lightness k pixels away.
            let ray: Vec<u8> = (0..15).map(|k| shot.light_at((x + f64::from(k), y))).collect();
            let ok = match symbol {
                'B' => ray[0] < 60 && ray[6] < 60 && (ray[11] < 100) == given,
                _ => {
                    let ring = ray.iter().position(|&l| l < 128);
                    let rim_ok = ring.is_some_and(|k| if given { k >= 10 } else { (6..10).contains(&k) });
                    ray[0] > 240 && rim_ok
                }
            };
            m.check(ok, || format!("{p} `{symbol}` given {given}: {ray:?}"));
        }
        for b in borders(&shot, rows) {
            m.0.extend(border(&shot, b, false));
        }
        m.0
    };
    let swapped = map(&rows, |c| if c == 'B' { 'W' } else { 'B' });
    agrees(input, check, &rows, &swapped);
}
