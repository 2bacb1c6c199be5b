//! Colour nonograms against brute force: every picture of a small grid in 2 or 3 colours
//! gives a clue set; pictures are grouped by their clues by exhaustive search (runs counted
//! here, independently of the automata and the CNF), and on those clue sets — and on
//! clue sets mixing one picture's rows with another's columns, often impossible — the
//! count, the uniqueness verdict, line logic and every solution's `verify` are compared.

use super::{ClueRun, Hanjie, LineClue, LineEncoding, Palette, PaletteColour};
use crate::grid::{Grid, Size};
use crate::puzzle::{Encode, Notation, Rules};
use crate::report::{self, Status};
use crate::solve::{ClueMode, Engine, Session};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeMap;

type Clues = (Vec<LineClue>, Vec<LineClue>);

fn palette(colours: usize) -> Palette {
    let symbols = ['.', 'r', 'g', 'b'];
    Palette {
        colours: (0..colours)
            .map(|i| PaletteColour {
                name: format!("c{i}"),
                symbol: symbols[i],
                rgb: [i as u8 * 60, 0, 0],
            })
            .collect(),
    }
}

/// The runs of a line, counted here: a new run starts at every non-background cell whose
/// left neighbour differs.
fn runs(cells: &[u8]) -> LineClue {
    let mut runs: Vec<(usize, u8)> = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        if cell == 0 {
            continue;
        }
        if i > 0 && cells[i - 1] == cell {
            runs.last_mut().unwrap().0 += 1;
        } else {
            runs.push((1, cell));
        }
    }
    LineClue::Runs(runs.into_iter().map(|(l, c)| ClueRun::new(l, c)).collect())
}

fn clues_of(grid: &Grid<u8>) -> Clues {
    let size = grid.size();
    let rows = (0..size.height).map(|r| runs(grid.row(r))).collect();
    let columns = (0..size.width)
        .map(|c| runs(&grid.column(c).copied().collect::<Vec<u8>>()))
        .collect();
    (rows, columns)
}

fn pictures(size: Size, colours: usize) -> Vec<Grid<u8>> {
    let cells = size.area() as u32;
    (0..colours.pow(cells))
        .map(|code| {
            Grid::from_fn(size, |p| {
                (code / colours.pow((p.row * size.width + p.col) as u32) % colours) as u8
            })
        })
        .collect()
}

/// Whether a line whose runs (counted here) are `runs` keeps `clue`, whose runs or whole
/// line may be unknown: checked here, independently of the automata.
fn keeps(clue: &LineClue, runs: &LineClue) -> bool {
    let (LineClue::Runs(clue), LineClue::Runs(runs)) = (clue, runs) else {
        return true;
    };
    clue.len() == runs.len()
        && clue.iter().zip(runs).all(|(c, r)| {
            c.colour == r.colour && (c.length == crate::encodings::runs::Run::Unknown || c.length == r.length)
        })
}

/// Compares the solver with the brute-force `solutions` of the clues, among `all` pictures.
fn check(size: Size, colours: usize, clues: &Clues, solutions: &[&Grid<u8>], all: &[Grid<u8>]) {
    let puzzle = Hanjie {
        size,
        palette: palette(colours),
        rows: clues.0.clone(),
        columns: clues.1.clone(),
        goal: None,
        encoding: LineEncoding::default(),
    };
    let what = format!("{size} {clues:?}");
    logic_is_sound(&puzzle, solutions, &what);
    let count = report::count_observed(&puzzle, None, &on(Engine::Sat), &Default::default()).unwrap();
    assert_eq!(
        (count.count, count.complete),
        (solutions.len() as u64, true),
        "{what}"
    );
    // The own search (CDCL over one-hot cells, lines propagated and explained by the line
    // solver) enumerates the same solutions; each is verified and none comes twice.
    let engine = report::count_observed(&puzzle, None, &on(Engine::Own), &Default::default()).unwrap();
    // A run of unknown length before a run of another ink is beyond the engine's run
    // automata: such a puzzle takes the CNF.
    let own = super::engine::Search::new(&puzzle).is_some();
    let decider = if own {
        crate::report::Decider::Own
    } else {
        crate::report::Decider::Sat
    };
    assert_eq!(engine.stats.engine, decider, "{what}");
    assert_eq!(
        (engine.count, engine.complete),
        (solutions.len() as u64, true),
        "{what}: the own search"
    );
    let solved = report::solve_as(&puzzle, &on(Engine::Sat)).unwrap();
    if solutions.is_empty() {
        assert_eq!(solved.status, Status::Unsatisfiable, "{what}");
        return;
    }
    assert_eq!(solved.status, Status::Solved, "{what}");
    assert_eq!(solved.unique, Some(solutions.len() == 1), "{what}");
    let rows = solved.solution.unwrap();
    let found = solutions.iter().find(|g| puzzle.solution_rows(g) == rows);
    assert!(found.is_some_and(|g| puzzle.verify(g).is_empty()), "{what}");
    for wrong in all.iter().filter(|g| !solutions.contains(g)).take(20) {
        assert!(
            !puzzle.verify(wrong).is_empty(),
            "{what}: {wrong:?} passes verify"
        );
    }
}

/// Line logic and probing never rule out a colour some solution has there, say "no
/// solution" only when there is none, and decide every cell only of a unique puzzle.
fn logic_is_sound(puzzle: &Hanjie, solutions: &[&Grid<u8>], what: &str) {
    match super::logic::by_probing(puzzle, crate::limits::Deadline::NONE).expect("a small palette") {
        Err(line) => assert!(solutions.is_empty(), "{what}: logic says {line} cannot be filled"),
        Ok(possible) => {
            for solution in solutions {
                assert!(
                    solution.iter().all(|(pos, &c)| possible[pos] >> c & 1 == 1),
                    "{what}: logic rules out {solution:?}"
                );
            }
            if possible.values().all(|set| set.count_ones() == 1) {
                assert_eq!(solutions.len(), 1, "{what}: logic decided every cell");
            }
        }
    }
}

/// Every clue set of `size` pictures in `colours` colours (or a sample of `limit` of them),
/// and as many mixed ones.
fn check_size(size: Size, colours: usize, limit: usize, rng: &mut StdRng) {
    let all = pictures(size, colours);
    let mut groups: BTreeMap<Clues, Vec<&Grid<u8>>> = BTreeMap::new();
    for picture in &all {
        groups.entry(clues_of(picture)).or_default().push(picture);
    }
    let mut keys: Vec<&Clues> = groups.keys().collect();
    keys.shuffle(rng);
    for clues in keys.iter().take(limit) {
        check(size, colours, clues, &groups[*clues], &all);
    }
    for _ in 0..limit.min(keys.len()) {
        let (a, b) = (rng.random_range(0..keys.len()), rng.random_range(0..keys.len()));
        let mixed: Clues = (keys[a].0.clone(), keys[b].1.clone());
        let solutions = groups.get(&mixed).cloned().unwrap_or_default();
        check(size, colours, &mixed, &solutions, &all);
    }
}

/// Colour clues with runs and lines hidden (`?`), which no format writes but the model
/// holds: the CNF (their automata unrolled), the search, line logic and `verify` against the
/// pictures whose runs keep the clues.
#[test]
fn colour_clues_with_unknown_runs_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(24);
    let mut beyond_the_engine = 0;
    for (w, h) in [(2, 2), (3, 2), (2, 3), (4, 1)] {
        let size = Size::new(w, h);
        let all = pictures(size, 3);
        for _ in 0..60 {
            let picture = &all[rng.random_range(0..all.len())];
            let mut hide = |clue: LineClue| match clue {
                _ if rng.random_bool(0.1) => LineClue::Unknown,
                LineClue::Runs(mut runs) => {
                    for run in &mut runs {
                        if rng.random_bool(0.5) {
                            run.length = crate::encodings::runs::Run::Unknown;
                        }
                    }
                    LineClue::Runs(runs)
                }
                LineClue::Unknown => LineClue::Unknown,
            };
            let (rows, columns) = clues_of(picture);
            let clues: Clues = (
                rows.into_iter().map(&mut hide).collect(),
                columns.into_iter().map(&mut hide).collect(),
            );
            let solutions: Vec<&Grid<u8>> = all
                .iter()
                .filter(|candidate| {
                    let (rows, columns) = clues_of(candidate);
                    clues.0.iter().zip(&rows).all(|(c, r)| keeps(c, r))
                        && clues.1.iter().zip(&columns).all(|(c, r)| keeps(c, r))
                })
                .collect();
            assert!(solutions.contains(&picture));
            check(size, 3, &clues, &solutions, &all);
            let puzzle = Hanjie {
                size,
                palette: palette(3),
                rows: clues.0,
                columns: clues.1,
                goal: None,
                encoding: LineEncoding::default(),
            };
            beyond_the_engine += usize::from(super::engine::Search::new(&puzzle).is_none());
        }
    }
    assert!(beyond_the_engine > 10, "{beyond_the_engine}");
}

#[test]
fn two_colours_up_to_six_cells_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(18);
    for (w, h) in [(1, 1), (1, 3), (2, 2), (3, 1), (2, 3), (3, 2), (1, 6)] {
        check_size(Size::new(w, h), 3, 120, &mut rng);
    }
}

#[test]
fn three_colours_on_small_grids_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(19);
    for (w, h) in [(2, 2), (3, 2), (2, 3)] {
        check_size(Size::new(w, h), 4, 80, &mut rng);
    }
}

#[test]
fn two_colours_on_3x3_sampled() {
    check_size(Size::new(3, 3), 3, 150, &mut StdRng::seed_from_u64(20));
}

/// Every clue set of every 3x3 picture in two colours (about 20,000 pictures): run by CI.
#[test]
#[ignore = "run with `--include-ignored` (.ci/run runs it)"]
fn two_colours_on_3x3_every_clue_set() {
    check_size(Size::new(3, 3), 3, usize::MAX, &mut StdRng::seed_from_u64(21));
}

/// The estimate bounds the CNF from above, within a small factor, on random pictures of
/// several sizes and palettes.
#[test]
fn the_cnf_estimate_bounds_the_cnf() {
    let mut rng = StdRng::seed_from_u64(22);
    for (w, h, colours) in [(5, 4, 2), (12, 9, 3), (20, 20, 5), (30, 15, 8)] {
        let size = Size::new(w, h);
        // Blobs of colour: runs of a few cells, so lines have runs of every colour.
        let picture = Grid::from_fn(size, |_| {
            if rng.random_bool(0.4) {
                0
            } else {
                rng.random_range(1..colours as u8)
            }
        });
        let puzzle = puzzle_of(&picture, colours);
        let mut formula = varisat::CnfFormula::new();
        puzzle.encode(&mut formula);
        let built = crate::limits::CnfSize::of(&formula);
        let estimate = puzzle.cnf_estimate();
        let what = format!("{size} {colours} colours: built {built:?}, estimated {estimate:?}");
        assert!(estimate.variables >= built.variables, "{what}");
        assert!(estimate.clauses >= built.clauses, "{what}");
        assert!(estimate.literals >= built.literals, "{what}");
        assert!(estimate.clauses <= 8 * built.clauses, "{what}");
    }
}

/// The puzzle whose clues are those of `picture`, over [`palette_of`] `colours` colours.
fn puzzle_of(picture: &Grid<u8>, colours: usize) -> Hanjie {
    let (rows, columns) = clues_of(picture);
    Hanjie {
        size: picture.size(),
        palette: palette_of(colours),
        rows,
        columns,
        goal: None,
        encoding: LineEncoding::default(),
    }
}

/// A palette of `colours` colours with distinct symbols (more than [`palette`] has).
fn palette_of(colours: usize) -> Palette {
    Palette {
        colours: (0..colours)
            .map(|i| PaletteColour {
                name: format!("c{i}"),
                symbol: if i == 0 { '.' } else { (b'a' + i as u8) as char },
                rgb: [0, 0, i as u8],
            })
            .collect(),
    }
}

/// On random noise pictures (which line logic rarely decides, and which often have many
/// solutions), the own search and the CNF count the same solutions, up to a limit.
#[test]
fn the_lines_engine_counts_as_the_cnf_on_noise() {
    let mut rng = StdRng::seed_from_u64(23);
    let mut several = 0;
    for round in 0..100 {
        let (w, h) = (rng.random_range(4..=9), rng.random_range(4..=9));
        let colours = rng.random_range(3..=5);
        let size = Size::new(w, h);
        let picture = Grid::from_fn(size, |_| rng.random_range(0..colours as u8));
        let puzzle = puzzle_of(&picture, colours);
        let limit = Some(60);
        // Every solution (through the CNF), up to 200, for the soundness of line logic.
        let mut all = Vec::new();
        let mut session = Session::new(&puzzle, ClueMode::Fixed).unwrap();
        let (_, complete) = session.enumerate(Some(200), |s| all.push(s.clone())).unwrap();
        if complete {
            logic_is_sound(
                &puzzle,
                &all.iter().collect::<Vec<_>>(),
                &format!("round {round}"),
            );
        }
        let own = report::count_observed(&puzzle, limit, &on(Engine::Own), &Default::default()).unwrap();
        let cnf = report::count_observed(&puzzle, limit, &on(Engine::Sat), &Default::default()).unwrap();
        assert_eq!(own.stats.engine, crate::report::Decider::Own);
        assert_eq!(
            (own.count, own.complete),
            (cnf.count, cnf.complete),
            "round {round}: {size} in {colours} colours"
        );
        several += usize::from(own.count > 1);
    }
    assert!(
        several > 15,
        "only {several} of the puzzles have several solutions"
    );
}

/// The options of a solve or count by `engine` on varisat, uniqueness decided.
fn on(engine: crate::solve::Engine) -> crate::solve::SolveOptions {
    crate::solve::SolveOptions {
        engine,
        ..crate::solve::SolveOptions::default()
    }
}
