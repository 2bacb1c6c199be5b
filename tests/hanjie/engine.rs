//! The line engine (`--engine own`, Hanjie's own search) against the CNF path
//! (`--engine sat`): the same counts (with a limit), completeness and verdicts on every
//! instance, the corpus's puzzles and thousands of random puzzles (some with no solution,
//! some with unknown runs `?`); every solution verified by the counting itself.

use crate::solve_options::searched_by;
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::Notation;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::hanjie::Run;
use gridsat::puzzles::hanjie::{Hanjie, LineClue, runs_of};
use gridsat::report::{CountReport, Status};
use gridsat::solve::Engine;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::Path;
use std::sync::atomic::AtomicU64;

fn count(puzzle: &Hanjie, limit: u64, engine: Engine) -> CountReport {
    gridsat::registry::AnyPuzzle::count(
        puzzle,
        Some(limit),
        &searched_by(engine, false),
        &AtomicU64::new(0),
    )
    .unwrap()
}

/// Counts up to `limit` both ways and compares; the engine must really have run.
fn agree(puzzle: &Hanjie, limit: u64, what: &str) -> u64 {
    let by_lines = count(puzzle, limit, Engine::Own);
    let by_cnf = count(puzzle, limit, Engine::Sat);
    assert_eq!(by_lines.stats.engine, gridsat::report::Decider::Own, "{what}");
    assert_eq!(by_cnf.stats.engine, gridsat::report::Decider::Sat, "{what}");
    assert_eq!(
        (by_lines.count, by_lines.complete),
        (by_cnf.count, by_cnf.complete),
        "{what}: count and completeness"
    );
    let solved = gridsat::registry::AnyPuzzle::solve(puzzle, &searched_by(Engine::Own, true)).unwrap();
    let expected = match by_cnf.count {
        0 => (Status::Unsatisfiable, None),
        1 => (Status::Solved, Some(by_cnf.complete)),
        _ => (Status::Solved, Some(false)),
    };
    assert_eq!((solved.status, solved.unique), expected, "{what}: verdict");
    by_cnf.count
}

fn puzzles_in(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "non" || e == "xml"))
        // The engine is black and white; colour puzzles take the CNF (tests/hanjie/colour.rs).
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("colour-"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_instance_and_corpus_puzzle_agrees_with_the_cnf() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("../shared/corpus/hanjie");
    let mut files = puzzles_in(&root.join("instances/hanjie"));
    let instances = files.len();
    // The shared corpus sits beside the project; a clone elsewhere checks the instances.
    for dir in [corpus.clone(), corpus.join("ndom"), corpus.join("seed")] {
        files.extend(puzzles_in(&dir));
    }
    let mut checked = 0;
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        // The CNF takes minutes on the first two, the line engine seconds on the larger
        // n-Dom puzzles (benchmarks measure them: scripts/bench hanjie).
        let slow = [
            "knotty.non",
            "faase.non",
            "10-dom.non",
            "11-dom.non",
            "12-dom.non",
        ];
        if slow.contains(&name.as_str()) {
            continue;
        }
        let puzzle = Hanjie::parse(&Source::from_file(&path, &Default::default()).unwrap()).unwrap();
        agree(&puzzle, 3, &name);
        checked += 1;
    }
    assert!(
        instances >= 20 && checked >= instances,
        "{checked} of {instances}"
    );
}

/// A random picture's clues, some changed (a run one longer, a run dropped: often no
/// solution left) and some hidden (`?`).
fn random_puzzle(rng: &mut StdRng) -> Hanjie {
    let size = Size::new(rng.random_range(1..=9), rng.random_range(1..=9));
    let density = rng.random_range(0.25..0.75);
    let picture = Grid::from_fn(size, |_| rng.random_bool(density));
    let mut clue = |runs: Vec<usize>| {
        let mut runs: Vec<Run> = runs.into_iter().map(Run::Length).collect();
        if !runs.is_empty() && rng.random_bool(0.05) {
            let i = rng.random_range(0..runs.len());
            runs[i] = Run::Length(match runs[i] {
                Run::Length(l) => l + 1,
                Run::Unknown => 1,
            });
        }
        if !runs.is_empty() && rng.random_bool(0.03) {
            runs.pop();
        }
        if runs.len() > 1 && rng.random_bool(0.1) {
            let i = rng.random_range(0..runs.len());
            runs[i] = Run::Unknown;
        }
        if rng.random_bool(0.03) {
            LineClue::Unknown
        } else {
            LineClue::black(runs)
        }
    };
    let rows = (0..size.height)
        .map(|r| clue(runs_of(picture.row(r).iter().copied())))
        .collect();
    let columns = (0..size.width)
        .map(|c| clue(runs_of(picture.column(c).copied())))
        .collect();
    Hanjie::black_and_white(size, rows, columns)
}

#[test]
fn thousands_of_random_puzzles_agree_with_the_cnf() {
    let mut rng = StdRng::seed_from_u64(17);
    let mut outcomes = [0; 3];
    for i in 0..3000 {
        let puzzle = random_puzzle(&mut rng);
        let count = agree(&puzzle, 4, &format!("random puzzle {i}: {}", puzzle.to_native()));
        outcomes[count.min(2) as usize] += 1;
    }
    // The sample covers puzzles with no solution, one, and several.
    assert!(outcomes.iter().all(|&n| n >= 100), "{outcomes:?}");
}
