//! Small values packed several to a character: a character is a number in base
//! `base^per_char` (`0`-`9` then `a`-`z`, lower case only), its digits in base `base` one
//! value each, the first value the most significant digit. Yin Yang's circles are three
//! base-3 values to a base-27 character (pzprjs's `decodeCircle`), Fillomino's borders five
//! bits to a base-32 character (`decodeBorder`); a last character with fewer values than
//! `per_char` has zeros for the missing ones.
//!
//! [`Packing::read`] reads a section of such characters (Magnets' borders, given poles and
//! empty cells: pzprjs's `decodeBorder`, `decodeCircle` and `decodeEmpty`), which may end
//! early: the values left out are 0.

use super::BodyError;

/// How values are packed into characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Packing {
    /// The base of one value.
    pub base: u32,
    /// The values per character.
    pub per_char: usize,
}

impl Packing {
    /// The base of a character: `base^per_char`, at most 36.
    fn radix(self) -> u32 {
        self.base.pow(self.per_char as u32)
    }

    /// The characters that are values, for messages: `0-9 or a-q`.
    pub(crate) fn characters(self) -> String {
        let last = char::from_digit(self.radix() - 1, self.radix()).expect("a digit of its radix");
        format!("0-9 or a-{last}")
    }

    /// The `per_char` values of `c`, first first; `None` when `c` is not a character of
    /// this packing.
    pub(crate) fn unpack(self, c: char) -> Option<Vec<u32>> {
        let number = c
            .to_digit(self.radix())
            .filter(|_| c.is_ascii_digit() || c.is_ascii_lowercase())?;
        Some(
            (0..self.per_char)
                .rev()
                .map(|place| number / self.base.pow(place as u32) % self.base)
                .collect(),
        )
    }

    /// Reads the `count` values of a section at the start of `text`, which has one
    /// character for every `per_char` values but may end early (the values left out are 0):
    /// the values and the byte index in `text` where the section ends. `what` names the
    /// values, in the plural, for messages (`borders between cells side by side`).
    pub(crate) fn read(self, text: &str, count: usize, what: &str) -> Result<(Vec<u32>, usize), BodyError> {
        let mut values = Vec::with_capacity(count + self.per_char);
        let mut end = 0;
        for (at, c) in text.char_indices().take(count.div_ceil(self.per_char)) {
            let unpacked = self.unpack(c).ok_or_else(|| {
                (
                    at,
                    format!(
                        "`{c}` is not a character of the {what}: expected {} ({} to a character)",
                        self.characters(),
                        self.per_char
                    ),
                )
            })?;
            let room = count - values.len();
            if unpacked[room.min(self.per_char)..].iter().any(|&v| v != 0) {
                return Err((
                    at,
                    format!(
                        "`{c}` goes past the {count} {what}: only its first {room} of {} values are theirs, the others must be 0",
                        self.per_char
                    ),
                ));
            }
            values.extend(unpacked);
            end = at + c.len_utf8();
        }
        values.resize(count, 0);
        Ok((values, end))
    }

    /// The characters of `values` (each below `base`), `per_char` to a character, the last
    /// padded with zeros: what [`Packing::read`] reads back.
    pub(crate) fn write(self, values: &[u32]) -> String {
        values
            .chunks(self.per_char)
            .map(|chunk| self.pack(chunk))
            .collect()
    }

    /// The character of up to `per_char` values (each below `base`), first first; missing
    /// ones count as 0.
    pub(crate) fn pack(self, values: &[u32]) -> char {
        assert!(
            values.len() <= self.per_char,
            "{} values for {} places",
            values.len(),
            self.per_char
        );
        let number = (0..self.per_char)
            .map(|i| values.get(i).copied().unwrap_or(0) * self.base.pow((self.per_char - 1 - i) as u32))
            .sum();
        char::from_digit(number, self.radix()).expect("values below their base")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CIRCLES: Packing = Packing { base: 3, per_char: 3 };
    const BORDERS: Packing = Packing { base: 2, per_char: 5 };

    #[test]
    fn characters_unpack_most_significant_first_and_pack_back() {
        // `i` is 18 = 2·9: the first of three cells black.
        assert_eq!(CIRCLES.unpack('i'), Some(vec![2, 0, 0]));
        assert_eq!(CIRCLES.unpack('q'), Some(vec![2, 2, 2]));
        assert_eq!(BORDERS.unpack('1'), Some(vec![0, 0, 0, 0, 1]));
        assert_eq!(BORDERS.unpack('v'), Some(vec![1; 5]));
        for packing in [CIRCLES, BORDERS] {
            for number in 0..packing.radix() {
                let c = char::from_digit(number, 36).unwrap();
                assert_eq!(packing.pack(&packing.unpack(c).unwrap()), c);
            }
        }
        assert_eq!(CIRCLES.pack(&[1]), '9', "the missing values are 0");
        assert_eq!(BORDERS.pack(&[]), '0');
    }

    #[test]
    fn sections_are_read_to_their_length_or_the_end_of_the_text() {
        // 7 borders: two characters, the second with 2 of its 5 bits.
        let (values, end) = BORDERS.read("vgxyz", 7, "borders").unwrap();
        assert_eq!((values, end), (vec![1, 1, 1, 1, 1, 1, 0], 2));
        assert_eq!(BORDERS.write(&[1, 1, 1, 1, 1, 1, 0]), "vg");
        // Cut short: the values left out are 0.
        assert_eq!(
            BORDERS.read("v", 7, "borders").unwrap(),
            (vec![1, 1, 1, 1, 1, 0, 0], 1)
        );
        assert_eq!(CIRCLES.read("", 4, "circles").unwrap(), (vec![0; 4], 0));
        assert_eq!(BORDERS.read("abc", 0, "borders").unwrap(), (vec![], 0));
        assert_eq!(CIRCLES.write(&[2, 0, 0, 1]), "i9");
        assert_eq!(
            BORDERS.read("vh", 7, "borders").unwrap_err(),
            (
                1,
                "`h` goes past the 7 borders: only its first 2 of 5 values are theirs, the others must be 0"
                    .into()
            )
        );
        assert_eq!(
            CIRCLES.read("0r", 6, "circles").unwrap_err(),
            (
                1,
                "`r` is not a character of the circles: expected 0-9 or a-q (3 to a character)".into()
            )
        );
    }

    #[test]
    fn only_lower_case_characters_of_the_radix_are_values() {
        for c in ['r', 'z', 'Q', 'A', '!', '-', 'é'] {
            assert_eq!(CIRCLES.unpack(c), None, "{c}");
        }
        assert_eq!(BORDERS.unpack('w'), None);
        assert_eq!(BORDERS.unpack('V'), None);
        assert_eq!(CIRCLES.characters(), "0-9 or a-q");
        assert_eq!(BORDERS.characters(), "0-9 or a-v");
    }
}
