//! Steve Simpson's `.non` format: `width W`, `height H`, `rows` followed by H clue lines,
//! `columns` followed by W clue lines; a clue line is comma-separated run lengths, `0` or
//! an empty line for none. `goal "0101…"` (row by row) is read; other keyword lines
//! (`title`, `by`, `copyright`, `catalogue`, `license`, …) are accepted and skipped.

use super::Hanjie;
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// Reads a `.non` file.
pub fn parse(source: &Source) -> Result<Hanjie, ParseError> {
    let lines: Vec<Line> = source.lines().collect();
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
        match keyword.to_ascii_lowercase().as_str() {
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
                let clues = lines[index..index + count]
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
        size,
        rows,
        columns,
        goal,
    })
}

/// One clue line: comma-separated positive run lengths; `0` or nothing for no runs.
fn clue(source: &Source, line: &Line) -> Result<Vec<usize>, ParseError> {
    if line.text.is_empty() || line.text == "0" {
        return Ok(Vec::new());
    }
    let mut runs = Vec::new();
    let mut at = 0;
    for part in line.text.split(',') {
        let token = part.trim();
        let column = line.column(at + (part.len() - part.trim_start().len()));
        at += part.len() + 1;
        match token.parse::<usize>() {
            Ok(run) if run >= 1 => runs.push(run),
            _ => {
                return Err(source.error_at(
                    line.number,
                    column,
                    format!(
                        "expected a run length (a number from 1) in a comma-separated clue, found `{token}`"
                    ),
                ));
            }
        }
    }
    Ok(runs)
}

/// The goal picture: W·H characters `0`/`1`, row by row.
fn goal(source: &Source, line: Line, text: &str, size: Size) -> Result<Grid<bool>, ParseError> {
    let cells = text
        .chars()
        .map(|c| match c {
            '0' => Ok(false),
            '1' => Ok(true),
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
    use super::super::runs_of;
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
            let puzzle = parse(&Source::from_file(&path).unwrap()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(puzzle.rows.len(), puzzle.size.height, "{}", path.display());
            assert_eq!(puzzle.columns.len(), puzzle.size.width, "{}", path.display());
            if let Some(goal) = &puzzle.goal {
                for row in 0..puzzle.size.height {
                    assert_eq!(
                        runs_of(goal.row(row).iter().copied()),
                        puzzle.rows[row],
                        "{} row {row}",
                        path.display()
                    );
                }
                for col in 0..puzzle.size.width {
                    assert_eq!(
                        runs_of(goal.column(col).copied()),
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
            "t.non:4:3: expected a run length (a number from 1) in a comma-separated clue, found `x`"
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
            "t.non:2:1: expected a keyword (width, height, rows, columns, goal, title, …), found `7`"
        );
    }

    #[test]
    fn empty_lines_and_zero_mean_no_runs() {
        let puzzle = parse(&Source::inline(
            "t.non",
            "title \"x\"\nwidth 2\nheight 2\nrows\n\n0\ncolumns\n0\n\n",
        ))
        .unwrap();
        assert_eq!(puzzle.rows, vec![Vec::<usize>::new(), vec![]]);
        assert_eq!(puzzle.columns, vec![Vec::<usize>::new(), vec![]]);
    }
}
