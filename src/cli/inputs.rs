//! The inputs of `solve`: directories expanded to their puzzle files, answer files told
//! apart from puzzles, the name of each input and of each puzzle of an input of several
//! (`-` is [`STDIN`], the Kth puzzle `NAME#K`), the text of each (standard input read
//! once), and the directory and file stem of each puzzle's certificate (`--proof`).

use gridsat::answer;
use gridsat::cli_support::{STDIN, puzzle_address};
use gridsat::limits::Limits;
use gridsat::registry;
use gridsat::source::Source;
use gridsat::{Error, ParseError};
use std::collections::HashSet;
use std::path::Path;

/// The inputs with every directory replaced by its puzzle files ([`registry::puzzle_files`]:
/// the files directly in it, not in subdirectories, whose extension is a puzzle kind's,
/// sorted by name; other files such as answers and notes, and hidden files, are skipped).
/// A directory that cannot be read or holds no puzzle file is an error in its place. Also
/// says whether any directory was given.
pub(super) fn expand(arguments: &[String]) -> (Vec<Result<String, Error>>, bool) {
    let mut inputs = Vec::new();
    let mut directory = false;
    for argument in arguments {
        let path = Path::new(argument);
        if argument == "-" || !path.is_dir() {
            inputs.push(Ok(argument.clone()));
            continue;
        }
        directory = true;
        match registry::puzzle_files(path) {
            Ok(files) => inputs.extend(files.iter().map(|f| Ok(f.display().to_string()))),
            Err(e) => inputs.push(Err(e)),
        }
    }
    (inputs, directory)
}

/// Whether `input` names an answer file (`.answer`, or `.solution` as `generate` once
/// wrote): solutions, not a puzzle.
pub(super) fn is_answer_file(input: &str) -> bool {
    Path::new(input)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| answer::is_answer_extension(&e.to_ascii_lowercase()))
}

/// What is said of an answer file named where a puzzle is expected.
pub(super) const ANSWER_NOT_PUZZLE: &str = answer::NOT_A_PUZZLE;

/// An error for an answer file named where a puzzle is expected, as the library words it
/// ([`answer::not_a_puzzle`]): the commands that read one puzzle refuse it before reading it
/// (`solve` in a batch skips it instead).
pub(super) fn refuse_answer_file(input: &str) -> Result<(), Error> {
    match is_answer_file(input) {
        true => Err(answer::not_a_puzzle(input).into()),
        false => Ok(()),
    }
}

/// An error for a puzzle file (by its extension) named where an answer file is expected:
/// `verify` and `draw --solution` read solutions, and a puzzle read as one would only be
/// said to have the wrong number of rows.
pub(super) fn refuse_puzzle_file(path: &Path) -> Result<(), Error> {
    if !registry::is_puzzle_file(path) {
        return Ok(());
    }
    Err(ParseError::whole(
        &path.display().to_string(),
        "a puzzle file, not an answer: name the file with its solutions (rows as `solve` prints them, or an `.answer` file)",
    )
    .into())
}

/// Whether `argument` is standard input: `-`, or `-#K` for one of its puzzles.
pub(super) fn is_stdin(argument: &str) -> bool {
    argument == "-" || puzzle_address(argument).is_some_and(|(input, _)| input == "-")
}

/// The name of the input `argument` in results and messages: the argument itself, but
/// [`STDIN`] for `-` (and `<stdin>#K` for `-#K`, its Kth puzzle).
pub(super) fn name(argument: &str) -> String {
    match puzzle_address(argument) {
        Some(("-", number)) => format!("{STDIN}#{number}"),
        _ if argument == "-" => STDIN.to_string(),
        _ => argument.to_string(),
    }
}

/// One puzzle of `solve`'s inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Puzzle {
    /// The input it is read from, as given (or a file found in a directory).
    pub argument: String,
    /// The input's position among the inputs (from 0).
    pub position: usize,
    /// Its number when the input holds several puzzles: its place (from 1) among puzzles
    /// separated by lines `---`, its `$N` in a numbered set.
    pub number: Option<usize>,
}

impl Puzzle {
    /// Its name in results and messages: the input's ([`name`]), and `#K` for the Kth
    /// puzzle of several (`gen.123#2`, `<stdin>#2`).
    pub(super) fn name(&self) -> String {
        self.with_number(name(&self.argument))
    }

    /// How the command line reads it again: the argument, and `#K` for the Kth puzzle of
    /// several (`gen.123#2`, `-#2`).
    pub(super) fn address(&self) -> String {
        self.with_number(self.argument.clone())
    }

    /// Its number `#K` when it is one puzzle of an input of several, or the input names
    /// one (`gen.123#2`, `set.txt#7`).
    pub(super) fn set_number(&self) -> Option<usize> {
        self.number
            .or_else(|| puzzle_address(&self.argument).map(|(_, number)| number))
    }

    fn with_number(&self, input: String) -> String {
        match self.number {
            Some(number) => format!("{input}#{number}"),
            None => input,
        }
    }
}

/// The file stem of each puzzle's certificate: its input's file name without the
/// extension, `stdin` for standard input (named [`STDIN`]), or `puzzle-N` (N the input's
/// position, from 1) for an inline ID; and `#K` after it for the Kth puzzle of an input of
/// several, as the puzzle's name has it (`gen#2`, `stdin#2`). A stem whose files another
/// puzzle's would overwrite (the same stem, or one ending in `-unique`) gets `-2`, `-3`,
/// ... appended.
pub(super) fn proof_stems(puzzles: &[&Puzzle]) -> Vec<String> {
    let mut taken = HashSet::new();
    let mut stems = Vec::new();
    for puzzle in puzzles {
        // `gen.123#2` given as the input: the stem of gen.123, then `#2`.
        let (input, number) = match puzzle_address(&puzzle.argument) {
            Some((input, number)) => (input, Some(number)),
            None => (puzzle.argument.as_str(), puzzle.number),
        };
        let path = Path::new(input);
        let file_stem = match path.file_stem() {
            _ if input == "-" => STDIN.trim_matches(['<', '>']).to_string(),
            Some(stem) if path.exists() => stem.to_string_lossy().into_owned(),
            _ => format!("puzzle-{}", puzzle.position + 1),
        };
        let base = match number {
            Some(number) => format!("{file_stem}#{number}"),
            None => file_stem,
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

/// Makes the directory of `--proof` (if missing): a file in its place, or `-`, is refused
/// in words that say what `--proof` takes.
pub(super) fn proof_dir(dir: &Path) -> Result<(), Error> {
    let takes = "--proof names the directory to write the certificates into";
    if dir.as_os_str() == "-" {
        return Err(Error::Usage(format!(
            "--proof -: {takes}, not standard output (e.g. --proof proofs)"
        )));
    }
    if dir.exists() && !dir.is_dir() {
        return Err(Error::Usage(format!(
            "--proof {}: is a file, and {takes}",
            dir.display()
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::writing(format!("--proof {}", dir.display()), e))
}

/// The text of an input ([`registry::read_argument`]), the standard input (`-`, and `-#K`
/// for one of its puzzles) read the first time it is met: later ones get the same text.
pub(super) fn read_input(
    argument: &str,
    limits: &Limits,
    stdin: &mut Option<String>,
) -> Result<Source, Error> {
    let (input, number) = match puzzle_address(argument) {
        Some((input, number)) => (input, Some(number)),
        None => (argument, None),
    };
    if input != "-" {
        return registry::read_argument(argument, limits);
    }
    let text = match stdin {
        Some(text) => text.clone(),
        None => stdin.insert(Source::read_stdin(limits)?).clone(),
    };
    let source = Source::inline(STDIN, text);
    match number {
        Some(number) => Ok(source.puzzle(number)?),
        None => Ok(source),
    }
}
