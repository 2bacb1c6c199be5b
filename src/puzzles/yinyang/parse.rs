//! Reading and writing Yin Yang puzzles in the native format: a first line `yinyang WxH`,
//! then H rows of W cells, each `.` (empty), `B` (a given black cell) or `W` (a given white
//! cell), with optional spaces between cells; `#` lines are comments. A puzz.link URL on its
//! own line is read by `url.rs`. Solutions are rows of `B` and `W` (`.` or `?` for a cell
//! not filled in yet).

use super::url::{looks_like_url, parse_url};
use super::{Colour, Partial, Solution, YinYang};
use crate::answer::{self, Answers, CellSymbols};
use crate::error::ParseError;
use crate::grid::Size;
use crate::grid_file::{GridFormat, looks_like, read_native_or_url};
use crate::puzzle::{Notation, Puzzle};
use crate::source::Source;

/// The header word of the native format.
const HEADER: &str = "yinyang";

/// The native format and URL type, for the shared reader.
const FORMAT: GridFormat = GridFormat {
    header: HEADER,
    url_type: Some("yinyang"),
    expected: "`.` (empty), `B` (black) or `W` (white)",
    keyword: None,
};

impl Puzzle for YinYang {
    type Solution = Solution;
    type Partial = Partial;

    const KIND: &'static str = "yinyang";
    const TITLE: &'static str = "Yin Yang";
    const EXTENSIONS: &'static [&'static str] = &["yinyang"];
    const FORMATS: &'static str = "`.yinyang` files (first line `yinyang WxH`) and puzz.link Yin Yang URLs (`https://puzz.link/p?yinyang/3/3/000`)";
    const PUZZLINK_GENRES: &'static [&'static str] = &["yinyang"];

    fn size(&self) -> Size {
        self.givens.size()
    }

    /// Whether the source is a native Yin Yang file (first word `yinyang`) or a puzz.link Yin
    /// Yang URL.
    fn detect(source: &Source) -> Option<usize> {
        looks_like(source, HEADER, looks_like_url)
    }

    /// Parses a native file or a puzz.link URL (any line with a `?` is taken as a URL).
    fn parse(source: &Source) -> Result<YinYang, ParseError> {
        read_native_or_url(
            source,
            FORMAT,
            |line| line.contains('?'),
            |line| parse_url(source, line),
            |c| match c {
                '.' => Some(None),
                _ => Colour::from_letter(c).map(Some),
            },
            |givens, _| Ok(YinYang::new(givens)),
        )
    }

    /// Reads an answer file of `puzzle` ([`crate::answer`]): grids of rows of `B` and `W`,
    /// `.` or `?` for a cell not filled in yet; or `solve`'s JSON.
    fn parse_answers(&self, source: &Source) -> Result<Answers<Solution, Partial>, ParseError> {
        let symbols = CellSymbols {
            value: &Colour::from_letter,
            unknown: &['.', '?'],
            expected: "`B` (black) or `W` (white), . or ? for a cell not filled in yet",
        };
        answer::read_grids(source, self.givens.size(), &symbols)
    }
}

impl Notation for YinYang {
    fn solution_rows(&self, solution: &Solution) -> Vec<String> {
        super::solution_rows(solution)
    }

    fn partial_rows(&self, partial: &Partial) -> Vec<String> {
        partial.text_rows(|colour| colour.map_or(crate::analyze::OPEN_CELL, Colour::letter))
    }

    fn play_links(&self) -> Vec<String> {
        vec![super::url::to_url(self)]
    }

    /// The puzzle in the native format (its puzz.link URL, the play link, is `url::to_url`).
    fn to_native(&self) -> String {
        let size = self.givens.size();
        let mut out = format!("{HEADER} {size}\n");
        for row in 0..size.height {
            out.extend(
                self.givens
                    .row(row)
                    .iter()
                    .map(|given| given.map_or('.', Colour::letter)),
            );
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::url::to_url;
    use super::*;
    use crate::grid::{Grid, Size};
    use crate::puzzle::Puzzle;
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    fn read(text: &str) -> Result<YinYang, ParseError> {
        YinYang::parse(&Source::inline("p.yinyang", text))
    }

    /// The error's position and a piece of its message.
    fn fails(text: &str, line: Option<usize>, column: Option<usize>, says: &str) {
        let error = read(text).unwrap_err();
        assert_eq!(error.origin, "p.yinyang", "{error}");
        assert_eq!((error.line, error.column), (line, column), "{error}");
        assert!(error.message.contains(says), "`{error}` does not say `{says}`");
    }

    #[test]
    fn reads_cells_with_or_without_spaces_and_comments() {
        let puzzle = read("# a comment\nyinyang 3x2\nB . W\n\n# between rows\n  .W.  \n").unwrap();
        let expected = YinYang::new(
            Grid::from_vec(
                Size::new(3, 2),
                vec![
                    Some(Colour::Black),
                    None,
                    Some(Colour::White),
                    None,
                    Some(Colour::White),
                    None,
                ],
            )
            .unwrap(),
        );
        assert_eq!(puzzle, expected);
    }

    #[test]
    fn reads_a_url_line() {
        let puzzle = read("# from pzprjs\nhttps://puzz.link/p?yinyang/5/5/016612300\n").unwrap();
        assert_eq!(puzzle.givens.size(), Size::new(5, 5));
        fails(
            "https://puzz.link/p?yinyang/5/5/016612300\nB",
            Some(2),
            None,
            "after the URL",
        );
        fails("p?yinyang/2/2/0r", Some(1), Some(16), "`r` is not a URL cell");
    }

    #[test]
    fn native_round_trips() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..200 {
            let size = Size::new(rng.random_range(1..=8), rng.random_range(1..=8));
            let givens = Grid::from_fn(size, |_| match rng.random_range(0..4) {
                0 => Some(Colour::White),
                1 => Some(Colour::Black),
                _ => None,
            });
            let puzzle = YinYang::new(givens);
            let native = puzzle.to_native();
            assert!(native.starts_with(&format!("yinyang {size}\n")), "{native}");
            assert_eq!(read(&native).unwrap(), puzzle, "{native}");
            let source = Source::inline("p", native.clone());
            assert_eq!(YinYang::detect(&source), Some(1));
            // The play link is the same puzzle.
            let url = to_url(&puzzle);
            assert!(url.starts_with("https://puzz.link/p?yinyang/"), "{url}");
            assert_eq!(read(&url).unwrap(), puzzle);
        }
    }

    #[test]
    fn detection() {
        let yes = |text: &str| YinYang::detect(&Source::inline("x", text)).is_some();
        assert!(yes("# c\nyinyang 5x5\n....."));
        assert!(yes("http://pzv.jp/p.html?yinyang/6/6/0j40j0060220"));
        assert!(!yes("123 4x4\n...."));
        assert!(!yes("https://puzz.link/p?fillomino/t/4/4/g21o21h"));
        assert!(!yes("yinyangs 5x5"));
        assert!(!yes(""));
    }

    #[test]
    fn every_error_names_file_line_and_column() {
        fails("", None, None, "the input is empty");
        fails(
            "# only a comment\n\n",
            None,
            None,
            "the input holds only comments, no puzzle: expected `yinyang WxH`",
        );
        fails(
            "yin 3x3\n...\n...\n...",
            Some(1),
            Some(1),
            "expected `yinyang WxH`",
        );
        fails("\n  magnets 3x3", Some(2), Some(3), "expected `yinyang WxH`");
        fails("yinyang\n...", Some(1), Some(8), "expected a size");
        fails("yinyang 3by3\n...", Some(1), Some(9), "expected a size WxH");
        fails("yinyang 0x3\n...", Some(1), Some(9), "at least 1 cell per side");
        fails("yinyang 3x3 big\n...", Some(1), Some(13), "unexpected `big`");
        fails(
            "yinyang 3x2\n...\n...\n...",
            Some(4),
            None,
            "3 rows of cells, expected 2",
        );
        fails(
            "yinyang 3x3\n...\n...",
            Some(3),
            None,
            "2 rows of cells, expected 3",
        );
        fails("yinyang 3x1", Some(1), None, "0 rows of cells, expected 1");
        fails(
            "yinyang 3x2\n...\n. .  .  .",
            Some(3),
            None,
            "row has 4 cells, expected 3",
        );
        fails(
            "yinyang 3x2\n..\n...",
            Some(2),
            None,
            "row has 2 cells, expected 3",
        );
        fails("yinyang 3x2\n...\n. b .", Some(3), Some(3), "`b` is not a cell");
        fails("yinyang 2x1\n  x.", Some(2), Some(3), "`x` is not a cell");
        fails("yinyang 2x1\n.●", Some(2), Some(2), "`●` is not a cell");
    }

    #[test]
    fn solutions() {
        let puzzle = read("yinyang 3x2\n...\n...").unwrap();
        let read = |text: &str| puzzle.parse_solution(&Source::inline("s", text));
        let solution = read("# found\nBWW\nB B B\n").unwrap();
        assert_eq!(super::super::solution_rows(&solution), ["BWW", "BBB"]);
        let json = r#"{"status":"solved","solution":["BWW","BBB"]}"#;
        assert_eq!(read(json).unwrap(), solution);
        let error = read("BWW\nBbB").unwrap_err();
        assert_eq!((error.line, error.column), (Some(2), Some(2)), "{error}");
        assert!(
            error.message.contains("expected `B` (black) or `W` (white)"),
            "{error}"
        );
        let error = read("BWW\nB.B").unwrap_err();
        assert!(error.message.contains("1 cell is not filled in"), "{error}");
        let error = read("BWW").unwrap_err();
        assert!(error.message.contains("1 rows, expected 2"), "{error}");
        let error = read("BWW\nBB").unwrap_err();
        assert_eq!(error.line, Some(2), "{error}");
    }
}
