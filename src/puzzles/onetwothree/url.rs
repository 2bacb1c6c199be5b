//! puzz.link URLs of Fillomino with the `t` flag (groups of at most 3), which is exactly the
//! 123 puzzle: `https://puzz.link/p?fillomino/t/<cols>/<rows>/<body>`. Any host will do;
//! what follows `?` matters. In the body a hexadecimal digit is a given number and `g`..`z`
//! skip 1..20 empty cells, in row-major order; cells past the end of the body are empty.
//! After the cells may come the borders drawn between them (`borders.rs`).

use super::{MAX_VALUE, OneTwoThree, borders};
use crate::error::ParseError;
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// The puzz.link name of the puzzle type.
const TYPE: &str = "fillomino";
/// The flag that limits groups to 3 cells.
const MAX_THREE_FLAG: &str = "t";

/// Whether `line` is a puzz.link Fillomino URL (any host, or just `p?fillomino/...`).
pub fn looks_like_url(line: &str) -> bool {
    line.contains(&format!("?{TYPE}/"))
}

/// Reads the puzzle from the URL on `line`.
pub fn parse_url(source: &Source, line: Line) -> Result<OneTwoThree, ParseError> {
    let text = line.text;
    let query_at = text.find('?').expect("checked by looks_like_url") + 1;
    let query = &text[query_at..];
    let parts: Vec<&str> = query.split('/').collect();
    let error = |message: String| source.error_at_line(line.number, message);
    let is_number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let Some(dims) =
        (1..parts.len().saturating_sub(1)).find(|&i| is_number(parts[i]) && is_number(parts[i + 1]))
    else {
        return Err(error(format!(
            "expected `{TYPE}/t/<columns>/<rows>/<cells>` after `?`, found `{query}`"
        )));
    };
    let flags = &parts[1..dims];
    if !flags.contains(&MAX_THREE_FLAG) {
        return Err(error(format!(
            "this Fillomino URL has no `{MAX_THREE_FLAG}` flag (maximum group size 3), so it is not a 123 puzzle: groups could be larger than 3"
        )));
    }
    if let Some(other) = flags.iter().find(|&&f| f != MAX_THREE_FLAG) {
        return Err(error(format!(
            "unknown flag `{other}` in the URL (only `{MAX_THREE_FLAG}` is understood)"
        )));
    }
    let size = Size::parse(&format!("{}x{}", parts[dims], parts[dims + 1])).map_err(error)?;
    let trailing_slash = parts.len() == dims + 4 && parts[dims + 3].is_empty();
    if parts.len() > dims + 3 && !trailing_slash {
        return Err(error(format!(
            "unexpected `/{}` after the cells",
            parts[dims + 3..].join("/")
        )));
    }
    let body = parts.get(dims + 2).copied().unwrap_or("");
    let body_at = query_at + parts[..dims + 2].iter().map(|p| p.len() + 1).sum::<usize>();
    let error_at = |(index, message)| source.error_at(line.number, line.column(body_at + index), message);
    let (givens, cells_end) = decode_cells(body, size).map_err(error_at)?;
    let borders = borders::from_url(&body[cells_end..], size)
        .map_err(|(index, message)| error_at((cells_end + index, message)))?;
    Ok(OneTwoThree { givens, borders })
}

/// The givens of a URL body and the byte index in `body` where its cells end (the borders
/// follow), or the byte index of what is wrong and why.
fn decode_cells(body: &str, size: Size) -> Result<(Grid<Option<u8>>, usize), borders::BodyError> {
    let mut cells: Vec<Option<u8>> = Vec::with_capacity(size.area());
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() && cells.len() < size.area() {
        let at = i;
        let c = bytes[i] as char;
        i += 1;
        let number = match c {
            '0'..='9' | 'a'..='f' => Some(c.to_digit(16).expect("hex digit") as usize),
            '-' | '+' => {
                let digits = if c == '-' { 2 } else { 3 };
                let hex = body.get(i..i + digits).ok_or((
                    at,
                    format!("`{c}` must be followed by {digits} hexadecimal digits"),
                ))?;
                i += digits;
                Some(
                    usize::from_str_radix(hex, 16)
                        .map_err(|_| (at, format!("`{c}{hex}` is not a number")))?,
                )
            }
            'g'..='z' => {
                let skip = c as usize - 'f' as usize;
                cells.extend(std::iter::repeat_n(None, skip));
                None
            }
            '.' => {
                return Err((
                    at,
                    "`.` is a given of unknown size, which the 123 puzzle does not have".into(),
                ));
            }
            _ => {
                return Err((
                    at,
                    format!("`{c}` is not a URL cell: expected a digit 1-3 or `g`-`z` (skip 1-20 cells)"),
                ));
            }
        };
        if let Some(number) = number {
            if number == 0 || number > usize::from(MAX_VALUE) {
                return Err((
                    at,
                    format!("a given {number}: the 123 puzzle's numbers are 1, 2 and 3"),
                ));
            }
            cells.push(Some(number as u8));
        }
        if cells.len() > size.area() {
            return Err((
                at,
                format!("the cells run past the {} cells of a {size} grid", size.area()),
            ));
        }
    }
    cells.resize(size.area(), None);
    Ok((Grid::from_vec(size, cells).expect("resized to the area"), i))
}

/// The puzz.link URL of `puzzle`, to play it online.
pub fn to_url(puzzle: &OneTwoThree) -> String {
    let size = puzzle.givens.size();
    let mut body = String::new();
    let mut skipped = 0;
    let flush = |body: &mut String, skipped: &mut usize| {
        while *skipped > 0 {
            let run = (*skipped).min(20);
            body.push(char::from(b'f' + run as u8));
            *skipped -= run;
        }
    };
    for given in puzzle.givens.values() {
        match given {
            None => skipped += 1,
            Some(value) => {
                flush(&mut body, &mut skipped);
                body.push(char::from(b'0' + value));
            }
        }
    }
    flush(&mut body, &mut skipped);
    body += &borders::to_url(&puzzle.borders, size);
    format!(
        "https://puzz.link/p?{TYPE}/{MAX_THREE_FLAG}/{}/{}/{body}",
        size.width, size.height
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Pos;

    fn read(url: &str) -> Result<OneTwoThree, ParseError> {
        let source = Source::inline("<url>", url);
        let line = source.content_lines("#")[0];
        parse_url(&source, line)
    }

    #[test]
    fn reads_the_cspuz_example_and_writes_it_back() {
        let url = "https://pzprxs.vercel.app/p?fillomino/t/4/4/g21o21h";
        let puzzle = read(url).unwrap();
        let rows: Vec<String> = (0..4)
            .map(|r| {
                puzzle
                    .givens
                    .row(r)
                    .iter()
                    .map(|g| g.map_or('.', |v| char::from(b'0' + v)))
                    .collect()
            })
            .collect();
        assert_eq!(rows, [".21.", "....", "....", "21.."]);
        assert_eq!(to_url(&puzzle), "https://puzz.link/p?fillomino/t/4/4/g21o21h");
        assert_eq!(
            read(&format!("{url}/")).unwrap(),
            puzzle,
            "a trailing slash is accepted"
        );
    }

    /// Found by the fuzzer: a border section cut short (here the vertical borders' section
    /// ends early) gave borders in URL order, so the native text read back was another
    /// puzzle (its borders sorted).
    #[test]
    fn a_border_section_cut_short_reads_as_its_native_text_does() {
        let puzzle = read("https://pzprxs.vercel.app/p?fillomino/t/3/5/g2so23h").unwrap();
        let native = crate::puzzle::Puzzle::to_native(&puzzle);
        let again = <OneTwoThree as crate::puzzle::Puzzle>::parse(&Source::inline("native", native)).unwrap();
        assert_eq!(again, puzzle);
    }

    #[test]
    fn borders_drawn_in_the_editor_are_read_and_written_back() {
        // The cspuz example with the border between r1c1 and r1c2 drawn in pzprjs's editor.
        let url = "https://puzz.link/p?fillomino/t/4/4/g21o21hg00000";
        let puzzle = read(url).unwrap();
        let border = super::super::Border::between(Pos::new(0, 0), Pos::new(0, 1)).unwrap();
        assert_eq!(puzzle.borders, [border]);
        assert_eq!(puzzle.givens, read("p?fillomino/t/4/4/g21o21h").unwrap().givens);
        assert_eq!(to_url(&puzzle), url);
        let error = read("p?fillomino/t/4/4/g21o21hg0000001").unwrap_err();
        assert_eq!(error.column, Some(32), "{error}");
        assert!(
            error
                .message
                .contains("unexpected `01` after the cells and their borders"),
            "{error}"
        );
    }

    #[test]
    fn long_skips_round_trip() {
        let mut puzzle = OneTwoThree::new(Grid::from_fn(Size::new(9, 7), |_| None));
        puzzle.givens[crate::grid::Pos::new(5, 8)] = Some(3);
        let url = to_url(&puzzle);
        assert_eq!(read(&url).unwrap(), puzzle);
        assert!(url.ends_with("/zzs3o"), "{url}");
    }

    #[test]
    fn refuses_what_is_not_a_123_puzzle() {
        let no_flag = read("https://puzz.link/p?fillomino/4/4/g21o21h").unwrap_err();
        assert!(no_flag.message.contains("no `t` flag"), "{no_flag}");
        let four = read("https://puzz.link/p?fillomino/t/4/4/g24o21h").unwrap_err();
        assert!(four.message.contains("a given 4"), "{four}");
        assert_eq!(four.column, Some(39));
        let long = read("https://puzz.link/p?fillomino/t/2/2/1111z").unwrap_err();
        assert!(long.message.contains("`z` is not a border character"), "{long}");
        let skip = read("https://puzz.link/p?fillomino/t/2/2/1j").unwrap_err();
        assert!(skip.message.contains("run past"), "{skip}");
    }
}
