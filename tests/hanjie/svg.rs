//! Hanjie drawn in SVG: every black-and-white instance's picture read back as XML (clues,
//! filled squares, the thick lines every five cells), and one black-and-white and one colour
//! puzzle drawn by chromium compared pixel by pixel with their answers.

use crate::browser::{chromium, lightness};
use crate::screenshots::{Mismatches, agrees, border, borders as crossed, cells, map, shoot};
use crate::svg_pictures::{Picture, borders, cells_of, instances, instances_where, read, solved_svg};
use crate::tools;
use gridsat::grid::Pos;
use gridsat::puzzle::Draw;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::source::Source;
use std::path::Path;

#[test]
fn hanjie_pictures() {
    let mut files = instances::<Hanjie>("hanjie", "non");
    // Black and white only: the colour puzzles' pictures are checked by colour_pictures.
    files.extend(instances_where::<Hanjie>("hanjie", "xml", |name| {
        !name.starts_with("colour-")
    }));
    let mut solved = 0;
    for (name, puzzle, answer) in files {
        let size = puzzle.size();
        // The clues in `.non` form (`3,1,?`, `0` for a blank line), column clues first.
        let clues: Vec<String> = (puzzle.columns.iter().chain(&puzzle.rows))
            .flat_map(|clue| clue.to_string().split(',').map(String::from).collect::<Vec<_>>())
            .collect();
        let blocks = borders(size, |p, q| {
            (q.col > p.col && q.col % 5 == 0) || (q.row > p.row && q.row % 5 == 0)
        });
        let check = |picture: &Picture, filled: usize| {
            assert_eq!(picture.count("filled"), filled, "{name}");
            assert_eq!(picture.texts("clue"), clues, "{name}");
            assert_eq!(picture.thick_cells, blocks, "{name}");
            assert_eq!(picture.count("band"), 2, "{name}");
        };
        let unsolved = read(&puzzle.svg(None), size, &name);
        check(&unsolved, 0);
        if let Some(rows) = answer {
            check(
                &read(&solved_svg(&puzzle, &rows), size, &name),
                cells_of(&rows, '#'),
            );
            solved += 1;
        }
    }
    assert!(solved >= 10, "only {solved} Hanjie answers");
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
        for b in crossed(&shot, rows)
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
