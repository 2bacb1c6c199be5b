//! Values across the boundary: the arguments a call takes from JavaScript (a text, a list of
//! rows, an options object), checked, and the JSON objects it returns, made JavaScript
//! objects by `JSON.parse` (so that they are what the command line prints, key order
//! included).

use crate::errors::{WebError, usage};
use serde_json::{Map, Value};
use wasm_bindgen::{JsCast, JsValue};

/// The argument `what` of `call` as a text: it must be a string.
pub(crate) fn text(value: &JsValue, call: &str, what: &str) -> Result<String, WebError> {
    value
        .as_string()
        .ok_or_else(|| usage(format!("{call}: {what} is a string, not {}", type_of(value))))
}

/// The argument `what` of `call` as a text, or none for `null` and `undefined`.
pub(crate) fn optional_text(value: &JsValue, call: &str, what: &str) -> Result<Option<String>, WebError> {
    match value.is_null() || value.is_undefined() {
        true => Ok(None),
        false => text(value, call, what).map(Some),
    }
}

/// The argument `what` of `call` as rows of a grid (an array of strings), or none for
/// `null` and `undefined`.
pub(crate) fn rows(value: &JsValue, call: &str, what: &str) -> Result<Option<Vec<String>>, WebError> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let wrong = || {
        usage(format!(
            "{call}: {what} is an array of strings (the rows), not {}",
            type_of(value)
        ))
    };
    let array = value.dyn_ref::<js_sys::Array>().ok_or_else(wrong)?;
    array
        .iter()
        .map(|row| row.as_string().ok_or_else(wrong))
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// The fields of the object `value` (argument `what` of `call`), none for `null` and
/// `undefined`; anything but a plain object of JSON values is refused.
pub(crate) fn object_fields(value: &JsValue, call: &str, what: &str) -> Result<Map<String, Value>, WebError> {
    if value.is_null() || value.is_undefined() {
        return Ok(Map::new());
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(usage(format!(
            "{call}: {what} is an object, not {}",
            type_of(value)
        )));
    }
    let refused = |why: String| usage(format!("{call}: {what}: {why}"));
    let json = js_sys::JSON::stringify(value)
        .map_err(|e| refused(format!("not plain data ({})", describe(&e))))?
        .as_string()
        .ok_or_else(|| refused("not plain data".to_string()))?;
    match serde_json::from_str(&json) {
        Ok(Value::Object(fields)) => Ok(fields),
        Ok(_) => Err(refused("not an object".to_string())),
        Err(e) => Err(refused(e.to_string())),
    }
}

/// A JSON value as the JavaScript value `JSON.parse` makes of it.
pub(crate) fn to_js(value: &Value) -> JsValue {
    // serde_json's text is valid JSON: JSON.parse takes it.
    js_sys::JSON::parse(&value.to_string()).unwrap_or(JsValue::NULL)
}

/// `typeof value` in words, for messages: `a number`, `null`, `an object`, ...
fn type_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_string();
    }
    if js_sys::Array::is_array(value) {
        return "an array".to_string();
    }
    let name = value.js_typeof().as_string().unwrap_or_default();
    match name.as_str() {
        "object" | "undefined" => format!("{}{name}", if name == "object" { "an " } else { "" }),
        _ => format!("a {name}"),
    }
}

/// What a thrown JavaScript value says.
fn describe(value: &JsValue) -> String {
    match value.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => value
            .as_string()
            .unwrap_or_else(|| "a value JSON cannot hold".to_string()),
    }
}
