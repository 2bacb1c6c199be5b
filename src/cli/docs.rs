//! `gridsat completions SHELL` and `gridsat man [--dir DIR]`: shell completion scripts and
//! manual pages generated from the clap definitions, so that they always match the options;
//! and the help texts made from the registry (the kinds and what each reads).
//! A page has clap_mangen's sections (name, synopsis, description, options, commands,
//! version) and the command's `after_help` text (its examples) as a section of its own.

use super::{Opts, Outcome};
use clap::CommandFactory;
use clap_complete::Shell;
use roff::{Roff, roman};
use std::io::Write;
use std::path::Path;

/// Writes the completion script for `shell` to standard output.
pub(super) fn completions(shell: Shell) -> Outcome {
    let mut command = Opts::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "gridsat", &mut script);
    write_stdout(&script)
}

/// Writes the manual page of `gridsat` to standard output, or, with `dir`, one page per
/// command into that directory (`gridsat.1`, `gridsat-solve.1`, …; created if missing),
/// printing each file's path.
pub(super) fn man(dir: Option<&Path>) -> Outcome {
    match write_pages(dir) {
        Ok(()) => Outcome::Success,
        Err(e) => {
            eprintln!("gridsat: {e}");
            Outcome::BadInput
        }
    }
}

fn write_pages(dir: Option<&Path>) -> Result<(), String> {
    let mut top = Opts::command().disable_help_subcommand(true);
    top.build();
    let Some(dir) = dir else {
        let mut page = Vec::new();
        render(&top, &mut page).map_err(|e| format!("cannot render the manual page: {e}"))?;
        return match write_stdout(&page) {
            Outcome::Success => Ok(()),
            _ => Err("cannot write to standard output".into()),
        };
    };
    let io_error = |path: &Path, e| gridsat::Error::writing(path.display().to_string(), e).to_string();
    std::fs::create_dir_all(dir).map_err(|e| io_error(dir, e))?;
    for command in std::iter::once(&top).chain(top.get_subcommands()) {
        let name = command.get_display_name().unwrap_or(command.get_name());
        let path = dir.join(format!("{name}.1"));
        let mut page = Vec::new();
        render(command, &mut page).map_err(|e| io_error(&path, e))?;
        std::fs::write(&path, page).map_err(|e| io_error(&path, e))?;
        println!("{}", path.display());
    }
    Ok(())
}

/// The lines that roff's renderer puts before every piece it renders (they define `Aq`, a
/// straight apostrophe); a page needs them once, after `.TH`.
const PREAMBLE: [&str; 2] = [".ie \\n(.g .ds Aq \\(aq", ".el .ds Aq '"];

/// One manual page in roff: clap_mangen's sections, then the `after_help` text; it starts
/// with `.TH`.
fn render(command: &clap::Command, out: &mut dyn Write) -> std::io::Result<()> {
    let man = clap_mangen::Man::new(command.clone())
        .source(format!("gridsat {}", env!("CARGO_PKG_VERSION")))
        .manual("gridsat manual");
    let mut pieces = Vec::new();
    man.render_title(&mut pieces)?;
    man.render_name_section(&mut pieces)?;
    man.render_synopsis_section(&mut pieces)?;
    man.render_description_section(&mut pieces)?;
    man.render_options_section(&mut pieces)?;
    if command.has_subcommands() {
        man.render_subcommands_section(&mut pieces)?;
    }
    if let Some(text) = command.get_after_help() {
        pieces.extend(after_help(&text.to_string()).into_bytes());
    }
    if command.get_version().is_some() {
        man.render_version_section(&mut pieces)?;
    }
    let pieces = String::from_utf8(pieces).expect("roff is UTF-8");
    let mut lines = pieces.lines().filter(|line| !PREAMBLE.contains(line));
    let title = lines.next().unwrap_or_default();
    for line in [title].into_iter().chain(PREAMBLE).chain(lines) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The `after_help` text as roff: a line such as `Examples:` (no indent, ending in `:`)
/// starts a section of that name, and the lines are kept as they are (no filling), the way
/// `--help` shows them. Text before any such line goes under `NOTES`.
fn after_help(text: &str) -> String {
    let mut roff = Roff::default();
    let mut in_section = false;
    for line in text.lines() {
        let heading = line
            .strip_suffix(':')
            .filter(|h| !h.starts_with(' ') && !h.contains(' '));
        match heading {
            Some(heading) => {
                if in_section {
                    roff.control("fi", []);
                }
                roff.control("SH", [heading.to_uppercase().as_str()]);
                roff.control("nf", []);
                in_section = true;
            }
            None => {
                if !in_section {
                    roff.control("SH", ["NOTES"]);
                    roff.control("nf", []);
                    in_section = true;
                }
                roff.text([roman(line)]);
            }
        }
    }
    if in_section {
        roff.control("fi", []);
    }
    roff.render()
}

/// Writes `bytes` to standard output; a closed pipe ends quietly (see `main`).
fn write_stdout(bytes: &[u8]) -> Outcome {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Ok(()) => Outcome::Success,
        Err(e) => {
            eprintln!("gridsat: standard output: {e}");
            Outcome::BadInput
        }
    }
}

/// The description of `gridsat --help`; the kinds and the inputs each reads come from the
/// registry ([`gridsat::registry::KINDS`]), so a new kind shows up by itself.
pub(super) fn long_about() -> String {
    format!(
        "Solve, count, check and generate pencil puzzles by compiling them to SAT.

INPUT is a puzzle file, `-` for standard input, or a game ID given inline (e.g. a Simon \
Tatham Magnets ID `3x3:201,102,120,111,LRTT*BBLR`); `solve` also takes directories (their \
puzzle files). A UTF-8 byte-order mark at the start of a file is ignored.

Puzzle kinds, told from the file's extension or its content (or --kind), and what each reads:
{}

Exit codes: 0 success; 1 a puzzle has no solution or a solution breaks a rule; 2 bad \
input, I/O or usage; 3 --timeout stopped the work; 4 generate --difficulty made no \
puzzle of that difficulty in its --attempts; 128 + the signal's number (130 for Ctrl-C) \
when a signal stopped the work. Of several inputs, the worst wins: 2, then 3, then 1.

Colour only on a terminal: never when piped or with NO_COLOR set; CLICOLOR_FORCE=1 forces it.",
        gridsat::registry::kinds_and_formats()
    )
}

/// The help of `solve`'s INPUTS, with every registered puzzle extension.
pub(super) fn inputs_help() -> String {
    let extensions: Vec<String> = gridsat::registry::puzzle_extensions()
        .iter()
        .map(|e| format!(".{e}"))
        .collect();
    format!(
        "Puzzle files, directories (their files with a puzzle extension: {}; not their subdirectories), `-` (stdin), or inline IDs. A file or stdin may hold several puzzles separated by lines `---` (as generate --count writes them): each is solved as an input of its own, named INPUT#K (`gen.123#2`, `<stdin>#2`), and `gen.123#2` picks one. An answer file (.answer) among several inputs is skipped, saying so; alone, refused",
        extensions.join(", ")
    )
}

/// The help of `--kind` (and of `generate`'s KIND): every registered kind's name.
pub(super) fn kind_help(when: &str) -> String {
    format!("Puzzle kind{when}: {}", gridsat::registry::kind_names())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_help_sections_keep_their_lines() {
        let roff = after_help("Examples:\n  # Solve\n  gridsat solve a.magnets\n\nSee gridsat help.\n");
        let lines: Vec<&str> = roff.lines().filter(|l| !PREAMBLE.contains(l)).collect();
        assert_eq!(lines[..2], [".SH EXAMPLES", ".nf"], "{roff}");
        assert!(roff.contains("gridsat solve a.magnets"), "{roff}");
        assert!(roff.trim_end().ends_with(".fi"), "{roff}");
    }
}
