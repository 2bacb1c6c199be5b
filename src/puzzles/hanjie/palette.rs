//! The colours of a Hanjie puzzle: a palette whose first colour is the background and whose
//! others are the inks runs have. Black and white is the palette of one ink
//! ([`Palette::black_and_white`]); runs of the same ink are separated by at least one
//! background cell, runs of different inks may touch.

/// One colour of a palette.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaletteColour {
    /// The colour's name in the file (webpbn's `name`).
    pub name: String,
    /// The character that stands for it in solutions and answer files.
    pub symbol: char,
    /// Its red, green and blue.
    pub rgb: [u8; 3],
}

/// A puzzle's colours: index 0 is the background, 1.. the inks runs can have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The colours, background first.
    pub colours: Vec<PaletteColour>,
}

impl Palette {
    /// The most colours a palette holds, background included: an index is one byte.
    pub const MAX_COLOURS: usize = 256;

    /// White and black: the palette of a black-and-white puzzle, whose cells are written
    /// `.` (empty) and `#` (filled).
    #[must_use]
    pub fn black_and_white() -> Self {
        let colour = |name: &str, symbol, rgb| PaletteColour {
            name: name.to_string(),
            symbol,
            rgb,
        };
        Palette {
            colours: vec![colour("white", '.', [255; 3]), colour("black", '#', [0; 3])],
        }
    }

    /// The number of colours, background included.
    #[must_use]
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether the palette has no colour at all (never, for a parsed puzzle).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// Whether the palette has at most one ink: a black-and-white puzzle, whose cells are
    /// one literal each, read and written in the black-and-white formats, whatever the
    /// ink's name and colour.
    #[must_use]
    pub fn is_black_and_white(&self) -> bool {
        self.colours.len() <= 2
    }

    /// The palette index of the colour drawn `symbol`.
    #[must_use]
    pub fn index_of_symbol(&self, symbol: char) -> Option<u8> {
        self.colours
            .iter()
            .position(|c| c.symbol == symbol)
            .map(|i| i as u8)
    }

    /// The palette index of the colour called `name`.
    #[must_use]
    pub fn index_of_name(&self, name: &str) -> Option<u8> {
        self.colours.iter().position(|c| c.name == name).map(|i| i as u8)
    }

    /// The symbol of colour `colour` (`?` for an index outside the palette).
    #[must_use]
    pub fn symbol(&self, colour: u8) -> char {
        self.colours.get(usize::from(colour)).map_or('?', |c| c.symbol)
    }

    /// The characters of the palette, in order, for messages (`. (white), X (black)`).
    #[must_use]
    pub fn legend(&self) -> String {
        let entries: Vec<String> = self
            .colours
            .iter()
            .map(|c| format!("{} ({})", c.symbol, c.name))
            .collect();
        entries.join(", ")
    }
}

/// The red, green and blue of 3 hex digits (each doubled: `f00` is `ff0000`) or 6; `None`
/// for any other text.
pub(crate) fn rgb_from_hex(text: &str) -> Option<[u8; 3]> {
    let digits: Option<Vec<u8>> = text.chars().map(|c| c.to_digit(16).map(|d| d as u8)).collect();
    match *digits.as_deref()? {
        [r, g, b] => Some([r * 17, g * 17, b * 17]),
        [r1, r0, g1, g0, b1, b0] => Some([r1 * 16 + r0, g1 * 16 + g0, b1 * 16 + b0]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_rgb_takes_3_or_6_digits() {
        assert_eq!(rgb_from_hex("f00"), Some([255, 0, 0]));
        assert_eq!(rgb_from_hex("00B0ff"), Some([0, 176, 255]));
        assert_eq!(rgb_from_hex("ff00"), None);
        assert_eq!(rgb_from_hex("gg0000"), None);
        assert_eq!(rgb_from_hex(""), None);
    }

    #[test]
    fn black_and_white_is_the_palette_of_one_ink() {
        let palette = Palette::black_and_white();
        assert!(palette.is_black_and_white());
        assert_eq!(palette.legend(), ". (white), # (black)");
        assert_eq!(palette.symbol(1), '#');
        assert_eq!(palette.symbol(2), '?');
    }
}
