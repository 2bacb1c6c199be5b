//! The URL reader and writer: pzprjs's test puzzle read (against Tatham's text of it) and
//! written back, every small domino layout round-tripped, and what gridsat refuses named
//! with its column.

use super::*;
use crate::puzzles::magnets::tatham::parse_tatham;

fn read(url: &str) -> Result<Magnets, ParseError> {
    let source = Source::inline("<url>", url);
    let line = source.content_lines("#")[0];
    parse_url(&source, line)
}

fn tatham(id: &str) -> Magnets {
    let source = Source::inline("<id>", id);
    parse_tatham(&source, source.content_lines("#")[0]).unwrap()
}

/// pzprjs's test puzzle (test/script/magnets.js at robx/pzprjs@0401fc64): its empty cell
/// r3c3 is Tatham's `*`; the counts and layout are those of
/// `instances/magnets/pzprjs-5x5.magnets`, whose Tatham ID this is.
const PZPRJS: &str = "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400";
const PZPRJS_ID: &str = "5x5:22...,22..2,.2..2,..203,LRTTTTTBBBBB*TTLRTBBLRBLR";

#[test]
fn reads_pzprjs_test_puzzle_and_writes_it_back() {
    let puzzle = read(PZPRJS).unwrap();
    assert_eq!(puzzle, tatham(PZPRJS_ID));
    assert_eq!(to_url(&puzzle).as_deref(), Some(PZPRJS));
    for url in [
        format!("{PZPRJS}/"),
        PZPRJS.replace("https://puzz.link/p", "http://pzv.jp/p.html"),
        PZPRJS.replace("https://puzz.link/", ""),
    ] {
        assert_eq!(read(&url).unwrap(), puzzle, "{url}");
    }
}

/// A 2x3 with no empty cell: a domino across the top, two down below it.
const SMALL: &str = "2x3:11,1.1,11,1.1,LRTTBB";

#[test]
fn without_empty_cells_the_url_ends_after_the_borders() {
    // Tatham's own 3x3 example has an empty cell; this 2x3 has none.
    let puzzle = tatham(SMALL);
    let url = to_url(&puzzle).unwrap();
    // The counts (`-` then `+` of each column, then of each row; none for row 2), then
    // the borders: `c` = 01100 (between side-by-side cells of rows 2 and 3, not 1),
    // `o` = 11000 (below both cells of row 1, not of row 2).
    assert_eq!(url, "https://puzz.link/p?magnets/2/3/111111h11co");
    assert_eq!(read(&url).unwrap(), puzzle);
}

#[test]
fn every_small_layout_round_trips() {
    // All layouts of dominoes and empty cells on grids up to 3x3, with counts varied.
    for (width, height) in [(1, 1), (1, 3), (2, 2), (3, 2), (2, 3), (3, 3), (4, 1)] {
        let size = Size::new(width, height);
        for (index, layout) in layouts(size).into_iter().enumerate() {
            let count = |i: usize| (i + index) % 4 != 3;
            let counts = |n: usize, offset: usize| -> Vec<Option<usize>> {
                (0..n)
                    .map(|i| count(i + offset).then_some((i + offset) % 3))
                    .collect()
            };
            let puzzle = Magnets {
                layout,
                plus: Counts {
                    cols: counts(width, 0),
                    rows: counts(height, 1),
                },
                minus: Counts {
                    cols: counts(width, 2),
                    rows: counts(height, 3),
                },
            };
            let url = to_url(&puzzle).unwrap();
            assert_eq!(read(&url).unwrap(), puzzle, "{url}");
        }
    }
}

/// Every layout of `size` made of dominoes and singletons.
fn layouts(size: Size) -> Vec<Grid<End>> {
    fn fill(layout: &mut Grid<End>, filled: &mut Grid<bool>, all: &mut Vec<Grid<End>>) {
        let Some(pos) = layout.size().cells().find(|&p| !filled[p]) else {
            all.push(layout.clone());
            return;
        };
        let size = layout.size();
        let mut place = |layout: &mut Grid<End>, filled: &mut Grid<bool>, cells: &[(Pos, End)]| {
            for &(p, end) in cells {
                layout[p] = end;
                filled[p] = true;
            }
            fill(layout, filled, all);
            for &(p, _) in cells {
                layout[p] = End::Single;
                filled[p] = false;
            }
        };
        place(layout, filled, &[(pos, End::Single)]);
        let right = Pos::new(pos.row, pos.col + 1);
        if size.contains(right) && !filled[right] {
            place(layout, filled, &[(pos, End::Left), (right, End::Right)]);
        }
        let down = Pos::new(pos.row + 1, pos.col);
        if size.contains(down) {
            place(layout, filled, &[(pos, End::Top), (down, End::Bottom)]);
        }
    }
    let mut all = Vec::new();
    fill(
        &mut Grid::from_fn(size, |_| End::Single),
        &mut Grid::from_fn(size, |_| false),
        &mut all,
    );
    all
}

#[test]
fn counts_pzprjs_cannot_read_back_get_no_url() {
    let mut puzzle = tatham(SMALL);
    puzzle.plus.rows[0] = Some(255);
    assert!(to_url(&puzzle).is_some());
    puzzle.plus.rows[0] = Some(256);
    assert_eq!(to_url(&puzzle), None);
}

#[test]
fn what_gridsat_does_not_solve_is_refused_with_its_column() {
    let error = |url: &str| {
        let error = read(url).unwrap_err();
        (error.column, error.message)
    };
    let (column, message) = error("https://puzz.link/p?magnets/a/5/5/g222j2h2g22g0g32fubmo3or00000000000400");
    assert_eq!(column, Some(29));
    assert!(
        message.starts_with("the `a` flag: pzprjs's anti-magnets variant"),
        "{message}"
    );
    // SMALL's body is `111111h11co`: the counts in columns 15-23, the borders 24-25,
    // the given poles 26-27 and the empty cells 28-29.
    // A `+` given at r1c2: the first character of the poles is 3 (0, 1, 0).
    let (column, message) = error("p?magnets/2/3/111111h11co3000");
    assert_eq!(column, Some(26));
    assert_eq!(
        message,
        "`3` gives a `+` pole at r1c2: gridsat's Magnets has no poles given in cells"
    );
    let (column, message) = error("p?magnets/2/3/11.111h11co");
    assert_eq!(column, Some(17));
    assert!(message.starts_with("`.` is a count shown as `?`"), "{message}");
    // No borders at all: one region of six cells.
    let (column, message) = error("p?magnets/2/3/111111h11");
    assert_eq!(column, Some(24));
    assert_eq!(
        message,
        "r1c1 is in a region of 6 cells (no borders between them): gridsat's Magnets has dominoes, regions of two cells, only"
    );
    // Every border drawn: six regions of one cell.
    let (column, message) = error("p?magnets/2/3/111111h11su");
    assert_eq!(column, Some(24));
    assert!(
        message.starts_with("r1c1 is a region of one cell: pzprjs lets it hold a lone pole"),
        "{message}"
    );
    let (column, message) = error("p?magnets/2/3/111111h11!0");
    assert_eq!(column, Some(24));
    assert_eq!(
        message,
        "`!` is not a character of the borders between cells side by side: expected 0-9 or a-v (5 to a character)"
    );
    // Three borders between side-by-side cells: one character, whose last 2 bits are 0.
    let (column, message) = error("p?magnets/2/3/111111h111");
    assert_eq!(column, Some(24));
    assert!(
        message.starts_with(
            "`1` goes past the 3 borders between cells side by side: only its first 3 of 5 values"
        ),
        "{message}"
    );
    let (column, message) = error("p?magnets/2/3/111111h11co0000x");
    assert_eq!(column, Some(30));
    assert_eq!(
        message,
        "unexpected `x` after the counts, the borders, the given poles and the empty cells"
    );
    let (column, message) = error("p?magnets/2/1/zz");
    assert_eq!(column, Some(15));
    assert_eq!(
        message,
        "the counts run past the 6 counts around a 2x1 grid (a - and a + count for each column, then for each row)"
    );
}
