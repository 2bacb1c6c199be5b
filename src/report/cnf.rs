//! The commands that go through an exported CNF: `dimacs` writes it (and `solve --proof`
//! writes its certificates the same way), `decode` reads another solver's answer to it.

use super::{SolveReport, Stats, Status, report, with_solution};
use crate::dimacs::{self, Answer, Header};
use crate::error::Error;
use crate::limits::Limits;
use crate::puzzle::{Encoded, PuzzleKind};
use crate::solve::{Clock, CnfStats, Model, complete_cnf};
use crate::source::Source;
use crate::time::Instant;
use std::io::{BufWriter, Write};
use varisat::CnfFormula;

/// Writes the complete CNF with its comment header (for a lazy encoding, the complete one
/// it stands for: [`crate::puzzle::Encode::complete`]), refused first if it would need more memory than
/// `limits` allow; `output` names where it goes, for I/O errors.
pub(crate) fn write_dimacs<P: PuzzleKind>(
    puzzle: &P,
    input: &str,
    out: &mut dyn Write,
    output: &str,
    limits: &Limits,
) -> Result<(), Error> {
    let puzzle = &puzzle.complete()?;
    let (formula, encoding) = complete_cnf(puzzle, limits)?;
    // Writing a large CNF takes seconds: the deadline is looked at after each buffer of it.
    let mut clocked = BufWriter::with_capacity(WRITE_BUFFER, Clock(out, limits.deadline.clone()));
    write_cnf(puzzle, input, &encoding, &formula, &[], &mut clocked)
        .and_then(|()| clocked.flush())
        .map_err(|e| match limits.deadline.passed() {
            true => Error::TimedOut,
            false => Error::io(output, e),
        })
}

/// The bytes of DIMACS written between two looks at the deadline: a few milliseconds' worth.
const WRITE_BUFFER: usize = 1 << 16;

/// Writes `formula` in DIMACS with gridsat's comment header (kind, input, size, encoding, the
/// name of every cell variable, the projection) and `notes` as more comment lines: what
/// `dimacs` writes for [`complete_cnf`], and the certificates of `solve --proof` (which
/// may add clauses) write the same way.
pub(crate) fn write_cnf<P: PuzzleKind>(
    puzzle: &P,
    input: &str,
    encoding: &Encoded<P::Vars>,
    formula: &CnfFormula,
    notes: &[String],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let encoding_name = crate::puzzle::encoding_name(puzzle);
    let header = Header {
        kind: P::KIND,
        input,
        size: puzzle.size().to_string(),
        encoding: encoding_name.as_deref(),
        vars: puzzle.describe_vars(&encoding.vars),
        projection: &encoding.projection,
        notes,
    };
    dimacs::write(out, &header, formula)
}

/// Decodes another solver's answer for the CNF of `write_dimacs`, checking that the model
/// satisfies every clause before it is decoded and verified. The CNF is built again, within
/// `limits`.
pub(crate) fn decode<P: PuzzleKind>(
    puzzle: &P,
    answer: &Source,
    limits: &Limits,
) -> Result<SolveReport, Error> {
    let start = Instant::now();
    let puzzle = &puzzle.complete()?;
    let (formula, encoding) = complete_cnf(puzzle, limits)?;
    let stats = |start| Stats::new(CnfStats::of(&formula), start);
    let hint = crate::puzzle::encoding_name(puzzle).map_or(String::new(), |name| {
        format!(" (this is the `{name}` encoding: was the CNF written with another --encoding?)")
    });
    let lits = match dimacs::read_answer(answer)? {
        Answer::Unsatisfiable => {
            // The solver's word, unless a contradiction visible without search proves it.
            let reason = puzzle.contradiction();
            return Ok(SolveReport {
                checked: reason.is_some(),
                reason,
                ..report(puzzle, Status::Unsatisfiable, stats(start))
            });
        }
        Answer::Unknown => {
            return Err(Error::Solver(format!(
                "{}: the solver answered UNKNOWN",
                answer.name
            )));
        }
        Answer::Satisfiable(lits) => lits,
    };
    if let Some(lit) = lits.iter().find(|l| l.index() >= formula.var_count()) {
        return Err(answer
            .error(format!(
                "literal {} names a variable beyond the CNF's {} variables: the model is not for this puzzle's `gridsat dimacs` output{hint}",
                lit.to_dimacs(),
                formula.var_count()
            ))
            .into());
    }
    let mut seen = vec![None; formula.var_count()];
    for lit in &lits {
        match seen[lit.index()] {
            Some(value) if value != lit.is_positive() => {
                return Err(answer
                    .error(format!("variable {} is given both values", lit.var().to_dimacs()))
                    .into());
            }
            _ => seen[lit.index()] = Some(lit.is_positive()),
        }
    }
    let model = Model::from_lits(&lits);
    if let Some(missing) = encoding.projection.iter().find(|&&l| model.get(l).is_none()) {
        return Err(answer
            .error(format!(
                "the model does not assign cell variable {}",
                missing.var().to_dimacs()
            ))
            .into());
    }
    if let Some(index) = model.first_falsified_clause(&formula) {
        return Err(answer
            .error(format!(
                "the model does not satisfy clause {} of the CNF: it is not a model of this puzzle's `gridsat dimacs` output{hint}",
                index + 1
            ))
            .into());
    }
    let solution = puzzle.decode(&encoding.vars, &model);
    Ok(with_solution(
        report(puzzle, Status::Unsatisfiable, stats(start)),
        puzzle,
        &solution,
    ))
}

#[cfg(test)]
mod tests {
    use crate::error::Error;
    use crate::limits::Limits;
    use crate::registry;
    use crate::source::Source;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    use std::time::Instant;

    /// Writing a large CNF takes seconds: a time limit or an interrupt stops it, as it
    /// stops a solver.
    #[test]
    fn a_deadline_or_an_interrupt_stops_the_writing() {
        let empty = format!("yinyang 12x12\n{}", (".".repeat(12) + "\n").repeat(12));
        let puzzle = registry::parse(&Source::inline("empty", empty), None).unwrap();
        let write = |limits: &Limits| puzzle.write_dimacs("empty", &mut Vec::new(), "<memory>", limits);
        write(&Limits::default()).unwrap();
        let passed = Limits::default().with_deadline(Instant::now());
        assert!(matches!(write(&passed), Err(Error::TimedOut)));
        let interrupted = Limits::default().with_interrupt(Arc::new(AtomicBool::new(true)));
        assert!(matches!(write(&interrupted), Err(Error::Interrupted)));
    }
}
