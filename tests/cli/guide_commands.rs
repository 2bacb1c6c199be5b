//! Every command the README and the guide quote runs as quoted (issue 36): the command
//! lines of their fenced code blocks run in bash, in a scratch directory that sees the
//! package's `instances/` and `tests/` (and a `HOME` of its own), one document's blocks in order, so
//! that a block may use a file an earlier one wrote.
//!
//! Two kinds of block:
//! - **A session**: lines `$ COMMAND` each followed by what it prints (standard output and
//!   standard error as a terminal shows them, interleaved). The output must be the one
//!   quoted, line by line, where a line `…` stands for any number of lines and a line
//!   ending in `…` for any line that starts with what comes before it (a time, say).
//! - **A list of commands**: every other line that is not blank or a `#` comment is a
//!   command; gridsat must end without an error (exit code 0, or 1 for a verdict such as "no
//!   solution" or "several solutions"). A comment after the command (`  # ...`) is the
//!   reader's, not the shell's concern.
//!
//! Blocks marked `rust`, `python`, `toml` or `text` are not commands (the Rust example is
//! the crate's doctest, the Python ones are `python/tests/test_readme.py`'s). A command
//! whose program is not on the PATH (`cadical`, `rate`, `man`, a `--solver` program) is
//! skipped with the rest of its block, after a line saying so (a failure under
//! `GRIDSAT_REQUIRE_TOOLS=1`); `cargo` commands are the README's own steps and are not run
//! from a test.

use crate::run_gridsat::root;
use crate::tools;
use std::path::Path;
use std::process::Command;

/// One runnable code block of a document: its first line's number and its lines.
struct Block {
    line: usize,
    info: String,
    lines: Vec<String>,
}

/// The fenced code blocks of a Markdown text, with their info strings.
fn blocks(text: &str) -> Vec<Block> {
    let mut found = Vec::new();
    let mut open: Option<Block> = None;
    for (number, line) in text.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match open.take() {
            None if fence => {
                open = Some(Block {
                    line: number + 1,
                    info: line.trim_start().trim_start_matches('`').trim().to_string(),
                    lines: Vec::new(),
                })
            }
            None => {}
            Some(block) if fence => found.push(block),
            Some(mut block) => {
                block.lines.push(line.to_string());
                open = Some(block);
            }
        }
    }
    assert!(open.is_none(), "a code block is not closed");
    found
}

/// Whether a block holds commands (`sh`, `console`, `shell` or no info string).
fn is_commands(block: &Block) -> bool {
    matches!(block.info.as_str(), "" | "sh" | "console" | "shell" | "bash")
}

/// A command line without the reader's comment (`  # ...` after it, outside quotes).
fn without_comment(line: &str) -> &str {
    let mut quoted: Option<char> = None;
    let bytes: Vec<char> = line.chars().collect();
    let mut at = 0;
    for (i, &c) in bytes.iter().enumerate() {
        match (quoted, c) {
            (Some(q), _) if c == q => quoted = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quoted = Some(c),
            (None, '#') if i > 0 && bytes[i - 1] == ' ' => return line[..at].trim_end(),
            _ => {}
        }
        at += c.len_utf8();
    }
    line.trim_end()
}

/// The programs a command line runs: the first word of each part of a pipeline, and the
/// solver program a `--solver NAME` or `--solver 'cmd:PROGRAM ...'` names.
fn programs(command: &str) -> Vec<&str> {
    let mut found: Vec<&str> = command
        .split(['|', ';'])
        .filter_map(|part| part.split_whitespace().next())
        .filter(|word| !word.starts_with('>') && !word.starts_with('('))
        .collect();
    let words: Vec<&str> = command.split_whitespace().collect();
    for pair in words.windows(2) {
        if pair[0] == "--solver" {
            let solver = pair[1].trim_start_matches('\'').trim_start_matches("cmd:");
            if !matches!(solver, "auto" | "varisat" | "cadical-embedded") {
                found.push(if solver == "cryptominisat" {
                    "cryptominisat5"
                } else {
                    solver
                });
            }
        }
    }
    found
}

/// Programs every machine that runs the tests has.
const EVERYWHERE: [&str; 9] = [
    "gridsat", "grep", "sed", "head", "tail", "printf", "echo", "cat", "ls",
];

/// How to install a program a quoted command runs besides gridsat.
fn install(program: &str) -> &'static str {
    match program {
        "rate" => "cargo install rate --locked",
        "man" => "apt-get install man-db",
        _ => "apt-get install cadical minisat picosat cryptominisat",
    }
}

/// Whether `command` is run here: not when it is a `cargo` step, nor (after a line saying
/// so, or a failure under `GRIDSAT_REQUIRE_TOOLS=1`) when a program it runs is missing.
fn runnable(command: &str) -> bool {
    programs(command).iter().all(|&program| {
        program != "cargo" && (EVERYWHERE.contains(&program) || tools::available(program, install(program)))
    })
}

/// Runs `command` in bash in `dir`, with gridsat first on the PATH: exit code and output.
fn run(dir: &Path, command: &str) -> (i32, String) {
    let bin = Path::new(env!("CARGO_BIN_EXE_gridsat")).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let out = Command::new("bash")
        .args(["-o", "pipefail", "-c", &format!("{command} 2>&1")])
        .current_dir(dir)
        .env("PATH", path)
        .env("HOME", dir.join("home"))
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (out.status.code().unwrap_or(-1), text)
}

/// Whether `found` is what `quoted` shows: line by line, a line `…` any number of lines,
/// a line ending in `…` a line with that start; trailing spaces ignored.
fn matches(quoted: &[&str], found: &[&str]) -> bool {
    match quoted.split_first() {
        None => found.is_empty(),
        Some((&"…", rest)) => (0..=found.len()).any(|skip| matches(rest, &found[skip..])),
        Some((line, rest)) => found.split_first().is_some_and(|(first, others)| {
            let (line, first) = (line.trim_end(), first.trim_end());
            let same = match line.strip_suffix('…') {
                Some(start) => first.starts_with(start),
                None => first == line,
            };
            same && matches(rest, others)
        }),
    }
}

/// A scratch directory for one document's commands: `instances` and `tests` (links to the
/// package's) and a `home` with the folders the installation steps write into.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for folder in ["instances", "tests"] {
        std::os::unix::fs::symlink(root().join(folder), dir.path().join(folder)).unwrap();
    }
    for folder in [
        ".local/share/bash-completion/completions",
        ".zfunc",
        ".config/fish/completions",
        ".cargo/share/man/man1",
    ] {
        std::fs::create_dir_all(dir.path().join("home").join(folder)).unwrap();
    }
    dir
}

/// Runs every command of `document` (a path from the package root); returns how many ran.
fn check_document(document: &str) -> usize {
    let text = std::fs::read_to_string(root().join(document)).unwrap();
    let dir = scratch();
    let mut ran = 0;
    let mut failures = Vec::new();
    for block in blocks(&text).iter().filter(|b| is_commands(b)) {
        let session = block.lines.iter().any(|l| l.starts_with("$ "));
        let mut steps: Vec<(String, Option<Vec<&str>>)> = Vec::new();
        for line in &block.lines {
            if let Some(command) = line.strip_prefix("$ ") {
                steps.push((command.to_string(), Some(Vec::new())));
            } else if session {
                let (_, quoted) = steps.last_mut().expect("a session starts with `$ `");
                quoted.as_mut().unwrap().push(line);
            } else if !line.trim().is_empty() && !line.trim_start().starts_with('#') {
                steps.push((without_comment(line).to_string(), None));
            }
        }
        for (command, quoted) in steps {
            // The commands after one that cannot run here may need what it makes.
            if !runnable(&command) {
                break;
            }
            let (code, output) = run(dir.path(), &command);
            ran += 1;
            let place = format!("{document}:{} `{command}`", block.line);
            if output.contains("panicked") {
                failures.push(format!("{place} panicked:\n{output}"));
            }
            match quoted {
                Some(quoted) => {
                    let found: Vec<&str> = output.lines().collect();
                    if !matches(&quoted, &found) {
                        failures.push(format!(
                            "{place} printed (exit code {code}):\n{output}\nthe document quotes:\n{}",
                            quoted.join("\n")
                        ));
                    }
                }
                // Another program's exit code is its own (CaDiCaL's 10 for a model, say).
                None if code > 1 && command.starts_with("gridsat ") => {
                    failures.push(format!("{place}: exit code {code}\n{output}"));
                }
                None => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    ran
}

#[test]
fn every_command_of_the_readme_runs_as_quoted() {
    let ran = check_document("README.md");
    assert!(ran >= 8, "only {ran} commands in the README");
}

#[test]
fn every_command_of_the_guide_runs_as_quoted() {
    let ran = check_document("GUIDE.md");
    assert!(ran >= 25, "only {ran} commands in the guide");
}

#[test]
fn a_quoted_output_matches_with_elisions() {
    let found = ["a", "b 1.5 s", "c", "d"];
    assert!(matches(&["a", "…", "d"], &found));
    assert!(matches(&["a", "b …", "…"], &found));
    assert!(matches(&["…"], &found));
    assert!(!matches(&["a", "c", "…"], &found));
    assert!(!matches(&["a", "b 2…", "…"], &found));
    assert!(!matches(&["a", "b 1.5 s", "c"], &found));
}

#[test]
fn a_command_line_loses_the_readers_comment_but_not_a_quoted_hash() {
    assert_eq!(
        without_comment("gridsat solve x   # the solution"),
        "gridsat solve x"
    );
    assert_eq!(
        without_comment("gridsat solve 'a.html#6x6:1' # id"),
        "gridsat solve 'a.html#6x6:1'"
    );
    assert_eq!(programs("gridsat man | man -l -"), ["gridsat", "man"]);
    assert_eq!(
        programs("gridsat solve --solver 'cmd:cadical -q' x | grep y"),
        ["gridsat", "grep", "cadical"]
    );
}
