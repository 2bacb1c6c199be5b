//! The memory limit's estimates against what is built (issue 8, issue 16), for the kinds'
//! own areas: a puzzle's `cnf_estimate` bounds the CNF `complete_cnf` builds in each of
//! its encodings, and not far above it, on random grids of many shapes (the conformance
//! suite checks every instance in every complete encoding through `dimacs`); and what a
//! generator builds.

use crate::cnf_by_hand::complete_cnf;
use gridsat::grid::Size;
use gridsat::limits::CnfSize;
use gridsat::puzzle::GenerateOptions;
use gridsat::puzzle::PuzzleKind;
use gridsat::source::Source;
use rand::RngExt;
use rand::rngs::StdRng;
use std::path::Path;

/// The estimate may be this many times the memory of the CNF actually written.
pub(crate) const SLACK: f64 = 2.5;

/// Grid shapes, one cell wide too.
pub(crate) const SHAPES: &[(usize, usize)] =
    &[(1, 1), (1, 6), (5, 1), (2, 2), (3, 7), (6, 4), (9, 9), (16, 11)];

/// The CNF `complete_cnf` writes for `puzzle` with each of `encodings` (none: as it is),
/// against its estimate.
pub(crate) fn check<P: PuzzleKind>(puzzle: &P, name: &str, encodings: &[&str]) {
    let mut variants = vec![puzzle.clone()];
    for encoding in encodings {
        let mut other = puzzle.clone();
        other.set_encoding(encoding.parse().unwrap()).unwrap();
        variants.push(other);
    }
    for puzzle in variants {
        let (formula, _) = complete_cnf(&puzzle);
        let actual = CnfSize::of(&formula);
        let estimate = puzzle.cnf_estimate();
        let what = format!(
            "{name} ({:?}): estimate {estimate:?}, CNF {actual:?}",
            puzzle.encoding().to_string()
        );
        assert!(actual.variables <= estimate.variables, "variables: {what}");
        assert!(actual.clauses <= estimate.clauses, "clauses: {what}");
        assert!(actual.literals <= estimate.literals, "literals: {what}");
        let ratio = estimate.memory() as f64 / actual.memory() as f64;
        assert!(ratio <= SLACK, "memory {ratio:.2} times the CNF's: {what}");
    }
}

/// The puzzle files of `instances/FOLDER` with extension `extension`, read.
pub(crate) fn instances(folder: &str, extension: &str) -> Vec<(String, Source)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("instances")
        .join(folder);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let source = Source::from_file(&p, &Default::default()).unwrap();
            (p.display().to_string(), source)
        })
        .collect()
}

/// A grid of `width` x `height` symbols drawn from `symbols`.
pub(crate) fn random_grid(rng: &mut StdRng, width: usize, height: usize, symbols: &[char]) -> Vec<String> {
    (0..height)
        .map(|_| {
            (0..width)
                .map(|_| symbols[rng.random_range(0..symbols.len())])
                .collect()
        })
        .collect()
}

/// Generator options of a size, stripped or not, unique or not, of a density.
pub(crate) fn options(
    width: usize,
    height: usize,
    strip: bool,
    unique: bool,
    density: Option<f64>,
) -> GenerateOptions {
    GenerateOptions::new(Size::new(width, height))
        .with_strip(strip)
        .with_unique(unique)
        .with_density(density)
}

/// The CNF `complete_cnf` builds for `puzzle`.
pub(crate) fn built<P: PuzzleKind>(puzzle: &P) -> CnfSize {
    CnfSize::of(&complete_cnf(puzzle).0)
}
