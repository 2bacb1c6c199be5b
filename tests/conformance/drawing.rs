//! Pictures of every instance: the text picture, solved and not (`solve`'s), and the SVG
//! pictures, unsolved and with each grid of the answer file, well-formed XML with an `svg`
//! root of some size; a grid the answer file does not have is an error.

use crate::conformance::kinds::{for_every_kind, instances, options};

/// Parses `svg` as XML: the root is an `svg` element of the SVG namespace with a positive
/// width and height.
fn check_svg(svg: &str, what: &str) {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{what}");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg"),
        "{what}"
    );
    for attribute in ["width", "height"] {
        let value: f64 = root
            .attribute(attribute)
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{what}: {attribute}"));
        assert!(value > 0.0, "{what}: {attribute} {value}");
    }
}

#[test]
fn every_instance_is_drawn_as_text_and_as_svg() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let what = &instance.name;
            let picture = instance.puzzle.render();
            assert!(!picture.trim().is_empty(), "{what}");
            let report = instance.puzzle.solve(&options()).unwrap();
            assert!(!report.picture.trim().is_empty(), "{what}");
            let unsolved = instance.puzzle.svg(None).unwrap();
            check_svg(&unsolved, what);
            let answers = instance.answer_source();
            for index in 1..=instance.answers.len() {
                let solved = instance.puzzle.svg(Some((&answers, index))).unwrap();
                check_svg(&solved, &format!("{what}: solution {index}"));
                assert_ne!(solved, unsolved, "{what}: the solution is not drawn");
            }
            let beyond = instance.answers.len() + 1;
            assert!(instance.puzzle.svg(Some((&answers, beyond))).is_err(), "{what}");
        }
    });
}
