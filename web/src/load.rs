//! A puzzle from the text a call is given, read as the command line reads a file of that
//! name: within the input size limit, the format chosen by the name's extension or told
//! from the text (native text, `.non`, webpbn XML, `.g`, a tournament set, a Tatham game ID
//! or a puzz.link URL), one puzzle of a text of several chosen by `index`; `lib.rs` parses
//! it (`registry::parse`) with the options `kind` and `encoding`.

use crate::errors::WebError;
use crate::options::Options;
use gridsat::source::Source;
use std::path::Path;

/// The whole text as a source named `name` (its extension, lower case, as a file's),
/// refused over `options`' input size limit.
pub(crate) fn whole_source(text: String, options: &Options) -> Result<Source, WebError> {
    let name = options.name();
    options.limits().check_input_size(name, Some(text.len() as u64))?;
    let extension = Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    Ok(Source {
        extension,
        ..Source::inline(name, text)
    })
}

/// The one puzzle of `text` that `options.index` names (from 1), or its only one; a text of
/// several without `index` is refused, naming the numbers to choose from.
pub(crate) fn source(text: String, options: &Options) -> Result<Source, WebError> {
    let whole = whole_source(text, options)?;
    if let Some(index) = options.index {
        return Ok(whole.puzzle(index)?);
    }
    Ok(whole.the_one_puzzle("this call reads one", |first, last| {
        format!("choose one with the option index, {first} to {last} (puzzles(text) lists them)")
    })?)
}
