//! Reading the goal picture from a `<solution>` `<image>`.

use super::colours::Colours;
use super::*;

impl<'s, 'd, 'input> Reader<'s, 'd, 'input> {
    /// The `<solution>` to read the goal from: the first goal (the default type), else the
    /// first full solution; `saved` ones may be partial and are skipped.
    pub(super) fn chosen_solution(
        &self,
        puzzle: Node<'d, 'input>,
    ) -> Result<Option<Node<'d, 'input>>, ParseError> {
        let (mut goal, mut solution) = (None, None);
        for node in elements(puzzle).filter(|n| n.has_tag_name("solution")) {
            match node.attribute("type").unwrap_or("goal") {
                "goal" => goal = goal.or(Some(node)),
                "solution" => solution = solution.or(Some(node)),
                "saved" => {}
                other => {
                    return Err(self.error_at(
                        node,
                        format!(
                            "solution type `{}`: expected `goal`, `solution` or `saved`",
                            shown(other)
                        ),
                    ));
                }
            }
        }
        Ok(goal.or(solution))
    }

    /// The picture of a `<solution>`'s `<image>` as palette indices: rows between `|`
    /// markers, one palette character a cell (white space ignored).
    pub(super) fn goal(&self, solution: Node, size: Size, colours: &Colours) -> Result<Grid<u8>, ParseError> {
        let image = elements(solution)
            .find(|n| n.has_tag_name("image"))
            .ok_or_else(|| self.error_at(solution, "a <solution> without an <image>"))?;
        let palette = &colours.palette;
        // The image text, and where it starts in the input when it is there verbatim (no
        // entities, CDATA or comments), so that errors can point at the very character.
        let texts: Vec<Node> = image.children().filter(|n| n.is_text()).collect();
        let text: String = texts.iter().filter_map(|n| n.text()).collect();
        let base = match texts.as_slice() {
            [one] if self.doc.input_text().get(one.range()) == one.text() => Some(one.range().start),
            _ => None,
        };
        let at = |offset: usize| base.map_or(image.range().start, |b| b + offset);

        let mut rows: Vec<(usize, Vec<(usize, char)>)> = Vec::new();
        let mut from = 0;
        while let Some(start) = text[from..].find(|c: char| !c.is_whitespace()).map(|i| from + i) {
            if !text[start..].starts_with('|') {
                let found = text[start..].chars().next().unwrap_or(' ');
                return Err(self.error(
                    at(start),
                    format!("expected `|` to start a row of the goal <image>, found `{found}`"),
                ));
            }
            let end = text[start + 1..]
                .find('|')
                .map(|i| start + 1 + i)
                .ok_or_else(|| self.error(at(start), "a row of the goal <image> without its closing `|`"))?;
            let cells = text[start + 1..end]
                .char_indices()
                .filter(|(_, c)| !c.is_whitespace())
                .map(|(i, c)| (start + 1 + i, c))
                .collect();
            rows.push((start, cells));
            from = end + 1;
        }
        if rows.len() != size.height {
            return Err(self.error_at(
                image,
                format!(
                    "the goal <image> has {} rows, expected {} (one per <line> of the rows clues)",
                    rows.len(),
                    size.height
                ),
            ));
        }
        let mut cells = Vec::with_capacity(size.area());
        for (start, row) in &rows {
            if row.len() != size.width {
                return Err(self.error(
                    at(*start),
                    format!(
                        "this row of the goal <image> has {} cells, expected {} (one per <line> of \
                         the columns clues)",
                        row.len(),
                        size.width
                    ),
                ));
            }
            for &(offset, c) in row {
                let colour = palette.index_of_symbol(c).ok_or_else(|| {
                    self.error(
                        at(offset),
                        format!(
                            "`{c}` in the goal <image>: expected {}",
                            expected_symbols(palette)
                        ),
                    )
                })?;
                cells.push(colour);
            }
        }
        Grid::from_vec(size, cells)
            .ok_or_else(|| self.error_at(image, "the goal <image> does not fit the clues"))
    }
}

/// The palette's characters for a message: `` `.` (white), `X` (black) or `r` (red) ``.
fn expected_symbols(palette: &Palette) -> String {
    let entries: Vec<String> = palette
        .colours
        .iter()
        .map(|c| format!("`{}` ({})", c.symbol, shown(&c.name)))
        .collect();
    match entries.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => entries.concat(),
    }
}
