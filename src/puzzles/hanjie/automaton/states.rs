//! Sets of automaton states as machine words: `u64` and `u128` for the lines most puzzles
//! have, fixed arrays of words for longer ones. The line solver is written once against
//! [`StateSet`] and compiled for each width.

use std::fmt::Debug;

/// A set of states (as many as the type has bits), with the two shifts a run automaton
/// needs.
pub(crate) trait StateSet: Copy + Eq + Debug {
    /// The empty set.
    const EMPTY: Self;
    /// `{index}`.
    fn single(index: usize) -> Self;
    /// Intersection.
    fn and(self, other: Self) -> Self;
    /// Union.
    fn or(self, other: Self) -> Self;
    /// Every state moved to the next one (`s + 1`).
    fn next(self) -> Self;
    /// Every state moved to the one before (`s - 1`).
    fn previous(self) -> Self;
    /// Whether the set is empty.
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
    /// Whether the sets share a state.
    fn meets(self, other: Self) -> bool {
        !self.and(other).is_empty()
    }
}

macro_rules! word_set {
    ($word:ty) => {
        impl StateSet for $word {
            const EMPTY: Self = 0;
            fn single(index: usize) -> Self {
                1 << index
            }
            fn and(self, other: Self) -> Self {
                self & other
            }
            fn or(self, other: Self) -> Self {
                self | other
            }
            fn next(self) -> Self {
                self << 1
            }
            fn previous(self) -> Self {
                self >> 1
            }
        }
    };
}

word_set!(u64);
word_set!(u128);

impl<const N: usize> StateSet for [u64; N] {
    const EMPTY: Self = [0; N];
    fn single(index: usize) -> Self {
        let mut set = [0; N];
        set[index / 64] = 1 << (index % 64);
        set
    }
    fn and(self, other: Self) -> Self {
        std::array::from_fn(|w| self[w] & other[w])
    }
    fn or(self, other: Self) -> Self {
        std::array::from_fn(|w| self[w] | other[w])
    }
    fn next(self) -> Self {
        std::array::from_fn(|w| self[w] << 1 | if w > 0 { self[w - 1] >> 63 } else { 0 })
    }
    fn previous(self) -> Self {
        std::array::from_fn(|w| self[w] >> 1 | if w + 1 < N { self[w + 1] << 63 } else { 0 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_arrays_shift_across_words() {
        let set = <[u64; 3]>::single(63);
        assert_eq!(set.next(), <[u64; 3]>::single(64));
        assert_eq!(set.next().previous(), set);
        assert_eq!(<[u64; 3]>::single(128).previous(), <[u64; 3]>::single(127));
        assert!(<[u64; 3]>::single(191).next().is_empty());
        assert!(<[u64; 3]>::single(0).previous().is_empty());
        assert!(set.or(<[u64; 3]>::single(1)).meets(set));
    }
}
