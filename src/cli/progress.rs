//! Progress bars on standard error: drawn only when there is more than one item and
//! standard error is a terminal, hidden otherwise (pipes, files, tests).

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

/// A bar over `len` items drawn with `template` (indicatif's, bar of `=> `) and ticking
/// every `tick`, or a hidden one when `shown` is false or standard error is no terminal.
pub(super) fn progress_bar(len: usize, shown: bool, template: &str, tick: Duration) -> ProgressBar {
    if !shown || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len as u64);
    let style = ProgressStyle::with_template(template)
        .map(|style| style.progress_chars("=> "))
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar.enable_steady_tick(tick);
    bar
}
