//! The SVG pictures of the instances read back as XML, for the kinds' own areas: a
//! well-formed document of the right size with a white background and one frame around the
//! grid, and what each element draws counted by its class (the kinds' tests count them from
//! the answer's rows and the puzzle's clues, not through the library's drawing).

use crate::answer_files::{instance_files, read_answers};
use gridsat::SVG_CELL as CELL;
use gridsat::grid::{Pos, Size};
use gridsat::puzzle::PuzzleKind;
use gridsat::source::Source;
use std::collections::BTreeMap;

/// What the tests read from a picture.
pub(crate) struct Picture {
    /// How many elements carry each class.
    pub classes: BTreeMap<String, usize>,
    /// The total length of the thick lines inside the grid, in cells.
    pub thick_cells: f64,
    /// The texts of each class, in document order.
    pub texts: BTreeMap<String, Vec<String>>,
}

impl Picture {
    pub(crate) fn count(&self, class: &str) -> usize {
        self.classes.get(class).copied().unwrap_or(0)
    }

    pub(crate) fn texts(&self, class: &str) -> Vec<String> {
        self.texts.get(class).cloned().unwrap_or_default()
    }
}

/// Parses `svg` and checks what every picture has: the root's size and view box, a white
/// background first, and a frame of `size` cells. `name` is for messages.
pub(crate) fn read(svg: &str, size: Size, name: &str) -> Picture {
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
pub(crate) fn instances<P: PuzzleKind>(folder: &str, ext: &str) -> Vec<(String, P, Option<Vec<String>>)> {
    instances_where(folder, ext, |_| true)
}

/// [`instances`] of the files whose name `keep` takes.
pub(crate) fn instances_where<P: PuzzleKind>(
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
pub(crate) fn solved_svg<P: PuzzleKind>(puzzle: &P, rows: &[String]) -> String {
    let solution = puzzle
        .parse_solution(&Source::inline("answer", rows.join("\n")))
        .unwrap();
    puzzle.svg(Some(&solution))
}

/// How many cells of `rows` are `symbol`.
pub(crate) fn cells_of(rows: &[String], symbol: char) -> usize {
    rows.iter()
        .flat_map(|r| r.chars())
        .filter(|&c| c == symbol)
        .count()
}

/// The inner borders (each one cell long) between neighbours that `differ`.
pub(crate) fn borders(size: Size, differ: impl Fn(Pos, Pos) -> bool) -> f64 {
    size.cells()
        .flat_map(|p| [Pos::new(p.row, p.col + 1), Pos::new(p.row + 1, p.col)].map(|q| (p, q)))
        .filter(|&(p, q)| size.contains(q) && differ(p, q))
        .count() as f64
}
