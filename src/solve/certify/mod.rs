//! Certified verdicts (`gridsat solve --proof DIR`): files with which anyone can check a
//! verdict without trusting gridsat's solving, with a DRAT (or LRAT) checker such as `rate`
//! or `drat-trim`.
//!
//! - No solution: `STEM.cnf`, the puzzle's complete CNF exactly as `gridsat dimacs` writes
//!   it, and `STEM.drat`, a proof that it is unsatisfiable.
//! - A unique solution: `STEM.cnf`, `STEM.model` (a model of it, whose cells are the
//!   solution), `STEM-unique.cnf` (the same CNF plus one clause that excludes that
//!   solution's cell values) and `STEM-unique.drat`, a proof that this one is
//!   unsatisfiable: no other solution exists.
//! - A solution that is not unique (or uniqueness not asked, `--first`): `STEM.cnf` and
//!   `STEM.model` only, and a note that says why there is no uniqueness proof.
//!
//! A certificate means what it says only if the CNF holds every rule, so it is always the
//! complete encoding ([`crate::puzzle::Encode::complete`]): Yin Yang's default lazy connectivity is
//! certified through its layers CNF, and an explicit `--connectivity lazy` is refused.
//! The verdict is found again here, on a fresh varisat per CNF that records its native
//! proof, whatever solver (`--solver`) or reasoning gave the report; the caller compares the
//! two ([`Certificate::agrees_with`]). Each proof is checked by varisat's proof checker
//! against the CNF read back from its file before the certificate is written from the
//! checked steps (`proof.rs`). Earlier certificate files of the same stem are removed first,
//! so the directory holds what this run certified and nothing older.

mod files;
mod proof;

use crate::error::{Choice, Error, Refusal};
use crate::limits::Limits;
use crate::output_file::write_file;
use crate::puzzle::{Encoded, PuzzleKind};
use crate::report::{SolveReport, Status, write_cnf};
use crate::solve::{Model, complete_cnf};
use crate::time::Instant;
use files::{Files, decode_command, file_name, quote, write_model};
use proof::Outcome;
use serde::Serialize;
use std::path::{Path, PathBuf};
use varisat::{CnfFormula, ExtendFormula};

/// The file format of the proofs of unsatisfiability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ProofFormat {
    /// DRAT as text, the SAT competition's format (`rate`, `drat-trim`).
    #[default]
    Drat,
    /// DRAT in its binary form (the same checkers; about a third of the size).
    BinaryDrat,
    /// LRAT: each step lists the clauses that justify it (drat-trim's `lrat-check`).
    Lrat,
    /// varisat 0.2.2's own format, for the `varisat-checker` crate of that version (the
    /// format changes between versions: the `varisat` 0.2.1 command line cannot read it).
    Varisat,
}

impl ProofFormat {
    /// The format's name, as `--proof-format` takes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ProofFormat::Drat => "drat",
            ProofFormat::BinaryDrat => "binary-drat",
            ProofFormat::Lrat => "lrat",
            ProofFormat::Varisat => "varisat",
        }
    }

    /// The proof file's extension (`rate` wants `.drat` for binary DRAT too).
    fn extension(self) -> &'static str {
        match self {
            ProofFormat::Drat | ProofFormat::BinaryDrat => "drat",
            ProofFormat::Lrat => "lrat",
            ProofFormat::Varisat => "varisat",
        }
    }

    /// The format's name in a sentence (`a DRAT proof`).
    fn article(self) -> &'static str {
        match self {
            ProofFormat::Drat => "a DRAT proof",
            ProofFormat::BinaryDrat => "a binary DRAT proof",
            ProofFormat::Lrat => "an LRAT proof",
            ProofFormat::Varisat => "a varisat proof",
        }
    }

    /// Commands that check a proof of `cnf` in this format (for varisat's format, which no
    /// installable program reads, what to call instead).
    fn checks(self, cnf: &str, proof: &str) -> Vec<String> {
        match self {
            ProofFormat::Drat | ProofFormat::BinaryDrat => {
                vec![format!("rate {cnf} {proof}"), format!("drat-trim {cnf} {proof}")]
            }
            ProofFormat::Lrat => vec![format!("lrat-check {cnf} {proof}")],
            ProofFormat::Varisat => vec![format!(
                "varisat-checker 0.2.2 (Rust crate): Checker::add_dimacs_cnf({cnf}), then check_proof({proof})"
            )],
        }
    }
}

/// What to certify and where.
#[derive(Clone, Debug)]
pub struct CertifyRequest<'a> {
    /// The directory the files go to (it must exist).
    pub dir: &'a Path,
    /// The start of every file name (`STEM.cnf`, ...).
    pub stem: &'a str,
    /// The input as given on the command line, for the CNF's header and the check commands.
    pub input: &'a str,
    /// The proofs' format.
    pub format: ProofFormat,
    /// Whether to prove uniqueness too (false with `--first`).
    pub check_unique: bool,
    /// The memory the CNF may need.
    pub limits: Limits,
}

/// What a certificate proves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Claim {
    /// The puzzle has no solution.
    Unsatisfiable,
    /// The puzzle has exactly one solution.
    Unique,
    /// The puzzle has a solution (the model); not that it is the only one.
    Satisfiable,
}

/// One file of a certificate.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CertificateFile {
    /// Where it was written.
    pub path: String,
    /// What it is, and what it certifies.
    pub certifies: String,
}

/// The files written for one puzzle, and how to check them (the JSON `certificate`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Certificate {
    /// What the files prove.
    pub claim: Claim,
    /// The proofs' format ([`ProofFormat::name`]).
    pub format: &'static str,
    /// Every file written, in the order to read them.
    pub files: Vec<CertificateFile>,
    /// Commands that check the certificate (each proof, and the model).
    pub check: Vec<String>,
    /// Why there is no uniqueness proof, when there is a solution but none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Wall-clock seconds for solving, proving, checking and writing.
    pub seconds: f64,
    /// Whether the solution is unique: `None` when not asked.
    #[serde(skip)]
    pub unique: Option<bool>,
    /// The solution of the model, as rows.
    #[serde(skip)]
    pub solution: Option<Vec<String>>,
}

impl Certificate {
    /// Checks that the certificate and a report of the same puzzle (from any solver, or
    /// reasoning) say the same; an error if they contradict each other, which means a bug or
    /// a wrong answer from the solver (the certificate's proofs were checked).
    ///
    /// # Errors
    /// [`Error::Solver`] when the two contradict each other.
    pub fn agrees_with(&self, report: &SolveReport) -> Result<(), Error> {
        let disagree = |said: &str| {
            Err(Error::Solver(format!(
                "the solve says {said}, but the certificate (checked) says {}: one of the answers is wrong",
                match (self.claim, self.unique) {
                    (Claim::Unsatisfiable, _) => "there is no solution",
                    (Claim::Unique, _) => "the solution is unique",
                    (Claim::Satisfiable, Some(false)) => "there are several solutions",
                    (Claim::Satisfiable, _) => "there is a solution",
                }
            )))
        };
        match (report.status, self.claim) {
            (Status::Invalid, _) => Ok(()),
            (Status::Unsatisfiable, Claim::Unsatisfiable) => Ok(()),
            (Status::Unsatisfiable, _) => disagree("there is no solution"),
            (Status::Solved, Claim::Unsatisfiable) => disagree("there is a solution"),
            (Status::Solved, _) => match (report.unique, self.unique) {
                (Some(true), Some(false)) => disagree("the solution is unique"),
                (Some(false), Some(true)) => disagree("there are several solutions"),
                (Some(true), Some(true)) if report.solution != self.solution => {
                    disagree("the solution is another one")
                }
                _ => Ok(()),
            },
        }
    }
}

/// Certifies the verdict on `puzzle` (see the module documentation): solves its complete
/// CNF, proves and checks what it finds, and writes the files.
pub(crate) fn certify<P: PuzzleKind>(puzzle: &P, request: &CertifyRequest) -> Result<Certificate, Error> {
    let start = Instant::now();
    let puzzle = &puzzle.complete().map_err(|e| match e {
        Error::Refused(Refusal { message, .. }) | Error::Usage(message) => Error::refused(
            Choice::Certificate,
            format!("{{certificate}} needs a complete CNF: {message}"),
        ),
        other => other,
    })?;
    let files = Files::new(request);
    files.refuse_input()?;
    files.remove_earlier()?;
    let (formula, encoding) = complete_cnf(puzzle, &request.limits)?;
    let job = Job {
        puzzle,
        request,
        files,
        encoding,
    };
    let mut certificate = match proof::solve_recording(&formula, request.limits.deadline.clone())? {
        Outcome::Refuted(native) => job.unsatisfiable(&formula, &native)?,
        Outcome::Model(lits) => job.solved(&formula, &Model::from_lits(&lits))?,
    };
    certificate.seconds = start.elapsed().as_secs_f64();
    Ok(certificate)
}

/// One puzzle's certification: what every step needs.
struct Job<'a, P: PuzzleKind> {
    puzzle: &'a P,
    request: &'a CertifyRequest<'a>,
    files: Files<'a>,
    encoding: Encoded<P::Vars>,
}

impl<P: PuzzleKind> Job<'_, P> {
    /// The certificate of a CNF without models, refuted by `native`.
    fn unsatisfiable(&self, formula: &CnfFormula, native: &[u8]) -> Result<Certificate, Error> {
        let (cnf, proof) = self.refutation("", formula, native, &[])?;
        let mut certificate = Certificate::new(Claim::Unsatisfiable, self.request.format);
        certificate.add(&cnf, "the puzzle's complete CNF, as `gridsat dimacs` writes it");
        let what = "that the CNF is unsatisfiable: the puzzle has no solution";
        certificate.add(&proof, &format!("{} {what}", self.request.format.article()));
        certificate.check = self.request.format.checks(&quote(&cnf), &quote(&proof));
        Ok(certificate)
    }

    /// The certificate of a CNF with `model`: the CNF, the model, and if asked the proof
    /// that no model with other cell values exists.
    fn solved(&self, formula: &CnfFormula, model: &Model) -> Result<Certificate, Error> {
        let (puzzle, request, files) = (self.puzzle, self.request, &self.files);
        if let Some(index) = model.first_falsified_clause(formula) {
            return Err(Error::Solver(format!(
                "varisat's model breaks clause {} of the CNF",
                index + 1
            )));
        }
        let solution = puzzle.decode(&self.encoding.vars, model);
        if let Some(rule) = puzzle.verify(&solution).into_iter().next() {
            return Err(Error::broken_rule(rule));
        }
        let (cnf, model_path) = (files.path("", "cnf"), files.path("", "model"));
        self.write_cnf(&cnf, formula, &[])?;
        let cnf_name = file_name(&cnf);
        write_file(&model_path, |out| {
            write_model(out, model, formula, &cnf_name)
                .map_err(|e| Error::io(model_path.display().to_string(), e))
        })?;
        let mut certificate = Certificate::new(Claim::Satisfiable, request.format);
        certificate.solution = Some(puzzle.solution_rows(&solution));
        certificate.add(&cnf, "the puzzle's complete CNF, as `gridsat dimacs` writes it");
        let what = format!("a model of {cnf_name}: the puzzle has a solution (its cells)");
        certificate.add(&model_path, &what);
        certificate.check = vec![decode_command(puzzle, request.input, &model_path)];
        if !request.check_unique {
            certificate.note = Some("uniqueness not asked (--first): no uniqueness proof".into());
            return Ok(certificate);
        }
        let mut blocked = CnfFormula::new();
        blocked.set_var_count(formula.var_count());
        for clause in formula.iter() {
            blocked.add_clause(clause);
        }
        blocked.add_clause(&model.blocking_clause(&self.encoding.projection));
        let native = match proof::solve_recording(&blocked, self.request.limits.deadline.clone())? {
            Outcome::Refuted(native) => native,
            Outcome::Model(_) => {
                certificate.unique = Some(false);
                let note = "the puzzle has another solution, so there is no uniqueness proof";
                certificate.note = Some(note.into());
                return Ok(certificate);
            }
        };
        let note = format!(
            "the last clause excludes the solution in {}: with it the CNF is unsatisfiable exactly when that solution is the only one",
            file_name(&model_path)
        );
        let (blocked_cnf, proof) = self.refutation("-unique", &blocked, &native, &[note])?;
        certificate.claim = Claim::Unique;
        certificate.unique = Some(true);
        let what = format!("{cnf_name} plus one clause that excludes that solution's cells");
        certificate.add(&blocked_cnf, &what);
        let what = format!(
            "{} that {} is unsatisfiable: the solution is unique",
            request.format.article(),
            file_name(&blocked_cnf)
        );
        certificate.add(&proof, &what);
        let mut checks = request.format.checks(&quote(&blocked_cnf), &quote(&proof));
        checks.append(&mut certificate.check);
        certificate.check = checks;
        Ok(certificate)
    }

    /// Writes `STEM{suffix}.cnf` (the formula, with `notes` in its header) and, once the
    /// native proof checks against that file, the proof beside it; returns both paths.
    fn refutation(
        &self,
        suffix: &str,
        formula: &CnfFormula,
        native: &[u8],
        notes: &[String],
    ) -> Result<(PathBuf, PathBuf), Error> {
        let (cnf, proof) = (self.files.path(suffix, "cnf"), self.files.proof(suffix));
        self.write_cnf(&cnf, formula, notes)?;
        self.request.limits.check_time()?;
        proof::check_and_write(&cnf, formula.len(), native, self.request.format, &proof)?;
        Ok((cnf, proof))
    }

    /// Writes `formula` to `path` as `gridsat dimacs` does, with `notes` in its header.
    fn write_cnf(&self, path: &Path, formula: &CnfFormula, notes: &[String]) -> Result<(), Error> {
        write_file(path, |out| {
            write_cnf(
                self.puzzle,
                self.request.input,
                &self.encoding,
                formula,
                notes,
                out,
            )
            .map_err(|e| Error::io(path.display().to_string(), e))
        })
    }
}

impl Certificate {
    /// A certificate of `claim` with no files yet.
    fn new(claim: Claim, format: ProofFormat) -> Self {
        Certificate {
            claim,
            format: format.name(),
            files: Vec::new(),
            check: Vec::new(),
            note: None,
            seconds: 0.0,
            unique: None,
            solution: None,
        }
    }

    /// Lists a file written, with what it certifies.
    fn add(&mut self, path: &Path, certifies: &str) {
        self.files.push(CertificateFile {
            path: path.display().to_string(),
            certifies: certifies.to_string(),
        });
    }
}
