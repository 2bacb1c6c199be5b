//! DIMACS CNF export with comments that name every cell variable and list the projection
//! (`c ind` for cryptominisat/approxmc, `c p show` for ganak/d4), and reading the answers
//! other solvers print: SAT-competition `s`/`v` lines, MiniSat's result file, or a bare
//! list of literals.

use crate::error::ParseError;
use crate::source::Source;
use std::io::{self, Write};
use varisat::{CnfFormula, Lit};

/// What a comment header says about the CNF.
pub(crate) struct Header<'a> {
    /// Puzzle kind.
    pub(crate) kind: &'a str,
    /// Where the puzzle came from.
    pub(crate) input: &'a str,
    /// Grid size as `WxH`.
    pub(crate) size: String,
    /// The encoding variant, for kinds with several (`--encoding`).
    pub(crate) encoding: Option<&'a str>,
    /// Name of each projection literal.
    pub(crate) vars: Vec<(Lit, String)>,
    /// The projection variables (what a solution is made of).
    pub(crate) projection: &'a [Lit],
    /// More comment lines, after the size (what extra clauses mean, say).
    pub(crate) notes: &'a [String],
}

/// Writes `formula` in DIMACS with the comment header.
pub(crate) fn write(out: &mut dyn Write, header: &Header, formula: &CnfFormula) -> io::Result<()> {
    writeln!(out, "c gridsat {} {}", env!("CARGO_PKG_VERSION"), header.kind)?;
    if let Some(encoding) = header.encoding {
        writeln!(out, "c encoding {encoding} (decode with --encoding {encoding})")?;
    }
    writeln!(out, "c input {}", header.input)?;
    writeln!(out, "c size {}", header.size)?;
    for note in header.notes {
        writeln!(out, "c {note}")?;
    }
    writeln!(
        out,
        "c the cell variables below determine the solution; a model read back with"
    )?;
    writeln!(out, "c `gridsat decode` must come from exactly this file")?;
    for (lit, name) in &header.vars {
        writeln!(out, "c var {} {}", lit.to_dimacs(), name)?;
    }
    let mut vars: Vec<isize> = header.projection.iter().map(|l| l.var().to_dimacs()).collect();
    vars.sort_unstable();
    vars.dedup();
    for chunk in vars.chunks(16) {
        let list: Vec<String> = chunk.iter().map(|v| v.to_string()).collect();
        writeln!(out, "c ind {} 0", list.join(" "))?;
    }
    let all: Vec<String> = vars.iter().map(|v| v.to_string()).collect();
    writeln!(out, "c p show {} 0", all.join(" "))?;
    varisat::dimacs::write_dimacs(&mut &mut *out, formula)
}

/// What another solver answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// A model: the literals it listed.
    Satisfiable(Vec<Lit>),
    /// The solver proved there is no model.
    Unsatisfiable,
    /// The solver gave up.
    Unknown,
}

/// Reads a solver's output: SAT-competition (`s SATISFIABLE`, `v 1 -2 ... 0`), MiniSat's
/// result file (`SAT` then literals), or bare literals. Comment lines (`c`) are skipped.
pub(crate) fn read_answer(source: &Source) -> Result<Answer, ParseError> {
    let mut status: Option<Answer> = None;
    let mut lits = Vec::new();
    let mut saw_terminator = false;
    for row in source.lines() {
        let (number, line) = (row.number, row.text);
        if line.is_empty() || line.starts_with('c') {
            continue;
        }
        let status_word = line.strip_prefix("s ").map(str::trim).unwrap_or(line);
        let said = match status_word {
            "SATISFIABLE" | "SAT" => Some(Answer::Satisfiable(Vec::new())),
            "UNSATISFIABLE" | "UNSAT" => Some(Answer::Unsatisfiable),
            "UNKNOWN" | "INDETERMINATE" | "INDET" => Some(Answer::Unknown),
            _ => None,
        };
        if let Some(said) = said {
            if status.is_some() {
                return Err(source.error_at_line(number, "a second status line"));
            }
            status = Some(said);
            continue;
        }
        if line.starts_with("s ") {
            return Err(source.error_at_line(
                number,
                format!("unknown status `{line}`: expected s SATISFIABLE, s UNSATISFIABLE or s UNKNOWN"),
            ));
        }
        if line.starts_with("p ") {
            return Err(source.error_at_line(
                number,
                format!(
                    "`{line}`: this looks like a CNF (as `gridsat dimacs` writes it), not a solver's answer: give the CNF to a SAT solver, and its output here"
                ),
            ));
        }
        let from = if line.starts_with('v') { 1 } else { 0 };
        for (at, token) in row.words(from) {
            let at = row.column(at) - 1;
            if saw_terminator {
                return Err(source.error_at(number, at + 1, "literals after the closing 0"));
            }
            let value: i64 = token.parse().map_err(|_| {
                source.error_at(
                    number,
                    at + 1,
                    format!("expected a literal (a nonzero integer) or 0, found `{token}`"),
                )
            })?;
            if value == 0 {
                saw_terminator = true;
            } else {
                let dimacs = isize::try_from(value)
                    .ok()
                    .filter(|v| v.unsigned_abs() <= varisat::Var::max_count())
                    .ok_or_else(|| {
                        source.error_at(number, at + 1, format!("literal {value} is out of range"))
                    })?;
                lits.push(Lit::from_dimacs(dimacs));
            }
        }
    }
    match status {
        Some(Answer::Satisfiable(_)) | None if !lits.is_empty() => Ok(Answer::Satisfiable(lits)),
        // `v 0` alone: a model of no literals, as varisat gives for a CNF of no clauses
        // (every variable free; an unlisted one reads as false).
        Some(Answer::Satisfiable(_)) if saw_terminator => Ok(Answer::Satisfiable(lits)),
        Some(Answer::Satisfiable(_)) => {
            Err(source
                .error("the solver said SATISFIABLE but listed no literals (not even the closing `v 0`)"))
        }
        None => {
            let expected =
                "`s SATISFIABLE` with `v` lines, MiniSat's `SAT`/`UNSAT` file, or a list of literals";
            if source
                .lines()
                .all(|row| row.text.is_empty() || row.text.starts_with('c'))
            {
                return Err(source.nothing_error("answer", expected));
            }
            Err(source.error(format!("no answer found: expected {expected}")))
        }
        Some(other) => Ok(other),
    }
}

#[cfg(test)]
mod tests {
    use super::{Answer, read_answer};
    use crate::source::Source;

    fn read(text: &str) -> Result<Answer, String> {
        read_answer(&Source::inline("answer", text)).map_err(|e| e.to_string())
    }

    /// varisat's answer for a CNF of no clauses is `v 0` alone: a model of no literals
    /// (found by a throwaway fifth kind whose empty 1x1 puzzle has such a CNF).
    #[test]
    fn a_model_of_no_literals_is_a_model() {
        assert!(matches!(read("s SATISFIABLE\nv 0\n"), Ok(Answer::Satisfiable(lits)) if lits.is_empty()));
        let none = read("s SATISFIABLE\n").unwrap_err();
        assert!(none.contains("listed no literals"), "{none}");
    }
}
