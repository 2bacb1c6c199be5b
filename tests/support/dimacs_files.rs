//! The DIMACS round trip of the end-to-end tests: reading what `gridsat dimacs` writes (the
//! `p cnf` header, the `c ind`, `c p show` and `c var` lines, the clause lines), solving it
//! with a fresh varisat, and writing the model back as a solver's answer for `gridsat
//! decode`. Read here rather than through the library.

use std::collections::BTreeSet;

/// What a `dimacs` output says: its `p cnf` figures, the variables on `c ind` and `c p show`
/// lines, the named variables of the `c var` lines in order, and how many clause lines follow.
#[derive(Default, Debug)]
pub(crate) struct Cnf {
    pub vars: usize,
    pub clauses: usize,
    pub ind: BTreeSet<isize>,
    pub show: BTreeSet<isize>,
    pub named: Vec<(isize, String)>,
    pub clause_lines: usize,
}

impl Cnf {
    /// The variables that have a `c var` line.
    pub(crate) fn named_vars(&self) -> BTreeSet<isize> {
        self.named.iter().map(|(var, _)| *var).collect()
    }
}

/// The numbers of a list that ends with 0.
fn list(line: &str, rest: &str) -> Vec<isize> {
    let mut n: Vec<isize> = rest.split_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(n.pop(), Some(0), "{line}");
    n
}

/// Reads a `dimacs` output; asserts that it has a `p cnf` line, that the lists end with 0,
/// and that every clause line follows the header and ends with ` 0`.
pub(crate) fn parse_cnf(text: &str) -> Cnf {
    let mut cnf = Cnf::default();
    let mut header = false;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("p cnf ") {
            let n: Vec<usize> = rest.split_whitespace().map(|t| t.parse().unwrap()).collect();
            (cnf.vars, cnf.clauses, header) = (n[0], n[1], true);
        } else if let Some(rest) = line.strip_prefix("c ind ") {
            cnf.ind.extend(list(line, rest));
        } else if let Some(rest) = line.strip_prefix("c p show ") {
            cnf.show.extend(list(line, rest));
        } else if let Some(rest) = line.strip_prefix("c var ") {
            let (var, name) = rest.split_once(' ').unwrap_or((rest, ""));
            cnf.named.push((var.parse().unwrap(), name.to_string()));
        } else if !line.starts_with('c') {
            assert!(header && line.ends_with(" 0"), "clause line {line:?}");
            cnf.clause_lines += 1;
        }
    }
    assert!(header, "no `p cnf` line");
    cnf
}

/// Solves a DIMACS text with varisat's own parser and solver: the model as DIMACS literals.
pub(crate) fn varisat_model(cnf: &str) -> Vec<isize> {
    let mut solver = varisat::Solver::new();
    solver.add_dimacs_cnf(cnf.as_bytes()).unwrap();
    assert!(solver.solve().unwrap());
    solver.model().unwrap().iter().map(|l| l.to_dimacs()).collect()
}

/// Literals separated by spaces.
pub(crate) fn join(lits: &[isize]) -> String {
    lits.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(" ")
}

/// A model as `v` lines of `per_line` literals each, without the closing `v 0`.
pub(crate) fn v_lines(model: &[isize], per_line: usize) -> Vec<String> {
    model.chunks(per_line).map(|c| format!("v {}", join(c))).collect()
}

/// A model as a SAT-competition answer: `s SATISFIABLE`, `v` lines of `per_line` literals
/// each, and `v 0`.
pub(crate) fn competition_answer(model: &[isize], per_line: usize) -> String {
    let mut text = String::from("s SATISFIABLE\n");
    for line in v_lines(model, per_line) {
        text += &line;
        text.push('\n');
    }
    text + "v 0\n"
}
