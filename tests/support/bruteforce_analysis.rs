//! `analyze` against brute force on small puzzles, for the kinds' own areas. The brute
//! force is generic and independent of the CNF: every grid of the kind's symbols is read
//! with `parse_solution` and kept when the puzzle's own `verify` finds no broken rule. Then:
//! the count (none, one, several) agrees; a cell is forced exactly when all solutions agree
//! on it; the solutions shown are solutions; and without a solution the named clues have
//! none together (solved again with only those clues assumed) while dropping any one of them
//! gives a solution. A rating by line logic (Hanjie) claims a contradiction only without
//! solution, and line solvable or needing probing only with exactly one.

use gridsat::analyze::{Analysis, Difficulty, Level, Measure, OPEN_CELL, SolutionCount};
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::puzzle::PuzzleKind;
use gridsat::solve::SolveOptions;
use gridsat::source::Source;

use crate::conflict_checks::check_minimal_conflict;

/// Every grid of `size` over `alphabet`, as rows.
pub(crate) fn all_grids(size: Size, alphabet: &[char]) -> Vec<Vec<String>> {
    let cells = size.area();
    let total = alphabet.len().pow(cells as u32);
    (0..total)
        .map(|mut n| {
            let symbols: Vec<char> = (0..cells)
                .map(|_| {
                    let c = alphabet[n % alphabet.len()];
                    n /= alphabet.len();
                    c
                })
                .collect();
            symbols.chunks(size.width).map(|r| r.iter().collect()).collect()
        })
        .collect()
}

/// Every grid of `size` over `alphabet`, as rows and as a solution of `puzzle` (any
/// puzzle of that size) read by its `parse_solution`.
pub(crate) fn candidates<P: PuzzleKind>(
    puzzle: &P,
    size: Size,
    alphabet: &[char],
) -> Vec<(Vec<String>, P::Solution)> {
    all_grids(size, alphabet)
        .into_iter()
        .map(|rows| {
            let source = Source::inline("brute", rows.join("\n") + "\n");
            let grid = puzzle
                .parse_solution(&source)
                .expect("a grid of the kind's symbols");
            (rows, grid)
        })
        .collect()
}

/// The candidates that are solutions of `puzzle` by its own `verify`.
pub(crate) fn solutions<P: PuzzleKind>(
    puzzle: &P,
    candidates: &[(Vec<String>, P::Solution)],
) -> Vec<(Vec<String>, P::Solution)> {
    candidates
        .iter()
        .filter(|(_, grid)| puzzle.verify(grid).is_empty())
        .cloned()
        .collect()
}

/// The rows of solutions.
pub(crate) fn rows_of<S>(solutions: &[(Vec<String>, S)]) -> Vec<Vec<String>> {
    solutions.iter().map(|(rows, _)| rows.clone()).collect()
}

/// Checks the analysis of `puzzle` against its brute-force `solutions`; returns the count.
pub(crate) fn check<P: PuzzleKind>(puzzle: &P, solutions: &[Vec<String>], what: &str) -> SolutionCount {
    let a: Analysis = gridsat::registry::AnyPuzzle::analyze(puzzle, &SolveOptions::default()).unwrap();
    let what = format!("{what}\n{}", puzzle.to_native());
    match solutions.len() {
        0 => {
            assert_eq!(a.solutions, SolutionCount::None, "{what}");
            assert_eq!(a.cells, None, "{what}");
            let conflict = a.conflict.clone().expect("a conflict");
            assert!(!conflict.rules_alone, "{what}");
            check_minimal_conflict(puzzle, &conflict.clues, &what);
        }
        n => {
            let expected = if n == 1 {
                SolutionCount::One
            } else {
                SolutionCount::Several
            };
            assert_eq!(a.solutions, expected, "{what}");
            let first = &solutions[0];
            let cells: Vec<String> = first
                .iter()
                .enumerate()
                .map(|(r, row)| {
                    row.chars()
                        .enumerate()
                        .map(|(c, s)| {
                            let same = solutions.iter().all(|x| x[r].chars().nth(c) == Some(s));
                            if same { s } else { OPEN_CELL }
                        })
                        .collect()
                })
                .collect();
            assert_eq!(a.cells.as_ref(), Some(&cells), "{what}\n{a:?}");
            assert!(solutions.contains(a.solution.as_ref().unwrap()), "{what}");
            if let Some(other) = &a.other_solution {
                assert!(
                    solutions.contains(other) && Some(other) != a.solution.as_ref(),
                    "{what}"
                );
            }
            assert_eq!(a.other_solution.is_some(), n > 1, "{what}");
        }
    }
    if let Some(d) = a.difficulty.as_ref().filter(|d| d.measure == Measure::Lines) {
        check_line_rating(d, &a, solutions.len(), &what);
    }
    a.solutions
}

/// A rating by line logic (Hanjie) says what the solutions allow: a contradiction only
/// without solution; line solvable or needing probing only with exactly one; and the cells
/// left open include every cell that is not forced.
pub(crate) fn check_line_rating(d: &Difficulty, a: &Analysis, solutions: usize, what: &str) {
    let lines = d.lines.as_ref().unwrap();
    if d.refuted {
        assert_eq!(solutions, 0, "{what}\n{d:?}");
        assert!(lines.open_after_probing.is_empty(), "{what}\n{d:?}");
    } else if d.level != Level::Hard {
        assert_eq!(solutions, 1, "{what}\n{d:?}");
    }
    for (r, row) in a.cells.iter().flatten().enumerate() {
        for (c, symbol) in row.chars().enumerate() {
            if symbol == OPEN_CELL {
                assert!(
                    lines.open_after_probing.contains(&[r + 1, c + 1]),
                    "{what}\n{d:?}"
                );
            }
        }
    }
    assert_eq!(lines.open_after_probing.len(), d.open, "{what}");
}

/// Counts of outcomes, and a check that each occurred.
#[derive(Default)]
pub(crate) struct Seen([usize; 3]);

impl Seen {
    pub(crate) fn add(&mut self, count: SolutionCount) {
        self.0[count as usize] += 1;
    }
    pub(crate) fn assert_all(&self, what: &str) {
        assert!(
            self.0.iter().all(|&n| n > 0),
            "{what}: none/one/several {:?}",
            self.0
        );
    }
}

pub(crate) fn options(size: Size) -> GenerateOptions {
    GenerateOptions::new(size)
}
