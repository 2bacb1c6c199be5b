//! puzz.link URLs of Yin Yang: `https://puzz.link/p?yinyang/<cols>/<rows>/<body>`, the
//! header read by [`crate::formats::puzzlink`] (any host will do). In the body each character
//! `0`-`9`, `a`-`q` is a base-27 number `9a + 3b + c` giving three cells `a`, `b`, `c` in
//! row-major order, each 0 (empty), 1 (white) or 2 (black): pzprjs's `decodeCircle`
//! ([`crate::formats::puzzlink::packed`]). The body may end early (the remaining cells are empty)
//! and may be followed by a `/`.
//!
//! pzprjs's `encodeCircle` always writes one character per three cells, trailing empty
//! cells included, and the last character of a grid whose area is not a multiple of 3 counts
//! the missing cells as 0; [`to_url`] does the same, so URLs made by puzz.link come back
//! unchanged.

use super::{Colour, YinYang};
use crate::error::ParseError;
use crate::formats::puzzlink::packed::Packing;
use crate::formats::puzzlink::{BodyError, Genre, Url};
use crate::grid::{Grid, Size};
use crate::source::{Line, Source};

/// The puzz.link genre (no flags).
const GENRE: Genre = Genre {
    name: "yinyang",
    flags: &[],
};
/// Three cells to a body character, each 0 (empty), 1 (white) or 2 (black).
const PACKING: Packing = Packing { base: 3, per_char: 3 };

/// Whether `line` is a puzz.link Yin Yang URL (any host, or just `p?yinyang/...`).
pub(super) fn looks_like_url(line: &str) -> bool {
    GENRE.looks_like_url(line)
}

/// Reads the puzzle from the URL on `line` (which has a `?`; the type after it must be
/// `yinyang`).
pub(super) fn parse_url(source: &Source, line: Line) -> Result<YinYang, ParseError> {
    let url = Url::parse(source, line, GENRE)?;
    let givens = decode_body(url.body, url.size).map_err(|error| url.body_error(error))?;
    Ok(YinYang::new(givens))
}

/// The givens of a URL body, or the byte index in `body` of what is wrong and why.
pub(super) fn decode_body(body: &str, size: Size) -> Result<Grid<Option<Colour>>, BodyError> {
    let area = size.area();
    let mut cells: Vec<Option<Colour>> = Vec::with_capacity(area + PACKING.per_char);
    for (at, c) in body.char_indices() {
        let values = PACKING.unpack(c).ok_or_else(|| {
            (
                at,
                format!(
                    "`{c}` is not a URL cell character: expected {} (three cells each)",
                    PACKING.characters()
                ),
            )
        })?;
        if cells.len() >= area {
            return Err((
                at,
                format!("the cells run past the {area} cells of a {size} grid"),
            ));
        }
        let existing = area - cells.len();
        for value in values {
            let colour = match value {
                0 => None,
                1 => Some(Colour::White),
                _ => Some(Colour::Black),
            };
            if cells.len() >= area && colour.is_some() {
                let first = match existing {
                    1 => "its first cell exists".to_string(),
                    n => format!("its first {n} cells exist"),
                };
                return Err((
                    at,
                    format!(
                        "`{c}` colours cell {} of a grid of {area} cells (a {size} grid): only {first}",
                        cells.len() + 1
                    ),
                ));
            }
            cells.push(colour);
        }
    }
    cells.resize(area, None);
    Ok(Grid::from_vec(size, cells).expect("resized to the area"))
}

/// The URL body of the givens: one character per three cells, none left out.
pub(super) fn encode_body(givens: &Grid<Option<Colour>>) -> String {
    let values: Vec<u32> = givens
        .values()
        .map(|cell| match cell {
            None => 0,
            Some(Colour::White) => 1,
            Some(Colour::Black) => 2,
        })
        .collect();
    values
        .chunks(PACKING.per_char)
        .map(|chunk| PACKING.pack(chunk))
        .collect()
}

/// The puzz.link URL of `puzzle`, to play it online.
pub(super) fn to_url(puzzle: &YinYang) -> String {
    GENRE.url(&[], puzzle.givens.size(), &encode_body(&puzzle.givens))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Pos;
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    fn read(url: &str) -> Result<YinYang, ParseError> {
        let source = Source::inline("<url>", url);
        let line = source.content_lines("#")[0];
        parse_url(&source, line)
    }

    fn rows(puzzle: &YinYang) -> Vec<String> {
        let size = puzzle.givens.size();
        (0..size.height)
            .map(|r| {
                puzzle
                    .givens
                    .row(r)
                    .iter()
                    .map(|g| g.map_or('.', Colour::letter))
                    .collect()
            })
            .collect()
    }

    /// The corpus files of `../shared/corpus/yinyang/`: original URL, clue rows, solution
    /// rows (the corpus is outside the repository, so these are copied here).
    const CORPUS: [(&str, [&str; 6]); 3] = [
        (
            "http://pzv.jp/p.html?yinyang/6/6/0j40j0060220",
            ["...B.W", ".WW...", "B.W...", "....B.", ".....B", "..B..."],
        ),
        (
            "https://puzz.link/p?yinyang/6/6/6a166b230900",
            [".B.W.W", "..W.B.", ".B.W.B", "..B.W.", "...W..", "......"],
        ),
        (
            "https://puzz.link/p?yinyang/5/5/016612300",
            [".....", "W.B..", "B...W", "..B.W", ".....", ""],
        ),
    ];

    #[test]
    fn corpus_urls_decode_to_their_grids_and_encode_back() {
        for (url, clue_rows) in CORPUS {
            let puzzle = read(url).unwrap();
            let expected: Vec<&str> = clue_rows.into_iter().filter(|r| !r.is_empty()).collect();
            assert_eq!(rows(&puzzle), expected, "{url}");
            let body = url.rsplit('/').next().unwrap();
            assert_eq!(encode_body(&puzzle.givens), body, "{url}");
            let size = puzzle.givens.size();
            assert_eq!(
                to_url(&puzzle),
                format!(
                    "https://puzz.link/p?yinyang/{}/{}/{body}",
                    size.width, size.height
                )
            );
            assert_eq!(
                read(&format!("{url}/")).unwrap(),
                puzzle,
                "a trailing slash is fine"
            );
        }
    }

    #[test]
    fn any_host_and_a_short_body() {
        let full = read("https://puzz.link/p?yinyang/6/6/0j40j0060220").unwrap();
        for url in [
            "https://pzprxs.vercel.app/p?yinyang/6/6/0j40j0060220",
            "p?yinyang/6/6/0j40j0060220",
            "?yinyang/6/6/0j40j006022",
        ] {
            assert_eq!(read(url).unwrap(), full, "{url}");
        }
        let empty = read("https://puzz.link/p?yinyang/4/3").unwrap();
        assert!(empty.givens.values().all(Option::is_none));
        assert_eq!(read("https://puzz.link/p?yinyang/4/3/").unwrap(), empty);
        assert!(to_url(&empty).ends_with("/4/3/0000"), "{}", to_url(&empty));
    }

    #[test]
    fn the_last_character_pads_missing_cells_with_zero() {
        // 2x2: four cells, two characters; the fourth cell is the first of the second group.
        let mut puzzle = YinYang::new(Grid::from_fn(Size::new(2, 2), |_| None));
        puzzle.givens[Pos::new(1, 1)] = Some(Colour::Black);
        assert_eq!(encode_body(&puzzle.givens), "0i", "2 * 9 = 18 = `i`");
        puzzle.givens[Pos::new(1, 1)] = Some(Colour::White);
        assert_eq!(encode_body(&puzzle.givens), "09");
        assert_eq!(read("?yinyang/2/2/09").unwrap(), puzzle);
    }

    #[test]
    fn random_grids_round_trip() {
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..300 {
            let size = Size::new(rng.random_range(1..=9), rng.random_range(1..=9));
            let givens = Grid::from_fn(size, |_| match rng.random_range(0..3) {
                0 => None,
                1 => Some(Colour::White),
                _ => Some(Colour::Black),
            });
            let puzzle = YinYang::new(givens);
            let url = to_url(&puzzle);
            assert_eq!(read(&url).unwrap(), puzzle, "{url}");
            let body = url.rsplit('/').next().unwrap();
            assert_eq!(body.len(), size.area().div_ceil(3), "{url}");
        }
    }

    #[test]
    fn errors_name_the_column() {
        let bad = read("https://puzz.link/p?yinyang/3/3/0r0").unwrap_err();
        assert!(bad.message.contains("`r` is not a URL cell"), "{bad}");
        assert_eq!((bad.line, bad.column), (Some(1), Some(34)));
        let long = read("https://puzz.link/p?yinyang/3/3/0000").unwrap_err();
        assert!(long.message.contains("run past the 9 cells"), "{long}");
        assert_eq!(long.column, Some(36));
        // 2x2 = 4 cells: the second character may colour only its first cell.
        let past = read("https://puzz.link/p?yinyang/2/2/01").unwrap_err();
        assert!(
            past.message
                .contains("colours cell 6 of a grid of 4 cells (a 2x2 grid): only its first cell exists"),
            "{past}"
        );
        let two = read("https://puzz.link/p?yinyang/5/1/01").unwrap_err();
        assert!(
            two.message.contains("colours cell 6") && two.message.ends_with("only its first 2 cells exist"),
            "{two}"
        );
        assert_eq!(past.column, Some(34));
        let wrong = read("https://puzz.link/p?fillomino/3/3/000").unwrap_err();
        assert!(
            wrong.message.contains("`fillomino` URL, not `yinyang`"),
            "{wrong}"
        );
        assert_eq!(wrong.column, Some(21));
        let no_rows = read("https://puzz.link/p?yinyang/3").unwrap_err();
        assert!(no_rows.message.contains("number of rows"), "{no_rows}");
        assert_eq!(no_rows.column, Some(30));
        let bad_cols = read("https://puzz.link/p?yinyang/x/3/000").unwrap_err();
        assert!(bad_cols.message.contains("number of columns"), "{bad_cols}");
        assert_eq!(bad_cols.column, Some(29));
        let zero = read("https://puzz.link/p?yinyang/3/0/000").unwrap_err();
        assert!(zero.message.contains("number of rows"), "{zero}");
        let extra = read("https://puzz.link/p?yinyang/3/3/000/x").unwrap_err();
        assert!(extra.message.contains("unexpected `/x`"), "{extra}");
        let indented = Source::inline("<url>", "\n   ?yinyang/2/2/z");
        let error = parse_url(&indented, indented.content_lines("#")[0]).unwrap_err();
        assert_eq!((error.line, error.column), (Some(2), Some(17)));
    }
}
