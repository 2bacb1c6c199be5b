//! `analyze` against brute force on small random puzzles of every kind. The brute force is
//! generic and independent of the CNF: every grid of the kind's symbols is read with
//! `parse_solution` and kept when the puzzle's own `verify` finds no broken rule. Then: the
//! count (none, one, several) agrees; a cell is forced exactly when all solutions agree on
//! it; the solutions shown are solutions; and without a solution the named clues have none
//! together (solved again with only those clues assumed) while dropping any one of them
//! gives a solution. A Hanjie rating by line logic claims a contradiction only without
//! solution, and line solvable or needing probing only with exactly one.

use gridsat::analyze::{Analysis, Difficulty, Level, Measure, OPEN_CELL, SolutionCount, analyze};
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::hanjie::{Hanjie, LineClue, runs_of};
use gridsat::puzzles::magnets::Magnets;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::{Colour, YinYang};
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::conflict_checks::check_minimal_conflict;

/// Every grid of `size` over `alphabet`, as rows.
fn all_grids(size: Size, alphabet: &[char]) -> Vec<Vec<String>> {
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
fn candidates<P: Puzzle>(puzzle: &P, size: Size, alphabet: &[char]) -> Vec<(Vec<String>, P::Solution)> {
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
fn solutions<P: Puzzle>(
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
fn rows_of<S>(solutions: &[(Vec<String>, S)]) -> Vec<Vec<String>> {
    solutions.iter().map(|(rows, _)| rows.clone()).collect()
}

/// Checks the analysis of `puzzle` against its brute-force `solutions`; returns the count.
fn check<P: Puzzle>(puzzle: &P, solutions: &[Vec<String>], what: &str) -> SolutionCount {
    let a: Analysis = analyze(puzzle, &SolveOptions::default()).unwrap();
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
fn check_line_rating(d: &Difficulty, a: &Analysis, solutions: usize, what: &str) {
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
struct Seen([usize; 3]);

impl Seen {
    fn add(&mut self, count: SolutionCount) {
        self.0[count as usize] += 1;
    }
    fn assert_all(&self, what: &str) {
        assert!(
            self.0.iter().all(|&n| n > 0),
            "{what}: none/one/several {:?}",
            self.0
        );
    }
}

fn options(size: Size) -> GenerateOptions {
    GenerateOptions::new(size)
}

#[test]
fn magnets_with_random_counts_hidden_or_changed() {
    let mut rng = StdRng::seed_from_u64(1);
    let mut seen = Seen::default();
    for (i, size) in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)]
        .iter()
        .cycle()
        .take(24)
        .enumerate()
    {
        let (mut puzzle, _) = Magnets::generate(&options(*size), &mut rng).unwrap();
        let mut base = puzzle.clone();
        for counts in [&mut base.plus, &mut base.minus] {
            counts
                .rows
                .iter_mut()
                .chain(counts.cols.iter_mut())
                .for_each(|c| *c = None);
        }
        // Every third puzzle: some counts changed (often no solution); every other third:
        // most counts hidden (often several).
        for counts in [&mut puzzle.plus, &mut puzzle.minus] {
            for count in counts.rows.iter_mut().chain(counts.cols.iter_mut()) {
                match (i % 3, rng.random_range(0..6)) {
                    (0, 0) => *count = Some(rng.random_range(0..=2)),
                    (1, 0..=3) | (_, 0) => *count = None,
                    _ => {}
                }
            }
        }
        let candidates = solutions(&base, &candidates(&base, *size, &['+', '-', 'x']));
        seen.add(check(
            &puzzle,
            &rows_of(&solutions(&puzzle, &candidates)),
            "magnets",
        ));
    }
    seen.assert_all("magnets");
}

#[test]
fn onetwothree_with_random_givens() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut seen = Seen::default();
    for size in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)] {
        let empty = OneTwoThree::new(Grid::from_fn(size, |_| None));
        let candidates = solutions(&empty, &candidates(&empty, size, &['1', '2', '3']));
        for _ in 0..12 {
            let puzzle = OneTwoThree::new(Grid::from_fn(size, |_| {
                rng.random_bool(0.35).then(|| rng.random_range(1..=3))
            }));
            seen.add(check(&puzzle, &rows_of(&solutions(&puzzle, &candidates)), "123"));
        }
    }
    seen.assert_all("123");
}

#[test]
fn yinyang_with_random_givens() {
    let mut rng = StdRng::seed_from_u64(3);
    let mut seen = Seen::default();
    for size in [Size::new(4, 4), Size::new(3, 4), Size::new(5, 2)] {
        let empty = YinYang::new(Grid::from_fn(size, |_| None));
        let candidates = solutions(&empty, &candidates(&empty, size, &['B', 'W']));
        for _ in 0..12 {
            let givens = Grid::from_fn(size, |_| {
                rng.random_bool(0.3).then(|| {
                    if rng.random_bool(0.5) {
                        Colour::Black
                    } else {
                        Colour::White
                    }
                })
            });
            let puzzle = YinYang::new(givens);
            seen.add(check(
                &puzzle,
                &rows_of(&solutions(&puzzle, &candidates)),
                "yinyang",
            ));
        }
        // Random givens seldom leave exactly one solution; the generator's always do.
        let (puzzle, _) = YinYang::generate(&options(size), &mut rng).unwrap();
        seen.add(check(
            &puzzle,
            &rows_of(&solutions(&puzzle, &candidates)),
            "yinyang",
        ));
    }
    seen.assert_all("yinyang");
}

#[test]
fn hanjie_with_random_lines_hidden_or_changed() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut seen = Seen::default();
    for (size, count) in [(Size::new(4, 3), 12), (Size::new(3, 4), 12), (Size::new(4, 4), 4)] {
        let unknown = Hanjie::black_and_white(
            size,
            vec![LineClue::Unknown; size.height],
            vec![LineClue::Unknown; size.width],
        );
        let candidates = candidates(&unknown, size, &['#', '.']);
        for i in 0..count {
            let picture = Grid::from_fn(size, |_| rng.random_bool(0.5));
            let line = |cells: Vec<bool>, rng: &mut StdRng| match rng.random_range(0..5) {
                0 => LineClue::Unknown,
                1 if i % 2 == 0 => LineClue::known(&[rng.random_range(1..=2)]),
                _ => LineClue::known(&runs_of(cells)),
            };
            let rows = (0..size.height)
                .map(|r| line(picture.row(r).to_vec(), &mut rng))
                .collect();
            let columns = (0..size.width)
                .map(|c| line(picture.column(c).copied().collect(), &mut rng))
                .collect();
            let puzzle = Hanjie::black_and_white(size, rows, columns);
            seen.add(check(
                &puzzle,
                &rows_of(&solutions(&puzzle, &candidates)),
                "hanjie",
            ));
        }
    }
    seen.assert_all("hanjie");
}
