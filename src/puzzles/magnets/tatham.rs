//! Simon Tatham's Magnets game IDs: `WxH:<col+>,<row+>,<col->,<row->,<layout>`, one
//! character per count (0-9, a-z = 10-35, A-Z = 36-61, `.` unknown), read and written.
//! An address of his web version with the ID after `#` (`magnets.html#ID`, the play link)
//! is read as that ID.

use super::layout::check_layout;
use super::{Counts, End, Magnets};
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// The address of Tatham's web version of Magnets; a game ID appended opens that puzzle.
pub(super) const PLAY_PAGE: &str = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/magnets.html#";

/// Splits a Tatham ID into its size and comma-separated fields, if it has that shape.
pub(super) fn tatham_fields(line: &str) -> Option<(&str, Vec<&str>)> {
    const PAGE: &str = "magnets.html#";
    let line = match line.find(PAGE) {
        Some(at) => &line[at + PAGE.len()..],
        None => line.strip_prefix("magnets:").unwrap_or(line),
    };
    let (params, desc) = line.split_once(':')?;
    let digits_x = params.split_once(['x', 'X'])?;
    if !digits_x.0.chars().all(|c| c.is_ascii_digit()) || digits_x.0.is_empty() {
        return None;
    }
    let fields: Vec<&str> = desc.split(',').collect();
    (fields.len() >= 5).then_some((params, fields))
}

pub(super) fn parse_tatham(source: &Source, line: Line) -> Result<Magnets, ParseError> {
    let text = line.text;
    let err = |message: String| source.error_at_line(line.number, message);
    let (params, fields) = tatham_fields(text).expect("checked by the caller");
    let digits: String = params
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == 'x' || *c == 'X')
        .collect();
    let size = digits.parse::<Size>().map_err(|e| err(e.to_string()))?;
    let clue_lengths = [size.width, size.height, size.width, size.height];
    const NAMES: [&str; 4] = [
        "column + counts",
        "row + counts",
        "column - counts",
        "row - counts",
    ];
    let mut clues = Vec::new();
    for (i, field) in fields[..4].iter().enumerate() {
        if field.chars().count() != clue_lengths[i] {
            return Err(err(format!(
                "the {} field `{field}` has {} characters, expected {}",
                NAMES[i],
                field.chars().count(),
                clue_lengths[i]
            )));
        }
        clues.push(
            field
                .chars()
                .map(|c| match c {
                    '.' => Ok(None),
                    '0'..='9' => Ok(Some(c as usize - '0' as usize)),
                    'a'..='z' => Ok(Some(c as usize - 'a' as usize + 10)),
                    'A'..='Z' => Ok(Some(c as usize - 'A' as usize + 36)),
                    _ => Err(err(format!(
                        "`{c}` in the {}: expected 0-9, a-z, A-Z or .",
                        NAMES[i]
                    ))),
                })
                .collect::<Result<Vec<_>, _>>()?,
        );
    }
    let layout_text: String = fields[4..].concat();
    if layout_text.chars().count() != size.area() {
        return Err(err(format!(
            "the layout has {} letters, expected {} ({size})",
            layout_text.chars().count(),
            size.area()
        )));
    }
    let cells = layout_text
        .chars()
        .map(|c| {
            End::from_letter(c).ok_or_else(|| err(format!("`{c}` in the layout: expected L, R, T, B or *")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let layout = Grid::from_vec(size, cells).expect("length checked");
    check_layout(&layout, |_, message| err(message))?;
    let mut clues = clues.into_iter();
    let mut next = || clues.next().expect("four fields");
    let plus = Counts {
        cols: next(),
        rows: next(),
    };
    let minus = Counts {
        cols: next(),
        rows: next(),
    };
    Ok(Magnets { layout, plus, minus })
}

/// The Simon Tatham game ID of the puzzle, `None` if a count is too large for its alphabet.
pub(super) fn tatham_id(puzzle: &Magnets) -> Option<String> {
    let encode = |values: &[Option<usize>]| -> Option<String> {
        values
            .iter()
            .map(|v| match *v {
                None => Some('.'),
                Some(n @ 0..=9) => Some((b'0' + n as u8) as char),
                Some(n @ 10..=35) => Some((b'a' + (n - 10) as u8) as char),
                Some(n @ 36..=61) => Some((b'A' + (n - 36) as u8) as char),
                Some(_) => None,
            })
            .collect()
    };
    let layout: String = puzzle.layout.values().map(|e| e.letter()).collect();
    Some(format!(
        "{}:{},{},{},{},{layout}",
        puzzle.layout.size(),
        encode(&puzzle.plus.cols)?,
        encode(&puzzle.plus.rows)?,
        encode(&puzzle.minus.cols)?,
        encode(&puzzle.minus.rows)?
    ))
}

/// An address that opens the puzzle in Tatham's web version of Magnets: `None` when it has
/// no Tatham ID or the game refuses it (magnets.c's `validate_params`: width and height at
/// least 2, one of them at least 3; and no row or column whose counts exceed its length).
pub(super) fn play_link(puzzle: &Magnets) -> Option<String> {
    let Size { width, height } = puzzle.layout.size();
    if width < 2 || height < 2 || width.max(height) < 3 {
        return None;
    }
    let fits = |plus: &[Option<usize>], minus: &[Option<usize>], length: usize| {
        plus.iter()
            .zip(minus)
            .all(|(p, m)| p.unwrap_or(0).saturating_add(m.unwrap_or(0)) <= length)
    };
    if !fits(&puzzle.plus.cols, &puzzle.minus.cols, height)
        || !fits(&puzzle.plus.rows, &puzzle.minus.rows, width)
    {
        return None;
    }
    Some(format!("{PLAY_PAGE}{}", tatham_id(puzzle)?))
}
