//! Mutation fuzzing of every parser (issue 8), on the stable toolchain: libFuzzer needs
//! nightly, so each target takes the valid inputs in `instances/` (with their play links, and
//! a few solver outputs), mutates them with a small seeded mutator, and feeds the results
//! to the parser. Parsing must return `Ok` or `Err`, never panic, and take under a second;
//! a puzzle that parses is then rendered, written back in its native format, encoded, and
//! (when tiny) solved. A panicking input is saved in `tests/fuzz_regressions/` and the test
//! fails naming it; `replay_regressions` replays every saved input on every target.
//!
//! `GRIDSAT_FUZZ_ITERS` sets the inputs per target (default 2,000), `GRIDSAT_FUZZ_SEED` the
//! seed, `GRIDSAT_FUZZ_TARGET` the targets to run (names joined by commas) and
//! `GRIDSAT_FUZZ_SECONDS` a time budget per target. Figures of the long runs are in `tests/FUZZING.md`.

use gridsat::Error;
use gridsat::registry::{AnyPuzzle, parse};
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A parse (with its checks) slower than this is reported as a hang.
const HANG: Duration = Duration::from_secs(1);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read_dir_ext(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// Whether a seed file is a puzz.link URL (its first line that is not a comment).
fn is_url(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| l.starts_with("http"))
}

/// Seed texts of `dir` with extension `ext`, keeping the URL files or the others.
fn seeds(dir: &str, ext: &str, urls: bool) -> Vec<Vec<u8>> {
    read_dir_ext(dir, ext)
        .into_iter()
        .map(|p| std::fs::read(p).unwrap())
        .filter(|b| is_url(&String::from_utf8_lossy(b)) == urls)
        .collect()
}

use crate::robustness::fuzz_support::{Mutator, QuietPanics};

/// What a target does with one input; true when the input parsed.
type Check = Box<dyn Fn(&Source, usize) -> bool>;

struct Target {
    name: String,
    seeds: Vec<Vec<u8>>,
    check: Check,
}

fn source(bytes: &[u8], ext: Option<&str>) -> Source {
    let mut s = Source::inline("<fuzz>", String::from_utf8_lossy(bytes).into_owned());
    s.extension = ext.map(str::to_string);
    s
}

/// Exercises a puzzle that parsed: rendering, native text, and (when small) encoding,
/// and (when tiny, one input in eight) solving.
fn exercise(puzzle: &dyn AnyPuzzle, iteration: usize) {
    let size = puzzle.size();
    let area = size.width.saturating_mul(size.height);
    if area <= 10_000 {
        let _ = puzzle.render();
        round_trip(puzzle);
    }
    if area <= 64 {
        let mut sink = Vec::new();
        let _ = puzzle.write_dimacs("<fuzz>", &mut sink, "<sink>", &Default::default());
    }
    if area <= 36 && iteration.is_multiple_of(8) {
        let _ = puzzle.solve(&SolveOptions::default());
    }
}

/// The native text and the play links of a puzzle that parsed must parse back, as the same
/// kind, to the same puzzle: the native text to the same native text, each play link (which
/// has no room for an intended solution) to the same links. What gridsat writes it can read.
/// A failure panics, so the input is saved as a regression like a crash.
fn round_trip(puzzle: &dyn AnyPuzzle) {
    let reparse = |what: &str, text: &str| {
        parse(
            &Source::inline("<round trip>", text.to_string()),
            Some(puzzle.kind()),
        )
        .unwrap_or_else(|e| panic!("the {what} does not parse back: {e}\n{text}"))
    };
    let native = puzzle.to_native();
    let again = reparse("native text", &native).to_native();
    assert_eq!(again, native, "the native text parses back to another puzzle");
    let links = puzzle.play_links();
    assert_eq!(puzzle.play_links().into_iter().next().as_ref(), links.first());
    for link in &links {
        let again = reparse("play link", link).play_links();
        assert_eq!(again, links, "the play link {link} parses back to another puzzle");
    }
}

fn puzzle_target(name: String, kind: Option<&'static str>, seeds: Vec<Vec<u8>>) -> Target {
    assert!(!seeds.is_empty(), "no seeds for {name}");
    Target {
        name,
        seeds,
        check: Box::new(move |src, i| match parse(src, kind) {
            Ok(p) => {
                exercise(p.as_ref(), i);
                true
            }
            Err(_) => false,
        }),
    }
}

/// The puzzles with an `.answer` file in `dir`: (puzzle path, answer bytes).
fn answers(dir: &str, ext: &str) -> Vec<(PathBuf, Vec<u8>)> {
    read_dir_ext(dir, ext)
        .into_iter()
        .filter_map(|p| {
            let answer = p.with_extension("answer");
            std::fs::read(&answer).ok().map(|a| (p, a))
        })
        .collect()
}

/// The instance folder of every kind with the extensions it reads.
fn instance_formats() -> Vec<(String, &'static str, &'static [&'static str])> {
    gridsat::registry::KINDS
        .iter()
        .map(|kind| (format!("instances/{}", kind.name), kind.name, kind.extensions))
        .collect()
}

/// Solution files (`verify` and `svg` with a solution) of every kind.
fn solution_target() -> Target {
    let mut pairs = Vec::new();
    for (dir, _, extensions) in instance_formats() {
        for ext in extensions {
            pairs.extend(answers(&dir, ext));
        }
    }
    let puzzles: Vec<Box<dyn AnyPuzzle>> = pairs
        .iter()
        .map(|(p, _)| parse(&Source::from_file(p, &Default::default()).unwrap(), None).unwrap())
        .collect();
    let seeds: Vec<Vec<u8>> = pairs.iter().map(|(_, a)| a.clone()).collect();
    // Every mutant is read against every puzzle, and drawn on one chosen by its hash.
    Target {
        name: "solution-files".to_string(),
        seeds,
        check: Box::new(move |src, _| {
            let mut parsed = false;
            for p in &puzzles {
                parsed |= p.verify(src).is_ok();
            }
            let h = hash(src.text.as_bytes());
            let p = &puzzles[(h % puzzles.len() as u64) as usize];
            // The first grid mostly, and now and then the second (often not there).
            let index = if h >> 32 & 7 == 0 { 2 } else { 1 };
            let _ = p.svg(Some((src, index)));
            parsed
        }),
    }
}

fn dimacs_seeds() -> Vec<Vec<u8>> {
    [
        "s SATISFIABLE\nv 1 -2 3 0\n",
        "c comment\ns SATISFIABLE\nv 1 -2 3\nv -4 5 0\n",
        "s UNSATISFIABLE\n",
        "SAT\n1 -2 3 -4 0\n",
        "UNSAT\n",
        "s SATISFIABLE\nv -1 -2 -3 -4 -5 -6 -7 -8 -9 -10 11 12 13 14 15 16 0\n",
        "s UNKNOWN\n",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect()
}

/// Solver output: `decode` against a small puzzle of each kind (its instance of fewest
/// cells); read when `decode` finds no fault in its form (a model that is no solution, or
/// does not fit the puzzle's CNF, is still read).
fn dimacs_target() -> Target {
    let puzzles: Vec<Box<dyn AnyPuzzle>> = instance_formats()
        .into_iter()
        .map(|(dir, _, extensions)| {
            let files = extensions.iter().flat_map(|ext| read_dir_ext(&dir, ext));
            files
                .map(|p| parse(&Source::from_file(&p, &Default::default()).unwrap(), None).unwrap())
                .min_by_key(|puzzle| puzzle.size().area())
                .unwrap()
        })
        .collect();
    Target {
        name: "solver-output".to_string(),
        seeds: dimacs_seeds(),
        check: Box::new(move |src, i| {
            let decoded = puzzles[i % puzzles.len()].decode(src, &Default::default());
            !matches!(decoded, Err(Error::Parse(_)))
        }),
    }
}

/// The play links of every instance of `dir` (and each link's bare game ID, the part after
/// `#`).
fn link_seeds(dir: &str, extensions: &[&str]) -> Vec<Vec<u8>> {
    let mut links = Vec::new();
    for ext in extensions {
        for path in read_dir_ext(dir, ext) {
            let puzzle = parse(&Source::from_file(&path, &Default::default()).unwrap(), None).unwrap();
            for link in puzzle.play_links() {
                if let Some((_, id)) = link.split_once('#') {
                    links.push(id.as_bytes().to_vec());
                }
                links.push(link.into_bytes());
            }
        }
    }
    links
}

/// For every kind: one target per extension (`KIND-native` for the first, the kind's own
/// format, else `KIND-EXT`) seeded with its instances in that format, and `KIND-links`
/// seeded with the instances kept as URLs and the play links (and game IDs) of all of them;
/// then detection by content over all those seeds, the solution files and solver output.
fn targets() -> Vec<Target> {
    let mut ts = Vec::new();
    for (dir, kind, extensions) in instance_formats() {
        for (i, ext) in extensions.iter().enumerate() {
            let files = seeds(&dir, ext, false);
            if files.is_empty() {
                continue;
            }
            let name = if i == 0 {
                format!("{kind}-native")
            } else {
                format!("{kind}-{ext}")
            };
            ts.push(puzzle_target(name, Some(kind), files));
        }
        let mut links = link_seeds(&dir, extensions);
        for ext in extensions {
            links.extend(seeds(&dir, ext, true));
        }
        if !links.is_empty() {
            ts.push(puzzle_target(format!("{kind}-links"), Some(kind), links));
        }
    }
    let all_seeds = ts.iter().flat_map(|t| t.seeds.iter().cloned()).collect();
    ts.push(puzzle_target("detect-kind".to_string(), None, all_seeds));
    ts.push(solution_target());
    ts.push(dimacs_target());
    ts
}

fn hash(bytes: &[u8]) -> u64 {
    // FNV-1a: stable across runs and Rust versions, for file names.
    bytes.iter().fold(0xcbf29ce484222325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    })
}

fn regressions_dir() -> PathBuf {
    root().join("tests/fuzz_regressions")
}

/// Runs one input; whether it parsed, or `Err` with a description on a panic or a hang.
fn run_one(target: &Target, bytes: &[u8], iteration: usize) -> Result<bool, String> {
    let src = source(bytes, None);
    let start = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(|| (target.check)(&src, iteration)));
    let elapsed = start.elapsed();
    match outcome {
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(format!("panic: {message}"))
        }
        Ok(_) if elapsed > HANG && !cfg!(debug_assertions) => Err(format!("hang: took {elapsed:?}")),
        Ok(parsed) => Ok(parsed),
    }
}

fn save(target: &str, bytes: &[u8]) -> PathBuf {
    let dir = regressions_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{target}-{:016x}.bin", hash(bytes)));
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn fuzz_every_parser() {
    let iterations: usize = std::env::var("GRIDSAT_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let seed: u64 = std::env::var("GRIDSAT_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    // Comma-separated target names to run (default all).
    let only = std::env::var("GRIDSAT_FUZZ_TARGET").ok();
    // A time budget per target in seconds, ending a target early (default none).
    let budget = std::env::var("GRIDSAT_FUZZ_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map(Duration::from_secs_f64);
    let targets = targets();
    // Keep libtest's panic message quiet: every panic is reported below with its input.
    let quiet = QuietPanics::on_this_thread();
    let mut failures = Vec::new();
    for (t, target) in targets.iter().enumerate() {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|n| n == target.name))
        {
            continue;
        }
        let mut mutator = Mutator::new(seed.wrapping_mul(1000).wrapping_add(t as u64));
        let start = Instant::now();
        let (mut found, mut parsed, mut run) = (0, 0, 0);
        for i in 0..iterations {
            if budget.is_some_and(|b| i.is_multiple_of(256) && start.elapsed() > b) {
                break;
            }
            let input = mutator.mutant(&target.seeds);
            run += 1;
            match run_one(target, &input, i) {
                Ok(ok) => parsed += usize::from(ok),
                Err(what) => {
                    found += 1;
                    let path = save(&target.name, &input);
                    failures.push(format!("{}: {what}: {}", target.name, path.display()));
                    if found >= 20 {
                        break;
                    }
                }
            }
        }
        println!(
            "{:<22} {:>9} inputs {:>9} parsed {:>8.1} s {:>3} failures",
            target.name,
            run,
            parsed,
            start.elapsed().as_secs_f64(),
            found
        );
    }
    drop(quiet);
    assert!(failures.is_empty(), "fuzzing failures:\n{}", failures.join("\n"));
}

/// Every saved crashing input, on every target: none may panic any more.
#[test]
fn replay_regressions() {
    let dir = regressions_dir();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bin"))
        .collect();
    files.sort();
    let targets = targets();
    let quiet = QuietPanics::on_this_thread();
    let mut failures = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).unwrap();
        for target in &targets {
            for i in 0..8 {
                if let Err(what) = run_one(target, &bytes, i) {
                    failures.push(format!("{} on {}: {what}", rel(file), target.name));
                }
            }
        }
    }
    drop(quiet);
    assert!(failures.is_empty(), "regressions:\n{}", failures.join("\n"));
}

fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}
