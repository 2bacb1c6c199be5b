//! The memory limit (issue 8): each kind's `cnf_estimate` is an upper bound of the CNF it
//! writes, and not far above it, for every instance and encoding and for grids of many
//! shapes; each generator's estimate (issue 16) bounds what it builds (Hanjie's: is close
//! to it); and the command line refuses what is over `--max-memory` or
//! `--max-input-size`, naming the limit and the flag, before any work.

use gridsat::grid::Size;
use gridsat::limits::CnfSize;
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::{hanjie::Hanjie, magnets::Magnets, onetwothree::OneTwoThree, yinyang::YinYang};
use gridsat::solve::complete_cnf;
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::Path;

/// The estimate may be this many times the memory of the CNF actually written.
const SLACK: f64 = 2.5;

/// The CNF `complete_cnf` writes for `puzzle` with each of `encodings` (none: as it is),
/// against its estimate.
fn check<P: Puzzle>(puzzle: &P, name: &str, encodings: &[&str]) {
    let mut variants = vec![puzzle.clone()];
    for encoding in encodings {
        let mut other = puzzle.clone();
        other.set_encoding(encoding).unwrap();
        variants.push(other);
    }
    for puzzle in variants {
        let (formula, _) = complete_cnf(&puzzle, &Default::default()).unwrap();
        let actual = CnfSize::of(&formula);
        let estimate = puzzle.cnf_estimate();
        let what = format!(
            "{name} ({:?}): estimate {estimate:?}, CNF {actual:?}",
            puzzle.encoding_name()
        );
        assert!(actual.variables <= estimate.variables, "variables: {what}");
        assert!(actual.clauses <= estimate.clauses, "clauses: {what}");
        assert!(actual.literals <= estimate.literals, "literals: {what}");
        let ratio = estimate.memory() as f64 / actual.memory() as f64;
        assert!(ratio <= SLACK, "memory {ratio:.2} times the CNF's: {what}");
    }
}

fn instances(kind: &str) -> Vec<(String, Source)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances").join(kind);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e != "answer" && e != "xml"))
        .map(|p| {
            (
                p.display().to_string(),
                Source::from_file(&p, &Default::default()).unwrap(),
            )
        })
        .collect()
}

fn random_grid(rng: &mut StdRng, width: usize, height: usize, symbols: &[char]) -> Vec<String> {
    (0..height)
        .map(|_| {
            (0..width)
                .map(|_| symbols[rng.random_range(0..symbols.len())])
                .collect()
        })
        .collect()
}

const SHAPES: &[(usize, usize)] = &[(1, 1), (1, 6), (5, 1), (2, 2), (3, 7), (6, 4), (9, 9), (16, 11)];

#[test]
fn magnets_estimates_bound_the_cnf() {
    for (name, source) in instances("magnets") {
        check(&Magnets::parse(&source).unwrap(), &name, &[]);
    }
    let mut rng = StdRng::seed_from_u64(1);
    for &(width, height) in SHAPES.iter().filter(|(w, h)| w * h % 2 == 0) {
        // Horizontal dominoes where the width allows, else vertical ones; random counts,
        // some unknown.
        let layout: Vec<String> = (0..height)
            .map(|row| {
                (0..width)
                    .map(|col| match (width % 2, col % 2, row % 2) {
                        (0, 0, _) => 'L',
                        (0, _, _) => 'R',
                        (_, _, 0) => 'T',
                        _ => 'B',
                    })
                    .collect()
            })
            .collect();
        let mut counts = |n: usize, len: usize| -> String {
            (0..n)
                .map(|_| match rng.random_range(0..4) {
                    0 => "?".to_string(),
                    _ => rng.random_range(0..=len.div_ceil(2)).to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let text = format!(
            "magnets {width}x{height}\ncols+ {}\nrows+ {}\ncols- {}\nrows- {}\n{}\n",
            counts(width, height),
            counts(height, width),
            counts(width, height),
            counts(height, width),
            layout.join("\n")
        );
        let puzzle = Magnets::parse(&Source::inline("m.magnets", text.clone())).unwrap();
        check(&puzzle, &text, &[]);
    }
}

#[test]
fn hanjie_estimates_bound_the_cnf() {
    for (name, source) in instances("hanjie") {
        check(&Hanjie::parse(&source).unwrap(), &name, &["dfa"]);
    }
    let mut rng = StdRng::seed_from_u64(2);
    for &(width, height) in SHAPES {
        for density in [0.2, 0.5, 0.8] {
            let picture: Vec<Vec<bool>> = (0..height)
                .map(|_| (0..width).map(|_| rng.random_bool(density)).collect())
                .collect();
            let runs = |line: Vec<bool>, rng: &mut StdRng| -> String {
                let runs = gridsat::puzzles::hanjie::runs_of(line);
                match rng.random_range(0..8) {
                    0 => "?".to_string(),
                    1 => "9,9".to_string(), // does not fit most lines
                    _ if runs.is_empty() => "0".to_string(),
                    2 => runs.iter().map(|_| "?").collect::<Vec<_>>().join(","),
                    _ => runs.iter().map(usize::to_string).collect::<Vec<_>>().join(","),
                }
            };
            let rows: Vec<String> = picture.iter().map(|r| runs(r.clone(), &mut rng)).collect();
            let columns: Vec<String> = (0..width)
                .map(|c| runs(picture.iter().map(|r| r[c]).collect(), &mut rng))
                .collect();
            let text = format!(
                "width {width}\nheight {height}\nrows\n{}\ncolumns\n{}\n",
                rows.join("\n"),
                columns.join("\n")
            );
            let puzzle = Hanjie::parse(&Source::inline("h.non", text.clone())).unwrap();
            check(&puzzle, &text, &["dfa"]);
        }
    }
}

#[test]
fn onetwothree_estimates_bound_the_cnf() {
    for (name, source) in instances("123") {
        check(&OneTwoThree::parse(&source).unwrap(), &name, &[]);
    }
    let mut rng = StdRng::seed_from_u64(3);
    for &(width, height) in SHAPES {
        let rows = random_grid(&mut rng, width, height, &['.', '.', '.', '1', '2', '3']);
        let text = format!("123 {width}x{height}\n{}\n", rows.join("\n"));
        check(
            &OneTwoThree::parse(&Source::inline("t.123", text.clone())).unwrap(),
            &text,
            &[],
        );
    }
}

#[test]
fn yinyang_estimates_bound_the_cnf() {
    let encodings = [
        "layers",
        "tree",
        "lazy",
        "no-checkerboard",
        "no-border",
        "layers,no-border",
    ];
    for (name, source) in instances("yinyang") {
        check(&YinYang::parse(&source).unwrap(), &name, &encodings);
    }
    let mut rng = StdRng::seed_from_u64(4);
    for &(width, height) in SHAPES {
        let rows = random_grid(&mut rng, width, height, &['.', '.', '.', 'B', 'W']);
        let text = format!("yinyang {width}x{height}\n{}\n", rows.join("\n"));
        let puzzle = YinYang::parse(&Source::inline("y.yinyang", text.clone())).unwrap();
        check(&puzzle, &text, &encodings);
    }
}

fn options(width: usize, height: usize, strip: bool, unique: bool, density: Option<f64>) -> GenerateOptions {
    GenerateOptions::new(Size::new(width, height))
        .with_strip(strip)
        .with_unique(unique)
        .with_density(density)
}

/// The CNF `complete_cnf` builds for `puzzle`.
fn built<P: Puzzle>(puzzle: &P) -> CnfSize {
    CnfSize::of(&complete_cnf(puzzle, &Default::default()).unwrap().0)
}

/// The Magnets generator's estimate, from the size alone, bounds the puzzles it makes
/// (the repair solver's own CNF is compared with its estimate in `magnets/repair.rs`);
/// with `--strip` the solver of the full puzzle is within it; without uniqueness it
/// builds no solver.
#[test]
fn the_magnets_generator_estimate_bounds_its_puzzles() {
    for (width, height) in [(2, 1), (3, 4), (7, 5), (10, 10)] {
        for strip in [false, true] {
            let options = options(width, height, strip, true, None);
            let estimate = Magnets::generate_estimate(&options).unwrap();
            let solvers = estimate.solvers.unwrap();
            if strip {
                assert!(estimate.rated.within(solvers), "{width}x{height}: {estimate:?}");
            }
            for seed in 1..=3 {
                let (puzzle, _) = Magnets::generate(&options, &mut StdRng::seed_from_u64(seed)).unwrap();
                let what = format!("{width}x{height} strip {strip} seed {seed}: {estimate:?}");
                assert!(built(&puzzle).within(estimate.rated), "{what}");
                assert!(puzzle.cnf_estimate().within(estimate.rated), "{what}");
            }
        }
        let estimate = Magnets::generate_estimate(&options(width, height, false, false, None)).unwrap();
        assert_eq!(estimate.solvers, None);
    }
}

/// The 123 and Yin Yang generators' solvers hold the puzzle with every cell given (and
/// the empty grid), within their estimates; what they return, fully encoded, is within
/// the rated estimate.
#[test]
fn the_123_and_yinyang_generator_estimates_bound_their_solvers() {
    for (width, height) in [(1, 4), (3, 3), (5, 4), (8, 7)] {
        let options = options(width, height, false, true, None);
        let estimate = OneTwoThree::generate_estimate(&options).unwrap();
        let (puzzle, solution) = OneTwoThree::generate(&options, &mut StdRng::seed_from_u64(1)).unwrap();
        let full = OneTwoThree {
            givens: solution.map(|&v| Some(v)),
            borders: Vec::new(),
        };
        let empty = OneTwoThree {
            givens: solution.map(|_| None),
            borders: Vec::new(),
        };
        let solvers = estimate.solvers.unwrap();
        assert_eq!(full.cnf_estimate(), solvers);
        for cnf in [built(&full), built(&empty)] {
            assert!(cnf.within(solvers), "123 {width}x{height}: {cnf:?} {estimate:?}");
        }
        assert!(built(&puzzle).within(estimate.rated));

        let estimate = YinYang::generate_estimate(&options).unwrap();
        let (puzzle, colouring) = YinYang::generate(&options, &mut StdRng::seed_from_u64(1)).unwrap();
        let full = YinYang::new(colouring.map(|&c| Some(c)));
        let solvers = estimate.solvers.unwrap();
        assert_eq!(full.cnf_estimate(), solvers);
        let mut lazy = full.clone();
        lazy.set_encoding("lazy").unwrap();
        assert!(
            CnfSize::of(&lazy_cnf(&lazy)).within(solvers),
            "yinyang {width}x{height}"
        );
        let complete = puzzle.complete().unwrap();
        assert_eq!(complete.encoding_name(), estimate.rated_encoding);
        assert!(
            built(&complete).within(estimate.rated),
            "yinyang {width}x{height}: {estimate:?}"
        );
    }
}

/// The lazy Yin Yang CNF (no connectivity), which `complete_cnf` will not build.
fn lazy_cnf(puzzle: &YinYang) -> varisat::CnfFormula {
    use varisat::ExtendFormula;
    let mut formula = varisat::CnfFormula::new();
    let encoding = puzzle.encode(&mut formula);
    for lit in encoding.clues.iter().flat_map(|clue| &clue.literals) {
        formula.add_clause(&[*lit]);
    }
    formula
}

/// The Hanjie generator's estimate, made on a representative random picture before any
/// is drawn, is close to the estimate of the pictures it draws (the solvers' CNF, which is
/// checked again before line logic): the more lines, the closer.
#[test]
fn the_hanjie_generator_estimate_is_close_to_its_pictures() {
    let base = CnfSize::default().memory() as f64;
    for (width, height, tolerance) in [(20, 20, 0.3), (15, 40, 0.3), (100, 100, 0.15), (300, 300, 0.06)] {
        for density in [0.2, 0.5, 0.8] {
            let unique = options(width, height, false, true, Some(density));
            let estimate = Hanjie::generate_estimate(&unique).unwrap();
            let typical = estimate.solvers.unwrap();
            assert_eq!(estimate.rated, typical);
            let random = unique.clone().with_unique(false);
            assert_eq!(Hanjie::generate_estimate(&random).unwrap().solvers, None);
            for seed in 0..5 {
                let (puzzle, _) = Hanjie::generate(&random, &mut StdRng::seed_from_u64(seed)).unwrap();
                // Above the fixed base of every CNF.
                let ratio = (puzzle.cnf_estimate().memory() as f64 - base) / (typical.memory() as f64 - base);
                assert!(
                    (ratio - 1.0).abs() <= tolerance,
                    "{width}x{height} density {density} seed {seed}: {ratio:.3} times the estimate"
                );
            }
        }
    }
}

use crate::run_gridsat::{gridsat, root};

/// The memory limit is the estimate: a puzzle is refused one byte below it, and solved at
/// it; JSON output carries the same message as an error object.
#[test]
fn the_memory_limit_is_the_estimate() {
    let path = "instances/123/generated-20x20.123";
    let puzzle =
        OneTwoThree::parse(&Source::from_file(&root().join(path), &Default::default()).unwrap()).unwrap();
    let needed = puzzle.cnf_estimate().memory();
    let below = gridsat()
        .current_dir(root())
        .args([
            "solve",
            "--format",
            "json",
            "--max-memory",
            &(needed - 1).to_string(),
            path,
        ])
        .output()
        .unwrap();
    assert_eq!(below.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_slice(&below.stdout).unwrap();
    assert_eq!(json["status"], "error");
    let message = json["error"].as_str().unwrap();
    assert!(
        message.starts_with(&format!("{path}: this 20x20 123 puzzle would need about")),
        "{message}"
    );
    assert!(message.contains("raise it with --max-memory"), "{message}");
    let at = gridsat()
        .current_dir(root())
        .args(["solve", "--max-memory", &needed.to_string(), path])
        .output()
        .unwrap();
    assert_eq!(
        at.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&at.stderr)
    );
}

/// Standard input is read up to the limit, and the error names it.
#[test]
fn standard_input_over_the_limit_is_refused() {
    let text = std::fs::read_to_string(root().join("instances/magnets/janko-6x6.magnets")).unwrap();
    let out = gridsat()
        .args(["solve", "--max-input-size", "100B", "-"])
        .write_stdin(text.clone())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("gridsat: <stdin>: the input (")
            && stderr.contains(
                " bytes) is larger than the limit of 100 B for an input: raise it with --max-input-size"
            ),
        "{stderr}"
    );
    let fits = gridsat()
        .args(["solve", "--max-input-size", &text.len().to_string(), "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert_eq!(
        fits.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&fits.stderr)
    );
}

/// Regression (issue 25): a 100 MB file was told "raise it with --max-input-size 65MiB",
/// and at 65MiB "66MiB": the size named must let the input through. A file is measured
/// before it is read; standard input is read on to its end to learn its size.
#[test]
fn the_size_an_input_limit_error_names_lets_the_input_through() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.non");
    std::fs::File::create(&big).unwrap().set_len(100_000_000).unwrap();
    let big = big.display().to_string();
    let suggested = |stderr: &str| -> String {
        let (_, size) = stderr
            .trim_end()
            .rsplit_once("raise it with --max-input-size ")
            .unwrap();
        size.to_string()
    };
    let out = gridsat().args(["solve", &big]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the input (100000000 bytes) is larger than the limit of 64.0 MiB"),
        "{stderr}"
    );
    let size = suggested(&stderr);
    assert_eq!(size, "96MiB");
    let out = gridsat()
        .args(["solve", "--max-input-size", &size, &big])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("--max-input-size"), "{stderr}");

    let text = "#".repeat(3000);
    let out = gridsat()
        .args(["solve", "--max-input-size", "1000B", "-"])
        .write_stdin(text.clone())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the input (3000 bytes)"), "{stderr}");
    let size = suggested(&stderr);
    let out = gridsat()
        .args(["solve", "--max-input-size", &size, "-"])
        .write_stdin(text)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("--max-input-size"), "{size}: {stderr}");

    // A stream far over the limit is not read to its end: no size is named.
    let out = gridsat()
        .args(["solve", "--max-input-size", "100B", "-"])
        .write_stdin("#".repeat(5000))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.ends_with("is larger than the limit of 100 B for an input: raise it with --max-input-size to the input's size or more\n"),
        "{stderr}"
    );
}

/// Regression (issue 25): `--engine own` was refused by the estimate of the CNF it never
/// builds. Each engine is checked against its own: a random 200x200 picture whose CNF needs
/// about ten times what the line engine does is refused for the CNF and taken by the
/// engine under a limit between the two (stopped by a time limit here: exit 3, not 2).
#[test]
fn each_engine_is_checked_against_its_own_memory_estimate() {
    let dir = tempfile::tempdir().unwrap();
    let n = 200;
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut filled = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state.is_multiple_of(2)
    };
    let picture: Vec<Vec<bool>> = (0..n).map(|_| (0..n).map(|_| filled()).collect()).collect();
    let runs = |cells: &mut dyn Iterator<Item = bool>| -> String {
        let mut runs = Vec::new();
        let mut run = 0;
        for cell in cells.chain([false]) {
            match (cell, run) {
                (true, _) => run += 1,
                (false, 0) => {}
                (false, _) => {
                    runs.push(run.to_string());
                    run = 0;
                }
            }
        }
        if runs.is_empty() {
            "0".to_string()
        } else {
            runs.join(",")
        }
    };
    let rows: Vec<String> = picture.iter().map(|row| runs(&mut row.iter().copied())).collect();
    let columns: Vec<String> = (0..n)
        .map(|c| runs(&mut picture.iter().map(|row| row[c])))
        .collect();
    let path = dir.path().join("random-200x200.non");
    let text = format!(
        "width {n}\nheight {n}\nrows\n{}\ncolumns\n{}\n",
        rows.join("\n"),
        columns.join("\n")
    );
    std::fs::write(&path, text).unwrap();
    let path = path.display().to_string();
    let needs = |engine: &str| -> f64 {
        let out = gridsat()
            .args(["solve", "--engine", engine, "--max-memory", "1B", &path])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let (_, rest) = stderr.split_once("would need about ").unwrap();
        let (value, rest) = rest.split_once(' ').unwrap();
        assert!(rest.starts_with("MiB"), "{stderr}");
        value.parse().unwrap()
    };
    let (own, cnf) = (needs("own"), needs("sat"));
    assert!(own * 5.0 < cnf, "own search {own} MiB, CNF {cnf} MiB");
    let between = format!("{}MiB", (own * 2.0) as u64);
    let run = |engine: &str| {
        let out = gridsat()
            .args([
                "solve",
                "--engine",
                engine,
                "--max-memory",
                &between,
                "--timeout",
                "1",
                &path,
            ])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, stderr) = run("own");
    assert!(matches!(code, Some(0 | 1 | 3)), "{stderr}");
    assert!(!stderr.contains("memory limit"), "{stderr}");
    let (code, stderr) = run("sat");
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("for its CNF") && stderr.contains("--max-memory"),
        "{stderr}"
    );
}
