//! puzz.link URLs, the part every genre shares: `https://puzz.link/p?<genre>/<flags>/
//! <columns>/<rows>/<body>`, on any host (puzz.link, pzv.jp's `p.html?…`, pzprxs.vercel.app,
//! or just `?…`: only what follows `?` matters), with an optional `/` after the body. The
//! header is read here once, so that every genre's reader refuses a bad one with the same
//! precise message (the column of the part and what was expected), and the body's common
//! encodings live in [`numbers`] (pzprjs's `decodeNumber16`) and [`packed`] (several small
//! digits to a character: circles, borders). Each genre's `url.rs` reads only its body.

pub(crate) mod numbers;
pub(crate) mod packed;
#[cfg(test)]
mod tests;

use crate::error::ParseError;
use crate::grid::Size;
use crate::source::{Line, Source};

/// Something wrong in a URL body: the byte index in the body where, and why.
pub(crate) type BodyError = (usize, String);

/// A genre as its URLs name it, and the flags that may come before its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Genre {
    /// The word after `?` (`fillomino`, `yinyang`).
    pub name: &'static str,
    /// The flags understood between the name and the size (`t` for Fillomino's groups of at
    /// most 3); none for most genres.
    pub flags: &'static [&'static str],
}

impl Genre {
    /// What follows `?`, as messages show it: `fillomino/t/<columns>/<rows>/<cells>`.
    fn shape(&self) -> String {
        format!("{}/{}<columns>/<rows>/<cells>", self.name, slashed(self.flags))
    }

    /// Whether `line` is a URL of this genre: it holds `?<name>/`.
    pub(crate) fn looks_like_url(&self, line: &str) -> bool {
        line.contains(&format!("?{}/", self.name))
    }

    /// The URL of a puzzle of this genre on puzz.link: its flags, size and body.
    pub(crate) fn url(&self, flags: &[&str], size: Size, body: &str) -> String {
        format!(
            "https://puzz.link/p?{}/{}{}/{}/{body}",
            self.name,
            slashed(flags),
            size.width,
            size.height
        )
    }
}

/// The genre of a puzz.link URL (`…?nurikabe/5/5/…`: the word after the first `?`, followed
/// by `/`) and its byte offset in `line`; `None` when `line` is not shaped so.
pub(crate) fn genre_of(line: &str) -> Option<(usize, &str)> {
    let at = line.find('?')? + 1;
    let rest = &line[at..];
    let end = rest.find('/')?;
    let genre = &rest[..end];
    let word = !genre.is_empty() && genre.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    word.then_some((at, genre))
}

/// A URL whose header has been read: its flags, size and body, and where the body is, so
/// that the genre's body reader can report errors at their column.
#[derive(Clone, Debug)]
pub(crate) struct Url<'a> {
    /// The flags before the size, each one of the genre's.
    pub flags: Vec<&'a str>,
    /// The grid size.
    pub size: Size,
    /// The cells and whatever the genre writes after them (empty when left out).
    pub body: &'a str,
    /// The byte offset of the body in the line.
    body_at: usize,
    source: &'a Source,
    line: Line<'a>,
}

impl<'a> Url<'a> {
    /// Reads the header of the URL on `line`, which must be of `genre`. The query starts
    /// after the first `?<name>/` (else after the first `?`, to name the genre found).
    pub(crate) fn parse(source: &'a Source, line: Line<'a>, genre: Genre) -> Result<Url<'a>, ParseError> {
        let text = line.text;
        let query_at = match text.find(&format!("?{}/", genre.name)) {
            Some(at) => at + 1,
            None => match text.find('?') {
                Some(at) => at + 1,
                None => {
                    return Err(source.error_at_line(
                        line.number,
                        format!("expected a puzz.link URL with `?{}`", genre.shape()),
                    ));
                }
            },
        };
        let parts: Vec<&str> = text[query_at..].split('/').collect();
        // Byte offset in `text` of part `i` (the end of the line past the last part).
        let part_at = |i: usize| {
            (query_at
                + parts[..i.min(parts.len())]
                    .iter()
                    .map(|p| p.len() + 1)
                    .sum::<usize>())
            .min(text.len())
        };
        let error_at =
            |i: usize, message: String| source.error_at(line.number, line.column(part_at(i)), message);
        if parts[0] != genre.name {
            return Err(error_at(
                0,
                format!(
                    "this is a puzz.link `{}` URL, not `{}`: expected `?{}`",
                    parts[0],
                    genre.name,
                    genre.shape()
                ),
            ));
        }
        let mut next = 1;
        while parts.get(next).is_some_and(|part| genre.flags.contains(part)) {
            next += 1;
        }
        let flags = parts[1..next].to_vec();
        let mut sides = [0; 2];
        for (side, name) in sides.iter_mut().zip(["columns", "rows"]) {
            let part = parts.get(next).copied().unwrap_or("");
            let value = part
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=Size::MAX_SIDE).contains(n));
            *side = value.ok_or_else(|| {
                let found = if part.is_empty() {
                    "nothing".to_string()
                } else {
                    format!("`{part}`")
                };
                // Flags may come where the columns do (but a number is no flag).
                let number = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
                let flag = if name == "columns" && !genre.flags.is_empty() && !number {
                    format!("a flag ({}) or ", quoted(genre.flags))
                } else {
                    String::new()
                };
                let message = format!(
                    "expected {flag}the number of {name} (1 to {}) in `{}`, found {found}",
                    Size::MAX_SIDE,
                    genre.shape()
                );
                error_at(next, message)
            })?;
            next += 1;
        }
        let body_part = next;
        let trailing_slash = parts.len() == body_part + 2 && parts[body_part + 1].is_empty();
        if parts.len() > body_part + 1 && !trailing_slash {
            return Err(error_at(
                body_part + 1,
                format!(
                    "unexpected `/{}` after the cells",
                    parts[body_part + 1..].join("/")
                ),
            ));
        }
        Ok(Url {
            flags,
            size: Size::new(sides[0], sides[1]),
            body: parts.get(body_part).copied().unwrap_or(""),
            body_at: part_at(body_part),
            source,
            line,
        })
    }

    /// The error for what is wrong at byte `at` of the body: its line and column.
    pub(crate) fn body_error(&self, (at, message): BodyError) -> ParseError {
        self.source
            .error_at(self.line.number, self.line.column(self.body_at + at), message)
    }

    /// An error about the URL as a whole: its line.
    pub(crate) fn error(&self, message: impl Into<String>) -> ParseError {
        self.source.error_at_line(self.line.number, message)
    }
}

/// Each flag followed by `/`, as URLs write them before the size.
fn slashed(flags: &[&str]) -> String {
    flags.iter().map(|f| format!("{f}/")).collect()
}

/// `` `t` ``, `` `t` or `b` ``: the flags, quoted, as choices.
fn quoted(flags: &[&str]) -> String {
    let quoted: Vec<String> = flags.iter().map(|f| format!("`{f}`")).collect();
    quoted.join(" or ")
}
