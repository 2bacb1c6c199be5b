//! Checking the certificates of `solve --proof` from outside gridsat: reading a DIMACS file
//! and a model, varisat's proof checker on a native proof, the `rate` program on a DRAT
//! proof, and a small LRAT checker written here (no LRAT checker is installed), which
//! follows each step's hints by unit propagation.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use varisat::checker::{CheckedProofStep, Checker, CheckerData, ProofProcessor};

/// A DIMACS file: its comment lines, the `p cnf` figures and the clauses.
#[derive(Debug, Default)]
pub(crate) struct Dimacs {
    pub comments: Vec<String>,
    pub vars: usize,
    pub clauses: Vec<Vec<i64>>,
}

/// Reads a DIMACS text; asserts that the `p cnf` line gives the number of clauses.
pub(crate) fn read_dimacs(text: &str) -> Dimacs {
    let mut dimacs = Dimacs::default();
    let mut declared = None;
    for line in text.lines() {
        if line.starts_with('c') {
            dimacs.comments.push(line.to_string());
        } else if let Some(rest) = line.strip_prefix("p cnf ") {
            let n: Vec<usize> = rest.split_whitespace().map(|t| t.parse().unwrap()).collect();
            dimacs.vars = n[0];
            declared = Some(n[1]);
        } else if !line.trim().is_empty() {
            let mut lits: Vec<i64> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
            assert_eq!(lits.pop(), Some(0), "clause line {line:?}");
            dimacs.clauses.push(lits);
        }
    }
    assert_eq!(declared, Some(dimacs.clauses.len()), "p cnf line");
    dimacs
}

/// Reads a DIMACS file.
pub(crate) fn read_dimacs_file(path: &Path) -> Dimacs {
    read_dimacs(&std::fs::read_to_string(path).unwrap())
}

/// The literals of a model file's `v` lines.
pub(crate) fn read_model(path: &Path) -> Vec<i64> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lits: Vec<i64> = text
        .lines()
        .filter_map(|l| l.strip_prefix("v "))
        .flat_map(|l| l.split_whitespace().map(|t| t.parse::<i64>().unwrap()))
        .collect();
    assert_eq!(lits.pop(), Some(0), "{}", path.display());
    lits
}

/// Whether the model (every variable given once) satisfies the clause.
pub(crate) fn satisfies(model: &[i64], clause: &[i64]) -> bool {
    clause
        .iter()
        .any(|&lit| model[lit.unsigned_abs() as usize - 1] == lit)
}

/// Records whether the checked proof derived the empty clause.
#[derive(Default)]
struct EmptyClause(bool);

impl ProofProcessor for EmptyClause {
    fn process_step(&mut self, step: &CheckedProofStep, _: CheckerData) -> Result<(), anyhow::Error> {
        if let CheckedProofStep::AtClause { clause, .. } = step {
            self.0 |= clause.is_empty();
        }
        Ok(())
    }
}

/// varisat's proof checker on a CNF file and a native varisat proof: `Ok` only when every
/// step checks and the empty clause is derived.
pub(crate) fn varisat_refutes(cnf: &Path, proof: &Path) -> Result<(), String> {
    let mut empty = EmptyClause::default();
    {
        let mut checker = Checker::new();
        checker.add_processor(&mut empty);
        let cnf = std::fs::File::open(cnf).unwrap();
        checker.add_dimacs_cnf(cnf).map_err(|e| e.to_string())?;
        let proof = std::fs::File::open(proof).unwrap();
        checker.check_proof(proof).map_err(|e| e.to_string())?;
    }
    if empty.0 {
        Ok(())
    } else {
        Err("no empty clause".into())
    }
}

/// `rate CNF PROOF`: `Ok` when it exits 0 and prints `s VERIFIED`, else its output.
pub(crate) fn rate_refutes(cnf: &Path, proof: &Path) -> Result<(), String> {
    let out = Command::new("rate")
        .arg(cnf)
        .arg(proof)
        .output()
        .expect("rate is installed (cargo install rate --locked)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.success() && stdout.lines().any(|l| l == "s VERIFIED") {
        Ok(())
    } else {
        Err(format!(
            "{}\n{stdout}{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Checks a textual LRAT proof of a CNF file: every added clause must follow by unit
/// propagation over its hints, in order (no RAT hints: varisat's proofs have none), and the
/// empty clause must be added. Ids of added clauses must exceed every earlier id.
pub(crate) fn lrat_refutes(cnf: &Path, lrat: &Path) -> Result<(), String> {
    let mut clauses: HashMap<u64, Vec<i64>> = HashMap::new();
    for (index, clause) in read_dimacs_file(cnf).clauses.into_iter().enumerate() {
        clauses.insert(index as u64 + 1, clause);
    }
    let mut last = clauses.len() as u64;
    for (number, line) in std::fs::read_to_string(lrat).unwrap().lines().enumerate() {
        let at = |message: String| format!("line {}: {message}", number + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        let id: u64 = words[0].parse().map_err(|_| at(format!("bad id in {line:?}")))?;
        let numbers = |words: &[&str]| -> Result<Vec<i64>, String> {
            let parsed: Result<Vec<i64>, _> = words.iter().map(|w| w.parse()).collect();
            parsed.map_err(|_| at(format!("bad number in {line:?}")))
        };
        if words.get(1) == Some(&"d") {
            for deleted in numbers(&words[2..])?.into_iter().take_while(|&n| n != 0) {
                clauses.remove(&(deleted as u64));
            }
            continue;
        }
        let all = numbers(&words[1..])?;
        let zero = all
            .iter()
            .position(|&n| n == 0)
            .ok_or_else(|| at("no 0".into()))?;
        let (lits, hints) = (&all[..zero], &all[zero + 1..]);
        if id <= last {
            return Err(at(format!("id {id} is not above {last}")));
        }
        last = id;
        if hints.last() != Some(&0) {
            return Err(at("hints do not end with 0".into()));
        }
        let mut assigned: HashMap<u64, bool> = lits.iter().map(|&l| (l.unsigned_abs(), l < 0)).collect();
        let mut conflict = false;
        for &hint in &hints[..hints.len() - 1] {
            if hint < 0 {
                return Err(at("a RAT hint".into()));
            }
            let clause = clauses
                .get(&(hint as u64))
                .ok_or_else(|| at(format!("no clause {hint}")))?;
            let value = |l: i64| assigned.get(&l.unsigned_abs()).map(|&v| v == (l > 0));
            if clause.iter().any(|&l| value(l) == Some(true)) {
                return Err(at(format!("hint {hint} is satisfied")));
            }
            let open: Vec<i64> = clause.iter().copied().filter(|&l| value(l).is_none()).collect();
            match open[..] {
                [] => {
                    conflict = true;
                    break;
                }
                [unit] => {
                    assigned.insert(unit.unsigned_abs(), unit > 0);
                }
                _ => return Err(at(format!("hint {hint} is not unit"))),
            }
        }
        if !conflict {
            return Err(at("the hints give no conflict".into()));
        }
        if lits.is_empty() {
            return Ok(());
        }
        clauses.insert(id, lits.to_vec());
    }
    Err("no empty clause".into())
}
