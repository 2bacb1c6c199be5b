//! The `gridsat` command: clap options turned into calls on the library, results printed as
//! text or JSON Lines, and the exit code (0 success; 1 no solution or a solution that breaks
//! a rule; 2 bad input, I/O or usage).

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let opts = cli::Opts::parse();
    let outcome = cli::run(opts);
    ExitCode::from(outcome as u8)
}
