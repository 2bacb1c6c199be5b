//! The files of a certificate: their names under a stem, writing each under a temporary
//! name until it is complete, the model file, and the check commands' shell words.

use super::{CertifyRequest, ProofFormat};
use crate::error::{Choice, Error};
use crate::output_file::same_file;
use crate::puzzle::PuzzleKind;
use crate::solve::Model;
use crate::source::split::puzzle_address;

use std::io::Write;
use std::path::{Path, PathBuf};
use varisat::{CnfFormula, Var};

/// The names of one stem's files.
pub(crate) struct Files<'a> {
    request: &'a CertifyRequest<'a>,
}

impl<'a> Files<'a> {
    /// The files of `request`'s stem in its directory.
    pub(crate) fn new(request: &'a CertifyRequest<'a>) -> Self {
        Files { request }
    }

    /// `DIR/STEM{suffix}.{extension}`.
    pub(crate) fn path(&self, suffix: &str, extension: &str) -> PathBuf {
        let request = self.request;
        request.dir.join(format!("{}{suffix}.{extension}", request.stem))
    }

    /// The proof file for the CNF `STEM{suffix}.cnf`.
    pub(crate) fn proof(&self, suffix: &str) -> PathBuf {
        self.path(suffix, self.request.format.extension())
    }

    /// Every file a certificate under this stem may have (in any format).
    fn every_path(&self) -> Vec<PathBuf> {
        let formats = [ProofFormat::Drat, ProofFormat::Lrat, ProofFormat::Varisat];
        let mut paths = vec![self.path("", "model")];
        for suffix in ["", "-unique"] {
            paths.push(self.path(suffix, "cnf"));
            paths.extend(formats.iter().map(|f| self.path(suffix, f.extension())));
        }
        paths
    }

    /// Refuses a certificate whose files would replace the puzzle's own file (the input,
    /// by identity: `proofs/x.cnf` holding a puzzle, certified into `proofs`).
    pub(crate) fn refuse_input(&self) -> Result<(), Error> {
        let input = self.request.input;
        let input = Path::new(puzzle_address(input).map_or(input, |(file, _)| file));
        match self.every_path().into_iter().find(|path| same_file(path, input)) {
            Some(path) => Err(Error::refused(
                Choice::Certificate,
                format!(
                    "{{certificate}} would write {} over the puzzle's own file {}: certify into another directory",
                    path.display(),
                    input.display()
                ),
            )),
            None => Ok(()),
        }
    }

    /// Removes what an earlier run may have certified under this stem (in any format).
    pub(crate) fn remove_earlier(&self) -> Result<(), Error> {
        for path in self.every_path() {
            match std::fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    return Err(Error::io(path.display().to_string(), e));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The model in SAT-competition form: every variable of the CNF, 16 to a `v` line.
pub(crate) fn write_model(
    out: &mut dyn Write,
    model: &Model,
    formula: &CnfFormula,
    cnf: &str,
) -> std::io::Result<()> {
    writeln!(out, "c a model of {cnf}: every clause has a true literal")?;
    writeln!(out, "s SATISFIABLE")?;
    let lits: Vec<isize> = (0..formula.var_count())
        .map(|index| {
            let lit = Var::from_index(index).positive();
            (if model.value(lit) { lit } else { !lit }).to_dimacs()
        })
        .collect();
    for chunk in lits.chunks(16) {
        let line: Vec<String> = chunk.iter().map(isize::to_string).collect();
        writeln!(out, "v {}", line.join(" "))?;
    }
    writeln!(out, "v 0")
}

/// The command that checks a model against the puzzle's CNF and its rules. An input that
/// starts with `-` but is not `-` alone (`-#2`, a puzzle of the standard input) comes after
/// `--`, so that it is not read as an option.
pub(crate) fn decode_command<P: PuzzleKind>(puzzle: &P, input: &str, model: &Path) -> String {
    let encoding = crate::puzzle::encoding_name(puzzle)
        .map_or(String::new(), |name| format!(" --encoding {}", quote_str(&name)));
    let options_end = if input.starts_with('-') && input != "-" {
        " --"
    } else {
        ""
    };
    format!(
        "gridsat decode --kind {}{encoding}{options_end} {} {}",
        P::KIND,
        quote_str(input),
        quote(model)
    )
}

/// The last part of `path`, for messages that name a file beside another.
pub(crate) fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// `path` as one shell word.
pub(crate) fn quote(path: &Path) -> String {
    quote_str(&path.display().to_string())
}

/// `text` as one shell word: as it is when that is safe, else in single quotes.
pub(crate) fn quote_str(text: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_-./,+=@%".contains(c);
    if !text.is_empty() && text.chars().all(safe) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}
