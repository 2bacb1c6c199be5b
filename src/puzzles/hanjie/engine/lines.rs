//! The rows and columns of a Hanjie puzzle as a [`Theory`] for the CDCL search: each line
//! whose cells changed is line-solved exactly ([`LineAutomaton::solve_symbols`]); every
//! symbol it rules out of a cell is explained, when a conflict analysis asks, by the
//! exclusions of the line's other cells that force it
//! ([`LineAutomaton::explain_exclusion`]). The cells' variables follow a [`Layout`]: one
//! per cell in black and white, one per cell and colour in colour.

use crate::puzzles::hanjie::automaton::{LineAutomaton, symbols_of};
use crate::search::{Lit, Reason, Theory, Trail};

/// How a cell's symbols are variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Layout {
    /// Black and white: variable `cell`, true for a filled cell (symbol 1).
    Binary,
    /// `colours` symbols: variable `cell * colours + c` true when the cell holds colour
    /// `c`; exactly one per cell ([`Lines::cell_clauses`]).
    OneHot {
        /// The number of symbols, background included.
        colours: usize,
    },
}

impl Layout {
    /// The variables per cell.
    fn width(self) -> usize {
        match self {
            Layout::Binary => 1,
            Layout::OneHot { colours } => colours,
        }
    }

    /// The literal that says the cell whose first variable is `base` does not hold `symbol`.
    fn exclusion(self, base: usize, symbol: usize) -> Lit {
        match self {
            Layout::Binary => Lit::new(base, symbol == 0),
            Layout::OneHot { .. } => Lit::new(base + symbol, false),
        }
    }

    /// The cell and the symbol an exclusion literal ([`Layout::exclusion`]) is about.
    fn excluded(self, lit: Lit) -> (usize, usize) {
        match self {
            Layout::Binary => (lit.var(), usize::from(!lit.value())),
            Layout::OneHot { colours } => {
                debug_assert!(!lit.value(), "the lines only rule colours out");
                (lit.var() / colours, lit.var() % colours)
            }
        }
    }
}

/// The line theory of one puzzle.
pub(super) struct Lines {
    width: usize,
    height: usize,
    layout: Layout,
    /// Rows `0..height`, then columns; `None` for a line whose clue is unknown.
    automata: Vec<Option<LineAutomaton>>,
    queued: Vec<bool>,
    queue: Vec<u32>,
    cells: Vec<u64>,
    possible: Vec<u64>,
}

impl Lines {
    /// The theory of a `width` × `height` grid whose rows and then columns have `automata`
    /// (`None`: a clue not known), every line queued.
    pub(super) fn new(
        width: usize,
        height: usize,
        layout: Layout,
        automata: Vec<Option<LineAutomaton>>,
    ) -> Self {
        debug_assert_eq!(automata.len(), width + height);
        let lines = automata.len();
        let mut lines = Lines {
            width,
            height,
            layout,
            automata,
            queued: vec![false; lines],
            queue: Vec::new(),
            cells: Vec::with_capacity(width.max(height)),
            possible: vec![0; width.max(height)],
        };
        for line in 0..lines.automata.len() {
            lines.enqueue(line);
        }
        lines
    }

    /// The number of variables.
    pub(super) fn vars(&self) -> usize {
        self.width * self.height * self.layout.width()
    }

    /// The variable of `cell` (row by row) holding `symbol` (one-hot), or the cell's only
    /// variable (binary).
    pub(super) fn var(&self, cell: usize, symbol: usize) -> usize {
        match self.layout {
            Layout::Binary => cell,
            Layout::OneHot { colours } => cell * colours + symbol,
        }
    }

    /// The clauses that give every cell exactly one colour (none in black and white).
    pub(super) fn cell_clauses(&self) -> Vec<Vec<Lit>> {
        let Layout::OneHot { colours } = self.layout else {
            return Vec::new();
        };
        let mut clauses = Vec::new();
        for cell in 0..self.width * self.height {
            let base = cell * colours;
            clauses.push((0..colours).map(|c| Lit::new(base + c, true)).collect());
            for a in 0..colours {
                for b in a + 1..colours {
                    clauses.push(vec![Lit::new(base + a, false), Lit::new(base + b, false)]);
                }
            }
        }
        clauses
    }

    fn enqueue(&mut self, line: usize) {
        if !self.queued[line] && self.automata[line].is_some() {
            self.queued[line] = true;
            self.queue.push(line as u32);
        }
    }

    /// The `index`-th cell of `line`, row by row.
    fn cell(&self, line: usize, index: usize) -> usize {
        if line < self.height {
            line * self.width + index
        } else {
            index * self.width + (line - self.height)
        }
    }

    /// The position of `cell` in `line`.
    fn index_in(&self, line: usize, cell: usize) -> usize {
        if line < self.height {
            cell % self.width
        } else {
            cell / self.width
        }
    }

    fn length(&self, line: usize) -> usize {
        if line < self.height {
            self.width
        } else {
            self.height
        }
    }

    /// The row and the column through `cell`.
    fn lines_of(&self, cell: usize) -> [usize; 2] {
        [cell / self.width, self.height + cell % self.width]
    }

    /// The symbols `cell` may still hold, its variables as `value` gives them.
    fn symbols_of_cell(&self, cell: usize, value: &impl Fn(usize) -> Option<bool>) -> u64 {
        match self.layout {
            Layout::Binary => match value(cell) {
                None => 0b11,
                Some(filled) => 1 << u64::from(filled),
            },
            Layout::OneHot { colours } => {
                let base = cell * colours;
                let mut set = 0;
                for c in 0..colours {
                    match value(base + c) {
                        Some(true) => return 1 << c,
                        Some(false) => {}
                        None => set |= 1 << c,
                    }
                }
                set
            }
        }
    }

    /// Reads `line` into `self.cells`, each cell's variables as `value` gives them.
    fn read(&mut self, line: usize, value: impl Fn(usize) -> Option<bool>) {
        self.cells.clear();
        for index in 0..self.length(line) {
            let set = self.symbols_of_cell(self.cell(line, index), &value);
            self.cells.push(set);
        }
    }

    /// The clause `lit ∨ ¬(each exclusion of reason)` over `line`'s cells, the exclusions
    /// false under `value` (as the cells were read).
    fn clause(
        &self,
        line: usize,
        lit: Option<Lit>,
        reason: &[(usize, u64)],
        value: impl Fn(usize) -> Option<bool>,
    ) -> Vec<Lit> {
        let mut clause: Vec<Lit> = lit.into_iter().collect();
        for &(index, excluded) in reason {
            let cell = self.cell(line, index);
            let base = self.var(cell, 0);
            let mut held = None;
            for symbol in symbols_of(excluded) {
                let exclusion = self.layout.exclusion(base, symbol);
                match value(exclusion.var()) {
                    // The exclusion holds as a literal of its own.
                    Some(v) if v == exclusion.value() => clause.push(!exclusion),
                    // The cell holds another colour, which excludes this one.
                    _ => held = Some(self.held(cell, &value)),
                }
            }
            if let Some(held) = held {
                clause.push(!held);
            }
        }
        clause
    }

    /// The true literal that gives `cell` its colour (one-hot).
    fn held(&self, cell: usize, value: &impl Fn(usize) -> Option<bool>) -> Lit {
        let colours = self.layout.width();
        (0..colours)
            .map(|c| self.var(cell, c))
            .find(|&var| value(var) == Some(true))
            .map(|var| Lit::new(var, true))
            .expect("an excluded colour is false or another one is held")
    }
}

impl Theory for Lines {
    fn assigned(&mut self, lit: Lit, trail: &Trail) {
        let deduced_by = match trail.reason(lit.var()) {
            Reason::Theory(line) => Some(line as usize),
            _ => None,
        };
        let cell = lit.var() / self.layout.width();
        for line in self.lines_of(cell) {
            if Some(line) != deduced_by {
                self.enqueue(line);
            }
        }
    }

    fn propagate(&mut self, trail: &mut Trail) -> Result<bool, Vec<Lit>> {
        while let Some(line) = self.queue.pop() {
            let line = line as usize;
            self.queued[line] = false;
            self.read(line, |var| trail.var_value(var));
            let automaton = self.automata[line].as_mut().expect("queued lines have a clue");
            let length = self.cells.len();
            if !automaton.solve_symbols(&self.cells, &mut self.possible[..length]) {
                let reason = automaton.explain_conflict_symbols(&self.cells);
                if cfg!(debug_assertions) {
                    check::conflict(automaton, &self.cells, &reason).unwrap_or_else(|e| panic!("{e}"));
                }
                return Err(self.clause(line, None, &reason, |var| trail.var_value(var)));
            }
            let mut any = false;
            for index in 0..length {
                let ruled_out = self.cells[index] & !self.possible[index];
                if ruled_out == 0 {
                    continue;
                }
                let base = self.var(self.cell(line, index), 0);
                for symbol in symbols_of(ruled_out) {
                    trail.assign(self.layout.exclusion(base, symbol), Reason::Theory(line as u32));
                }
                any = true;
            }
            if any {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn explain(&mut self, lit: Lit, tag: u32, trail: &Trail) -> Vec<Lit> {
        let line = tag as usize;
        let at = trail.position(lit.var());
        let before = |var| trail.value_before(var, at);
        self.read(line, before);
        let (cell, symbol) = self.layout.excluded(lit);
        let index = self.index_in(line, cell);
        let automaton = self.automata[line].as_mut().expect("deducing lines have a clue");
        let reason = automaton.explain_exclusion(&self.cells, index, symbol);
        if cfg!(debug_assertions) {
            check::exclusion(automaton, &self.cells, &reason, index, symbol)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        self.clause(line, Some(lit), &reason, before)
    }

    fn backtracked(&mut self) {
        for line in self.queue.drain(..) {
            self.queued[line as usize] = false;
        }
    }
}

/// Checks of explanations against the line solver: the exclusions named, alone, must rule
/// out every filling (a conflict) or the symbol at the cell (a deduction). A wrong
/// explanation is a clause the puzzle does not imply, and a silent wrong answer; debug
/// builds check every one.
pub(crate) mod check {
    use super::*;

    /// Whether the exclusions of `reason` alone leave the line of `cells` no filling.
    pub(crate) fn conflict(
        automaton: &mut LineAutomaton,
        cells: &[u64],
        reason: &[(usize, u64)],
    ) -> Result<(), String> {
        let only = restricted(cells, reason)?;
        let mut possible = vec![0; cells.len()];
        match automaton.solve_symbols(&only, &mut possible) {
            false => Ok(()),
            true => Err(format!(
                "exclusions {reason:?} of {cells:?} do not rule the line out"
            )),
        }
    }

    /// Whether the exclusions of `reason` alone rule `symbol` out of cell `index`.
    pub(crate) fn exclusion(
        automaton: &mut LineAutomaton,
        cells: &[u64],
        reason: &[(usize, u64)],
        index: usize,
        symbol: usize,
    ) -> Result<(), String> {
        let mut only = restricted(cells, reason)?;
        only[index] = 1 << symbol;
        let mut possible = vec![0; cells.len()];
        match automaton.solve_symbols(&only, &mut possible) {
            false => Ok(()),
            true => Err(format!(
                "exclusions {reason:?} of {cells:?} do not rule symbol {symbol} out of cell {index}"
            )),
        }
    }

    /// The line with only the exclusions of `reason`, each of which `cells` must make.
    fn restricted(cells: &[u64], reason: &[(usize, u64)]) -> Result<Vec<u64>, String> {
        let mut only = vec![u64::MAX; cells.len()];
        for &(i, excluded) in reason {
            if excluded & cells[i] != 0 {
                return Err(format!(
                    "cell {i} of the explanation allows a symbol it is said to exclude"
                ));
            }
            only[i] = !excluded;
        }
        Ok(only)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encodings::regular::Dfa;

    /// A one-hot cell holding colour 2 while the variables of its other colours are not
    /// assigned yet: an explanation that needs "not colour 1" there uses "colour 2 is not
    /// held" (false now), not the unassigned literal.
    #[test]
    fn an_exclusion_by_the_colour_held_is_explained_by_it() {
        // One row of two cells, clue "1 of colour 1, 1 of colour 2"; one column per cell.
        let row = Dfa::for_colour_runs(&[(1, 1), (1, 2)], 3);
        let automata = vec![LineAutomaton::of(&row, 2), None, None];
        let lines = Lines::new(2, 1, Layout::OneHot { colours: 3 }, automata);
        let held = lines.var(0, 2);
        let value = |var: usize| (var == held).then_some(true);
        let clause = lines.clause(0, None, &[(0, 0b010)], value);
        assert_eq!(clause, vec![Lit::new(held, false)]);
        let excluded = lines.var(0, 1);
        let value = |var: usize| (var == excluded).then_some(false);
        let clause = lines.clause(0, None, &[(0, 0b010)], value);
        assert_eq!(clause, vec![Lit::new(excluded, true)]);
    }
}
