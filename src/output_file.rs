//! Writing a file whole or not at all: under a temporary name (`NAME.partial`), renamed
//! when complete, so an error (a lazy encoding, a full disk, a proof that fails its check)
//! leaves no half-written CNF or certificate. A path that is not a regular file (`/dev/null`,
//! a named pipe, a terminal) is written in place: renaming onto it would replace the device
//! with a plain file.

use crate::error::Error;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// Whether `a` and `b` name the same existing file, however each is named (`./a`, a hard
/// link, a symbolic link): by device and inode on Unix, by canonical path elsewhere. False
/// when either does not exist.
#[must_use]
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }
}

/// `path` with `.partial` appended: where a file is written before it gets its name.
pub(crate) fn partial_path(path: &Path) -> PathBuf {
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    PathBuf::from(partial)
}

/// Writes `path` with `fill`: whole (under a partial name, then renamed) for a regular or
/// new file, in place for anything else; on an error no partial file is left.
///
/// # Errors
/// [`Error::Io`] naming `path` when it cannot be written or renamed, or the error of
/// `fill`; `path` is left as it was.
pub fn write_file(path: &Path, fill: impl FnOnce(&mut dyn Write) -> Result<(), Error>) -> Result<(), Error> {
    let mut file = PartialFile::create(path)?;
    fill(&mut file)?;
    file.commit()
}

/// A file being written: under its partial name (`NAME.partial`) until
/// [`PartialFile::commit`] renames it to its own, removed if dropped before that, so the
/// file it replaces stays as it was. A path that is not a regular file is written in place.
pub struct PartialFile {
    out: BufWriter<File>,
    /// The partial name while it has not been renamed (`None` when written in place).
    partial: Option<PathBuf>,
    path: PathBuf,
}

impl PartialFile {
    /// Starts writing `path`.
    ///
    /// # Errors
    /// [`Error::Io`] naming the file when it cannot be created beside `path`.
    pub fn create(path: &Path) -> Result<PartialFile, Error> {
        let opening = |e| Error::writing(path.display().to_string(), e);
        let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file());
        if special {
            let file = File::options().write(true).open(path).map_err(opening)?;
            return Ok(PartialFile {
                out: BufWriter::new(file),
                partial: None,
                path: path.to_path_buf(),
            });
        }
        let partial = partial_path(path);
        let file = File::create(&partial).map_err(opening)?;
        Ok(PartialFile {
            out: BufWriter::new(file),
            partial: Some(partial),
            path: path.to_path_buf(),
        })
    }

    /// Where the bytes go until the file is committed: the partial name (or the path itself
    /// when written in place).
    #[must_use]
    pub fn partial(&self) -> &Path {
        self.partial.as_deref().unwrap_or(&self.path)
    }

    /// Writes out what is buffered and gives the file its name; on an error the partial
    /// file is removed.
    ///
    /// # Errors
    /// [`Error::Io`] naming the file when it cannot be written out or renamed over the
    /// target.
    pub fn commit(mut self) -> Result<(), Error> {
        let io = |e| Error::io(self.path.display().to_string(), e);
        self.out.flush().map_err(io)?;
        if let Some(partial) = &self.partial {
            std::fs::rename(partial, &self.path).map_err(io)?;
            self.partial = None;
        }
        Ok(())
    }
}

impl Write for PartialFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

impl Drop for PartialFile {
    fn drop(&mut self) {
        if let Some(partial) = &self.partial {
            let _ = std::fs::remove_file(partial);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_whole_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.cnf");
        write_file(&path, |out| {
            out.write_all(b"p cnf 0 0\n").map_err(|e| Error::io("t", e))
        })
        .unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "p cnf 0 0\n");
        let failed = write_file(&path, |out| {
            out.write_all(b"half").map_err(|e| Error::io("t", e))?;
            Err(Error::Usage("stopped".into()))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "p cnf 0 0\n");
        assert!(!partial_path(&path).exists());
    }

    #[test]
    fn the_same_file_is_told_by_identity_not_by_name() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.123");
        std::fs::write(&file, "123 1x1\n.\n").unwrap();
        let dotted = dir.path().join(".").join("a.123");
        assert!(same_file(&file, &dotted));
        let link = dir.path().join("b.123");
        std::fs::hard_link(&file, &link).unwrap();
        assert!(same_file(&file, &link));
        let other = dir.path().join("c.123");
        std::fs::write(&other, "123 1x1\n.\n").unwrap();
        assert!(!same_file(&file, &other));
        assert!(!same_file(&file, &dir.path().join("missing")));
    }

    /// A named pipe stands for `/dev/null` and other devices (a test that broke would
    /// replace it, not the machine's `/dev/null`).
    #[cfg(unix)]
    #[test]
    fn a_pipe_is_written_in_place_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let pipe = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status().unwrap();
        assert!(made.success());
        let reader = {
            let pipe = pipe.clone();
            std::thread::spawn(move || std::fs::read_to_string(pipe).unwrap())
        };
        write_file(&pipe, |out| {
            out.write_all(b"c through\n").map_err(|e| Error::io("t", e))
        })
        .unwrap();
        assert_eq!(reader.join().unwrap(), "c through\n");
        assert!(
            !std::fs::metadata(&pipe).unwrap().is_file(),
            "the pipe became a regular file"
        );
        assert!(!partial_path(&pipe).exists());
    }
}
