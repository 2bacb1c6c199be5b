//! Jan Wolter's webpbn XML format (<https://webpbn.com/pbn_fmt.html>): a `<puzzleset>` of
//! `<puzzle>`s whose `<clues>` hold `<line>`s of `<count>`s, with an optional goal picture as
//! a `<solution>` `<image>`. Read with `roxmltree` so that webpbn exports can be solved like
//! `.non` files; only black-and-white grid puzzles for now, and every error names its line.

use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::Source;
use roxmltree::{Document, Node, ParsingOptions};

mod reader;
mod solution;
#[cfg(test)]
mod tests;

/// A black-and-white webpbn puzzle as read from XML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebpbnPuzzle {
    /// The puzzle's `<title>` (or else the puzzle set's), when it has a non-empty one.
    pub title: Option<String>,
    /// Number of columns: the `<line>`s of the columns clues.
    pub width: usize,
    /// Number of rows: the `<line>`s of the rows clues.
    pub height: usize,
    /// Runs of each row, top to bottom, each left to right.
    pub rows: Vec<Vec<usize>>,
    /// Runs of each column, left to right, each top to bottom.
    pub columns: Vec<Vec<usize>>,
    /// The intended picture (filled = `true`): the `<solution type="goal">` image, or else
    /// the first `<solution type="solution">` one; `saved` (partial) solutions are ignored.
    pub goal: Option<Grid<bool>>,
}

/// Reads the first `<puzzle>` of a webpbn `<puzzleset>` (or a bare `<puzzle>` root).
///
/// Errors point at the element at fault (line and column), and say what was found and what
/// was expected; puzzles with more than two colours are refused for now.
pub fn parse(source: &Source) -> Result<WebpbnPuzzle, ParseError> {
    let options = ParsingOptions {
        // webpbn files start with a DOCTYPE; roxmltree never fetches the external DTD and
        // guards against entity expansion attacks.
        allow_dtd: true,
        ..ParsingOptions::default()
    };
    let doc = Document::parse_with_options(&source.text, options).map_err(|e| xml_error(source, &e))?;
    Reader { source, doc: &doc }.read()
}

/// Whether a text looks like webpbn XML: after an optional byte-order mark, white space, the
/// `<?xml …?>` declaration, comments and a `<!DOCTYPE …>`, it opens `<puzzleset` or `<puzzle`.
pub fn looks_like(text: &str) -> bool {
    root_line(text).is_some()
}

/// The line of the webpbn root element (`<puzzleset` or `<puzzle`) when the text looks like
/// webpbn XML ([`looks_like`]).
pub fn root_line(text: &str) -> Option<usize> {
    let mut rest = text.strip_prefix('\u{feff}').unwrap_or(text);
    loop {
        rest = rest.trim_start();
        let skipped = if let Some(after) = rest.strip_prefix("<?") {
            after.find("?>").map(|end| &after[end + 2..])
        } else if let Some(after) = rest.strip_prefix("<!--") {
            after.find("-->").map(|end| &after[end + 3..])
        } else if let Some(after) = rest.strip_prefix("<!DOCTYPE") {
            doctype_end(after).map(|end| &after[end..])
        } else {
            break;
        };
        rest = skipped?;
    }
    let root = ["<puzzleset", "<puzzle"].iter().any(|tag| {
        rest.strip_prefix(tag)
            .is_some_and(|after| after.starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/'))
    });
    let offset = text.len() - rest.len();
    root.then(|| text[..offset].matches('\n').count() + 1)
}

/// The byte offset just after the `>` that closes a DOCTYPE whose text (after `<!DOCTYPE`)
/// is `text`: quoted strings and an internal `[…]` subset may hold `>`.
fn doctype_end(text: &str) -> Option<usize> {
    let mut quote = None;
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '[') => depth += 1,
            (None, ']') => depth = depth.saturating_sub(1),
            (None, '>') if depth == 0 => return Some(i + 1),
            _ => {}
        }
    }
    None
}

/// The characters the predefined colours are drawn with in images.
fn predefined_char(name: &str) -> Option<char> {
    match name {
        "white" => Some('.'),
        "black" => Some('X'),
        _ => None,
    }
}

/// A roxmltree error as a parse error at the position roxmltree reports.
fn xml_error(source: &Source, error: &roxmltree::Error) -> ParseError {
    use roxmltree::Error as E;
    match error {
        E::UnclosedRootNode | E::UnexpectedEndOfStream => {
            // At the end of the input, where the missing close tag belongs.
            let text = &source.text;
            let line = text.matches('\n').count() + 1;
            let last = text.rfind('\n').map_or(text.as_str(), |i| &text[i + 1..]);
            source.error_at(line, last.chars().count() + 1, format!("not valid XML: {error}"))
        }
        E::NoRootNode if source.text.trim().is_empty() => {
            source.nothing_error("puzzle", "a webpbn <puzzleset> or <puzzle>")
        }
        E::NoRootNode => source.error(
            "no root element (only a declaration, comments or a DOCTYPE): expected a webpbn <puzzleset> or <puzzle>",
        ),
        E::DtdDetected
        | E::NodesLimitReached
        | E::AttributesLimitReached
        | E::NamespacesLimitReached => source.error(format!("not valid XML: {error}")),
        _ => {
            let pos = error.pos();
            let message = error.to_string().replacen(&format!(" at {pos}"), "", 1);
            source.error_at(
                pos.row as usize,
                pos.col as usize,
                format!("not valid XML: {message}"),
            )
        }
    }
}

/// A text shortened for an error message.
fn shown(text: &str) -> String {
    const MAX: usize = 40;
    if text.chars().count() <= MAX {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(MAX).collect::<String>())
    }
}

/// The element children of `node`.
fn elements<'a, 'input>(node: Node<'a, 'input>) -> impl Iterator<Item = Node<'a, 'input>> {
    node.children().filter(|n| n.is_element())
}

/// The colours of a puzzle as far as a black-and-white reading needs them.
struct Colours<'a> {
    /// The colour of empty cells.
    background: &'a str,
    /// The colour of filled cells (and of every run).
    ink: &'a str,
    /// The image character of the background, if it has one.
    background_char: Option<char>,
    /// The image character of the ink, if it has one.
    ink_char: Option<char>,
}

/// Reads one parsed document, turning node positions into line and column.
struct Reader<'s, 'd, 'input> {
    source: &'s Source,
    doc: &'d Document<'input>,
}
