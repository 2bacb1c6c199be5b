//! Puzzle text with the name it came from, so every error can say where it is: a file, the
//! standard input, or an ID given inline on the command line.

use crate::error::{Error, ParseError};
use crate::grid::{Grid, Size};
use std::io::Read;
use std::path::Path;

/// Text to parse, and the name to use in error messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// A file path, `<stdin>` or `<argument>`.
    pub name: String,
    /// The whole text.
    pub text: String,
    /// The file extension (lower case, no dot), when it came from a file.
    pub extension: Option<String>,
}

/// A non-blank, non-comment line with its 1-based line number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// 1-based line number in the source.
    pub number: usize,
    /// The line without its end-of-line characters and surrounding white space.
    pub text: &'a str,
    /// Characters of white space trimmed from the start of the line.
    pub indent: usize,
}

impl<'a> Line<'a> {
    /// Line `number` (1-based) of a text, trimmed.
    pub fn new(number: usize, raw: &'a str) -> Self {
        let text = raw.trim();
        Line {
            number,
            text,
            indent: raw.chars().count() - raw.trim_start().chars().count(),
        }
    }

    /// The 1-based column (in characters) of the byte offset `at` in `text`.
    pub fn column(&self, at: usize) -> usize {
        self.indent + self.text[..at].chars().count() + 1
    }

    /// The 1-based column of the `index`-th character of `text`.
    pub fn char_column(&self, index: usize) -> usize {
        self.indent + index + 1
    }

    /// The characters of `text` that are not white space, each with its 1-based column:
    /// the cells of a grid row, which may be written with spaces between them.
    pub fn cells(&self) -> Vec<(usize, char)> {
        self.text
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (self.char_column(i), c))
            .collect()
    }

    /// The white-space separated words of `text` from byte offset `from`, each with its
    /// byte offset in `text`.
    pub fn words(&self, from: usize) -> impl Iterator<Item = (usize, &'a str)> {
        let text = self.text;
        text[from..]
            .split_whitespace()
            .map(move |word| (word.as_ptr() as usize - text.as_ptr() as usize, word))
    }
}

impl Source {
    /// Text that is not from a file (tests, generated puzzles).
    pub fn inline(name: &str, text: impl Into<String>) -> Self {
        Source {
            name: name.to_string(),
            text: text.into(),
            extension: None,
        }
    }

    /// Reads a command-line INPUT: `-` is the standard input, an existing path is read as a
    /// file, and anything else that looks like an ID or URL (it has a `:` or `?`) is taken
    /// as the text itself.
    pub fn from_argument(argument: &str) -> Result<Self, Error> {
        if argument == "-" {
            return Ok(Source::inline("<stdin>", Source::read_stdin()?));
        }
        let path = Path::new(argument);
        if path.exists() {
            return Source::from_file(path);
        }
        if argument.contains(':') || argument.contains('?') {
            return Ok(Source::inline("<argument>", argument));
        }
        Err(Error::io(
            argument,
            std::io::Error::new(
                std::io::ErrorKind::NotFound,
                "no such file (and not a game ID or URL)",
            ),
        ))
    }

    /// The whole standard input, up to `--max-input-size` ([`crate::limits`]).
    pub fn read_stdin() -> Result<String, Error> {
        let limit = crate::limits::current().max_input_size;
        let mut text = String::new();
        std::io::stdin()
            .take(limit.saturating_add(1))
            .read_to_string(&mut text)
            .map_err(|e| Error::io("<stdin>", e))?;
        crate::limits::check_input_size("<stdin>", text.len() as u64)?;
        Ok(text)
    }

    /// Reads a file, up to `--max-input-size` ([`crate::limits`]); invalid UTF-8 is a parse error that names the file.
    pub fn from_file(path: &Path) -> Result<Self, Error> {
        let name = path.display().to_string();
        let limit = crate::limits::current().max_input_size;
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|file| file.take(limit.saturating_add(1)).read_to_end(&mut bytes))
            .map_err(|e| Error::io(&name, e))?;
        crate::limits::check_input_size(&name, bytes.len() as u64)?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            ParseError::at_line(&name, line, "the file is not UTF-8 text")
        })?;
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        Ok(Source {
            name,
            text,
            extension,
        })
    }

    /// Every line, trimmed, with its number.
    pub fn lines(&self) -> impl Iterator<Item = Line<'_>> {
        self.text
            .lines()
            .enumerate()
            .map(|(i, raw)| Line::new(i + 1, raw))
    }

    /// The lines that carry content: blank lines and lines starting with `comment` skipped.
    pub fn content_lines(&self, comment: &str) -> Vec<Line<'_>> {
        self.lines()
            .filter(|line| !line.text.is_empty() && !line.text.starts_with(comment))
            .collect()
    }

    /// The first content line (comments `#` skipped), used to detect the puzzle kind.
    pub fn first_line(&self) -> Option<&str> {
        self.content_lines("#").first().map(|line| line.text)
    }

    /// An error about the whole source.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::whole(&self.name, message)
    }

    /// An error about one line.
    pub fn error_at_line(&self, line: usize, message: impl Into<String>) -> ParseError {
        ParseError::at_line(&self.name, line, message)
    }

    /// An error about one character of a line.
    pub fn error_at(&self, line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(&self.name, line, column, message)
    }

    /// The cells of `rows` (exactly `size.height` of them, checked by the caller): each row
    /// must have `size.width` cells, each mapped by `symbol` (`expected` names the characters
    /// it takes; a character that is none is reported before a wrong width). `width_note` is
    /// appended to the message about a row of the wrong width.
    pub fn grid_of_rows<T>(
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
