//! The CNF of every instance in every encoding the kind has: the estimate the memory limit
//! weighs (`cnf_estimate`) bounds the CNF written (`dimacs`), and not far above it, and the
//! limit refuses exactly what is over it; the DIMACS output solved by a fresh varisat (read
//! by its own parser) decodes to an answer.

use crate::conformance::kinds::{Instance, for_every_kind, instances};
use crate::dimacs_files::{competition_answer, varisat_model};
use gridsat::Error;
use gridsat::limits::{CnfSize, Limits};
use gridsat::registry::{self, AnyPuzzle, Kind};
use gridsat::report::Status;
use gridsat::source::Source;

/// The estimate may be this many times the memory of the CNF written.
const SLACK: f64 = 2.5;

/// Instances of at most this many cells go through the DIMACS round trip (a fresh varisat
/// takes minutes over the complete CNF of a 20x20 Yin Yang), those of at most
/// [`EVERY_ENCODING`] in every encoding.
const ROUND_TRIP: usize = 100;
const EVERY_ENCODING: usize = 36;

/// The instance's puzzle in the default encoding and in each encoding the kind names (those
/// the puzzle takes), with the encoding's name.
fn variants(kind: &Kind, instance: &Instance) -> Vec<(String, Box<dyn AnyPuzzle>)> {
    let mut all = vec![("default".to_string(), reparse(kind, instance))];
    for &encoding in kind.encodings {
        let mut puzzle = reparse(kind, instance);
        if puzzle.set_encoding(encoding).is_ok() {
            all.push((encoding.to_string(), puzzle));
        }
    }
    all
}

fn reparse(kind: &Kind, instance: &Instance) -> Box<dyn AnyPuzzle> {
    registry::parse(&instance.source(), Some(kind.name)).unwrap()
}

/// The `dimacs` output, or `None` when the encoding writes none (a lazy one named
/// explicitly: its CNF lacks rules).
fn dimacs(puzzle: &dyn AnyPuzzle, limits: &Limits) -> Result<String, Error> {
    let mut out = Vec::new();
    puzzle.write_dimacs("<instance>", &mut out, "<memory>", limits)?;
    Ok(String::from_utf8(out).unwrap())
}

/// The size of a DIMACS text, as varisat's own parser reads it.
fn size_of(text: &str) -> CnfSize {
    CnfSize::of(&varisat::dimacs::DimacsParser::parse(text.as_bytes()).unwrap())
}

/// The encoding a `dimacs` output names in its header (`c encoding NAME …`), if any.
fn encoding_written(text: &str) -> Option<String> {
    text.lines()
        .take_while(|line| line.starts_with('c'))
        .find_map(|line| line.strip_prefix("c encoding "))
        .map(|rest| rest.split_whitespace().next().unwrap().to_string())
}

#[test]
fn the_estimate_bounds_the_cnf_in_every_encoding() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            let mut written = 0;
            for (encoding, puzzle) in variants(kind, &instance) {
                let what = format!("{} ({encoding})", instance.name);
                let Ok(text) = dimacs(puzzle.as_ref(), &Default::default()) else {
                    assert_ne!(encoding, "default", "{what}: no CNF written");
                    continue;
                };
                written += 1;
                // A lazy encoding writes the complete one it stands for, which the header
                // names: that encoding's estimate is the one to bound it.
                let estimated = match encoding_written(&text) {
                    Some(name) if name != encoding => {
                        let mut complete = reparse(kind, &instance);
                        complete
                            .set_encoding(&name)
                            .unwrap_or_else(|e| panic!("{what}: {e}"));
                        complete
                    }
                    _ => puzzle,
                };
                let estimate = estimated.cnf_estimate();
                let actual = size_of(&text);
                let what = format!("{what}: estimate {estimate:?}, CNF {actual:?}");
                assert!(actual.variables <= estimate.variables, "variables: {what}");
                assert!(actual.clauses <= estimate.clauses, "clauses: {what}");
                assert!(actual.literals <= estimate.literals, "literals: {what}");
                let ratio = estimate.memory() as f64 / actual.memory() as f64;
                assert!(ratio <= SLACK, "memory {ratio:.2} times the CNF's: {what}");
                // The memory limit is the estimate: refused one byte below it.
                let needed = estimate.memory();
                let below = Limits::default().with_max_memory(needed - 1);
                let refused = dimacs(estimated.as_ref(), &below);
                assert!(
                    matches!(refused, Err(Error::TooLarge { .. })),
                    "{what}: {refused:?}"
                );
                if instance.area() <= ROUND_TRIP {
                    let at = Limits::default().with_max_memory(needed);
                    assert!(dimacs(estimated.as_ref(), &at).is_ok(), "{what}");
                }
            }
            assert!(written > 0, "{}", instance.name);
        }
    });
}

#[test]
fn dimacs_solved_by_a_fresh_varisat_decodes_to_an_answer() {
    for_every_kind(|kind| {
        let small = instances(kind).into_iter().filter(|i| i.area() <= ROUND_TRIP);
        let mut tried = 0;
        for instance in small {
            tried += 1;
            let mut variants = variants(kind, &instance);
            if instance.area() > EVERY_ENCODING {
                variants.truncate(1);
            }
            for (encoding, puzzle) in variants {
                let what = format!("{} ({encoding})", instance.name);
                let Ok(text) = dimacs(puzzle.as_ref(), &Default::default()) else {
                    continue;
                };
                let model = varisat_model(&text);
                for per_line in [7, model.len()] {
                    let answer = Source::inline("answer.out", competition_answer(&model, per_line));
                    let report = puzzle.decode(&answer, &Default::default()).unwrap();
                    assert_eq!(report.status, Status::Solved, "{what}");
                    assert!(report.checked, "{what}");
                    let solution = report.solution.unwrap();
                    assert!(instance.answers.contains(&solution), "{what}: {solution:?}");
                }
                // An assignment that falsifies a clause (the first: every literal of it made
                // false) is no model of the CNF: refused, never decoded.
                let formula = varisat::dimacs::DimacsParser::parse(text.as_bytes()).unwrap();
                let Some(clause) = formula.iter().next() else {
                    continue;
                };
                let clause: Vec<isize> = clause.iter().map(|l| l.to_dimacs()).collect();
                let wrong: Vec<isize> = model
                    .iter()
                    .map(|&l| match clause.iter().find(|c| c.abs() == l.abs()) {
                        Some(&c) => -c,
                        None => l,
                    })
                    .collect();
                let answer = Source::inline("wrong.out", competition_answer(&wrong, 10));
                assert!(puzzle.decode(&answer, &Default::default()).is_err(), "{what}");
            }
        }
        assert!(
            tried > 0,
            "{}: no instance of at most {ROUND_TRIP} cells",
            kind.name
        );
    });
}
