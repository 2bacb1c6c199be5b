//! `gridsat generate`: new puzzles in the native format, to stdout (separated by lines `---`,
//! which `solve` splits them at again) or one file each (with its `.answer` file beside) in
//! a directory; reproducible with `--seed`. Each puzzle carries its
//! play links (`# play: URL`, one line each: Magnets and Hanjie have two, Simon Tatham's game
//! and puzz.link) when it has any, and a progress bar on standard error counts
//! the puzzles when that is a terminal.

use super::options::EngineName;
use super::{MemoryLimit, Outcome};
use clap::{Args, ValueEnum};
use gridsat::Error;
use gridsat::analyze::Level;
use gridsat::answer;
use gridsat::cli_support::SEPARATOR;
use gridsat::grid::Size;
use gridsat::limits::Limits;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, DIFFICULTY_ATTEMPTS, Generated, Kind};
use gridsat::solve::SolverChoice;
use indicatif::{ProgressBar, ProgressFinish};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Options of `gridsat generate`.
#[derive(Args, Debug)]
pub(super) struct GenerateArgs {
    #[arg(help = super::docs::kind_help(""), value_parser = super::options::Offering(super::options::kind_names), hide_possible_values = true)]
    kind: String,
    /// Grid size, WxH.
    #[arg(long)]
    size: Size,
    /// Random seed, a whole number from 0 to 2^64 - 1 (default: a random one, printed so
    /// the run can be repeated).
    #[arg(long, value_parser = super::options::seed, allow_negative_numbers = true)]
    seed: Option<u64>,
    /// How many puzzles (at least 1).
    #[arg(long, default_value_t = 1, value_parser = super::options::at_least_one::<usize>, allow_negative_numbers = true)]
    count: usize,
    /// Write each puzzle (with its play links as `# play:` comments) and its solution (an
    /// `.answer` file beside it) as files in this directory (created if missing), named
    /// KIND-WxH-sSEED-NNN; the puzzle files written are printed, one per line. Files there
    /// already are not replaced (without --force): the run is refused before it writes
    /// any. `-` is standard output, as without --out.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// With --out: replace the files of the same names there already.
    #[arg(long, requires = "out")]
    force: bool,
    /// Remove clues while the solution stays unique.
    #[arg(long)]
    strip: bool,
    /// Also emit puzzles with several solutions (skip the uniqueness repair).
    #[arg(long)]
    allow_multiple: bool,
    /// Share of filled cells in the random picture, strictly between 0 and 1 (0 and 1 are
    /// refused: a blank or full picture; hanjie; default 0.5).
    #[arg(long, allow_negative_numbers = true)]
    density: Option<f64>,
    /// Colours of ink in the random picture (hanjie; default 1, black and white): from 2,
    /// a colour puzzle in blobs of colour, written as webpbn XML.
    #[arg(long, value_parser = super::options::at_least_one::<usize>, allow_negative_numbers = true)]
    colours: Option<usize>,
    /// SAT solver for the generator's checks (see `solve --solver`).
    #[arg(long, default_value = "auto", value_parser = super::options::Offering(SolverChoice::names), hide_possible_values = true)]
    solver: String,
    /// Search engine of the generator's checks (see `solve --engine`): auto (a kind's own
    /// search where it has one, within a budget, then the CNF), own (without a budget) or
    /// sat (always the CNF).
    #[arg(long, value_enum, default_value_t = EngineName::Auto, hide_possible_values = true)]
    engine: EngineName,
    /// Keep only puzzles of this difficulty (as `analyze` measures it): easy = unit
    /// propagation alone solves it, medium = failed-literal probing does, hard = search is
    /// needed; for hanjie, easy = line solvable (line logic alone), medium = needs probing,
    /// hard = needs search. Puzzles are generated until one fits, at most --attempts per
    /// puzzle asked for; when none fits, the run ends with exit code 4. Stripped (minimal)
    /// puzzles are seldom easy.
    #[arg(long, value_enum)]
    difficulty: Option<DifficultyArg>,
    /// With --difficulty: the puzzles generated, at most, to find one of that difficulty
    /// (at least 1).
    #[arg(long, value_name = "N", default_value_t = DIFFICULTY_ATTEMPTS, value_parser = super::options::at_least_one::<usize>, allow_negative_numbers = true, requires = "difficulty")]
    attempts: usize,
    /// Stop after SECS seconds of wall time, saying so (exit code 3); the puzzles printed
    /// or written by then are complete.
    #[arg(long, value_name = "SECS", value_parser = super::timeout::parse_secs, allow_negative_numbers = true)]
    timeout: Option<std::time::Duration>,
    #[command(flatten)]
    pub memory: MemoryLimit,
}

/// `--difficulty` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DifficultyArg {
    /// Unit propagation alone solves it (hanjie: line logic alone, line solvable).
    Easy,
    /// Failed-literal probing solves it (hanjie: probing with line logic).
    Medium,
    /// Neither: search is needed.
    Hard,
}

impl DifficultyArg {
    fn level(self) -> Level {
        match self {
            DifficultyArg::Easy => Level::Easy,
            DifficultyArg::Medium => Level::Medium,
            DifficultyArg::Hard => Level::Hard,
        }
    }
}

/// Why the run stopped before every puzzle was made.
enum Stopped {
    /// An error, a time limit or a signal.
    Error(Error),
    /// No puzzle of the difficulty asked for in the attempts: what was found instead.
    NoneOfLevel(String),
}

impl From<Error> for Stopped {
    fn from(error: Error) -> Self {
        Stopped::Error(error)
    }
}

/// Generates and writes the puzzles.
pub(super) fn run(args: &GenerateArgs, limits: &Limits) -> Outcome {
    let limits = super::timeout::from_now(limits.clone(), args.timeout);
    match generate_all(args, &limits) {
        Ok(()) => Outcome::Success,
        Err(Stopped::NoneOfLevel(message)) => {
            eprintln!("gridsat: {message}");
            Outcome::NoneOfLevel
        }
        Err(Stopped::Error(Error::TimedOut)) if args.timeout.is_some() => {
            let name = format!("generate {} {}", args.kind, args.size);
            let limit = args.timeout.unwrap_or_default();
            eprintln!("{}", super::timeout::message(&name, limit));
            Outcome::Timeout
        }
        Err(Stopped::Error(Error::Interrupted)) => {
            let name = format!("generate {} {}", args.kind, args.size);
            eprintln!("gridsat: {name}: interrupted; the puzzles printed or written before are complete");
            Outcome::Timeout // the process ends with 128 + the signal's number instead
        }
        Err(Stopped::Error(e)) => {
            eprintln!("gridsat: {}", super::errors::with_flag(e.to_string(), &e));
            super::Outcome::of_error(&e)
        }
    }
}

fn generate_all(args: &GenerateArgs, limits: &Limits) -> Result<(), Stopped> {
    let kind = registry::kind_named(&args.kind)?;
    let seed = args.seed.unwrap_or_else(|| rand::rng().random());
    let mut options = GenerateOptions::new(args.size);
    options.strip = args.strip;
    options.unique = !args.allow_multiple;
    options.density = args.density;
    options.colours = args.colours;
    options.solver = SolverChoice::parse(&args.solver)?;
    options.engine = args.engine.engine();
    options.limits = limits.clone();
    options.attempts = args.attempts;
    let wanted = args.difficulty.map(DifficultyArg::level);
    // Before anything is drawn or written: a size over --max-memory is refused at once.
    kind.check_generate(&options, wanted.is_some())?;
    let mut rng = StdRng::seed_from_u64(seed);
    let out = super::targets::file(args.out.as_deref());
    if let Some(dir) = out {
        out_dir(dir, kind, seed, args)?;
    }
    let progress = progress_bar(args.count, kind.name);
    for index in 0..args.count {
        let generated = match wanted {
            None => kind.generate(&options, &mut rng)?,
            Some(level) => generate_of_level(kind, &options, level, seed, &mut rng)?,
        };
        let note = registry::generated_note(seed, Some((index + 1, args.count)), options.unique, wanted);
        progress.suspend(|| match out {
            None => {
                // Between two puzzles, the line that every command reading puzzles knows.
                if index > 0 {
                    println!("{SEPARATOR}");
                }
                print!("{}", generated.printed(&note));
                Ok(())
            }
            Some(dir) => {
                let path = write_files(
                    dir,
                    kind.name,
                    generated.extension,
                    seed,
                    index,
                    &generated.native_text(&note),
                    &generated,
                )?;
                println!("{}", path.display());
                Ok::<_, Error>(())
            }
        })?;
        progress.inc(1);
    }
    progress.finish_and_clear();
    Ok(())
}

/// A bar counting the puzzles on standard error, when that is a terminal and more than one
/// puzzle is asked for; hidden otherwise (pipes, files, tests). It clears itself when
/// dropped, so that an error message stands alone.
fn progress_bar(count: usize, kind: &str) -> ProgressBar {
    let template = "{spinner} {msg} [{bar:30}] {pos}/{len} puzzles, {elapsed} (about {eta} left)";
    let bar = super::progress::progress_bar(count, count >= 2, template, Duration::from_millis(120))
        .with_finish(ProgressFinish::AndClear);
    bar.set_message(format!("generating {kind}"));
    bar
}

/// Generates puzzles until one has the difficulty `wanted`
/// ([`Kind::generate_of_level`]), or says what it found instead.
fn generate_of_level(
    kind: &Kind,
    options: &GenerateOptions,
    wanted: Level,
    seed: u64,
    rng: &mut StdRng,
) -> Result<Generated, Stopped> {
    kind.generate_of_level(options, wanted, rng)?.map_err(|none| {
        Stopped::NoneOfLevel(none.message(kind, wanted, options, seed, |option| format!("--{option}")))
    })
}

/// The stem of the files of puzzle `index` (from 0) of a run: `KIND-WxH-sSEED-NNN`.
fn stem(kind: &str, size: Size, seed: u64, index: usize) -> String {
    format!("{kind}-{size}-s{seed}-{:03}", index + 1)
}

/// Makes the directory of `--out` (if missing) and, without `--force`, refuses the run when
/// a file it would write is there already (a puzzle's file, in any of its kind's formats,
/// or its answer), before anything is generated or written.
fn out_dir(dir: &Path, kind: &Kind, seed: u64, args: &GenerateArgs) -> Result<(), Error> {
    let name = dir.display();
    if dir.exists() && !dir.is_dir() {
        return Err(Error::Usage(format!(
            "--out {name}: is a file, and --out names the directory to write the puzzles into"
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::writing(dir.display().to_string(), e))?;
    if args.force {
        return Ok(());
    }
    let extensions = kind.extensions.iter().chain(&answer::EXTENSIONS[..1]);
    let taken: Vec<PathBuf> = (0..args.count)
        .map(|index| stem(kind.name, args.size, seed, index))
        .flat_map(|stem| extensions.clone().map(move |e| format!("{stem}.{e}")))
        .map(|file| dir.join(file))
        .filter(|path| path.exists())
        .collect();
    let Some(first) = taken.first() else {
        return Ok(());
    };
    let others = match taken.len() {
        1 => String::new(),
        n => format!(" (and {} more of this run's files)", n - 1),
    };
    Err(Error::Usage(format!(
        "{} exists already{others}: generate does not replace files, which may have been edited; add --force to replace them, or choose another --out or --seed",
        first.display()
    )))
}

/// Writes the puzzle file and its answer file (`.answer`, as `instances/` has them)
/// beside it; returns the puzzle file's path.
fn write_files(
    dir: &Path,
    kind: &str,
    extension: &str,
    seed: u64,
    index: usize,
    text: &str,
    generated: &Generated,
) -> Result<PathBuf, Error> {
    let stem = stem(kind, generated.puzzle.size(), seed, index);
    let puzzle_name = format!("{stem}.{extension}");
    let puzzle_path = dir.join(&puzzle_name);
    let answer_path = dir.join(format!("{stem}.{}", answer::EXTENSIONS[0]));
    // Whole or not at all, if the run is interrupted while it writes.
    let write = |path: &PathBuf, text: String| {
        let name = path.display().to_string();
        gridsat::cli_support::write_file(path, |out| {
            std::io::Write::write_all(out, text.as_bytes()).map_err(|e| Error::io(&name, e))
        })
    };
    write(&puzzle_path, text.to_string())?;
    let answer = format!(
        "# The solution of {puzzle_name}, planted by gridsat's generator\n{}\n",
        generated.solution_rows.join("\n")
    );
    write(&answer_path, answer)?;
    Ok(puzzle_path)
}
