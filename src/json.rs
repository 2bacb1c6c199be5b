//! The JSON objects of the command line's `--format json` (`solve`, `count`, `analyze`,
//! `hint`, `verify`), built here so that every front end gives the same object for the same
//! input: the `gridsat` binary prints them, the WebAssembly bindings (`web/`) return them.
//! Each starts with `input`, the name the input goes by; the rest are the fields of the
//! library's report ([`crate::report::SolveReport`], [`crate::report::CountReport`],
//! [`crate::analyze::Analysis`], [`crate::analyze::hint::Hint`]) or of `verify`'s checks.

use crate::answer::AnswerCheck;
use serde_json::{Map, Value, json};
use std::time::Duration;

/// A report as a JSON object with the input's name first, then the report's fields (a
/// report that does not serialize as an object adds nothing).
#[must_use]
pub fn with_input(input: &str, report: &impl serde::Serialize) -> Value {
    let mut object = Map::new();
    object.insert("input".into(), json!(input));
    if let Ok(Value::Object(fields)) = serde_json::to_value(report) {
        object.extend(fields);
    }
    Value::Object(object)
}

/// The object of an input whose work the time limit `limit` stopped: `{"input", "status":
/// "timeout", "timeout"}` (seconds).
#[must_use]
pub fn timeout_object(input: &str, limit: Duration) -> Value {
    json!({"input": input, "status": "timeout", "timeout": limit.as_secs_f64()})
}

/// The object of an input whose work a signal (or another interrupt) stopped: `{"input",
/// "status": "interrupted"}`.
#[must_use]
pub fn interrupted_object(input: &str) -> Value {
    json!({"input": input, "status": "interrupted"})
}

/// What a count stopped before its end found: `stopped` ([`timeout_object`] or
/// [`interrupted_object`]) with the solutions `counted` so far and `"complete": false`.
#[must_use]
pub fn count_stopped(mut stopped: Value, counted: u64) -> Value {
    if let Value::Object(fields) = &mut stopped {
        fields.insert("count".into(), json!(counted));
        fields.insert("complete".into(), json!(false));
    }
    stopped
}

/// `verify`'s object for the answer file `answer` checked against the puzzle `input`:
/// `{"input", "answer", "valid" (every grid a valid solution), "grids": [{"index", "line",
/// "cells", "unknown", "valid", "broken": [rule, ...]}, ...]}`, one entry per grid of the
/// file in order.
#[must_use]
pub fn verify_object(input: &str, answer: &str, checks: &[AnswerCheck]) -> Value {
    let grids: Vec<Value> = checks
        .iter()
        .map(|check| {
            json!({
                "index": check.index,
                "line": check.line,
                "cells": check.cells,
                "unknown": check.unknown,
                "valid": check.is_valid(),
                "broken": check.broken,
            })
        })
        .collect();
    json!({
        "input": input,
        "answer": answer,
        "valid": checks.iter().all(AnswerCheck::is_valid),
        "grids": grids,
    })
}
