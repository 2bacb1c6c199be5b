//! What a bug does in the page: a panic of the library (a broken invariant, never bad
//! input) would trap the module (`panic = "abort"`) with "unreachable executed" and no word
//! of what failed. The hook set when the module starts ([`start`]) throws a JavaScript
//! `Error` instead, with `kind: "panic"` and the panic's message and place.
//!
//! The module is unusable after it (the panic ran no destructor and left its stack and
//! locks as they were): whoever catches a `panic` error loads a fresh module, as the page's
//! worker client does by starting a new worker.

use std::panic::PanicHookInfo;
use wasm_bindgen::prelude::*;

/// Sets the panic hook when the module is instantiated (wasm-bindgen's start function, run
/// by `init()`).
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(throw_panic));
}

/// The hook: throws `Error(message)` with `kind: "panic"` out of the module, never returns.
fn throw_panic(info: &PanicHookInfo<'_>) {
    let what = info
        .payload()
        .downcast_ref::<&str>()
        .map(|text| text.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_string());
    let place = info
        .location()
        .map(|at| format!(" at {}:{}:{}", at.file(), at.line(), at.column()))
        .unwrap_or_default();
    let message = format!(
        "gridsat failed on a bug: {what}{place}. Please report it with the puzzle; \
         the module must be loaded again"
    );
    let error: JsValue = js_sys::Error::new(&message).into();
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("kind"), &JsValue::from_str("panic"));
    wasm_bindgen::throw_val(error);
}

/// `panic_for_test(message)`: panics with `message`, as a bug in the library would; how the
/// tests see that the hook turns it into a thrown `Error` (`kind: "panic"`).
#[wasm_bindgen]
pub fn panic_for_test(message: &str) {
    panic!("{message}");
}
