//! The inputs of `solve`: directories expanded to their puzzle files, answer files told
//! apart from puzzles, and the file stem of each input's certificate (`--proof`).

use gridsat::answer;
use gridsat::registry;
use gridsat::{Error, ParseError};
use std::collections::HashSet;
use std::path::Path;

/// The inputs with every directory replaced by its puzzle files ([`registry::puzzle_files`]:
/// the files directly in it, not in subdirectories, whose extension is a puzzle kind's,
/// sorted by name; other files such as answers and notes, and hidden files, are skipped).
/// A directory that cannot be read or holds no puzzle file is an error in its place. Also
/// says whether any directory was given.
pub fn expand(arguments: &[String]) -> (Vec<Result<String, Error>>, bool) {
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
pub fn is_answer_file(input: &str) -> bool {
    Path::new(input)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| answer::EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// What is said of an answer file named where a puzzle is expected.
pub const ANSWER_NOT_PUZZLE: &str = "an answer file, not a puzzle";

/// An error for an answer file named where a puzzle is expected: the commands that read
/// one puzzle refuse it (`solve` in a batch skips it instead).
pub fn refuse_answer_file(input: &str) -> Result<(), Error> {
    if !is_answer_file(input) {
        return Ok(());
    }
    Err(ParseError::whole(
        input,
        format!(
            "{ANSWER_NOT_PUZZLE}: name its puzzle instead, or check it with `gridsat verify PUZZLE {input}`"
        ),
    )
    .into())
}

/// An error for a puzzle file (by its extension) named where an answer file is expected:
/// `verify` and `draw --solution` read solutions, and a puzzle read as one would only be
/// said to have the wrong number of rows.
pub fn refuse_puzzle_file(path: &Path) -> Result<(), Error> {
    if !registry::is_puzzle_file(path) {
        return Ok(());
    }
    Err(ParseError::whole(
        &path.display().to_string(),
        "a puzzle file, not an answer: name the file with its solutions (rows as `solve` prints them, or an `.answer` file)",
    )
    .into())
}

/// The file stem of each input's certificate: its file name without the extension, or
/// `puzzle-N` (N its position) for standard input and inline IDs. A stem whose files
/// another input's would overwrite (the same stem, or one ending in `-unique`) gets `-2`,
/// `-3`, ... appended.
pub fn proof_stems(inputs: &[&str]) -> Vec<String> {
    let mut taken = HashSet::new();
    let mut stems = Vec::new();
    for (index, &input) in inputs.iter().enumerate() {
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
