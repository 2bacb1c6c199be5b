//! Line solves remembered ([`LineCache`]): a direct-mapped table keyed by the line and its
//! two bit sets, compared in full (a hit is exact, never a hash match alone).
//!
//! Probing asks for a line solve about twenty times per probe, and most asks repeat one
//! seen before, so the table answers about four in five. What a lookup costs is mostly
//! the wait for the table's memory, so the table is kept small: 256 entries per line, and
//! each entry as few words as the grid's longest line allows (three when every line has
//! at most 32 cells: the two key sets share a word, as do the two answer sets; five up to
//! 64; nine past that). Line logic asks for a line's entry to be loaded
//! ([`LineCache::prefetch`]) when it queues the line, so the load overlaps other work.

use crate::grid::Size;

/// How the key and the answer of a line solve pack into an entry of `N` words.
trait Layout<const N: usize> {
    /// The entry's key words after the tag.
    const KEY: usize;
    /// The key `(empty, fill)` as the entry's words 1 ..= KEY (the others unused).
    fn key(empty: u128, fill: u128) -> [u64; N];
    /// The answer `(filled, empty)` into the entry's words after the key.
    fn put_answer(entry: &mut [u64; N], filled: u128, empty: u128);
    /// The answer stored in `entry`.
    fn answer(entry: &[u64; N]) -> (u128, u128);
}

/// Lines of up to 32 cells: tag, key sets (empty | fill << 32), answer sets alike.
struct Narrow;

impl Layout<3> for Narrow {
    const KEY: usize = 1;
    fn key(empty: u128, fill: u128) -> [u64; 3] {
        [0, empty as u64 | (fill as u64) << 32, 0]
    }
    fn put_answer(entry: &mut [u64; 3], filled: u128, empty: u128) {
        entry[2] = filled as u64 | (empty as u64) << 32;
    }
    fn answer(entry: &[u64; 3]) -> (u128, u128) {
        (u128::from(entry[2] as u32), u128::from((entry[2] >> 32) as u32))
    }
}

/// Lines of up to 64 cells: tag, the two key sets, the two answer sets.
struct Word;

impl Layout<5> for Word {
    const KEY: usize = 2;
    fn key(empty: u128, fill: u128) -> [u64; 5] {
        [0, empty as u64, fill as u64, 0, 0]
    }
    fn put_answer(entry: &mut [u64; 5], filled: u128, empty: u128) {
        entry[3] = filled as u64;
        entry[4] = empty as u64;
    }
    fn answer(entry: &[u64; 5]) -> (u128, u128) {
        (u128::from(entry[3]), u128::from(entry[4]))
    }
}

/// Lines of up to 127 cells: tag, then each of the four sets as two halves.
struct Wide;

fn halves(set: u128) -> [u64; 2] {
    [set as u64, (set >> 64) as u64]
}

fn whole(low: u64, high: u64) -> u128 {
    u128::from(low) | u128::from(high) << 64
}

impl Layout<9> for Wide {
    const KEY: usize = 4;
    fn key(empty: u128, fill: u128) -> [u64; 9] {
        let ([e0, e1], [f0, f1]) = (halves(empty), halves(fill));
        [0, e0, e1, f0, f1, 0, 0, 0, 0]
    }
    fn put_answer(entry: &mut [u64; 9], filled: u128, empty: u128) {
        entry[5..7].copy_from_slice(&halves(filled));
        entry[7..9].copy_from_slice(&halves(empty));
    }
    fn answer(entry: &[u64; 9]) -> (u128, u128) {
        (whole(entry[5], entry[6]), whole(entry[7], entry[8]))
    }
}

/// A hint to the processor to load the memory at `at` into its cache (nothing where there
/// is no such hint).
#[inline]
fn prefetch(at: *const u64) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing and cannot fault, whatever the address; `at` is
    // moreover an element of a live table. SSE is part of every x86-64 processor.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(at.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}

/// Entries of the cache per line of the grid, before rounding up to a power of two, and
/// the fewest and most entries. On 40 DFS-only TAAI 2013 puzzles (25x25, so 2^14 entries)
/// 2^14 entries beat 2^16 by 5 % and 2^17 by 13 %: a table that fits the processor's
/// second-level cache answers faster than a bigger one answers more often.
const ENTRIES_PER_LINE: usize = 256;
const FEWEST_ENTRIES: usize = 1 << 12;
const MOST_ENTRIES: usize = 1 << 17;

/// The entries of the cache for a grid of `size`.
fn entries(size: Size) -> usize {
    ((size.width + size.height) * ENTRIES_PER_LINE)
        .next_power_of_two()
        .clamp(FEWEST_ENTRIES, MOST_ENTRIES)
}

/// A table of entries of `N` words laid out by `L`.
struct Table<const N: usize, L> {
    entries: Vec<[u64; N]>,
    /// The number of entries less one (a power of two less one).
    mask: usize,
    layout: std::marker::PhantomData<L>,
}

impl<const N: usize, L: Layout<N>> Table<N, L> {
    fn new(entries: usize) -> Self {
        debug_assert!(entries.is_power_of_two());
        Table {
            entries: vec![[0; N]; entries],
            mask: entries - 1,
            layout: std::marker::PhantomData,
        }
    }

    /// The entry `line` with `key` hashes to.
    fn slot(&self, line: usize, key: &[u64; N]) -> usize {
        let mut h = (line as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for &word in &key[1..=L::KEY] {
            h = (h ^ word).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
            h ^= h >> 29;
        }
        (h >> 16) as usize & self.mask
    }

    fn get(&self, line: usize, empty: u128, fill: u128) -> Option<Option<(u128, u128)>> {
        let key = L::key(empty, fill);
        let entry = &self.entries[self.slot(line, &key)];
        if entry[0] as u32 as u64 != line as u64 + 1 || entry[1..=L::KEY] != key[1..=L::KEY] {
            return None;
        }
        Some((entry[0] >> 32 == 0).then(|| L::answer(entry)))
    }

    #[inline]
    fn prefetch(&self, line: usize, empty: u128, fill: u128) {
        let key = L::key(empty, fill);
        let entry = &self.entries[self.slot(line, &key)];
        prefetch(entry.as_ptr());
    }

    fn put(&mut self, line: usize, empty: u128, fill: u128, answer: Option<(u128, u128)>) {
        let mut entry = L::key(empty, fill);
        let slot = self.slot(line, &entry);
        entry[0] = (line as u64 + 1) | u64::from(answer.is_none()) << 32;
        let (filled, empty) = answer.unwrap_or((0, 0));
        L::put_answer(&mut entry, filled, empty);
        self.entries[slot] = entry;
    }
}

/// Line solves remembered: a table of 256 entries per line (a power of two from 2^12 to
/// 2^17), each the last line solved whose key
/// (line, cells that may be empty, cells that may be filled) hashed to it, and its answer
/// (the cells that may be filled and those that may be empty, or no filling). An entry's
/// first word, its tag, holds the line number plus one (0: no entry) and, in bit 32, "no
/// filling". Allocated zeroed: pages the table never touches cost nothing.
pub(super) struct LineCache(Tables);

/// The table of the layout the grid's longest line allows.
enum Tables {
    Narrow(Table<3, Narrow>),
    Word(Table<5, Word>),
    Wide(Table<9, Wide>),
}

impl LineCache {
    /// The cache for a grid of `size`.
    pub(super) fn new(size: Size) -> Self {
        let entries = entries(size);
        match size.width.max(size.height) {
            0..=32 => LineCache(Tables::Narrow(Table::new(entries))),
            33..=64 => LineCache(Tables::Word(Table::new(entries))),
            _ => LineCache(Tables::Wide(Table::new(entries))),
        }
    }

    /// Bytes of the cache for a grid of `size`.
    pub(super) fn bytes(size: Size) -> u64 {
        let words = match size.width.max(size.height) {
            0..=32 => 3,
            33..=64 => 5,
            _ => 9,
        };
        (words * entries(size) * 8) as u64
    }

    /// The answer remembered for `line` with these sets, if any: `Some(None)` when it has
    /// no filling.
    #[inline]
    pub(super) fn get(&self, line: usize, empty: u128, fill: u128) -> Option<Option<(u128, u128)>> {
        match &self.0 {
            Tables::Narrow(table) => table.get(line, empty, fill),
            Tables::Word(table) => table.get(line, empty, fill),
            Tables::Wide(table) => table.get(line, empty, fill),
        }
    }

    /// Starts loading the entry for `line` with these sets into the processor's cache, so
    /// that [`LineCache::get`] later need not wait for it.
    #[inline]
    pub(super) fn prefetch(&self, line: usize, empty: u128, fill: u128) {
        match &self.0 {
            Tables::Narrow(table) => table.prefetch(line, empty, fill),
            Tables::Word(table) => table.prefetch(line, empty, fill),
            Tables::Wide(table) => table.prefetch(line, empty, fill),
        }
    }

    /// Remembers `answer` for `line` with these sets.
    pub(super) fn put(&mut self, line: usize, empty: u128, fill: u128, answer: Option<(u128, u128)>) {
        match &mut self.0 {
            Tables::Narrow(table) => table.put(line, empty, fill, answer),
            Tables::Word(table) => table.put(line, empty, fill, answer),
            Tables::Wide(table) => table.put(line, empty, fill, answer),
        }
    }

    #[cfg(test)]
    fn len_bytes(&self) -> u64 {
        let entries = match &self.0 {
            Tables::Narrow(table) => table.entries.len() * 3,
            Tables::Word(table) => table.entries.len() * 5,
            Tables::Wide(table) => table.entries.len() * 9,
        };
        entries as u64 * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout gives back what was put, tells lines and keys apart, and remembers
    /// "no filling".
    #[test]
    fn answers_what_was_put() {
        for longest in [5, 32, 33, 64, 65, 127] {
            let all = (1u128 << longest) - 1;
            let size = Size::new(longest, 3);
            let mut cache = LineCache::new(size);
            let (empty, fill) = (all & 0x5555_5555_5555_5555_5555_5555_5555_5555, all);
            let answer = Some((all & !1, empty | 1 << (longest - 1)));
            assert_eq!(cache.get(3, empty, fill), None);
            cache.put(3, empty, fill, answer);
            assert_eq!(cache.get(3, empty, fill), Some(answer), "{longest} cells");
            assert_eq!(cache.get(4, empty, fill), None);
            // A key differing in the first cell of either set, or the last.
            let last = 1 << (longest - 1);
            for (empty, fill) in [(empty & !1, fill), (empty, fill & !1), (empty, fill & !last)] {
                assert_eq!(cache.get(3, empty, fill), None);
            }
            cache.put(7, 1, 0, None);
            assert_eq!(cache.get(7, 1, 0), Some(None));
            assert_eq!(LineCache::bytes(size), cache.len_bytes());
        }
    }
}
