use super::*;

fn puzzles(text: &str) -> Vec<(String, String, usize)> {
    Source::inline("in", text)
        .puzzles()
        .into_iter()
        .map(|s| (s.name, s.text, s.line_offset))
        .collect()
}

#[test]
fn separators_split_a_text_into_puzzles_that_keep_their_line_numbers() {
    let text = "123 1x1\n.\n# solution: 1\n\n---\n123 1x1\n1\n---\n123 1x1\n.\n";
    assert_eq!(
        puzzles(text),
        [
            ("in#1".into(), "123 1x1\n.\n# solution: 1\n\n".into(), 0),
            ("in#2".into(), "123 1x1\n1\n".into(), 5),
            ("in#3".into(), "123 1x1\n.\n".into(), 8),
        ]
    );
    let second = &Source::inline("in", text).puzzles()[1];
    assert_eq!(second.error_at(2, 1, "x").to_string(), "in#2:7:1: x");
    assert_eq!(second.input_line(1), 6);
    // Lines with spaces around, and Windows line ends.
    let crlf = "a\r\n  ---  \r\nb\r\n";
    assert_eq!(
        puzzles(crlf),
        [
            ("in#1".into(), "a\r\n".into(), 0),
            ("in#2".into(), "b\r\n".into(), 2)
        ]
    );
}

#[test]
fn a_text_without_separators_is_one_puzzle_as_it_is() {
    for text in ["123 1x1\n.\n", "", "# only a comment\n", "-- \n----\n- - -\n"] {
        let source = Source::inline("in", text);
        assert_eq!(source.puzzles(), std::slice::from_ref(&source));
        assert_eq!(source.puzzle_count(), 1);
        assert!(matches!(source.one_puzzle(), Ok(Cow::Borrowed(_))));
    }
}

#[test]
fn separators_at_the_ends_and_comments_alone_make_no_puzzle() {
    let text = "# a header\n---\n\n123 1x1\n.\n---\n# nothing\n\n---\n";
    assert_eq!(puzzles(text), [("in".into(), "\n123 1x1\n.\n".into(), 2)]);
    let source = Source::inline("in", text);
    assert_eq!(source.one_puzzle().unwrap().line_offset, 2);
    assert_eq!(source.puzzle(1).unwrap().name, "in#1");
}

#[test]
fn a_separator_inside_an_xml_root_element_is_its_text() {
    let xml = "<?xml version=\"1.0\"?>\n<!-- a <comment> -->\n<puzzleset>\n<puzzle>\n<description>\n---\n</description>\n<notes>\n---\n</notes>\n</puzzle>\n</puzzleset>\n<!-- solution -->\n";
    assert_eq!(puzzles(xml).len(), 1);
    let two = format!("{xml}---\n{xml}");
    let parts = puzzles(&two);
    assert_eq!(parts.len(), 2);
    assert_eq!((parts[0].1.as_str(), parts[1].1.as_str()), (xml, xml));
    // A root element opened and closed on one line, or empty.
    for root in ["<puzzleset><puzzle/></puzzleset>", "<puzzleset/>"] {
        assert_eq!(puzzles(&format!("{root}\n---\n{root}\n")).len(), 2, "{root}");
    }
    // Text that only starts with `<` on a later line is no XML.
    assert_eq!(puzzles("a\n<b>\n---\nc\n").len(), 2);
}

#[test]
fn one_puzzle_is_refused_at_the_second_ones_separator() {
    let source = Source::inline("in", "a\n---\nb\n---\nc\n");
    let error = source.one_puzzle().unwrap_err();
    assert_eq!(
        error.to_string(),
        "in:2: a second puzzle after this line `---`: the input holds 3 puzzles, and one is expected"
    );
}

/// The library's parser reads the one puzzle between separators, on the lines of the
/// whole text, and refuses a text of several (the Python package's `parse` and `read`).
#[test]
fn parse_reads_one_puzzle_between_separators_and_refuses_several() {
    let one = Source::inline("in", "# header\n---\n123 1x1\n.\n---\n");
    assert_eq!(crate::registry::parse(&one, None).unwrap().kind(), "123");
    let bad = Source::inline("in", "---\n123 1x1\n7\n");
    let error = crate::registry::parse(&bad, None).err().unwrap().to_string();
    assert!(error.starts_with("in:3:1: `7` is not a cell"), "{error}");
    let two = Source::inline("in", "123 1x1\n.\n---\n123 1x1\n.\n");
    assert_eq!(
        crate::registry::parse(&two, None).err().unwrap().to_string(),
        "in:3: a second puzzle after this line `---`: the input holds 2 puzzles, and one is expected"
    );
    for puzzle in two.puzzles() {
        assert_eq!(crate::registry::parse(&puzzle, None).unwrap().kind(), "123");
    }
}

#[test]
fn a_puzzle_is_picked_by_its_number() {
    let source = Source::inline("in", "a\n---\nb\n");
    assert_eq!(source.puzzle(2).unwrap().text, "b\n");
    assert_eq!(
        source.puzzle(3).unwrap_err().to_string(),
        "in: no puzzle 3: the input holds 2 puzzles (`#1` to `#2`), separated by lines `---`"
    );
    assert_eq!(
        source.puzzle(0).unwrap_err().to_string(),
        "in: no puzzle 0: the input holds 2 puzzles (`#1` to `#2`), separated by lines `---`: they are numbered from 1"
    );
    let one = Source::inline("in", "a\n");
    let first = one.puzzle(1).unwrap();
    assert_eq!((first.name.as_str(), first.text), ("in#1", one.text.clone()));
    assert_eq!(
        one.puzzle(2).unwrap_err().to_string(),
        "in: no puzzle 2: the input holds one puzzle"
    );
}

/// A numbered set (its first content line `$N`) is split at its lines `$N`, each puzzle
/// named and addressed by its number, not its place; a number met before starts no
/// puzzle, and lines `---` are no separators in it.
#[test]
fn a_numbered_set_is_split_at_its_lines_with_numbers() {
    let text = "# a set\n\n$5\na\n---\n$2\r\nb\n\n$5\nc\n";
    assert_eq!(
        puzzles(text),
        [
            ("in#5".into(), "$5\na\n---\n".into(), 2),
            ("in#2".into(), "$2\r\nb\n\n$5\nc\n".into(), 5),
        ]
    );
    let source = Source::inline("in", text);
    assert_eq!(source.puzzle_numbers(), [5, 2]);
    assert_eq!(source.puzzle_count(), 2);
    assert_eq!(source.how_separated(), "each after its line `$N`");
    let second = source.puzzle(2).unwrap();
    assert_eq!((second.name.as_str(), second.line_offset), ("in#2", 5));
    assert_eq!(second.error_at_line(2, "x").to_string(), "in#2:7: x");
    assert_eq!(
        source.puzzle(1).unwrap_err().to_string(),
        "in: no puzzle 1: the input holds 2 puzzles (`#5` to `#2`), each after its line `$N`"
    );
    assert_eq!(
        source.one_puzzle().unwrap_err().to_string(),
        "in:6: a second puzzle, `$2`: the input holds 2 puzzles, and one is expected"
    );
    // A set of one keeps its number, is named as the text is, and read as one puzzle.
    let one = Source::inline("in", "$7\na\n");
    assert_eq!(one.numbered_puzzles(), [(Some(7), one.clone())]);
    assert_eq!(one.puzzles(), std::slice::from_ref(&one));
    assert!(matches!(one.one_puzzle(), Ok(Cow::Borrowed(_))));
    assert_eq!(
        one.puzzle(1).unwrap_err().to_string(),
        "in: no puzzle 1: the input holds one puzzle, `#7`"
    );
    // `$` lines that are no number, or not first, make no set.
    for text in ["$x\na\n$2\n", "a\n$1\nb\n$2\n", "$0\na\n"] {
        assert_eq!(
            Source::inline("in", text).puzzle_numbers(),
            Vec::<usize>::new(),
            "{text}"
        );
    }
}

#[test]
fn an_address_is_an_existing_path_and_a_number() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("gen.123");
    std::fs::write(&file, "").unwrap();
    let path = file.display().to_string();
    assert_eq!(puzzle_address(&format!("{path}#2")), Some((path.as_str(), 2)));
    assert_eq!(puzzle_address("-#12"), Some(("-", 12)));
    for not in ["6x6#12345", "-#", "-#x", "-", "-#-1", &format!("{path}#"), &path] {
        assert_eq!(puzzle_address(not), None, "{not}");
    }
    // A file whose name ends in `#N` is that file.
    let hashed = dir.path().join("gen.123#2");
    std::fs::write(&hashed, "").unwrap();
    assert_eq!(puzzle_address(&hashed.display().to_string()), None);
}
