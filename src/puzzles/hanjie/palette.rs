//! The colours of a colour nonogram: a palette whose first colour is the background, and
//! clues whose runs each have a colour. Runs of the same colour are separated by at least
//! one background cell; runs of different colours may touch.

use std::fmt;

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

/// A puzzle's colours: index 0 is the background, 1.. the colours runs can have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The colours, background first.
    pub colours: Vec<PaletteColour>,
}

impl Palette {
    /// The most colours a palette holds, background included: an index is one byte.
    pub const MAX_COLOURS: usize = 256;

    /// The number of colours, background included.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether the palette has no colour at all (never, for a parsed puzzle).
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// The palette index of the colour drawn `symbol`.
    pub fn index_of_symbol(&self, symbol: char) -> Option<u8> {
        self.colours
            .iter()
            .position(|c| c.symbol == symbol)
            .map(|i| i as u8)
    }

    /// The palette index of the colour called `name`.
    pub fn index_of_name(&self, name: &str) -> Option<u8> {
        self.colours.iter().position(|c| c.name == name).map(|i| i as u8)
    }

    /// The characters of the palette, in order, for messages (`. (white), X (black)`).
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
pub fn rgb_from_hex(text: &str) -> Option<[u8; 3]> {
    let digits: Option<Vec<u8>> = text.chars().map(|c| c.to_digit(16).map(|d| d as u8)).collect();
    match *digits.as_deref()? {
        [r, g, b] => Some([r * 17, g * 17, b * 17]),
        [r1, r0, g1, g0, b1, b0] => Some([r1 * 16 + r0, g1 * 16 + g0, b1 * 16 + b0]),
        _ => None,
    }
}

/// A run of a colour clue: `length` cells of palette colour `colour` (never the background).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ColourRun {
    /// Number of cells, at least 1.
    pub length: usize,
    /// Palette index, at least 1.
    pub colour: u8,
}

impl fmt::Display for ColourRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.length, self.colour)
    }
}

/// The runs of `cells` (palette indices, 0 the background) as a colour clue.
pub fn colour_runs_of(cells: impl IntoIterator<Item = u8>) -> Vec<ColourRun> {
    let mut runs: Vec<ColourRun> = Vec::new();
    let mut previous = 0;
    for cell in cells {
        if cell != 0 {
            match runs.last_mut() {
                Some(run) if previous == cell => run.length += 1,
                _ => runs.push(ColourRun {
                    length: 1,
                    colour: cell,
                }),
            }
        }
        previous = cell;
    }
    runs
}

/// The fewest cells a colour clue needs: its runs, and one background cell between two
/// consecutive runs of the same colour.
pub fn min_length(clue: &[ColourRun]) -> usize {
    let cells: usize = clue.iter().map(|r| r.length).sum();
    cells + clue.windows(2).filter(|w| w[0].colour == w[1].colour).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(length: usize, colour: u8) -> ColourRun {
        ColourRun { length, colour }
    }

    #[test]
    fn runs_split_at_background_and_at_a_change_of_colour() {
        assert_eq!(
            colour_runs_of([0, 1, 1, 2, 0, 2, 2, 0]),
            vec![run(2, 1), run(1, 2), run(2, 2)]
        );
        assert_eq!(colour_runs_of([0, 0]), vec![]);
        assert_eq!(colour_runs_of([3]), vec![run(1, 3)]);
    }

    #[test]
    fn hex_rgb_takes_3_or_6_digits() {
        assert_eq!(rgb_from_hex("f00"), Some([255, 0, 0]));
        assert_eq!(rgb_from_hex("00B0ff"), Some([0, 176, 255]));
        assert_eq!(rgb_from_hex("ff00"), None);
        assert_eq!(rgb_from_hex("gg0000"), None);
        assert_eq!(rgb_from_hex(""), None);
    }

    #[test]
    fn only_runs_of_one_colour_need_a_gap() {
        assert_eq!(min_length(&[run(2, 1), run(1, 2), run(2, 2)]), 6);
        assert_eq!(min_length(&[]), 0);
    }
}
