//! The suite's frame: running a check for every kind of the registry, and a kind's
//! instances (`instances/NAME/`) with their answer files, read here rather than through the
//! library.

use crate::answer_files::read_answers;
use gridsat::registry::{self, AnyPuzzle, KINDS, Kind};
use gridsat::solve::SolveOptions;
use gridsat::source::Source;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// Runs `check` for every kind of the registry (those `GRIDSAT_KIND` names, when set), each
/// to its end whatever the others do; fails naming the kinds whose check failed (each one's
/// panic message is printed above).
pub(crate) fn for_every_kind(check: impl Fn(&'static Kind)) {
    let only: Option<Vec<String>> = std::env::var("GRIDSAT_KIND")
        .ok()
        .map(|names| names.split(',').map(|name| name.trim().to_string()).collect());
    let mut failed = Vec::new();
    let mut ran = 0;
    for kind in KINDS {
        if only
            .as_ref()
            .is_some_and(|only| !only.iter().any(|name| name == kind.name))
        {
            continue;
        }
        ran += 1;
        if catch_unwind(AssertUnwindSafe(|| check(kind))).is_err() {
            failed.push(kind.name);
        }
    }
    assert!(
        ran > 0,
        "GRIDSAT_KIND names none of the kinds ({})",
        registry::kind_names()
    );
    assert!(failed.is_empty(), "failed for: {}", failed.join(", "));
}

/// The package root.
pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The folder of a kind's instances: `instances/NAME`.
pub(crate) fn folder(kind: &Kind) -> PathBuf {
    root().join("instances").join(kind.name)
}

/// One puzzle file of `instances/NAME/` and every solution of its `.answer` file.
pub(crate) struct Instance {
    /// The file, relative to the package root (as messages name it).
    pub name: String,
    /// Its extension, lower case.
    pub extension: String,
    /// Its text.
    pub text: String,
    /// The puzzle, read as the kind.
    pub puzzle: Box<dyn AnyPuzzle>,
    /// The `.answer` file of the same stem, relative to the package root.
    pub answer_name: String,
    /// Every solution it lists, as rows.
    pub answers: Vec<Vec<String>>,
}

impl Instance {
    /// The puzzle file as a source, with its extension.
    pub(crate) fn source(&self) -> Source {
        with_extension(&self.name, &self.text, &self.extension)
    }

    /// The answer file as a source.
    pub(crate) fn answer_source(&self) -> Source {
        Source::from_file(&root().join(&self.answer_name), &Default::default()).unwrap()
    }

    /// The number of cells.
    pub(crate) fn area(&self) -> usize {
        self.puzzle.size().area()
    }

    /// Whether the puzzle has exactly one solution.
    pub(crate) fn unique(&self) -> bool {
        self.answers.len() == 1
    }
}

/// Every puzzle file of the kind's folder, sorted by name, each read as the kind, with its
/// answers. The folder must hold some, and nothing but files of the kind's extensions and
/// their `.answer` files.
pub(crate) fn instances(kind: &Kind) -> Vec<Instance> {
    let dir = folder(kind);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: every kind has a folder of instances named after it",
            dir.display()
        )
    });
    let mut paths: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    paths.sort();
    let mut all = Vec::new();
    for path in paths {
        let extension = extension_of(&path);
        if extension == "answer" {
            continue;
        }
        let name = relative(&path);
        assert!(
            kind.extensions.contains(&extension.as_str()),
            "{name}: not a format of {} (.{})",
            kind.name,
            kind.extensions.join(", .")
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let source = with_extension(&name, &text, &extension);
        let puzzle = registry::parse(&source, Some(kind.name)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(puzzle.kind(), kind.name, "{name}");
        let answer = path.with_extension("answer");
        assert!(answer.exists(), "{name}: no answer file {}", answer.display());
        let answers = read_answers(&answer);
        assert!(!answers.is_empty(), "{}: no solution", answer.display());
        all.push(Instance {
            name,
            extension,
            text,
            puzzle,
            answer_name: relative(&answer),
            answers,
        });
    }
    assert!(!all.is_empty(), "no instances in {}", dir.display());
    all
}

/// `path` relative to the package root.
pub(crate) fn relative(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// A file's extension, lower case (empty without one).
pub(crate) fn extension_of(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
}

/// `text` named `name`, as if read from a file with `extension`.
pub(crate) fn with_extension(name: &str, text: &str, extension: &str) -> Source {
    let mut source = Source::inline(name, text);
    source.extension = Some(extension.to_string());
    source
}

/// Grids as the text of an answer file: rows, a blank line between grids.
pub(crate) fn answer_text(grids: &[Vec<String>]) -> String {
    let grids: Vec<String> = grids.iter().map(|rows| rows.join("\n") + "\n").collect();
    grids.join("\n")
}

/// The default options, the uniqueness check on.
pub(crate) fn options() -> SolveOptions {
    SolveOptions::default()
}
