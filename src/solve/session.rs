//! One incremental solver (varisat, or an external program: `backend.rs`) for one puzzle.
//! Clues are either fixed (unit clauses) or assumed per call, so a generator can switch
//! them on and off without re-encoding.
//! varisat cannot remove clauses: blocking clauses that must be dropped later are guarded
//! by an activation literal that is assumed only while they apply.

use super::backend::{Backend, Budgeted};
use super::{Model, fixed_cnf, rules_cnf};
use crate::error::Error;
use crate::limits::{Deadline, Limits};
use crate::options::SolverChoice;
use crate::puzzle::{Encoded, HandOver, PuzzleKind};
use std::collections::HashSet;
use varisat::{CnfFormula, ExtendFormula, Lit, Var};

/// How clues enter the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClueMode {
    /// Clues are unit clauses: the puzzle as given.
    Fixed,
    /// Clues are not added; callers assume the literals of the clues they want.
    Assumed,
}

/// Size of the CNF given to the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct CnfStats {
    /// Number of variables.
    pub(crate) variables: usize,
    /// Number of clauses, as encoded (before blocking clauses and cuts).
    pub(crate) clauses: usize,
    /// Models cut off by lazy constraints ([`crate::puzzle::Encode::cuts`]) so far.
    pub(crate) cut_rounds: usize,
    /// Clauses those cuts added.
    pub(crate) cuts: usize,
}

/// The answer to "what are the solutions, and is there only one?".
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Verdict<S> {
    /// No solution.
    Unsatisfiable,
    /// A solution; `None` when uniqueness was not checked.
    Solved(S, Option<bool>),
    /// Two different solutions.
    Multiple(S, S),
}

/// The result of [`Session::solve_within`] (and of the search for a second solution near
/// the first, in [`Session::verdict`]).
#[derive(Clone, Debug)]
pub(crate) enum Attempt<S> {
    /// A model that keeps every rule, and its solution.
    Solved((Model, S)),
    /// No solution under the assumptions.
    Unsatisfiable,
    /// The limit on lazy rounds was reached first (or, for the search near a first
    /// solution, its budget of conflicts).
    GaveUp,
}

/// An incremental solver holding one puzzle's encoding.
pub(crate) struct Session<'p, P: PuzzleKind> {
    puzzle: &'p P,
    solver: Backend,
    encoding: Encoded<P::Vars>,
    stats: CnfStats,
    /// When the work stops (the solver looks at it; so does the making of cuts).
    deadline: Deadline,
    /// The projection literals a blocking clause names: all of them, but those the
    /// hand-over fixes by a unit clause (the same in every solution).
    blocked: Vec<Lit>,
    /// Whether a second solution is first looked for near the first
    /// ([`Session::verdict`]): when reasoning handed anything over
    /// ([`Session::handed_over`]).
    guided: bool,
    /// Where the complete search for a second solution runs when the search near the first
    /// gave up ([`Session::prove_uniqueness_on`]); `None`: on this session's solver.
    prover: Option<(SolverChoice, Limits)>,
}

/// The conflicts the search for a second solution guided by the first may spend
/// ([`Session::verdict`]) before the search that decides uniqueness starts again from the
/// hand-over's phases.
/// Measured on the tournament puzzles whose second solution is not a 2x2 swap: 1000 and
/// 300 took about a quarter off their time each, 100 less.
const GUIDED_BUDGET: i32 = 1000;

impl CnfStats {
    /// The size of `formula` as encoded, before any cut.
    pub(crate) fn of(formula: &CnfFormula) -> Self {
        CnfStats {
            variables: formula.var_count(),
            clauses: formula.len(),
            ..CnfStats::default()
        }
    }
}

impl<'p, P: PuzzleKind> Session<'p, P> {
    /// Encodes `puzzle` into a new varisat solver, within the default limits (the unit
    /// tests' way).
    #[cfg(test)]
    pub(crate) fn new(puzzle: &'p P, mode: ClueMode) -> Result<Self, Error> {
        Self::with_solver(puzzle, mode, &SolverChoice::Varisat, &Limits::default())
    }

    /// Encodes `puzzle` for the chosen solver; a puzzle whose CNF would need more memory
    /// than `limits` allow is refused before it is encoded.
    pub(crate) fn with_solver(
        puzzle: &'p P,
        mode: ClueMode,
        choice: &SolverChoice,
        limits: &Limits,
    ) -> Result<Self, Error> {
        Self::build(puzzle, mode, choice, limits, false)
    }

    /// [`Session::with_solver`] with fixed clues, given what reasoning found
    /// ([`crate::puzzle::Encode::hand_over`]): its clauses added, its phases the values the
    /// solver tries first. For the search that continues where the puzzle's own gave up;
    /// never for what is certified or written as DIMACS.
    pub(crate) fn handed_over(puzzle: &'p P, choice: &SolverChoice, limits: &Limits) -> Result<Self, Error> {
        Self::build(puzzle, ClueMode::Fixed, choice, limits, true)
    }

    fn build(
        puzzle: &'p P,
        mode: ClueMode,
        choice: &SolverChoice,
        limits: &Limits,
        hand_over: bool,
    ) -> Result<Self, Error> {
        let (formula, encoding) = match mode {
            ClueMode::Fixed => fixed_cnf(puzzle, limits)?,
            ClueMode::Assumed => rules_cnf(puzzle, limits)?,
        };
        // Encoding a large CNF takes a while: past the deadline, no solver is loaded with it.
        limits.check_time()?;
        let stats = CnfStats::of(&formula);
        let handed = match hand_over {
            true => puzzle.hand_over(&encoding.vars, limits.deadline.clone()),
            false => HandOver::default(),
        };
        let mut solver = Backend::with_phases(formula, choice, limits.deadline.clone(), &handed.phases);
        for clause in &handed.clauses {
            solver.add_clause(clause);
        }
        // The root's cells are the same in every solution: a blocking clause need not name
        // them.
        let fixed: HashSet<Var> = handed
            .clauses
            .iter()
            .filter_map(|clause| match clause[..] {
                [unit] => Some(unit.var()),
                _ => None,
            })
            .collect();
        let blocked = encoding
            .projection
            .iter()
            .copied()
            .filter(|lit| !fixed.contains(&lit.var()))
            .collect();
        Ok(Session {
            puzzle,
            solver,
            encoding,
            stats,
            deadline: limits.deadline.clone(),
            guided: handed != HandOver::default(),
            prover: None,
            blocked,
        })
    }

    /// The puzzle encoded.
    pub(crate) fn puzzle(&self) -> &'p P {
        self.puzzle
    }

    /// Size of the CNF as encoded (before blocking clauses), and the cuts added so far.
    pub(crate) fn stats(&self) -> CnfStats {
        self.stats
    }

    /// The encoding: cell literals, projection and clue literals.
    pub(crate) fn encoding(&self) -> &Encoded<P::Vars> {
        &self.encoding
    }

    /// Solves under `assumptions`; the model and its decoded solution, or `None`. A model
    /// that breaks a rule the CNF leaves out ([`crate::puzzle::Encode::cuts`]) is cut off and the solver
    /// runs again, until a model keeps every rule or none is left.
    pub(crate) fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<(Model, P::Solution)>, Error> {
        match self.solve_within(assumptions, usize::MAX)? {
            Attempt::Solved(found) => Ok(Some(found)),
            Attempt::Unsatisfiable => Ok(None),
            Attempt::GaveUp => unreachable!("no limit on the rounds"),
        }
    }

    /// Like [`Session::solve`], but gives up after cutting off `rounds` models (lazy
    /// constraints): for callers with a cheaper plan B (the Yin Yang generator). The cuts
    /// added so far stay; they hold in every solution.
    pub(crate) fn solve_within(
        &mut self,
        assumptions: &[Lit],
        rounds: usize,
    ) -> Result<Attempt<P::Solution>, Error> {
        let mut left = rounds;
        loop {
            let Some(model) = self.solver.solve(assumptions)? else {
                return Ok(Attempt::Unsatisfiable);
            };
            let cuts = match self.solution_or_cuts(model) {
                Ok(found) => return Ok(Attempt::Solved(found)),
                Err(cuts) => cuts,
            };
            if left == 0 {
                return Ok(Attempt::GaveUp);
            }
            left -= 1;
            self.add_cuts(&cuts);
        }
    }

    /// The model and its solution when it keeps every rule the CNF leaves out, else the
    /// cuts that exclude it (lazy constraints).
    fn solution_or_cuts(&self, model: Model) -> Result<(Model, P::Solution), Vec<Vec<Lit>>> {
        let cuts = self
            .puzzle
            .cuts(&self.encoding.vars, &model, self.deadline.clone());
        if !cuts.is_empty() {
            return Err(cuts);
        }
        let solution = self.puzzle.decode(&self.encoding.vars, &model);
        Ok((model, solution))
    }

    /// Adds `cuts` for good (each holds in every solution), counted in the stats.
    fn add_cuts(&mut self, cuts: &[Vec<Lit>]) {
        self.stats.cut_rounds += 1;
        self.stats.cuts += cuts.len();
        for cut in cuts {
            self.solver.add_clause(cut);
        }
    }

    /// After [`Session::solve`] found no model under `assumptions`: a subset of them that
    /// already has none, when the solver tells (varisat and CaDiCaL do, programs do not).
    pub(crate) fn failed_assumptions(&self, assumptions: &[Lit]) -> Option<Vec<Lit>> {
        self.solver.failed_assumptions(assumptions)
    }

    /// Excludes the model's projection values for good (named only where the hand-over
    /// leaves a cell open: the others are the same in every solution).
    pub(crate) fn block(&mut self, model: &Model) {
        let clause = model.blocking_clause(&self.blocked);
        self.solver.add_clause(&clause);
    }

    /// Excludes the model's projection values while the returned literal is assumed.
    pub(crate) fn block_while(&mut self, model: &Model) -> Lit {
        let guard = self.solver.new_lit();
        let mut clause = model.blocking_clause(&self.blocked);
        clause.push(!guard);
        self.solver.add_clause(&clause);
        guard
    }

    /// Adds a clause for good (for callers that constrain the puzzle further).
    pub(crate) fn add_clause(&mut self, clause: &[Lit]) {
        self.solver.add_clause(clause);
    }

    /// A solution and, if `check_unique`, whether it is the only one. Blocks what it finds.
    pub(crate) fn verdict(&mut self, check_unique: bool) -> Result<Verdict<P::Solution>, Error> {
        let Some((model, first)) = self.solve(&[])? else {
            return Ok(Verdict::Unsatisfiable);
        };
        if !check_unique {
            return Ok(Verdict::Solved(first, None));
        }
        if let Some(second) = self.puzzle.nearby_solution(&first).filter(|s| s != &first) {
            return Ok(Verdict::Multiple(first, second));
        }
        self.block(&model);
        // Near the first solution within a budget, then (if that decided nothing) the
        // complete search from the hand-over's phases.
        let near = match self.guided {
            true => self.near(&model)?,
            false => Attempt::GaveUp,
        };
        let second = match near {
            Attempt::Solved(found) => Some(found),
            Attempt::Unsatisfiable => None,
            Attempt::GaveUp => match self.prover.take() {
                Some((choice, limits)) => self.second_on(&choice, &limits, &model)?,
                None => self.solve(&[])?,
            },
        };
        Ok(match second {
            None => Verdict::Solved(first, Some(true)),
            Some((_, second)) => Verdict::Multiple(first, second),
        })
    }

    /// Runs the complete search for a second solution, when the search near the first gave
    /// up ([`Session::verdict`]), on `choice` over the puzzle's plain CNF (fixed clues,
    /// nothing handed over) within `limits`, instead of on this session's solver. That
    /// search is mostly a proof that there is none, where phases do not help: the
    /// hand-over's CNF on CaDiCaL with forced phases proved 9-, 10- and 12-Dom unique in
    /// 0.08, 0.19 and 0.50 s, the plain CNF on varisat in 0.06, 0.10 and 0.36 s (whole
    /// process, CPU); Knotty's and Thing's second solutions, not a swap away, are found
    /// near the first before it.
    pub(crate) fn prove_uniqueness_on(&mut self, choice: SolverChoice, limits: Limits) {
        self.prover = Some((choice, limits));
    }

    /// A solution other than `first` (the model of this session's first solution), from a
    /// new session on `choice` over the plain CNF, or `None` when there is none.
    fn second_on(
        &self,
        choice: &SolverChoice,
        limits: &Limits,
        first: &Model,
    ) -> Result<Option<(Model, P::Solution)>, Error> {
        let mut plain = Session::with_solver(self.puzzle, ClueMode::Fixed, choice, limits)?;
        // The same encoding, so the same projection literals.
        plain.block(first);
        plain.solve(&[])
    }

    /// After `first` is blocked: a search that decides every variable first as `first` has
    /// it (the solver's forced phases, where it has them: the embedded CaDiCaL), within
    /// [`GUIDED_BUDGET`] conflicts, for a second solution near the first. [`Attempt::GaveUp`]
    /// when the budget ran out (or the solver cannot be guided), else the answer: a second
    /// solution, or none. Either is the solver's answer on the same clauses (the phases and
    /// the budget change the path, not the formula), so "none" is a proof.
    fn near(&mut self, first: &Model) -> Result<Attempt<P::Solution>, Error> {
        let model = match self.solver.solve_guided(first, GUIDED_BUDGET)? {
            Budgeted::GaveUp => return Ok(Attempt::GaveUp),
            Budgeted::Unsatisfiable => return Ok(Attempt::Unsatisfiable),
            Budgeted::Model(model) => model,
        };
        match self.solution_or_cuts(model) {
            Ok(found) => Ok(Attempt::Solved(found)),
            // A model that breaks a rule the CNF leaves out: the complete search goes on
            // from its cuts.
            Err(cuts) => {
                self.add_cuts(&cuts);
                Ok(Attempt::GaveUp)
            }
        }
    }

    /// Counts solutions up to `limit`, calling `each` on every one; returns the count and
    /// whether the enumeration finished (false when the limit stopped it). The unit tests'
    /// way; the library's counts verify each solution as they go ([`Session::try_enumerate`]).
    #[cfg(test)]
    pub(crate) fn enumerate(
        &mut self,
        limit: Option<u64>,
        mut each: impl FnMut(&P::Solution),
    ) -> Result<(u64, bool), Error> {
        self.try_enumerate(limit, |solution| {
            each(solution);
            Ok(())
        })
    }

    /// Like [`Session::enumerate`], but an error from `each` (a solution that breaks a rule,
    /// say) ends the enumeration at once and is returned.
    pub(crate) fn try_enumerate(
        &mut self,
        limit: Option<u64>,
        mut each: impl FnMut(&P::Solution) -> Result<(), Error>,
    ) -> Result<(u64, bool), Error> {
        let mut count = 0;
        loop {
            if limit.is_some_and(|limit| count >= limit) {
                let complete = self.solve(&[])?.is_none();
                return Ok((count, complete));
            }
            match self.solve(&[])? {
                None => return Ok((count, true)),
                Some((model, solution)) => {
                    count += 1;
                    each(&solution)?;
                    self.block(&model);
                }
            }
        }
    }
}
