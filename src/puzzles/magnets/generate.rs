//! Making Magnets puzzles: a random domino layout (mixed by random 2x2 flips, with one
//! singleton where the area is odd), random polarities, counts from them; then, until the
//! planted solution is the only one, repair the puzzle where a second solution differs
//! (change a domino there and recount); optionally strip counts while it stays unique.

use super::encode::{CountSlot, Line, count_slots};
use super::layout::random_layout;
use super::polarities::{random_polarities, with_counts};
use super::repair::{repair_rounds, repair_until_unique};
use super::{Magnets, Pole, Solution};
use crate::error::{Choice, Error};
use crate::limits::Limits;
use crate::puzzle::{CandidateClue, Generate};
use crate::puzzle::{GenerateEstimate, GenerateOptions};
use crate::solve::{ClueMode, Session, SolverChoice, strip_clues};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

impl Generate for Magnets {
    const GENERATOR_TAKES: &'static [Choice] = &[Choice::Strip, Choice::AllowMultiple];
    /// A count: of which pole, on which line, how many.
    type AddedClue = (Pole, Line, usize);
    const NO_CLUE_TO_ADD: &'static str =
        "every count is given: only another layout of the dominoes can make it unique";

    /// Each count not given (`row 2 +`), as the solution has it.
    fn clues_to_add(&self, solution: &Solution) -> Vec<CandidateClue<(Pole, Line, usize)>> {
        let size = self.layout.size();
        let mut clues = Vec::new();
        for pole in [Pole::Plus, Pole::Minus] {
            let counts = self.counts(pole);
            let rows = counts.rows.iter().enumerate().map(|(i, c)| (Line::Row(i), c));
            let cols = counts.cols.iter().enumerate().map(|(i, c)| (Line::Column(i), c));
            for (line, _) in rows.chain(cols).filter(|(_, count)| count.is_none()) {
                let mut slot = CountSlot { pole, line, value: 0 };
                let cells = slot.cells(size);
                slot.value = cells.iter().filter(|&&pos| solution[pos] == pole).count();
                clues.push(CandidateClue {
                    name: slot.name(),
                    cells,
                    clue: (pole, line, slot.value),
                });
            }
        }
        clues
    }

    fn add_clue(&mut self, &(pole, line, count): &(Pole, Line, usize)) {
        let counts = match pole {
            Pole::Minus => &mut self.minus,
            _ => &mut self.plus,
        };
        match line {
            Line::Row(row) => counts.rows[row] = Some(count),
            Line::Column(col) => counts.cols[col] = Some(count),
        }
    }

    /// A new puzzle and its solution, unique (and stripped) as `options` ask.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Magnets, Solution), Error> {
        refuse_options(options)?;
        let size = options.size;
        loop {
            let layout = random_layout(size, rng);
            let solution = random_polarities(&layout, rng);
            if !options.unique {
                return Ok((with_counts(layout, &solution), solution));
            }
            if let Some((puzzle, solution)) =
                repair_until_unique(layout, solution, &options.solver, &options.limits, rng)?
            {
                let puzzle = if options.strip {
                    strip(puzzle, &options.solver, &options.limits, rng)?
                } else {
                    puzzle
                };
                return Ok((puzzle, solution));
            }
        }
    }

    /// What [`Generate::generate`] builds, from above for any layout: the repair solver
    /// (`Repairer::estimate`) and, with `--strip`, a solver of the puzzle with
    /// every count known, which is also the largest puzzle it returns. Without uniqueness, no
    /// solver.
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error> {
        refuse_options(options)?;
        let size = options.size;
        let puzzle = super::cnf_size::with_all_counts(size);
        let repairer = super::cnf_size::repairer_bound(size) + repair_rounds(size);
        let solvers = match (options.unique, options.strip) {
            (false, _) => None,
            (true, false) => Some(repairer),
            (true, true) => Some(repairer.larger(puzzle)),
        };
        Ok(GenerateEstimate {
            solvers,
            rated: puzzle,
            rated_encoding: None,
        })
    }
}

/// The options the generator refuses.
fn refuse_options(options: &GenerateOptions) -> Result<(), Error> {
    let size = options.size;
    if size.area() < 2 {
        return Err(Error::Usage(format!(
            "a Magnets grid needs at least 2 cells, {size} has {}",
            size.area()
        )));
    }
    if options.strip && !options.unique {
        return Err(Error::refused(Choice::Strip, "{strip} needs unique puzzles"));
    }
    Ok(())
}

/// Removes counts in random order while the puzzle stays unique.
fn strip(
    puzzle: Magnets,
    choice: &SolverChoice,
    limits: &Limits,
    rng: &mut StdRng,
) -> Result<Magnets, Error> {
    let slots = count_slots(&puzzle);
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.shuffle(rng);
    let kept = {
        let mut session = Session::with_solver(&puzzle, ClueMode::Assumed, choice, limits)?;
        strip_clues(&mut session, &order)?
    };
    let mut stripped = puzzle;
    for (slot, keep) in slots.iter().zip(kept) {
        if !keep {
            let counts = if slot.pole == Pole::Plus {
                &mut stripped.plus
            } else {
                &mut stripped.minus
            };
            match slot.line {
                Line::Row(i) => counts.rows[i] = None,
                Line::Column(i) => counts.cols[i] = None,
            }
        }
    }
    Ok(stripped)
}
