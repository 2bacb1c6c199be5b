//! How much reasoning a puzzle needs before every cell is known: easy, medium or hard,
//! measured by each kind in its own terms ([`crate::puzzle::Rules::own_difficulty`], through [`of_puzzle`]).
//!
//! By default ([`on_cnf`]) on its complete CNF (clues as unit clauses) with the crate's own
//! unit propagation:
//! unit propagation alone (no decision at all), then rounds of failed-literal probing on
//! the cell (projection) literals: each round tries every open literal, and one whose
//! propagation conflicts is false, so its negation is fixed; rounds repeat while they fix
//! something. Easy: propagation alone fixes every cell; medium: probing finishes it; hard:
//! cells stay open (search is needed). That measure belongs to the encoding as much as to
//! the puzzle: a stronger encoding makes more puzzles easy.
//!
//! Hanjie is rated as nonogram designers rate it ([`Measure::Lines`]), on the grid with
//! the exact line solver: easy = line solvable (line logic alone decides every cell),
//! medium = needs probing (line logic with probing to the end finishes it), hard = needs
//! search; [`LineLogic`] says which cells needed more than line logic.
//!
//! A puzzle whose contradiction is visible without search ([`crate::puzzle::Rules::contradiction`]: a
//! clue that cannot fit, totals that disagree) is easy whatever the measure finds: a rating
//! of hard would contradict the reason given.

use super::propagate::{Probe, Propagator};
use super::rating::{Difficulty, Level, LineLogic, Measure};
use crate::error::Error;
use crate::limits::{Deadline, Limits};
use crate::puzzle::PuzzleKind;
use crate::solve::complete_cnf;
use varisat::{CnfFormula, Lit, Var};

/// The difficulty of `puzzle` as its kind measures it, within `limits`: its own measure
/// ([`crate::puzzle::Rules::own_difficulty`]), else [`on_cnf`].
///
/// # Errors
/// [`Error::TimedOut`] at the deadline of `limits`, or [`Error::TooLarge`] for a CNF over
/// its memory limit.
pub fn of_puzzle<P: PuzzleKind>(puzzle: &P, limits: &Limits) -> Result<Difficulty, Error> {
    puzzle
        .own_difficulty(limits)
        .unwrap_or_else(|| on_cnf(puzzle, limits))
}

/// Measures `puzzle` on its complete CNF ([`crate::puzzle::Encode::complete`]: for Yin Yang's lazy
/// connectivity, the layers encoding; an error if the user chose lazy explicitly); easy
/// without measuring when [`crate::puzzle::Rules::contradiction`] sees a reason there is no solution.
///
/// # Errors
/// [`Error::TimedOut`] at the deadline of `limits`, [`Error::TooLarge`] for a CNF over its
/// memory limit, or the puzzle's refusal of a complete encoding
/// ([`crate::puzzle::Encode::complete`]).
pub fn on_cnf<P: PuzzleKind>(puzzle: &P, limits: &Limits) -> Result<Difficulty, Error> {
    let visible = puzzle.contradiction().is_some();
    let puzzle = puzzle.complete()?;
    let (formula, encoding) = complete_cnf(&puzzle, limits)?;
    Ok(match visible {
        true => visible_contradiction(Measure::Cnf, cell_variables(&encoding.projection).len()),
        false => measure(&formula, &encoding.projection, &limits.deadline)?,
    })
}

/// The difficulty of a puzzle without solution whose contradiction is visible without
/// search ([`crate::puzzle::Rules::contradiction`]): easy, refuted, nothing measured but the `variables`
/// (cell variables or cells, as `measure` counts them).
pub(crate) fn visible_contradiction(measure: Measure, variables: usize) -> Difficulty {
    Difficulty {
        level: Level::Easy,
        measure,
        variables,
        by_propagation: 0,
        probing_rounds: 0,
        failed_literals: 0,
        open: 0,
        refuted: true,
        visible_without_search: true,
        lines: (measure == Measure::Lines).then(LineLogic::default),
    }
}

/// The variables of the cell literals, each once.
fn cell_variables(projection: &[Lit]) -> Vec<Var> {
    let mut vars: Vec<Var> = projection.iter().map(|lit| lit.var()).collect();
    vars.sort_unstable();
    vars.dedup();
    vars
}

/// Propagation, then probing rounds on the variables of `projection`, over `formula`,
/// until `deadline`.
///
/// # Errors
/// [`Error::TimedOut`] once `deadline` has passed (probing a large CNF takes long).
pub(crate) fn measure(
    formula: &CnfFormula,
    projection: &[Lit],
    deadline: &Deadline,
) -> Result<Difficulty, Error> {
    let vars = cell_variables(projection);
    let mut engine = Propagator::new(formula);
    let open = |engine: &Propagator, vars: &[Var]| {
        vars.iter()
            .filter(|v| engine.value(v.positive()).is_none())
            .count()
    };
    let mut difficulty = Difficulty {
        level: Level::Easy,
        measure: Measure::Cnf,
        variables: vars.len(),
        by_propagation: 0,
        probing_rounds: 0,
        failed_literals: 0,
        open: 0,
        refuted: engine.refuted(),
        visible_without_search: false,
        lines: None,
    };
    if engine.refuted() {
        return Ok(difficulty);
    }
    difficulty.open = open(&engine, &vars);
    difficulty.by_propagation = vars.len() - difficulty.open;
    if difficulty.open == 0 {
        return Ok(difficulty);
    }
    difficulty.level = Level::Medium;
    while difficulty.open > 0 && !difficulty.refuted {
        let failed = probing_round(&mut engine, &vars, deadline)?;
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
    Ok(difficulty)
}

/// One probing round: each open variable of `vars` is tried both ways; a value that
/// conflicts is impossible, so the other is fixed (and propagated) at once. Returns how
/// many literals failed; stops early when a fixed value conflicts (no solution), and with
/// [`Error::TimedOut`] once `deadline` has passed.
///
/// A literal that a consistent probe of this round implied, with nothing fixed since, is
/// skipped: whatever it propagates, the probe that implied it propagated too, without
/// conflict. So a round that fixes nothing has still tried every open literal in effect.
fn probing_round(engine: &mut Propagator, vars: &[Var], deadline: &Deadline) -> Result<usize, Error> {
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
            if deadline.passed() {
                return Err(Error::TimedOut);
            }
            match engine.probe_into(lit, &mut implied) {
                Probe::Conflict => {
                    failed += 1;
                    fixes += 1;
                    if !engine.fix(!lit) {
                        return Ok(failed);
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
    Ok(failed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use varisat::ExtendFormula;

    /// [`measure`] without a deadline.
    fn measured(formula: &CnfFormula, projection: &[Lit]) -> Difficulty {
        measure(formula, projection, &Deadline::NONE).unwrap()
    }

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
        let easy = measured(&formula(&[&[a], &[!a, b]], 2), &[a, b]);
        assert_eq!((easy.level, easy.by_propagation, easy.open), (Level::Easy, 2, 0));
        // a -> b, a -> !b: probing a fails, so !a; b stays open (either value).
        let open = measured(&formula(&[&[!a, b], &[!a, !b]], 2), &[a, b]);
        assert_eq!((open.level, open.probing_rounds, open.open), (Level::Hard, 1, 1));
        // Adding b <-> !a: once !a is known, b follows.
        let medium = measured(&formula(&[&[!a, b], &[!a, !b], &[a, b]], 2), &[a, b]);
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
        let stuck = measured(&formula(&clauses, 3), &[a, b, c]);
        assert!(
            !stuck.refuted && stuck.level == Level::Hard && stuck.open == 3,
            "{stuck:?}"
        );
        // !a fails (b and !b), and then a fails too (c and !c): probing refutes.
        let refuted = measured(&formula(&[&[a, b], &[a, !b], &[!a, c], &[!a, !c]], 3), &[a, b, c]);
        assert!(refuted.refuted && refuted.level == Level::Medium, "{refuted:?}");
        let contradiction = measured(&formula(&[&[a], &[!a]], 1), &[a]);
        assert!(contradiction.refuted && contradiction.level == Level::Easy);
    }

    /// Probing a large CNF takes long: a time limit or an interrupt stops it.
    #[test]
    fn probing_stops_at_the_deadline() {
        let [a, b] = [0, 1].map(|i| Lit::from_index(i, true));
        let needs_probing = formula(&[&[!a, b], &[!a, !b]], 2);
        let passed = Deadline::at(std::time::Instant::now());
        assert!(matches!(
            measure(&needs_probing, &[a, b], &passed),
            Err(Error::TimedOut)
        ));
    }
}
