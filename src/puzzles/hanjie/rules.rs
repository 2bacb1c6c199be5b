//! [`Rules`] for Hanjie: solutions and partly filled grids checked from the rules, and
//! what the rules show without search.

use super::clue::runs_of_cells;
use super::engine;
use super::verify::{contradiction_without_logic, no_way_to_fill, wrong_runs};
use super::{Hanjie, LineClue};
use super::{Partial, logic};
use crate::analyze::hint::OwnStep;
use crate::error::Error;
use crate::grid::Grid;
use crate::limits::{Deadline, Limits};
use crate::puzzle::{OwnSearch, Reasoning, Rules};

impl Rules for Hanjie {
    /// The solution one 2x2 swap away, if any (`swap.rs`).
    fn nearby_solution(&self, solution: &Grid<u8>) -> Option<Grid<u8>> {
        super::swap::swapped(self, solution)
    }

    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        super::partial::verify_partial(self, partial)
    }

    fn reason(&self, deadline: Deadline) -> Reasoning<Grid<u8>> {
        if let Some(reason) = contradiction_without_logic(self) {
            return Reasoning::NoSolution(reason);
        }
        // Where the probing search takes the puzzle, its root probes to a fixpoint anyway:
        // line logic alone here finds a line that cannot be filled.
        let found = if super::dfs::takes(self) {
            logic::by_lines(self, deadline)
        } else {
            logic::by_probing(self, deadline)
        };
        match found {
            Some(Err(line)) => Reasoning::NoSolution(no_way_to_fill(line)),
            Some(Ok(possible)) if possible.values().all(|set| set.count_ones() == 1) => {
                Reasoning::Unique(possible.map(|set| set.trailing_zeros() as u8))
            }
            _ => Reasoning::Open,
        }
    }

    /// Line solvable, needs probing or needs search (the `difficulty` module).
    fn own_difficulty(&self, limits: &Limits) -> Option<Result<crate::analyze::Difficulty, Error>> {
        Some(super::difficulty::rate(self, limits))
    }

    /// One line's line logic, then probing (`step.rs`).
    fn own_step(
        &self,
        known: &Grid<Option<char>>,
        wanted: &Grid<Option<char>>,
        deadline: Deadline,
    ) -> Option<OwnStep> {
        Some(super::step::step(self, known, wanted, deadline))
    }

    /// The probing search, then the line engine (`own_search.rs`).
    fn own_search(&self, budgeted: bool) -> Option<Box<dyn OwnSearch<Grid<u8>>>> {
        super::own_search::own_search(self, budgeted)
    }

    fn own_search_memory(&self) -> Option<u64> {
        let lines = self.lines().map(|(line, clue)| match clue {
            LineClue::Runs(_) => (line.len(self.size), clue.min_length() + 1),
            LineClue::Unknown => (0, 0),
        });
        let per_cell = if self.is_black_and_white() {
            1
        } else {
            self.palette.len()
        };
        // The probing search pauses while the engine has its turn: both are held at once
        // (each estimate counts the process once).
        let engine = engine::memory(self.size.area() * per_cell, lines);
        let dfs = super::dfs::memory(self).saturating_sub(engine::BASE_BYTES);
        Some(engine + dfs)
    }

    /// Every rule `solution` breaks: each cell whose colour is not in the palette, and each
    /// line whose runs differ from its clue.
    fn verify(&self, solution: &Grid<u8>) -> Vec<String> {
        if solution.size() != self.size {
            return vec![format!(
                "the solution is {}, the puzzle {}",
                solution.size(),
                self.size
            )];
        }
        let colours = self.palette.len().max(2);
        let mut broken: Vec<String> = solution
            .iter()
            .filter(|&(_, &colour)| usize::from(colour) >= colours)
            .map(|(pos, colour)| format!("{pos} holds colour {colour}, not in the palette"))
            .collect();
        for (line, clue) in self.lines() {
            let runs = LineClue::Runs(runs_of_cells(line.cells(self.size).map(|pos| solution[pos])));
            if !clue.matches_runs(runs.runs().unwrap_or_default()) {
                broken.push(wrong_runs(self, line, &runs, clue));
            }
        }
        broken
    }

    /// A reason without search: a clue that does not fit its line, (when every clue is known)
    /// row and column clues that fill different numbers of cells of some ink, or in black and
    /// white a line that line-by-line logic proves cannot be filled. (A colour puzzle leaves
    /// line logic to the reasoning of `solve` and to the rating, which names the line it finds:
    /// `analyze` says "line logic alone finds no way to fill …" for it, as it always has.)
    fn contradiction(&self) -> Option<String> {
        contradiction_without_logic(self).or_else(|| {
            if !self.is_black_and_white() {
                return None;
            }
            super::logic::by_lines(self, crate::limits::Deadline::NONE)?
                .err()
                .map(no_way_to_fill)
        })
    }
}
