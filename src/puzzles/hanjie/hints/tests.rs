//! Belief propagation against brute force on tiny lines, and its hints on whole puzzles.

use super::line::LineModel;
use super::*;
use crate::encodings::runs::Run;
use crate::grid::Grid;
use crate::puzzle::Encode;
use crate::puzzles::hanjie::LineEncoding;
use varisat::{CnfFormula, ExtendFormula, Solver};

/// The runs of a word (true = filled).
fn runs_of(word: &[bool]) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut length = 0;
    for &filled in word.iter().chain([&false]) {
        if filled {
            length += 1;
        } else if length > 0 {
            runs.push(length);
            length = 0;
        }
    }
    runs
}

fn matches(runs: &[usize], clue: &[Run]) -> bool {
    runs.len() == clue.len()
        && runs.iter().zip(clue).all(|(&length, run)| match run {
            Run::Length(c) => *c == length,
            Run::Unknown => true,
        })
}

/// Weights that differ from cell to cell, some of them 0 (a known cell).
fn weights(n: usize, seed: usize) -> Vec<[f64; 2]> {
    (0..n)
        .map(|i| match (i * 7 + seed * 3) % 11 {
            0 => [1.0, 0.0],
            1 => [0.0, 1.0],
            k => {
                let p = 0.05 + 0.09 * k as f64;
                [1.0 - p, p]
            }
        })
        .collect()
}

/// Every clue (with some runs unknown) of every line up to 8 cells, under several weightings:
/// the counted marginals equal those of enumerating every word.
#[test]
fn counting_equals_enumeration_on_tiny_lines() {
    let mut checked = 0;
    for n in 1..=8 {
        let words: Vec<Vec<bool>> = (0..1u32 << n)
            .map(|bits| (0..n).map(|i| bits >> i & 1 == 1).collect())
            .collect();
        let mut clues: Vec<Vec<Run>> = words
            .iter()
            .map(|w| runs_of(w).into_iter().map(Run::Length).collect())
            .collect();
        clues.sort();
        clues.dedup();
        let with_unknown: Vec<Vec<Run>> = clues
            .iter()
            .filter(|c| !c.is_empty())
            .map(|c| {
                let mut c = c.clone();
                c[0] = Run::Unknown;
                c
            })
            .collect();
        clues.extend(with_unknown);
        for clue in &clues {
            let model = LineModel::new(clue);
            for seed in 0..4 {
                let w = weights(n, seed);
                let weight =
                    |word: &[bool]| -> f64 { word.iter().zip(&w).map(|(&f, w)| w[usize::from(f)]).product() };
                let matching: Vec<&Vec<bool>> = words
                    .iter()
                    .filter(|word| matches(&runs_of(word), clue))
                    .collect();
                let total: f64 = matching.iter().map(|word| weight(word)).sum();
                let counted = model.marginals(&w);
                if total == 0.0 {
                    assert!(counted.is_none(), "{clue:?} {w:?}");
                    continue;
                }
                let counted = counted.expect("a completion of positive weight");
                for i in 0..n {
                    // The cell's own weight left out.
                    let share = |filled: bool| -> f64 {
                        let mut other = w.clone();
                        other[i] = [1.0, 1.0];
                        matching
                            .iter()
                            .filter(|word| word[i] == filled)
                            .map(|word| {
                                word.iter()
                                    .zip(&other)
                                    .map(|(&f, w)| w[usize::from(f)])
                                    .product::<f64>()
                            })
                            .sum()
                    };
                    let (on, off) = (share(true), share(false));
                    assert!(
                        (counted.filled[i] - on / (on + off)).abs() < 1e-9,
                        "{clue:?} cell {i}"
                    );
                    for (j, starts) in counted.starts.iter().enumerate() {
                        let expected: f64 = matching
                            .iter()
                            .filter(|word| start_of(word, j) == i)
                            .map(|word| weight(word))
                            .sum::<f64>()
                            / total;
                        assert!((starts[i] - expected).abs() < 1e-9, "{clue:?} block {j} at {i}");
                    }
                    for (j, covers) in counted.covers.iter().enumerate() {
                        let expected: f64 = matching
                            .iter()
                            .filter(|word| {
                                let start = start_of(word, j);
                                start <= i && word[start..=i].iter().all(|&f| f)
                            })
                            .map(|word| weight(word))
                            .sum::<f64>()
                            / total;
                        assert!(
                            (covers[i] - expected).abs() < 1e-9,
                            "{clue:?} block {j} covers {i}"
                        );
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 800, "{checked}");
}

/// Where the j-th run of `word` starts.
fn start_of(word: &[bool], j: usize) -> usize {
    (0..word.len())
        .filter(|&i| word[i] && (i == 0 || !word[i - 1]))
        .nth(j)
        .expect("the run exists")
}

/// A 100-cell line of many short blocks: no overflow, and the posteriors are probabilities.
#[test]
fn long_lines_stay_finite() {
    let clue = vec![Run::Length(1); 30];
    let w = vec![[0.5, 0.5]; 100];
    let marginals = LineModel::new(&clue).marginals(&w).unwrap();
    assert!(
        marginals
            .filled
            .iter()
            .all(|p| p.is_finite() && (0.0..=1.0).contains(p))
    );
    for starts in &marginals.starts {
        assert!((starts.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}

fn demo() -> (Hanjie, Grid<u8>) {
    let puzzle = crate::puzzles::hanjie::instance("webpbn-00001.non");
    let goal = puzzle.goal.clone().unwrap();
    (puzzle, goal)
}

/// webpbn #1 is line solvable: with no cell known, the beliefs after the rounds point to
/// its solution in every cell; and the same run gives the same beliefs.
#[test]
fn beliefs_of_a_line_solvable_puzzle_match_its_solution() {
    let (puzzle, goal) = demo();
    let open: Partial = Grid::from_fn(puzzle.size, |_| None);
    let beliefs = beliefs(&puzzle, &open, ROUNDS).unwrap();
    for (pos, &colour) in goal.iter() {
        assert_eq!(
            beliefs.cell_phase(pos),
            colour == 1,
            "{pos}: {}",
            beliefs.filled[pos]
        );
    }
    assert_eq!(Some(beliefs.clone()), super::beliefs(&puzzle, &open, ROUNDS));
}

/// With every cell known, the CNF phases are the solution's own values: together they
/// satisfy the placement CNF and the order-plus-cover CNF (the start and cover variables
/// are the ones the encoding made, and hinted as the solution places its runs).
#[test]
fn cnf_phases_of_a_known_solution_satisfy_the_cnf() {
    for encoding in [LineEncoding::Placement, LineEncoding::OrderCover] {
        let (mut puzzle, goal) = demo();
        puzzle.set_encoding(encoding).unwrap();
        phases_of_a_known_solution_satisfy(&puzzle, &goal);
    }
}

fn phases_of_a_known_solution_satisfy(puzzle: &Hanjie, goal: &Grid<u8>) {
    let known: Partial = goal.map(|&colour| Some(colour));
    let beliefs = beliefs(puzzle, &known, 2).unwrap();
    let mut formula = CnfFormula::new();
    let encoded = puzzle.encode(&mut formula);
    let phases = beliefs.cnf_phases(&encoded.vars);
    let starts: usize = puzzle
        .lines()
        .map(|(_, clue)| clue.runs().map_or(0, <[_]>::len))
        .sum();
    let extra = phases.len() - puzzle.size.area();
    assert!(extra > starts, "{}", phases.len());
    // Every start and cover variable the encoding made is hinted.
    let made = formula.var_count() - puzzle.size.area() - encoded.clues.len();
    assert_eq!(extra, made, "{:?}", puzzle.encoding());
    let mut solver = Solver::new();
    solver.add_formula(&formula);
    for clue in &encoded.clues {
        solver.add_clause(&clue.literals);
    }
    solver.assume(&phases);
    assert_eq!(solver.solve().ok(), Some(true));
    // A wrong start hint would not be: flip one.
    let mut wrong = phases.clone();
    let last = wrong.len() - 1;
    wrong[last] = !wrong[last];
    solver.assume(&wrong);
    assert_eq!(solver.solve().ok(), Some(false));
}

/// A colour puzzle gets no beliefs.
#[test]
fn colour_puzzles_get_none() {
    let puzzle = crate::puzzles::hanjie::instance("colour-garden.xml");
    let open: Partial = Grid::from_fn(puzzle.size, |_| None);
    assert_eq!(beliefs(&puzzle, &open, ROUNDS), None);
}
