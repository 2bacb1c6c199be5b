//! The library's errors as JavaScript `Error`s: the message is the library's own
//! ([`Error::about`] the input, options named as the JS options are), and the error carries
//! `kind` (what went wrong, one word) and, when known, `line` and `column` (from 1),
//! `origin`, `option`, `limit`, `enough`, `looks_like` or `found`.

use gridsat::analyze::Level;
use gridsat::error::{Choice, Limit};
use gridsat::registry::NoneOfLevel;
use gridsat::{Error, ParseError};
use wasm_bindgen::JsValue;

/// An error of a call, ready to be thrown: the library's error and the input it is about,
/// or a difficulty that `generate` did not find.
#[derive(Debug)]
pub(crate) enum WebError {
    /// The library's error, and the name of the input concerned when known.
    Library {
        /// The error.
        error: Error,
        /// The input's name (`options.name`, or `puzzle`).
        input: Option<String>,
    },
    /// `generate` with `difficulty` made its attempts and none had it.
    NoneOfLevel {
        /// The message, as the command line's.
        message: String,
        /// How many of each difficulty were made.
        found: NoneOfLevel,
    },
}

impl From<Error> for WebError {
    fn from(error: Error) -> Self {
        WebError::Library { error, input: None }
    }
}

impl From<ParseError> for WebError {
    fn from(error: ParseError) -> Self {
        Error::Parse(error).into()
    }
}

/// A usage error: an option or argument the bindings refuse.
pub(crate) fn usage(message: impl Into<String>) -> WebError {
    Error::Usage(message.into()).into()
}

impl WebError {
    /// This error about `input`, unless it names one already.
    pub(crate) fn about(self, name: &str) -> Self {
        match self {
            WebError::Library { error, input: None } => WebError::Library {
                error,
                input: Some(name.to_string()),
            },
            other => other,
        }
    }
}

/// The word of `error.kind` for each error of the library.
fn kind(error: &Error) -> &'static str {
    match error {
        Error::Parse(_) => "parse",
        Error::Io { .. } => "io",
        Error::Usage(_) | Error::Refused(_) => "usage",
        Error::Solver(_) => "solver",
        Error::TooLarge { .. } => "too_large",
        Error::UnknownKind(_) => "unknown_kind",
        Error::WrongKind { .. } => "wrong_kind",
        Error::EncodingBug(_) => "encoding_bug",
        Error::TimedOut => "timeout",
        Error::Interrupted => "interrupted",
        _ => "error",
    }
}

/// How the JS options are named in messages: as the library names them, except the
/// options whose name differs (`unique: false`, `max_memory`).
pub(crate) fn option_name(choice: Choice) -> &'static str {
    match choice {
        Choice::AllowMultiple => "unique: false",
        other => other.name(),
    }
}

/// Sets `object[key] = value` (an `Error` object is extensible: this cannot fail).
fn set(object: &JsValue, key: &str, value: impl Into<JsValue>) {
    let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), &value.into());
}

/// Sets `line`, `column` and `origin` from a parse error.
fn set_place(object: &JsValue, parse: &ParseError) {
    set(object, "origin", parse.origin.as_str());
    if let Some(line) = parse.line {
        set(object, "line", line as f64);
    }
    if let Some(column) = parse.column {
        set(object, "column", column as f64);
    }
}

impl From<WebError> for JsValue {
    fn from(error: WebError) -> JsValue {
        match error {
            WebError::Library { error, input } => {
                let message = match &input {
                    Some(input) => error.about(input),
                    None => error.to_string(),
                };
                let message = error.naming_options(message, option_name);
                let object: JsValue = js_sys::Error::new(&message).into();
                set(&object, "kind", kind(&error));
                match &error {
                    Error::Parse(parse) | Error::UnknownKind(parse) => set_place(&object, parse),
                    Error::WrongKind {
                        error: parse,
                        looks_like,
                        ..
                    } => {
                        set_place(&object, parse);
                        set(&object, "looks_like", *looks_like);
                    }
                    Error::Refused(refusal) => set(&object, "option", option_name(refusal.option)),
                    Error::TooLarge { limit, enough, .. } => {
                        let limit = match limit {
                            Limit::Memory => "max_memory",
                            Limit::InputSize => "max_input_size",
                            _ => "limit",
                        };
                        set(&object, "limit", limit);
                        if let Some(enough) = enough {
                            set(&object, "enough", *enough as f64);
                        }
                    }
                    Error::Io { path, .. } => set(&object, "path", path.as_str()),
                    _ => {}
                }
                if let Some(input) = input {
                    set(&object, "input", input);
                }
                object
            }
            WebError::NoneOfLevel { message, found } => {
                let object: JsValue = js_sys::Error::new(&message).into();
                set(&object, "kind", "difficulty_not_found");
                let counts = js_sys::Object::new();
                for (level, count) in Level::ALL.iter().zip(found.found) {
                    set(&counts, level.name(), count as f64);
                }
                set(&object, "found", counts);
                object
            }
        }
    }
}

/// A short object about `error` (of the input `input`) for a list: `{message, kind, line,
/// column}`, `line` and `column` `null` when not known.
pub(crate) fn summary(error: &Error, input: &str) -> serde_json::Value {
    let place = match error {
        Error::Parse(parse) | Error::UnknownKind(parse) | Error::WrongKind { error: parse, .. } => {
            (parse.line, parse.column)
        }
        _ => (None, None),
    };
    serde_json::json!({
        "message": error.naming_options(error.about(input), option_name),
        "kind": kind(error),
        "line": place.0,
        "column": place.1,
    })
}
