//! Puzzle text with the name it came from, so every error can say where it is: a file, the
//! standard input, or an ID given inline on the command line.

use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use crate::limits::Limits;
use std::io::Read;
use std::path::Path;

pub(crate) mod split;

pub(crate) use split::{STDIN, puzzle_address};

/// The UTF-8 byte-order mark, which Windows editors write at the start of text files.
const UTF8_BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";
/// The byte-order mark as a character, as text decoded with it keeps it.
const BYTE_ORDER_MARK: char = '\u{FEFF}';
/// The byte-order marks of UTF-16 (little- and big-endian).
const UTF16_BYTE_ORDER_MARKS: [&[u8]; 2] = [b"\xFF\xFE", b"\xFE\xFF"];

/// How far past the limit a stream over it is read (and dropped) to learn its size, so
/// that the error can name a limit that would do: sixteen times the limit.
const STREAM_SIZE_PROBE: u64 = 16;

/// Everything `reader` gives, up to `limits.max_input_size` bytes: an input over the
/// limit is refused ([`Limits::check_input_size`]) with `name`, the file, and its size:
/// read on to its end (up to [`STREAM_SIZE_PROBE`] times the limit) for a stream.
fn read_limited(name: &str, mut reader: impl Read, limits: &Limits) -> Result<Vec<u8>, Error> {
    let mut bytes = Vec::new();
    let limit = limits.max_input_size;
    let reading = |e| Error::reading(name, e);
    (&mut reader)
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(reading)?;
    let read = bytes.len() as u64;
    if read <= limit {
        return Ok(bytes);
    }
    drop(bytes);
    let probe = limit.saturating_mul(STREAM_SIZE_PROBE).saturating_sub(read);
    let rest =
        std::io::copy(&mut reader.take(probe.saturating_add(1)), &mut std::io::sink()).map_err(reading)?;
    let size = Some(read + rest).filter(|_| rest <= probe);
    Err(limits.check_input_size(name, size).expect_err("over the limit"))
}

/// The text of the bytes read from `name`, without a UTF-8 byte-order mark at the start
/// (so columns on line 1 count from the first character after it, as editors show them).
/// Bytes that are not UTF-8 are an error naming the line and column of the first one; a
/// UTF-16 byte-order mark is named as such.
fn decode_text(name: &str, mut bytes: Vec<u8>) -> Result<String, ParseError> {
    if UTF16_BYTE_ORDER_MARKS.iter().any(|mark| bytes.starts_with(mark)) {
        return Err(ParseError::at(
            name,
            1,
            1,
            "the input is UTF-16 text (it starts with a UTF-16 byte-order mark): save it as UTF-8",
        ));
    }
    if bytes.starts_with(UTF8_BYTE_ORDER_MARK) {
        bytes.drain(..UTF8_BYTE_ORDER_MARK.len());
    }
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let valid = &bytes[..e.utf8_error().valid_up_to()];
        let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let before = std::str::from_utf8(&valid[line_start..]).expect("the valid prefix");
        ParseError::at(
            name,
            line,
            before.chars().count() + 1,
            format!(
                "the input is not UTF-8 text (byte 0x{:02X}): save it as UTF-8",
                bytes[valid.len()]
            ),
        )
    })
}

/// Text to parse, and the name to use in error messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// A file path, [`STDIN`] or `<argument>`; `NAME#K` for the Kth puzzle of a text that
    /// holds several ([`Source::puzzles`]).
    pub name: String,
    /// The whole text.
    pub text: String,
    /// The file extension (lower case, no dot), when it came from a file.
    pub extension: Option<String>,
    /// How many lines of the input come before `text`: 0 for a whole input; for one puzzle
    /// of an input of several, the lines before it, so that its errors name the lines of
    /// the input ([`Source::error_at_line`], [`Source::input_line`]).
    pub line_offset: usize,
}

/// A non-blank, non-comment line with its 1-based line number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Line<'a> {
    /// 1-based line number in the source's text (its errors name the line of the input:
    /// [`Source::error_at_line`]).
    pub(crate) number: usize,
    /// The line without its end-of-line characters and surrounding white space.
    pub(crate) text: &'a str,
    /// Characters of white space trimmed from the start of the line.
    pub(crate) indent: usize,
}

impl<'a> Line<'a> {
    /// Line `number` (1-based) of a text, trimmed.
    pub(crate) fn new(number: usize, raw: &'a str) -> Self {
        let text = raw.trim();
        Line {
            number,
            text,
            indent: raw.chars().count() - raw.trim_start().chars().count(),
        }
    }

    /// The 1-based column (in characters) of the byte offset `at` in `text`.
    pub(crate) fn column(&self, at: usize) -> usize {
        self.indent + self.text[..at].chars().count() + 1
    }

    /// The 1-based column of the `index`-th character of `text`.
    pub(crate) fn char_column(&self, index: usize) -> usize {
        self.indent + index + 1
    }

    /// The characters of `text` that are not white space, each with its 1-based column:
    /// the cells of a grid row, which may be written with spaces between them.
    pub(crate) fn cells(&self) -> Vec<(usize, char)> {
        self.text
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (self.char_column(i), c))
            .collect()
    }

    /// The white-space separated words of `text` from byte offset `from`, each with its
    /// byte offset in `text`.
    pub(crate) fn words(&self, from: usize) -> impl Iterator<Item = (usize, &'a str)> {
        let text = self.text;
        text[from..]
            .split_whitespace()
            .map(move |word| (word.as_ptr() as usize - text.as_ptr() as usize, word))
    }
}

impl Source {
    /// Text that is not from a file (an ID or URL given inline, text a program holds,
    /// generated puzzles). A UTF-8 byte-order mark at the start (text read from a file that
    /// an editor saved with one) is dropped, as [`Source::from_file`] drops it.
    pub fn inline(name: &str, text: impl Into<String>) -> Self {
        let mut text = text.into();
        if text.starts_with(BYTE_ORDER_MARK) {
            text.drain(..BYTE_ORDER_MARK.len_utf8());
        }
        Source {
            name: name.to_string(),
            text,
            extension: None,
            line_offset: 0,
        }
    }

    /// The whole standard input, up to `limits.max_input_size`, read as files are
    /// ([`Source::from_file`]).
    ///
    /// # Errors
    /// [`Error::Io`] when the standard input cannot be read, [`Error::TooLarge`] over the
    /// input size limit of `limits`.
    pub fn read_stdin(limits: &Limits) -> Result<String, Error> {
        let bytes = read_limited(STDIN, std::io::stdin(), limits)?;
        Ok(decode_text(STDIN, bytes)?)
    }

    /// Reads a file, up to `limits.max_input_size`. A UTF-8 byte-order mark at the start
    /// (Windows editors write one) is dropped; text that is not UTF-8 is a parse error
    /// naming the line and column of the first bad byte.
    ///
    /// # Errors
    /// [`Error::Io`] naming `path` when it cannot be read or is not text,
    /// [`Error::TooLarge`] over the input size limit of `limits`.
    pub fn from_file(path: &Path, limits: &Limits) -> Result<Self, Error> {
        let name = path.display().to_string();
        let file = std::fs::File::open(path).map_err(|e| Error::reading(&name, e))?;
        // A regular file over the limit is refused by its size, before it is read.
        if let Ok(meta) = file.metadata()
            && meta.is_file()
        {
            limits.check_input_size(&name, Some(meta.len()))?;
        }
        let bytes = read_limited(&name, file, limits)?;
        let text = decode_text(&name, bytes)?;
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        Ok(Source {
            name,
            text,
            extension,
            line_offset: 0,
        })
    }

    /// Every line, trimmed, with its number.
    pub(crate) fn lines(&self) -> impl Iterator<Item = Line<'_>> {
        self.text
            .lines()
            .enumerate()
            .map(|(i, raw)| Line::new(i + 1, raw))
    }

    /// The lines that carry content: blank lines and lines starting with `comment` skipped.
    pub(crate) fn content_lines(&self, comment: &str) -> Vec<Line<'_>> {
        self.lines()
            .filter(|line| !line.text.is_empty() && !line.text.starts_with(comment))
            .collect()
    }

    /// The first content line (comments `#` skipped), used to detect the puzzle kind.
    #[must_use]
    pub fn first_line(&self) -> Option<&str> {
        self.first_content_line().map(|line| line.text)
    }

    /// The first content line with its number (comments `#` skipped).
    pub(crate) fn first_content_line(&self) -> Option<Line<'_>> {
        self.lines()
            .find(|line| !line.text.is_empty() && !line.text.starts_with('#'))
    }

    /// The error for an input without content, found by the caller's reader: empty, or
    /// only comments and blank lines. `what` names the content missing (`puzzle`,
    /// `solution`, …), `expected` what should be there.
    #[must_use]
    pub fn nothing_error(&self, what: &str, expected: &str) -> ParseError {
        if self.text.trim().is_empty() {
            self.error(format!("the input is empty: expected {expected}"))
        } else {
            self.error(format!(
                "the input holds only comments, no {what}: expected {expected}"
            ))
        }
    }

    /// An error about the whole source.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::whole(&self.name, message)
    }

    /// An error about line `line` of the text (numbered from 1), which names that line in
    /// the input ([`Source::input_line`]).
    pub fn error_at_line(&self, line: usize, message: impl Into<String>) -> ParseError {
        ParseError::at_line(&self.name, self.input_line(line), message)
    }

    /// An error about one character of line `line` of the text ([`Source::error_at_line`]).
    pub fn error_at(&self, line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(&self.name, self.input_line(line), column, message)
    }

    /// The number in the input of line `line` of the text (both from 1): the same for a
    /// whole input, later for a puzzle after others ([`Source::line_offset`]). Messages that
    /// name another line than their own give this number.
    #[must_use]
    pub fn input_line(&self, line: usize) -> usize {
        line + self.line_offset
    }

    /// The cells of `rows` (exactly `size.height` of them, checked by the caller): each row
    /// must have `size.width` cells, each mapped by `symbol` (`expected` names the characters
    /// it takes; a character that is none is reported before a wrong width). `width_note` is
    /// appended to the message about a row of the wrong width.
    pub(crate) fn grid_of_rows<T>(
        &self,
        rows: &[Line],
        size: Size,
        symbol: impl Fn(char) -> Option<T>,
        expected: &str,
        width_note: &str,
    ) -> Result<Grid<T>, ParseError> {
        let mut cells = Vec::with_capacity(size.area());
        for row in rows {
            let symbols = row.cells();
            // A character that is no cell first: `2 99 .` is a bad clue, not a row of 5 cells.
            if let Some(&(column, c)) = symbols.iter().find(|&&(_, c)| symbol(c).is_none()) {
                return Err(self.error_at(
                    row.number,
                    column,
                    format!("`{c}` is not a cell: expected {expected}"),
                ));
            }
            if symbols.len() != size.width {
                return Err(self.error_at_line(
                    row.number,
                    format!(
                        "row has {} cells, expected {}{width_note}",
                        symbols.len(),
                        size.width
                    ),
                ));
            }
            for (column, c) in symbols {
                cells.push(symbol(c).ok_or_else(|| {
                    self.error_at(
                        row.number,
                        column,
                        format!("`{c}` is not a cell: expected {expected}"),
                    )
                })?);
            }
        }
        Ok(Grid::from_vec(size, cells).expect("rows checked"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text that a program read from a file saved with a byte-order mark (Python's
    /// `open(path, encoding="utf-8").read()` keeps it) reads as the file itself does.
    #[test]
    fn inline_text_drops_a_byte_order_mark_as_a_file_does() {
        let id = "3x3:201,102,120,111,LRTT*BBLR";
        let marked = Source::inline("id", format!("\u{FEFF}{id}"));
        assert_eq!(marked.text, id);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("marked.magnets");
        std::fs::write(&path, [UTF8_BYTE_ORDER_MARK, id.as_bytes()].concat()).unwrap();
        let file = Source::from_file(&path, &Limits::default()).unwrap();
        assert_eq!(marked.text, file.text);
        let puzzle = crate::registry::parse(&marked, None).unwrap();
        assert_eq!(puzzle.kind(), "magnets");
        // Only at the start: elsewhere it is a character of the text.
        assert_eq!(Source::inline("x", "a\u{FEFF}b").text, "a\u{FEFF}b");
    }
}
