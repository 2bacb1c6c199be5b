//! What the calls return, as Python classes made here from the library's reports (not from
//! their JSON): frozen, compared by value, pickled through `__reduce__` (their constructor
//! and fields), with a `repr` like a dataclass's. Each class is declared once, by
//! [`result_class!`]: its fields (the Python attributes, the constructor's arguments and the
//! pickled state, in that order) and the methods it adds.

use gridsat::analyze::Analysis as AnalysisReport;
use gridsat::analyze::hint::Hint as HintReport;
use gridsat::report::{CountReport, SolveReport};
use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use serde::Serialize;

/// A frozen Python class of the `gridsat` module whose instances hold `fields`: each one an
/// attribute and an argument of its constructor (with its default, if any), shown by
/// `repr` unless marked `hidden`; equality, pickling and `repr` go by those fields.
/// `methods` are added to the class as they are.
macro_rules! result_class {
    (
        $(#[$doc:meta])*
        class $name:ident {
            $( $(#[$field_doc:meta])* $field:ident: $type:ty $(= $default:expr)? $(, $hidden:ident)? ; )*
        }
        methods { $($methods:tt)* }
    ) => {
        $(#[$doc])*
        #[pyclass(frozen, module = "gridsat")]
        pub struct $name {
            $( $(#[$field_doc])* #[pyo3(get)] pub $field: $type, )*
        }

        #[pymethods]
        impl $name {
            #[new]
            #[pyo3(signature = ($($field $(= $default)?),*))]
            #[allow(clippy::too_many_arguments)] // one per field, as pickling calls it
            fn new($($field: $type),*) -> Self {
                $name { $($field),* }
            }

            /// The class and the constructor's arguments: a copy pickles whole.
            fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, pyo3::types::PyType>, Bound<'py, PyTuple>)> {
                Ok((py.get_type::<Self>(), self.fields(py)?))
            }

            fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                match other.cast::<Self>() {
                    Ok(other) => self.fields(py)?.eq(other.get().fields(py)?)?.into_py_any(py),
                    Err(_) => Ok(py.NotImplemented()),
                }
            }

            fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
                let mut shown: Vec<String> = Vec::new();
                $(
                    if !result_class!(@hidden $($hidden)?) {
                        let value = (&self.$field).into_bound_py_any(py)?;
                        shown.push(format!("{}={}", stringify!($field), value.repr()?));
                    }
                )*
                Ok(format!("{}({})", stringify!($name), shown.join(", ")))
            }

            $($methods)*
        }

        impl $name {
            /// Every field, in the constructor's order.
            fn fields<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
                let values: Vec<Bound<'py, PyAny>> = vec![
                    $( (&self.$field).into_bound_py_any(py)?, )*
                ];
                PyTuple::new(py, values)
            }
        }
    };
    (@hidden hidden) => { true };
    (@hidden) => { false };
}

result_class! {
    /// What `Puzzle.solve` finds: the fields of `gridsat solve --format json`.
    ///
    /// `status` is "solved", "unsatisfiable" (no solution: `reason` says why when it is
    /// visible without search) or "invalid" (the solver's model broke a rule, listed in
    /// `violations`: an encoding bug or a wrong external model). `unique` is True, False
    /// (`other_solution` is then a second one) or None (not checked). `solution` and
    /// `other_solution` are rows of symbols, as the answer files of `instances/`. `checked` is
    /// False when a verdict rests on an external solver's word.
    class SolveResult {
        puzzle: Py<PyAny>, hidden;
        status: String;
        unique: Option<bool>;
        solution: Option<Vec<String>>;
        other_solution: Option<Vec<String>> = None;
        checked: bool = true;
        violations: Vec<String> = Vec::new();
        reason: Option<String> = None;
        matches_goal: Option<bool> = None;
        stats: Option<Py<PyAny>> = None;
        picture: String = String::new(), hidden;
    }
    methods {
        /// Whether a solution was found (and verified).
        #[getter]
        fn solved(&self) -> bool {
            self.status == "solved"
        }

        /// The solved puzzle as an SVG picture (the puzzle alone without a solution).
        fn svg(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
            self.puzzle.call_method1(py, "svg", (&self.solution,))
        }

        fn _repr_svg_(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
            self.svg(py)
        }

        fn __str__(&self) -> &str {
            &self.picture
        }
    }
}

result_class! {
    /// What `Puzzle.count` finds: `count` solutions, all of them when `complete`, else
    /// those found before the `limit` or the `timeout` stopped the count (`timed_out` says
    /// which: True for the time limit).
    class CountResult {
        puzzle: Py<PyAny>, hidden;
        count: u64;
        complete: bool;
        stats: Option<Py<PyAny>> = None;
        timed_out: bool = false;
    }
    methods {}
}

result_class! {
    /// What `Puzzle.analyze` finds: the fields of `gridsat analyze --format json`.
    ///
    /// `solutions` is "none", "one" or "several"; `cells` the rows with a cell's symbol
    /// where every solution has it and `?` where they differ; `differing_cells` the
    /// `(row, column)` (from 1) where `solution` and `other_solution` differ; `conflict`
    /// (without solution) `{"rules_alone", "clues"}`: clues that already conflict;
    /// `difficulty` `{"level": "easy"|"medium"|"hard", "measure": "cnf"|"lines", ...}`:
    /// Hanjie is rated by line logic ("lines": easy is line solvable, medium needs probing,
    /// hard needs search), with "lines" `{"by_probing", "open_after_line_logic",
    /// "open_after_probing"}` (cells as `[row, column]` from 1) and "impossible_line" when a
    /// line has no filling. With several solutions, `mends`: clues to add that make the
    /// puzzle unique, each `{"clues": [...], "cells": [[row, column], ...]}` checked by
    /// solving, the fewest clues first; `mend_note` says why there is none when there is none.
    class Analysis {
        puzzle: Py<PyAny>, hidden;
        solutions: String;
        cells: Option<Vec<String>>;
        forced_cells: usize;
        total_cells: usize;
        solution: Option<Vec<String>> = None;
        other_solution: Option<Vec<String>> = None;
        differing_cells: Vec<(usize, usize)> = Vec::new();
        conflict: Option<Py<PyAny>> = None;
        reason: Option<String> = None;
        difficulty: Option<Py<PyAny>> = None;
        difficulty_error: Option<String> = None;
        stats: Option<Py<PyAny>> = None;
        picture: String = String::new(), hidden;
        mends: Vec<Py<PyAny>> = Vec::new();
        mend_note: Option<String> = None;
    }
    methods {
        /// The puzzle as an SVG picture, with its solution when it has exactly one.
        fn _repr_svg_(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
            let solution = if self.solutions == "one" { self.solution.as_ref() } else { None };
            self.puzzle.call_method1(py, "svg", (solution,))
        }

        fn __str__(&self) -> &str {
            &self.picture
        }
    }
}

result_class! {
    /// What `Puzzle.hint` finds: the fields of `gridsat hint --format json`.
    ///
    /// `status` is "next" (`step` is the next cell), "wrong" (`wrong_cells`, each
    /// `{"cell": [row, column], "value", "expected"}`, with `broken_rules`), "solved",
    /// "no_solution" or "nothing_forced" (several solutions, every cell they share filled
    /// in). `step` is `{"cell": [row, column], "value", "deduction": "line_logic" |
    /// "propagation" | "probing" | "search", "clues", "filled_cells", "fixes",
    /// "explanation"}` (and "contradiction" for probing on lines); cells count from 1, values
    /// are the answer file's symbols. `cells` is the grid as the answer fills it, givens
    /// included, `?` for the others.
    class Hint {
        puzzle: Py<PyAny>, hidden;
        status: String;
        solutions: String;
        cells: Vec<String>;
        filled_cells: usize;
        total_cells: usize;
        wrong_cells: Vec<Py<PyAny>> = Vec::new();
        broken_rules: Vec<String> = Vec::new();
        step: Option<Py<PyAny>> = None;
        stats: Option<Py<PyAny>> = None;
    }
    methods {
        /// The reason in words: the step's explanation, or what keeps the hint from one.
        fn __str__(&self, py: Python<'_>) -> PyResult<String> {
            match &self.step {
                Some(step) => step.bind(py).get_item("explanation")?.extract(),
                None => Ok(self.status.replace('_', " ")),
            }
        }
    }
}

result_class! {
    /// What `Puzzle.verify` finds: `broken`, every rule the grid breaks (for a partly filled
    /// grid, those its filled cells break whatever fills the rest); `unknown` of its `cells`
    /// not filled in.
    class Check {
        broken: Vec<String>;
        unknown: usize;
        cells: usize;
    }
    methods {
        /// Whether the grid is a solution: complete, and breaking no rule.
        #[getter]
        fn valid(&self) -> bool {
            self.unknown == 0 && self.broken.is_empty()
        }
    }
}

result_class! {
    /// A puzzle made by `gridsat.generate`: the `puzzle` (its `text` is the native file, with
    /// the seed and the play link as comments, ready to save), the `solution` planted in it,
    /// and the `seed` that makes it again.
    class Generated {
        puzzle: Py<PyAny>;
        solution: Vec<String>;
        seed: u64;
    }
    methods {
        /// Where the puzzle can be played online, when its kind has such a site.
        #[getter]
        fn play_link(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
            self.puzzle.getattr(py, "play_link")
        }

        fn _repr_svg_(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
            self.puzzle.call_method0(py, "svg")
        }
    }
}

/// A report's part as Python sees it in JSON (a dict, a list, a string...): what the
/// command line's `--format json` prints for it, read by Python's `json`.
fn plain(py: Python<'_>, value: &impl Serialize) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).expect("reports serialize to JSON");
    Ok(py
        .import("json")?
        .call_method1("loads", (PyString::new(py, &text),))?
        .unbind())
}

/// Each of `values` as [`plain`] makes it.
fn plain_each(py: Python<'_>, values: &[impl Serialize]) -> PyResult<Vec<Py<PyAny>>> {
    values.iter().map(|value| plain(py, value)).collect()
}

/// The name an enum of the report takes in JSON ("solved", "several", ...).
fn name(value: &impl Serialize) -> String {
    match serde_json::to_value(value).expect("reports serialize to JSON") {
        serde_json::Value::String(name) => name,
        other => other.to_string(),
    }
}

impl SolveResult {
    /// The result of `report` on `puzzle`.
    pub fn of(py: Python<'_>, puzzle: Py<PyAny>, report: SolveReport) -> PyResult<Self> {
        Ok(SolveResult {
            puzzle,
            status: name(&report.status),
            unique: report.unique,
            solution: report.solution,
            other_solution: report.other_solution,
            checked: report.checked,
            violations: report.violations,
            reason: report.reason,
            matches_goal: report.matches_goal,
            stats: Some(plain(py, &report.stats)?),
            picture: report.picture,
        })
    }
}

impl CountResult {
    /// The result of `report` on `puzzle`.
    pub fn of(py: Python<'_>, puzzle: Py<PyAny>, report: CountReport) -> PyResult<Self> {
        Ok(CountResult {
            puzzle,
            count: report.count,
            complete: report.complete,
            stats: Some(plain(py, &report.stats)?),
            timed_out: report.timed_out,
        })
    }
}

impl Analysis {
    /// The result of `report` on `puzzle`.
    pub fn of(py: Python<'_>, puzzle: Py<PyAny>, report: AnalysisReport) -> PyResult<Self> {
        Ok(Analysis {
            puzzle,
            solutions: name(&report.solutions),
            cells: report.cells,
            forced_cells: report.forced_cells,
            total_cells: report.total_cells,
            solution: report.solution,
            other_solution: report.other_solution,
            differing_cells: report
                .differing_cells
                .iter()
                .map(|&[row, column]| (row, column))
                .collect(),
            conflict: report.conflict.as_ref().map(|c| plain(py, c)).transpose()?,
            reason: report.reason,
            difficulty: report.difficulty.as_ref().map(|d| plain(py, d)).transpose()?,
            difficulty_error: report.difficulty_error,
            stats: Some(plain(py, &report.stats)?),
            picture: report.picture,
            mends: plain_each(py, &report.mends)?,
            mend_note: report.mend_note,
        })
    }
}

impl Hint {
    /// The result of `found` on `puzzle`.
    pub fn of(py: Python<'_>, puzzle: Py<PyAny>, found: HintReport) -> PyResult<Self> {
        Ok(Hint {
            puzzle,
            status: name(&found.status),
            solutions: name(&found.solutions),
            cells: found.cells,
            filled_cells: found.filled_cells,
            total_cells: found.total_cells,
            wrong_cells: plain_each(py, &found.wrong_cells)?,
            broken_rules: found.broken_rules,
            step: found.step.as_ref().map(|s| plain(py, s)).transpose()?,
            stats: Some(plain(py, &found.stats)?),
        })
    }
}
