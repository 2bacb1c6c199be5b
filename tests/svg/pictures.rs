//! The SVG pictures of every instance with an answer, read back as XML: a well-formed
//! document of the right size with a white background and one frame around the grid, and
//! as many signs, filled squares, numbers and circles of each class, and as much thick
//! border, as the answer's rows and the puzzle's clues call for (counted here from the rows,
//! not through the library's drawing). The unsolved pictures show only the clues.

use gridsat::SVG_CELL as CELL;
use gridsat::grid::{Pos, Size};
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Hanjie;
use gridsat::puzzles::magnets::{End, Magnets};
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::YinYang;
use gridsat::source::Source;
use std::collections::BTreeMap;

use crate::answer_files::{instance_files, read_answers};

/// What the tests read from a picture.
struct Picture {
    /// How many elements carry each class.
    classes: BTreeMap<String, usize>,
    /// The total length of the thick lines inside the grid, in cells.
    thick_cells: f64,
    /// The texts of each class, in document order.
    texts: BTreeMap<String, Vec<String>>,
}

impl Picture {
    fn count(&self, class: &str) -> usize {
        self.classes.get(class).copied().unwrap_or(0)
    }

    fn texts(&self, class: &str) -> Vec<String> {
        self.texts.get(class).cloned().unwrap_or_default()
    }
}

/// Parses `svg` and checks what every picture has: the root's size and view box, a white
/// background first, and a frame of `size` cells. `name` is for messages.
fn read(svg: &str, size: Size, name: &str) -> Picture {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{name}: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{name}");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg"),
        "{name}"
    );
    let number = |node: roxmltree::Node, attribute: &str| -> f64 {
        let value = node.attribute(attribute);
        value
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name}: {attribute} = {value:?}"))
    };
    let (width, height) = (number(root, "width"), number(root, "height"));
    assert_eq!(
        root.attribute("viewBox"),
        Some(format!("0 0 {width} {height}").as_str()),
        "{name}"
    );
    let first = root.children().find(|n| n.is_element()).unwrap();
    assert_eq!(first.attribute("class"), Some("background"), "{name}");
    assert_eq!(first.attribute("fill"), Some("white"), "{name}");
    assert_eq!(
        (number(first, "width"), number(first, "height")),
        (width, height),
        "{name}"
    );
    let frames: Vec<_> = root
        .children()
        .filter(|n| n.attribute("class") == Some("frame"))
        .collect();
    assert_eq!(frames.len(), 1, "{name}");
    let frame = frames[0];
    assert_eq!(number(frame, "width"), size.width as f64 * CELL, "{name}");
    assert_eq!(number(frame, "height"), size.height as f64 * CELL, "{name}");
    assert!(number(frame, "x") + number(frame, "width") < width, "{name}");
    assert!(number(frame, "y") + number(frame, "height") < height, "{name}");
    let mut picture = Picture {
        classes: BTreeMap::new(),
        thick_cells: 0.0,
        texts: BTreeMap::new(),
    };
    for node in root.children().filter(|n| n.is_element()) {
        let class = node
            .attribute("class")
            .unwrap_or_else(|| panic!("{name}: no class"));
        *picture.classes.entry(class.to_string()).or_default() += 1;
        if class == "thick" {
            let dx = number(node, "x2") - number(node, "x1");
            let dy = number(node, "y2") - number(node, "y1");
            assert!(dx == 0.0 || dy == 0.0, "{name}: a slanted border");
            picture.thick_cells += (dx + dy).abs() / CELL;
        }
        if node.tag_name().name() == "text" {
            let text = node.text().unwrap_or("").to_string();
            picture.texts.entry(class.to_string()).or_default().push(text);
        }
    }
    picture
}

/// Each puzzle of `instances/FOLDER` (extension `ext`) with its first answer, if any.
fn instances<P: Puzzle>(folder: &str, ext: &str) -> Vec<(String, P, Option<Vec<String>>)> {
    instances_where(folder, ext, |_| true)
}

/// [`instances`] of the files whose name `keep` takes.
fn instances_where<P: Puzzle>(
    folder: &str,
    ext: &str,
    keep: impl Fn(&str) -> bool,
) -> Vec<(String, P, Option<Vec<String>>)> {
    instance_files(folder, ext)
        .into_iter()
        .filter(|path| keep(&path.file_name().unwrap().to_string_lossy()))
        .map(|path| {
            let name = path.display().to_string();
            let puzzle = P::parse(&Source::from_file(&path, &Default::default()).unwrap())
                .unwrap_or_else(|e| panic!("{e}"));
            let answer = read_answers(&path.with_extension("answer")).into_iter().next();
            (name, puzzle, answer)
        })
        .collect()
}

/// The picture of `puzzle` solved with `rows`, through the library.
fn solved_svg<P: Puzzle>(puzzle: &P, rows: &[String]) -> String {
    let solution = puzzle
        .parse_solution(&Source::inline("answer", rows.join("\n")))
        .unwrap();
    puzzle.svg(Some(&solution))
}

/// How many cells of `rows` are `symbol`.
fn cells_of(rows: &[String], symbol: char) -> usize {
    rows.iter()
        .flat_map(|r| r.chars())
        .filter(|&c| c == symbol)
        .count()
}

/// The inner borders (each one cell long) between neighbours that `differ`.
fn borders(size: Size, differ: impl Fn(Pos, Pos) -> bool) -> f64 {
    size.cells()
        .flat_map(|p| [Pos::new(p.row, p.col + 1), Pos::new(p.row + 1, p.col)].map(|q| (p, q)))
        .filter(|&(p, q)| size.contains(q) && differ(p, q))
        .count() as f64
}

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
