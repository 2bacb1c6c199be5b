//! Jan Wolter's webpbn XML format (<https://webpbn.com/pbn_fmt.html>): a `<puzzleset>` of
//! `<puzzle>`s whose `<clues>` hold `<line>`s of `<count>`s, with an optional goal picture as
//! a `<solution>` `<image>`. Read with `roxmltree` so that webpbn exports can be solved like
//! `.non` files, in black and white or in colour (`<color>`s, `<count color="…">`); only grid
//! puzzles, and every error names its line. [`write()`] writes the same format.

use super::palette::{ColourRun, Palette, PaletteColour};
use crate::error::ParseError;
use crate::grid::{Grid, Size};
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

pub use writer::write;

/// A webpbn puzzle as read from XML, in black and white or in colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebpbnPuzzle {
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

/// A puzzle whose runs and goal use one colour besides the background.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlackAndWhite {
    /// Run lengths of each row, top to bottom.
    pub rows: Vec<Vec<usize>>,
    /// Run lengths of each column, left to right.
    pub columns: Vec<Vec<usize>>,
    /// The intended picture, filled = `true`.
    pub goal: Option<Grid<bool>>,
}

impl WebpbnPuzzle {
    /// The palette indices the runs and the goal use, ascending (the background never
    /// counts).
    pub fn colours_used(&self) -> Vec<u8> {
        let mut used = vec![false; self.palette.len()];
        let runs = self.rows.iter().chain(&self.columns).flatten().map(|r| r.colour);
        let cells = self.goal.iter().flat_map(|g| g.values().copied());
        for colour in runs.chain(cells) {
            used[colour as usize] = true;
        }
        (1..used.len()).filter(|&i| used[i]).map(|i| i as u8).collect()
    }

    /// Why a reader that takes black and white only refuses this puzzle, naming the colours
    /// it uses.
    pub fn multicolour_message(&self) -> String {
        let names: Vec<&str> = self
            .colours_used()
            .iter()
            .map(|&i| self.palette.colours[i as usize].name.as_str())
            .collect();
        format!(
            "multicolour puzzles are not supported yet (colours used: {})",
            names.join(", ")
        )
    }

    /// The puzzle in black and white, when its runs and goal use at most one colour
    /// besides the background (whichever colours the palette defines).
    pub fn black_and_white(&self) -> Option<BlackAndWhite> {
        if self.colours_used().len() > 1 {
            return None;
        }
        let lengths = |lines: &[Vec<ColourRun>]| -> Vec<Vec<usize>> {
            lines
                .iter()
                .map(|l| l.iter().map(|r| r.length).collect())
                .collect()
        };
        Some(BlackAndWhite {
            rows: lengths(&self.rows),
            columns: lengths(&self.columns),
            goal: self.goal.as_ref().map(|g| g.map(|&c| c != 0)),
        })
    }
}

/// Reads the first `<puzzle>` of a webpbn `<puzzleset>` (or a bare `<puzzle>` root).
///
/// Errors point at the element at fault (line and column), and say what was found and what
/// was expected.
pub fn parse(source: &Source) -> Result<WebpbnPuzzle, ParseError> {
    let doc = document(source)?;
    Ok(Reader { source, doc: &doc }.read()?.0)
}

/// Reads a puzzle as [`parse`] does, for a caller that takes black and white only: a puzzle
/// whose runs or goal use more than one colour besides the background is an error at its
/// first run (or else its goal) in a second colour.
pub fn parse_black_and_white(source: &Source) -> Result<BlackAndWhite, ParseError> {
    let doc = document(source)?;
    let reader = Reader { source, doc: &doc };
    let (puzzle, node) = reader.read()?;
    puzzle
        .black_and_white()
        .ok_or_else(|| reader.multicolour_error(node, &puzzle))
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
