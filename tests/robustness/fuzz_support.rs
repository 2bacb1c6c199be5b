//! The mutator of `tests/robustness/fuzz_parsers.rs`: seeded, over byte strings, with the
//! moves listed in `tests/FUZZING.md` (bit flips, insertions, deletions, splices,
//! interesting numbers and tokens, truncation); and the silencing of the panics the fuzzer
//! catches, on its own thread only, since other tests share the process.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::cell::Cell;
use std::sync::Once;

thread_local! {
    /// Whether this thread's panic messages are silenced (see [`QuietPanics`]).
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// While alive, the panics of the thread that made it print nothing: the fuzzer catches
/// them and reports each with its input. The panic hook is process-wide, and other tests of
/// the binary run on other threads meanwhile, so the hook stays the default one for every
/// other thread (and for this one once the guard is dropped).
pub(crate) struct QuietPanics(());

impl QuietPanics {
    /// Silences this thread's panic messages until the guard is dropped.
    pub(crate) fn on_this_thread() -> QuietPanics {
        static INSTALL: Once = Once::new();
        INSTALL.call_once(|| {
            let default = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if !QUIET.with(Cell::get) {
                    default(info);
                }
            }));
        });
        QUIET.with(|quiet| quiet.set(true));
        QuietPanics(())
    }
}

impl Drop for QuietPanics {
    fn drop(&mut self) {
        QUIET.with(|quiet| quiet.set(false));
    }
}

/// Small deterministic mutator over byte strings.
pub(crate) struct Mutator {
    rng: StdRng,
}

const INTERESTING: &[&str] = &[
    "0",
    "-1",
    "-0",
    "1",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "1000000",
    "-9223372036854775808",
    "",
    "x",
    ".",
    "/",
    ",",
    ":",
    "%",
    "\u{0}",
    "\u{FEFF}",
    "é",
    "\r",
    "\n",
    "\t",
    "<",
    ">",
    "&amp;",
    "&#0;",
    "#",
];

impl Mutator {
    /// A mutator whose choices follow `seed`.
    pub(crate) fn new(seed: u64) -> Self {
        Mutator {
            rng: StdRng::seed_from_u64(seed),
        }
    }

    fn range(&mut self, len: usize) -> (usize, usize) {
        if len == 0 {
            return (0, 0);
        }
        let a = self.rng.random_range(0..len);
        let max = (len - a).min(if self.rng.random_bool(0.8) { 8 } else { 64 });
        let b = a + self.rng.random_range(0..=max);
        (a, b)
    }

    /// The byte ranges of the decimal numbers (with a leading minus) in `data`.
    fn numbers(data: &[u8]) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < data.len() {
            if data[i].is_ascii_digit() {
                let start = if i > 0 && data[i - 1] == b'-' { i - 1 } else { i };
                while i < data.len() && data[i].is_ascii_digit() {
                    i += 1;
                }
                out.push((start, i));
            } else {
                i += 1;
            }
        }
        out
    }

    fn mutate_once(&mut self, data: &mut Vec<u8>, others: &[Vec<u8>]) {
        let len = data.len();
        match self.rng.random_range(0..11) {
            // Flip a bit.
            0 if len > 0 => {
                let i = self.rng.random_range(0..len);
                data[i] ^= 1 << self.rng.random_range(0..8);
            }
            // Replace a byte by a random or an ASCII one.
            1 if len > 0 => {
                let i = self.rng.random_range(0..len);
                data[i] = if self.rng.random_bool(0.5) {
                    self.rng.random()
                } else {
                    self.rng.random_range(0x20..0x7f)
                };
            }
            // Insert random bytes (invalid UTF-8 included).
            2 => {
                let at = self.rng.random_range(0..=len);
                let n = self.rng.random_range(1..=4);
                let bytes: Vec<u8> = (0..n).map(|_| self.rng.random()).collect();
                data.splice(at..at, bytes);
            }
            // Delete a range.
            3 => {
                let (a, b) = self.range(len);
                data.drain(a..b);
            }
            // Duplicate a range.
            4 => {
                let (a, b) = self.range(len);
                let copy = data[a..b].to_vec();
                let at = self.rng.random_range(0..=data.len());
                data.splice(at..at, copy);
            }
            // Splice a range of another seed in.
            5 if !others.is_empty() => {
                let other = &others[self.rng.random_range(0..others.len())];
                let (a, b) = self.range(other.len());
                let (c, d) = self.range(len);
                data.splice(c..d, other[a..b].iter().copied());
            }
            // Replace a number by a huge, zero, negative or off-by-one value.
            6 | 7 => {
                let numbers = Self::numbers(data);
                if numbers.is_empty() {
                    return;
                }
                let (a, b) = numbers[self.rng.random_range(0..numbers.len())];
                let text = String::from_utf8_lossy(&data[a..b]).to_string();
                let replacement = match self.rng.random_range(0..3) {
                    0 => INTERESTING[self.rng.random_range(0..INTERESTING.len())].to_string(),
                    1 => match text.parse::<i64>() {
                        Ok(n) => n.saturating_add(self.rng.random_range(-2..=2)).to_string(),
                        Err(_) => "0".to_string(),
                    },
                    _ => self.rng.random_range(0..100u32).to_string(),
                };
                data.splice(a..b, replacement.into_bytes());
            }
            // Insert an interesting token.
            8 => {
                let at = self.rng.random_range(0..=len);
                let token = INTERESTING[self.rng.random_range(0..INTERESTING.len())];
                data.splice(at..at, token.bytes());
            }
            // Truncate.
            9 => {
                let at = self.rng.random_range(0..=len);
                data.truncate(at);
            }
            // Swap two bytes.
            _ if len > 1 => {
                let i = self.rng.random_range(0..len);
                let j = self.rng.random_range(0..len);
                data.swap(i, j);
            }
            _ => {}
        }
    }

    /// A mutant of a random seed: one to eight mutations.
    pub(crate) fn mutant(&mut self, seeds: &[Vec<u8>]) -> Vec<u8> {
        let mut data = seeds[self.rng.random_range(0..seeds.len())].clone();
        let rounds = 1 + self.rng.random_range(0..8);
        for _ in 0..rounds {
            self.mutate_once(&mut data, seeds);
        }
        data
    }
}
