//! Reading what `gridsat generate` prints and writes, for the end-to-end generator tests of
//! every puzzle: one puzzle on stdout with its `# solution:` rows and the seed it names, and
//! the puzzle and solution files of `--count N --out DIR`.

use std::path::Path;

/// One puzzle printed by `generate`: the puzzle text (up to the `# solution:` line) and its
/// `# ` solution rows.
pub(crate) fn split_generated(text: &str) -> (String, Vec<String>) {
    let (puzzle, solution) = text.split_once("# solution:\n").expect("a `# solution:` line");
    let rows = solution.lines().filter_map(|l| l.strip_prefix("# "));
    (puzzle.to_string(), rows.map(String::from).collect())
}

/// The seed a generated puzzle names in its header (`seed N,`), to repeat the run.
pub(crate) fn printed_seed(puzzle: &str) -> &str {
    puzzle.split("seed ").nth(1).unwrap().split(',').next().unwrap()
}

/// One puzzle that `generate --out DIR` wrote: the puzzle file as printed, its `.answer`
/// file, and the rows of that file (its `# ` comments left out).
pub(crate) struct Written {
    pub path: String,
    pub answer_file: String,
    pub solution: Vec<String>,
}

/// Checks what `generate --count COUNT --out DIR` did, `printed` being its stdout: DIR holds
/// exactly `STEM-001.EXT`, `STEM-001.answer` and so on up to COUNT, and stdout names the
/// COUNT puzzle files, each an existing `.EXT` file. Returns them with their solutions.
pub(crate) fn expect_written(dir: &Path, printed: &str, stem: &str, ext: &str, count: usize) -> Vec<Written> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    let mut expected: Vec<String> = (1..=count)
        .flat_map(|i| [ext, "answer"].map(|e| format!("{stem}-{i:03}.{e}")))
        .collect();
    // Sorted as the listing is, whether EXT comes before `answer` or after.
    expected.sort();
    assert_eq!(files, expected);
    assert_eq!(printed.lines().count(), count);
    let dot_ext = format!(".{ext}");
    printed
        .lines()
        .map(|path| {
            assert!(path.ends_with(&dot_ext) && Path::new(path).exists(), "{path}");
            let answer_file = path.replace(&dot_ext, ".answer");
            let solution = std::fs::read_to_string(&answer_file)
                .unwrap()
                .lines()
                .filter(|line| !line.starts_with("# "))
                .map(String::from)
                .collect();
            Written {
                path: path.to_string(),
                answer_file,
                solution,
            }
        })
        .collect()
}
