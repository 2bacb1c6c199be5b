//! Numbers in cells, as pzprjs writes them (`decodeNumber16`/`encodeNumber16`), cell by cell
//! in row-major order: `0`-`9`, `a`-`f` a number below 16; `-` and two hexadecimal digits one
//! below 256; `+` and three one below 4096; `.` a given whose number is unknown; `g`-`z` skip
//! 1-20 empty cells. Cells past the end of the body are empty. Fillomino (the 123 puzzle)
//! and many other genres write their givens so, and Magnets and Nonograms the numbers
//! outside the grid ([`decode_places`]; pzprjs's `decodeNumber16ExCell`).

use super::BodyError;
use crate::grid::{Grid, Size};

/// A given as the body writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Given {
    /// A number, 0 to 4095.
    Number(usize),
    /// A given whose number is not shown (`.`).
    Unknown,
}

/// Places for numbers, in messages: what one is called and where they are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Places<'a> {
    /// How many there are.
    pub count: usize,
    /// What one is called (`cell`, `count`); messages add an `s` for several.
    pub noun: &'a str,
    /// Where they are, after the count and the noun: `of a 5x5 grid`.
    pub whole: &'a str,
}

/// Reads the cells of a `size` grid from the start of `body`: each written given mapped by
/// `given` (its error is reported at the given's character), the others empty; and the
/// byte index in `body` where the cells end (the genre may write more after them).
/// `expected` names the numbers the genre takes, for a character that is no cell.
pub(crate) fn decode<T>(
    body: &str,
    size: Size,
    expected: &str,
    given: impl Fn(Given) -> Result<T, String>,
) -> Result<(Grid<Option<T>>, usize), BodyError> {
    let whole = format!("of a {size} grid");
    let places = Places {
        count: size.area(),
        noun: "cell",
        whole: &whole,
    };
    let (cells, end) = decode_places(body, places, expected, given)?;
    Ok((Grid::from_vec(size, cells).expect("one per cell"), end))
}

/// Reads `places.count` numbers from the start of `body`, as [`decode`] reads cells: each
/// written given mapped by `given`, the places skipped or left out `None`; and the byte
/// index in `body` where they end. Genres that write numbers outside the grid (the counts
/// of Magnets, the clues of a Nonogram) read them so.
pub(crate) fn decode_places<T>(
    body: &str,
    places: Places,
    expected: &str,
    given: impl Fn(Given) -> Result<T, String>,
) -> Result<(Vec<Option<T>>, usize), BodyError> {
    let Places { count, noun, whole } = places;
    let mut values: Vec<Option<T>> = Vec::with_capacity(count);
    let mut i = 0;
    while let Some(c) = body[i..].chars().next()
        && values.len() < count
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
                values.extend(std::iter::repeat_with(|| None).take(skip));
                None
            }
            _ => {
                return Err((
                    at,
                    format!("`{c}` is not a URL {noun}: expected {expected} or `g`-`z` (skip 1-20 {noun}s)"),
                ));
            }
        };
        if let Some(read) = read {
            values.push(Some(given(read).map_err(|message| (at, message))?));
        }
        if values.len() > count {
            return Err((at, format!("the {noun}s run past the {count} {noun}s {whole}")));
        }
    }
    values.resize_with(count, || None);
    Ok((values, i))
}

/// The body of `cells` (row-major), as [`decode`] and [`decode_places`] read it: empty
/// cells at the end are written too.
pub(crate) fn encode(cells: impl IntoIterator<Item = Option<Given>>) -> String {
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
    fn places_outside_a_grid_are_read_as_cells_are_with_their_own_names() {
        let places = Places {
            count: 6,
            noun: "count",
            whole: "around a 2x1 grid",
        };
        let (values, end) = decode_places("1h-1ffgoo", places, "a count", numbers).unwrap();
        assert_eq!(values, [Some(1), None, None, Some(31), Some(15), None]);
        assert_eq!(end, 7, "the sixth place is skipped by `g`: `oo` is not theirs");
        let (values, end) = decode_places("2", places, "a count", numbers).unwrap();
        assert_eq!((values.len(), values[0], end), (6, Some(2), 1));
        assert_eq!(
            decode_places("11111!", places, "a count", numbers).unwrap_err(),
            (
                5,
                "`!` is not a URL count: expected a count or `g`-`z` (skip 1-20 counts)".into()
            )
        );
        assert_eq!(
            decode_places("1111j", places, "a count", numbers).unwrap_err(),
            (4, "the counts run past the 6 counts around a 2x1 grid".into())
        );
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
