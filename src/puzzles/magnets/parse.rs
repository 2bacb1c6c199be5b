//! Reading and writing Magnets: the native format (`magnets WxH`, four labelled count lines,
//! H layout rows; Tatham's game IDs are in `tatham.rs`), and answer files (rows of `+`,
//! `-`, `x`, `?` for a cell not filled in yet).

use super::layout::check_layout;
use super::tatham::{parse_tatham, tatham_fields, tatham_id};
use super::url::{looks_like_url, parse_url};
use super::{Counts, End, Magnets, Partial, Pole, Solution};
use crate::answer::{self, Answers, CellSymbols};
use crate::error::ParseError;
use crate::formats::tatham;
use crate::grid::{Grid, Size};
use crate::puzzle::{Notation, Puzzle};
use crate::source::{Line, Source};

impl Puzzle for Magnets {
    type Solution = Solution;
    type Partial = Partial;

    const KIND: &'static str = "magnets";
    const TITLE: &'static str = "Magnets";
    const EXTENSIONS: &'static [&'static str] = &["magnets"];
    const FORMATS: &'static str = "`.magnets` files (first line `magnets WxH`), Simon Tatham's Magnets game IDs (`3x3:201,102,120,111,LRTT*BBLR`) and puzz.link Magnets URLs (`https://puzz.link/p?magnets/3/3/12200111101290gg00010`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["magnets"];

    fn size(&self) -> Size {
        self.layout.size()
    }

    /// Whether the source is a native Magnets file, a Tatham Magnets game ID or a puzz.link
    /// Magnets URL: the number of its first content line, which shows it.
    fn detect(source: &Source) -> Option<usize> {
        let line = source.first_content_line()?;
        let header = line
            .text
            .split_whitespace()
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("magnets"));
        (header || tatham_fields(line.text).is_some() || looks_like_url(line.text)).then_some(line.number)
    }

    /// Parses a native file, a Tatham ID or a puzz.link URL.
    fn parse(source: &Source) -> Result<Magnets, ParseError> {
        let lines = source.content_lines("#");
        let Some(first) = lines.first() else {
            return Err(source.nothing_error(
                "puzzle",
                "`magnets WxH`, a Tatham game ID or a puzz.link magnets URL",
            ));
        };
        if tatham::is_random_seed_id(first.text) {
            return Err(tatham::error(source, *first));
        }
        if looks_like_url(first.text) {
            if let Some(extra) = lines.get(1) {
                return Err(source.error_at_line(extra.number, "unexpected text after the URL"));
            }
            return parse_url(source, *first);
        }
        if tatham_fields(first.text).is_some() {
            if let Some(extra) = lines.get(1) {
                return Err(source.error_at_line(extra.number, "unexpected text after the game ID"));
            }
            return parse_tatham(source, *first);
        }
        parse_native(source, &lines)
    }

    /// Reads an answer file ([`crate::answer`]): grids of H rows of W symbols `+`, `-`, and
    /// `x` or `.` (neutral) or `#` (a singleton), `?` for a cell not filled in yet; or the JSON
    /// output of `solve`.
    fn parse_answers(&self, source: &Source) -> Result<Answers<Solution, Partial>, ParseError> {
        let value = |c: char| match c {
            '+' => Some(Pole::Plus),
            '-' => Some(Pole::Minus),
            'x' | 'X' | '.' | '#' => Some(Pole::Neutral),
            _ => None,
        };
        let symbols = CellSymbols {
            value: &value,
            unknown: &['?'],
            expected: "+, - or x (also . or # for neutral; ? for a cell not filled in yet)",
        };
        answer::read_grids(source, self.layout.size(), &symbols)
    }
}

fn parse_native(source: &Source, lines: &[Line]) -> Result<Magnets, ParseError> {
    let header = lines[0];
    let mut words = header.text.split_whitespace();
    if !words.next().is_some_and(|w| w.eq_ignore_ascii_case("magnets")) {
        return Err(source.error_at_line(header.number, "expected `magnets WxH` as the first line"));
    }
    let size = match (words.next(), words.next()) {
        (Some(size), None) => size
            .parse::<Size>()
            .map_err(|e| source.error_at_line(header.number, e.to_string()))?,
        _ => {
            return Err(source.error_at_line(header.number, "expected `magnets WxH`, e.g. `magnets 6x6`"));
        }
    };
    let mut counts: [Option<Vec<Option<usize>>>; 4] = Default::default();
    const LABELS: [&str; 4] = ["cols+", "rows+", "cols-", "rows-"];
    let mut rest = &lines[1..];
    while let Some(line) = rest.first() {
        let label = line.text.split_whitespace().next().unwrap_or("");
        let Some(slot) = LABELS.iter().position(|l| l.eq_ignore_ascii_case(label)) else {
            break;
        };
        if counts[slot].is_some() {
            return Err(source.error_at_line(line.number, format!("a second `{}` line", LABELS[slot])));
        }
        let expected = if slot % 2 == 0 { size.width } else { size.height };
        counts[slot] = Some(parse_count_line(
            source,
            line,
            label.len(),
            expected,
            LABELS[slot],
        )?);
        rest = &rest[1..];
    }
    let after = rest.first().map_or(lines.last().unwrap().number, |l| l.number);
    let mut take = |slot: usize| {
        counts[slot].take().ok_or_else(|| {
            source.error_at_line(
                after,
                format!(
                    "missing the `{}` count line (use `?` for unknown counts)",
                    LABELS[slot]
                ),
            )
        })
    };
    let plus = Counts {
        cols: take(0)?,
        rows: take(1)?,
    };
    let minus = Counts {
        cols: take(2)?,
        rows: take(3)?,
    };
    if rest.len() < size.height {
        let at = rest.last().map_or(after, |l| l.number);
        return Err(source.error_at_line(
            at,
            format!(
                "the layout has {} rows, expected {} (rows of L/R/T/B/*)",
                rest.len(),
                size.height
            ),
        ));
    }
    if let Some(extra) = rest.get(size.height) {
        return Err(source.error_at_line(
            extra.number,
            format!("unexpected line after the {} layout rows", size.height),
        ));
    }
    let mut cells = Vec::with_capacity(size.area());
    for line in rest {
        let letters = line.cells();
        for &(column, letter) in &letters {
            cells.push(End::from_letter(letter).ok_or_else(|| {
                source.error_at(
                    line.number,
                    column,
                    format!("`{letter}` is not a layout letter: expected L, R, T, B or *"),
                )
            })?);
        }
        if letters.len() != size.width {
            return Err(source.error_at_line(
                line.number,
                format!("layout row has {} cells, expected {}", letters.len(), size.width),
            ));
        }
    }
    let layout = Grid::from_vec(size, cells).expect("rows checked");
    check_layout(&layout, |pos, message| {
        let line = rest[pos.row];
        let column = line.cells().get(pos.col).map_or(1, |&(column, _)| column);
        source.error_at(line.number, column, message)
    })?;
    Ok(Magnets { layout, plus, minus })
}

fn parse_count_line(
    source: &Source,
    line: &Line,
    label_len: usize,
    expected: usize,
    label: &str,
) -> Result<Vec<Option<usize>>, ParseError> {
    let mut values = Vec::new();
    for (at, token) in line.words(label_len) {
        values.push(match token {
            "?" | "." => None,
            _ => Some(token.parse::<usize>().map_err(|_| {
                source.error_at(
                    line.number,
                    line.column(at),
                    format!("expected a count (a number, or ? for unknown), found `{token}`"),
                )
            })?),
        });
    }
    if values.len() != expected {
        return Err(source.error_at_line(
            line.number,
            format!("`{label}` has {} counts, expected {expected}", values.len()),
        ));
    }
    Ok(values)
}

impl Notation for Magnets {
    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        solution.text_rows(|pole| pole.symbol())
    }

    fn partial_rows(&self, partial: &Partial) -> Vec<String> {
        partial.text_rows(|pole| pole.map_or(crate::analyze::OPEN_CELL, Pole::symbol))
    }

    /// Simon Tatham's game first, then puzz.link.
    fn play_links(&self) -> Vec<String> {
        [super::tatham::play_link(self), super::url::to_url(self)]
            .into_iter()
            .flatten()
            .collect()
    }

    /// The puzzle in the native format, with its Tatham ID as a comment when it has one.
    fn to_native(&self) -> String {
        let size = self.layout.size();
        let counts = |values: &[Option<usize>]| {
            values
                .iter()
                .map(|v| v.map_or("?".to_string(), |n| n.to_string()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut out = String::new();
        if let Some(id) = tatham_id(self) {
            out += &format!("# Tatham ID {id}\n");
        }
        out += &format!("magnets {size}\n");
        out += &format!(
            "cols+ {}\nrows+ {}\n",
            counts(&self.plus.cols),
            counts(&self.plus.rows)
        );
        out += &format!(
            "cols- {}\nrows- {}\n",
            counts(&self.minus.cols),
            counts(&self.minus.rows)
        );
        for row in 0..size.height {
            out.extend(self.layout.row(row).iter().map(|e| e.letter()));
            out.push('\n');
        }
        out
    }
}
