//! Progress bars on standard error: drawn only when there is more than one item and
//! standard error is a terminal, hidden otherwise (pipes, files, tests); and a running
//! counter of work without a known end (`count`), on a terminal alone too.

use indicatif::{ProgressBar, ProgressState, ProgressStyle};
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

/// A counter drawn with `template` (indicatif's keys, such as `{human_pos}` and
/// `{elapsed}`, and `{rate}`: whole items a second, lately), ticking every `tick`, or a
/// hidden one when standard error is no terminal.
pub(super) fn counter(template: &str, tick: Duration) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner();
    if let Ok(style) = ProgressStyle::with_template(template) {
        let rate = |state: &ProgressState, out: &mut dyn std::fmt::Write| {
            let _ = write!(out, "{:.0}/s", state.per_sec());
        };
        bar.set_style(style.with_key("rate", rate));
    }
    bar.enable_steady_tick(tick);
    bar
}
