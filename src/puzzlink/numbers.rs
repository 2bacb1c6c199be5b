//! Numbers in cells, as pzprjs writes them (`decodeNumber16`/`encodeNumber16`), cell by cell
//! in row-major order: `0`-`9`, `a`-`f` a number below 16; `-` and two hexadecimal digits one
//! below 256; `+` and three one below 4096; `.` a given whose number is unknown; `g`-`z` skip
//! 1-20 empty cells. Cells past the end of the body are empty. Fillomino (the 123 puzzle)
//! and many other genres write their givens so.

use super::BodyError;
use crate::grid::{Grid, Size};

/// A given as the body writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Given {
    /// A number, 0 to 4095.
    Number(usize),
    /// A given whose number is not shown (`.`).
    Unknown,
}

/// Reads the cells of a `size` grid from the start of `body`: each written given mapped by
/// `given` (its error is reported at the given's character), the others empty; and the
/// byte index in `body` where the cells end (the genre may write more after them).
/// `expected` names the numbers the genre takes, for a character that is no cell.
pub fn decode<T>(
    body: &str,
    size: Size,
    expected: &str,
    given: impl Fn(Given) -> Result<T, String>,
) -> Result<(Grid<Option<T>>, usize), BodyError> {
    let area = size.area();
    let mut cells: Vec<Option<T>> = Vec::with_capacity(area);
    let mut i = 0;
    while let Some(c) = body[i..].chars().next()
        && cells.len() < area
    {
        let at = i;
        i += c.len_utf8();
        let read = match c {
            '0'..='9' | 'a'..='f' => Some(Given::Number(c.to_digit(16).expect("hex digit") as usize)),
            '-' | '+' => {
                let digits = if c == '-' { 2 } else { 3 };
                let hex = body.get(i..i + digits).ok_or((
                    at,
                    format!("`{c}` must be followed by {digits} hexadecimal digits"),
                ))?;
                i += digits;
                let number = usize::from_str_radix(hex, 16)
                    .map_err(|_| (at, format!("`{c}{hex}` is not a number")))?;
                Some(Given::Number(number))
            }
            '.' => Some(Given::Unknown),
            'g'..='z' => {
                let skip = c as usize - 'f' as usize;
                cells.extend(std::iter::repeat_with(|| None).take(skip));
                None
            }
            _ => {
                return Err((
                    at,
                    format!("`{c}` is not a URL cell: expected {expected} or `g`-`z` (skip 1-20 cells)"),
                ));
            }
        };
        if let Some(read) = read {
            cells.push(Some(given(read).map_err(|message| (at, message))?));
        }
        if cells.len() > area {
            return Err((
                at,
                format!("the cells run past the {area} cells of a {size} grid"),
            ));
        }
    }
    cells.resize_with(area, || None);
    Ok((Grid::from_vec(size, cells).expect("resized to the area"), i))
}

/// The body of `cells` (row-major), as [`decode`] reads it: empty cells at the end are
/// written too.
pub fn encode(cells: impl IntoIterator<Item = Option<Given>>) -> String {
    let mut body = String::new();
    let mut skipped = 0;
    let flush = |body: &mut String, skipped: &mut usize| {
        while *skipped > 0 {
            let run = (*skipped).min(20);
            body.push(char::from(b'f' + run as u8));
            *skipped -= run;
        }
    };
    for cell in cells {
        let Some(given) = cell else {
            skipped += 1;
            continue;
        };
        flush(&mut body, &mut skipped);
        match given {
            Given::Unknown => body.push('.'),
            Given::Number(n @ 0..16) => body += &format!("{n:x}"),
            Given::Number(n @ 16..256) => body += &format!("-{n:02x}"),
            Given::Number(n) => body += &format!("+{n:03x}"),
        }
    }
    flush(&mut body, &mut skipped);
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(given: Given) -> Result<usize, String> {
        match given {
            Given::Number(n) => Ok(n),
            Given::Unknown => Err("unknown".into()),
        }
    }

    #[test]
    fn every_form_of_a_number_and_skips_round_trip() {
        let size = Size::new(8, 4);
        let (grid, end) = decode("5-1f+fffhz", size, "a number", numbers).unwrap();
        let cells: Vec<Option<usize>> = grid.values().copied().collect();
        let mut expected = vec![Some(5), Some(31), Some(4095), None, None];
        expected.resize(32, None);
        assert_eq!(cells, expected);
        assert_eq!(end, 10, "the whole body is cells");
        assert_eq!(
            encode(cells.iter().map(|c| c.map(Given::Number))),
            "5-1f+fffzo",
            "the 29 empty cells at the end, 20 + 9, written too"
        );
        let written = |n| encode([Some(Given::Number(n))]);
        assert_eq!(
            [15, 16, 255, 256].map(written),
            ["f", "-10", "-ff", "+100"],
            "the shortest form"
        );
        let (grid, _) = decode("+0ff", size, "a number", numbers).unwrap();
        assert_eq!(grid.values().next(), Some(&Some(255)), "a longer form reads too");
        assert_eq!(
            encode([Some(Given::Unknown), None, Some(Given::Number(4095))]),
            ".g+fff"
        );
    }

    #[test]
    fn the_cells_end_where_the_grid_is_full() {
        let (grid, end) = decode("12g0000", Size::new(3, 1), "a number", numbers).unwrap();
        assert_eq!(
            grid.values().copied().collect::<Vec<_>>(),
            [Some(1), Some(2), None]
        );
        assert_eq!(end, 3);
        let (grid, end) = decode("", Size::new(2, 1), "a number", numbers).unwrap();
        assert_eq!((grid.values().all(Option::is_none), end), (true, 0));
    }

    #[test]
    fn errors_name_the_character_and_what_was_expected() {
        let size = Size::new(2, 2);
        let error = |body| decode(body, size, "a digit 1-3", numbers).unwrap_err();
        assert_eq!(
            error("1!"),
            (
                1,
                "`!` is not a URL cell: expected a digit 1-3 or `g`-`z` (skip 1-20 cells)".into()
            )
        );
        assert_eq!(
            error("1."),
            (1, "unknown".into()),
            "the genre's refusal, at its character"
        );
        assert_eq!(
            error("1-f"),
            (1, "`-` must be followed by 2 hexadecimal digits".into())
        );
        assert_eq!(error("+xyz"), (0, "`+xyz` is not a number".into()));
        assert_eq!(
            error("1j"),
            (1, "the cells run past the 4 cells of a 2x2 grid".into())
        );
    }
}
