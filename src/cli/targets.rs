//! Where a command's results go. `-` is standard output for `-o`, `generate --out` and `man
//! --dir`, as it is standard input for the inputs; a file to write is refused when it is
//! one of the command's inputs (the same file by device and inode, however it is named), so
//! that no result replaces its puzzle; and a closed standard output (`>&-`) is refused
//! before any work: Rust's standard output takes a closed descriptor for one that swallows
//! everything, so the results would be lost without a word (and the first file opened
//! would take its number).

use gridsat::Error;
use gridsat::cli_support::{puzzle_address, same_file};
use std::path::Path;

/// The file `path` names for results, or `None` for standard output (`-`, or no path).
pub(super) fn file(path: Option<&Path>) -> Option<&Path> {
    path.filter(|path| path.as_os_str() != "-")
}

/// Refuses `target`, the file `flag` writes, when it is one of `inputs` (as given: `-` and
/// IDs are no file, `FILE#K` is FILE).
pub(super) fn refuse_inputs(target: &Path, flag: &str, inputs: &[&str]) -> Result<(), Error> {
    for input in inputs {
        let file = puzzle_address(input).map_or(*input, |(file, _)| file);
        if file != "-" && same_file(target, Path::new(file)) {
            return Err(Error::Usage(format!(
                "{}: {flag} names the same file as the input {file}, which the results would replace: write them to another file",
                target.display()
            )));
        }
    }
    Ok(())
}

/// An error when standard output is closed.
pub(crate) fn refuse_closed_stdout() -> Result<(), String> {
    match stdout_closed() {
        true => Err(
            "standard output is closed, and the results would be lost: redirect it to a file, or to /dev/null to discard them"
                .to_string(),
        ),
        false => Ok(()),
    }
}

/// Whether standard output was closed when the process started. Rust's runtime opens
/// `/dev/null` for read and write in the place of a closed standard descriptor, which a
/// redirection to `/dev/null` (`>`, write only) does not.
#[cfg(unix)]
fn stdout_closed() -> bool {
    use rustix::fs::{FileType, OFlags, fcntl_getfl, fstat, stat};
    let stdout = std::io::stdout();
    let Ok(flags) = fcntl_getfl(&stdout) else {
        return true; // closed, and not reopened
    };
    if flags & OFlags::ACCMODE != OFlags::RDWR {
        return false;
    }
    match (fstat(&stdout), stat("/dev/null")) {
        (Ok(out), Ok(null)) => {
            FileType::from_raw_mode(out.st_mode) == FileType::CharacterDevice && out.st_rdev == null.st_rdev
        }
        _ => false,
    }
}

#[cfg(not(unix))]
fn stdout_closed() -> bool {
    false
}
