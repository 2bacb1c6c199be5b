//! How much reasoning a puzzle needs before every cell is known, measured on its complete
//! CNF (clues as unit clauses) with [`Propagator`]: unit propagation alone (no decision at
//! all), then rounds of failed-literal probing on the cell (projection) literals: each round
//! tries every open literal, and one whose propagation conflicts is false, so its negation
//! is fixed; rounds repeat while they fix something. Easy: propagation alone fixes every
//! cell; medium: probing finishes it; hard: cells stay open (search is needed).
//!
//! A puzzle whose contradiction is visible without search ([`Puzzle::contradiction`]: a
//! clue that cannot fit, totals that disagree) is easy whatever the CNF's propagation
//! finds ([`of_visible_contradiction`]): a rating of hard would contradict the reason given.
//!
//! The measure belongs to the encoding as much as to the puzzle: a stronger encoding (the
//! Hanjie automaton, say, whose propagation is a complete line solver) makes more puzzles
//! easy.

use super::propagate::{Probe, Propagator};
use crate::error::Error;
use crate::limits::Limits;
use crate::puzzle::Puzzle;
use crate::solve::complete_cnf;
use serde::Serialize;
use varisat::{CnfFormula, Lit, Var};

/// The difficulty levels, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Unit propagation alone decides every cell (or finds the contradiction), or the
    /// contradiction is visible without search.
    Easy,
    /// Failed-literal probing on the cells decides what propagation leaves.
    Medium,
    /// Probing leaves cells open: search is needed.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name: `easy`, `medium` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// What reasoning without search decides on a puzzle's complete CNF.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difficulty {
    /// The level.
    pub level: Level,
    /// Cell variables (the projection).
    pub variables: usize,
    /// Cell variables unit propagation alone fixes.
    pub by_propagation: usize,
    /// Probing rounds that fixed at least one cell variable.
    pub probing_rounds: usize,
    /// Literals probing found to fail (each fixes its variable the other way).
    pub failed_literals: usize,
    /// Cell variables still open after probing.
    pub open: usize,
    /// Reasoning ran into a contradiction: the puzzle has no solution.
    pub refuted: bool,
    /// The contradiction is visible without search ([`Puzzle::contradiction`]), so the
    /// puzzle is easy and the CNF was not measured (the counts above are zero); left out of
    /// JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub visible_without_search: bool,
}

/// Measures `puzzle` on its complete CNF ([`Puzzle::complete`]: for Yin Yang's lazy
/// connectivity, the layers encoding; an error if the user chose lazy explicitly).
pub fn of_puzzle<P: Puzzle>(puzzle: &P, limits: &Limits) -> Result<Difficulty, Error> {
    let puzzle = puzzle.complete()?;
    let (formula, encoding) = complete_cnf(&puzzle, limits)?;
    Ok(measure(&formula, &encoding.projection))
}

/// The difficulty of a puzzle without solution whose contradiction is visible without
/// search ([`Puzzle::contradiction`]): easy, refuted, the CNF not measured.
pub fn of_visible_contradiction<P: Puzzle>(puzzle: &P, limits: &Limits) -> Result<Difficulty, Error> {
    let puzzle = puzzle.complete()?;
    let (_, encoding) = complete_cnf(&puzzle, limits)?;
    Ok(Difficulty {
        level: Level::Easy,
        variables: cell_variables(&encoding.projection).len(),
        by_propagation: 0,
        probing_rounds: 0,
        failed_literals: 0,
        open: 0,
        refuted: true,
        visible_without_search: true,
    })
}

/// The variables of the cell literals, each once.
fn cell_variables(projection: &[Lit]) -> Vec<Var> {
    let mut vars: Vec<Var> = projection.iter().map(|lit| lit.var()).collect();
    vars.sort_unstable();
    vars.dedup();
    vars
}

/// Propagation, then probing rounds on the variables of `projection`, over `formula`.
pub fn measure(formula: &CnfFormula, projection: &[Lit]) -> Difficulty {
    let vars = cell_variables(projection);
    let mut engine = Propagator::new(formula);
    let open = |engine: &Propagator, vars: &[Var]| {
        vars.iter()
            .filter(|v| engine.value(v.positive()).is_none())
            .count()
    };
    let mut difficulty = Difficulty {
        level: Level::Easy,
        variables: vars.len(),
        by_propagation: 0,
        probing_rounds: 0,
        failed_literals: 0,
        open: 0,
        refuted: engine.refuted(),
        visible_without_search: false,
    };
    if engine.refuted() {
        return difficulty;
    }
    difficulty.open = open(&engine, &vars);
    difficulty.by_propagation = vars.len() - difficulty.open;
    if difficulty.open == 0 {
        return difficulty;
    }
    difficulty.level = Level::Medium;
    while difficulty.open > 0 && !difficulty.refuted {
        let failed = probing_round(&mut engine, &vars);
        if failed == 0 {
            break;
        }
        difficulty.probing_rounds += 1;
        difficulty.failed_literals += failed;
        difficulty.refuted = engine.refuted();
        difficulty.open = open(&engine, &vars);
    }
    if difficulty.refuted {
        difficulty.open = 0;
    } else if difficulty.open > 0 {
        difficulty.level = Level::Hard;
    }
    difficulty
}

/// One probing round: each open variable of `vars` is tried both ways; a value that
/// conflicts is impossible, so the other is fixed (and propagated) at once. Returns how
/// many literals failed; stops early when a fixed value conflicts (no solution).
///
/// A literal that a consistent probe of this round implied, with nothing fixed since, is
/// skipped: whatever it propagates, the probe that implied it propagated too, without
/// conflict. So a round that fixes nothing has still tried every open literal in effect.
fn probing_round(engine: &mut Propagator, vars: &[Var]) -> usize {
    // For each literal code, the number of fixes made this round when a probe implied it.
    let mut implied_at = vec![usize::MAX; 2 * engine.var_count()];
    let mut fixes = 0;
    let mut implied = Vec::new();
    let mut failed = 0;
    for &var in vars {
        for lit in [var.positive(), var.negative()] {
            if engine.value(lit).is_some() {
                break;
            }
            if implied_at[lit.code()] == fixes {
                continue;
            }
            match engine.probe_into(lit, &mut implied) {
                Probe::Conflict => {
                    failed += 1;
                    fixes += 1;
                    if !engine.fix(!lit) {
                        return failed;
                    }
                    break;
                }
                Probe::Consistent(_) => {
                    for implied in &implied {
                        implied_at[implied.code()] = fixes;
                    }
                }
            }
        }
    }
    failed
}

#[cfg(test)]
mod tests {
    use super::*;
    use varisat::ExtendFormula;

    fn formula(clauses: &[&[Lit]], vars: usize) -> CnfFormula {
        let mut formula = CnfFormula::new();
        formula.set_var_count(vars);
        for clause in clauses {
            formula.add_clause(clause);
        }
        formula
    }

    #[test]
    fn levels_follow_what_decides() {
        let [a, b, c] = [0, 1, 2].map(|i| Lit::from_index(i, true));
        // a, a -> b: propagation fixes both.
        let easy = measure(&formula(&[&[a], &[!a, b]], 2), &[a, b]);
        assert_eq!((easy.level, easy.by_propagation, easy.open), (Level::Easy, 2, 0));
        // a -> b, a -> !b: probing a fails, so !a; b stays open (either value).
        let open = measure(&formula(&[&[!a, b], &[!a, !b]], 2), &[a, b]);
        assert_eq!((open.level, open.probing_rounds, open.open), (Level::Hard, 1, 1));
        // Adding b <-> !a: once !a is known, b follows.
        let medium = measure(&formula(&[&[!a, b], &[!a, !b], &[a, b]], 2), &[a, b]);
        assert_eq!(
            (
                medium.level,
                medium.by_propagation,
                medium.probing_rounds,
                medium.open
            ),
            (Level::Medium, 0, 1, 0)
        );
        // Every clause over a, b, c: no model, but one probed value leaves four binary
        // clauses and no unit, so nothing is decided and nothing is refuted.
        let every: Vec<Vec<Lit>> = (0..8u32)
            .map(|bits| {
                [a, b, c]
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| if bits >> i & 1 == 1 { l } else { !l })
                    .collect()
            })
            .collect();
        let clauses: Vec<&[Lit]> = every.iter().map(Vec::as_slice).collect();
        let stuck = measure(&formula(&clauses, 3), &[a, b, c]);
        assert!(
            !stuck.refuted && stuck.level == Level::Hard && stuck.open == 3,
            "{stuck:?}"
        );
        // !a fails (b and !b), and then a fails too (c and !c): probing refutes.
        let refuted = measure(&formula(&[&[a, b], &[a, !b], &[!a, c], &[!a, !c]], 3), &[a, b, c]);
        assert!(refuted.refuted && refuted.level == Level::Medium, "{refuted:?}");
        let contradiction = measure(&formula(&[&[a], &[!a]], 1), &[a]);
        assert!(contradiction.refuted && contradiction.level == Level::Easy);
    }
}
