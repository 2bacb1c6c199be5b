//! [`Encode`]: a puzzle as CNF with named cell literals, the encodings a kind can choose
//! from ([`EncodingChoice`]), and a model read back.

use super::Puzzle;
use crate::error::Error;
use crate::grid::Pos;
use crate::limits::{CnfSize, Deadline};
use crate::model::Model;
use std::fmt::{Debug, Display};
use std::str::FromStr;
use varisat::{ExtendFormula, Lit};

/// A puzzle's rules as clauses over named cell literals, and a model read back as a grid.
pub trait Encode: Puzzle {
    /// The literals that name each cell's values (a grid of literals), returned by
    /// [`Encode::encode`] and read by [`Encode::decode`].
    type Vars;
    /// The encodings the kind can be solved in, as `--encoding` names them
    /// ([`OnlyEncoding`] for a kind with one).
    type Encoding: EncodingChoice;

    /// The encoding in use: the default for a kind with one ([`OnlyEncoding`]); a kind
    /// with several overrides this and [`Encode::set_encoding`].
    fn encoding(&self) -> Self::Encoding {
        Self::Encoding::default()
    }
    /// Switches to `encoding`.
    ///
    /// # Errors
    /// [`Error::Refused`] when this puzzle cannot take it (a colour Hanjie has the
    /// automaton encoding only).
    fn set_encoding(&mut self, _encoding: Self::Encoding) -> Result<(), Error> {
        Ok(())
    }
    /// Adds the rules to `formula` and returns the cell literals, the projection (the
    /// variables that determine a solution) and the clues as literals still to be imposed.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoded<Self::Vars>;
    /// The size of the CNF [`Encode::encode`] writes, estimated from above by the formulas
    /// of its spec in `encodings/` (within a small factor; tests compare it with the CNF),
    /// without building it: what the memory limit ([`crate::limits::Limits::max_memory`])
    /// weighs.
    fn cnf_estimate(&self) -> CnfSize;
    /// Reads a solution from a model by the cell literals.
    fn decode(&self, vars: &Self::Vars, model: &Model) -> Self::Solution;
    /// A human name for each projection literal, for DIMACS comments.
    fn describe_vars(&self, vars: &Self::Vars) -> Vec<(Lit, String)>;
    /// The values the cell at `pos` may take, each as the character
    /// [`crate::puzzle::Notation::solution_rows`] writes for it, with the literal that is
    /// true exactly when the cell holds it: a hint names a value by its character and
    /// assumes its literal.
    fn cell_literals(&self, vars: &Self::Vars, pos: Pos) -> Vec<(char, Lit)>;
    /// Lazy constraints: for an encoding that leaves some rules out of the CNF (Yin Yang's
    /// `lazy` connectivity), clauses that every solution satisfies and this model breaks;
    /// the solving layer adds them and solves again until a model breaks none. Empty for a
    /// model that keeps every rule, and always for complete encodings (the default). Past
    /// `deadline` it may return fewer cuts, but never none for a model that breaks a rule.
    fn cuts(&self, _vars: &Self::Vars, _model: &Model, _deadline: Deadline) -> Vec<Vec<Lit>> {
        Vec::new()
    }
    /// What reasoning on the puzzle finds for the SAT solver that continues where the
    /// puzzle's own search gave up (`--engine auto`), over the literals of `vars`: clauses
    /// every solution satisfies and phase hints ([`HandOver`]). For Hanjie: the probed root's
    /// cells and implications, the run starts no filling of a line allows, and belief
    /// propagation's values. Past `deadline` less may come. Nothing by default.
    fn hand_over(&self, _vars: &Self::Vars, _deadline: Deadline) -> HandOver {
        HandOver::default()
    }
    /// The puzzle set to an encoding whose CNF holds every rule, for what is read or
    /// checked outside the solving loop (`dimacs`, `decode`): the same puzzle for a
    /// complete encoding (the default).
    ///
    /// # Errors
    /// [`Error::Refused`] naming the problem when the user chose a lazy encoding
    /// explicitly.
    fn complete(&self) -> Result<Self, Error> {
        Ok(self.clone())
    }
}

/// The encodings of a kind, as `--encoding` names them: read from one name or several
/// joined by commas (`lazy,no-border`, applied in order) and written back the same way.
pub trait EncodingChoice:
    FromStr<Err = Error> + Display + Default + Clone + PartialEq + Debug + Send + Sync + 'static
{
    /// The names [`FromStr`] reads, the default first; empty for a kind with one encoding.
    const NAMES: &'static [&'static str];
}

/// The encoding of a kind that has one: it reads no name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnlyEncoding;

impl EncodingChoice for OnlyEncoding {
    const NAMES: &'static [&'static str] = &[];
}

impl FromStr for OnlyEncoding {
    type Err = Error;

    fn from_str(name: &str) -> Result<Self, Error> {
        Err(Error::refused(
            crate::error::Choice::Encoding,
            format!("`{name}`: this kind has a single encoding; drop {{encoding}}"),
        ))
    }
}

impl Display for OnlyEncoding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("default")
    }
}

/// What [`Encode::encode`] returns: the cell literals, the projection and the clues.
#[derive(Clone, Debug)]
pub struct Encoded<V> {
    /// The grid of cell literals.
    pub vars: V,
    /// Literals whose values determine the solution; blocking clauses use only these.
    pub projection: Vec<Lit>,
    /// The clues, each as literals that must all be true. The solving layer adds them as
    /// unit clauses, or assumes them when clues are switched on and off.
    pub clues: Vec<Clue>,
}

/// One clue of a puzzle as literals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clue {
    /// Which clue it is, for people (`row 3 +`).
    pub name: String,
    /// Literals that are all true exactly when the clue holds.
    pub literals: Vec<Lit>,
    /// Empty for a clue of the puzzle. For a redundant constraint derived from clues (it
    /// speeds up solving), the indices of the clues it follows from: it may be imposed only
    /// while all of them are.
    pub derived_from: Vec<usize>,
}

impl Clue {
    /// Whether this is a clue of the puzzle rather than a constraint derived from clues.
    #[must_use]
    pub fn is_given(&self) -> bool {
        self.derived_from.is_empty()
    }
}

/// The error for an encoding name a kind does not know: the names it knows.
pub(crate) fn unknown_encoding(kind: &str, name: &str, names: &[&str]) -> Error {
    Error::Usage(format!(
        "unknown {kind} encoding `{name}`: expected one of {} (several joined by commas)",
        names.join(", ")
    ))
}

/// The name of the encoding `puzzle` is in, for a kind with several (`None` for a kind with
/// one): what DIMACS headers and reports say.
pub(crate) fn encoding_name<P: Encode>(puzzle: &P) -> Option<String> {
    (!<P::Encoding as EncodingChoice>::NAMES.is_empty()).then(|| puzzle.encoding().to_string())
}

/// What reasoning hands to a SAT solver ([`Encode::hand_over`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct HandOver {
    /// Clauses that every solution satisfies. Unit propagation on the puzzle's CNF need not
    /// derive them, so they never go into what `dimacs` writes or `--proof` certifies.
    pub clauses: Vec<Vec<Lit>>,
    /// For some variables, the value each most likely takes in a solution, as the literal
    /// of that value: the solver decides them so first where it can (CaDiCaL's forced
    /// phases; varisat's first values by renaming). They steer the search and change no
    /// answer.
    pub phases: Vec<Lit>,
}
