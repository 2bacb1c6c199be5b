//! Texts that hold several puzzles, separated by lines `---` ([`SEPARATOR`]) as `gridsat
//! generate --count N` prints them: where the separators are, which parts hold a puzzle, and
//! the command-line address `PATH#K` of one of them; and the name of the standard input.
//! The command line shares these conventions (`gridsat::cli_support`).
//!
//! No format gridsat reads has a line `---` in a puzzle but webpbn XML, whose text may hold
//! any line: inside the root element of an XML document the line is text, not a separator.
//!
//! A text whose first content line is `$N` ([`NUMBER_MARK`]) is a numbered set, as the
//! computer tournaments' set files are: each line `$N` starts puzzle number N, which runs to
//! the next such line, and `NAME#N` names it by that number. A number read before starts no
//! puzzle (the puzzle's reader, which sees the line inside the one before, says so).

use super::Source;
use crate::error::ParseError;
use std::borrow::Cow;
use std::collections::HashSet;
use std::path::Path;

/// The name of the standard input in messages and results.
pub const STDIN: &str = "<stdin>";

/// The line that separates the puzzles of a text that holds several ([`Source::puzzles`]),
/// as YAML separates documents: no puzzle format gridsat reads has such a line.
pub const SEPARATOR: &str = "---";

/// The character that starts the line `$N` of puzzle number N in a numbered set (the
/// computer tournaments' set files).
pub(crate) const NUMBER_MARK: char = '$';

/// A part of a text between separators: its bytes, the lines of the text before it, and
/// its number in a numbered set (`$N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Part {
    start: usize,
    end: usize,
    lines_before: usize,
    number: Option<usize>,
}

/// The number N of a line `$N` (trimmed) that starts a puzzle of a numbered set: N from 1.
pub(crate) fn set_number(line: &str) -> Option<usize> {
    let digits = line.strip_prefix(NUMBER_MARK)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|&n| n > 0)
}

/// The parts of `text` that hold a puzzle, in order: for a numbered set, each from its line
/// `$N` ([`numbered_parts`]); else those between separator lines with a line that is
/// neither blank nor a `#` comment (so a separator at the start or the end, or a header of
/// comments before the first, makes no part). None when the text has no such line at all.
fn parts(text: &str) -> Vec<Part> {
    if let Some(parts) = numbered_parts(text) {
        return parts;
    }
    let mut parts = Vec::new();
    let mut part = Part {
        start: 0,
        end: 0,
        lines_before: 0,
        number: None,
    };
    let mut xml = Xml::Unknown;
    let mut offset = 0;
    for (index, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim();
        if line == SEPARATOR && !matches!(xml, Xml::InRoot(_)) {
            parts.push(Part { end: offset, ..part });
            part = Part {
                start: offset + raw.len(),
                end: 0,
                lines_before: index + 1,
                number: None,
            };
            xml = Xml::Unknown;
        } else {
            xml = xml.after(line);
        }
        offset += raw.len();
    }
    parts.push(Part {
        end: text.len(),
        ..part
    });
    parts.retain(|part| holds_puzzle(&text[part.start..part.end]));
    parts
}

/// The puzzles of a numbered set: when the first line of `text` that is neither blank nor
/// a `#` comment is `$N`, each line `$N` with a number not met before starts a part, which
/// ends where the next one starts. None for a text that is no numbered set.
fn numbered_parts(text: &str) -> Option<Vec<Part>> {
    let mut parts: Vec<Part> = Vec::new();
    let mut seen = HashSet::new();
    let mut offset = 0;
    for (index, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim();
        let number = set_number(line);
        if parts.is_empty() && number.is_none() && !(line.is_empty() || line.starts_with('#')) {
            return None;
        }
        if let Some(number) = number.filter(|&n| seen.insert(n)) {
            if let Some(last) = parts.last_mut() {
                last.end = offset;
            }
            parts.push(Part {
                start: offset,
                end: text.len(),
                lines_before: index,
                number: Some(number),
            });
        }
        offset += raw.len();
    }
    (!parts.is_empty()).then_some(parts)
}

/// Whether a part has a line that is neither blank nor a `#` comment.
fn holds_puzzle(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .any(|line| !line.is_empty() && !line.starts_with('#'))
}

/// Where a part is in an XML document, told line by line.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Xml {
    /// Only blank lines so far.
    Unknown,
    /// The part is not XML (its first line does not start with `<`).
    Not,
    /// XML before its root element (the declaration, comments, a DOCTYPE).
    Prolog,
    /// Inside the root element of this name (every line is its content).
    InRoot(String),
    /// After the root element.
    Closed,
}

impl Xml {
    /// The state after `line` (trimmed). Only the root element is followed: where it opens
    /// (the first `<` before a name: not `<?`, `<!`, nor in a comment on that line) and
    /// where its end tag (or `/>`) is. Each line is looked at once.
    fn after(self, line: &str) -> Xml {
        match self {
            Xml::Unknown if line.is_empty() => Xml::Unknown,
            Xml::Unknown if line.starts_with('<') => Xml::Prolog.after(line),
            Xml::Unknown | Xml::Not => Xml::Not,
            Xml::Prolog => match root_start(line) {
                Some((name, rest)) if !closes(rest, name) => Xml::InRoot(name.to_string()),
                Some(_) => Xml::Closed,
                None => Xml::Prolog,
            },
            Xml::InRoot(name) if line.contains("</") && line.contains(&format!("</{name}>")) => Xml::Closed,
            Xml::InRoot(name) => Xml::InRoot(name),
            Xml::Closed => Xml::Closed,
        }
    }
}

/// The name of the element that `line` opens first (not a declaration, comment or DOCTYPE),
/// and the rest of the line after its name.
fn root_start(line: &str) -> Option<(&str, &str)> {
    let mut rest = line;
    loop {
        let at = rest.find('<')?;
        rest = &rest[at + 1..];
        if let Some(comment) = rest.strip_prefix("!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        if rest.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
                .unwrap_or(rest.len());
            return Some((&rest[..end], &rest[end..]));
        }
    }
}

/// Whether `rest`, the line after the start of element `name`, closes it: `/>` ends its
/// start tag, or its end tag follows.
fn closes(rest: &str, name: &str) -> bool {
    let tag_end = rest.find('>');
    tag_end.is_some_and(|end| rest[..end].ends_with('/')) || rest.contains(&format!("</{name}>"))
}

/// `PATH#K` (or `-#K`) as the command line addresses the Kth puzzle of a file (of the
/// standard input) that holds several ([`Source::puzzle`]): PATH (`-`) and K, when
/// `argument` itself names no file and PATH does. A Simon Tatham random-seed ID
/// (`6x6#12345`) names no file, so it is no address.
#[must_use]
pub fn puzzle_address(argument: &str) -> Option<(&str, usize)> {
    let (input, number) = argument.rsplit_once('#')?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = number.parse().ok()?;
    let named = input == "-" || Path::new(input).exists();
    (named && !Path::new(argument).exists()).then_some((input, number))
}

impl Source {
    /// The puzzles of this text: one for a text without separators, as it is; for a text
    /// whose lines `---` ([`SEPARATOR`]) separate several, each part with a line that is
    /// neither blank nor a `#` comment, named `NAME#K` (K from 1); for a numbered set, each
    /// puzzle from its line `$N`, named `NAME#N` (a set of one is named
    /// as the text is, as one puzzle between separators is). Their errors name the
    /// lines of this text ([`Source::line_offset`]). A separator at the start or the end,
    /// and comments before the first, are no puzzle.
    #[must_use]
    pub fn puzzles(&self) -> Vec<Source> {
        self.numbered_puzzles()
            .into_iter()
            .map(|(_, puzzle)| puzzle)
            .collect()
    }

    /// The puzzles of this text ([`Source::puzzles`]), each with its number: its place among
    /// several separated by lines `---` (as `NAME#K` names it), its `$N` in a numbered set
    /// (even when the set holds one); none for a text of one puzzle without a number.
    #[must_use]
    pub fn numbered_puzzles(&self) -> Vec<(Option<usize>, Source)> {
        let parts = parts(&self.text);
        match parts.as_slice() {
            [] => vec![(None, self.clone())],
            [part] => vec![(part.number, self.part(part, self.name.clone()))],
            _ => parts
                .iter()
                .zip(1..)
                .map(|(part, place)| {
                    let number = part.number.unwrap_or(place);
                    (Some(number), self.part(part, format!("{}#{number}", self.name)))
                })
                .collect(),
        }
    }

    /// How many puzzles the text holds ([`Source::puzzles`]), at least 1.
    #[must_use]
    pub fn puzzle_count(&self) -> usize {
        parts(&self.text).len().max(1)
    }

    /// The numbers `NAME#N` names the puzzles of this text by, in its order
    /// ([`Source::numbered_puzzles`]): 1 to the count for puzzles separated by lines `---`,
    /// their `$N` in a numbered set; empty for a text of one puzzle without a number.
    #[must_use]
    pub fn puzzle_numbers(&self) -> Vec<usize> {
        let parts = parts(&self.text);
        match parts.as_slice() {
            [] => Vec::new(),
            [part] if part.number.is_none() => Vec::new(),
            _ => parts
                .iter()
                .zip(1..)
                .map(|(part, place)| part.number.unwrap_or(place))
                .collect(),
        }
    }

    /// How the puzzles of this text are told apart, for messages: `separated by lines
    /// `---``, or `each after its line `$N`` in a numbered set.
    #[must_use]
    pub fn how_separated(&self) -> String {
        match parts(&self.text).first().and_then(|part| part.number) {
            Some(_) => format!("each after its line `{NUMBER_MARK}N`"),
            None => format!("separated by lines `{SEPARATOR}`"),
        }
    }

    /// Puzzle `number` of the text ([`Source::puzzles`]; from 1, or its `$N` in a numbered
    /// set), named `NAME#number` as it is asked for (puzzle 1 of a text of one too); an
    /// error naming the numbers the text holds when there is no such puzzle.
    ///
    /// # Errors
    /// A [`ParseError`] saying which puzzles the text holds when there is no puzzle
    /// `number`.
    pub fn puzzle(&self, number: usize) -> Result<Source, ParseError> {
        let numbers = self.puzzle_numbers();
        let mut puzzles = self.numbered_puzzles();
        let found = match numbers.as_slice() {
            [] if number == 1 => Some(0),
            _ => numbers.iter().position(|&n| n == number),
        };
        let Some(index) = found else {
            let holds = match numbers.as_slice() {
                [] => "one puzzle".to_string(),
                [one] => format!("one puzzle, `#{one}`"),
                [first, .., last] => format!(
                    "{} puzzles (`#{first}` to `#{last}`), {}",
                    numbers.len(),
                    self.how_separated()
                ),
            };
            let first = if number == 0 {
                ": they are numbered from 1"
            } else {
                ""
            };
            return Err(self.error(format!("no puzzle {number}: the input holds {holds}{first}")));
        };
        let (_, mut puzzle) = puzzles.swap_remove(index);
        puzzle.name = format!("{}#{number}", self.name);
        Ok(puzzle)
    }

    /// The one puzzle of the text: itself, or the part between separators that holds one
    /// ([`Source::puzzles`]); an error at the separator before the second puzzle (at the
    /// line `$N` of the second, in a numbered set) when it holds several.
    pub(crate) fn one_puzzle(&self) -> Result<Cow<'_, Source>, ParseError> {
        match parts(&self.text).as_slice() {
            [] => Ok(Cow::Borrowed(self)),
            [part] if part.start == 0 && part.end == self.text.len() => Ok(Cow::Borrowed(self)),
            [part] => Ok(Cow::Owned(self.part(part, self.name.clone()))),
            [_, second, ..] => {
                let count = self.puzzle_count();
                Err(match second.number {
                    Some(number) => self.error_at_line(
                        second.lines_before + 1,
                        format!(
                            "a second puzzle, `{NUMBER_MARK}{number}`: the input holds {count} puzzles, and one is expected"
                        ),
                    ),
                    None => self.error_at_line(
                        second.lines_before,
                        format!(
                            "a second puzzle after this line `{SEPARATOR}`: the input holds {count} puzzles, and one is expected"
                        ),
                    ),
                })
            }
        }
    }

    /// The puzzle `part` of the text, called `name`.
    fn part(&self, part: &Part, name: String) -> Source {
        Source {
            name,
            text: self.text[part.start..part.end].to_string(),
            extension: self.extension.clone(),
            line_offset: self.line_offset + part.lines_before,
        }
    }
}

#[cfg(test)]
mod tests {
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
}
