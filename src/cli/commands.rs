//! The commands that read one or more puzzles: solve, count, dimacs, decode, verify.

use super::{Common, Format, Outcome, output};
use gridsat::Error;
use gridsat::registry::{self, AnyPuzzle};
use gridsat::solve::SolverChoice;
use gridsat::solve::certify::{CertifyRequest, ProofFormat};
use gridsat::source::Source;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::Path;

/// Reads a puzzle and applies `--kind` and `--encoding`.
pub(super) fn load(input: &str, common: &Common) -> Result<Box<dyn AnyPuzzle>, Error> {
    let source = Source::from_argument(input)?;
    let mut puzzle = registry::parse(&source, common.kind.as_deref())?;
    if let Some(encoding) = &common.encoding {
        puzzle.set_encoding(encoding)?;
    }
    Ok(puzzle)
}

/// Where results go: standard output, or a file (`-o`).
fn sink(path: Option<&Path>) -> Result<(Box<dyn Write>, bool), Error> {
    match path {
        Some(path) => {
            let file = std::fs::File::create(path).map_err(|e| Error::io(path.display().to_string(), e))?;
            Ok((Box::new(BufWriter::new(file)), false))
        }
        None => {
            let terminal = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            Ok((Box::new(std::io::stdout()), terminal))
        }
    }
}

/// `gridsat solve`: every input, in order; the worst outcome wins. With `proof` (`--proof
/// DIR` and the format), each verdict is also certified in DIR, under the input's stem.
pub fn solve(
    inputs: &[String],
    common: &Common,
    check_unique: bool,
    always_search: bool,
    path: Option<&Path>,
    proof: Option<(&Path, ProofFormat)>,
) -> Outcome {
    let (mut out, terminal) = match sink(path) {
        Ok(sink) => sink,
        Err(e) => return output::error("-o", Format::Text, &e),
    };
    if let Some((dir, _)) = proof
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        let e = Error::io(format!("--proof {}", dir.display()), e);
        return output::error("--proof", common.format, &e);
    }
    let stems = proof_stems(inputs);
    let mut worst = Outcome::Success;
    for (input, stem) in inputs.iter().zip(&stems) {
        let solved = SolverChoice::parse(&common.solver).and_then(|solver| {
            let puzzle = load(input, common)?;
            let report = puzzle.solve(check_unique, always_search, &solver)?;
            let Some((dir, format)) = proof else {
                return Ok((report, None));
            };
            let request = CertifyRequest {
                dir,
                stem,
                input,
                format,
                check_unique,
            };
            let certificate = puzzle.certify(&request)?;
            certificate.agrees_with(&report)?;
            Ok((report, Some(certificate)))
        });
        let outcome = match solved {
            Ok((report, certificate)) => {
                let certificate = certificate.as_ref();
                output::solve(input, common.format, &report, certificate, &mut out, terminal)
            }
            Err(e) => output::error(input, common.format, &e),
        };
        worst = worst.max(outcome);
    }
    worst
}

/// The file stem of each input's certificate: its file name without the extension, or
/// `puzzle-N` (N its position) for standard input and inline IDs. A stem whose files
/// another input's would overwrite (the same stem, or one ending in `-unique`) gets `-2`,
/// `-3`, ... appended.
fn proof_stems(inputs: &[String]) -> Vec<String> {
    let mut taken = std::collections::HashSet::new();
    let mut stems = Vec::new();
    for (index, input) in inputs.iter().enumerate() {
        let path = Path::new(input);
        let base = match path.file_stem() {
            Some(stem) if input != "-" && path.exists() => stem.to_string_lossy().into_owned(),
            _ => format!("puzzle-{}", index + 1),
        };
        let mut stem = base.clone();
        let mut n = 1;
        while taken.contains(&stem) || taken.contains(&format!("{stem}-unique")) {
            n += 1;
            stem = format!("{base}-{n}");
        }
        taken.insert(format!("{stem}-unique"));
        taken.insert(stem.clone());
        stems.push(stem);
    }
    stems
}

/// `gridsat count`.
pub fn count(input: &str, common: &Common, limit: Option<u64>) -> Outcome {
    let counted =
        SolverChoice::parse(&common.solver).and_then(|solver| load(input, common)?.count(limit, &solver));
    match counted {
        Ok(report) => output::count(input, common.format, &report),
        Err(e) => output::error(input, common.format, &e),
    }
}

/// `gridsat dimacs`. A file (`-o`) is written beside under a temporary name and renamed
/// when complete, so an error (a lazy encoding, a full disk) leaves no partial CNF.
pub fn dimacs(input: &str, common: &Common, path: Option<&Path>) -> Outcome {
    let written = load(input, common).and_then(|puzzle| {
        let name = path.map_or("<stdout>".to_string(), |p| p.display().to_string());
        let io = |e| Error::io(&name, e);
        let Some(path) = path else {
            let mut out = BufWriter::new(std::io::stdout().lock());
            puzzle.write_dimacs(input, &mut out, &name)?;
            return out.flush().map_err(io);
        };
        let mut partial = path.as_os_str().to_owned();
        partial.push(".partial");
        let partial = std::path::PathBuf::from(partial);
        let result = std::fs::File::create(&partial).map_err(io).and_then(|file| {
            let mut out = BufWriter::new(file);
            puzzle.write_dimacs(input, &mut out, &name)?;
            out.flush().map_err(io)?;
            std::fs::rename(&partial, path).map_err(io)
        });
        if result.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
        result
    });
    match written {
        Ok(()) => Outcome::Success,
        Err(e) => output::error(input, Format::Text, &e),
    }
}

/// `gridsat decode`.
pub fn decode(input: &str, model: &Path, common: &Common) -> Outcome {
    let report = load(input, common).and_then(|puzzle| {
        let answer = Source::from_file(model)?;
        puzzle.decode(&answer)
    });
    let (mut out, terminal) = match sink(None) {
        Ok(sink) => sink,
        Err(e) => return output::error(input, common.format, &e),
    };
    match report {
        Ok(report) => output::solve(input, common.format, &report, None, &mut out, terminal),
        Err(e) => output::error(input, common.format, &e),
    }
}

/// `gridsat verify`: exit 0 when the solution keeps every rule, 1 with each broken rule.
pub fn verify(input: &str, solution: &Path, kind: Option<&str>) -> Outcome {
    let load = |input: &str| registry::parse(&Source::from_argument(input)?, kind);
    let checked = load(input).and_then(|puzzle| {
        let source = Source::from_file(solution)?;
        Ok(puzzle.verify(&source)?)
    });
    match checked {
        Ok(broken) if broken.is_empty() => {
            println!("{}: valid solution of {input}", solution.display());
            Outcome::Success
        }
        Ok(broken) => {
            println!("{}: INVALID solution of {input}:", solution.display());
            for rule in broken {
                println!("  - {rule}");
            }
            Outcome::Failed
        }
        Err(e) => output::error(input, Format::Text, &e),
    }
}
