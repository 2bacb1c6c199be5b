//! `hint` of small puzzles of every kind against brute force over every grid
//! (`tests/support/bruteforce_analysis.rs`), with answers filled in part from a solution,
//! and with one cell changed: a wrong cell is named first; a hinted cell is open and has
//! the value of every solution; and the clues the hint names, kept alone in the puzzle (the
//! kind's own clues by name, checked by its `verify`, never by the CNF), with the filled
//! cells it names, leave that cell (and every cell it says it fixes) no other value.

use crate::analyze::small_puzzles::{
    hanjie_base, onetwothree_base, random_hanjie, random_magnets, random_onetwothree, random_yinyang,
    yinyang_base,
};
use crate::bruteforce_analysis::{options, solutions};
use gridsat::analyze::SolutionCount;
use gridsat::analyze::hint::{Deduction, Hint, HintStatus, Step};
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{Generate, PuzzleKind};
use gridsat::puzzles::hanjie::{Hanjie, LineClue};
use gridsat::puzzles::magnets::Magnets;
use gridsat::puzzles::onetwothree::OneTwoThree;
use gridsat::puzzles::yinyang::YinYang;
use gridsat::registry::AnyPuzzle;
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;

/// A kind whose puzzle can keep some of its clues, named as `analyze` names them.
trait Restrict: PuzzleKind {
    /// The puzzle with only the clues `names` names.
    fn only(&self, names: &[String]) -> Self;
}

impl Restrict for OneTwoThree {
    fn only(&self, names: &[String]) -> Self {
        let named = |name: String| names.contains(&name);
        let givens = Grid::from_fn(self.givens.size(), |pos| {
            self.givens[pos].filter(|&v| named(format!("{pos} = {v}")))
        });
        let borders = self
            .borders
            .iter()
            .filter(|b| named(format!("border {b}")))
            .cloned()
            .collect();
        OneTwoThree { givens, borders }
    }
}

impl Restrict for YinYang {
    fn only(&self, names: &[String]) -> Self {
        let givens = Grid::from_fn(self.givens.size(), |pos| {
            self.givens[pos].filter(|c| names.contains(&format!("{pos} {}", c.name())))
        });
        YinYang::new(givens)
    }
}

impl Restrict for Magnets {
    fn only(&self, names: &[String]) -> Self {
        let mut kept = self.clone();
        for (counts, sign) in [(&mut kept.plus, '+'), (&mut kept.minus, '-')] {
            for (i, count) in counts.rows.iter_mut().enumerate() {
                count.take_if(|_| !names.contains(&format!("row {} {sign}", i + 1)));
            }
            for (i, count) in counts.cols.iter_mut().enumerate() {
                count.take_if(|_| !names.contains(&format!("column {} {sign}", i + 1)));
            }
        }
        kept
    }
}

impl Restrict for Hanjie {
    fn only(&self, names: &[String]) -> Self {
        let named = |line: String| names.iter().any(|name| name.starts_with(&format!("{line} (")));
        let mut kept = self.clone();
        for (i, clue) in kept.rows.iter_mut().enumerate() {
            if !named(format!("row {}", i + 1)) {
                *clue = LineClue::Unknown;
            }
        }
        for (i, clue) in kept.columns.iter_mut().enumerate() {
            if !named(format!("column {}", i + 1)) {
                *clue = LineClue::Unknown;
            }
        }
        kept
    }
}

/// The symbol of `rows` at 0-based `[row, column]`.
fn at(rows: &[String], [row, col]: [usize; 2]) -> char {
    rows[row].chars().nth(col).unwrap()
}

/// `rows` with each cell kept or `?` as `keep` says.
fn partly(rows: &[String], mut keep: impl FnMut(usize, usize) -> bool) -> String {
    let mut text = String::new();
    for (r, row) in rows.iter().enumerate() {
        text.extend(
            row.chars()
                .enumerate()
                .map(|(c, s)| if keep(r, c) { s } else { '?' }),
        );
        text.push('\n');
    }
    text
}

/// The hint of `puzzle` for the answer `text`.
fn hint_of<P: PuzzleKind>(puzzle: &P, text: &str) -> Hint {
    let source = Source::inline("answer", text);
    AnyPuzzle::hint(puzzle, Some(&source), &SolveOptions::default())
        .unwrap_or_else(|e| panic!("{e}\n{}\n{text}", puzzle.to_native()))
}

/// Checks a step's explanation: with only its clues, the base grids (those of the rules)
/// that the kept puzzle accepts and that agree with the answer `rows` on its filled cells
/// all have every cell it fixes, and there is one.
fn check_step<P: Restrict>(
    puzzle: &P,
    base: &[(Vec<String>, P::Solution)],
    rows: &[String],
    step: &Step,
    what: &str,
) {
    let kept = puzzle.only(&step.clues);
    let cells: Vec<[usize; 2]> = step.filled_cells.iter().map(|[r, c]| [r - 1, c - 1]).collect();
    let left: Vec<&Vec<String>> = base
        .iter()
        .filter(|(grid, _)| cells.iter().all(|&cell| at(grid, cell) == at(rows, cell)))
        .filter(|(_, solution)| kept.verify(solution).is_empty())
        .map(|(grid, _)| grid)
        .collect();
    assert!(!left.is_empty(), "the explanation leaves no grid: {what}");
    for fix in &step.fixes {
        let cell = [fix.cell[0] - 1, fix.cell[1] - 1];
        assert!(
            left.iter().all(|grid| at(grid, cell) == fix.value),
            "{:?} = {} not forced by {:?} and {:?}: {what}",
            fix.cell,
            fix.value,
            step.clues,
            step.filled_cells
        );
    }
    assert!(
        step.fixes
            .iter()
            .any(|fix| fix.cell == step.cell && fix.value == step.value),
        "{what}"
    );
}

/// Hints of `puzzle` for answers filled from one of its solutions (a few cells each, then
/// more), each step followed by filling its cell in, until solved; and with one filled cell
/// changed, which is named first. Returns the deductions seen.
fn check_hints<P: Restrict>(
    puzzle: &P,
    base: &[(Vec<String>, P::Solution)],
    rng: &mut StdRng,
) -> Vec<Deduction> {
    let all: Vec<(Vec<String>, P::Solution)> = solutions(puzzle, base);
    let what = puzzle.to_native();
    let mut deductions = Vec::new();
    let Some((solution, _)) = all.first() else {
        let hint = hint_of(puzzle, &partly(&base[0].0, |_, _| false));
        assert_eq!(hint.status, HintStatus::NoSolution, "{what}");
        return deductions;
    };
    let size = puzzle.size();
    let shared = |cell: [usize; 2]| all.iter().all(|(grid, _)| at(grid, cell) == at(solution, cell));
    // From a few cells of the solution, one hinted cell after another.
    let mut filled: HashSet<[usize; 2]> = size
        .cells()
        .map(|p| [p.row, p.col])
        .filter(|_| rng.random_bool(0.2))
        .collect();
    for _ in 0..=size.area() {
        let text = partly(solution, |r, c| filled.contains(&[r, c]));
        let hint = hint_of(puzzle, &text);
        let what = format!("{what}\nanswer:\n{text}\n{hint:#?}");
        let several = if all.len() > 1 {
            SolutionCount::Several
        } else {
            SolutionCount::One
        };
        assert_eq!(hint.solutions, several, "{what}");
        assert!(
            hint.wrong_cells.is_empty() && hint.broken_rules.is_empty(),
            "{what}"
        );
        match hint.status {
            HintStatus::Next => {}
            HintStatus::Solved => {
                assert_eq!(&hint.cells, solution, "{what}");
                assert_eq!(hint.filled_cells, size.area(), "{what}");
                break;
            }
            HintStatus::NothingForced => {
                assert!(all.len() > 1, "{what}");
                break;
            }
            other => panic!("{other:?}: {what}"),
        }
        let step = hint.step.as_ref().unwrap();
        let cell = [step.cell[0] - 1, step.cell[1] - 1];
        assert!(!filled.contains(&cell), "{what}");
        assert_eq!(step.value, at(solution, cell), "{what}");
        assert!(shared(cell), "a cell that solutions differ on: {what}");
        let rows: Vec<String> = text.lines().map(str::to_string).collect();
        check_step(puzzle, base, &rows, step, &what);
        deductions.push(step.deduction);
        filled.insert(cell);
    }
    // One filled cell of a unique puzzle changed: it is the wrong cell.
    if all.len() == 1 {
        let wrong = [rng.random_range(0..size.height), rng.random_range(0..size.width)];
        let other = base
            .iter()
            .map(|(grid, _)| at(grid, wrong))
            .find(|&s| s != at(solution, wrong));
        if let Some(other) = other {
            let mut rows = solution.clone();
            rows[wrong[0]] = rows[wrong[0]]
                .chars()
                .enumerate()
                .map(|(c, s)| if c == wrong[1] { other } else { s })
                .collect();
            let text = partly(&rows, |r, c| [r, c] == wrong || rng.random_bool(0.5));
            let hint = hint_of(puzzle, &text);
            assert_eq!(hint.status, HintStatus::Wrong, "{what}\n{text}");
            assert_eq!(
                hint.wrong_cells[0].cell,
                [wrong[0] + 1, wrong[1] + 1],
                "{what}\n{text}"
            );
            assert_eq!(hint.wrong_cells[0].expected, Some(at(solution, wrong)), "{what}");
        }
    }
    deductions
}

#[test]
fn onetwothree_hints_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut seen = Vec::new();
    for size in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)] {
        let base = onetwothree_base(size);
        for _ in 0..8 {
            seen.extend(check_hints(
                &random_onetwothree(size, 0.3, &mut rng),
                &base,
                &mut rng,
            ));
        }
    }
    for deduction in [Deduction::Propagation, Deduction::Probing] {
        assert!(seen.contains(&deduction), "{seen:?}");
    }
}

#[test]
fn yinyang_hints_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut seen = Vec::new();
    for size in [Size::new(4, 4), Size::new(3, 4)] {
        let base = yinyang_base(size);
        for _ in 0..6 {
            seen.extend(check_hints(&random_yinyang(size, 0.3, &mut rng), &base, &mut rng));
        }
        let (generated, _) = YinYang::generate(&options(size), &mut rng).unwrap();
        seen.extend(check_hints(&generated, &base, &mut rng));
    }
    for deduction in [Deduction::Propagation, Deduction::Probing] {
        assert!(seen.contains(&deduction), "{seen:?}");
    }
}

#[test]
fn magnets_hints_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut seen = Vec::new();
    for size in [Size::new(3, 3), Size::new(4, 2), Size::new(2, 4)] {
        for _ in 0..4 {
            let (puzzle, base) = random_magnets(size, 0.3, &mut rng);
            seen.extend(check_hints(&puzzle, &base, &mut rng));
        }
    }
    assert!(seen.contains(&Deduction::Propagation), "{seen:?}");
}

#[test]
fn hanjie_hints_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut seen = Vec::new();
    for size in [Size::new(4, 3), Size::new(3, 4)] {
        let base = hanjie_base(size);
        for _ in 0..10 {
            seen.extend(check_hints(
                &random_hanjie(size, 1.0 / 6.0, &mut rng),
                &base,
                &mut rng,
            ));
        }
    }
    assert!(seen.contains(&Deduction::LineLogic), "{seen:?}");
}
