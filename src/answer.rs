//! Answer files: one or more solution grids of a puzzle, as the `.answer` files of
//! `instances/` list every solution, or the JSON that `solve --format json` prints. One
//! reader for every kind, which only says how its cells are written. A grid may be partly
//! filled (a solve in progress): its unknown cells are read as `None`, and `verify` reports
//! it as incomplete with the rules its filled cells already break.
//!
//! The text form: rows of one symbol per cell (spaces between cells ignored); blank lines
//! separate grids; lines starting with `# ` or `//` are comments and a `solution` label
//! line is skipped, so neither separates grids.

use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// File extensions (lower case, no dot) of answer files: `answer`, what `instances/` and
/// `generate --out` use, and `solution`, what `generate --out` wrote before.
pub const EXTENSIONS: &[&str] = &["answer", "solution"];

/// What is said of an answer file given where a puzzle is expected (the start of
/// [`not_a_puzzle`]'s message).
pub const NOT_A_PUZZLE: &str = "an answer file, not a puzzle";

/// Whether `extension` (lower case, no dot, as [`Source::extension`] holds it) is an answer
/// file's ([`EXTENSIONS`]).
#[must_use]
pub fn is_answer_extension(extension: &str) -> bool {
    EXTENSIONS.contains(&extension)
}

/// The error for the answer file `name` given where a puzzle is expected
/// ([`crate::registry::parse`] refuses one by its extension): its rows would only be said
/// to be no puzzle of any kind.
#[must_use]
pub fn not_a_puzzle(name: &str) -> ParseError {
    ParseError::whole(
        name,
        format!("{NOT_A_PUZZLE}: name its puzzle instead, and check this answer against it with verify"),
    )
}

/// How a kind writes the cells of a solution grid.
pub(crate) struct CellSymbols<'a, T> {
    /// The value a character stands for; `None` for a character that is no cell value.
    pub(crate) value: &'a dyn Fn(char) -> Option<T>,
    /// The characters of a cell not filled in yet.
    pub(crate) unknown: &'a [char],
    /// The characters taken, for error messages: `1, 2 or 3 (. or ? for a cell not filled in yet)`.
    pub(crate) expected: &'a str,
}

/// One grid of an answer file as a puzzle reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer<S, P> {
    /// Its place in the file, from 1.
    pub index: usize,
    /// The line of its first row (of the rows of a JSON `solution`, for `solve`'s JSON).
    pub line: usize,
    /// How many cells the grid has.
    pub cells: usize,
    /// The grid.
    pub filling: Filling<S, P>,
}

/// Every grid of an answer file, in order.
pub type Answers<S, P> = Vec<Answer<S, P>>;

/// Every grid of an answer file of grids of `T`, unknown cells `None`.
pub(crate) type GridAnswers<T> = Answers<Grid<T>, Grid<Option<T>>>;

/// A grid of an answer file: every cell filled, or some not yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Filling<S, P> {
    /// Every cell filled: a solution to check.
    Complete(S),
    /// Some cells unknown.
    Partial {
        /// The grid, with its unknown cells.
        grid: P,
        /// How many cells are unknown (at least one).
        unknown: usize,
    },
}

/// What `verify` found about one grid of an answer file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerCheck {
    /// Its place in the file, from 1.
    pub index: usize,
    /// The line of its first row.
    pub line: usize,
    /// How many cells the grid has.
    pub cells: usize,
    /// How many of them are not filled in (0 for a complete grid).
    pub unknown: usize,
    /// Every rule the grid breaks; for a partly filled grid, the rules that its filled
    /// cells break whatever fills the rest.
    pub broken: Vec<String>,
}

impl AnswerCheck {
    /// Whether the grid is a valid solution: complete and breaking no rule.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.unknown == 0 && self.broken.is_empty()
    }
}

/// Every grid of the answer file `source` for a puzzle of `size`, in order (at least one):
/// the text form of the module comment, or `solve`'s JSON (its `solution` rows). Each grid
/// must have exactly `size.height` rows of `size.width` cells written as `symbols` says.
pub(crate) fn read_grids<T: Clone>(
    source: &Source,
    size: Size,
    symbols: &CellSymbols<T>,
) -> Result<GridAnswers<T>, ParseError> {
    let source = &json_rows(source)?.unwrap_or_else(|| source.clone());
    let blocks = row_blocks(source);
    if blocks.is_empty() {
        let expected = format!("{} rows of {} cells", size.height, size.width);
        return Err(source.nothing_error("solution", &expected));
    }
    if blocks.len() <= 1 {
        let rows = blocks.first().map_or(0, Vec::len);
        if rows != size.height {
            let hint = if rows > size.height && rows.is_multiple_of(size.height) {
                " (several solutions are separated by a blank line)"
            } else {
                ""
            };
            return Err(source.error(format!(
                "the solution has {rows} rows, expected {}{hint}",
                size.height
            )));
        }
    }
    let cell = |c: char| {
        if symbols.unknown.contains(&c) {
            Some(None)
        } else {
            (symbols.value)(c).map(Some)
        }
    };
    let several = blocks.len() > 1;
    blocks
        .iter()
        .enumerate()
        .map(|(i, rows)| {
            let (first, last) = (rows[0].number, rows[rows.len() - 1].number);
            if rows.len() != size.height {
                return Err(source.error_at_line(
                    first,
                    format!(
                        "solution {} ({}) has {} rows, expected {}",
                        i + 1,
                        if first == last {
                            format!("line {first}")
                        } else {
                            format!("lines {first}-{last}")
                        },
                        rows.len(),
                        size.height
                    ),
                ));
            }
            let note = if several {
                format!(" (in solution {})", i + 1)
            } else {
                String::new()
            };
            let grid = source.grid_of_rows(rows, size, cell, symbols.expected, &note)?;
            Ok(answer(i + 1, first, grid))
        })
        .collect()
}

/// A grid read with unknown cells as `None`, complete when it has none.
fn answer<T: Clone>(index: usize, line: usize, grid: Grid<Option<T>>) -> Answer<Grid<T>, Grid<Option<T>>> {
    let cells = grid.size().area();
    let unknown = grid.values().filter(|c| c.is_none()).count();
    let filling = if unknown == 0 {
        Filling::Complete(grid.map(|c| c.clone().expect("no unknown cell")))
    } else {
        Filling::Partial { grid, unknown }
    };
    Answer {
        index,
        line,
        cells,
        filling,
    }
}

/// When `source` is the JSON that `solve --format json` prints: its `solution` array one
/// row a line, as a source of its own. `None` when it is not a JSON object: `solve` prints
/// an object, and a grid of one row of digits (`12233322`) is JSON too, a number.
fn json_rows(source: &Source) -> Result<Option<Source>, ParseError> {
    let Ok(value @ serde_json::Value::Object(_)) = serde_json::from_str::<serde_json::Value>(&source.text)
    else {
        return Ok(None);
    };
    let rows = value
        .get("solution")
        .and_then(|s| s.as_array())
        .ok_or_else(|| source.error("JSON without a `solution` array of row strings"))?;
    let rows = rows
        .iter()
        .map(|r| {
            r.as_str()
                .ok_or_else(|| source.error("`solution` rows must be strings"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(Source::inline(
        &format!("{} (JSON solution)", source.name),
        rows.join("\n"),
    )))
}

/// The rows of the text form, grouped into grids: runs of row lines that blank lines end.
fn row_blocks(source: &Source) -> Vec<Vec<Line<'_>>> {
    let mut blocks: Vec<Vec<Line>> = vec![Vec::new()];
    for line in source.lines() {
        let text = line.text;
        if text.is_empty() {
            if !blocks.last().is_some_and(Vec::is_empty) {
                blocks.push(Vec::new());
            }
        } else if !(text.starts_with("# ") || text.starts_with("//") || text.eq_ignore_ascii_case("solution"))
        {
            blocks.last_mut().expect("one block at least").push(line);
        }
    }
    blocks.retain(|block| !block.is_empty());
    blocks
}

/// Cells written `#` (filled, true) and `.` (empty), `?` not filled in: the tests' answers.
#[cfg(test)]
pub(crate) const FILLED_OR_EMPTY: CellSymbols<'static, bool> = CellSymbols {
    value: &|c| match c {
        '#' => Some(true),
        '.' => Some(false),
        _ => None,
    },
    unknown: &['?'],
    expected: "# or . (? for a cell not filled in yet)",
};

#[cfg(test)]
mod tests {
    use super::*;

    const SYMBOLS: CellSymbols<'static, bool> = FILLED_OR_EMPTY;

    fn read(text: &str) -> Result<GridAnswers<bool>, ParseError> {
        read_grids(&Source::inline("a", text), Size::new(2, 2), &SYMBOLS)
    }

    fn complete(rows: [[bool; 2]; 2]) -> Grid<bool> {
        Grid::from_vec(Size::new(2, 2), rows.concat()).unwrap()
    }

    #[test]
    fn blank_lines_separate_grids_and_comments_do_not() {
        let text = "# two solutions\n\n#.\n# note\n.#\n\n\n// the other\n.#\n#.\n";
        let answers = read(text).unwrap();
        assert_eq!(answers.len(), 2);
        assert_eq!((answers[0].index, answers[0].line), (1, 3));
        assert_eq!((answers[1].index, answers[1].line), (2, 9));
        let first = complete([[true, false], [false, true]]);
        assert_eq!(answers[0].filling, Filling::Complete(first));
        assert_eq!(answers[1].cells, 4);
    }

    #[test]
    fn unknown_cells_make_a_partial_grid() {
        let answers = read("#?\n? .\n").unwrap();
        let grid = Grid::from_vec(Size::new(2, 2), vec![Some(true), None, None, Some(false)]).unwrap();
        assert_eq!(answers[0].filling, Filling::Partial { grid, unknown: 2 });
    }

    #[test]
    fn json_of_solve_is_one_grid() {
        let answers = read(r##"{"input": "p", "solution": ["#.", ".#"]}"##).unwrap();
        assert_eq!(answers.len(), 1);
        let grid = complete([[true, false], [false, true]]);
        assert_eq!(answers[0].filling, Filling::Complete(grid));
        let error = read(r#"{"solution": null}"#).unwrap_err();
        assert!(error.message.contains("without a `solution` array"), "{error}");
    }

    /// Regression: a one-row grid of digits is also a JSON number (and `true`, `null`, `"…"`
    /// or `[…]` other JSON values), and was refused as JSON without a `solution` array.
    #[test]
    fn a_row_that_is_json_but_not_an_object_is_a_grid() {
        let digits = CellSymbols {
            value: &|c: char| c.to_digit(10),
            unknown: &[],
            expected: "a digit",
        };
        let answers = read_grids(&Source::inline("row", "12233322\n"), Size::new(8, 1), &digits).unwrap();
        let grid = Grid::from_vec(Size::new(8, 1), vec![1, 2, 2, 3, 3, 3, 2, 2]).unwrap();
        assert_eq!(answers[0].filling, Filling::Complete(grid));
        let words = CellSymbols {
            value: &|c: char| Some(c),
            unknown: &[],
            expected: "a letter",
        };
        for text in ["true", "null", "[1]"] {
            let size = Size::new(text.len(), 1);
            let answers = read_grids(&Source::inline("row", text), size, &words).unwrap();
            assert_eq!(answers[0].cells, text.len(), "{text}");
        }
    }

    #[test]
    fn errors_name_the_grid_and_line() {
        let error = read("#.\n.#\n#.\n.#\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "a: the solution has 4 rows, expected 2 (several solutions are separated by a blank line)"
        );
        assert_eq!(
            read("").unwrap_err().to_string(),
            "a: the input is empty: expected 2 rows of 2 cells"
        );
        let error = read("#.\n.#\n\n#.\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "a:4: solution 2 (line 4) has 1 rows, expected 2"
        );
        let error = read("#.\n.#\n\n#.\n.#.\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "a:5: row has 3 cells, expected 2 (in solution 2)"
        );
        let error = read("#.\n.x\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "a:2:2: `x` is not a cell: expected # or . (? for a cell not filled in yet)"
        );
    }
}
