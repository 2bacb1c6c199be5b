//! A toy puzzle for the analysis's tests: its rules are any CNF over a row of cells, its
//! clues cell values (some derived from others), and brute force over every filling says
//! what its solutions are.

use crate::answer::{self, Answers};
use crate::error::{Error, ParseError};
use crate::grid::{Pos, Size};
use crate::puzzle::{CandidateClue, Clue, Encoded, GenerateOptions};
use crate::solve::Model;
use crate::source::Source;
use rand::RngExt;
use rand::rngs::StdRng;
use varisat::{ExtendFormula, Lit};

/// A cell index and its value.
pub(crate) type Value = (usize, bool);

/// A row of `cells` cells, each filled or empty; every rule (a clause over cell values)
/// must hold; each clue fixes one cell, `derived_from` as in [`Clue`].
#[derive(Clone, Debug)]
pub(crate) struct Toy {
    pub(crate) cells: usize,
    pub(crate) rules: Vec<Vec<Value>>,
    pub(crate) clues: Vec<(Value, Vec<usize>)>,
}

impl Toy {
    fn holds(&self, filling: &[bool], rule: &[Value]) -> bool {
        rule.iter().any(|&(cell, value)| filling[cell] == value)
    }

    /// Every filling that keeps the rules and the clues `kept` imposes (a derived clue
    /// only with all its sources), by brute force.
    pub(crate) fn brute_force(&self, kept: &[bool]) -> Vec<Vec<bool>> {
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
    /// One row of `#` (filled), `.` (empty) and `?` (not filled in) per grid.
    fn parse_answers(&self, source: &Source) -> Result<Answers<Vec<bool>, Vec<Option<bool>>>, ParseError> {
        let grids = answer::read_grids(source, self.size(), &answer::FILLED_OR_EMPTY)?;
        Ok(grids
            .into_iter()
            .map(|grid| answer::Answer {
                index: grid.index,
                line: grid.line,
                cells: grid.cells,
                filling: match grid.filling {
                    answer::Filling::Complete(cells) => {
                        answer::Filling::Complete(cells.values().copied().collect())
                    }
                    answer::Filling::Partial { grid, unknown } => answer::Filling::Partial {
                        grid: grid.values().copied().collect(),
                        unknown,
                    },
                },
            })
            .collect())
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
    fn cell_literals(&self, vars: &Vec<Lit>, pos: Pos) -> Vec<(char, Lit)> {
        vec![('.', !vars[pos.col]), ('#', vars[pos.col])]
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
    fn partial_rows(&self, partial: &Vec<Option<bool>>) -> Vec<String> {
        vec![
            partial
                .iter()
                .map(|cell| match cell {
                    Some(true) => '#',
                    Some(false) => '.',
                    None => '?',
                })
                .collect(),
        ]
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
    /// A cell's value.
    type AddedClue = Value;
    /// A clue at each cell no given clue fixes.
    fn clues_to_add(&self, filling: &Vec<bool>) -> Vec<CandidateClue<Value>> {
        (0..self.cells)
            .filter(|&cell| {
                !self
                    .clues
                    .iter()
                    .any(|((c, _), sources)| *c == cell && sources.is_empty())
            })
            .map(|cell| CandidateClue {
                name: format!("cell {cell} {}", filling[cell]),
                cells: vec![Pos::new(0, cell)],
                clue: (cell, filling[cell]),
            })
            .collect()
    }
    fn add_clue(&mut self, &clue: &Value) {
        self.clues.push((clue, Vec::new()));
    }
}

/// A toy of 1 to 5 cells, up to 6 rules and up to 4 clues (and perhaps one derived).
pub(crate) fn random_toy(rng: &mut StdRng) -> Toy {
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
