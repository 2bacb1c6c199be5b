//! Reading the puzzle's colours and clues from the parsed document.

use super::*;

impl<'s, 'd, 'input> Reader<'s, 'd, 'input> {
    /// An error at byte offset `at` of the input.
    pub(super) fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        let pos = self.doc.text_pos_at(at);
        self.source.error_at(pos.row as usize, pos.col as usize, message)
    }

    /// An error at the start of `node`.
    pub(super) fn error_at(&self, node: Node, message: impl Into<String>) -> ParseError {
        self.error(node.range().start, message)
    }

    /// The whole puzzle.
    pub(super) fn read(&self) -> Result<WebpbnPuzzle, ParseError> {
        let root = self.doc.root_element();
        let (puzzle, set) = match root.tag_name().name() {
            "puzzle" => (root, None),
            "puzzleset" => (
                elements(root)
                    .find(|n| n.has_tag_name("puzzle"))
                    .ok_or_else(|| self.error_at(root, "the <puzzleset> holds no <puzzle>"))?,
                Some(root),
            ),
            other => {
                return Err(self.error_at(
                    root,
                    format!("expected a webpbn <puzzleset> or <puzzle> root element, found <{other}>"),
                ));
            }
        };
        let kind = puzzle.attribute("type").unwrap_or("grid");
        if kind != "grid" {
            return Err(self.error_at(
                puzzle,
                format!(
                    "puzzle type `{}` is not supported: only `grid` puzzles",
                    shown(kind)
                ),
            ));
        }
        let colours = self.colours(puzzle)?;
        let columns = self.clues(puzzle, "columns", &colours)?;
        let rows = self.clues(puzzle, "rows", &colours)?;
        let size = Size::new(columns.len(), rows.len());
        let goal = match self.chosen_solution(puzzle)? {
            Some(solution) => Some(self.goal(solution, size, &colours)?),
            None => None,
        };
        let title = [Some(puzzle), set]
            .into_iter()
            .flatten()
            .find_map(|node| elements(node).find(|n| n.has_tag_name("title")))
            .map(|t| text_content(t).trim().to_string())
            .filter(|t| !t.is_empty());
        Ok(WebpbnPuzzle {
            title,
            width: size.width,
            height: size.height,
            rows,
            columns,
            goal,
        })
    }

    /// The background and ink colours; more than two colours in all is an error.
    pub(super) fn colours(&self, puzzle: Node<'d, 'input>) -> Result<Colours<'d>, ParseError> {
        let background = puzzle.attribute("backgroundcolor").unwrap_or("white");
        let default = puzzle.attribute("defaultcolor").unwrap_or("black");
        // Every colour named, with the <color> element that introduced it (if any).
        let mut names: Vec<(&str, Option<Node>)> = Vec::new();
        let mut chars: Vec<(&str, char)> = Vec::new();
        for colour in elements(puzzle).filter(|n| n.has_tag_name("color")) {
            let name = colour
                .attribute("name")
                .ok_or_else(|| self.error_at(colour, "a <color> without a `name`"))?;
            if let Some(attribute) = colour.attribute_node("char") {
                let mut symbols = attribute.value().chars();
                match (symbols.next(), symbols.next()) {
                    (Some(c), None) if !c.is_whitespace() && c != '|' => chars.push((name, c)),
                    _ => {
                        return Err(self.error(
                            attribute.range_value().start,
                            format!(
                                "the `char` of colour `{name}` must be one character (not white space \
                                 or `|`), found `{}`",
                                shown(attribute.value())
                            ),
                        ));
                    }
                }
            }
            if !names.iter().any(|(n, _)| *n == name) {
                names.push((name, Some(colour)));
            }
        }
        for name in [background, default] {
            if !names.iter().any(|(n, _)| *n == name) {
                names.push((name, None));
            }
        }
        if names.len() > 2 {
            let list: Vec<&str> = names.iter().map(|(n, _)| *n).collect();
            let at = names[2].1.unwrap_or(puzzle);
            return Err(self.error_at(
                at,
                format!(
                    "multicolour puzzles are not supported yet (colours: {})",
                    list.join(", ")
                ),
            ));
        }
        let ink = if default != background {
            default
        } else {
            // `defaultcolor` naming the background (as some hand-written files do): the ink
            // is the other colour.
            names
                .iter()
                .map(|(n, _)| *n)
                .find(|n| *n != background)
                .ok_or_else(|| {
                    self.error_at(
                        puzzle,
                        format!(
                            "`defaultcolor` and `backgroundcolor` are both `{background}`, and no other \
                         <color> is defined for the filled cells"
                        ),
                    )
                })?
        };
        let char_of = |name: &str| {
            chars
                .iter()
                .rev()
                .find(|(n, _)| *n == name)
                .map(|(_, c)| *c)
                .or(predefined_char(name))
        };
        Ok(Colours {
            background,
            ink,
            background_char: char_of(background),
            ink_char: char_of(ink),
        })
    }

    /// The lines of the `<clues type="…">` of `kind` (`rows` or `columns`).
    pub(super) fn clues(
        &self,
        puzzle: Node<'d, 'input>,
        kind: &str,
        colours: &Colours,
    ) -> Result<Vec<Vec<usize>>, ParseError> {
        let mut found = None;
        for clues in elements(puzzle).filter(|n| n.has_tag_name("clues")) {
            match clues.attribute("type") {
                Some("rows" | "columns") => {}
                Some(other) => {
                    return Err(self.error_at(
                        clues,
                        format!("clues type `{}`: expected `rows` or `columns`", shown(other)),
                    ));
                }
                None => {
                    return Err(self.error_at(clues, "<clues> without type=\"rows\" or type=\"columns\""));
                }
            }
            if clues.attribute("type") == Some(kind) && found.replace(clues).is_some() {
                return Err(self.error_at(clues, format!("a second <clues type=\"{kind}\">")));
            }
        }
        let clues = found
            .ok_or_else(|| self.error_at(puzzle, format!("the <puzzle> has no <clues type=\"{kind}\">")))?;
        let mut lines = Vec::new();
        for child in clues.children() {
            if child.is_element() {
                if !child.has_tag_name("line") {
                    return Err(self.error_at(
                        child,
                        format!("expected <line> in <clues>, found <{}>", child.tag_name().name()),
                    ));
                }
                lines.push(self.line(child, colours)?);
            } else if let Some(text) = child.text().filter(|t| child.is_text() && !t.trim().is_empty()) {
                return Err(self.error_at(
                    child,
                    format!(
                        "expected <line> elements in <clues>, found text `{}`",
                        shown(text.trim())
                    ),
                ));
            }
        }
        if lines.is_empty() {
            return Err(self.error_at(
                clues,
                format!("the <clues type=\"{kind}\"> has no <line>: a puzzle needs at least one"),
            ));
        }
        if lines.len() > Size::MAX_SIDE {
            return Err(self.error_at(
                clues,
                format!(
                    "the <clues type=\"{kind}\"> has {} lines: at most {} are supported",
                    lines.len(),
                    Size::MAX_SIDE
                ),
            ));
        }
        Ok(lines)
    }

    /// The runs of one `<line>`: its `<count>`s, none for an empty line.
    pub(super) fn line(&self, line: Node, colours: &Colours) -> Result<Vec<usize>, ParseError> {
        let mut runs = Vec::new();
        for child in line.children() {
            if child.is_element() {
                if !child.has_tag_name("count") {
                    return Err(self.error_at(
                        child,
                        format!("expected <count> in <line>, found <{}>", child.tag_name().name()),
                    ));
                }
                runs.push(self.count(child, colours)?);
            } else if let Some(text) = child.text().filter(|t| child.is_text() && !t.trim().is_empty()) {
                return Err(self.error_at(
                    child,
                    format!(
                        "expected <count> elements in <line>, found text `{}`",
                        shown(text.trim())
                    ),
                ));
            }
        }
        Ok(runs)
    }

    /// One `<count>`: a run length from 1 to [`Size::MAX_SIDE`], of the ink colour.
    pub(super) fn count(&self, count: Node, colours: &Colours) -> Result<usize, ParseError> {
        if let Some(colour) = count.attribute_node("color")
            && colour.value() != colours.ink
        {
            return Err(self.error(
                colour.range().start,
                format!(
                    "a run of colour `{}`: multicolour puzzles are not supported yet (this puzzle's \
                     runs are `{}` on `{}`)",
                    shown(colour.value()),
                    colours.ink,
                    colours.background
                ),
            ));
        }
        let text = text_content(count);
        let text = text.trim();
        match text.parse::<usize>() {
            Ok(run) if (1..=Size::MAX_SIDE).contains(&run) => Ok(run),
            Ok(0) => Err(self.error_at(
                count,
                "a <count> of 0: runs are at least 1 long (an empty <line/> has no runs)",
            )),
            _ => Err(self.error_at(
                count,
                format!(
                    "expected a run length from 1 to {} in <count>, found `{}`",
                    Size::MAX_SIDE,
                    shown(text)
                ),
            )),
        }
    }
}

/// All the text inside `node`, entities expanded.
pub(super) fn text_content(node: Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}
