//! puzz.link URLs of Magnets: `https://puzz.link/p?magnets/<cols>/<rows>/<body>`, the header
//! read by [`crate::formats::puzzlink`] (any host will do). The body, as pzprjs writes it
//! (`magnets.js`), is in four sections:
//!
//! 1. The counts outside the grid, as puzz.link numbers ([`crate::formats::puzzlink::numbers`]; a
//!    count skipped is unknown): for each column, left to right, its `-` count (the row of
//!    counts next to the grid) then its `+` count, then the same for each row, top to bottom.
//! 2. The borders between cells, five to a base-32 character: between side-by-side cells row
//!    by row, then between a cell and the one below. The regions they leave are the dominoes.
//! 3. Only when some cell is empty: the poles given in cells, three to a base-27 character
//!    (pzprjs's `decodeCircle`; 1 is `+`, 2 is `-`), all 0 here;
//! 4. then the empty cells, one bit each, five to a base-32 character. pzprjs keeps them
//!    out of every region (they are drawn grey and take no pole): Tatham's `*`, a cell
//!    that is always neutral.
//!
//! pzprjs's Magnets allows more than gridsat's: regions of any size, a region of one cell
//! that may hold a lone pole, poles given in cells, a count shown as `?` (which its check
//! never finds met), and the `a` flag for a variant whose touching poles must be alike.
//! URLs that use any of these are refused with what they use; everything else is read.

use super::{Counts, End, Magnets};
use crate::error::ParseError;
use crate::formats::puzzlink::numbers::{self, Given, Places};
use crate::formats::puzzlink::packed::Packing;
use crate::formats::puzzlink::{BodyError, Genre, Url};
use crate::grid::{Grid, Pos, Size};
use crate::source::{Line, Source};

/// The puzz.link genre. Its one flag, `a` (pzprjs's anti-magnets variant), is refused, so
/// it is not among the flags (messages would offer it).
const GENRE: Genre = Genre {
    name: "magnets",
    flags: &[],
};
/// The start of a URL of pzprjs's anti-magnets variant: the `a` flag.
const ANTI: &str = "?magnets/a/";
/// Borders and empty cells: one bit each, five to a character.
const BITS: Packing = Packing { base: 2, per_char: 5 };
/// Poles given in cells: 0 (none), 1 (`+`) or 2 (`-`), three to a character.
const POLES: Packing = Packing { base: 3, per_char: 3 };
/// The largest count pzprjs reads back: its reader of the numbers outside the grid takes a
/// digit or `-` and two hexadecimal digits (its writer would write `+` and three).
const MAX_COUNT: usize = 255;

/// Whether `line` is a puzz.link Magnets URL (any host, or just `p?magnets/...`).
pub(super) fn looks_like_url(line: &str) -> bool {
    GENRE.looks_like_url(line)
}

/// Reads the puzzle from the URL on `line`.
pub(super) fn parse_url(source: &Source, line: Line) -> Result<Magnets, ParseError> {
    if let Some(at) = line.text.find(ANTI) {
        return Err(source.error_at(
            line.number,
            line.column(at + ANTI.len() - 2),
            "the `a` flag: pzprjs's anti-magnets variant, where the poles of two dominoes that touch must be alike, which gridsat does not solve",
        ));
    }
    let url = Url::parse(source, line, GENRE)?;
    decode_body(url.body, url.size).map_err(|error| url.body_error(error))
}

/// The puzzle of a URL body, or the byte index in `body` of what is wrong and why.
pub(super) fn decode_body(body: &str, size: Size) -> Result<Magnets, BodyError> {
    let Size { width, height } = size;
    let area = size.area();
    let whole = format!("around a {size} grid (a - and a + count for each column, then for each row)");
    let places = Places {
        count: 2 * (width + height),
        noun: "count",
        whole: &whole,
    };
    let (counts, mut at) = numbers::decode_places(body, places, "a count", |given| {
        match given {
        Given::Number(n) => Ok(n),
        Given::Unknown => Err(
            "`.` is a count shown as `?`, which pzprjs's Magnets never finds met: an unknown count is skipped instead"
                .into(),
        ),
    }
    })?;
    let mut section = |packing: Packing, count: usize, what: &str| {
        let start = at;
        let (values, length) = packing
            .read(&body[start..], count, what)
            .map_err(|(index, message)| (start + index, message))?;
        at += length;
        Ok::<_, BodyError>((values, start))
    };
    let (beside, borders_at) = section(BITS, (width - 1) * height, "borders between cells side by side")?;
    let (below, _) = section(
        BITS,
        width * (height - 1),
        "borders between a cell and the one below",
    )?;
    let (poles, poles_at) = section(POLES, area, "poles given in cells")?;
    let (empty, _) = section(BITS, area, "empty cells")?;
    if let Some(index) = poles.iter().position(|&pole| pole != 0) {
        let pos = Pos::new(index / width, index % width);
        let sign = if poles[index] == 1 { '+' } else { '-' };
        let char_at = poles_at + index / POLES.per_char;
        let c = &body[char_at..char_at + 1];
        return Err((
            char_at,
            format!("`{c}` gives a `{sign}` pole at {pos}: gridsat's Magnets has no poles given in cells"),
        ));
    }
    if at < body.len() {
        return Err((
            at,
            format!(
                "unexpected `{}` after the counts, the borders, the given poles and the empty cells",
                &body[at..]
            ),
        ));
    }
    let empty = Grid::from_vec(size, empty.into_iter().map(|bit| bit != 0).collect()).expect("one per cell");
    let joined = |a: Pos, b: Pos| {
        let border = if a.row == b.row {
            beside[a.row * (width - 1) + a.col]
        } else {
            below[a.row * width + a.col]
        };
        border == 0 && !empty[a] && !empty[b]
    };
    let layout = dominoes(&empty, joined).map_err(|message| (borders_at, message))?;
    let counts_of = |offset: usize, lines: usize| -> Vec<Option<usize>> {
        (0..lines).map(|i| counts[offset + 2 * i]).collect()
    };
    let minus = Counts {
        cols: counts_of(0, width),
        rows: counts_of(2 * width, height),
    };
    let plus = Counts {
        cols: counts_of(1, width),
        rows: counts_of(2 * width + 1, height),
    };
    Ok(Magnets { layout, plus, minus })
}

/// The layout whose dominoes are the regions of the cells that are not `empty`, where
/// `joined` says which neighbours (the upper or left one first) are in one region; the
/// empty cells are singletons. An error names a region that is no domino.
fn dominoes(empty: &Grid<bool>, joined: impl Fn(Pos, Pos) -> bool) -> Result<Grid<End>, String> {
    let size = empty.size();
    let mut layout = Grid::from_fn(size, |_| End::Single);
    let mut seen = empty.clone();
    for start in size.cells() {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut region = vec![start];
        let mut next = 0;
        while let Some(&pos) = region.get(next) {
            next += 1;
            for other in size.neighbours(pos) {
                let (a, b) = if pos < other { (pos, other) } else { (other, pos) };
                if !seen[other] && joined(a, b) {
                    seen[other] = true;
                    region.push(other);
                }
            }
        }
        match region[..] {
            [single] => {
                return Err(format!(
                    "{single} is a region of one cell: pzprjs lets it hold a lone pole, but gridsat's Magnets has only dominoes and empty cells (always neutral; Tatham's `*`)"
                ));
            }
            [a, b] => {
                let (first, second) = if a < b { (a, b) } else { (b, a) };
                let (first_end, second_end) = if first.row == second.row {
                    (End::Left, End::Right)
                } else {
                    (End::Top, End::Bottom)
                };
                layout[first] = first_end;
                layout[second] = second_end;
            }
            _ => {
                return Err(format!(
                    "{start} is in a region of {} cells (no borders between them): gridsat's Magnets has dominoes, regions of two cells, only",
                    region.len()
                ));
            }
        }
    }
    Ok(layout)
}

/// The puzz.link URL of `puzzle`, to play it online: `None` when a count is over
/// 255, which pzprjs cannot read back.
#[must_use]
pub fn to_url(puzzle: &Magnets) -> Option<String> {
    let layout = &puzzle.layout;
    let size = layout.size();
    let Size { width, height } = size;
    let pairs = |minus: &[Option<usize>], plus: &[Option<usize>]| -> Vec<Option<usize>> {
        minus.iter().zip(plus).flat_map(|(&m, &p)| [m, p]).collect()
    };
    let mut counts = pairs(&puzzle.minus.cols, &puzzle.plus.cols);
    counts.extend(pairs(&puzzle.minus.rows, &puzzle.plus.rows));
    if counts.iter().flatten().any(|&n| n > MAX_COUNT) {
        return None;
    }
    let mut body = numbers::encode(counts.into_iter().map(|count| count.map(Given::Number)));
    // A border between two dominoes; none inside one, none beside an empty cell.
    let border = |a: Pos, b: Pos| {
        let apart = layout[a] != End::Single && layout[b] != End::Single && puzzle.partner(a) != Some(b);
        u32::from(apart)
    };
    let beside: Vec<u32> = (0..height)
        .flat_map(|r| (1..width).map(move |c| (Pos::new(r, c - 1), Pos::new(r, c))))
        .map(|(a, b)| border(a, b))
        .collect();
    let below: Vec<u32> = (1..height)
        .flat_map(|r| (0..width).map(move |c| (Pos::new(r - 1, c), Pos::new(r, c))))
        .map(|(a, b)| border(a, b))
        .collect();
    body += &BITS.write(&beside);
    body += &BITS.write(&below);
    let empty: Vec<u32> = layout
        .values()
        .map(|&end| u32::from(end == End::Single))
        .collect();
    if empty.contains(&1) {
        body += &POLES.write(&vec![0; size.area()]);
        body += &BITS.write(&empty);
    }
    Some(GENRE.url(&[], size, &body))
}

#[cfg(test)]
mod tests;
