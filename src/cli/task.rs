//! One input of `gridsat solve` ([`Task`]): what it is, how every input is solved and
//! printed ([`Settings`]), and how a worker thread solves it into its [`Record`]
//! ([`run_task`]): parsed, solved within its time limit, certified with `--proof`, a panic
//! turned into an error record. The batch around it is [`super::batch`].

use super::look::Look;
use super::record::Record;
use super::{Format, ProofFormat, Searching, output, timeout};
use gridsat::Error;
use gridsat::limits::Limits;
use gridsat::registry;
use gridsat::report::Status;
use gridsat::solve::certify::CertifyRequest;
use gridsat::source::Source;
use std::path::PathBuf;
use std::time::Duration;

/// How every input of a `solve` is solved and printed.
#[derive(Clone, Debug)]
pub(super) struct Settings {
    /// The options shared with `count` (kind, encoding, solver, engine).
    pub common: Searching,
    /// `--format` (text or JSON: `svg` is drawn by [`super::draw`]).
    pub format: Format,
    /// Decide uniqueness (not `--first`).
    pub check_unique: bool,
    /// Search even when reasoning alone decides.
    pub always_search: bool,
    /// `--proof DIR` and its format.
    pub proof: Option<(PathBuf, ProofFormat)>,
    /// How text is drawn (set from where the results go).
    pub look: Look,
    /// The limits in force (memory, input size, the interrupt flag).
    pub limits: Limits,
    /// `--timeout`: each input's time limit.
    pub timeout: Option<Duration>,
    /// In a batch, `--encoding` split by kind: what each kind it names gets
    /// ([`super::PuzzleOptions::encodings_by_kind`]), none for the others; `None` for one
    /// input, which gets it whole (and the library's error for an encoding its kind lacks).
    pub encodings: Option<Vec<(&'static str, String)>>,
}

/// One puzzle to solve, with everything needed to solve it in any worker thread.
#[derive(Clone, Debug)]
pub(super) struct Task {
    /// Its name in results and messages ([`super::inputs::name`]): the input as given, or a file
    /// found in a directory; `NAME#K` for the Kth puzzle of an input that holds several.
    pub input: String,
    /// How the command line reads it again, for the check commands of `--proof`: the input
    /// as given (`-` for standard input), `INPUT#K` for one puzzle of several.
    pub address: String,
    /// The file stem of its certificate (`--proof`).
    pub stem: String,
    /// Its number in the tournaments' answer file (`--format taai`): its `$N` in a numbered
    /// set, its `#K`, else its place among the puzzles of the run (from 1).
    pub number: usize,
    /// Its text, read by the main thread (standard input once, however often `-` is given).
    pub source: Source,
    /// How to solve and print it.
    pub settings: Settings,
}

/// Solves one task in this thread; a panic becomes an error record, so the batch goes on.
pub(super) fn run_task(task: &Task) -> Record {
    let solved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| solve_one(task)));
    solved.unwrap_or_else(|_| {
        let e = Error::Usage(format!(
            "{}: gridsat failed (a bug, please report it)",
            task.input
        ));
        Record::error(&task.input, task.settings.format, &e)
    })
}

/// Solves one input in this thread, within its time limit from now, and makes its record.
fn solve_one(task: &Task) -> Record {
    let settings = &task.settings;
    let limits = timeout::from_now(settings.limits.clone(), settings.timeout);
    let mut ignored = None;
    let solved =
        registry::parse(&task.source, settings.common.puzzle.kind.as_deref()).and_then(|mut puzzle| {
            let mut common = settings.common.clone();
            if let Some(encodings) = &settings.encodings {
                // In a batch, this kind's words of --encoding, if it has any.
                let kind = puzzle.kind();
                let encoding = encodings.iter().find(|(named, _)| *named == kind);
                common.common.puzzle.encoding = encoding.map(|(_, words)| words.clone());
                ignored = encoding.is_none().then_some(kind);
            }
            let options = common.solve_options(settings.check_unique, settings.always_search, &limits)?;
            if let Some(encoding) = &common.puzzle.encoding {
                puzzle.set_encoding(encoding)?;
            }
            let mut report = puzzle.solve(&options)?;
            let block = match settings.format {
                Format::Taai => Some(output::tournament_block(
                    &task.input,
                    &*puzzle,
                    task.number,
                    &report,
                )?),
                _ => None,
            };
            // A grid that breaks a rule has no verdict to certify.
            let Some((dir, format)) = settings
                .proof
                .as_ref()
                .filter(|_| report.status != Status::Invalid)
            else {
                return Ok((report, None, block));
            };
            let request = CertifyRequest {
                dir,
                stem: &task.stem,
                input: &task.address,
                format: (*format).into(),
                check_unique: settings.check_unique,
                limits,
            };
            let certificate = puzzle.certify(&request)?;
            certificate.agrees_with(&report)?;
            report.checked = true;
            Ok((report, Some(certificate), block))
        });
    let mut record = match solved {
        Ok((report, certificate, block)) => {
            let mut record = Record::solved(
                &task.input,
                settings.format,
                &report,
                certificate.as_ref(),
                settings.look,
            );
            if let Some(block) = block {
                record.results = block;
            }
            record
        }
        Err(e) => Record::of_error(&task.input, settings.format, &e, settings.timeout),
    };
    record.encoding_ignored = ignored;
    record
}
