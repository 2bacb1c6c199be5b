//! Magnets drawn in SVG: every instance's picture read back as XML (domino outlines, signs,
//! neutral cells and counts, as many as the answer and the clues call for), and one drawn by
//! chromium compared pixel by pixel with its answer.

use crate::browser::{chromium, lightness};
use crate::screenshots::{Mismatches, agrees, border, borders as crossed, cells, map, shoot};
use crate::svg_pictures::{Picture, borders, cells_of, instances, read, solved_svg};
use crate::tools;
use gridsat::grid::Pos;
use gridsat::puzzle::Draw;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::magnets::{End, Magnets};
use gridsat::source::Source;
use std::path::Path;

#[test]
fn magnets_pictures() {
    for (name, puzzle, answer) in instances::<Magnets>("magnets", "magnets") {
        let size = puzzle.size();
        let layout = &puzzle.layout;
        let same_domino = |p: Pos, q: Pos| {
            (q.col == p.col + 1 && layout[p] == End::Left) || (q.row == p.row + 1 && layout[p] == End::Top)
        };
        let dominoes = borders(size, |p, q| !same_domino(p, q));
        let singletons = layout.values().filter(|&&e| e == End::Single).count();
        let given = |counts: [&Vec<Option<usize>>; 2]| counts.iter().flat_map(|c| c.iter()).flatten().count();
        let plus_counts = given([&puzzle.plus.rows, &puzzle.plus.cols]);
        let minus_counts = given([&puzzle.minus.rows, &puzzle.minus.cols]);
        let check = |picture: &Picture, plus: usize, minus: usize, neutral: usize| {
            assert_eq!(picture.thick_cells, dominoes, "{name}");
            assert_eq!(picture.count("plus"), plus, "{name}");
            assert_eq!(picture.count("minus"), minus, "{name}");
            assert_eq!(picture.count("neutral"), neutral, "{name}");
            assert_eq!(picture.count("label"), 2, "{name}");
            assert_eq!(picture.count("count-plus"), plus_counts, "{name}");
            assert_eq!(picture.count("count-minus"), minus_counts, "{name}");
        };
        check(&read(&puzzle.svg(None), size, &name), 0, 0, singletons);
        let rows = answer.unwrap_or_else(|| panic!("{name}: no answer"));
        let picture = read(&solved_svg(&puzzle, &rows), size, &name);
        check(
            &picture,
            cells_of(&rows, '+'),
            cells_of(&rows, '-'),
            cells_of(&rows, 'x'),
        );
    }
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
        for b in crossed(&shot, rows) {
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
