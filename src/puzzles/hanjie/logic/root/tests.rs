//! The probed root against brute force: every cell it decides and every implication it
//! keeps hold in every solution, it finds no contradiction where a solution exists, and it
//! is a fixpoint (no probe of an open cell finds anything more).

use super::*;
use crate::encodings::regular::runs_of;
use crate::grid::Size;
use crate::puzzles::hanjie::{LineClue, Run};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn random_picture_puzzle(rng: &mut StdRng) -> (Hanjie, Vec<Grid<bool>>) {
    let size = Size::new(rng.random_range(2..=4), rng.random_range(2..=4));
    let density = rng.random_range(0.3..0.7);
    let picture = Grid::from_fn(size, |_| rng.random_bool(density));
    let clue = |runs: Vec<usize>| LineClue::black(runs.into_iter().map(Run::Length));
    let rows = (0..size.height)
        .map(|r| runs_of(picture.row(r).iter().copied()))
        .collect::<Vec<_>>();
    let columns = (0..size.width)
        .map(|c| runs_of(picture.column(c).copied()))
        .collect::<Vec<_>>();
    let solutions = (0..1u32 << size.area())
        .map(|bits| Grid::from_fn(size, |p| bits >> (p.row * size.width + p.col) & 1 == 1))
        .filter(|grid| {
            (0..size.height).all(|r| runs_of(grid.row(r).iter().copied()) == rows[r])
                && (0..size.width).all(|c| runs_of(grid.column(c).copied()) == columns[c])
        })
        .collect();
    let puzzle = Hanjie::black_and_white(
        size,
        rows.into_iter().map(clue).collect(),
        columns.into_iter().map(clue).collect(),
    );
    (puzzle, solutions)
}

#[test]
fn the_root_holds_in_every_solution_and_is_a_fixpoint() {
    let mut rng = StdRng::seed_from_u64(12);
    let mut open_roots = 0;
    for _ in 0..300 {
        let (puzzle, solutions) = random_picture_puzzle(&mut rng);
        let root = probe_root(&puzzle, Deadline::NONE).unwrap().unwrap();
        assert!(root.finished);
        assert_eq!(root, probe_root(&puzzle, Deadline::NONE).unwrap().unwrap());
        for solution in &solutions {
            for (pos, &set) in root.possible.iter() {
                assert!(set & (1 << u8::from(solution[pos])) != 0, "{pos} in {puzzle:?}");
            }
            for &[(a, va), (b, vb)] in &root.implications {
                assert!(solution[a] == va || solution[b] == vb, "{a} {b} in {puzzle:?}");
            }
        }
        if root.is_solved() {
            assert_eq!(solutions.len(), 1);
            continue;
        }
        open_roots += 1;
        // A fixpoint: each value of each open cell survives line logic, and the two agree
        // on no cell.
        let mut logic = LineLogic::new(&puzzle, Deadline::NONE).unwrap();
        let size = puzzle.size;
        for pos in size.cells().filter(|&pos| root.possible[pos] == 3) {
            let mut after = Vec::new();
            for value in [1, 2] {
                let mut possible = root.possible.clone();
                possible[pos] = value;
                logic
                    .propagate(&mut possible, through(pos, size), &mut 0, &mut Vec::new())
                    .expect("no value of an open cell fails at the fixpoint");
                after.push(possible);
            }
            assert!(
                size.cells().all(|cell| root.possible[cell] != 3
                    || after[0][cell] != after[1][cell]
                    || after[0][cell] == 3),
                "{pos} in {puzzle:?}"
            );
        }
        assert!(root.known().values().any(Option::is_none));
    }
    assert!(open_roots >= 30, "{open_roots}");
}
