//! The 123 puzzle drawn in SVG: every instance's picture read back as XML (givens, solved
//! numbers, thick borders between groups), and one drawn by chromium compared pixel by
//! pixel with its answer.

use crate::browser::{chromium, lightness};
use crate::screenshots::{Mismatches, agrees, border, borders as crossed, cells, shoot};
use crate::svg_pictures::{borders, instances, read, solved_svg};
use crate::tools;
use gridsat::grid::Pos;
use gridsat::puzzle::Draw;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::source::Source;
use std::path::Path;

#[test]
fn onetwothree_pictures() {
    for (name, puzzle, answer) in instances::<OneTwoThree>("123", "123") {
        let size = puzzle.size();
        let givens = puzzle.givens.values().flatten().count();
        let unsolved = read(&puzzle.svg(None), size, &name);
        assert_eq!(unsolved.count("given"), givens, "{name}");
        assert_eq!(unsolved.count("solved"), 0, "{name}");
        assert_eq!(unsolved.thick_cells, 0.0, "{name}");
        let rows = answer.unwrap_or_else(|| panic!("{name}: no answer"));
        let value = |p: Pos| rows[p.row].as_bytes()[p.col];
        let picture = read(&solved_svg(&puzzle, &rows), size, &name);
        assert_eq!(picture.count("given"), givens, "{name}");
        assert_eq!(picture.count("solved"), size.area() - givens, "{name}");
        assert_eq!(
            picture.thick_cells,
            borders(size, |p, q| value(p) != value(q)),
            "{name}"
        );
        let mut numbers = picture.texts("given");
        numbers.extend(picture.texts("solved"));
        numbers.sort();
        let mut expected: Vec<String> = rows.iter().flat_map(|r| r.chars()).map(String::from).collect();
        expected.sort();
        assert_eq!(numbers, expected, "{name}");
    }
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
        for b in crossed(&shot, rows) {
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
