//! How text results look: pictures for a terminal or plain text, verdicts in colour or not.
//! Colour is decided here ([`Look`]) and only here: on a terminal, never when piped or with
//! `NO_COLOR`.

use anstyle::{AnsiColor, Style};
use std::io::IsTerminal;

/// How text results are drawn: for a terminal or plain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Look {
    /// Pictures drawn for a terminal (Unicode blocks), for kinds that draw one.
    pub pictures: bool,
    /// Verdicts in colour (ANSI escapes).
    pub colour: bool,
}

impl Look {
    /// Plain text, for files and pipes.
    pub(super) fn plain() -> Look {
        Look::default()
    }

    /// What standard output takes: terminal pictures and colour when it is a terminal and
    /// `NO_COLOR` is not set (to anything but the empty string); `CLICOLOR_FORCE` (set,
    /// not `0`) forces colour, not the pictures, when it is not a terminal.
    pub(super) fn stdout() -> Look {
        let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty() && v != "0");
        let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let forced = set("CLICOLOR_FORCE");
        let terminal = std::io::stdout().is_terminal();
        Look {
            pictures: terminal && !no_colour,
            colour: (terminal || forced) && !no_colour,
        }
    }

    /// `text` in the colour of a good (green), doubtful (yellow) or bad (red) verdict,
    /// when this look has colour.
    pub(super) fn paint(self, text: &str, tone: Tone) -> String {
        if !self.colour {
            return text.to_string();
        }
        let colour = match tone {
            Tone::Good => AnsiColor::Green,
            Tone::Doubtful => AnsiColor::Yellow,
            Tone::Bad => AnsiColor::Red,
        };
        let style = Style::new().fg_color(Some(colour.into())).bold();
        format!("{style}{text}{style:#}")
    }
}

/// How good a verdict is, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tone {
    /// Solved and unique.
    Good,
    /// Solved, but not unique or not checked; or stopped by a limit.
    Doubtful,
    /// No solution, a broken rule.
    Bad,
}
