//! [`ParseError`]: where in an input something went wrong and what was expected, with
//! the input's quotes in its message cut short and made harmless to a terminal.

use std::fmt;

/// Where in an input something went wrong, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The input's name: a file path, `<stdin>`, or `<argument>` for inline IDs.
    pub origin: String,
    /// 1-based line number, when the problem is on one line.
    pub line: Option<usize>,
    /// 1-based column (in characters), when it helps.
    pub column: Option<usize>,
    /// What was found and what was expected.
    pub message: String,
}

/// The most characters of the input a message quotes between backticks; a longer quote
/// keeps its start and ends in `…` (a 100 MB line of a file is no message).
const QUOTE_LIMIT: usize = 60;

/// `message` with each backticked quote of more than [`QUOTE_LIMIT`] characters cut short,
/// and control characters in quotes written as escapes (`\0`, `\u{1b}`), so that what
/// the input holds never floods or drives the terminal.
fn shorten_quotes(message: String) -> String {
    if !message.contains('`') {
        return message;
    }
    let mut out = String::with_capacity(message.len().min(4096));
    for (index, part) in message.split('`').enumerate() {
        if index > 0 {
            out.push('`');
        }
        // Odd parts are between backticks (an unclosed last one too: it runs to the end).
        if index % 2 == 0 {
            out.push_str(part);
            continue;
        }
        for (count, c) in part.chars().enumerate() {
            if count == QUOTE_LIMIT {
                out.push('…');
                break;
            }
            if c.is_control() && c != '\t' {
                out.extend(c.escape_default());
            } else {
                out.push(c);
            }
        }
    }
    out
}

impl ParseError {
    /// An error about the whole input (no line). A quote of the input in `message` (between
    /// backticks) longer than 60 characters is cut short, and control characters in it are
    /// escaped.
    pub fn whole(origin: &str, message: impl Into<String>) -> Self {
        ParseError {
            origin: origin.to_string(),
            line: None,
            column: None,
            message: shorten_quotes(message.into()),
        }
    }

    /// An error about one line.
    pub fn at_line(origin: &str, line: usize, message: impl Into<String>) -> Self {
        ParseError {
            line: Some(line),
            ..ParseError::whole(origin, message)
        }
    }

    /// An error about one character of one line.
    pub fn at(origin: &str, line: usize, column: usize, message: impl Into<String>) -> Self {
        ParseError {
            line: Some(line),
            column: Some(column),
            ..ParseError::whole(origin, message)
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_quote_of_the_input_is_cut_short_and_control_characters_escaped() {
        let long = "x".repeat(1000);
        let error = ParseError::at("f.non", 1, 1, format!("expected a keyword, found `{long}`"));
        let expected = format!("expected a keyword, found `{}…`", "x".repeat(QUOTE_LIMIT));
        assert_eq!(error.message, expected);
        let error = ParseError::whole("f", "found `a\0b\u{1b}[31m` and `ok`");
        assert_eq!(error.message, "found `a\\u{0}b\\u{1b}[31m` and `ok`");
        let error = ParseError::whole("f", format!("found `{long}"));
        assert_eq!(error.message.chars().count(), "found `".len() + QUOTE_LIMIT + 1);
        let short = "expected `width N`, found `widht 5`";
        assert_eq!(ParseError::whole("f", short).message, short);
    }
}
