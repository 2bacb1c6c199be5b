//! Which SAT solver a session runs on, as `--solver` names it: the embedded solvers as
//! gridsat picks them (`auto`, the default), varisat in-process, CaDiCaL in-process (cargo
//! feature `cadical`), or a program on a DIMACS file
//! (a preset or `cmd:PROGRAM ARGS`), described here by what runs it; the solving layer runs
//! it (`solve/external/`).

use crate::error::{Choice, Error};

/// The `--solver` name of the embedded CaDiCaL.
const EMBEDDED_CADICAL: &str = "cadical-embedded";

/// A SAT solver choice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SolverChoice {
    /// The embedded solvers as gridsat picks them (the default): varisat for a CNF, and
    /// the embedded CaDiCaL, when gridsat is built with it (cargo feature `cadical`, on by
    /// default), for the CNF that continues where a puzzle's own search gave up, with the
    /// phases that search's reasoning hints forced at every decision.
    #[default]
    Auto,
    /// varisat, embedded and incremental, for every CNF.
    Varisat,
    /// CaDiCaL, embedded and incremental (built with the cargo feature `cadical`).
    #[cfg(feature = "cadical")]
    Cadical,
    /// Another program, run on the whole CNF at each call.
    External(ExternalSolver),
}

impl SolverChoice {
    /// The names [`SolverChoice::parse`] takes as they are (besides `cmd:PROGRAM ARGS`):
    /// `auto`, `varisat`, `cadical-embedded` and the presets of solver programs.
    #[must_use]
    pub fn names() -> Vec<&'static str> {
        let mut names = vec!["auto", "varisat", EMBEDDED_CADICAL];
        names.extend(ExternalSolver::preset_names());
        names
    }

    /// `auto`, `varisat`, `cadical-embedded`, a preset program or `cmd:PROGRAM ARGS`
    /// ([`ExternalSolver::parse`]).
    ///
    /// # Errors
    /// [`Error::Refused`] for a name that is no solver, or a `cmd:` with no program.
    pub fn parse(spec: &str) -> Result<Self, Error> {
        match spec {
            "auto" => Ok(SolverChoice::Auto),
            "varisat" => Ok(SolverChoice::Varisat),
            EMBEDDED_CADICAL => Self::embedded_cadical(),
            _ => Ok(SolverChoice::External(ExternalSolver::parse(spec)?)),
        }
    }

    #[cfg(feature = "cadical")]
    fn embedded_cadical() -> Result<Self, Error> {
        Ok(SolverChoice::Cadical)
    }

    #[cfg(not(feature = "cadical"))]
    fn embedded_cadical() -> Result<Self, Error> {
        Err(Error::refused(
            Choice::Solver,
            format!(
                "this gridsat was built without the embedded CaDiCaL: rebuild with `--features cadical` for {{solver}} {EMBEDDED_CADICAL}, or use {{solver}} cadical (the installed program)"
            ),
        ))
    }

    /// Whether the solver runs inside gridsat (`auto`, varisat, the embedded CaDiCaL), so that its
    /// answers are gridsat's own. A program's models are checked against the CNF, but its
    /// answer of unsatisfiable is its claim, taken on trust.
    #[must_use]
    pub fn runs_in_process(&self) -> bool {
        !matches!(self, SolverChoice::External(_))
    }

    /// The solver a CNF runs on: [`SolverChoice::Auto`] is varisat, any other choice
    /// itself.
    #[must_use]
    pub(crate) fn for_cnf(&self) -> &SolverChoice {
        match self {
            SolverChoice::Auto => &SolverChoice::Varisat,
            other => other,
        }
    }

    /// The solver the CNF that continues where a puzzle's own search gave up runs on:
    /// for [`SolverChoice::Auto`], the embedded CaDiCaL where gridsat has it (its forced
    /// phases decide the hardest Hanjie), else varisat; any other choice itself.
    #[must_use]
    pub(crate) fn for_hand_over(&self) -> &SolverChoice {
        match self {
            #[cfg(feature = "cadical")]
            SolverChoice::Auto => &SolverChoice::Cadical,
            other => other.for_cnf(),
        }
    }

    /// The solver's name in messages.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            SolverChoice::Auto => "auto",
            SolverChoice::Varisat => "varisat",
            #[cfg(feature = "cadical")]
            SolverChoice::Cadical => EMBEDDED_CADICAL,
            SolverChoice::External(solver) => &solver.name,
        }
    }
}

/// Where a solver writes its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Output {
    /// `s ...` and `v ...` lines on standard output (SAT competition).
    Competition,
    /// A result file named as the last argument (`SAT`/`UNSAT` and the literals): MiniSat.
    ResultFile,
}

/// A SAT solver run as a program on a DIMACS file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalSolver {
    /// The name used in messages: the preset, or the program.
    pub name: String,
    /// The program run.
    pub(crate) program: String,
    /// Its arguments before the CNF file.
    pub(crate) args: Vec<String>,
    /// Where it writes its answer.
    pub(crate) output: Output,
}

/// The presets `--solver NAME` knows: name, program, arguments before the CNF file, output.
const PRESETS: &[(&str, &str, &[&str], Output)] = &[
    ("cadical", "cadical", &["-q"], Output::Competition),
    ("kissat", "kissat", &["-q"], Output::Competition),
    ("minisat", "minisat", &["-verb=0"], Output::ResultFile),
    (
        "cryptominisat",
        "cryptominisat5",
        &["--verb", "0"],
        Output::Competition,
    ),
    ("picosat", "picosat", &[], Output::Competition),
];

impl ExternalSolver {
    /// The names of the presets.
    #[must_use]
    pub fn preset_names() -> Vec<&'static str> {
        PRESETS.iter().map(|p| p.0).collect()
    }

    /// A preset by name, or `cmd:PROGRAM ARGS...` (split at spaces; SAT-competition output
    /// expected; the CNF file is added as the last argument).
    ///
    /// # Errors
    /// [`Error::Refused`] for a name that is no solver, or a `cmd:` with no program.
    pub fn parse(spec: &str) -> Result<Self, Error> {
        if let Some(command) = spec.strip_prefix("cmd:") {
            let mut words = command.split_whitespace().map(String::from);
            let program = words.next().ok_or_else(|| {
                Error::refused(
                    Choice::Solver,
                    "{solver} cmd: needs a program, e.g. cmd:\"cadical -q\"",
                )
            })?;
            return Ok(ExternalSolver {
                name: program.clone(),
                program,
                args: words.collect(),
                output: Output::Competition,
            });
        }
        let (name, program, args, output) = PRESETS.iter().find(|p| p.0 == spec).ok_or_else(|| {
            Error::Usage(format!(
                "unknown solver `{spec}`: expected auto, varisat, {}, {}, or cmd:\"PROGRAM ARGS\"",
                EMBEDDED_CADICAL,
                Self::preset_names().join(", ")
            ))
        })?;
        Ok(ExternalSolver {
            name: name.to_string(),
            program: program.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            output: *output,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_commands_parse() {
        for name in ExternalSolver::preset_names() {
            assert_eq!(ExternalSolver::parse(name).unwrap().name, name);
        }
        let minisat = ExternalSolver::parse("minisat").unwrap();
        assert_eq!(minisat.output, Output::ResultFile);
        let custom = ExternalSolver::parse("cmd:kissat --relaxed -q").unwrap();
        assert_eq!((custom.program.as_str(), custom.args.len()), ("kissat", 2));
        assert!(ExternalSolver::parse("cmd:").is_err());
        let unknown = ExternalSolver::parse("glucose").unwrap_err().to_string();
        assert!(
            unknown.contains("unknown solver `glucose`: expected auto, varisat, cadical"),
            "{unknown}"
        );
    }

    #[test]
    fn auto_is_the_default_and_picks_the_embedded_solvers() {
        assert_eq!(SolverChoice::default(), SolverChoice::Auto);
        assert_eq!(SolverChoice::parse("auto").unwrap(), SolverChoice::Auto);
        assert_eq!(SolverChoice::Auto.for_cnf(), &SolverChoice::Varisat);
        #[cfg(feature = "cadical")]
        assert_eq!(SolverChoice::Auto.for_hand_over(), &SolverChoice::Cadical);
        #[cfg(not(feature = "cadical"))]
        assert_eq!(SolverChoice::Auto.for_hand_over(), &SolverChoice::Varisat);
        // A solver named is the one used, the hand-over included.
        let varisat = SolverChoice::parse("varisat").unwrap();
        assert_eq!(varisat.for_cnf(), &SolverChoice::Varisat);
        assert_eq!(varisat.for_hand_over(), &SolverChoice::Varisat);
        let program = SolverChoice::parse("minisat").unwrap();
        assert_eq!(program.for_hand_over(), &program);
        assert!(SolverChoice::names().contains(&"auto"));
    }
}
