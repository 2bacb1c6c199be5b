//! Yin Yang drawn in SVG: every instance's picture read back as XML (given and solved
//! circles of each colour), and one drawn by chromium compared pixel by pixel with its
//! answer.

use crate::browser::chromium;
use crate::screenshots::{Mismatches, agrees, border, borders as crossed, cells, map, shoot};
use crate::svg_pictures::{cells_of, instances, read, solved_svg};
use crate::tools;
use gridsat::puzzle::Draw;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::yinyang::YinYang;
use gridsat::source::Source;
use std::path::Path;

#[test]
fn yinyang_pictures() {
    for (name, puzzle, answer) in instances::<YinYang>("yinyang", "yinyang") {
        let size = puzzle.size();
        let given = |letter: char| {
            puzzle
                .givens
                .values()
                .flatten()
                .filter(|c| c.letter() == letter)
                .count()
        };
        let (given_black, given_white) = (given('B'), given('W'));
        let unsolved = read(&puzzle.svg(None), size, &name);
        assert_eq!(unsolved.count("given-black"), given_black, "{name}");
        assert_eq!(unsolved.count("given-white"), given_white, "{name}");
        assert_eq!(unsolved.count("black") + unsolved.count("white"), 0, "{name}");
        let rows = answer.unwrap_or_else(|| panic!("{name}: no answer"));
        let picture = read(&solved_svg(&puzzle, &rows), size, &name);
        assert_eq!(picture.count("given-black"), given_black, "{name}");
        assert_eq!(picture.count("given-white"), given_white, "{name}");
        assert_eq!(
            picture.count("black"),
            cells_of(&rows, 'B') - given_black,
            "{name}"
        );
        assert_eq!(
            picture.count("white"),
            cells_of(&rows, 'W') - given_white,
            "{name}"
        );
        assert_eq!(picture.thick_cells, 0.0, "{name}");
    }
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
        for b in crossed(&shot, rows) {
            m.0.extend(border(&shot, b, false));
        }
        m.0
    };
    let swapped = map(&rows, |c| if c == 'B' { 'W' } else { 'B' });
    agrees(input, check, &rows, &swapped);
}
