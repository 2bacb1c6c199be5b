//! puzz.link URLs of Fillomino with the `t` flag (groups of at most 3), which is exactly the
//! 123 puzzle: `https://puzz.link/p?fillomino/t/<cols>/<rows>/<body>`. The header is read
//! by [`crate::formats::puzzlink`]; the body holds the givens as puzz.link numbers
//! ([`crate::formats::puzzlink::numbers`]: a digit is a given, `g`..`z` skip 1..20 empty cells),
//! then may come the borders drawn between cells (`borders.rs`).

use super::{MAX_VALUE, OneTwoThree, borders};
use crate::error::ParseError;
use crate::formats::puzzlink::numbers::{self, Given};
use crate::formats::puzzlink::{Genre, Url};
use crate::source::{Line, Source};

/// The flag that limits groups to 3 cells.
const MAX_THREE_FLAG: &str = "t";
/// The puzz.link genre, with the flag its URLs may carry.
const GENRE: Genre = Genre {
    name: "fillomino",
    flags: &[MAX_THREE_FLAG],
};

/// Whether `line` is a puzz.link Fillomino URL (any host, or just `p?fillomino/...`).
pub(super) fn looks_like_url(line: &str) -> bool {
    GENRE.looks_like_url(line)
}

/// Reads the puzzle from the URL on `line`.
pub(super) fn parse_url(source: &Source, line: Line) -> Result<OneTwoThree, ParseError> {
    let url = Url::parse(source, line, GENRE)?;
    if !url.flags.contains(&MAX_THREE_FLAG) {
        return Err(url.error(format!(
            "this Fillomino URL has no `{MAX_THREE_FLAG}` flag (maximum group size 3), so it is not a 123 puzzle: groups could be larger than 3"
        )));
    }
    let (givens, cells_end) = numbers::decode(url.body, url.size, "a digit 1-3", |given| match given {
        Given::Number(n) if (1..=usize::from(MAX_VALUE)).contains(&n) => Ok(n as u8),
        Given::Number(n) => Err(format!(
            "a given {n}: the 123 puzzle's numbers are 1, 2 and {MAX_VALUE}"
        )),
        Given::Unknown => Err("`.` is a given of unknown size, which the 123 puzzle does not have".into()),
    })
    .map_err(|error| url.body_error(error))?;
    let borders = borders::from_url(&url.body[cells_end..], url.size)
        .map_err(|(index, message)| url.body_error((cells_end + index, message)))?;
    Ok(OneTwoThree { givens, borders })
}

/// The puzz.link URL of `puzzle`, to play it online.
#[must_use]
pub fn to_url(puzzle: &OneTwoThree) -> String {
    let size = puzzle.givens.size();
    let cells = puzzle
        .givens
        .values()
        .map(|given| given.map(|n| Given::Number(n.into())));
    let body = numbers::encode(cells) + &borders::to_url(&puzzle.borders, size);
    GENRE.url(&[MAX_THREE_FLAG], size, &body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, Pos, Size};

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
        let native = crate::puzzle::Notation::to_native(&puzzle);
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
