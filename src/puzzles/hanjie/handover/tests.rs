//! The hand-over CNF against brute force: on small random puzzles (the clues of random
//! pictures, some with one run changed so that they may have no solution), the plain CNF
//! with the hand-over clauses (all of them, and each part alone) has exactly the solutions
//! an exhaustive search finds; the run starts allowed under a line's cells are those of its
//! fillings; the clauses are the same on every run; and the session built from them finds
//! the solutions, and decides uniqueness, as brute force does.

use super::*;
use crate::encodings::line_tests::fillings;
use crate::encodings::regular::runs_of;
use crate::grid::{Grid, Size};
use crate::puzzles::hanjie::{LineClue, LineEncoding, Run};
use crate::solve::{ClueMode, Session};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

fn runs_clue(runs: &[usize]) -> LineClue {
    LineClue::black(runs.iter().map(|&c| Run::Length(c)))
}

/// A random black-and-white puzzle of at most 16 cells: a random picture's clues, one run
/// lengthened by one now and then.
fn random_puzzle(rng: &mut StdRng) -> Hanjie {
    let size = Size::new(rng.random_range(2..=4), rng.random_range(2..=4));
    let density = rng.random_range(0.3..0.7);
    let picture = Grid::from_fn(size, |_| rng.random_bool(density));
    let mut rows: Vec<Vec<usize>> = (0..size.height)
        .map(|r| runs_of(picture.row(r).iter().copied()))
        .collect();
    let columns: Vec<Vec<usize>> = (0..size.width)
        .map(|c| runs_of(picture.column(c).copied()))
        .collect();
    if rng.random_bool(0.2) {
        let row = rng.random_range(0..size.height);
        if let Some(run) = rows[row].first_mut() {
            *run += 1;
        }
    }
    Hanjie::black_and_white(
        size,
        rows.iter().map(|r| runs_clue(r)).collect(),
        columns.iter().map(|c| runs_clue(c)).collect(),
    )
}

/// Every picture that shows the clues, by exhaustive search.
fn brute_force(puzzle: &Hanjie) -> BTreeSet<Vec<u8>> {
    let size = puzzle.size;
    let clue_of = |clue: &LineClue| -> Vec<usize> { clue.lengths().expect("every run known") };
    (0..1u32 << size.area())
        .map(|bits| Grid::from_fn(size, |p| bits >> (p.row * size.width + p.col) & 1 == 1))
        .filter(|grid| {
            puzzle
                .lines()
                .all(|(line, clue)| runs_of(line.cells(size).map(|p| grid[p])) == clue_of(clue))
        })
        .map(|grid| grid.values().map(|&b| u8::from(b)).collect())
        .collect()
}

/// The solutions of the plain CNF plus the hand-over clauses of `parts`.
fn solutions(puzzle: &Hanjie, parts: Option<Parts>) -> BTreeSet<Vec<u8>> {
    let mut session = Session::new(puzzle, ClueMode::Fixed).unwrap();
    if let Some(parts) = parts {
        let vars = session.encoding().vars.clone();
        for clause in hand_over(puzzle, &vars, Deadline::NONE, parts).clauses {
            session.add_clause(&clause);
        }
    }
    let mut found = BTreeSet::new();
    session
        .enumerate(None, |grid| {
            found.insert(grid.values().copied().collect());
        })
        .unwrap();
    found
}

/// The encodings the hand-over takes.
const ENCODINGS: [LineEncoding; 2] = [LineEncoding::Placement, LineEncoding::OrderCover];

/// `puzzle` in `encoding`.
fn encoded_as(puzzle: &Hanjie, encoding: LineEncoding) -> Hanjie {
    let mut puzzle = puzzle.clone();
    crate::puzzle::Encode::set_encoding(&mut puzzle, encoding).unwrap();
    puzzle
}

#[test]
fn the_hand_over_cnf_has_exactly_the_solutions_brute_force_finds() {
    for encoding in ENCODINGS {
        hand_over_cnf_has_exactly_the_solutions(encoding);
    }
}

fn hand_over_cnf_has_exactly_the_solutions(encoding: LineEncoding) {
    let mut rng = StdRng::seed_from_u64(27);
    let each_alone = [
        Parts::ALL,
        Parts {
            units: true,
            binaries: false,
            exclusions: false,
            phases: false,
        },
        Parts {
            units: false,
            binaries: true,
            exclusions: false,
            phases: false,
        },
        Parts {
            units: false,
            binaries: false,
            exclusions: true,
            phases: false,
        },
    ];
    let (mut several, mut none, mut with_binaries, mut with_exclusions) = (0, 0, 0, 0);
    for _ in 0..150 {
        let puzzle = encoded_as(&random_puzzle(&mut rng), encoding);
        let expected = brute_force(&puzzle);
        assert_eq!(
            solutions(&puzzle, None),
            expected,
            "{encoding}: plain CNF of {puzzle:?}"
        );
        for parts in each_alone {
            assert_eq!(
                solutions(&puzzle, Some(parts)),
                expected,
                "{encoding}: {parts:?} on {puzzle:?}"
            );
        }
        several += usize::from(expected.len() > 1);
        none += usize::from(expected.is_empty());
        if let Some(Ok(root)) = logic::probe_root(&puzzle, Deadline::NONE) {
            with_binaries += usize::from(!root.implications.is_empty());
            let mut formula = varisat::CnfFormula::new();
            let encoded = crate::puzzle::Encode::encode(&puzzle, &mut formula);
            let only = Parts {
                units: false,
                binaries: false,
                exclusions: true,
                phases: false,
            };
            with_exclusions += usize::from(!clauses(&puzzle, &encoded.vars, &root, only).is_empty());
        }
    }
    // Not vacuous: puzzles of several solutions, of none, and each kind of clause.
    assert!(
        several >= 20 && none >= 5,
        "{several} with several, {none} with none"
    );
    assert!(
        with_binaries >= 20 && with_exclusions >= 20,
        "{with_binaries}, {with_exclusions}"
    );
}

/// Every filling of `cells` (colour sets) that shows `lengths`, as its runs' starts.
fn starts_of_fillings(lengths: &[usize], cells: &[u64]) -> Vec<Vec<bool>> {
    let n = cells.len();
    let mut allowed = vec![vec![false; n]; lengths.len()];
    for line in fillings(lengths, cells) {
        let starts = (0..n).filter(|&i| line[i] && (i == 0 || !line[i - 1]));
        for (j, start) in starts.enumerate() {
            allowed[j][start] = true;
        }
    }
    allowed
}

#[test]
fn the_allowed_starts_are_those_of_the_fillings() {
    let mut rng = StdRng::seed_from_u64(2027);
    for _ in 0..3000 {
        let n = rng.random_range(1..=12);
        let picture: Vec<bool> = (0..n).map(|_| rng.random_bool(0.5)).collect();
        let mut lengths = runs_of(picture.iter().copied());
        if rng.random_bool(0.2) && !lengths.is_empty() {
            lengths[0] += 1;
        }
        let cells: Vec<u64> = (0..n)
            .map(|_| [EMPTY, FILLED, 3, 3, 3][rng.random_range(0..5)])
            .collect();
        assert_eq!(
            allowed_starts(&lengths, &cells),
            starts_of_fillings(&lengths, &cells),
            "{lengths:?} over {cells:?}"
        );
    }
}

/// On random lines and cells, each run's start values that the exclusion clauses leave
/// (with `[s_j ≤ p]` read as "the start is at most p") are exactly the allowed starts.
#[test]
fn the_exclusions_leave_exactly_the_allowed_starts() {
    let mut rng = StdRng::seed_from_u64(2028);
    let mut excluded = 0;
    for _ in 0..2000 {
        let n = rng.random_range(1..=12);
        let picture: Vec<bool> = (0..n).map(|_| rng.random_bool(0.5)).collect();
        let lengths = runs_of(picture.iter().copied());
        // The picture's own cells, some opened: a filling always exists.
        let cells: Vec<u64> = picture
            .iter()
            .map(|&f| {
                if rng.random_bool(0.6) {
                    3
                } else if f {
                    FILLED
                } else {
                    EMPTY
                }
            })
            .collect();
        let mut formula = varisat::CnfFormula::new();
        let slack = n + 1 - lengths.iter().map(|c| c + 1).sum::<usize>().max(1);
        let mut lo = 0;
        let starts: Vec<Vec<(usize, Lit)>> = lengths
            .iter()
            .map(|&c| {
                let vars = (lo..lo + slack)
                    .map(|p| (p, varisat::ExtendFormula::new_lit(&mut formula)))
                    .collect();
                lo += c + 1;
                vars
            })
            .collect();
        let mut clauses = Vec::new();
        exclude_starts(&lengths, &cells, &starts, &mut clauses);
        let allowed = allowed_starts(&lengths, &cells);
        let mut lo = 0;
        for (j, vars) in starts.iter().enumerate() {
            // Other runs' literals are left free: a clause holds if one of its literals does.
            let value = |lit: Lit, s: usize| -> Option<bool> {
                vars.iter()
                    .find(|&&(_, l)| l.var() == lit.var())
                    .map(|&(p, l)| (s <= p) == (l == lit))
            };
            for (s, &allowed) in allowed[j].iter().enumerate().skip(lo).take(slack + 1) {
                let kept = clauses
                    .iter()
                    .all(|clause: &Vec<Lit>| clause.iter().any(|&lit| value(lit, s).unwrap_or(true)));
                assert_eq!(kept, allowed, "{lengths:?} over {cells:?}: run {j} at {s}");
                excluded += usize::from(!kept);
            }
            lo += lengths[j] + 1;
        }
    }
    assert!(excluded > 1000, "{excluded} starts excluded");
}

#[test]
fn the_hand_over_clauses_are_the_same_on_every_run() {
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..30 {
        let puzzle = random_puzzle(&mut rng);
        let mut formula = varisat::CnfFormula::new();
        let encoded = crate::puzzle::Encode::encode(&puzzle, &mut formula);
        let first = hand_over(&puzzle, &encoded.vars, Deadline::NONE, Parts::ALL);
        let again = hand_over(&puzzle, &encoded.vars, Deadline::NONE, Parts::ALL);
        assert_eq!(first, again);
    }
}

/// The session that continues after the own search, as `solve` and `count` build it
/// (`Session::handed_over`: the clauses added, the BP phases forced on the embedded CaDiCaL
/// or given to varisat by renaming), enumerates exactly the solutions brute force finds, on
/// either solver: phases steer and change no answer.
#[test]
fn the_handed_over_session_finds_exactly_the_solutions() {
    let choices = [
        crate::options::SolverChoice::Varisat,
        #[cfg(feature = "cadical")]
        crate::options::SolverChoice::Cadical,
    ];
    let mut rng = StdRng::seed_from_u64(28);
    let mut with_phases = 0;
    for round in 0..100 {
        let puzzle = encoded_as(&random_puzzle(&mut rng), ENCODINGS[round % 2]);
        let expected = brute_force(&puzzle);
        for choice in &choices {
            let limits = crate::limits::Limits::default();
            let mut session = Session::handed_over(&puzzle, choice, &limits).unwrap();
            with_phases += usize::from(
                !hand_over(&puzzle, &session.encoding().vars, Deadline::NONE, Parts::ALL)
                    .phases
                    .is_empty(),
            );
            let mut found = BTreeSet::new();
            session
                .enumerate(None, |grid| {
                    found.insert(grid.values().copied().collect::<Vec<u8>>());
                })
                .unwrap();
            assert_eq!(found, expected, "{} on {puzzle:?}", choice.name());
        }
    }
    assert!(with_phases >= 50, "{with_phases} sessions with phases");
}

/// The verdict of the handed-over session (`solve`'s: the first solution, the 2x2 swap,
/// then the search guided by the first solution within its budget, then the complete
/// search) against brute force, on either solver: no solution, the only one, or two
/// different solutions, each one of those brute force finds. Enough puzzles have several
/// solutions none a swap from the first, so that the guided search answers some.
#[test]
fn the_handed_over_verdict_matches_brute_force() {
    use crate::puzzle::Rules;
    use crate::solve::Verdict;
    let choices = [
        crate::options::SolverChoice::Varisat,
        #[cfg(feature = "cadical")]
        crate::options::SolverChoice::Cadical,
    ];
    let mut rng = StdRng::seed_from_u64(27);
    let mut past_the_swap = 0;
    let values = |grid: &Grid<u8>| grid.values().copied().collect::<Vec<u8>>();
    for _ in 0..1000 {
        let puzzle = random_puzzle(&mut rng);
        let expected = brute_force(&puzzle);
        // The handed-over session on each solver, then one whose second solution is looked
        // for on varisat over the plain CNF (`prove_uniqueness_on`: a session without a
        // hand-over skips the guided search, so this path is taken every time).
        let limits = crate::limits::Limits::default();
        let mut sessions: Vec<(String, Session<'_, Hanjie>)> = choices
            .iter()
            .map(|choice| {
                (
                    choice.name().to_string(),
                    Session::handed_over(&puzzle, choice, &limits).unwrap(),
                )
            })
            .collect();
        let mut proved_elsewhere =
            Session::with_solver(&puzzle, ClueMode::Fixed, choices.last().unwrap(), &limits).unwrap();
        proved_elsewhere.prove_uniqueness_on(crate::options::SolverChoice::Varisat, limits);
        sessions.push(("uniqueness on varisat".to_string(), proved_elsewhere));
        for (name, mut session) in sessions {
            let what = format!("{name} on {puzzle:?}");
            match session.verdict(true).unwrap() {
                Verdict::Unsatisfiable => assert!(expected.is_empty(), "{what}"),
                Verdict::Solved(only, unique) => {
                    assert_eq!(unique, Some(true), "{what}");
                    assert_eq!(expected, BTreeSet::from([values(&only)]), "{what}");
                }
                Verdict::Multiple(first, second) => {
                    assert!(expected.len() >= 2, "{what}");
                    assert!(expected.contains(&values(&first)), "{what}");
                    assert!(expected.contains(&values(&second)), "{what}");
                    assert_ne!(first, second, "{what}");
                    past_the_swap += usize::from(puzzle.nearby_solution(&first).is_none());
                }
            }
        }
    }
    assert!(
        past_the_swap >= 8,
        "{past_the_swap} second solutions past the swap"
    );
}
