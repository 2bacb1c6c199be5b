//! Writing a puzzle as webpbn XML: every colour defined with its `char` and 6-digit RGB, so
//! that [`parse`] reads the same palette back in the same order.

use super::*;
use std::fmt::Write;

/// The puzzle as a webpbn `<puzzleset>` of one grid `<puzzle>`: `backgroundcolor` palette
/// colour 0, `defaultcolor` colour 1 (so runs of colour 1 carry no `color`), a `<color>` for
/// every palette colour in order, the clues and the goal as a `<solution type="goal">`.
///
/// [`parse`] reads the text back to an equal puzzle whenever the puzzle is one
/// `parse` could have produced: at least two colours, names and symbols distinct, symbols not
/// white space or `|`, runs not of the background, a title without surrounding white space.
pub(crate) fn write(puzzle: &WebpbnPuzzle) -> String {
    let colours = &puzzle.palette.colours;
    let name = |index: usize| colours.get(index).map_or("", |c| c.name.as_str());
    let mut xml = String::from("<?xml version=\"1.0\"?>\n<puzzleset>\n");
    let _ = writeln!(
        xml,
        "<puzzle type=\"grid\" defaultcolor=\"{}\" backgroundcolor=\"{}\">",
        escape(name(1)),
        escape(name(0))
    );
    if let Some(title) = &puzzle.title {
        let _ = writeln!(xml, "<title>{}</title>", escape(title));
    }
    for colour in colours {
        let [r, g, b] = colour.rgb;
        let _ = writeln!(
            xml,
            "<color name=\"{}\" char=\"{}\">{r:02x}{g:02x}{b:02x}</color>",
            escape(&colour.name),
            escape(&colour.symbol.to_string())
        );
    }
    for (kind, lines) in [("columns", &puzzle.columns), ("rows", &puzzle.rows)] {
        let _ = writeln!(xml, "<clues type=\"{kind}\">");
        for line in lines {
            xml.push_str("<line>");
            for run in line {
                match run.colour {
                    1 => xml.push_str("<count>"),
                    colour => {
                        let _ = write!(xml, "<count color=\"{}\">", escape(name(colour as usize)));
                    }
                }
                let _ = write!(xml, "{}</count>", run.length);
            }
            xml.push_str("</line>\n");
        }
        xml.push_str("</clues>\n");
    }
    if let Some(goal) = &puzzle.goal {
        xml.push_str("<solution type=\"goal\">\n<image>\n");
        for row in 0..goal.size().height {
            let cells: String = goal.row(row).iter().map(|&c| symbol(colours, c)).collect();
            let _ = writeln!(xml, "|{}|", escape(&cells));
        }
        xml.push_str("</image>\n</solution>\n");
    }
    xml.push_str("</puzzle>\n</puzzleset>\n");
    xml
}

/// The symbol of palette colour `index` (`?` for an index past the palette).
fn symbol(colours: &[PaletteColour], index: u8) -> char {
    colours.get(index as usize).map_or('?', |c| c.symbol)
}

/// `text` for XML text or a quoted attribute value: markup characters as entities, white
/// space other than a plain space and control characters as character references (so that
/// attribute value normalisation and line-end handling leave them as they are).
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            c if c.is_control() => {
                let _ = write!(escaped, "&#{};", c as u32);
            }
            c => escaped.push(c),
        }
    }
    escaped
}
