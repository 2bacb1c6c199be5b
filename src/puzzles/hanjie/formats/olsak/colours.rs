//! The colour section of a `.g` file: after a line starting `#d` or `#D`, up to the first
//! line starting with `:`, one colour a line, `a:%  #FF0000  red` (`oko.g` documents it):
//! the character runs use (`a`), `:`, the character to draw it with (`%`; a space for none),
//! the colour as XPM writes it (`#RRGGBB`, or an X11 name such as `red`) and a free comment,
//! which gridsat takes as the colour's name. Character `0` declares the background (white
//! when not declared), `1` the default colour of runs written without a character.

use super::{RawLine, shown};
use crate::error::ParseError;
use crate::puzzles::hanjie::palette::{Palette, PaletteColour, rgb_from_hex};
use crate::source::Source;

/// X11 colour names (`rgb.txt`) gridsat knows, lower case without spaces, and their RGB.
const X11_NAMES: [(&str, [u8; 3]); 24] = [
    ("white", [255, 255, 255]),
    ("black", [0, 0, 0]),
    ("red", [255, 0, 0]),
    ("green", [0, 255, 0]),
    ("blue", [0, 0, 255]),
    ("yellow", [255, 255, 0]),
    ("cyan", [0, 255, 255]),
    ("magenta", [255, 0, 255]),
    ("orange", [255, 165, 0]),
    ("pink", [255, 192, 203]),
    ("purple", [160, 32, 240]),
    ("violet", [238, 130, 238]),
    ("brown", [165, 42, 42]),
    ("maroon", [176, 48, 96]),
    ("gold", [255, 215, 0]),
    ("beige", [245, 245, 220]),
    ("navy", [0, 0, 128]),
    ("gray", [190, 190, 190]),
    ("grey", [190, 190, 190]),
    ("lightgray", [211, 211, 211]),
    ("darkgray", [169, 169, 169]),
    ("darkgreen", [0, 100, 0]),
    ("darkred", [139, 0, 0]),
    ("darkblue", [0, 0, 139]),
];

/// The palette of a `.g` file and how its runs name colours.
pub(super) struct Colours {
    /// Background first, then the default colour (if declared), then the others in the
    /// order declared.
    pub(super) palette: Palette,
    /// The character each palette colour has in runs (`0` the background's).
    characters: Vec<char>,
    /// The palette index of a run without a character.
    default: Option<u8>,
}

/// One colour line as read.
struct Declared {
    character: char,
    /// The character to draw it with, and its column.
    symbol: Option<(char, usize)>,
    rgb: [u8; 3],
    name: String,
    line: usize,
}

impl Colours {
    /// The palette the colour `lines` declare; without any, white background and black runs.
    pub(super) fn read(source: &Source, lines: &[RawLine]) -> Result<Self, ParseError> {
        let mut declared: Vec<Declared> = Vec::with_capacity(lines.len() + 1);
        for &line in lines {
            let colour = declaration(source, line)?;
            if let Some(first) = declared.iter().find(|d| d.character == colour.character) {
                return Err(source.error_at(
                    line.number,
                    indent(line.text) + 1,
                    format!(
                        "colour character `{}` is declared twice (first on line {}): each colour \
                         needs its own",
                        colour.character,
                        source.input_line(first.line)
                    ),
                ));
            }
            declared.push(colour);
        }
        if declared.is_empty() {
            declared.push(predefined('1', "black", 'X'));
        }
        let mut take = |c: char| {
            let index = declared.iter().position(|d| d.character == c)?;
            Some(declared.remove(index))
        };
        let background = take('0').unwrap_or_else(|| predefined('0', "white", '.'));
        let default = take('1');
        let has_default = default.is_some();
        let colours: Vec<Declared> = [background].into_iter().chain(default).chain(declared).collect();
        if colours.len() > Palette::MAX_COLOURS {
            let extra = &colours[Palette::MAX_COLOURS];
            return Err(source.error_at_line(
                extra.line,
                format!(
                    "colour `{}` is colour number {}: at most {} colours are supported, background \
                     included",
                    extra.character,
                    Palette::MAX_COLOURS + 1,
                    Palette::MAX_COLOURS
                ),
            ));
        }
        let symbols = symbols(source, &colours)?;
        Ok(Colours {
            characters: colours.iter().map(|c| c.character).collect(),
            palette: Palette {
                colours: colours
                    .into_iter()
                    .zip(symbols)
                    .map(|(colour, symbol)| PaletteColour {
                        name: colour.name,
                        symbol,
                        rgb: colour.rgb,
                    })
                    .collect(),
            },
            default: has_default.then_some(1),
        })
    }

    /// The palette index of a run whose length is followed by `suffix` (`run` the whole
    /// run, for messages).
    pub(super) fn of_suffix(&self, suffix: &str, run: &str) -> Result<u8, String> {
        let mut chars = suffix.chars();
        match (chars.next(), chars.next()) {
            (None, _) => self.default.ok_or_else(|| {
                format!(
                    "run `{}` has no colour character and no default colour is declared (a `1:` \
                     line after `#d`): write its colour after the length ({})",
                    shown(run),
                    self.legend()
                )
            }),
            (Some(c), None) => self.characters[1..]
                .iter()
                .position(|&declared| declared == c)
                .map(|i| i as u8 + 1)
                .ok_or_else(|| {
                    format!(
                        "unknown colour character `{c}` in run `{}`: expected one of {}",
                        shown(run),
                        self.legend()
                    )
                }),
            _ => Err(format!(
                "run `{}`: expected a length and at most one colour character (`3a`)",
                shown(run)
            )),
        }
    }

    /// The run colours, for messages: `` `a` (red), `b` (green) ``, or `none`.
    fn legend(&self) -> String {
        let entries: Vec<String> = self.characters[1..]
            .iter()
            .zip(&self.palette.colours[1..])
            .map(|(c, colour)| format!("`{c}` ({})", shown(&colour.name)))
            .collect();
        if entries.is_empty() {
            "no colour is declared".to_string()
        } else {
            entries.join(", ")
        }
    }
}

/// A colour the file did not declare.
fn predefined(character: char, name: &str, symbol: char) -> Declared {
    let rgb = X11_NAMES
        .iter()
        .find(|(n, _)| *n == name)
        .map_or([0; 3], |&(_, rgb)| rgb);
    Declared {
        character,
        symbol: Some((symbol, 0)),
        rgb,
        name: name.to_string(),
        line: 0,
    }
}

/// The number of white-space characters a line starts with.
fn indent(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).count()
}

/// One colour line: `a:%  #FF0000  red`.
fn declaration(source: &Source, line: RawLine) -> Result<Declared, ParseError> {
    let error = |index: usize, message: String| source.error_at(line.number, index + 1, message);
    let chars: Vec<char> = line.text.chars().collect();
    let start = indent(line.text);
    let character = chars[start];
    const FORM: &str = "a colour line is `a:%  #FF0000  name`: the character in runs, `:`, the \
                        character to draw, the colour";
    if character == ',' || (character.is_ascii_digit() && !matches!(character, '0' | '1')) {
        return Err(error(
            start,
            format!(
                "`{character}` cannot be a colour character: digits and commas belong to the runs \
                 (`0` declares the background, `1` the default colour)"
            ),
        ));
    }
    if chars.get(start + 1) != Some(&':') {
        return Err(error(
            start + 1,
            format!("expected `:` after `{character}`: {FORM}"),
        ));
    }
    let symbol = chars
        .get(start + 2)
        .filter(|c| !c.is_whitespace())
        .map(|&c| (c, start + 3));
    if let Some((c, column)) = symbol.filter(|&(c, _)| c == '|') {
        return Err(error(
            column - 1,
            format!("`{c}` cannot draw a colour (gridsat frames pictures with it): choose another character"),
        ));
    }
    let rest_start = (start + 3).min(chars.len());
    let rest: String = chars[rest_start..].iter().collect();
    let word_start = rest_start + indent(&rest);
    let Some(word) = rest.split_whitespace().next() else {
        return Err(error(
            chars.len(),
            format!(
                "colour `{character}` has no colour: expected `#RRGGBB` or an X11 name after `{}` \
                 ({FORM})",
                chars[start..rest_start].iter().collect::<String>()
            ),
        ));
    };
    let rgb = xpm_colour(word).map_err(|message| error(word_start, message))?;
    let comment = rest.trim_start()[word.len()..].trim();
    let name = if comment.is_empty() { word } else { comment };
    Ok(Declared {
        character,
        symbol,
        rgb,
        name: name.to_string(),
        line: line.number,
    })
}

/// The RGB of an XPM colour word: `#` and 3 or 6 hex digits, or an X11 name.
fn xpm_colour(word: &str) -> Result<[u8; 3], String> {
    if word.contains(['/', '\\']) {
        return Err(format!(
            "`{}` is a triangle cell: triangles and triddlers are not supported, only square cells \
             of one colour",
            shown(word)
        ));
    }
    if let Some(hex) = word.strip_prefix('#') {
        return rgb_from_hex(hex).ok_or_else(|| {
            format!(
                "colour `{}`: expected `#` and 3 or 6 hex digits of red, green and blue (`#FF0000`)",
                shown(word)
            )
        });
    }
    let key: String = word.to_ascii_lowercase().replace(['_', '-'], "");
    X11_NAMES
        .iter()
        .find(|(name, _)| *name == key)
        .map(|&(_, rgb)| rgb)
        .ok_or_else(|| {
            let known: Vec<&str> = X11_NAMES.iter().map(|(name, _)| *name).collect();
            format!(
                "unknown colour `{}`: write it as `#RRGGBB` (gridsat knows the X11 names {})",
                shown(word),
                known.join(", ")
            )
        })
}

/// The symbol of each colour: the character the file gives to draw it, else `.` for the
/// background, `X` for the default colour and the run character for the others (or, when
/// taken, the first free of `a`–`z`, `A`–`Z`, `0`–`9`, then letters from U+00C0). Two colours drawn alike, or a colour
/// drawn as the background is, are errors.
fn symbols(source: &Source, colours: &[Declared]) -> Result<Vec<char>, ParseError> {
    let background = colours[0].symbol.map_or('.', |(c, _)| c);
    let mut given: Vec<(char, &Declared)> = vec![(background, &colours[0])];
    for colour in &colours[1..] {
        let Some((symbol, column)) = colour.symbol else {
            continue;
        };
        if let Some((_, other)) = given.iter().find(|(s, _)| *s == symbol) {
            let whose = if std::ptr::eq(*other, &colours[0]) {
                "the background's character: the background and the colours need characters of their own"
                    .to_string()
            } else {
                format!(
                    "as colour `{}` (line {}): each colour needs its own character",
                    other.character,
                    source.input_line(other.line)
                )
            };
            return Err(source.error_at(
                colour.line,
                column,
                format!("colour `{}` is drawn `{symbol}`, {whose}", colour.character),
            ));
        }
        given.push((symbol, colour));
    }
    let mut taken: Vec<char> = given.iter().map(|(s, _)| *s).collect();
    let mut symbols = vec![background];
    for (index, colour) in colours.iter().enumerate().skip(1) {
        if let Some((symbol, _)) = colour.symbol {
            symbols.push(symbol);
            continue;
        }
        let wanted = if index == 1 && colour.character == '1' {
            'X'
        } else {
            colour.character
        };
        let symbol = std::iter::once(wanted)
            .chain('a'..='z')
            .chain('A'..='Z')
            .chain('0'..='9')
            .chain(('\u{c0}'..=char::MAX).filter(|c| c.is_alphabetic()))
            .find(|c| !taken.contains(c))
            .expect("more free letters than colours");
        taken.push(symbol);
        symbols.push(symbol);
    }
    Ok(symbols)
}
