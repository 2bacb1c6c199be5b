//! The catalogue of bad input (`tests/bad_input/`, see its README): every entry of its
//! manifests (`tests/bad_input/expected.txt`, and each folder's own `expected.txt`, so that
//! a new folder is picked up with its entries) runs `gridsat ARGS` from the package root
//! and must give exactly the recorded exit code and message, never a panic or a hang.
//!
//! A manifest line is `EXIT | ARGS | MESSAGE`:
//! - exit 2 (bad input): MESSAGE is the whole first line of stderr, and stdout is empty;
//! - exit 1 (a puzzle with no solution, a result): MESSAGE is the line of stdout that starts
//!   with `no solution`, and the next line points to `gridsat analyze`; for `verify` of a
//!   solution that breaks the rules or is incomplete, the first line of stdout (`… INVALID
//!   solution …`, `… INCOMPLETE solution …`, `… NOT valid solutions …`).
//!
//! `GRIDSAT_BLESS=1 cargo test --test integration robustness::bad_input::` rewrites the exit codes and
//! messages from what the binary does now; review the diff before committing it.

use gridsat::registry::{self, KINDS};
use gridsat::source::Source;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

use crate::run_gridsat::{gridsat, root};

const CATALOGUE: &str = "tests/bad_input";
const MANIFEST: &str = "expected.txt";
const HINT: &str = "(`gridsat analyze` on the puzzle names the clues that conflict)";

struct Entry {
    exit: i32,
    args: String,
    message: String,
}

/// The manifests, relative to the package root: the catalogue's own, then each folder's.
fn manifests() -> Vec<String> {
    let mut all = vec![format!("{CATALOGUE}/{MANIFEST}")];
    let mut folders: Vec<String> = std::fs::read_dir(root().join(CATALOGUE))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join(MANIFEST).is_file())
        .map(|p| {
            format!(
                "{CATALOGUE}/{}/{MANIFEST}",
                p.file_name().unwrap().to_string_lossy()
            )
        })
        .collect();
    folders.sort();
    all.extend(folders);
    all
}

/// The lines of a manifest: `Ok(entry)`, or `Err(line)` for comments and blank lines.
fn read_manifest(manifest: &str) -> Vec<Result<Entry, String>> {
    let text = std::fs::read_to_string(root().join(manifest)).unwrap();
    text.lines()
        .map(|line| {
            if line.trim().is_empty() || line.starts_with('#') {
                return Err(line.to_string());
            }
            let mut fields = line.splitn(3, " | ");
            let (exit, args, message) = (fields.next(), fields.next(), fields.next());
            let (Some(exit), Some(args), Some(message)) = (exit, args, message) else {
                panic!("{manifest}: expected `EXIT | ARGS | MESSAGE`, found `{line}`");
            };
            Ok(Entry {
                exit: exit.trim().parse().unwrap(),
                args: args.trim().to_string(),
                message: message.to_string(),
            })
        })
        .collect()
}

/// Every entry of every manifest.
fn entries() -> Vec<Entry> {
    manifests()
        .iter()
        .flat_map(|manifest| read_manifest(manifest))
        .filter_map(Result::ok)
        .collect()
}

/// What one run gave: exit code and message (see the module comment), or a description of
/// what went wrong (a panic, a hang, output where there should be none).
fn run(args: &str) -> Result<(i32, String), String> {
    let args: Vec<&str> = args.split_whitespace().collect();
    let out = gridsat()
        .current_dir(root())
        .args(&args)
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    for text in [&stdout, &stderr] {
        if text.contains("panicked") || text.contains("RUST_BACKTRACE") {
            return Err(format!("panic:\n{stderr}"));
        }
    }
    let Some(code) = out.status.code() else {
        return Err(format!("killed (a hang?): {stderr}"));
    };
    match code {
        2 => {
            if !stdout.is_empty() {
                return Err(format!("exit 2 with output on stdout:\n{stdout}"));
            }
            let first = stderr.lines().next().unwrap_or("").to_string();
            Ok((code, first))
        }
        1 => {
            let lines: Vec<&str> = stdout.lines().collect();
            let Some(at) = lines.iter().position(|l| l.starts_with("no solution")) else {
                // `verify` of a solution that breaks the rules or is incomplete: its first
                // line says so.
                return match lines.first() {
                    Some(first) if args[0] == "verify" => Ok((code, first.to_string())),
                    _ => Err(format!("exit 1 without `no solution`:\n{stdout}{stderr}")),
                };
            };
            if lines.get(at + 1) != Some(&HINT) {
                return Err(format!("`no solution` without the hint:\n{stdout}"));
            }
            Ok((code, lines[at].to_string()))
        }
        _ => Err(format!("exit {code}:\n{stdout}{stderr}")),
    }
}

/// The files of the catalogue, relative to the package root (but the manifests and README).
fn catalogue_files() -> BTreeSet<String> {
    fn walk(dir: &Path, files: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.file_name().is_some_and(|name| name != MANIFEST) {
                let relative = path.strip_prefix(root()).unwrap();
                files.insert(relative.display().to_string());
            }
        }
    }
    let mut files = BTreeSet::new();
    walk(&root().join(CATALOGUE), &mut files);
    files.remove(&format!("{CATALOGUE}/README.md"));
    files
}

#[test]
fn every_bad_input_gets_its_message_and_exit_code() {
    let bless = std::env::var("GRIDSAT_BLESS").is_ok_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut listed = BTreeSet::new();
    for manifest in manifests() {
        let mut blessed = Vec::new();
        for line in read_manifest(&manifest) {
            let entry = match line {
                Err(text) => {
                    blessed.push(text);
                    continue;
                }
                Ok(entry) => entry,
            };
            for arg in entry.args.split_whitespace() {
                listed.insert(arg.to_string());
            }
            match run(&entry.args) {
                Err(problem) => {
                    failures.push(format!("{manifest}: {}: {problem}", entry.args));
                    blessed.push(format!("{} | {} | {}", entry.exit, entry.args, entry.message));
                }
                Ok((exit, message)) => {
                    if bless {
                        blessed.push(format!("{exit} | {} | {message}", entry.args));
                    } else if (exit, &message) != (entry.exit, &entry.message) {
                        failures.push(format!(
                            "{manifest}: {}\n  expected: {} | {}\n     found: {exit} | {message}",
                            entry.args, entry.exit, entry.message
                        ));
                    }
                }
            }
        }
        if bless {
            let text = blessed.join("\n") + "\n";
            std::fs::write(root().join(&manifest), text).unwrap();
        }
    }
    let unlisted: Vec<String> = catalogue_files().difference(&listed).cloned().collect();
    assert!(unlisted.is_empty(), "files in no manifest: {unlisted:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every format of every kind of the registry has its entries: files of each of the kind's
/// extensions, and a folder `GENRE-url` for each puzz.link genre it reads.
#[test]
fn the_catalogue_covers_every_kind() {
    let files = catalogue_files();
    let dirs: BTreeSet<String> = files
        .iter()
        .map(|f| Path::new(f).parent().unwrap().display().to_string())
        .collect();
    for kind in gridsat::registry::KINDS {
        for extension in kind.extensions {
            assert!(
                files.iter().any(|f| f.ends_with(&format!(".{extension}"))),
                "{}: no entries for .{extension} files",
                kind.name
            );
        }
        for genre in kind.puzzlink_genres {
            let dir = format!("{CATALOGUE}/{genre}-url");
            assert!(
                dirs.contains(&dir),
                "{}: no entries for puzz.link {genre} URLs",
                kind.name
            );
        }
    }
    for format in ["solution", "answer"] {
        assert!(
            dirs.contains(&format!("{CATALOGUE}/{format}")),
            "no entries for {format}"
        );
    }
}

/// A puzzle gridsat reads, for each extension of the catalogue's puzzle files: of the files
/// in that format of the kind that reads it (`instances/NAME/`, then `tests/data/NAME/`),
/// the one of fewest cells that is not a URL; for other files (`url` and `txt` files hold
/// an ID or URL, told apart by their content), a Simon Tatham Magnets ID.
fn good_puzzle(extension: &str) -> String {
    let Some(kind) = KINDS.iter().find(|k| k.extensions.contains(&extension)) else {
        return "3x3:201,102,120,111,LRTT*BBLR\n".to_string();
    };
    let mut files = Vec::new();
    for dir in ["instances", "tests/data"] {
        let Ok(entries) = std::fs::read_dir(root().join(dir).join(kind.name)) else {
            continue;
        };
        files.extend(
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == extension)),
        );
    }
    files.sort();
    let readable = files.iter().filter_map(|path| {
        let text = std::fs::read_to_string(path).ok()?;
        let source = Source::inline("good", text.clone());
        let puzzle = registry::parse(&source, Some(kind.name)).ok()?;
        let url = text.lines().any(|l| l.trim().starts_with("http"));
        (!url && text.ends_with('\n')).then(|| (puzzle.size().area(), text))
    });
    let (_, text) = readable
        .min_by_key(|(area, _)| *area)
        .unwrap_or_else(|| panic!("no good .{extension} puzzle"));
    text
}

/// `message` about the line numbers of a text, for the same text after `shift` lines: its
/// place (`NAME:LINE:…`, `ORIGIN` renamed `NAME`) and the lines it names (`line N`).
fn shifted(message: &str, origin: &str, name: &str, shift: usize) -> String {
    let rest = message.strip_prefix(origin).expect("the message names its file");
    let (place, text) = rest.split_once(": ").unwrap();
    let mut place: Vec<String> = place.split(':').map(String::from).collect();
    if let Some(line) = place.get_mut(1) {
        *line = (line.parse::<usize>().unwrap() + shift).to_string();
    }
    let mut out = format!("{name}{}: ", place.join(":"));
    let mut words = text.split("line ");
    out += words.next().unwrap();
    for word in words {
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        out += "line ";
        match word[..digits].parse::<usize>() {
            Ok(line) => out += &format!("{}{}", line + shift, &word[digits..]),
            Err(_) => out += word,
        }
    }
    out
}

/// Every bad puzzle of the catalogue, after a good puzzle and a separator line `---` in one
/// file: the same message, about the second puzzle (`FILE#2`) and on the lines of the whole
/// file, while the first is solved.
#[test]
fn every_bad_puzzle_after_another_gets_its_message_on_the_lines_of_the_whole_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut tried = 0;
    for entry in entries() {
        let args: Vec<&str> = entry.args.split_whitespace().collect();
        let (2, ["solve", file]) = (entry.exit, args.as_slice()) else {
            continue;
        };
        let Ok(bytes) = std::fs::read(root().join(file)) else {
            continue;
        };
        // Bytes that are no UTF-8 text are an error about the whole file; a text without
        // a line that is neither blank nor a comment is no puzzle.
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        let content = |line: &str| !line.trim().is_empty() && !line.trim().starts_with('#');
        if text.starts_with('\u{feff}') || !text.lines().any(content) {
            continue;
        }
        let extension = Path::new(file).extension().unwrap().to_str().unwrap();
        if extension == "answer" {
            continue;
        }
        let first = good_puzzle(extension);
        let name = format!("several.{extension}");
        std::fs::write(dir.path().join(&name), format!("{first}---\n{text}")).unwrap();
        let shift = first.lines().count() + 1;
        let expected = shifted(
            &entry.message,
            &format!("gridsat: {file}"),
            &format!("gridsat: {name}#2"),
            shift,
        );
        let out = gridsat()
            .current_dir(dir.path())
            .args(["solve", &name])
            .timeout(Duration::from_secs(60))
            .output()
            .unwrap();
        tried += 1;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let found = stderr
            .lines()
            .find(|line| line.starts_with(&format!("gridsat: {name}")));
        if out.status.code() != Some(2)
            || found != Some(expected.as_str())
            || !stdout.starts_with(&format!("{name}#1: "))
        {
            failures.push(format!("{file}\n  expected: {expected}\n     found: {stderr}"));
        }
    }
    assert!(tried >= 70, "only {tried} entries tried");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
