//! `gridsat solve`: one input or a batch (several inputs, directories). Worker threads
//! (`--jobs`) each take the next input, parse and solve it inside the thread
//! ([`super::task`]; a varisat solver cannot move between threads; nothing else crosses but
//! the printed [`Record`]),
//! within `--timeout` from the start of that input's work (the library's time limit: the
//! solver stops there, a solver program is killed). The main thread prints each record as
//! soon as every input before it is printed, so the output streams in input order,
//! advances the progress bar (on standard error when it is a terminal) and ends a batch
//! with a summary line on standard error. After a signal ([`super::interrupt`]) no new
//! input is started. With `-o` the results go to a file beside the target, which takes
//! its name only when the batch ends with a result in it ([`Sink::finish`]).

use super::commands::Sink;
use super::errors;
use super::record::{Record, Tally};
use super::task::{Settings, Task, run_task};
use super::{Format, Outcome, inputs, interrupt};
use gridsat::Error;
use gridsat::source::Source;
use indicatif::ProgressBar;
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The stack of each worker thread: as much as the main thread's, or more (the solver and
/// the encodings recurse little, but the main thread had 8 MiB before there were workers).
const WORKER_STACK: usize = 64 << 20;

/// `gridsat solve`: every puzzle of every input (directories expanded, inputs of several
/// puzzles split at their separators), `jobs` at a time (default: the number of cores),
/// each stopped after `settings.timeout` if given; results to `path` or standard output in
/// input order. The worst outcome wins.
pub(super) fn solve(
    arguments: &[String],
    mut settings: Settings,
    path: Option<&Path>,
    jobs: Option<usize>,
) -> Outcome {
    let format = settings.format;
    let (expanded, directory) = inputs::expand(arguments);
    let several = directory || expanded.len() > 1;
    let files: Vec<&str> = expanded.iter().flatten().map(String::as_str).collect();
    let mut sink = match Sink::open(path, &files) {
        Ok(sink) => sink,
        Err(e) => return errors::print("-o", Format::Text, &e),
    };
    settings.look = sink.look();
    if let Some((dir, _)) = &settings.proof
        && let Err(e) = inputs::proof_dir(dir)
    {
        return errors::print("--proof", format, &e);
    }
    let mut stdin = None;
    let mut planned = Vec::new();
    for (position, input) in expanded.into_iter().enumerate() {
        match read(input, &settings, several, &mut stdin) {
            Ok((argument, puzzles)) => {
                let several = puzzles.len() > 1;
                planned.extend(puzzles.into_iter().map(|(number, source)| {
                    let puzzle = inputs::Puzzle {
                        argument: argument.clone(),
                        position,
                        number: number.filter(|_| several),
                    };
                    Ok((puzzle, source, number))
                }));
            }
            Err(record) => planned.push(Err(record)),
        }
    }
    let batch = several || planned.len() > 1;
    if batch {
        match settings.common.puzzle.encodings_by_kind() {
            Ok(encodings) => settings.encodings = encodings,
            Err(e) => return errors::print("--encoding", format, &e),
        }
    }
    let puzzles: Vec<&inputs::Puzzle> = planned
        .iter()
        .filter_map(|p| p.as_ref().ok())
        .map(|(p, _, _)| p)
        .collect();
    let mut stems = inputs::proof_stems(&puzzles).into_iter();
    let tasks: Vec<Result<Task, Record>> = planned
        .into_iter()
        .zip(1..)
        .map(|(planned, place)| {
            planned.map(|(puzzle, source, number)| Task {
                input: puzzle.name(),
                address: puzzle.address(),
                stem: stems.next().expect("a stem for every puzzle"),
                number: number.or_else(|| puzzle.set_number()).unwrap_or(place),
                source,
                settings: settings.clone(),
            })
        })
        .collect();
    // One puzzle needs one worker: not asking the machine its cores saves reading cgroup
    // files at every start.
    let jobs = match tasks.len() {
        0 | 1 => 1,
        _ => jobs
            .or_else(|| std::thread::available_parallelism().ok().map(usize::from))
            .unwrap_or(1),
    };
    let (worst, tally) = run(&tasks, jobs, sink.writer(), batch, format);
    let keep = tally.results() > 0 && !interrupt::requested();
    match sink.finish(keep) {
        Ok(()) => worst,
        Err(e) => worst.max(errors::print("-o", Format::Text, &e)),
    }
}

/// One puzzle of an input, with its number among several ([`Source::numbered_puzzles`]).
type NumberedPuzzle = (Option<usize>, Source);

/// The puzzles of one input (its argument, and the puzzles it holds with their numbers:
/// [`Source::numbered_puzzles`]); or, for an input that is not solved, its record: an
/// answer file among `several` inputs is skipped, and any other that cannot be read is an
/// error.
fn read(
    input: Result<String, Error>,
    settings: &Settings,
    several: bool,
    stdin: &mut Option<String>,
) -> Result<(String, Vec<NumberedPuzzle>), Record> {
    let format = settings.format;
    let input = input.map_err(|e| Record::error(&error_name(&e), format, &e))?;
    if several && inputs::is_answer_file(&input) {
        return Err(Record::skipped(&input, format, inputs::ANSWER_NOT_PUZZLE));
    }
    let read =
        inputs::refuse_answer_file(&input).and_then(|()| inputs::read_input(&input, &settings.limits, stdin));
    match read {
        // One puzzle is read as it is (its parser reads past separators around it), and
        // its text not copied.
        Ok(source) if source.puzzle_numbers().is_empty() => Ok((input, vec![(None, source)])),
        Ok(source) => Ok((input, source.numbered_puzzles())),
        Err(e) => Err(Record::error(&inputs::name(&input), format, &e)),
    }
}

/// The line that says, once for a batch, that `--encoding` (split as `encodings`) was not
/// applied to its puzzles of the kinds `ignored`.
fn encoding_ignored(encoding: &str, encodings: &[(&str, String)], ignored: &BTreeSet<&str>) -> String {
    let list = |names: Vec<&str>| match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    format!(
        "gridsat: --encoding {encoding} names encodings of {} puzzles only: the {} puzzles of this batch are solved without it",
        list(encodings.iter().map(|(kind, _)| *kind).collect()),
        list(ignored.iter().copied().collect())
    )
}

/// Runs the tasks on `jobs` worker threads and prints their records in input order (the
/// record made already of an input that is not solved): the worst outcome, and how many
/// inputs ended each way. After a signal no task is started; in JSON (`format`) each
/// input not started is said to be so: `{"input", "status": "not_started"}`.
fn run(
    tasks: &[Result<Task, Record>],
    jobs: usize,
    out: &mut dyn Write,
    batch: bool,
    format: Format,
) -> (Outcome, Tally) {
    let start = Instant::now();
    let bar = progress_bar(tasks.len(), batch);
    let mut tally = Tally::default();
    let mut worst = Outcome::Success;
    let next = AtomicUsize::new(0);
    let mut ignored = BTreeSet::new();
    let (sender, receiver) = mpsc::channel::<(usize, Record)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, tasks.len().max(1)) {
            let (sender, next) = (sender.clone(), &next);
            let worker = move || {
                // The signal is looked at before an input is taken, so that every input
                // taken is run: those run are the first ones, the rest not started.
                while !interrupt::requested() {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(task) = tasks.get(index) else {
                        break;
                    };
                    let record = match task {
                        Ok(task) => run_task(task),
                        Err(record) => record.clone(),
                    };
                    if sender.send((index, record)).is_err() {
                        break;
                    }
                }
            };
            if tasks.len() == 1 {
                // A single input is solved in this thread: starting one costs more than
                // solving a small puzzle.
                worker();
                break;
            }
            std::thread::Builder::new()
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, worker)
                .expect("cannot start a worker thread");
        }
        drop(sender);
        let mut ready = BTreeMap::new();
        let mut printed = 0;
        for (index, record) in receiver {
            ignored.extend(record.encoding_ignored);
            bar.inc(1);
            bar.set_message(record.input.clone());
            ready.insert(index, record);
            while let Some(record) = ready.remove(&printed) {
                tally.add(record.verdict);
                worst = worst.max(bar.suspend(|| record.print(out)));
                printed += 1;
            }
        }
    });
    bar.finish_and_clear();
    let started = tally.total();
    tally.not_started = tasks.len() - started;
    if format == Format::Json {
        for task in &tasks[started..] {
            let input = match task {
                Ok(task) => &task.input,
                Err(record) => &record.input,
            };
            let line = json!({"input": input, "status": "not_started"});
            if writeln!(out, "{line}").is_err() {
                break;
            }
        }
        let _ = out.flush(); // the process ends on the signal: nothing more to say
    }
    let settings = tasks.iter().flatten().next().map(|task| &task.settings);
    if let Some(settings) = settings.filter(|_| !ignored.is_empty())
        && let (Some(encoding), Some(encodings)) = (&settings.common.puzzle.encoding, &settings.encodings)
    {
        eprintln!("{}", encoding_ignored(encoding, encodings, &ignored));
    }
    if batch {
        eprintln!("{}", tally.summary(start.elapsed()));
    }
    if tally.skipped > 0 && tally.skipped == tasks.len() {
        eprintln!("gridsat: none of the inputs is a puzzle: nothing solved");
        return (Outcome::BadInput, tally);
    }
    (worst, tally)
}

/// The input an error is about, for its JSON object: the path it names.
fn error_name(e: &Error) -> String {
    match e {
        Error::Io { path, .. } => path.clone(),
        other => other.to_string(),
    }
}

/// The progress bar of a batch on standard error, or a hidden one (a single input, or
/// standard error is not a terminal).
fn progress_bar(len: usize, batch: bool) -> ProgressBar {
    let template = "{elapsed:>4} [{bar:30}] {pos}/{len} {wide_msg}";
    super::progress::progress_bar(len, batch, template, Duration::from_millis(200))
}
