//! The conformance suite: what every puzzle kind of the registry (`gridsat::registry::KINDS`)
//! must do, checked the same way for each and written for none in particular. A kind's
//! instances are the files of `instances/NAME/` (NAME: the kind's `name`) in its formats,
//! each with an `.answer` file listing every solution; everything else comes from the
//! registry row (extensions, encodings, the generator's options) and from what the kind
//! writes (native text, play links, pictures). Adding a kind (its module, its row, its
//! folder of instances) adds it to every check here without an edit.
//!
//! - `instances`: solved, counted and analysed as the answer file says (every solution,
//!   uniqueness); the answer files verified, whole and partly filled.
//! - `formats`: the native text (with notes too) and every play link read back as the same
//!   puzzle.
//! - `cnf`: the CNF estimate bounds the CNF built, in every encoding; the DIMACS output
//!   solved by a fresh varisat decodes to an answer.
//! - `generation`: small seeded puzzles with each option the generator takes: verified,
//!   unique, read back, repeatable; refused over a memory limit.
//! - `detection`: the kind told from the extension and from the content alone, and content
//!   under another kind's extension or name called what it is.
//! - `drawing`: the text picture, and SVG pictures that parse as XML, solved and not.
//! - `bad_input`: inputs made from the instances (empty, comments alone, cut short, a line
//!   dropped) are errors naming the input, never panics. The catalogue of
//!   `tests/bad_input/` (the `robustness` area) holds each format's own cases.
//!
//! `GRIDSAT_KIND=NAME,...` runs the checks for those kinds only.

// Helpers of this area.
mod kinds;

mod bad_input;
mod cnf;
mod detection;
mod drawing;
mod formats;
mod generation;
mod instances;
