//! The analysis on a toy puzzle whose rules are any CNF over a row of cells and whose clues
//! are cell values (some derived from others): the backbone against brute force over every
//! filling, conflicts that are unsatisfiable and minimal (checked by brute force), derived
//! clues standing for their sources, and rules that alone have no solution.

use super::*;
use crate::answer::Answers;
use crate::error::ParseError;
use crate::grid::Size;
use crate::puzzle::Notation;
use crate::puzzle::{Clue, Encoded, GenerateOptions};
use crate::solve::Model;
use crate::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use varisat::{ExtendFormula, Lit};

/// A cell index and its value.
type Value = (usize, bool);

/// A row of `cells` cells, each filled or empty; every rule (a clause over cell values)
/// must hold; each clue fixes one cell, `derived_from` as in [`Clue`].
#[derive(Clone, Debug)]
struct Toy {
    cells: usize,
    rules: Vec<Vec<Value>>,
    clues: Vec<(Value, Vec<usize>)>,
}

impl Toy {
    fn holds(&self, filling: &[bool], rule: &[Value]) -> bool {
        rule.iter().any(|&(cell, value)| filling[cell] == value)
    }

    /// Every filling that keeps the rules and the clues `kept` imposes (a derived clue
    /// only with all its sources), by brute force.
    fn brute_force(&self, kept: &[bool]) -> Vec<Vec<bool>> {
        (0..1u32 << self.cells)
            .map(|bits| (0..self.cells).map(|i| bits >> i & 1 == 1).collect::<Vec<_>>())
            .filter(|f| self.rules.iter().all(|r| self.holds(f, r)))
            .filter(|f| {
                self.clues
                    .iter()
                    .enumerate()
                    .all(|(i, ((cell, value), sources))| {
                        let imposed = kept[i] && sources.iter().all(|&s| kept[s]);
                        !imposed || f[*cell] == *value
                    })
            })
            .collect()
    }
}

fn lit(vars: &[Lit], (cell, value): Value) -> Lit {
    if value { vars[cell] } else { !vars[cell] }
}

impl crate::puzzle::Puzzle for Toy {
    type Solution = Vec<bool>;
    type Partial = Vec<Option<bool>>;
    const KIND: &'static str = "toy";
    const TITLE: &'static str = "toy";
    const EXTENSIONS: &'static [&'static str] = &[];
    const FORMATS: &'static str = "nothing";
    fn detect(_: &Source) -> Option<usize> {
        None
    }
    fn parse(source: &Source) -> Result<Self, ParseError> {
        Err(source.error("not parsed"))
    }
    fn size(&self) -> Size {
        Size::new(self.cells, 1)
    }
    fn parse_answers(&self, source: &Source) -> Result<Answers<Vec<bool>, Vec<Option<bool>>>, ParseError> {
        Err(source.error("not parsed"))
    }
}

impl crate::puzzle::Rules for Toy {
    fn verify(&self, filling: &Vec<bool>) -> Vec<String> {
        let all = vec![true; self.clues.len()];
        if self.brute_force(&all).contains(filling) {
            Vec::new()
        } else {
            vec!["breaks a rule or a clue".into()]
        }
    }
    fn verify_partial(&self, partial: &Vec<Option<bool>>) -> Vec<String> {
        let all = vec![true; self.clues.len()];
        let extends = |filling: &Vec<bool>| {
            partial
                .iter()
                .zip(filling)
                .all(|(p, f)| p.is_none_or(|p| p == *f))
        };
        if self.brute_force(&all).iter().any(extends) {
            Vec::new()
        } else {
            vec!["no filling keeps the rules and the clues".into()]
        }
    }
}

impl crate::puzzle::Encode for Toy {
    type Vars = Vec<Lit>;
    type Encoding = crate::puzzle::OnlyEncoding;
    fn encoding(&self) -> crate::puzzle::OnlyEncoding {
        crate::puzzle::OnlyEncoding
    }
    fn set_encoding(&mut self, _: crate::puzzle::OnlyEncoding) -> Result<(), crate::Error> {
        Ok(())
    }
    fn cnf_estimate(&self) -> crate::limits::CnfSize {
        crate::limits::CnfSize::new(self.cells as u64, self.rules.len() as u64, self.cells as u64)
    }
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<Vec<Lit>> {
        let vars: Vec<Lit> = (0..self.cells).map(|_| formula.new_lit()).collect();
        for rule in &self.rules {
            let clause: Vec<Lit> = rule.iter().map(|&v| lit(&vars, v)).collect();
            formula.add_clause(&clause);
        }
        let clues = self
            .clues
            .iter()
            .enumerate()
            .map(|(i, &(value, ref sources))| Clue {
                name: format!("clue {i}"),
                literals: vec![lit(&vars, value)],
                derived_from: sources.clone(),
            })
            .collect();
        Encoded {
            projection: vars.clone(),
            vars,
            clues,
        }
    }
    fn decode(&self, vars: &Vec<Lit>, model: &Model) -> Vec<bool> {
        vars.iter().map(|&l| model.value(l)).collect()
    }
    fn describe_vars(&self, _: &Vec<Lit>) -> Vec<(Lit, String)> {
        Vec::new()
    }
}

impl crate::puzzle::Draw for Toy {
    fn render(&self, _: Option<&Vec<bool>>) -> String {
        String::new()
    }
}

impl crate::puzzle::Notation for Toy {
    fn solution_rows(&self, filling: &Vec<bool>) -> Vec<String> {
        vec![filling.iter().map(|&b| if b { '#' } else { '.' }).collect()]
    }
    fn to_native(&self) -> String {
        String::new()
    }
}

impl crate::puzzle::Generate for Toy {
    fn generate(_: &GenerateOptions, _: &mut StdRng) -> Result<(Self, Vec<bool>), Error> {
        Err(Error::Usage("no".into()))
    }
    fn generate_estimate(_: &GenerateOptions) -> Result<crate::puzzle::GenerateEstimate, Error> {
        Err(Error::Usage("no".into()))
    }
}

fn random_toy(rng: &mut StdRng) -> Toy {
    let cells = rng.random_range(1..=5);
    let value = |rng: &mut StdRng| (rng.random_range(0..cells), rng.random_bool(0.5));
    let rules = (0..rng.random_range(0..=6))
        .map(|_| (0..rng.random_range(1..=3)).map(|_| value(rng)).collect())
        .collect();
    let mut clues: Vec<(Value, Vec<usize>)> = (0..rng.random_range(0..=4))
        .map(|_| (value(rng), Vec::new()))
        .collect();
    if clues.len() >= 2 && rng.random_bool(0.5) {
        let sources = vec![0, rng.random_range(1..clues.len())];
        clues.push((value(rng), sources));
    }
    Toy { cells, rules, clues }
}

/// Backbone, solution count and conflicts of random toys against brute force.
#[test]
fn random_toys_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut seen = [0; 3];
    for _ in 0..1500 {
        let toy = random_toy(&mut rng);
        let all = vec![true; toy.clues.len()];
        let solutions = toy.brute_force(&all);
        let analysis = analyze(&toy, &SolveOptions::default()).unwrap();
        let what = format!("{toy:?}\n{analysis:?}");
        match solutions.len() {
            0 => {
                seen[0] += 1;
                assert_eq!(analysis.solutions, SolutionCount::None, "{what}");
                check_conflict(&toy, analysis.conflict.as_ref().unwrap(), &what);
            }
            n => {
                seen[1 + usize::from(n > 1)] += 1;
                let expected = if n == 1 {
                    SolutionCount::One
                } else {
                    SolutionCount::Several
                };
                assert_eq!(analysis.solutions, expected, "{what}");
                let rows: Vec<Vec<String>> = solutions.iter().map(|s| toy.solution_rows(s)).collect();
                let cells: Vec<String> = cell_states(&rows)
                    .iter()
                    .map(|row| row.iter().map(|s| s.unwrap_or(OPEN_CELL)).collect())
                    .collect();
                assert_eq!(analysis.cells.as_ref(), Some(&cells), "{what}");
                for shown in [&analysis.solution, &analysis.other_solution]
                    .into_iter()
                    .flatten()
                {
                    assert!(rows.contains(shown), "{what}");
                }
                assert_eq!(analysis.other_solution.is_some(), n > 1, "{what}");
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
}

/// The named clues have no solution together, and each is needed.
fn check_conflict(toy: &Toy, conflict: &ConflictReport, what: &str) {
    let solutions_with_rules = toy.brute_force(&vec![false; toy.clues.len()]);
    assert_eq!(conflict.rules_alone, solutions_with_rules.is_empty(), "{what}");
    if conflict.rules_alone {
        assert!(conflict.clues.is_empty(), "{what}");
        return;
    }
    let named: Vec<usize> = conflict
        .clues
        .iter()
        .map(|name| name.trim_start_matches("clue ").parse().unwrap())
        .collect();
    assert!(!named.is_empty(), "{what}");
    let kept = |except: Option<usize>| -> Vec<bool> {
        (0..toy.clues.len())
            .map(|i| {
                let derived = !toy.clues[i].1.is_empty();
                derived || (named.contains(&i) && Some(i) != except)
            })
            .collect()
    };
    assert!(toy.brute_force(&kept(None)).is_empty(), "not a conflict: {what}");
    for &i in &named {
        assert!(toy.clues[i].1.is_empty(), "a derived clue named: {what}");
        assert!(
            !toy.brute_force(&kept(Some(i))).is_empty(),
            "clue {i} not needed: {what}"
        );
    }
}

#[test]
fn rules_alone_and_derived_clues() {
    // x0 and not x0: no filling at all.
    let rules_only = Toy {
        cells: 1,
        rules: vec![vec![(0, true)], vec![(0, false)]],
        clues: vec![((0, true), Vec::new())],
    };
    let analysis = analyze(&rules_only, &SolveOptions::default()).unwrap();
    let conflict = analysis.conflict.unwrap();
    assert!(conflict.rules_alone && conflict.clues.is_empty());
    // Clue 2 (not x2) is derived from clues 0 and 1; clue 3 says x2. The conflict is clue 3
    // with the sources of the derived clue.
    let derived = Toy {
        cells: 3,
        rules: Vec::new(),
        clues: vec![
            ((0, true), Vec::new()),
            ((1, true), Vec::new()),
            ((2, false), vec![0, 1]),
            ((2, true), Vec::new()),
        ],
    };
    let analysis = analyze(&derived, &SolveOptions::default()).unwrap();
    assert_eq!(analysis.conflict.unwrap().clues, ["clue 0", "clue 1", "clue 3"]);
}
