//! Jan Wolter's webpbn XML format (<https://webpbn.com/pbn_fmt.html>): a `<puzzleset>` of
//! `<puzzle>`s whose `<clues>` hold `<line>`s of `<count>`s, with an optional goal picture as
//! a `<solution>` `<image>`. Read with `roxmltree` so that webpbn exports can be solved like
//! `.non` files, in black and white or in colour (`<color>`s, `<count color="…">`); only grid
//! puzzles, and every error names its line. [`write()`] writes the same format.

use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::puzzles::hanjie::{Palette, PaletteColour};
use crate::source::Source;
use roxmltree::{Document, Node, ParsingOptions};

mod colours;
mod reader;
mod solution;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_colour;
mod writer;

pub(crate) use writer::write;

/// A run of a webpbn clue: `length` cells of palette colour `colour` (never the
/// background).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct ColourRun {
    /// Number of cells, at least 1.
    pub length: usize,
    /// Palette index, at least 1.
    pub colour: u8,
}

/// A webpbn puzzle as read from XML (or from an Olšák `.g` file), in black and white or in
/// colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct WebpbnPuzzle {
    /// The puzzle's `<title>` (or else the puzzle set's), when it has a non-empty one.
    pub title: Option<String>,
    /// Number of columns: the `<line>`s of the columns clues.
    pub width: usize,
    /// Number of rows: the `<line>`s of the rows clues.
    pub height: usize,
    /// Index 0 the background (`backgroundcolor`, default white), then every other colour
    /// the puzzle defines or names, in order of first appearance (the default colour first).
    pub palette: Palette,
    /// Runs of each row, top to bottom, each left to right.
    pub rows: Vec<Vec<ColourRun>>,
    /// Runs of each column, left to right, each top to bottom.
    pub columns: Vec<Vec<ColourRun>>,
    /// The intended picture as palette indices: the `<solution type="goal">` image, or else
    /// the first `<solution type="solution">` one; `saved` (partial) solutions are ignored.
    pub goal: Option<Grid<u8>>,
}

impl WebpbnPuzzle {
    /// The palette indices the runs and the goal use, ascending (the background never
    /// counts).
    pub(crate) fn colours_used(&self) -> Vec<u8> {
        let mut used = vec![false; self.palette.len()];
        let runs = self.rows.iter().chain(&self.columns).flatten().map(|r| r.colour);
        let cells = self.goal.iter().flat_map(|g| g.values().copied());
        for colour in runs.chain(cells) {
            used[colour as usize] = true;
        }
        (1..used.len()).filter(|&i| used[i]).map(|i| i as u8).collect()
    }
}

/// Reads the first `<puzzle>` of a webpbn `<puzzleset>` (or a bare `<puzzle>` root).
///
/// Errors point at the element at fault (line and column), and say what was found and what
/// was expected.
pub(crate) fn parse(source: &Source) -> Result<WebpbnPuzzle, ParseError> {
    let doc = document(source)?;
    Reader { source, doc: &doc }.read()
}

/// The parsed XML of a source.
fn document(source: &Source) -> Result<Document<'_>, ParseError> {
    let options = ParsingOptions {
        // webpbn files start with a DOCTYPE; roxmltree never fetches the external DTD and
        // guards against entity expansion attacks.
        allow_dtd: true,
        ..ParsingOptions::default()
    };
    Document::parse_with_options(&source.text, options).map_err(|e| xml_error(source, &e))
}

/// Whether a text looks like webpbn XML: after an optional byte-order mark, white space, the
/// `<?xml …?>` declaration, comments and a `<!DOCTYPE …>`, it opens `<puzzleset` or `<puzzle`.
pub(crate) fn looks_like(text: &str) -> bool {
    root_line(text).is_some()
}

/// The line of the webpbn root element (`<puzzleset` or `<puzzle`) when the text looks like
/// webpbn XML ([`looks_like`]).
pub(crate) fn root_line(text: &str) -> Option<usize> {
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

/// All the text inside `node`, entities expanded.
fn text_content(node: Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

/// A text shortened for an error message.
pub(super) fn shown(text: &str) -> String {
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

/// Reads one parsed document, turning node positions into line and column.
struct Reader<'s, 'd, 'input> {
    source: &'s Source,
    doc: &'d Document<'input>,
}
