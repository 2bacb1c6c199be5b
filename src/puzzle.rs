//! The contract every puzzle kind fulfils: parse, encode to CNF with named cell literals,
//! decode a model, verify a solution from the rules alone, render, and generate. The
//! solving layer and the registry are written once against this trait.

use crate::analyze::rating::Difficulty;
use crate::answer::{Answers, Filling};
use crate::error::{Choice, Error, ParseError};
use crate::grid::Size;
use crate::limits::{CnfSize, Limits};
use crate::model::Model;
pub use crate::options::GenerateOptions;
pub use crate::search::SearchStats;
use crate::source::Source;
use rand::rngs::StdRng;
use std::fmt::Debug;
use varisat::{ExtendFormula, Lit};

/// A puzzle kind. Implement this, add one row to [`crate::registry::KINDS`], and every
/// command (solve, count, dimacs, decode, verify, generate) works for it.
pub trait Puzzle: Sized + Clone + Send + Sync + 'static {
    /// A filled grid.
    type Solution: Clone + PartialEq + Debug;
    /// A grid with some cells not filled in yet, as an answer file may hold one (a solve
    /// in progress): each kind's solution grid with `None` for an unknown cell.
    type Partial: Clone + PartialEq + Debug;
    /// The literals that name each cell's values (a grid of literals), returned by
    /// [`Puzzle::encode`] and read by [`Puzzle::decode`].
    type Vars;

    /// The kind's name on the command line (`--kind`) and in JSON.
    const KIND: &'static str;
    /// The kind's name for people, in messages that say "a NAME puzzle" (`Magnets`, `Yin Yang`).
    const NAME: &'static str;
    /// File extensions (lower case, no dot) that select this kind.
    const EXTENSIONS: &'static [&'static str];
    /// The inputs the kind reads, in a few words with an example, for `--help` and for the
    /// message about an input of no known kind.
    const FORMATS: &'static str;
    /// The puzz.link genres (the word after `?` in its URLs) the kind reads.
    const PUZZLINK_GENRES: &'static [&'static str] = &[];
    /// Names of the encodings and encoding options `--encoding` can choose (several are
    /// joined by commas and applied in order), the default first; empty when the kind has
    /// only one.
    const ENCODINGS: &'static [&'static str] = &[];

    /// Whether `source` looks like this kind (its first line, or the form of an ID): the
    /// number of the line that shows it, or `None`.
    fn detect(source: &Source) -> Option<usize>;
    /// Reads a puzzle; errors name the line and say what was expected.
    fn parse(source: &Source) -> Result<Self, ParseError>;
    /// The grid size.
    fn size(&self) -> Size;
    /// Switches to the encoding, or sets the encoding option, named: one of
    /// [`Puzzle::ENCODINGS`] (the caller checks).
    /// An error says why the name cannot be taken (a second connectivity, say).
    fn set_encoding(&mut self, _name: &str) -> Result<(), Error> {
        Ok(())
    }
    /// The name of the encoding in use, for kinds with several.
    fn encoding_name(&self) -> Option<String> {
        None
    }
    /// The solution the puzzle's author intended, when the input gives one; the report
    /// says whether the solution found equals it.
    fn intended(&self) -> Option<Self::Solution> {
        None
    }

    /// Adds the rules to `formula` and returns the cell literals, the projection (the
    /// variables that determine a solution) and the clues as literals still to be imposed.
    fn encode<F: ExtendFormula>(&self, formula: &mut F) -> Encoding<Self::Vars>;
    /// The size of the CNF [`Puzzle::encode`] writes, estimated from above by the formulas
    /// of its spec in `encodings/` (within a small factor; tests compare it with the CNF),
    /// without building it: what the memory limit ([`Limits::max_memory`]) weighs.
    fn cnf_estimate(&self) -> CnfSize;
    /// Reads a solution from a model by the cell literals.
    fn decode(&self, vars: &Self::Vars, model: &Model) -> Self::Solution;
    /// Lazy constraints: for an encoding that leaves some rules out of the CNF (Yin Yang's
    /// `lazy` connectivity), clauses that every solution satisfies and this model breaks;
    /// the solving layer adds them and solves again until a model breaks none. Empty for a
    /// model that keeps every rule, and always for complete encodings (the default). Past
    /// `deadline` it may return fewer cuts, but never none for a model that breaks a rule.
    fn cuts(&self, _vars: &Self::Vars, _model: &Model, _deadline: crate::limits::Deadline) -> Vec<Vec<Lit>> {
        Vec::new()
    }
    /// The puzzle set to an encoding whose CNF holds every rule, for what is read or
    /// checked outside the solving loop (`dimacs`, `decode`): the same puzzle for a
    /// complete encoding (the default); an error naming the problem when the user chose a
    /// lazy one explicitly.
    fn complete(&self) -> Result<Self, Error> {
        Ok(self.clone())
    }
    /// A human name for each projection literal, for DIMACS comments.
    fn describe_vars(&self, vars: &Self::Vars) -> Vec<(Lit, String)>;

    /// Every rule the solution breaks, checked from the rules (never from the CNF).
    fn verify(&self, solution: &Self::Solution) -> Vec<String>;
    /// The rules a partly filled grid already breaks, checked from the rules (never from
    /// the CNF): only rules that no filling of its unknown cells can keep, so a grid that
    /// some valid solution extends breaks none. Filled cells only: it need not find every
    /// grid that cannot be completed.
    fn verify_partial(&self, partial: &Self::Partial) -> Vec<String>;
    /// What reasoning without search decides: no solution (with the reason), a solution
    /// it proves is the only one (every cell it fixes holds in every solution), or nothing.
    /// By default only [`Puzzle::contradiction`]; Hanjie adds line-by-line logic, which
    /// stops early (deciding less) once `deadline` has passed.
    fn reason(&self, _deadline: crate::limits::Deadline) -> Reasoning<Self::Solution> {
        match self.contradiction() {
            Some(reason) => Reasoning::NoSolution(reason),
            None => Reasoning::Open,
        }
    }
    /// The kind's own search beside the CNF path (a CDCL search over its own propagators) for this puzzle, when
    /// it has one that takes it; the solving layer prefers it unless told to use the CNF
    /// (`--engine sat`, or another SAT solver). With `budgeted`, it gives up after a fixed
    /// amount of work of the kind's choosing ([`Found::GaveUp`]), and the CNF answers
    /// instead. `None` by default: the CNF path.
    fn own_search(&self, _budgeted: bool) -> Option<Box<dyn OwnSearch<Self::Solution>>> {
        None
    }
    /// The bytes [`Puzzle::own_search`] would hold, estimated from above before it is built
    /// (the memory limit checks it as it checks [`Puzzle::cnf_estimate`] for the CNF);
    /// `None` for a kind without a search of its own.
    fn own_search_memory(&self) -> Option<u64> {
        None
    }
    /// A reason the puzzle has no solution that is visible without search, if any.
    fn contradiction(&self) -> Option<String> {
        None
    }
    /// How much reasoning without search the puzzle needs (`analyze`, `generate
    /// --difficulty`), within `limits`, when the kind has a measure of its own: Hanjie
    /// rates by line logic and probing on the grid, as nonogram designers do. `None` by
    /// default: measured on the complete CNF by unit propagation and failed-literal probing
    /// ([`crate::analyze::difficulty::on_cnf`]; [`crate::analyze::difficulty::of_puzzle`]
    /// asks this first).
    fn own_difficulty(&self, _limits: &Limits) -> Option<Result<Difficulty, Error>> {
        None
    }

    /// The solution as plain rows of symbols (the JSON `solution` field).
    fn solution_rows(&self, solution: &Self::Solution) -> Vec<String>;
    /// Reads an answer file: every grid in it, in order, each complete or partly filled
    /// ([`crate::answer`]; rows of symbols as [`Puzzle::solution_rows`] writes them, or
    /// `solve`'s JSON).
    fn parse_answers(&self, source: &Source) -> Result<Answers<Self::Solution, Self::Partial>, ParseError>;
    /// Reads one solution: an answer file holding exactly one grid, complete.
    fn parse_solution(&self, source: &Source) -> Result<Self::Solution, ParseError> {
        let mut answers = self.parse_answers(source)?;
        if answers.len() != 1 {
            return Err(source.error(format!(
                "the file lists {} solutions, expected one",
                answers.len()
            )));
        }
        match answers.remove(0).filling {
            Filling::Complete(solution) => Ok(solution),
            Filling::Partial { unknown, .. } => Err(source.error(format!(
                "{unknown} cell{} not filled in: expected a complete solution",
                if unknown == 1 { " is" } else { "s are" }
            ))),
        }
    }
    /// A picture of the puzzle, solved when `solution` is given.
    fn render(&self, solution: Option<&Self::Solution>) -> String;
    /// A picture for a terminal (Unicode, colour), when it differs from [`Puzzle::render`].
    fn render_for_terminal(&self, _solution: Option<&Self::Solution>) -> Option<String> {
        None
    }
    /// The puzzle as an SVG picture drawn as books print it, solved when
    /// `solution` is given. By default, the text picture of [`Puzzle::render`] set in a
    /// monospace font.
    fn svg(&self, solution: Option<&Self::Solution>) -> String {
        crate::svg::text_picture(&self.render(solution))
    }
    /// The puzzle in the kind's native file format.
    fn to_native(&self) -> String;
    /// One comment line of the native format (`# text` by default), for notes written
    /// with a puzzle.
    fn comment(&self, text: &str) -> String {
        format!("# {text}\n")
    }
    /// The puzzle in its native format with `notes` as comment lines where that format
    /// allows them (at the top by default).
    fn to_native_with_notes(&self, notes: &[String]) -> String {
        let comments: String = notes.iter().map(|note| self.comment(note)).collect();
        comments + &self.to_native()
    }
    /// An address where the puzzle can be played online: a puzz.link URL, or Simon
    /// Tatham's web version of the game with the game ID after `#` (the ID is also what his
    /// desktop games take in Game > Specific). `None` when the kind has no such site or the
    /// puzzle cannot be written for it. Read back by [`Puzzle::parse`].
    fn play_link(&self) -> Option<String> {
        None
    }
    /// Every address where the puzzle can be played online, [`Puzzle::play_link`] first:
    /// a kind that more than one site plays (Magnets and Hanjie: Simon Tatham's games and
    /// puzz.link) lists each one that can show the puzzle. Each is read back by
    /// [`Puzzle::parse`].
    fn play_links(&self) -> Vec<String> {
        self.play_link().into_iter().collect()
    }

    /// The options of [`GenerateOptions`] this kind's generator takes, of
    /// [`Choice::Strip`], [`Choice::AllowMultiple`], [`Choice::Density`] and
    /// [`Choice::Colours`]: the registry refuses the others when they are set, the same way
    /// for every kind, before [`Puzzle::generate_estimate`].
    const GENERATOR_TAKES: &'static [Choice] = &[];
    /// Why the generator takes none of them, for that refusal ("always generated unique
    /// and clue-minimal"); empty when it takes some.
    const GENERATOR_NOTE: &'static str = "";
    /// Makes a new puzzle and its solution. Every solver it builds is checked against
    /// `options.limits` as it is built; the registry checks [`Puzzle::generate_estimate`]
    /// first.
    fn generate(options: &GenerateOptions, rng: &mut StdRng) -> Result<(Self, Self::Solution), Error>;
    /// What [`Puzzle::generate`] will build for `options`, estimated from the options alone
    /// (no puzzle drawn, nothing encoded, in `O(W·H)` at most), so that a size over
    /// `options.limits` is refused before any work: from above for whatever is drawn, but
    /// where a CNF depends on a random picture (Hanjie), for a representative one (the
    /// solvers are checked again as they are built). Options the generator refuses get its
    /// error here already.
    fn generate_estimate(options: &GenerateOptions) -> Result<GenerateEstimate, Error>;
}

/// A kind's own complete search over one puzzle ([`Puzzle::own_search`]).
pub trait OwnSearch<S> {
    /// A solution not returned before (each one returned is excluded from the next).
    fn next_solution(&mut self) -> Found<S>;
    /// The search's counters so far.
    fn stats(&self) -> SearchStats;
    /// Stops the search with [`Found::TimedOut`] once `deadline` has passed.
    fn stop_at(&mut self, deadline: crate::limits::Deadline);
}

/// What [`OwnSearch::next_solution`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found<S> {
    /// A solution not returned before.
    Solution(S),
    /// No other solution is left: a proof by exhaustion.
    NoMore,
    /// The search's budget ran out first.
    GaveUp,
    /// The deadline ([`OwnSearch::stop_at`]) passed first.
    TimedOut,
}

/// The CNFs a kind's generator builds for some options ([`Puzzle::generate_estimate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateEstimate {
    /// The largest CNF its own solvers hold (repair, completion, stripping), `None` when it
    /// builds none (`--allow-multiple`, for kinds that allow it).
    pub solvers: Option<CnfSize>,
    /// The complete CNF ([`Puzzle::complete`]) of a puzzle it returns: what
    /// `generate --difficulty` rates.
    pub rated: CnfSize,
    /// The encoding of that CNF, for kinds with several.
    pub rated_encoding: Option<String>,
}

/// The verdict of reasoning without search ([`Puzzle::reason`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Reasoning<S> {
    /// There is no solution, for this reason.
    NoSolution(String),
    /// This is the only solution.
    Unique(S),
    /// Undecided: a search is needed.
    Open,
}

/// What [`Puzzle::encode`] returns.
#[derive(Clone, Debug)]
pub struct Encoding<V> {
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
    pub fn is_given(&self) -> bool {
        self.derived_from.is_empty()
    }
}
