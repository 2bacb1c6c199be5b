//! gridsat in WebAssembly: the library's commands for JavaScript, as the ES module
//! `gridsat.js` (wasm-bindgen `--target web`) beside the page in `www/`.
//!
//! `await init()` (the module's default export) loads the wasm; every call after it is
//! synchronous (the page runs them in a Web Worker). A call takes the puzzle as text
//! (anything the command line reads from a file, or a game ID or puzz.link URL on one
//! line) and an options object, and returns a plain object equal to what `gridsat CMD
//! --format json` prints for that input (built by the same code: [`gridsat::json`]), with
//! `input` the option `name` (`puzzle` by default). Errors are thrown as JavaScript
//! `Error`s with the library's message and `kind`, `line`, `column` when known
//! ([`errors`]). Nothing is kept between calls: each parses its text again.
//!
//! The exports, each documented where it is defined: [`solve`], [`count`], [`analyze`],
//! [`hint`], [`verify`], [`generate`], [`dimacs`], [`svg`], [`native`], [`answer_file`] (`answer` in JavaScript),
//! [`puzzles`], [`kinds`], [`formats`] and [`version`]. A bug (a panic) is thrown as an
//! `Error` with `kind: "panic"`, after which the module must be loaded again ([`panic`]).

// The library's `Error` is large (a parse error's texts), and each call returns at most one,
// once, to JavaScript: boxing it would save nothing measurable.
#![allow(clippy::result_large_err)]

mod convert;
mod errors;
mod generate;
mod load;
mod options;
mod panic;

use convert::{optional_text, rows, to_js};
use errors::{WebError, usage};
use gridsat::json::{count_stopped, timeout_object, verify_object, with_input};
use gridsat::registry::{self, AnyPuzzle, KINDS};
use gridsat::source::Source;
use options::Options;
use serde_json::{Value, json};
use std::sync::atomic::AtomicU64;
use wasm_bindgen::prelude::*;

/// What every export returns: a value, or an `Error` thrown.
type Answer = Result<JsValue, JsValue>;

/// Runs the call `call` on the puzzle `text` with the options `options` (keys of `takes`):
/// parses both, loads the puzzle, and gives `work` the puzzle, the options and the input's
/// name (the source's: `name`, or `name#K` for puzzle K of several); its errors are about
/// that input.
fn on_puzzle(
    call: &str,
    text: &JsValue,
    options: &JsValue,
    takes: &[&str],
    work: impl FnOnce(Box<dyn AnyPuzzle>, &Options, &str) -> Result<Value, WebError>,
) -> Result<Value, WebError> {
    let options = Options::of(options, call, takes)?;
    let text = convert::text(text, call, "the puzzle")?;
    let name = options.name().to_string();
    let source = load::source(text, &options).map_err(|e| e.about(&name))?;
    let input = source.name.clone();
    let mut puzzle =
        registry::parse(&source, options.kind.as_deref()).map_err(|e| WebError::from(e).about(&input))?;
    if let Some(encoding) = &options.encoding {
        puzzle
            .set_encoding(encoding)
            .map_err(|e| WebError::from(e).about(&input))?;
    }
    work(puzzle, &options, &input).map_err(|e| e.about(&input))
}

/// Runs an export's body and turns its result into what JavaScript gets.
fn answer(result: Result<Value, WebError>) -> Answer {
    result.map(|value| to_js(&value)).map_err(JsValue::from)
}

/// The answer text of `rows` (one grid): the rows, one a line, as an answer file holds them.
fn answer_text(rows: &[String]) -> String {
    let mut text = rows.join("\n");
    text.push('\n');
    text
}

/// `solve(text, {name, kind, encoding, engine, solver, unique = true, always_search,
/// timeout, max_memory, max_input_size, index})`: the object of `gridsat solve --format
/// json` (`status`, `unique`, `solution` rows, `other_solution`, `stats`, ...). A time
/// limit reached is thrown (`kind` `timeout`).
#[wasm_bindgen]
pub fn solve(text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "solve",
        &text,
        &options,
        options::SOLVE,
        |puzzle, options, input| {
            let unique = options.unique.unwrap_or(true);
            let solve_options = options.solve_options(unique, options.always_search.unwrap_or(false))?;
            let report = puzzle.solve(&solve_options)?;
            Ok(with_input(input, &report))
        },
    ))
}

/// `count(text, {limit, timeout, engine, solver, ...})`: the object of `gridsat count
/// --format json` (`count`, `complete`, ...); stopped by `timeout`, the command line's
/// object of a count stopped there (`status` `timeout`, `count` so far, `complete` false).
#[wasm_bindgen]
pub fn count(text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "count",
        &text,
        &options,
        options::COUNT,
        |puzzle, options, input| {
            if options.limit == Some(0) {
                return Err(usage("limit 0: a count stops after at least 1 solution"));
            }
            let solve_options = options.solve_options(false, true)?;
            let report = puzzle.count(options.limit, &solve_options, &AtomicU64::new(0))?;
            match options.time_limit()? {
                Some(limit) if report.timed_out => {
                    Ok(count_stopped(timeout_object(input, limit), report.count))
                }
                _ => Ok(with_input(input, &report)),
            }
        },
    ))
}

/// `analyze(text, {timeout, solver, ...})`: the object of `gridsat analyze --format json`
/// (forced cells, two differing solutions, the conflicting clues, mends, difficulty).
#[wasm_bindgen]
pub fn analyze(text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "analyze",
        &text,
        &options,
        options::ANALYZE,
        |puzzle, options, input| {
            let mut analysis = puzzle.analyze(&options.solve_options(true, false)?)?;
            if let (Some(refusal), Some(error)) = (&analysis.difficulty_refusal, &analysis.difficulty_error) {
                analysis.difficulty_error = Some(refusal.renamed_in(error, errors::option_name));
            }
            Ok(with_input(input, &analysis))
        },
    ))
}

/// `hint(text, answerText | null, {timeout, solver, ...})`: the object of `gridsat hint
/// --format json` for the cells filled in `answerText` (an answer file of one grid, `?` for
/// a cell not filled in; `null`: none filled in).
#[wasm_bindgen]
pub fn hint(text: JsValue, answer_text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "hint",
        &text,
        &options,
        options::ANALYZE,
        |puzzle, options, input| {
            let filled = optional_text(&answer_text, "hint", "the answer")?;
            let filled = filled.map(|text| Source::inline(&format!("{input} (answer)"), text));
            let hint = puzzle.hint(filled.as_ref(), &options.solve_options(true, false)?)?;
            Ok(with_input(input, &hint))
        },
    ))
}

/// `verify(text, answerText, {answer_name, ...})`: the object of `gridsat verify --format
/// json` for every grid of `answerText` (an answer file: rows, grids separated by blank
/// lines, or `solve`'s JSON): `valid`, and each grid's `index`, `line`, `cells`, `unknown`,
/// `valid` and `broken` rules.
#[wasm_bindgen]
pub fn verify(text: JsValue, answer_text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "verify",
        &text,
        &options,
        options::VERIFY,
        |puzzle, options, input| {
            let answer_name = options
                .answer_name
                .clone()
                .unwrap_or_else(|| "answer".to_string());
            let answers = convert::text(&answer_text, "verify", "the answer")?;
            options
                .limits()
                .check_input_size(&answer_name, Some(answers.len() as u64))?;
            let checks = puzzle.verify(&Source::inline(&answer_name, answers))?;
            Ok(verify_object(input, &answer_name, &checks))
        },
    ))
}

/// `generate(kind, {size: "WxH", seed, difficulty, attempts, strip, unique = true, density,
/// colours, engine, solver, timeout, max_memory})`: a new puzzle, `{kind, width, height,
/// seed, text, solution, extension, play_links, level}`, whose `text` is what `gridsat
/// generate KIND --size WxH --seed SEED [--difficulty LEVEL]` prints. `seed` is a whole
/// number from 0 to 2^64 - 1 given as a string, a number (up to 2^53) or a BigInt; a random
/// one when not given (returned as a string).
#[wasm_bindgen]
pub fn generate(kind: JsValue, options: JsValue) -> Answer {
    answer(generate::generate(&kind, &options))
}

/// `dimacs(text, {max_memory, ...})`: the complete CNF in DIMACS, with the comment header
/// `gridsat dimacs` writes.
#[wasm_bindgen]
pub fn dimacs(text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "dimacs",
        &text,
        &options,
        options::DIMACS,
        |puzzle, options, input| {
            let mut out = Vec::new();
            puzzle.write_dimacs(input, &mut out, "<string>", &options.limits())?;
            Ok(Value::String(String::from_utf8_lossy(&out).into_owned()))
        },
    ))
}

/// `svg(text, solutionRows | null, {...})`: the puzzle as an SVG picture (`gridsat draw`),
/// solved with `solutionRows` (rows as `solve` gives them, `?` for a cell not known) when
/// given.
#[wasm_bindgen]
pub fn svg(text: JsValue, solution: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "svg",
        &text,
        &options,
        options::READ,
        |puzzle, _, input| {
            let solution = rows(&solution, "svg", "the solution")?;
            let solution =
                solution.map(|rows| Source::inline(&format!("{input} (solution)"), answer_text(&rows)));
            Ok(Value::String(puzzle.svg(solution.as_ref().map(|s| (s, 1)))?))
        },
    ))
}

/// `native(text, {...})`: the puzzle in gridsat's native text, `{kind, text, width,
/// height, picture, links}` (`links`: where it can be played, Simon Tatham's game and
/// puzz.link, the first the main one).
#[wasm_bindgen]
pub fn native(text: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "native",
        &text,
        &options,
        options::READ,
        |puzzle, _, _| {
            let size = puzzle.size();
            Ok(json!({
                "kind": puzzle.kind(),
                "text": puzzle.to_native(),
                "width": size.width,
                "height": size.height,
                "picture": puzzle.render(),
                "links": puzzle.play_links(),
            }))
        },
    ))
}

/// `answer(text, solutionRows, {...})`: the answer file of `solutionRows` for the puzzle
/// (the rows, one a line), checked to be a grid of the puzzle's size and symbols (`?` for a
/// cell not known); a broken rule is no error (`verify` says which).
#[wasm_bindgen(js_name = answer)]
pub fn answer_file(text: JsValue, solution: JsValue, options: JsValue) -> Answer {
    answer(on_puzzle(
        "answer",
        &text,
        &options,
        options::READ,
        |puzzle, _, input| {
            let solution = rows(&solution, "answer", "the solution")?
                .ok_or_else(|| usage("answer: the solution is an array of strings (the rows), not null"))?;
            let text = answer_text(&solution);
            puzzle.verify(&Source::inline(&format!("{input} (solution)"), text.clone()))?;
            Ok(Value::String(text))
        },
    ))
}

/// `puzzles(text, {name, kind, max_input_size})`: the puzzles of a text of one or several
/// (separated by lines `---`, or a numbered set), each `{index, name, kind, width,
/// height}`, or `{index, name, error: {message, kind, line, column}}` for one that cannot
/// be read; `index` is what the option `index` takes.
#[wasm_bindgen]
pub fn puzzles(text: JsValue, options: JsValue) -> Answer {
    answer((|| {
        let options = Options::of(&options, "puzzles", options::READ)?;
        let text = convert::text(&text, "puzzles", "the text")?;
        let whole = load::whole_source(text, &options).map_err(|e| e.about(options.name()))?;
        let list: Vec<Value> = whole
            .numbered_puzzles()
            .into_iter()
            .enumerate()
            .map(|(position, (number, source))| {
                let index = number.unwrap_or(position + 1);
                match registry::parse(&source, options.kind.as_deref()) {
                    Ok(puzzle) => json!({
                        "index": index,
                        "name": source.name,
                        "kind": puzzle.kind(),
                        "width": puzzle.size().width,
                        "height": puzzle.size().height,
                    }),
                    Err(error) => json!({
                        "index": index,
                        "name": source.name,
                        "error": errors::summary(&error, &source.name),
                    }),
                }
            })
            .collect();
        Ok(Value::Array(list))
    })())
}

/// `kinds()`: every kind, `{name, title, extensions, encodings, formats, puzzlink_genres,
/// generator_takes}`, in the order of `gridsat --help`.
#[wasm_bindgen]
pub fn kinds() -> JsValue {
    let list: Vec<Value> = KINDS
        .iter()
        .map(|kind| {
            let takes: Vec<&str> = kind
                .generator_takes
                .iter()
                .map(|c| errors::option_name(*c))
                .collect();
            json!({
                "name": kind.name,
                "title": kind.title,
                "extensions": kind.extensions,
                "encodings": kind.encodings,
                "formats": kind.formats,
                "puzzlink_genres": kind.puzzlink_genres,
                "generator_takes": takes,
            })
        })
        .collect();
    to_js(&Value::Array(list))
}

/// `formats()`: the kinds and the inputs each reads, as `gridsat --help` lists them.
#[wasm_bindgen]
pub fn formats() -> String {
    registry::kinds_and_formats()
}

/// `version()`: gridsat's version, as `gridsat --version` and generated puzzles' notes say.
#[wasm_bindgen]
pub fn version() -> String {
    gridsat::VERSION.to_string()
}
