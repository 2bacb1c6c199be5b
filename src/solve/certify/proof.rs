//! One proof of unsatisfiability: a fresh varisat solves the CNF while it records its native
//! proof; varisat's proof checker then checks that proof against the CNF as written on disk,
//! and the certificate is written from the steps the checker accepted (DRAT, binary DRAT,
//! LRAT through `varisat-lrat`, or the native proof itself). The certificate file gets its
//! name only once the check passed and the empty clause was derived, so a proof file
//! gridsat leaves behind is one that checks.

use super::ProofFormat;
use crate::error::{Choice, Error};
use crate::limits::Deadline;
use crate::output_file::write_file;
use crate::solve::backend::Clock;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::Path;
use varisat::checker::{CheckedProofStep, Checker, CheckerData, CheckerError, ProofProcessor};
use varisat::{CnfFormula, Lit, Solver};
use varisat_lrat::WriteLrat;

/// What a solver run that recorded its proof found.
pub(crate) enum Outcome {
    /// A model: the true literals.
    Model(Vec<Lit>),
    /// No model, and varisat's native proof of that.
    Refuted(Vec<u8>),
}

/// Solves `formula` on a fresh varisat that records its native proof (in memory); the
/// recording fails once `deadline` has passed, which stops the search
/// ([`Error::TimedOut`]).
pub(crate) fn solve_recording(formula: &CnfFormula, deadline: Deadline) -> Result<Outcome, Error> {
    let failed = |e: varisat::solver::SolverError| match deadline.passed() {
        true => Error::TimedOut,
        false => Error::Solver(e.to_string()),
    };
    let mut proof = Vec::new();
    let model = {
        let mut solver = Solver::new();
        // Before any clause, as varisat requires.
        solver.write_proof(Clock(&mut proof, deadline.clone()), varisat::ProofFormat::Varisat);
        solver.add_formula(formula);
        let model = if solver.solve().map_err(failed)? {
            let model = solver.model();
            Some(model.ok_or_else(|| Error::Solver("satisfiable but no model".into()))?)
        } else {
            None
        };
        solver.close_proof().map_err(failed)?;
        model
    };
    Ok(match model {
        Some(model) => Outcome::Model(model),
        None => Outcome::Refuted(proof),
    })
}

/// Checks the native proof `native` against the DIMACS file `cnf` (whose formula has
/// `clauses` clauses) and writes the certificate to `target` in `format`. Written to
/// `target.partial` first and renamed when everything passed; on an error nothing is left.
pub(crate) fn check_and_write(
    cnf: &Path,
    clauses: usize,
    native: &[u8],
    format: ProofFormat,
    target: &Path,
) -> Result<(), Error> {
    let name = target.display().to_string();
    write_file(target, |out| check(cnf, clauses, native, format, out, &name))
}

/// The check, writing the certificate to `out` as the checker goes (`name` for errors).
fn check(
    cnf: &Path,
    clauses: usize,
    native: &[u8],
    format: ProofFormat,
    out: &mut dyn Write,
    name: &str,
) -> Result<(), Error> {
    let mut refutation = Refutation {
        clauses: clauses as u64,
        ..Refutation::default()
    };
    let checked = match format {
        ProofFormat::Varisat => {
            let checked = run_checker(cnf, native, vec![&mut refutation]);
            checked.and_then(|()| out.write_all(native).map_err(|e| Error::io(name, e)))
        }
        ProofFormat::Drat | ProofFormat::BinaryDrat => {
            let mut drat = WriteDrat {
                out: &mut *out,
                binary: format == ProofFormat::BinaryDrat,
            };
            run_checker(cnf, native, vec![&mut refutation, &mut drat])
        }
        ProofFormat::Lrat => {
            let mut lrat = WriteLrat::new(&mut *out, false);
            let checked = run_checker(cnf, native, vec![&mut refutation, &mut lrat]);
            checked.and_then(|()| lrat.flush().map_err(|e| Error::io(name, io::Error::other(e))))
        }
    };
    checked.map_err(|e| match e {
        Error::Solver(message) => Error::Solver(format!("{name}: {message}")),
        other => other,
    })?;
    if let (ProofFormat::Lrat, Some(id)) = (format, refutation.clashing_id) {
        return Err(Error::refused(
            Choice::ProofFormat,
            format!(
                "{name}: the proof adds clause {} but the CNF already has {clauses} clauses (two of its unit clauses contradict each other); use {{proof-format}} drat",
                id + 1
            ),
        ));
    }
    if !refutation.empty_clause {
        return Err(Error::Solver(format!(
            "{name}: the proof checks but does not derive the empty clause: it proves nothing"
        )));
    }
    Ok(())
}

/// Runs varisat's checker on the formula read back from `cnf` and the native proof.
fn run_checker(cnf: &Path, native: &[u8], processors: Vec<&mut dyn ProofProcessor>) -> Result<(), Error> {
    let cnf_name = cnf.display().to_string();
    let file = File::open(cnf).map_err(|e| Error::io(&cnf_name, e))?;
    let mut checker = Checker::new();
    for processor in processors {
        checker.add_processor(processor);
    }
    checker
        .add_dimacs_cnf(BufReader::new(file))
        .map_err(|e| Error::Solver(format!("varisat's proof checker cannot read {cnf_name}: {e}")))?;
    checker.check_proof(native).map_err(|e| match e {
        CheckerError::ProofProcessorError { cause } => {
            Error::Solver(format!("cannot write the certificate: {cause}"))
        }
        other => Error::Solver(format!(
            "varisat's proof checker rejected the proof of {cnf_name}: {other}"
        )),
    })
}

/// Watches the checked steps: whether the empty clause was derived, and whether a derived
/// clause got the id of an input clause (which LRAT cannot express: varisat's checker stops
/// numbering the input clauses once two unit clauses contradict each other).
#[derive(Default)]
struct Refutation {
    /// Clauses in the CNF (their ids are 0..clauses).
    clauses: u64,
    /// The empty clause was derived.
    empty_clause: bool,
    /// The first derived clause whose id is that of an input clause.
    clashing_id: Option<u64>,
}

impl ProofProcessor for Refutation {
    fn process_step(&mut self, step: &CheckedProofStep, _: CheckerData) -> Result<(), anyhow::Error> {
        if let CheckedProofStep::AtClause { id, clause, .. } = *step {
            self.empty_clause |= clause.is_empty();
            if id < self.clauses && self.clashing_id.is_none() {
                self.clashing_id = Some(id);
            }
        }
        Ok(())
    }
}

/// Writes the checked steps as DRAT: each derived clause added, each clause the checker
/// drops deleted (a clause kept as redundant stays: DRAT does not tell them apart).
struct WriteDrat<'w> {
    out: &'w mut dyn Write,
    binary: bool,
}

impl ProofProcessor for WriteDrat<'_> {
    fn process_step(&mut self, step: &CheckedProofStep, _: CheckerData) -> Result<(), anyhow::Error> {
        match *step {
            CheckedProofStep::AtClause { clause, .. } => self.write(true, clause)?,
            CheckedProofStep::DeleteClause { clause, .. }
            | CheckedProofStep::DeleteAtClause {
                clause,
                keep_as_redundant: false,
                ..
            }
            | CheckedProofStep::DeleteRatClause {
                clause,
                keep_as_redundant: false,
                ..
            } => self.write(false, clause)?,
            _ => {}
        }
        Ok(())
    }
}

impl WriteDrat<'_> {
    /// One step: text (`[d ]LITS 0`) or binary (`a`/`d`, variable-byte literals, a 0 byte).
    fn write(&mut self, add: bool, clause: &[Lit]) -> io::Result<()> {
        if self.binary {
            let mut bytes = vec![if add { b'a' } else { b'd' }];
            for lit in clause {
                // 2v for literal v, 2v+1 for -v; 7 bits per byte, high bit = more follow.
                let mut n = 2 * lit.var().to_dimacs() as u64 + u64::from(lit.is_negative());
                while n >= 0x80 {
                    bytes.push((n as u8 & 0x7f) | 0x80);
                    n >>= 7;
                }
                bytes.push(n as u8);
            }
            bytes.push(0);
            self.out.write_all(&bytes)
        } else {
            let mut line = String::from(if add { "" } else { "d " });
            for lit in clause {
                line += &format!("{} ", lit.to_dimacs());
            }
            line += "0\n";
            self.out.write_all(line.as_bytes())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use varisat::{ExtendFormula, Lit};

    /// Three pigeons, two holes: unsatisfiable, and not by unit propagation alone.
    fn pigeons() -> CnfFormula {
        let p = |pigeon: isize, hole: isize| Lit::from_dimacs(2 * pigeon + hole - 2);
        let mut formula = CnfFormula::new();
        for pigeon in 1..=3 {
            formula.add_clause(&[p(pigeon, 1), p(pigeon, 2)]);
        }
        for hole in 1..=2 {
            for (a, b) in [(1, 2), (1, 3), (2, 3)] {
                formula.add_clause(&[!p(a, hole), !p(b, hole)]);
            }
        }
        formula
    }

    fn write_cnf(dir: &Path, name: &str, formula: &CnfFormula) -> std::path::PathBuf {
        let path = dir.join(name);
        varisat::dimacs::write_dimacs(&mut File::create(&path).unwrap(), formula).unwrap();
        path
    }

    fn refuted(formula: &CnfFormula) -> Vec<u8> {
        match solve_recording(formula, Deadline::NONE).unwrap() {
            Outcome::Refuted(native) => native,
            Outcome::Model(_) => panic!("satisfiable"),
        }
    }

    const FORMATS: [ProofFormat; 4] = [
        ProofFormat::Drat,
        ProofFormat::BinaryDrat,
        ProofFormat::Lrat,
        ProofFormat::Varisat,
    ];

    #[test]
    fn a_checked_proof_is_written_in_every_format() {
        let dir = tempfile::tempdir().unwrap();
        let formula = pigeons();
        let cnf = write_cnf(dir.path(), "pigeons.cnf", &formula);
        let native = refuted(&formula);
        for format in FORMATS {
            let target = dir.path().join(format!("pigeons.{}", format.name()));
            check_and_write(&cnf, formula.len(), &native, format, &target).unwrap();
            let proof = std::fs::read(&target).unwrap();
            assert!(!proof.is_empty(), "{format:?}");
        }
        let drat = std::fs::read_to_string(dir.path().join("pigeons.drat")).unwrap();
        assert!(drat.ends_with("\n0\n"), "ends with the empty clause: {drat}");
        let binary = std::fs::read(dir.path().join("pigeons.binary-drat")).unwrap();
        assert!(binary.ends_with(b"a\0"), "ends with the empty clause: {binary:?}");
    }

    /// What `check_and_write` says about `native` as a proof of `cnf`; nothing is left at
    /// the target.
    fn rejected(cnf: &Path, clauses: usize, native: &[u8], format: ProofFormat) -> String {
        let target = cnf.with_extension("proof");
        let error = check_and_write(cnf, clauses, native, format, &target).unwrap_err();
        assert!(!target.exists() && !crate::output_file::partial_path(&target).exists());
        error.to_string()
    }

    #[test]
    fn a_wrong_proof_is_rejected_and_not_written() {
        let dir = tempfile::tempdir().unwrap();
        let formula = pigeons();
        let cnf = write_cnf(dir.path(), "pigeons.cnf", &formula);
        let native = refuted(&formula);
        for format in FORMATS {
            // Truncated.
            let message = rejected(&cnf, formula.len(), &native[..native.len() / 2], format);
            assert!(message.contains("rejected the proof"), "{message}");
            // For another CNF: the pigeons without one clause have a model.
            let mut fewer = CnfFormula::new();
            for clause in formula.iter().skip(1) {
                fewer.add_clause(clause);
            }
            let other = write_cnf(dir.path(), "fewer.cnf", &fewer);
            let message = rejected(&other, fewer.len(), &native, format);
            assert!(message.contains("rejected the proof"), "{message}");
        }
        // A satisfiable formula's recording checks but proves nothing.
        let mut solver_proof = Vec::new();
        {
            let mut solver = Solver::new();
            solver.write_proof(&mut solver_proof, varisat::ProofFormat::Varisat);
            solver.add_formula(&pigeons_with_room());
            assert!(solver.solve().unwrap());
            solver.close_proof().unwrap();
        }
        let roomy = write_cnf(dir.path(), "roomy.cnf", &pigeons_with_room());
        let message = rejected(
            &roomy,
            pigeons_with_room().len(),
            &solver_proof,
            ProofFormat::Drat,
        );
        assert!(message.contains("does not derive the empty clause"), "{message}");
    }

    /// Two pigeons, two holes: satisfiable.
    fn pigeons_with_room() -> CnfFormula {
        let mut formula = CnfFormula::new();
        for clause in pigeons().iter().filter(|c| c.iter().all(|l| l.index() < 4)) {
            formula.add_clause(clause);
        }
        formula
    }

    #[test]
    fn lrat_is_refused_when_unit_clauses_of_the_cnf_clash() {
        let dir = tempfile::tempdir().unwrap();
        let mut formula = CnfFormula::new();
        let (a, b) = (Lit::from_dimacs(1), Lit::from_dimacs(2));
        for clause in [&[a][..], &[!a], &[a, b], &[!a, b]] {
            formula.add_clause(clause);
        }
        let cnf = write_cnf(dir.path(), "clash.cnf", &formula);
        let native = refuted(&formula);
        let message = rejected(&cnf, formula.len(), &native, ProofFormat::Lrat);
        assert!(
            message.contains("use proof format drat") && !message.contains("--"),
            "{message}"
        );
        let target = dir.path().join("clash.drat");
        check_and_write(&cnf, formula.len(), &native, ProofFormat::Drat, &target).unwrap();
    }
}
