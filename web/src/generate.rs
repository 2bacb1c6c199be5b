//! `generate`: a new puzzle of a kind from a seed, the same as `gridsat generate KIND
//! --size WxH --seed SEED [--difficulty LEVEL]` prints (the first of its puzzles), text and
//! all ([`gridsat::registry::Generated::printed`] makes both).

use crate::convert;
use crate::errors::{WebError, usage};
use crate::options::{self, Options};
use gridsat::analyze::Level;
use gridsat::error::Choice;
use gridsat::grid::Size;
use gridsat::puzzle::GenerateOptions;
use gridsat::registry::{self, generated_note};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use wasm_bindgen::{JsCast, JsValue};

/// The largest whole number a JavaScript number holds exactly: 2^53 - 1.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The seed the option `seed` gives: a whole number from 0 to 2^64 - 1 as a string, a
/// number (a safe integer) or a BigInt; `None` when not given.
fn seed(value: &JsValue) -> Result<Option<u64>, WebError> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let refused = |shown: String| {
        usage(format!(
            "generate: seed {shown}: a seed is a whole number from 0 to 2^64 - 1 (a string, a number up to 2^53 - 1 or a BigInt)"
        ))
    };
    if let Some(number) = value.as_f64() {
        return match number.fract() == 0.0 && (0.0..=MAX_SAFE_INTEGER).contains(&number) {
            true => Ok(Some(number as u64)),
            false => Err(refused(number.to_string())),
        };
    }
    let text = match (value.as_string(), value.dyn_ref::<js_sys::BigInt>()) {
        (Some(text), _) => text,
        (None, Some(big)) => big.to_string(10).map(String::from).unwrap_or_default(),
        (None, None) => return Err(refused("of another type".to_string())),
    };
    match text.trim().parse::<u64>() {
        Ok(seed) => Ok(Some(seed)),
        Err(_) => Err(refused(format!("`{text}`"))),
    }
}

/// The options object without `seed` (read apart: JSON has no BigInt), and the seed.
fn split_seed(options: &JsValue) -> Result<(JsValue, Option<u64>), WebError> {
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Ok((options.clone(), None));
    }
    let seed_key = JsValue::from_str("seed");
    let given = js_sys::Reflect::get(options, &seed_key).unwrap_or(JsValue::UNDEFINED);
    let copy = js_sys::Object::assign(&js_sys::Object::new(), options.unchecked_ref());
    let _ = js_sys::Reflect::delete_property(&copy, &seed_key);
    Ok((copy.into(), seed(&given)?))
}

/// `generate(kind, options)`: see the export in `lib.rs`.
pub(crate) fn generate(kind: &JsValue, options: &JsValue) -> Result<Value, WebError> {
    let kind = convert::text(kind, "generate", "the kind")?;
    let (options, seed) = split_seed(options)?;
    let chosen = Options::of(&options, "generate", options::GENERATE)?;
    let kind = registry::kind_named(&kind)?;
    let size_text = chosen
        .size
        .as_deref()
        .ok_or_else(|| usage("generate: the option size (`WxH`, such as `10x10`) is needed"))?;
    let size: Size = size_text
        .parse()
        .map_err(|e: <Size as std::str::FromStr>::Err| usage(format!("size `{size_text}`: {e}")))?;
    let mut options = GenerateOptions::new(size);
    options.strip = chosen.strip.unwrap_or(false);
    options.unique = chosen.unique.unwrap_or(true);
    options.density = chosen.density;
    options.colours = chosen.colours;
    options.solver = chosen.solver()?;
    options.engine = chosen.engine()?;
    options.time_limit = chosen.time_limit()?;
    options.limits = chosen.limits();
    let wanted = chosen.difficulty.as_deref().map(Level::named).transpose()?;
    match (chosen.attempts, wanted) {
        (Some(_), None) => {
            return Err(gridsat::Error::refused(
                Choice::Attempts,
                "{attempts} is how many puzzles are made, at most, to find one of a difficulty: give difficulty too",
            )
            .into());
        }
        (Some(0), Some(_)) => return Err(usage("attempts 0: at least 1 puzzle is made")),
        (Some(attempts), Some(_)) => options.attempts = attempts,
        (None, _) => {}
    }
    kind.check_generate(&options, wanted.is_some())?;
    let seed = seed.unwrap_or_else(|| rand::rng().random());
    let mut rng = StdRng::seed_from_u64(seed);
    let generated = match wanted {
        None => kind.generate(&options, &mut rng)?,
        Some(wanted) => kind
            .generate_of_level(&options, wanted, &mut rng)?
            .map_err(|none| WebError::NoneOfLevel {
                message: none.message(kind, wanted, &options, seed, str::to_string),
                found: none,
            })?,
    };
    let note = generated_note(seed, Some((1, 1)), options.unique, wanted);
    let size = generated.puzzle.size();
    Ok(json!({
        "kind": kind.name,
        "width": size.width,
        "height": size.height,
        "seed": seed.to_string(),
        "text": generated.printed(&note),
        "solution": generated.solution_rows,
        "extension": generated.extension,
        "play_links": generated.puzzle.play_links(),
        "level": wanted.map(Level::name),
    }))
}
