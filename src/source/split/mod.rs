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

mod xml;

use super::Source;
use crate::error::{Error, ParseError};
use crate::limits::Limits;
use std::borrow::Cow;
use std::collections::HashSet;
use std::path::Path;
use xml::Xml;

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
    /// Reads the file at `path` ([`Source::from_file`]) or, when no file has that path and
    /// it is `FILE#K` for a file FILE that exists ([`puzzle_address`]), puzzle K of FILE
    /// ([`Source::puzzle`]), named `FILE#K`: a path as the command line takes it.
    ///
    /// ```
    /// use gridsat::{limits::Limits, source::Source};
    ///
    /// let dir = tempfile::tempdir()?;
    /// let path = dir.path().join("two.123");
    /// std::fs::write(&path, "123 2x2\n. .\n. .\n---\n123 3x3\n. . .\n. . .\n. . .\n")?;
    /// let second = Source::from_path(&dir.path().join("two.123#2"), &Limits::default())?;
    /// assert_eq!(second.name, format!("{}#2", path.display()));
    /// assert!(second.text.starts_with("123 3x3"));
    /// assert_eq!(second.line_offset, 4); // its errors name the lines of the file
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Source::from_file`]; an [`Error::Parse`] when FILE holds no puzzle K.
    pub fn from_path(path: &Path, limits: &Limits) -> Result<Source, Error> {
        let address = path
            .to_str()
            .and_then(puzzle_address)
            .filter(|(file, _)| Path::new(file).exists());
        match address {
            Some((file, number)) => Ok(Source::from_file(Path::new(file), limits)?.puzzle(number)?),
            None => Source::from_file(path, limits),
        }
    }

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

    /// This text when it holds one puzzle; else an error that says how many it holds and how
    /// they are told apart, then `and {reader}: ` and what `choose` says with the first and
    /// last numbers (each front end says how its user picks one).
    ///
    /// # Errors
    /// A [`ParseError`] about the whole text when it holds several puzzles.
    pub fn the_one_puzzle(
        self,
        reader: &str,
        choose: impl FnOnce(usize, usize) -> String,
    ) -> Result<Source, ParseError> {
        let count = self.puzzle_count();
        if count == 1 {
            return Ok(self);
        }
        let numbers = self.puzzle_numbers();
        let (first, last) = (numbers[0], numbers[numbers.len() - 1]);
        Err(ParseError::whole(
            &self.name,
            format!(
                "holds {count} puzzles ({}), and {reader}: {}",
                self.how_separated(),
                choose(first, last)
            ),
        ))
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
mod tests;
