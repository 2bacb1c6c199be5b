//! Tests of colour webpbn puzzles: the palette, coloured runs and goals, their errors, and
//! the writer's round trip.

use super::tests::{bad, fixture, read};
use super::*;
use crate::puzzle::Puzzle;
use crate::puzzles::hanjie::clue::runs_of_cells;
use crate::puzzles::hanjie::formats::from_webpbn;
use crate::puzzles::hanjie::{Hanjie, LineClue};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The runs of a line of palette indices, as webpbn clues hold them.
fn colour_runs_of(cells: impl IntoIterator<Item = u8>) -> Vec<ColourRun> {
    runs_of_cells(cells)
        .into_iter()
        .map(|run| ColourRun {
            length: run.shortest(),
            colour: run.colour,
        })
        .collect()
}

fn run(length: usize, colour: u8) -> ColourRun {
    ColourRun { length, colour }
}

/// Red defined before black, so that the default colour's place (index 1) shows.
const THREE: &str = "\
<?xml version=\"1.0\"?>
<puzzleset>
<puzzle type=\"grid\" defaultcolor=\"black\">
<title>Flag &amp; pole</title>
<color name=\"white\" char=\".\">fff</color>
<color name=\"red\" char=\"r\">FF0000</color>
<color name=\"black\" char=\"X\">000</color>
<clues type=\"columns\">
<line><count>1</count><count color=\"red\">1</count></line>
<line><count color=\"red\">2</count></line>
<line/>
</clues>
<clues type=\"rows\">
<line><count color=\"black\">1</count><count color=\"red\">1</count></line>
<line><count color=\"red\">2</count></line>
</clues>
<solution><image>
|Xr.|
|rr.|
</image></solution>
</puzzle>
</puzzleset>
";

#[test]
fn reads_a_three_colour_puzzle_with_its_goal() {
    let puzzle = read(THREE).unwrap();
    assert_eq!(puzzle.title.as_deref(), Some("Flag & pole"));
    let colours: Vec<(&str, char, [u8; 3])> = puzzle
        .palette
        .colours
        .iter()
        .map(|c| (c.name.as_str(), c.symbol, c.rgb))
        .collect();
    assert_eq!(
        colours,
        [
            ("white", '.', [255, 255, 255]),
            ("black", 'X', [0, 0, 0]),
            ("red", 'r', [255, 0, 0])
        ]
    );
    assert_eq!(
        puzzle.columns,
        vec![vec![run(1, 1), run(1, 2)], vec![run(2, 2)], vec![]]
    );
    assert_eq!(puzzle.rows, vec![vec![run(1, 1), run(1, 2)], vec![run(2, 2)]]);
    let goal = puzzle.goal.as_ref().unwrap();
    assert_eq!(goal.row(0), &[1, 2, 0]);
    assert_eq!(goal.row(1), &[2, 2, 0]);
    for row in 0..puzzle.height {
        assert_eq!(colour_runs_of(goal.row(row).iter().copied()), puzzle.rows[row]);
    }
    for col in 0..puzzle.width {
        assert_eq!(colour_runs_of(goal.column(col).copied()), puzzle.columns[col]);
    }
    assert_eq!(puzzle.colours_used(), vec![1, 2]);
    let hanjie = from_webpbn(puzzle.clone());
    assert_eq!(hanjie.palette, puzzle.palette);
    assert_eq!(hanjie.rows[0], LineClue::of_cells([1, 2, 0]));
}

/// A puzzle of one cell in `colours` (inner XML), its one run `count`.
fn one_cell(colours: &str, count: &str) -> String {
    format!(
        "<puzzle>\n{colours}\n<clues type=\"columns\"><line>{count}</line></clues>\n\
         <clues type=\"rows\"><line>{count}</line></clues>\n</puzzle>"
    )
}

#[test]
fn rgb_has_three_or_six_hex_digits() {
    let puzzle = read(&one_cell(
        "<color name=\"teal\">\n a5C </color><color name=\"plum\">12aB9f</color>",
        "<count color=\"teal\">1</count>",
    ))
    .unwrap();
    let rgb: Vec<[u8; 3]> = puzzle.palette.colours.iter().map(|c| c.rgb).collect();
    assert_eq!(rgb, [[255; 3], [0; 3], [0xaa, 0x55, 0xcc], [0x12, 0xab, 0x9f]]);
    for text in ["ff00", "ggg", "", "#ff0000", "fff fff"] {
        assert_eq!(
            bad(&one_cell(&format!("<color name=\"teal\">{text}</color>"), "")),
            format!(
                "t.xml:2:1: colour `teal` is `{text}`: expected 3 or 6 hex digits of red, green \
                 and blue (`f00` or `ff0000`)"
            )
        );
    }
}

#[test]
fn colours_without_a_char_get_one_by_the_rule() {
    let puzzle = read(
        "<puzzle backgroundcolor=\"yellow\" defaultcolor=\"green\">\
         <color name=\"yellow\">ff0</color><color name=\"green\">0f0</color>\
         <color name=\"grey\">888</color><color name=\"#dark\">111</color>\
         <color name=\"ash\" char=\"X\">bbb</color>\
         <clues type=\"columns\"><line><count color=\"black\">1</count></line></clues>\
         <clues type=\"rows\"><line><count color=\"white\">1</count></line></clues></puzzle>",
    )
    .unwrap();
    let symbols: Vec<(&str, char)> = puzzle
        .palette
        .colours
        .iter()
        .map(|c| (c.name.as_str(), c.symbol))
        .collect();
    // yellow: the background takes `.`; green and grey: first letter, then the first free of
    // a-z; #dark: not a letter; ash: its own; black: `X` is ash's; white: `.` is yellow's.
    assert_eq!(
        symbols,
        [
            ("yellow", '.'),
            ("green", 'g'),
            ("grey", 'a'),
            ("#dark", 'b'),
            ("ash", 'X'),
            ("black", 'c'),
            ("white", 'w')
        ]
    );
    assert_eq!(puzzle.palette.colours[6].rgb, [255; 3]);
}

#[test]
fn colour_errors_name_their_line_and_column() {
    assert_eq!(
        bad(&one_cell("", "<count color=\"red\">1</count>")),
        "t.xml:3:36: a run of colour `red`, which is neither defined by a <color> nor predefined \
         (colours: white, black)"
    );
    assert_eq!(
        bad(&one_cell("", "<count color=\"white\">1</count>")),
        "t.xml:3:36: a run of colour `white`, the background: runs have the other colours"
    );
    assert_eq!(
        bad(&one_cell(
            "<color name=\"red\" char=\"r\">f00</color>\n<color name=\"rose\" char=\"r\">f88</color>",
            ""
        )),
        "t.xml:3:26: colours `red` and `rose` both have char `r`: each colour needs its own"
    );
    assert_eq!(
        bad("<puzzle\n backgroundcolor=\"sky\"><clues type=\"rows\"><line/></clues></puzzle>"),
        "t.xml:2:19: the background `sky` is neither defined by a <color> nor predefined (white, black)"
    );
    assert_eq!(
        bad(&one_cell(
            "<color name=\"red\">f00</color><color name=\"blue\">00f</color>",
            "<count>1</count>"
        )
        .replace("<puzzle>", "<puzzle defaultcolor=\"white\">")),
        "t.xml:3:29: a <count> without `color`, and `defaultcolor` is the background `white`: \
         say which of red, blue the run is"
    );
    let goal = THREE.replace("|rr.|", "|rb.|");
    assert_eq!(
        bad(&goal),
        "t.xml:19:3: `b` in the goal <image>: expected `.` (white), `X` (black) or `r` (red)"
    );
}

#[test]
fn at_most_256_colours() {
    let colours = |count: usize| -> String {
        (2..count)
            .map(|i| format!("<color name=\"c{i}\">{i:06x}</color>\n"))
            .collect()
    };
    let fits = read(&one_cell(&colours(Palette::MAX_COLOURS), "")).unwrap();
    assert_eq!(fits.palette.len(), 256);
    let symbols: std::collections::HashSet<char> = fits.palette.colours.iter().map(|c| c.symbol).collect();
    assert_eq!(symbols.len(), 256);
    assert_eq!(
        bad(&one_cell(&colours(Palette::MAX_COLOURS + 1), "")),
        "t.xml:256:1: colour `c256` is colour number 257: at most 256 colours are supported, \
         background included"
    );
}

#[test]
fn hanjie_reads_colour_and_black_and_white() {
    let source = |text: &str| Source::inline("t.xml", text);
    // Runs in black and red: a colour puzzle, with the file's palette.
    let hanjie = Hanjie::parse(&source(THREE)).unwrap();
    assert_eq!(hanjie.palette, read(THREE).unwrap().palette);
    assert_eq!(hanjie.goal.as_ref().unwrap().row(1), &[2, 2, 0]);
    // Runs in red alone, the goal in black and red: in colour too.
    let goal_only = THREE
        .replace("<count>", "<count color=\"red\">")
        .replace("<count color=\"black\">", "<count color=\"red\">");
    let hanjie = Hanjie::parse(&source(&goal_only)).unwrap();
    assert!(!hanjie.palette.is_black_and_white());
    assert_eq!(
        hanjie.rows[1],
        LineClue::Runs(vec![crate::puzzles::hanjie::ClueRun::new(2, 2)])
    );
    // Red defined but unused: black and white.
    let unused = THREE
        .replace(" color=\"red\"", "")
        .replace("|Xr.|\n|rr.|", "|XX.|\n|XX.|");
    let hanjie = Hanjie::parse(&source(&unused)).unwrap();
    assert_eq!(hanjie.palette, Palette::black_and_white());
    assert_eq!(hanjie.goal.unwrap().row(1), &[1, 1, 0]);
}

/// `write` then `parse` gives the puzzle back.
fn round_trip(puzzle: &WebpbnPuzzle) {
    let text = write(puzzle);
    let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, puzzle, "{text}");
}

#[test]
fn written_puzzles_read_back_the_same() {
    round_trip(&read(THREE).unwrap());
    let small = "<puzzle><title>A</title><clues type=\"columns\"><line><count>1</count></line>\
        <line/></clues><clues type=\"rows\"><line><count>1</count></line></clues>\
        <solution><image>|X.|</image></solution></puzzle>";
    let puzzle = read(small).unwrap();
    round_trip(&puzzle);
    assert!(write(&puzzle).contains("<count>1</count>"));
    round_trip(&parse(&Source::from_file(&fixture(), &Default::default()).unwrap()).unwrap());
}

#[test]
fn random_colour_puzzles_read_back_the_same() {
    let mut rng = StdRng::seed_from_u64(18);
    let names = [
        "white",
        "black",
        "red",
        "a&b",
        "<x>",
        "\"q\"",
        "it's",
        "tab\tname",
        "é",
    ];
    let symbols = ['.', 'X', 'r', '&', '<', '"', '\'', '#', 'é', '>'];
    for _ in 0..300 {
        let size = Size::new(rng.random_range(1..=7), rng.random_range(1..=7));
        let count = rng.random_range(2..=5);
        let mut order: Vec<usize> = (0..names.len()).collect();
        let mut chars: Vec<char> = symbols.to_vec();
        for i in 0..count {
            order.swap(i, rng.random_range(i..names.len()));
            chars.swap(i, rng.random_range(i..symbols.len()));
        }
        let colours = (0..count)
            .map(|i| PaletteColour {
                name: names[order[i]].to_string(),
                symbol: chars[i],
                rgb: [rng.random(), rng.random(), rng.random()],
            })
            .collect();
        let goal = Grid::from_fn(size, |_| rng.random_range(0..count as u8));
        let puzzle = WebpbnPuzzle {
            title: rng.random_bool(0.5).then(|| "T & <t>".to_string()),
            width: size.width,
            height: size.height,
            palette: Palette { colours },
            rows: (0..size.height)
                .map(|r| colour_runs_of(goal.row(r).iter().copied()))
                .collect(),
            columns: (0..size.width)
                .map(|c| colour_runs_of(goal.column(c).copied()))
                .collect(),
            goal: rng.random_bool(0.7).then_some(goal),
        };
        round_trip(&puzzle);
    }
}
