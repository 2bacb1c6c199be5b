//! A small SVG writer for the pictures of puzzles ([`crate::puzzle::Draw::svg`]): a
//! document with a white background, rectangles, lines, circles and text, and the ruled grid
//! every kind draws (thin lines between cells, thick ones where the kind says, a thick
//! frame). Pictures are drawn as puzzles are printed in books: black lines, a fixed cell size
//! of [`CELL`] pixels, fonts by generic family.
//!
//! Grid lines lie on half pixels (the frame's corner is at [`MARGIN`], which ends in `.5`),
//! so that the 1 px thin and 3 px thick lines cover whole pixels and stay sharp when drawn
//! at their natural size. Every element carries a `class` naming what it shows (`frame`,
//! `thick`, `filled`, `given`, ...), for styling and for tests that read the SVG.
//!
//! A crate such as `svg` was not used: the pictures need five element types, and writing
//! them with `format!` (plus escaping text) is shorter than building element trees.

mod frame;

pub(crate) use frame::{Edge, Frame};

use std::fmt::Write;

/// The side of a cell, in pixels.
pub(crate) const CELL: f64 = 32.0;
/// The space around a picture; ends in `.5` so that lines on cell borders stay sharp.
pub(crate) const MARGIN: f64 = 12.5;
/// Width of thin lines (between cells).
pub(crate) const THIN: f64 = 1.0;
/// Width of thick lines (the frame, and borders the kind stresses).
pub(crate) const THICK: f64 = 3.0;
/// Colour of thin lines.
pub(crate) const THIN_COLOUR: &str = "#555";
/// The font of every text.
pub(crate) const FONT: &str = "sans-serif";

/// An SVG document being written.
#[derive(Clone, Debug)]
pub(crate) struct Svg {
    width: f64,
    height: f64,
    body: String,
}

/// Weight and colour of a text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct TextStyle<'a> {
    /// Font size in pixels.
    pub size: f64,
    /// Bold when true.
    pub bold: bool,
    /// Fill colour (any SVG colour).
    pub colour: &'a str,
}

impl Svg {
    /// An empty picture of `width` x `height` pixels (rounded up), on a white background.
    pub(crate) fn new(width: f64, height: f64) -> Svg {
        let (width, height) = (width.ceil(), height.ceil());
        let mut svg = Svg {
            width,
            height,
            body: String::new(),
        };
        svg.rect("background", 0.0, 0.0, width, height, "white");
        svg
    }

    /// A filled rectangle without outline.
    pub(crate) fn rect(&mut self, class: &str, x: f64, y: f64, width: f64, height: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" fill="{fill}"/>"#,
            num(x),
            num(y),
            num(width),
            num(height)
        );
    }

    /// An outlined rectangle (no fill), `stroke` pixels wide, black.
    pub(crate) fn outline(&mut self, class: &str, x: f64, y: f64, width: f64, height: f64, stroke: f64) {
        let _ = writeln!(
            self.body,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" fill="none" stroke="black" stroke-width="{}"/>"#,
            num(x),
            num(y),
            num(width),
            num(height),
            num(stroke)
        );
    }

    /// A straight line `width` pixels wide in `colour`, with square ends (so that lines
    /// meeting at a corner join without a notch).
    pub(crate) fn line(&mut self, class: &str, from: (f64, f64), to: (f64, f64), width: f64, colour: &str) {
        let _ = writeln!(
            self.body,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{}" stroke-linecap="square"/>"#,
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            num(width)
        );
    }

    /// A circle filled with `fill` and outlined in black `stroke` pixels wide (no outline
    /// when 0).
    pub(crate) fn circle(&mut self, class: &str, centre: (f64, f64), radius: f64, fill: &str, stroke: f64) {
        let outline = if stroke > 0.0 {
            format!(r#" stroke="black" stroke-width="{}""#, num(stroke))
        } else {
            String::new()
        };
        let _ = writeln!(
            self.body,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}" fill="{fill}"{outline}/>"#,
            num(centre.0),
            num(centre.1),
            num(radius)
        );
    }

    /// A path (`d` in SVG path syntax) stroked black, `width` pixels wide, not filled.
    pub(crate) fn path(&mut self, class: &str, d: &str, width: f64) {
        let _ = writeln!(
            self.body,
            r#"<path class="{class}" d="{d}" fill="none" stroke="black" stroke-width="{}"/>"#,
            num(width)
        );
    }

    /// `content` centred on `centre` (horizontally and vertically).
    pub(crate) fn text(&mut self, class: &str, centre: (f64, f64), content: &str, style: TextStyle<'_>) {
        let weight = if style.bold { r#" font-weight="bold""# } else { "" };
        let _ = writeln!(
            self.body,
            r#"<text class="{class}" x="{}" y="{}" font-family="{FONT}" font-size="{}"{weight} fill="{}" text-anchor="middle" dominant-baseline="central">{}</text>"#,
            num(centre.0),
            num(centre.1),
            num(style.size),
            style.colour,
            escape(content)
        );
    }

    /// The finished document.
    pub(crate) fn finish(self) -> String {
        let (w, h) = (num(self.width), num(self.height));
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n{}</svg>\n",
            self.body
        )
    }
}

/// A text picture (lines of characters, as [`crate::puzzle::Draw::render`] draws them)
/// set in a monospace font: the SVG of a kind that draws no picture of its own.
pub(crate) fn text_picture(text: &str) -> String {
    const SIZE: f64 = 16.0;
    let lines: Vec<&str> = text.lines().collect();
    let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut svg = Svg::new(
        2.0 * MARGIN + widest as f64 * SIZE * 0.6,
        2.0 * MARGIN + lines.len() as f64 * SIZE * 1.2,
    );
    for (i, line) in lines.iter().enumerate() {
        let y = MARGIN + (i as f64 + 0.8) * SIZE * 1.2;
        let _ = writeln!(
            svg.body,
            r#"<text class="line" x="{}" y="{}" font-family="monospace" font-size="{}" xml:space="preserve">{}</text>"#,
            num(MARGIN),
            num(y),
            num(SIZE),
            escape(line)
        );
    }
    svg.finish()
}

/// A number as the pictures write it: at most two decimals, no trailing zeros.
pub(crate) fn num(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Text with the characters XML reserves escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out += "&amp;",
            '<' => out += "&lt;",
            '>' => out += "&gt;",
            '"' => out += "&quot;",
            '\'' => out += "&apos;",
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Pos, Size};

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(32.0), "32");
        assert_eq!(num(0.0), "0");
        assert_eq!(num(1.0 / 3.0), "0.33");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape(r#"a<b & "c">'"#), "a&lt;b &amp; &quot;c&quot;&gt;&apos;");
    }

    #[test]
    fn runs_are_maximal() {
        let on = [true, true, false, true, false, false, true];
        assert_eq!(frame::runs(on.len(), |i| on[i]), [(0, 2), (3, 4), (6, 7)]);
        assert_eq!(frame::runs(0, |_| true), []);
    }

    #[test]
    fn a_text_picture_keeps_its_lines() {
        let text = text_picture("┌─┐\n│<│\n└─┘\n");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let lines: Vec<&str> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .collect();
        assert_eq!(lines, ["┌─┐", "│<│", "└─┘"]);
    }

    #[test]
    fn a_ruled_grid_is_well_formed() {
        let frame = Frame {
            x: MARGIN,
            y: MARGIN,
            size: Size::new(3, 2),
        };
        let mut svg = Svg::new(2.0 * MARGIN + 3.0 * CELL, 2.0 * MARGIN + 2.0 * CELL);
        frame.rule(&mut svg, |edge| matches!(edge, Edge::Vertical { col: 1, .. }));
        svg.text(
            "t",
            frame.centre(Pos::new(0, 0)),
            "<1>",
            TextStyle {
                size: 12.0,
                bold: true,
                colour: "black",
            },
        );
        let text = svg.finish();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let class = |c: &str| {
            doc.descendants()
                .filter(|n| n.attribute("class") == Some(c))
                .count()
        };
        assert_eq!(class("thin"), 3);
        assert_eq!(class("thick"), 1, "the two thick borders of column 1 merge");
        assert_eq!(class("frame"), 1);
        assert_eq!(doc.root_element().attribute("width"), Some("121"));
        assert!(text.contains("&lt;1&gt;"));
    }
}
