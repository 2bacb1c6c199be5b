//! Which files are puzzles: those whose extension a kind reads ([`super::Kind::extensions`]),
//! the one rule for every front end that takes a directory of puzzles (the command line's
//! `solve DIR`, the Python package's `gridsat.puzzle_files`); and what a command-line INPUT
//! names: a file, one puzzle of a file, the standard input, or an ID or URL given inline
//! ([`read_argument`]).

use super::KINDS;
use crate::error::Error;
use crate::formats;
use crate::limits::Limits;
use crate::source::{STDIN, Source, puzzle_address};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// Whether `path` names a puzzle file by its extension: one that a kind reads (`.magnets`,
/// `.non`, `.xml`, `.g`, `.123`, `.yinyang`, in any case). Answer files (`.answer`) and
/// notes are not; the file itself is not looked at.
#[must_use]
pub fn is_puzzle_file(path: &Path) -> bool {
    let Some(extension) = path.extension().and_then(|e| e.to_str()) else {
        return false;
    };
    let extension = extension.to_ascii_lowercase();
    KINDS
        .iter()
        .any(|kind| kind.extensions.contains(&extension.as_str()))
}

/// The puzzle files directly in the directory `dir` (not in its subdirectories), sorted by
/// name: the files whose extension a kind reads ([`is_puzzle_file`]), less hidden ones
/// (whose name starts with `.`). A directory that cannot be read, or that holds no puzzle
/// file, is an [`Error::Io`] naming it.
///
/// # Errors
/// [`Error::Io`] naming `dir` when it cannot be read or holds no puzzle file.
pub fn puzzle_files(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let name = || dir.display().to_string();
    let files = puzzle_files_in(dir).map_err(|e| Error::io(name(), e))?;
    if files.is_empty() {
        let message = format!("no puzzle files in this directory (expected {})", extensions());
        return Err(Error::io(
            name(),
            std::io::Error::new(ErrorKind::NotFound, message),
        ));
    }
    Ok(files)
}

fn puzzle_files_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let hidden = path
            .file_name()
            .is_some_and(|name| name.to_string_lossy().starts_with('.'));
        if !hidden && path.is_file() && is_puzzle_file(&path) {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Reads a command-line INPUT: `-` is the standard input, an existing path is read as a
/// file, `PATH#K` (`-#K`) is the Kth puzzle of the file PATH (of the standard input)
/// when it holds several ([`Source::puzzle`]), and anything else that looks like an ID
/// or URL (it has a `:` or `?`, or is a Simon Tatham random-seed ID such as `6x6#12345`)
/// is taken as the text itself. Files and the standard input are read up to
/// `limits.max_input_size`.
///
/// # Errors
///
/// [`Error::Io`] for a path that names no file and no ID, or a file that cannot be read;
/// [`Error::TooLarge`] for an input over `limits.max_input_size`; [`Error::Parse`] for a
/// text that is not UTF-8, or a `PATH#K` whose file holds no Kth puzzle.
pub fn read_argument(argument: &str, limits: &Limits) -> Result<Source, Error> {
    if argument == "-" {
        return Ok(Source::inline(STDIN, Source::read_stdin(limits)?));
    }
    let path = Path::new(argument);
    if path.exists() {
        return Source::from_file(path, limits);
    }
    if let Some((input, number)) = puzzle_address(argument) {
        return Ok(read_argument(input, limits)?.puzzle(number)?);
    }
    if formats::is_inline_id(argument) {
        return Ok(Source::inline("<argument>", argument));
    }
    Err(Error::io(
        argument,
        std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no such file (and not a game ID or URL)",
        ),
    ))
}

/// `.magnets, .non, ...`: every kind's extensions.
fn extensions() -> String {
    let all: Vec<String> = puzzle_extensions().iter().map(|e| format!(".{e}")).collect();
    all.join(", ")
}

/// Every puzzle file extension, in the kinds' order (`magnets`, `non`, `xml`, `g`, ...):
/// what [`is_puzzle_file`] takes.
#[must_use]
pub fn puzzle_extensions() -> Vec<&'static str> {
    KINDS
        .iter()
        .flat_map(|kind| kind.extensions.iter().copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_files_are_those_of_a_kinds_extension_directly_in_the_directory() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "b.magnets",
            "a.NON",
            "c.xml",
            "d.123",
            "e.yinyang",
            "f.g",
            "a.answer",
            "heart.txt",
            "notes",
            ".hidden.non",
        ] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        std::fs::write(dir.path().join("sub").join("f.non"), "").unwrap();
        std::fs::create_dir(dir.path().join("g.non")).unwrap(); // a directory, not a file
        let names: Vec<String> = puzzle_files(dir.path())
            .unwrap()
            .iter()
            .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            ["a.NON", "b.magnets", "c.xml", "d.123", "e.yinyang", "f.g"]
        );
        // Every kind's extensions, from the registry.
        for kind in KINDS {
            for extension in kind.extensions {
                assert!(is_puzzle_file(Path::new(&format!("x.{extension}"))));
            }
        }
        assert!(!is_puzzle_file(Path::new("x.answer")) && !is_puzzle_file(Path::new("magnets")));
    }

    #[test]
    fn a_directory_without_puzzle_files_or_that_cannot_be_read_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("heart.txt"), "").unwrap();
        let error = puzzle_files(dir.path()).unwrap_err().to_string();
        // Every kind's extensions, in the registry's order (`.magnets, .non, .xml, …`).
        let expected: Vec<String> = puzzle_extensions().iter().map(|e| format!(".{e}")).collect();
        assert!(expected.len() >= KINDS.len() && expected.contains(&".xml".to_string()));
        assert_eq!(
            error,
            format!(
                "{}: no puzzle files in this directory (expected {})",
                dir.path().display(),
                expected.join(", ")
            )
        );
        let missing = dir.path().join("missing");
        let error = puzzle_files(&missing).unwrap_err();
        assert!(matches!(&error, Error::Io { path, .. } if *path == missing.display().to_string()));
    }
}
