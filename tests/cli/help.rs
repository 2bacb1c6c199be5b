//! The help, the shell completions and the manual pages, end to end: `gridsat --help` lists
//! every command on one line each and points to `gridsat help <COMMAND>`; each command's
//! help has examples, and every example command runs as written (in a scratch directory
//! holding a copy of `instances/`) with the exit code its comment announces, 0 otherwise;
//! the completion scripts and the manual pages name every command, and the pages are roff
//! that groff reads without a warning (when groff is installed).

use crate::run_gridsat;
use crate::run_gridsat::{gridsat, root, run_in};
use crate::tools;
use std::path::Path;

/// Every command, as `gridsat --help` lists them (before `help`).
const COMMANDS: [&str; 11] = [
    "solve",
    "count",
    "analyze",
    "hint",
    "dimacs",
    "decode",
    "verify",
    "draw",
    "generate",
    "completions",
    "man",
];

#[test]
fn top_level_help_lists_each_command_on_one_line() {
    let help = run_in(&root(), &["--help"], "", 0);
    let listed: Vec<&str> = help
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    let names: Vec<&str> = listed
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(names, [&COMMANDS[..], &["help"]].concat(), "{help}");
    // One line each: every listed line starts with its name, none is a continuation.
    assert!(
        listed
            .iter()
            .all(|l| l.starts_with("  ") && !l.starts_with("   ")),
        "{help}"
    );
    assert!(help.contains("gridsat help <COMMAND>"), "{help}");
}

/// The command lines of a help text's `Examples:` section, each with the exit code its
/// comment line announces (`(exit code N)`), 0 otherwise.
fn examples(help: &str) -> Vec<(String, i32)> {
    let section = help.split_once("\nExamples:\n").map_or("", |(_, after)| after);
    let mut found = Vec::new();
    let mut code = 0;
    for line in section.lines().map(str::trim) {
        if line.starts_with('#') {
            code = line
                .split_once("(exit code ")
                .map_or(0, |(_, rest)| rest[..1].parse().unwrap());
        } else if line.starts_with("gridsat ") {
            found.push((line.to_string(), code));
            code = 0;
        }
    }
    found
}

/// The words of an example as a POSIX shell reads them, for the little a help text uses:
/// single quotes, a `~/` home directory (here `HOME` under the scratch directory), `> FILE`
/// for the standard output, and `| PROGRAM` (not run: only gridsat's side of the pipe is).
/// Other shell syntax unquoted (globs, variables, other quotes) fails the test: a reader
/// pasting the line would not get what the help shows.
fn shell_words(line: &str, home: &Path) -> (Vec<String>, Option<String>) {
    let mut words: Vec<String> = Vec::new();
    let (mut word, mut in_word, mut quoted) = (String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => (quoted, in_word) = (!quoted, true),
            _ if quoted => word.push(c),
            ' ' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                }
                in_word = false;
            }
            '|' => break,
            '*' | '?' | '$' | '"' | ';' | '&' | '<' | '(' | ')' | '`' | '\\' => {
                panic!("`{c}` outside single quotes in the example `{line}`")
            }
            _ => {
                word.push(c);
                in_word = true;
            }
        }
    }
    assert!(!quoted, "unbalanced quote in `{line}`");
    if in_word {
        words.push(word);
    }
    let home = home.display().to_string();
    let words: Vec<String> = words
        .into_iter()
        .map(|w| {
            w.strip_prefix("~/")
                .map_or(w.clone(), |rest| format!("{home}/{rest}"))
        })
        .collect();
    match words.iter().position(|w| w == ">") {
        Some(at) => {
            assert_eq!(at + 2, words.len(), "one file after `>` in `{line}`");
            (words[..at].to_vec(), Some(words[at + 1].clone()))
        }
        None => (words, None),
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Runs one example in `dir`: its exit code, and no panic; a redirected output is written
/// to its file and is not empty.
fn run_example(dir: &Path, line: &str, code: i32) {
    let (words, redirect) = shell_words(line, &dir.join("HOME"));
    assert_eq!(words[0], "gridsat", "{line}");
    let out = gridsat().current_dir(dir).args(&words[1..]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "`{line}`\nstderr: {stderr}");
    assert!(!stderr.contains("panicked"), "`{line}`: {stderr}");
    if let Some(file) = redirect {
        assert!(!out.stdout.is_empty(), "`{line}` printed nothing");
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, &out.stdout).unwrap();
    }
}

#[test]
fn every_command_has_examples_that_run() {
    let scratch = tempfile::tempdir().unwrap();
    let top = run_in(&root(), &["--help"], "", 0);
    let mut helps = vec![("gridsat".to_string(), top)];
    for command in COMMANDS {
        let help = run_in(&root(), &["help", command], "", 0);
        assert_eq!(help, run_in(&root(), &[command, "--help"], "", 0), "{command}");
        helps.push((command.to_string(), help));
    }
    for (command, help) in helps {
        let examples = examples(&help);
        assert!(
            !examples.is_empty(),
            "no examples in the help of {command}:\n{help}"
        );
        // Each command's examples run in a directory of their own, in order (one may use
        // what an earlier one wrote).
        let dir = scratch.path().join(format!("run-{command}"));
        copy_dir(&root().join("instances"), &dir.join("instances"));
        for (line, code) in examples {
            run_example(&dir, &line, code);
        }
    }
}

#[test]
fn the_example_reader_takes_quotes_home_redirects_and_pipes() {
    let home = Path::new("/h");
    let (words, out) = shell_words("gridsat solve 'a?b c' x > ~/f/g", home);
    assert_eq!(words, ["gridsat", "solve", "a?b c", "x"]);
    assert_eq!(out.as_deref(), Some("/h/f/g"));
    let (words, out) = shell_words("gridsat man | man -l -", home);
    assert_eq!(
        (words, out),
        (vec!["gridsat".to_string(), "man".to_string()], None)
    );
    let found = examples("x\nExamples:\n  # one (exit code 1)\n  gridsat a\n  # two\n  gridsat b\n");
    assert_eq!(
        found,
        [("gridsat a".to_string(), 1), ("gridsat b".to_string(), 0)]
    );
}

#[test]
fn completions_name_every_command() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = run_in(&root(), &["completions", shell], "", 0);
        assert!(script.len() > 1000, "{shell}: {script}");
        for command in COMMANDS {
            assert!(script.contains(command), "{shell} completion lacks {command}");
        }
        // Options and their values too.
        assert!(
            script.contains("difficulty") && script.contains("powershell"),
            "{shell}"
        );
    }
    let (code, _, stderr) = run_gridsat::output_in(&root(), &["completions", "tcsh"], "");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("bash") && stderr.contains("zsh"), "{stderr}");
}

/// groff's warnings about a page.
fn groff_warnings(page: &Path) -> String {
    let out = std::process::Command::new("groff")
        .args(["-k", "-man", "-Tutf8", "-ww", "-z"])
        .arg(page)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn manual_pages_name_every_command_and_are_roff() {
    let groff = tools::available("groff", "apt-get install groff-base");
    let page = run_in(&root(), &["man"], "", 0);
    assert!(page.starts_with(".TH gridsat 1 "), "{page}");
    for section in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "OPTIONS",
        "SUBCOMMANDS",
        "EXAMPLES",
    ] {
        assert!(
            page.contains(&format!("\n.SH {section}\n")),
            "no {section}:\n{page}"
        );
    }
    for command in COMMANDS {
        assert!(
            page.contains(&format!("gridsat\\-{command}(1)")),
            "{command}:\n{page}"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    let man1 = dir.path().join("share/man/man1");
    let printed = run_in(&root(), &["man", "--dir", man1.to_str().unwrap()], "", 0);
    let mut names: Vec<String> = std::fs::read_dir(&man1)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let mut expected: Vec<String> = COMMANDS.iter().map(|c| format!("gridsat-{c}.1")).collect();
    expected.push("gridsat.1".into());
    expected.sort();
    assert_eq!(names, expected);
    assert_eq!(printed.lines().count(), expected.len(), "{printed}");
    let stdout_page = man1.join("gridsat.1");
    assert_eq!(std::fs::read_to_string(&stdout_page).unwrap(), page);
    for name in names {
        let path = man1.join(&name);
        let text = std::fs::read_to_string(&path).unwrap();
        let stem = name.trim_end_matches(".1");
        assert!(text.starts_with(&format!(".TH {stem} 1 ")), "{name}:\n{text}");
        assert!(text.contains("\n.SH EXAMPLES\n"), "{name}:\n{text}");
        if groff {
            assert_eq!(groff_warnings(&path), "", "{name}");
        }
    }
}

/// The flags each command takes, and the values of its `--format` (empty: no `--format`).
/// `decode` runs no solver; `count` and `analyze` draw no picture; `verify` and `draw`
/// build no CNF; `generate` reads no input; `completions` and `man` take none of these.
const FLAGS: [(&str, &[&str], &str); 10] = [
    (
        "solve",
        &["--solver", "--max-memory", "--max-input-size"],
        "text json svg taai",
    ),
    (
        "count",
        &["--solver", "--max-memory", "--max-input-size"],
        "text json",
    ),
    (
        "analyze",
        &["--solver", "--max-memory", "--max-input-size"],
        "text json",
    ),
    ("dimacs", &["--max-memory", "--max-input-size"], ""),
    (
        "decode",
        &["--max-memory", "--max-input-size"],
        "text json svg taai",
    ),
    ("verify", &["--max-input-size"], "text json"),
    ("draw", &["--max-input-size"], ""),
    ("generate", &["--solver", "--max-memory"], ""),
    ("completions", &[], ""),
    ("man", &[], ""),
];

/// Flags that some command takes and another would have no use for.
const SHARED: [&str; 4] = ["--solver", "--max-memory", "--max-input-size", "--format"];

/// `gridsat COMMAND --help`, the bash completion of COMMAND and its manual page offer the
/// same flags and `--format` values, and only those the command uses; a flag it has no use
/// for is a usage error, never accepted and ignored.
#[test]
fn no_command_offers_a_flag_it_would_ignore() {
    let bash = run_in(&root(), &["completions", "bash"], "", 0);
    let dir = tempfile::tempdir().unwrap();
    run_in(&root(), &["man", "--dir", dir.path().to_str().unwrap()], "", 0);
    for (command, flags, formats) in FLAGS {
        let help = run_in(&root(), &[command, "--help"], "", 0);
        let completion = bash
            .split(&format!("        gridsat__subcmd__{command})\n"))
            .nth(1)
            .and_then(|rest| rest.split("\n        gridsat__").next())
            .unwrap_or_else(|| panic!("no bash completion of {command}"));
        let opts = completion.lines().next().unwrap();
        let page = std::fs::read_to_string(dir.path().join(format!("gridsat-{command}.1"))).unwrap();
        let synopsis = page
            .lines()
            .find(|l| l.starts_with(&format!("\\fBgridsat {command}\\fR")))
            .unwrap();
        for flag in SHARED {
            let takes = flag == "--format" && !formats.is_empty() || flags.contains(&flag);
            let in_help = help.contains(&format!("      {flag} <"));
            let in_completion = opts.contains(&format!(" {flag} "));
            let in_page = synopsis.contains(&format!("\\fB{}\\fR", flag.replace('-', "\\-")));
            let offered = [in_help, in_completion, in_page];
            assert_eq!(offered, [takes; 3], "{command} {flag}: help, completion, page");
            if !takes {
                let (code, stdout, stderr) = run_gridsat::output_in(&root(), &[command, flag, "x"], "");
                assert_eq!((code, stdout.as_str()), (2, ""), "{command} {flag}");
                let refused = format!("error: unexpected argument '{flag}' found");
                assert!(stderr.starts_with(&refused), "{command} {flag}: {stderr}");
            }
        }
        if formats.is_empty() {
            continue;
        }
        let values_in_help: Vec<&str> = help
            .split("      --format <FORMAT>")
            .nth(1)
            .unwrap()
            .lines()
            .take_while(|l| !l.contains("[default: "))
            .filter_map(|l| l.trim().strip_prefix("- "))
            .map(|l| l.split(':').next().unwrap())
            .collect();
        assert_eq!(values_in_help.join(" "), formats, "{command} --help");
        let completed = completion
            .split("--format)\n")
            .nth(1)
            .and_then(|rest| rest.split("compgen -W \"").nth(1))
            .and_then(|rest| rest.split('"').next());
        assert_eq!(completed, Some(formats), "{command} completion");
        let svg_in_page = page.contains("\nsvg: ");
        assert_eq!(
            svg_in_page,
            formats.split(' ').any(|f| f == "svg"),
            "{command} page"
        );
    }
}

/// Each command's help opens with its own description, the one `gridsat --help` lists (its
/// options are added only when the command is parsed, and the doc comment of a group of
/// options must not take the description's place).
#[test]
fn each_command_help_opens_with_its_own_description() {
    let help = run_in(&root(), &["--help"], "", 0);
    for command in COMMANDS {
        let listed = help
            .lines()
            .find_map(|l| {
                l.trim_start()
                    .strip_prefix(command)
                    .filter(|rest| rest.starts_with(' '))
            })
            .unwrap_or_else(|| panic!("{command} is not listed: {help}"))
            .trim();
        let own = run_in(&root(), &[command, "--help"], "", 0);
        let first = own.lines().next().unwrap();
        assert_eq!(first.trim_end_matches('.'), listed, "{command}: {own}");
    }
}

/// Regression (issue 25): the completions offered file names after `--kind`, `--solver`,
/// `--encoding` and `generate`'s KIND. They offer the values: every registered kind, the
/// solvers the library names, every kind's encodings.
#[test]
fn completions_offer_the_values_of_kinds_solvers_and_encodings() {
    let kinds: Vec<&str> = gridsat::registry::KINDS.iter().map(|k| k.name).collect();
    let solvers = gridsat::solve::SolverChoice::names();
    let encodings = gridsat::registry::encoding_names();
    assert!(!encodings.is_empty());
    let bash = run_in(&root(), &["completions", "bash"], "", 0);
    for (flag, values) in [
        ("--kind", &kinds),
        ("--solver", &solvers),
        ("--encoding", &encodings),
    ] {
        let cases: Vec<&str> = bash
            .split(&format!("                {flag})\n"))
            .skip(1)
            .collect();
        assert!(!cases.is_empty(), "bash: no case for {flag}");
        for case in cases {
            let line = case.lines().next().unwrap();
            assert!(
                !line.contains("compgen -f"),
                "bash offers files for {flag}: {line}"
            );
            assert!(
                line.contains(&format!("compgen -W \"{}\"", values.join(" "))),
                "{flag}: {line}"
            );
        }
    }
    let generate = bash.split("        gridsat__subcmd__generate)\n").nth(1).unwrap();
    let opts = generate.lines().next().unwrap();
    assert!(
        opts.ends_with(&format!(" {}\"", kinds.join(" "))),
        "generate KIND: {opts}"
    );
    let zsh = run_in(&root(), &["completions", "zsh"], "", 0);
    assert!(
        zsh.contains(&format!(
            ":kind -- Puzzle kind\\: {}:({})'",
            kinds.join(", "),
            kinds.join(" ")
        )),
        "zsh"
    );
    let fish = run_in(&root(), &["completions", "fish"], "", 0);
    for line in fish
        .lines()
        .filter(|l| l.contains(" -l kind ") || l.contains(" -l solver "))
    {
        assert!(line.contains(" -r -f -a "), "fish offers files: {line}");
    }
}

/// Regression (issue 25): `--density` was said to be "between 0 and 1" and 0 and 1 were
/// refused. The help says the bounds are excluded, and both are refused as it says.
#[test]
fn density_help_says_what_is_refused() {
    let help = run_in(&root(), &["generate", "--help"], "", 0);
    let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("strictly between 0 and 1 (0 and 1 are refused"),
        "{help}"
    );
    for density in ["0", "1"] {
        let args = ["generate", "hanjie", "--size", "5x5", "--density", density];
        let (code, _, stderr) = run_gridsat::output_in(&root(), &args, "");
        assert_eq!(code, 2, "{density}: {stderr}");
        assert!(stderr.contains("must be between 0 and 1 (exclusive)"), "{stderr}");
    }
}
