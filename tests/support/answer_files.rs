//! Listing the puzzle files of a folder of `instances/`, reading their `.answer` files (every
//! solution of a puzzle) and the rows of a JSON `solution`, here rather than through the
//! library, for every test that compares with the answers.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// The files of `instances/FOLDER` whose extension is `ext`, sorted; there is at least one.
pub(crate) fn instance_files(folder: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("instances")
        .join(folder);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no instances in {}", dir.display());
    paths
}

/// Every solution in an `.answer` file: `# ` comment lines, then blocks of rows separated
/// by blank lines.
pub(crate) fn read_answers(path: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut blocks = vec![Vec::new()];
    for line in text.lines().map(str::trim) {
        if line.starts_with("# ") {
            continue;
        }
        if line.is_empty() {
            blocks.push(Vec::new());
        } else {
            blocks.last_mut().unwrap().push(line.to_string());
        }
    }
    blocks.retain(|b| !b.is_empty());
    blocks
}

/// The rows of a JSON `solution` (or `other_solution`) field.
pub(crate) fn json_rows(value: &Value) -> Vec<String> {
    let rows = value.as_array().unwrap_or_else(|| panic!("not rows: {value}"));
    rows.iter().map(|r| r.as_str().unwrap().to_string()).collect()
}
