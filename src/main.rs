//! The `gridsat` command: clap options turned into calls on the library, results printed as
//! text or JSON Lines, and the exit code (0 success; 1 no solution or a solution that breaks
//! a rule; 2 bad input, I/O or usage; 3 a time limit stopped the work; 4 `generate
//! --difficulty` found no puzzle of that difficulty; 128 + the signal's number after a
//! signal).

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    restore_default_sigpipe();
    #[cfg(feature = "fault-injection")]
    if let Err(message) = gridsat::solve::fault::from_env() {
        eprintln!("gridsat: {message}");
        return ExitCode::from(2);
    }
    if let Err(message) = cli::targets::refuse_closed_stdout() {
        eprintln!("gridsat: {message}");
        return ExitCode::from(2);
    }
    let opts = cli::Opts::parse();
    cli::interrupt::install();
    let outcome = cli::run(opts);
    // Stopped by a signal: 128 + its number, whatever the work said on its way out.
    let code = cli::interrupt::exit_code().unwrap_or(outcome as u8);
    ExitCode::from(code)
}

/// Dies quietly on a closed pipe (`gridsat solve ... | head -1`) as command-line tools do,
/// instead of panicking in `println!`: Rust ignores SIGPIPE by default.
#[cfg(unix)]
fn restore_default_sigpipe() {
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    unsafe extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    // SAFETY: resetting a signal to its default action at start-up, before any thread exists.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_default_sigpipe() {}
