//! Fault injection (cargo feature `fault-injection`): a wrong encoding must be caught by
//! `verify`, never printed. For a small instance of every kind, every clause that
//! `Puzzle::encode` adds is dropped in turn, then has a literal negated; `solve` must then
//! give the answer file's solution, or status `invalid` with the rule and no solution, and
//! `count` the exact count (`analyze` the one solution) or an encoding-bug error; a second
//! model with the same grid is such a bug too. Each kind must have a fault that verify
//! caught, so the check is seen to work. The command line is then run with `GRIDSAT_FAULT`
//! set to such a fault (found here, not written down): it exits 1, names the rule, and
//! prints the wrong grid nowhere on standard output.
//!
//! `cargo test --features fault-injection --test fault_injection`

#[path = "../support/answer_files.rs"]
mod answer_files;
mod fault_injection_support;

use answer_files::read_answers;
use gridsat::Error;
use gridsat::analyze::{self, SolutionCount};
use gridsat::grid::{Grid, Size};
use gridsat::puzzle::{GenerateOptions, Puzzle};
use gridsat::puzzles::{hanjie::Hanjie, magnets::Magnets, onetwothree::OneTwoThree, yinyang::YinYang};
use gridsat::registry;
use gridsat::report::{self, Status};
use gridsat::solve::fault::{Fault, with_fault};
use gridsat::solve::{Engine, SolveOptions};
use gridsat::source::Source;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::{Path, PathBuf};
use varisat::CnfFormula;

/// One small instance of each kind (each with a unique solution), under `instances/`:
/// small enough to try every clause in a debug build. (Magnets' 3x3 example is too small:
/// its counts alone make every single clause of its rules redundant.)
const MAGNETS: &str = "magnets/pzprjs-5x5.magnets";
const HANJIE: &str = "hanjie/webpbn-00001.non";
const ONETWOTHREE: &str = "123/seed-4x4.123";
const YINYANG: &str = "yinyang/pzprjs-test-5x5.yinyang";

/// An instance: the puzzle file, the puzzle read from it and every solution of its
/// `.answer` file.
pub struct Instance<P> {
    pub path: PathBuf,
    pub puzzle: P,
    pub answers: Vec<Vec<String>>,
}

impl<P: Puzzle> Instance<P> {
    /// Reads `instances/NAME` and its answers.
    pub fn load(name: &str) -> Self {
        Self::load_with(name, &[])
    }

    /// Reads `instances/NAME` and its answers, and sets the encoding options `encoding`.
    pub fn load_with(name: &str, encoding: &[&str]) -> Self {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("instances").join(name);
        let source = Source::from_file(&path, &Default::default()).unwrap();
        let mut puzzle = P::parse(&source).unwrap();
        for option in encoding {
            puzzle.set_encoding(option).unwrap();
        }
        let answers = read_answers(&path.with_extension("answer"));
        assert_eq!(answers.len(), 1, "{name}: the checks below want a unique puzzle");
        Instance {
            path,
            puzzle,
            answers,
        }
    }

    /// How many clauses `Puzzle::encode` adds: the faults' range.
    pub fn clauses(&self) -> usize {
        let mut formula = CnfFormula::new();
        self.puzzle.encode(&mut formula);
        formula.len()
    }

    /// The puzzle file's path as an argument.
    pub fn arg(&self) -> String {
        self.path.display().to_string()
    }
}

/// A fault whose wrong grid `verify` caught in `solve`.
#[derive(Clone, Debug)]
pub struct Caught {
    pub fault: Fault,
    /// The first rule the grid breaks, as verify words it.
    pub rule: String,
    /// The grid, as rows.
    pub grid: Vec<String>,
}

/// What `solve` made of a fault.
pub enum Solved {
    /// The answer, as without the fault.
    Correct,
    /// Status `invalid`: verify caught a wrong grid.
    WrongGrid(Caught),
    /// An error: two models gave the same grid (a wrong "not unique" otherwise).
    SameGrid,
}

/// Solves under `fault` and checks the outcome: a solution from the answer file, or status
/// `invalid` with the broken rules and no solution reported, or the error of two models with
/// one grid, or (only when a literal was negated, which can remove models) no solution.
pub fn solve_under<P: Puzzle>(instance: &Instance<P>, fault: Fault) -> Solved {
    let report = match with_fault(Some(fault), || report::solve(&instance.puzzle, true)) {
        Ok(report) => report,
        Err(e) if e.to_string() == Error::same_grid().to_string() => return Solved::SameGrid,
        Err(e) => panic!("{fault}: {e}"),
    };
    match report.status {
        Status::Solved => {
            let solution = report.solution.as_ref().expect("a solved report has a solution");
            assert!(
                instance.answers.contains(solution),
                "{fault}: {solution:?} is no answer"
            );
            assert_eq!(
                report.unique,
                Some(true),
                "{fault}: the answer is the only solution"
            );
            assert!(
                report.violations.is_empty() && report.rejected.is_empty(),
                "{fault}"
            );
            Solved::Correct
        }
        Status::Invalid => {
            assert_eq!(
                (&report.solution, &report.other_solution),
                (&None, &None),
                "{fault}"
            );
            assert_eq!(report.unique, None, "{fault}");
            // The first solution, or the second of the uniqueness check, or both.
            assert!((1..=2).contains(&report.rejected.len()), "{fault}");
            for grid in &report.rejected {
                assert!(
                    !instance.answers.contains(grid),
                    "{fault}: verify rejected an answer"
                );
            }
            let grid = report.rejected[0].clone();
            let rule = report.violations.first().expect("the broken rules are listed");
            Solved::WrongGrid(Caught {
                fault,
                rule: rule.clone(),
                grid,
            })
        }
        Status::Unsatisfiable => {
            assert!(
                matches!(fault, Fault::Flip(_)),
                "{fault}: a dropped clause removes no solution, yet none was found"
            );
            Solved::Correct
        }
    }
}

/// Counts under `fault`: the exact count of the answers (fewer only when a literal was
/// negated), or the error of a counted grid that breaks a rule or comes twice. Returns that
/// error's message, if any.
pub fn count_under<P: Puzzle>(instance: &Instance<P>, fault: Fault) -> Option<String> {
    match with_fault(Some(fault), || report::count(&instance.puzzle, None)) {
        Ok(count) => {
            assert!(count.complete, "{fault}");
            let answers = instance.answers.len() as u64;
            match fault {
                Fault::Drop(_) => assert_eq!(count.count, answers, "{fault}"),
                Fault::Flip(_) => assert!(count.count <= answers, "{fault}: {}", count.count),
            }
            None
        }
        Err(e @ Error::EncodingBug(_)) => Some(e.to_string()),
        Err(e) => panic!("{fault}: count failed otherwise: {e}"),
    }
}

/// Analyses under `fault`: one solution, forced everywhere, the answer; or the error of a
/// grid that breaks a rule or comes twice. Returns whether there was that error.
pub fn analyze_under<P: Puzzle>(instance: &Instance<P>, fault: Fault) -> bool {
    let analysed = with_fault(Some(fault), || {
        analyze::analyze(&instance.puzzle, &SolveOptions::default())
    });
    match analysed {
        Ok(analysis) => {
            assert_eq!(analysis.solutions, SolutionCount::One, "{fault}");
            assert_eq!(analysis.solution.as_ref(), Some(&instance.answers[0]), "{fault}");
            assert_eq!(analysis.forced_cells, analysis.total_cells, "{fault}");
            false
        }
        Err(Error::EncodingBug(_)) => true,
        Err(e) => panic!("{fault}: analyze failed otherwise: {e}"),
    }
}

/// The first dropped clause whose wrong grid solve caught.
pub fn first_caught<P: Puzzle>(instance: &Instance<P>) -> Caught {
    (0..instance.clauses())
        .find_map(|n| match solve_under(instance, Fault::Drop(n)) {
            Solved::WrongGrid(caught) => Some(caught),
            Solved::Correct | Solved::SameGrid => None,
        })
        .expect("some dropped clause lets a wrong grid through")
}

/// Drops every `drop_step`-th clause of the instance (every one for a step of 1) and negates
/// a literal of every `flip_step`-th one; checks solve and count under each (above), that
/// they agree on which faults let a wrong grid through, and that at least one fault did.
fn sweep<P: Puzzle>(instance: &Instance<P>, drop_step: usize, flip_step: usize) {
    let name = instance.path.display();
    let clauses = instance.clauses();
    let drops = (0..clauses).step_by(drop_step).map(Fault::Drop);
    let flips = (0..clauses).step_by(flip_step).map(Fault::Flip);
    let mut caught = 0;
    for fault in drops.chain(flips) {
        let solved = solve_under(instance, fault);
        let by_solve = !matches!(solved, Solved::Correct);
        let by_count = count_under(instance, fault).is_some();
        // A unique puzzle: solve's uniqueness check meets an extra model whenever count and
        // analyze's backbone do.
        if matches!(fault, Fault::Drop(_)) {
            assert_eq!(by_solve, by_count, "{name} {fault}: solve and count disagree");
            let by_analyze = analyze_under(instance, fault);
            assert_eq!(by_solve, by_analyze, "{name} {fault}: solve and analyze disagree");
        }
        caught += usize::from(matches!(solved, Solved::WrongGrid(_)));
    }
    assert!(
        caught > 0,
        "{name}: no fault of {clauses} clauses let a wrong grid through"
    );
}

// Every clause is dropped and every clause flipped, except in Yin Yang's layers CNF (below),
// where that would take minutes.

#[test]
fn magnets_faults_are_caught_or_harmless() {
    sweep(&Instance::<Magnets>::load(MAGNETS), 1, 1);
}

#[test]
fn hanjie_faults_are_caught_or_harmless() {
    sweep(&Instance::<Hanjie>::load(HANJIE), 1, 1);
}

#[test]
fn onetwothree_faults_are_caught_or_harmless() {
    sweep(&Instance::<OneTwoThree>::load(ONETWOTHREE), 1, 1);
}

/// Yin Yang's default lazy connectivity: a wrong model also passes through the cuts.
#[test]
fn yinyang_faults_are_caught_or_harmless() {
    sweep(&Instance::<YinYang>::load(YINYANG), 1, 1);
}

/// The complete layers connectivity (what `dimacs`, `decode` and `--proof` use): about 2,760
/// clauses, 40 ms a fault in a debug build, so a deterministic sample of every 23rd clause
/// dropped and every 59th flipped (about 170 faults, 7 s; all of them take 210 s).
#[test]
fn yinyang_layers_faults_are_caught_or_harmless() {
    let instance = Instance::<YinYang>::load_with(YINYANG, &["layers"]);
    sweep(&instance, 23, 59);
}

/// The Yin Yang generator takes its colouring from the solver: under every dropped clause of
/// the 4x4 encoding it makes a puzzle whose solution is, without the fault, the only one,
/// or it stops with the encoding bug (some fault must make it stop).
#[test]
fn the_generator_never_returns_a_wrong_grid() {
    let size = Size::new(4, 4);
    let empty = YinYang::new(Grid::from_fn(size, |_| None));
    let mut formula = CnfFormula::new();
    empty.encode(&mut formula);
    let kind = registry::kind_named("yinyang").unwrap();
    let options = GenerateOptions::new(size);
    let mut stopped = 0;
    for fault in (0..formula.len()).map(Fault::Drop) {
        let mut rng = StdRng::seed_from_u64(8);
        match with_fault(Some(fault), || kind.generate(&options, &mut rng)) {
            Ok(generated) => {
                let report = generated.puzzle.solve(&sat_options()).unwrap();
                assert_eq!(report.status, Status::Solved, "{fault}");
                assert_eq!(report.unique, Some(true), "{fault}");
                assert_eq!(report.solution, Some(generated.solution_rows), "{fault}");
            }
            Err(Error::EncodingBug(_)) => stopped += 1,
            Err(e) => panic!("{fault}: {e}"),
        }
    }
    assert!(
        stopped > 0,
        "no dropped clause made the generator meet a wrong grid"
    );
}

#[test]
fn the_command_line_never_prints_a_wrong_magnets_grid() {
    fault_injection_support::never_prints_a_wrong_grid(&Instance::<Magnets>::load(MAGNETS));
}

#[test]
fn the_command_line_never_prints_a_wrong_hanjie_grid() {
    fault_injection_support::never_prints_a_wrong_grid(&Instance::<Hanjie>::load(HANJIE));
}

#[test]
fn the_command_line_never_prints_a_wrong_123_grid() {
    fault_injection_support::never_prints_a_wrong_grid(&Instance::<OneTwoThree>::load(ONETWOTHREE));
}

#[test]
fn the_command_line_never_prints_a_wrong_yinyang_grid() {
    fault_injection_support::never_prints_a_wrong_grid(&Instance::<YinYang>::load(YINYANG));
}

#[test]
fn decode_rejects_another_solvers_model_of_a_wrong_encoding() {
    fault_injection_support::decode_rejects_a_wrong_model(&Instance::<Magnets>::load(MAGNETS));
}

#[test]
fn an_unreadable_fault_is_refused() {
    fault_injection_support::refuses_an_unreadable_fault(&Instance::<Magnets>::load(MAGNETS));
}

/// Always the CNF, on varisat: search even when reasoning decides, never the own engine.
fn sat_options() -> SolveOptions {
    let mut options = SolveOptions::default();
    options.always_search = true;
    options.engine = Engine::Sat;
    options
}
