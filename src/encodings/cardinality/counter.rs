//! The windowed sequential counter (Sinz 2005), the engine behind the `k` constraints.

use std::ops::RangeInclusive;

use varisat::{ExtendFormula, Lit};

use super::bit::{Bit, add_bit_clause};

/// Which implications a sequential counter encodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    /// `count >= j` implies `s_j`: enough for at-most constraints (assert `¬s_{k+1}`), and
    /// for assuming an output false.
    Upward,
    /// `s_j` implies `count >= j`: enough for at-least constraints (assert `s_k`), and for
    /// assuming an output true.
    Downward,
    /// `s_j <=> count >= j`: a definition, needed when outputs are used as assumptions of
    /// either polarity or read back from a model.
    Both,
}

impl Direction {
    fn upward(self) -> bool {
        matches!(self, Direction::Upward | Direction::Both)
    }

    fn downward(self) -> bool {
        matches!(self, Direction::Downward | Direction::Both)
    }
}

/// Sinz (2005) sequential counter, generalised.
///
/// Registers `s[i][j]` mean "at least `j` of the first `i` inputs are true". Only the registers
/// that can influence the requested outputs `lowest..=highest` are built: those with
/// `1 <= j <= i`, `j <= highest` and `j >= lowest - (n - i)` (the remaining `n - i` inputs can
/// raise the count by at most `n - i`). `s[i][0]` is the constant true and `s[i][j]` for
/// `j > i` the constant false. Each register gets the clauses of the chosen [`Direction`];
/// see `encodings/cardinality.md` for the clause list, the counts and the soundness argument.
///
/// Whatever the inputs, the clauses are satisfiable (by giving every register its intended
/// value), so a counter never constrains its inputs until one of its outputs is asserted.
#[derive(Clone, Debug)]
pub(crate) struct SequentialCounter {
    inputs: usize,
    upward: Option<(usize, usize)>,
    downward: Option<(usize, usize)>,
    /// The last row, `s[n][j]` at index `j` (`None` where no register was built).
    last_row: Vec<Option<Lit>>,
    vars: usize,
    clauses: usize,
}

impl SequentialCounter {
    /// Builds a counter over `lits` for the outputs `lowest..=highest` with the clauses of
    /// `direction`.
    ///
    /// # Panics
    ///
    /// If `lowest > highest` (a programming error: the window is empty).
    pub(crate) fn new<F: ExtendFormula>(
        formula: &mut F,
        lits: &[Lit],
        lowest: usize,
        highest: usize,
        direction: Direction,
    ) -> SequentialCounter {
        assert!(
            lowest <= highest,
            "SequentialCounter window {lowest}..={highest} is empty"
        );
        let window = lowest..=highest;
        SequentialCounter::new_split(
            formula,
            lits,
            direction.upward().then(|| window.clone()),
            direction.downward().then_some(window),
        )
    }

    /// Builds one counter whose outputs in `upward` have the [`Direction::Upward`] guarantee
    /// and whose outputs in `downward` have the [`Direction::Downward`] guarantee (outputs in
    /// both are defined exactly). Each register gets only the clauses its outputs need, and
    /// the registers the two windows share are built once; this is how
    /// [`between`](super::between) and [`exactly_k`](super::exactly_k) encode
    /// "at least `a` and at most `b`" with `Some(b+1..=b+1)` and `Some(a..=a)`.
    ///
    /// # Panics
    ///
    /// If a given window is empty (start greater than end).
    pub(crate) fn new_split<F: ExtendFormula>(
        formula: &mut F,
        lits: &[Lit],
        upward: Option<RangeInclusive<usize>>,
        downward: Option<RangeInclusive<usize>>,
    ) -> SequentialCounter {
        let bounds = |window: Option<RangeInclusive<usize>>| {
            window.map(|window| {
                let (lowest, highest) = window.into_inner();
                assert!(
                    lowest <= highest,
                    "SequentialCounter window {lowest}..={highest} is empty"
                );
                (lowest, highest)
            })
        };
        let mut counter = SequentialCounter {
            inputs: lits.len(),
            upward: bounds(upward),
            downward: bounds(downward),
            last_row: Vec::new(),
            vars: 0,
            clauses: 0,
        };
        counter.build(formula, lits);
        counter
    }

    /// Whether register `s[i][j]` can influence an output of `window`.
    fn in_cone(&self, window: Option<(usize, usize)>, i: usize, j: usize) -> bool {
        window.is_some_and(|(lowest, highest)| j <= highest && j + (self.inputs - i) >= lowest)
    }

    fn build<F: ExtendFormula>(&mut self, formula: &mut F, lits: &[Lit]) {
        let n = self.inputs;
        let top = [self.upward, self.downward]
            .iter()
            .flatten()
            .map(|&(_, highest)| highest)
            .max()
            .unwrap_or(0)
            .min(n);
        // Row i-1 while row i is built; row 0 has no registers.
        let mut previous: Vec<Option<Lit>> = vec![None; top + 1];
        for (index, &input) in lits.iter().enumerate() {
            let i = index + 1;
            let mut row: Vec<Option<Lit>> = vec![None; top + 1];
            // s[i-1][j] as a bit: constants outside 1..=i-1, a register inside. The window
            // is closed under "one row up, same or one lower j", so the register exists.
            let earlier = |j: usize| -> Bit {
                if j == 0 {
                    Bit::Const(true)
                } else if j > i - 1 {
                    Bit::Const(false)
                } else {
                    Bit::Lit(previous[j].expect("counter window is closed"))
                }
            };
            let x = Bit::Lit(input);
            for (j, slot) in row.iter_mut().enumerate().take(i.min(top) + 1).skip(1) {
                let up = self.in_cone(self.upward, i, j);
                let down = self.in_cone(self.downward, i, j);
                if !up && !down {
                    continue;
                }
                let s = formula.new_lit();
                self.vars += 1;
                *slot = Some(s);
                let s = Bit::Lit(s);
                let mut clause = |bits: &[Bit]| {
                    self.clauses += usize::from(add_bit_clause(formula, bits));
                };
                if up {
                    // s[i-1][j] -> s[i][j];  x_i & s[i-1][j-1] -> s[i][j]
                    clause(&[!earlier(j), s]);
                    clause(&[!x, !earlier(j - 1), s]);
                }
                if down {
                    // s[i][j] -> s[i-1][j] | x_i;  s[i][j] -> s[i-1][j-1]
                    clause(&[!s, earlier(j), x]);
                    clause(&[!s, earlier(j - 1)]);
                }
            }
            previous = row;
        }
        self.last_row = previous;
    }

    /// Bit for "at least `j` inputs are true", for `j` in the window the counter was built
    /// for (`Const(true)` for `j == 0`, `Const(false)` for `j > n`). With
    /// [`Direction::Upward`] the bit is implied by the count, with [`Direction::Downward`] it
    /// implies the count, with [`Direction::Both`] it is equivalent.
    ///
    /// # Panics
    ///
    /// If `j` is outside the window(s) the counter was built for: that is a programming
    /// error, not an input error.
    pub(crate) fn at_least(&self, j: usize) -> Bit {
        let inside = |window: Option<(usize, usize)>| {
            window.is_some_and(|(lowest, highest)| lowest <= j && j <= highest)
        };
        assert!(
            inside(self.upward) || inside(self.downward),
            "SequentialCounter::at_least({j}) is outside the window it was built for \
             (upward {:?}, downward {:?})",
            self.upward,
            self.downward
        );
        if j == 0 {
            Bit::Const(true)
        } else if j > self.inputs {
            Bit::Const(false)
        } else {
            Bit::Lit(self.last_row[j].expect("outputs in the window are built"))
        }
    }

    /// Number of auxiliary variables and clauses it added, as `(variables, clauses)`.
    pub(crate) fn size(&self) -> (usize, usize) {
        (self.vars, self.clauses)
    }
}
