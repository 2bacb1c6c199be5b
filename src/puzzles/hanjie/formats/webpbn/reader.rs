//! Reading the puzzle's clues from the parsed document.

use super::colours::Colours;
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
            palette: colours.palette,
            rows,
            columns,
            goal,
        })
    }

    /// The lines of the `<clues type="…">` of `kind` (`rows` or `columns`).
    pub(super) fn clues(
        &self,
        puzzle: Node<'d, 'input>,
        kind: &str,
        colours: &Colours,
    ) -> Result<Vec<Vec<ColourRun>>, ParseError> {
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
    pub(super) fn line(&self, line: Node, colours: &Colours) -> Result<Vec<ColourRun>, ParseError> {
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

    /// One `<count>`: a run length from 1 to [`Size::MAX_SIDE`], of its `color` (a palette
    /// colour, checked with the palette) or else the default colour.
    pub(super) fn count(&self, count: Node, colours: &Colours) -> Result<ColourRun, ParseError> {
        let colour = colours
            .of_count(count)
            .map_err(|message| self.error_at(count, message))?;
        let text = text_content(count);
        let text = text.trim();
        match text.parse::<usize>() {
            Ok(length) if (1..=Size::MAX_SIDE).contains(&length) => Ok(ColourRun { length, colour }),
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
