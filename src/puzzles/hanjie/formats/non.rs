//! Steve Simpson's `.non` format: `width W`, `height H`, `rows` followed by H clue lines,
//! `columns` followed by W clue lines; a clue line is comma-separated run lengths, `0` or
//! an empty line for none. `goal "0101…"` (row by row) is read; other keyword lines
//! (`title`, `by`, `copyright`, `catalogue`, `license`, …) and `#` comment lines (gridsat
//! writes its provenance in one) are accepted and skipped. [`write()`] writes the format.

use super::{Hanjie, LineClue};
use crate::encodings::runs::Run;
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// Keyword lines that end a clue section early when it is missing lines.
const KEYWORDS: &[&str] = &[
    "width",
    "height",
    "rows",
    "columns",
    "goal",
    "title",
    "by",
    "copyright",
    "catalogue",
    "license",
];

/// Reads a `.non` file.
pub(crate) fn parse(source: &Source) -> Result<Hanjie, ParseError> {
    let lines: Vec<Line> = source.lines().filter(|l| !l.text.starts_with('#')).collect();
    if lines.iter().all(|l| l.text.is_empty()) {
        return Err(source.nothing_error("puzzle", "a .non puzzle (width, height, rows, columns)"));
    }
    let (mut width, mut height) = (None, None);
    let (mut rows, mut columns, mut goal_text) = (None, None, None);
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        index += 1;
        let mut words = line.words(0);
        let Some((_, keyword)) = words.next() else {
            continue;
        };
        let value = words.next();
        let number = |what: &str| -> Result<usize, ParseError> {
            value
                .and_then(|(_, v)| {
                    v.parse::<usize>()
                        .ok()
                        .filter(|&n| (1..=Size::MAX_SIDE).contains(&n))
                })
                .ok_or_else(|| {
                    source.error_at_line(
                        line.number,
                        format!("expected `{what} N` with N from 1 to {}", Size::MAX_SIDE),
                    )
                })
        };
        let keyword_lower = keyword.to_ascii_lowercase();
        if matches!(keyword_lower.as_str(), "width" | "height") {
            let set = if keyword_lower == "width" { width } else { height };
            if set.is_some()
                || (keyword_lower == "width" && columns.is_some())
                || (keyword_lower == "height" && rows.is_some())
            {
                return Err(source.error_at_line(
                    line.number,
                    format!("`{keyword_lower}` given twice, or after the clues it counts"),
                ));
            }
        }
        match keyword_lower.as_str() {
            "width" => width = Some(number("width")?),
            "height" => height = Some(number("height")?),
            section @ ("rows" | "columns") => {
                let count = if section == "rows" { height } else { width };
                let count = count.ok_or_else(|| {
                    source.error_at_line(
                        line.number,
                        format!(
                            "`{section}` before `{}`",
                            if section == "rows" { "height" } else { "width" }
                        ),
                    )
                })?;
                if lines.len() < index + count {
                    return Err(source.error_at_line(
                        lines.last().map_or(line.number, |l| l.number),
                        format!(
                            "`{section}` needs {count} clue lines, the file ends after {}",
                            lines.len() - index
                        ),
                    ));
                }
                let section_lines = &lines[index..index + count];
                if let Some((found, keyword)) = section_lines.iter().enumerate().find_map(|(i, l)| {
                    let first = l.text.split_whitespace().next()?;
                    KEYWORDS
                        .contains(&first.to_ascii_lowercase().as_str())
                        .then_some((i, (l.number, first)))
                }) {
                    return Err(source.error_at_line(
                        keyword.0,
                        format!(
                            "`{section}` needs {count} clue lines (one per {}), found {found} before `{}`",
                            if section == "rows" { "row" } else { "column" },
                            keyword.1
                        ),
                    ));
                }
                let clues = section_lines
                    .iter()
                    .map(|l| clue(source, l))
                    .collect::<Result<Vec<_>, _>>()?;
                index += count;
                let slot = if section == "rows" {
                    &mut rows
                } else {
                    &mut columns
                };
                if slot.replace(clues).is_some() {
                    return Err(source.error_at_line(line.number, format!("a second `{section}` section")));
                }
            }
            "goal" => goal_text = Some((line, value.map_or("", |(_, v)| v).trim_matches('"').to_string())),
            word if word.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) => {}
            _ if line.text.chars().all(|c| c.is_ascii_digit() || ", ?".contains(c)) => {
                return Err(source.error_at(
                    line.number,
                    line.column(0),
                    format!(
                        "a clue line `{}` outside the `rows` and `columns` sections (more clue lines than the height or width?)",
                        line.text
                    ),
                ));
            }
            _ => {
                return Err(source.error_at(
                    line.number,
                    line.column(0),
                    format!(
                        "expected a keyword (width, height, rows, columns, goal, title, …), found `{keyword}`"
                    ),
                ));
            }
        }
    }
    let missing = |what: &str| source.error(format!("no `{what}` line"));
    let size = Size::new(
        width.ok_or_else(|| missing("width"))?,
        height.ok_or_else(|| missing("height"))?,
    );
    let rows = rows.ok_or_else(|| missing("rows"))?;
    let columns = columns.ok_or_else(|| missing("columns"))?;
    let goal = match goal_text {
        None => None,
        Some((line, text)) => Some(goal(source, line, &text, size)?),
    };
    Ok(Hanjie {
        goal,
        ..Hanjie::black_and_white(size, rows, columns)
    })
}

/// The black-and-white puzzle as a `.non` file, with its goal when one is known.
pub(crate) fn write(puzzle: &Hanjie) -> String {
    let mut out = format!(
        "width {}\nheight {}\n\nrows\n",
        puzzle.size.width, puzzle.size.height
    );
    for clue in &puzzle.rows {
        out += &format!("{clue}\n");
    }
    out += "\ncolumns\n";
    for clue in &puzzle.columns {
        out += &format!("{clue}\n");
    }
    if let Some(goal) = &puzzle.goal {
        let bits: String = goal.values().map(|&c| if c != 0 { '1' } else { '0' }).collect();
        out += &format!("\ngoal \"{bits}\"\n");
    }
    out
}

/// One clue line: comma-separated run lengths, `?` for a run of unknown length; `0` or
/// nothing for no runs; a line of only `?` when nothing is known about the line.
fn clue(source: &Source, line: &Line) -> Result<LineClue, ParseError> {
    match line.text {
        "" | "0" => return Ok(LineClue::known(&[])),
        "?" => return Ok(LineClue::Unknown),
        _ => {}
    }
    let mut runs = Vec::new();
    let mut at = 0;
    for part in line.text.split(',') {
        let token = part.trim();
        let column = line.column(at + (part.len() - part.trim_start().len()));
        at += part.len() + 1;
        match token.parse::<usize>() {
            _ if token == "?" => runs.push(Run::Unknown),
            Ok(run) if (1..=Size::MAX_SIDE).contains(&run) => runs.push(Run::Length(run)),
            _ => {
                return Err(source.error_at(
                    line.number,
                    column,
                    format!(
                        "expected a run length (a number from 1 to {}) or `?` in a comma-separated clue, found `{token}`",
                        Size::MAX_SIDE
                    ),
                ));
            }
        }
    }
    Ok(LineClue::black(runs))
}

/// The goal picture: W·H characters `0`/`1`, row by row.
fn goal(source: &Source, line: Line, text: &str, size: Size) -> Result<Grid<u8>, ParseError> {
    let cells = text
        .chars()
        .map(|c| match c {
            '0' => Ok(0),
            '1' => Ok(1),
            _ => Err(source.error_at_line(line.number, format!("`{c}` in the goal: expected 0 or 1"))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let found = cells.len();
    Grid::from_vec(size, cells).ok_or_else(|| {
        source.error_at_line(
            line.number,
            format!("the goal has {found} cells, expected {}", size.area()),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every corpus puzzle parses, and its goal (when present) has exactly the clues' runs.
    #[test]
    fn corpus_files_parse_and_goals_match_their_clues() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/hanjie");
        let mut files = Vec::new();
        for dir in [root.clone(), root.join("seed"), root.join("ndom")] {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            files.extend(
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "non")),
            );
        }
        if files.is_empty() {
            eprintln!("shared corpus not found beside the repository; nothing to check");
            return;
        }
        for path in files {
            let puzzle = parse(&Source::from_file(&path, &Default::default()).unwrap())
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(puzzle.rows.len(), puzzle.size.height, "{}", path.display());
            assert_eq!(puzzle.columns.len(), puzzle.size.width, "{}", path.display());
            if let Some(goal) = &puzzle.goal {
                for row in 0..puzzle.size.height {
                    assert_eq!(
                        LineClue::of_cells(goal.row(row).iter().copied()),
                        puzzle.rows[row],
                        "{} row {row}",
                        path.display()
                    );
                }
                for col in 0..puzzle.size.width {
                    assert_eq!(
                        LineClue::of_cells(goal.column(col).copied()),
                        puzzle.columns[col],
                        "{} column {col}",
                        path.display()
                    );
                }
            }
        }
    }

    #[test]
    fn errors_name_line_and_column() {
        let bad = |text: &str| parse(&Source::inline("t.non", text)).unwrap_err().to_string();
        assert_eq!(
            bad("width 2\nheight 1\nrows\n1,x\ncolumns\n1\n0\n"),
            "t.non:4:3: expected a run length (a number from 1 to 4096) or `?` in a comma-separated clue, found `x`"
        );
        assert_eq!(
            bad("width 2\nheight 2\nrows\n1\n"),
            "t.non:4: `rows` needs 2 clue lines, the file ends after 1"
        );
        assert_eq!(bad("rows\n1\n"), "t.non:1: `rows` before `height`");
        assert_eq!(bad("width 1\nheight 1\nrows\n1\n"), "t.non: no `columns` line");
        assert_eq!(
            bad("width 2\nheight 1\nrows\n2\ncolumns\n1\n1\ngoal \"101\"\n"),
            "t.non:8: the goal has 3 cells, expected 2"
        );
        assert_eq!(
            bad("width 0\n"),
            "t.non:1: expected `width N` with N from 1 to 4096"
        );
        assert_eq!(
            bad("width 1\n7\n"),
            "t.non:2:1: a clue line `7` outside the `rows` and `columns` sections (more clue lines than the height or width?)"
        );
        assert_eq!(
            bad("width 1\nheight 1\nrows\n1\ncolumns\n1\nwidth 2\n"),
            "t.non:7: `width` given twice, or after the clues it counts"
        );
        assert_eq!(
            bad("width 1\nheight 2\nrows\n1\ncolumns\n1\n"),
            "t.non:5: `rows` needs 2 clue lines (one per row), found 1 before `columns`"
        );
        assert_eq!(
            bad("\n\n"),
            "t.non: the input is empty: expected a .non puzzle (width, height, rows, columns)"
        );
    }

    #[test]
    fn question_marks_are_unknown_runs_or_an_unknown_line() {
        let puzzle = parse(&Source::inline(
            "t.non",
            "width 3\nheight 2\nrows\n?\n1, ?\ncolumns\n?,1\n0\n?\n",
        ))
        .unwrap();
        assert_eq!(
            puzzle.rows,
            vec![LineClue::Unknown, LineClue::black([Run::Length(1), Run::Unknown])]
        );
        assert_eq!(puzzle.columns[0], LineClue::black([Run::Unknown, Run::Length(1)]));
        assert_eq!(puzzle.columns[2], LineClue::Unknown);
    }

    #[test]
    fn empty_lines_and_zero_mean_no_runs() {
        let puzzle = parse(&Source::inline(
            "t.non",
            "title \"x\"\nwidth 2\nheight 2\nrows\n\n0\ncolumns\n0\n\n",
        ))
        .unwrap();
        assert_eq!(puzzle.rows, vec![LineClue::known(&[]); 2]);
        assert_eq!(puzzle.columns, vec![LineClue::known(&[]); 2]);
    }
}
