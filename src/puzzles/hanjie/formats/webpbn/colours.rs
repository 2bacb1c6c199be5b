//! Reading a puzzle's palette: the background, the default colour, the `<color>`s it defines
//! and the predefined ones its runs name, each with its image character and RGB.

use super::*;
use crate::puzzles::hanjie::palette::rgb_from_hex;

/// The colours webpbn predefines: name, image character, RGB.
const PREDEFINED: [(&str, char, [u8; 3]); 2] = [("white", '.', [255; 3]), ("black", 'X', [0; 3])];

/// The colours of a puzzle as its clues and goal need them.
pub(super) struct Colours {
    /// Background first, then the default colour, the defined and the named ones.
    pub(super) palette: Palette,
    /// The palette index of a `<count>` without `color`; `None` when `defaultcolor` is the
    /// background and more than one other colour could be meant.
    pub(super) default: Option<u8>,
}

impl Colours {
    /// The palette index of a `<count>`'s run: its `color`, else the default colour.
    pub(super) fn of_count(&self, count: Node) -> Result<u8, String> {
        let palette = &self.palette.colours;
        match count.attribute("color") {
            // `Reader::colours` put every colour a `<count>` names in the palette.
            Some(name) => self
                .palette
                .index_of_name(name)
                .ok_or_else(|| format!("colour `{}` is not in the palette", shown(name))),
            None => self.default.ok_or_else(|| {
                let others: Vec<&str> = palette[1..].iter().map(|c| c.name.as_str()).collect();
                format!(
                    "a <count> without `color`, and `defaultcolor` is the background `{}`: say \
                     which of {} the run is",
                    shown(&palette[0].name),
                    others.join(", ")
                )
            }),
        }
    }
}

/// One colour while the palette is gathered.
struct Entry<'a> {
    name: &'a str,
    /// The `char` given in the file, and the byte offset of its value.
    symbol: Option<(char, usize)>,
    rgb: Option<[u8; 3]>,
    /// Byte offset of what introduced the colour (for the error about too many colours).
    at: usize,
}

impl<'s, 'd, 'input> Reader<'s, 'd, 'input> {
    /// The palette: index 0 the `backgroundcolor` (default white), then the `defaultcolor`
    /// (default black), the `<color>`s in the order defined, then the predefined colours
    /// that only `<count color="…">`s name, in the order named.
    pub(super) fn colours(&self, puzzle: Node<'d, 'input>) -> Result<Colours, ParseError> {
        let attribute = |name| puzzle.attribute_node(name);
        let background = attribute("backgroundcolor").map_or("white", |a| a.value());
        let default = attribute("defaultcolor").map_or("black", |a| a.value());
        let start = puzzle.range().start;
        let mut entries = vec![Entry {
            name: background,
            symbol: None,
            rgb: None,
            at: start,
        }];
        if default != background {
            entries.push(Entry {
                name: default,
                symbol: None,
                rgb: None,
                at: start,
            });
        }
        for colour in elements(puzzle).filter(|n| n.has_tag_name("color")) {
            let name = colour
                .attribute("name")
                .ok_or_else(|| self.error_at(colour, "a <color> without a `name`"))?;
            let symbol = match colour.attribute_node("char") {
                Some(attribute) => Some(self.symbol(name, attribute)?),
                None => None,
            };
            let rgb = Some(self.rgb(name, colour)?);
            match entries.iter_mut().find(|e| e.name == name) {
                Some(entry) => {
                    // A colour defined again: the later definition wins.
                    entry.symbol = symbol.or(entry.symbol);
                    entry.rgb = rgb;
                }
                None => entries.push(Entry {
                    name,
                    symbol,
                    rgb,
                    at: colour.range().start,
                }),
            }
        }
        let default = if default != background {
            Some(1)
        } else {
            // `defaultcolor` naming the background (as some hand-written files do): the
            // default is the other colour, if there is just one.
            match entries.len() {
                1 => {
                    return Err(self.error_at(
                        puzzle,
                        format!(
                            "`defaultcolor` and `backgroundcolor` are both `{background}`, and no other \
                             <color> is defined for the filled cells"
                        ),
                    ));
                }
                2 => Some(1),
                _ => None,
            }
        };
        self.add_named_colours(puzzle, background, &mut entries)?;
        if let Some(extra) = entries.get(Palette::MAX_COLOURS) {
            return Err(self.error(
                extra.at,
                format!(
                    "colour `{}` is colour number {}: at most {} colours are supported, background \
                     included",
                    shown(extra.name),
                    Palette::MAX_COLOURS + 1,
                    Palette::MAX_COLOURS
                ),
            ));
        }
        for (i, entry) in entries.iter().enumerate() {
            let Some((symbol, at)) = entry.symbol else {
                continue;
            };
            if let Some(other) = entries[..i]
                .iter()
                .find(|e| e.symbol.is_some_and(|(s, _)| s == symbol))
            {
                return Err(self.error(
                    at,
                    format!(
                        "colours `{}` and `{}` both have char `{symbol}`: each colour needs its own",
                        shown(other.name),
                        shown(entry.name)
                    ),
                ));
            }
        }
        let mut colours = Vec::with_capacity(entries.len());
        for (i, entry) in entries.iter().enumerate() {
            let predefined = PREDEFINED.iter().find(|(name, _, _)| *name == entry.name);
            let rgb = entry.rgb.or(predefined.map(|&(_, _, rgb)| rgb)).ok_or_else(|| {
                let (attribute, role) = if i == 0 {
                    ("backgroundcolor", "the background")
                } else {
                    ("defaultcolor", "the default colour")
                };
                let at = puzzle
                    .attribute_node(attribute)
                    .map_or(start, |a| a.range_value().start);
                self.error(
                    at,
                    format!(
                        "{role} `{}` is neither defined by a <color> nor predefined (white, black)",
                        shown(entry.name)
                    ),
                )
            })?;
            colours.push(PaletteColour {
                name: entry.name.to_string(),
                symbol: entry.symbol.map_or(' ', |(s, _)| s),
                rgb,
            });
        }
        assign_symbols(&mut colours, &entries);
        Ok(Colours {
            palette: Palette { colours },
            default,
        })
    }

    /// Adds the predefined colours `<count color="…">`s name and the puzzle does not define;
    /// a name neither defined nor predefined, or the background's, is an error.
    fn add_named_colours(
        &self,
        puzzle: Node<'d, 'input>,
        background: &'d str,
        entries: &mut Vec<Entry<'d>>,
    ) -> Result<(), ParseError> {
        let named = puzzle
            .descendants()
            .filter(|n| n.has_tag_name("count"))
            .filter_map(|n| n.attribute_node("color"));
        for attribute in named {
            let name = attribute.value();
            if name == background {
                return Err(self.error(
                    attribute.range().start,
                    format!(
                        "a run of colour `{}`, the background: runs have the other colours",
                        shown(name)
                    ),
                ));
            }
            if entries.iter().any(|e| e.name == name) {
                continue;
            }
            if !PREDEFINED.iter().any(|(predefined, _, _)| *predefined == name) {
                let known: Vec<&str> = entries.iter().map(|e| e.name).collect();
                return Err(self.error(
                    attribute.range().start,
                    format!(
                        "a run of colour `{}`, which is neither defined by a <color> nor predefined \
                         (colours: {})",
                        shown(name),
                        known.join(", ")
                    ),
                ));
            }
            entries.push(Entry {
                name,
                symbol: None,
                rgb: None,
                at: attribute.range().start,
            });
        }
        Ok(())
    }

    /// The `char` of colour `name`: one character, not white space or `|`.
    fn symbol(&self, name: &str, attribute: roxmltree::Attribute) -> Result<(char, usize), ParseError> {
        let at = attribute.range_value().start;
        let mut symbols = attribute.value().chars();
        match (symbols.next(), symbols.next()) {
            (Some(c), None) if !c.is_whitespace() && c != '|' => Ok((c, at)),
            _ => Err(self.error(
                at,
                format!(
                    "the `char` of colour `{name}` must be one character (not white space or `|`), \
                     found `{}`",
                    shown(attribute.value())
                ),
            )),
        }
    }

    /// The RGB of a `<color>`: 3 hex digits (each doubled: `f00` is `ff0000`) or 6.
    fn rgb(&self, name: &str, colour: Node) -> Result<[u8; 3], ParseError> {
        let text = text_content(colour);
        let text = text.trim();
        rgb_from_hex(text).ok_or_else(|| {
            self.error_at(
                colour,
                format!(
                    "colour `{}` is `{}`: expected 3 or 6 hex digits of red, green and blue (`f00` \
                     or `ff0000`)",
                    shown(name),
                    shown(text)
                ),
            )
        })
    }
}

/// Gives every colour without a `char` of its own a symbol no other colour has. In order:
/// the background takes `.` and white and black their predefined `.` and `X` when free; then
/// each other colour, in palette order, takes the first character of its name if that is an
/// ASCII letter or digit and free, else the first free of `a`–`z`, `A`–`Z`, `0`–`9`, else
/// the first free letter from U+00C0 (`À`) on.
fn assign_symbols(colours: &mut [PaletteColour], entries: &[Entry]) {
    let mut taken: Vec<char> = entries.iter().filter_map(|e| e.symbol.map(|(s, _)| s)).collect();
    let mut pending: Vec<usize> = (0..colours.len())
        .filter(|&i| entries[i].symbol.is_none())
        .collect();
    pending.retain(|&i| {
        let predefined = PREDEFINED.iter().find(|(name, _, _)| *name == colours[i].name);
        let wanted = if i == 0 {
            Some('.')
        } else {
            predefined.map(|&(_, c, _)| c)
        };
        match wanted.filter(|c| !taken.contains(c)) {
            Some(c) => {
                colours[i].symbol = c;
                taken.push(c);
                false
            }
            None => true,
        }
    });
    for i in pending {
        let first = colours[i].name.chars().next().filter(char::is_ascii_alphanumeric);
        let candidates = first
            .into_iter()
            .chain('a'..='z')
            .chain('A'..='Z')
            .chain('0'..='9')
            .chain(('\u{c0}'..=char::MAX).filter(|c| c.is_alphabetic()));
        let symbol = candidates
            .into_iter()
            .find(|c| !taken.contains(c))
            .expect("more free letters than colours");
        colours[i].symbol = symbol;
        taken.push(symbol);
    }
}
