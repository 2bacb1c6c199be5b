//! Small values packed several to a character: a character is a number in base
//! `base^per_char` (`0`-`9` then `a`-`z`, lower case only), its digits in base `base` one
//! value each, the first value the most significant digit. Yin Yang's circles are three
//! base-3 values to a base-27 character (pzprjs's `decodeCircle`), Fillomino's borders five
//! bits to a base-32 character (`decodeBorder`); a last character with fewer values than
//! `per_char` has zeros for the missing ones.

/// How values are packed into characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packing {
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
    pub fn characters(self) -> String {
        let last = char::from_digit(self.radix() - 1, self.radix()).expect("a digit of its radix");
        format!("0-9 or a-{last}")
    }

    /// The `per_char` values of `c`, first first; `None` when `c` is not a character of
    /// this packing.
    pub fn unpack(self, c: char) -> Option<Vec<u32>> {
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

    /// The character of up to `per_char` values (each below `base`), first first; missing
    /// ones count as 0.
    pub fn pack(self, values: &[u32]) -> char {
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
