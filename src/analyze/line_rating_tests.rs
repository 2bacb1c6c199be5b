//! Hanjie's rating by line logic and probing against the CNF measure ([`on_cnf`]: unit
//! propagation, then failed-literal probing on the cells) on its automaton encoding (`dfa`),
//! whose propagation on each line is a complete line solver: on every black-and-white
//! instance of `instances/hanjie`, the same level, the same cells fixed by propagation and
//! left open, the same refutation. (The propagation itself is checked apart from the crate in
//! `tests/analyze/line_rating.rs`; the CNF measure is the crate's own.)

use super::difficulty::{of_puzzle, on_cnf};
use crate::limits::Limits;
use crate::puzzle::Encode;
use crate::puzzle::Puzzle;
use crate::puzzles::hanjie::Hanjie;
use crate::source::Source;
use std::path::{Path, PathBuf};

#[test]
fn black_and_white_line_ratings_agree_with_probing_on_the_automaton_cnf() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/hanjie");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "non"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 10, "{} instances", paths.len());
    let limits = Limits::default();
    for path in paths {
        let what = path.display().to_string();
        let puzzle = Hanjie::parse(&Source::from_file(&path, &limits).unwrap()).unwrap();
        let lines = of_puzzle(&puzzle, &limits).unwrap();
        let mut dfa = puzzle.clone();
        dfa.set_encoding(crate::puzzles::hanjie::LineEncoding::Dfa)
            .unwrap();
        let cnf = on_cnf(&dfa, &limits).unwrap();
        assert_eq!(
            (lines.level, lines.by_propagation, lines.open, lines.refuted),
            (cnf.level, cnf.by_propagation, cnf.open, cnf.refuted),
            "{what}: {lines:?}\n{cnf:?}"
        );
    }
}
