//! Tests of the `.g` reader: black and white and colour puzzles equal to the same puzzles
//! read from webpbn XML, the layout's corners, and every error with its line and column.

use super::*;
use crate::puzzle::Puzzle;
use crate::puzzles::hanjie::formats::webpbn;
use crate::puzzles::hanjie::palette::Palette;
use crate::puzzles::hanjie::{Hanjie, LineClue};

fn source(text: &str) -> Source {
    Source::inline("t.g", text)
}

fn xml(text: &str) -> WebpbnPuzzle {
    webpbn::parse(&Source::inline("t.xml", text)).unwrap()
}

/// The error message of reading `text`, with its place (`t.g:LINE:COLUMN: …`).
fn bad(text: &str) -> String {
    parse(&source(text)).unwrap_err().to_string()
}

const BLACK_AND_WHITE: &str = "\
A letter A, written for these tests.
: rows
3
1 1
5

1,1
: columns
3
1 1
1 1
1 1
3
: end
ignored: 7 x
";

const BLACK_AND_WHITE_XML: &str = "\
<puzzleset><puzzle type=\"grid\">
<clues type=\"columns\">
<line><count>3</count></line>
<line><count>1</count><count>1</count></line>
<line><count>1</count><count>1</count></line>
<line><count>1</count><count>1</count></line>
<line><count>3</count></line>
</clues>
<clues type=\"rows\">
<line><count>3</count></line>
<line><count>1</count><count>1</count></line>
<line><count>5</count></line>
<line/>
<line><count>1</count><count>1</count></line>
</clues>
</puzzle></puzzleset>
";

/// Three colours, the default one (`1`) declared last and drawn as the file says.
const COLOURS: &str = "\
# A flag in three colours, written for these tests.
#declaration of the colours
   r:r  #FF0000   red
   g:%  #0b0      green
   0:   white     paper
   1:*  black
:rows
2r 1
1g  1r\t1
: columns
1r
1g 1r
1 1
";

const COLOURS_XML: &str = "\
<puzzleset><puzzle type=\"grid\" backgroundcolor=\"paper\" defaultcolor=\"black\">
<color name=\"paper\" char=\".\">ffffff</color>
<color name=\"black\" char=\"*\">000000</color>
<color name=\"red\" char=\"r\">ff0000</color>
<color name=\"green\" char=\"%\">00bb00</color>
<clues type=\"columns\">
<line><count color=\"red\">1</count></line>
<line><count color=\"green\">1</count><count color=\"red\">1</count></line>
<line><count>1</count><count>1</count></line>
</clues>
<clues type=\"rows\">
<line><count color=\"red\">2</count><count>1</count></line>
<line><count color=\"green\">1</count><count color=\"red\">1</count><count>1</count></line>
</clues>
</puzzle></puzzleset>
";

#[test]
fn black_and_white_equals_its_xml() {
    let puzzle = parse(&source(BLACK_AND_WHITE)).unwrap();
    assert_eq!(puzzle, xml(BLACK_AND_WHITE_XML));
    assert_eq!((puzzle.width, puzzle.height), (5, 5));
    let hanjie = Hanjie::parse(&source(BLACK_AND_WHITE)).unwrap();
    assert_eq!(
        hanjie.palette,
        Palette::black_and_white(),
        "not read as black and white"
    );
    assert_eq!(hanjie.rows[3], LineClue::known(&[]));
    assert_eq!(hanjie.columns[1], LineClue::known(&[1, 1]));
    let from_xml = Hanjie::parse(&Source::inline("t.xml", BLACK_AND_WHITE_XML)).unwrap();
    assert_eq!(from_xml, hanjie);
}

#[test]
fn colour_equals_its_xml_and_reads_as_colour_hanjie() {
    let puzzle = parse(&source(COLOURS)).unwrap();
    assert_eq!(puzzle, xml(COLOURS_XML));
    let hanjie = Hanjie::parse(&source(COLOURS)).unwrap();
    assert_eq!(hanjie.palette, puzzle.palette, "not read in colour");
    let from_xml = Hanjie::parse(&Source::inline("t.xml", COLOURS_XML)).unwrap();
    assert_eq!(from_xml, hanjie);
}

#[test]
fn the_layout_s_corners() {
    // One colour declared: black and white, drawn in that colour's place.
    let one = "#d\n a:#  #f00 red\n: rows\n1a\n: columns\n1a\n";
    let puzzle = parse(&source(one)).unwrap();
    assert_eq!(puzzle.palette.colours[1].rgb, [255, 0, 0]);
    assert_eq!(
        Hanjie::parse(&source(one)).unwrap().palette,
        Palette::black_and_white()
    );
    // No closing `:` line: blank lines at the end are no columns; a lone 0 is no runs.
    let open = "Free text.\n: rows\n0\n1\n:columns\n0\n1\n\n\n";
    let puzzle = parse(&source(open)).unwrap();
    assert_eq!((puzzle.width, puzzle.height), (2, 2));
    assert!(puzzle.rows[0].is_empty());
    // A whitespace outchar: the background is `.`, other colours their run character.
    let spaces = "#D\n0:   white\n1:   black\nq:   blue\n:\n1 1q\n:\n1\n\n1q\n";
    let symbols: Vec<char> = parse(&source(spaces))
        .unwrap()
        .palette
        .colours
        .iter()
        .map(|c| c.symbol)
        .collect();
    assert_eq!(symbols, ['.', 'X', 'q']);
}

#[test]
fn detected_by_the_rows_line_or_the_extension() {
    assert_eq!(rows_line(BLACK_AND_WHITE), Some(2));
    assert_eq!(rows_line(COLOURS), Some(7));
    assert_eq!(rows_line("rows\n:rowsy\n"), None);
    assert_eq!(Hanjie::detect(&source(COLOURS)), Some(7));
    let mut with_extension = Source::inline("t", "text\n:\n1\n:\n1\n");
    assert!(!is_olsak(&with_extension));
    with_extension.extension = Some("g".to_string());
    assert!(is_olsak(&with_extension));
}

#[test]
fn errors_name_line_and_column() {
    let colours = "#d\n  a:A #f00 red\n  b:B #00f blue\n";
    let with_runs = |rows: &str| format!("{colours}: rows\n{rows}\n: columns\n1a\n");
    let cases: Vec<(String, &str)> = vec![
        (
            with_runs("1a 2c"),
            "t.g:5:5: unknown colour character `c` in run `2c`: expected one of `a` (red), `b` (blue)",
        ),
        (
            with_runs("1a 2"),
            "t.g:5:4: run `2` has no colour character and no default colour is declared (a `1:` \
             line after `#d`): write its colour after the length (`a` (red), `b` (blue))",
        ),
        (
            with_runs("1ab"),
            "t.g:5:2: run `1ab`: expected a length and at most one colour character (`3a`)",
        ),
        (
            with_runs("1a 0a"),
            "t.g:5:4: a run of length 0 (`0a`): runs are at least 1 long (an empty line, or a lone \
             `0`, is a line without runs)",
        ),
        (
            with_runs("a1"),
            "t.g:5:1: expected a run length from 1 to 4096 (and a colour character, `3a`), found `a1`",
        ),
        (
            with_runs("99999999999999999999a"),
            "t.g:5:1: expected a run length from 1 to 4096 (and a colour character, `3a`), found \
             `99999999999999999999a`",
        ),
        (
            "#d\n  a-A #f00\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:4: expected `:` after `a`: a colour line is `a:%  #FF0000  name`: the character \
             in runs, `:`, the character to draw, the colour",
        ),
        (
            "#d\n  a:A\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:6: colour `a` has no colour: expected `#RRGGBB` or an X11 name after `a:A` (a \
             colour line is `a:%  #FF0000  name`: the character in runs, `:`, the character to \
             draw, the colour)",
        ),
        (
            "#d\n  a:A #ff00 red\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:7: colour `#ff00`: expected `#` and 3 or 6 hex digits of red, green and blue \
             (`#FF0000`)",
        ),
        (
            "#d\n  t:/ black/orange\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:7: `black/orange` is a triangle cell: triangles and triddlers are not \
             supported, only square cells of one colour",
        ),
        (
            "#d\n 5:A red\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:2: `5` cannot be a colour character: digits and commas belong to the runs (`0` \
             declares the background, `1` the default colour)",
        ),
        (
            format!("{colours}  a:C #0f0 green\n: rows\n1\n: columns\n1\n"),
            "t.g:4:3: colour character `a` is declared twice (first on line 2): each colour needs \
             its own",
        ),
        (
            format!("{colours}  c:B #0f0 green\n: rows\n1\n: columns\n1\n"),
            "t.g:4:5: colour `c` is drawn `B`, as colour `b` (line 3): each colour needs its own \
             character",
        ),
        (
            format!("{colours}  c:. #0f0 green\n: rows\n1\n: columns\n1\n"),
            "t.g:4:5: colour `c` is drawn `.`, the background's character: the background and the \
             colours need characters of their own",
        ),
        (
            "#d\n  c:| #0f0 green\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:5: `|` cannot draw a colour (gridsat frames pictures with it): choose another \
             character",
        ),
        (
            "#d\n  c:C darkish\n: rows\n1\n: columns\n1\n".to_string(),
            "t.g:2:7: unknown colour `darkish`: write it as `#RRGGBB` (gridsat knows the X11 names \
             white, black, red, green, blue, yellow, cyan, magenta, orange, pink, purple, violet, \
             brown, maroon, gold, beige, navy, gray, grey, lightgray, darkgray, darkgreen, darkred, \
             darkblue)",
        ),
        (
            "Only text.\n".to_string(),
            "t.g: no line starts with `:`: expected an Olšák .g puzzle (a `: rows` line and the \
             row clues, a `: columns` line and the column clues)",
        ),
        (
            ": rows\n1\n1\n".to_string(),
            "t.g:3: the file ends in the row clues (opened on line 1): expected a `: columns` line, \
             then one clue line per column",
        ),
        (
            ": rows\n: columns\n1\n".to_string(),
            "t.g:1: the row clues opened here have no lines: expected one clue line per row",
        ),
        (
            ": rows\n1\n: columns\n\n\n".to_string(),
            "t.g:3: the column clues opened here have no lines: expected one clue line per column",
        ),
        (
            "  \n".to_string(),
            "t.g: the input is empty: expected an Olšák .g puzzle (a `: rows` line and the row \
             clues, a `: columns` line and the column clues)",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(bad(&text), expected, "{text}");
    }
}

#[test]
fn too_many_lines_and_colours() {
    let rows = "1\n".repeat(Size::MAX_SIDE + 1);
    assert_eq!(
        bad(&format!(": rows\n{rows}: columns\n1\n")),
        "t.g:1: the row clues opened here have 4097 lines: at most 4096 are supported"
    );
    // With the white background, 256 declared colours are one too many.
    let mut many = String::from("#d\n");
    for c in ('\u{100}'..)
        .filter(|c| c.is_alphabetic())
        .take(Palette::MAX_COLOURS)
    {
        many.push_str(&format!("{c}:{c} #123\n"));
    }
    many.push_str(": rows\n1\n: columns\n1\n");
    let message = bad(&many);
    assert!(
        message.starts_with("t.g:257: colour `")
            && message
                .ends_with("is colour number 257: at most 256 colours are supported, background included"),
        "{message}"
    );
}
