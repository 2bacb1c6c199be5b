//! Which kind an input is: told from the file's extension, or from its content (each kind's
//! [`crate::puzzle::Puzzle::detect`]); and what to say when no kind reads it (empty, a
//! Simon Tatham random-seed ID, a puzz.link genre gridsat does not solve, or nothing known),
//! or when the content looks like another kind than the one named or the extension's.
//! Every message is made from [`KINDS`], so a new kind appears in all of them.

use super::{KINDS, Kind, kind_names};
use crate::error::{Error, KindChoice, ParseError};
use crate::formats::tatham;
use crate::source::{Line, Source};

/// The kind the file's extension selects.
pub(super) fn by_extension(source: &Source) -> Option<&'static Kind> {
    let extension = source.extension.as_deref()?;
    KINDS.iter().find(|k| k.extensions.contains(&extension))
}

/// The first kind whose content detection accepts `source`, with the line that shows it.
fn by_content(source: &Source) -> Option<(&'static Kind, usize)> {
    KINDS
        .iter()
        .find_map(|kind| kind.detect(source).map(|line| (kind, line)))
}

/// The kind of an input without a puzzle extension, told from its content; or an error
/// saying why none reads it.
pub(super) fn detect(source: &Source) -> Result<&'static Kind, Error> {
    if let Some((kind, _)) = by_content(source) {
        return Ok(kind);
    }
    let Some(line) = source.first_content_line() else {
        return Err(source
            .nothing_error(
                "puzzle",
                &format!("a puzzle of a kind gridsat solves ({})", kind_names()),
            )
            .into());
    };
    if let Some(error) = unreadable(source, line) {
        return Err(error.into());
    }
    if let Some(kind) = game_id_kind(source, line)? {
        return Ok(kind);
    }
    Err(Error::UnknownKind(source.error_at_line(
        line.number,
        format!(
            "cannot tell which kind of puzzle this is (gridsat reads {})",
            kind_names()
        ),
    )))
}

/// When `source`, read as `kind` (chosen by its extension or by name) and found not to be
/// one, looks like another kind, or is an input no kind reads (a random-seed ID, a
/// puzz.link genre gridsat does not solve): the error that says so. `None` when it looks
/// like `kind` itself, or like nothing: then the kind's own error says best what is wrong.
pub(super) fn misread(source: &Source, kind: &Kind, chosen: KindChoice) -> Option<Error> {
    if kind.detect(source).is_some() {
        return None;
    }
    let Some((other, line)) = by_content(source) else {
        let line = source.first_content_line()?;
        return unreadable(source, line).map(Error::Parse);
    };
    let text = source.lines().nth(line - 1).map_or("", |l| l.text);
    let mut excerpt: String = text.chars().take(40).collect();
    if excerpt.len() < text.len() {
        excerpt.push('…');
    }
    let why = match chosen {
        KindChoice::Extension => format!(
            "not a {} puzzle as the extension .{} says: rename the file to {}",
            kind.title,
            source.extension.as_deref().unwrap_or_default(),
            alternatives(other.extensions)
        ),
        KindChoice::Named => format!("not a {} puzzle as asked", kind.title),
    };
    Some(Error::WrongKind {
        error: source.error_at_line(
            line,
            format!("this looks like a {} puzzle (`{excerpt}`), {why}", other.title),
        ),
        looks_like: other.name,
        chosen,
    })
}

/// The error for an input that no kind reads although it has a known shape: a Simon
/// Tatham random-seed ID, or a puzz.link URL of a genre gridsat does not read.
fn unreadable(source: &Source, line: Line) -> Option<ParseError> {
    if tatham::is_random_seed_id(line.text) {
        return Some(tatham::error(source, line));
    }
    let (at, genre) = crate::formats::puzzlink::genre_of(line.text)?;
    let message = unread_genre(genre, KINDS)?;
    Some(source.error_at(line.number, line.column(at), message))
}

/// What to say about a puzz.link URL of `genre` when none of `kinds` reads that genre;
/// `None` when one does (its reader says what is wrong with the URL). A genre named like
/// a kind (`?hanjie/…`, `?123/…`, or `?magnets/…` were Magnets to read no URLs) is not
/// called a kind gridsat does not solve: the message says where that kind's puzzles are
/// read from instead.
fn unread_genre(genre: &str, kinds: &[Kind]) -> Option<String> {
    if kinds.iter().any(|k| k.puzzlink_genres.contains(&genre)) {
        return None;
    }
    let named = |kind: &&Kind| {
        let title: String = kind.title.chars().filter(char::is_ascii_alphanumeric).collect();
        genre.eq_ignore_ascii_case(kind.name) || genre.eq_ignore_ascii_case(&title)
    };
    if let Some(kind) = kinds.iter().find(named) {
        let title = kind.title;
        return Some(match kind.puzzlink_genres {
            [] => format!(
                "a puzz.link {genre} URL: gridsat solves {title} puzzles, but reads no puzz.link URLs of them (it reads {})",
                kind.formats
            ),
            genres => {
                let urls: Vec<String> = genres.iter().map(|g| format!("`?{g}/…`")).collect();
                format!(
                    "a puzz.link {genre} URL: gridsat solves {title} puzzles, but reads them from puzz.link {} URLs ({}), not {genre}",
                    genres.join(" or "),
                    urls.join(" or ")
                )
            }
        });
    }
    let solved: Vec<String> = kinds
        .iter()
        .map(|k| match k.puzzlink_genres {
            [] => k.name.to_string(),
            genres => format!("{} (puzz.link {})", k.name, genres.join(", ")),
        })
        .collect();
    Some(format!(
        "a puzz.link {genre} URL: {genre} is not a kind gridsat solves (it solves: {})",
        solved.join(", ")
    ))
}

/// For a first line shaped like a Simon Tatham game ID (`WxH:…`) that neither Magnets nor
/// Pattern recognised: the kind it is closest to, so that its parser says what is wrong
/// where (a Pattern ID: clues with `/`), or an error saying what a Magnets ID needs (its
/// comma-separated fields, when there are too few for Magnets to recognise it).
fn game_id_kind(source: &Source, line: Line) -> Result<Option<&'static Kind>, ParseError> {
    if !crate::puzzles::hanjie::pattern::starts_like_id(line.text) {
        return Ok(None);
    }
    let desc = line.text.split_once(':').map_or("", |(_, desc)| desc);
    if desc.contains(',') && !desc.contains('/') {
        let fields = desc.split(',').count();
        return Err(source.error_at_line(
            line.number,
            format!(
                "a Magnets game ID `WxH:…` has 5 comma-separated fields (the column +, row +, column - and row - counts, then the layout), found {fields}"
            ),
        ));
    }
    Ok(KINDS.iter().find(|k| k.name == "hanjie"))
}

/// Extensions as choices: `.non`, `.non or .xml`, `.non, .xml or .g`.
fn alternatives(extensions: &[&str]) -> String {
    let dotted: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
    match dotted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The message names the genre and never says a kind gridsat solves is not one (issue
    /// 25: `?magnets/…` was refused as "magnets is not a kind gridsat solves (it solves:
    /// magnets, …)").
    #[test]
    fn a_genre_named_like_a_kind_is_never_called_unsolved() {
        for kind in KINDS {
            let title: String = kind.title.chars().filter(char::is_ascii_alphanumeric).collect();
            for genre in [kind.name, &title, &kind.name.to_ascii_uppercase()] {
                if let Some(message) = unread_genre(genre, KINDS) {
                    assert!(!message.contains("not a kind"), "{genre}: {message}");
                    assert!(message.contains(kind.title), "{genre}: {message}");
                }
            }
        }
        // Every kind named for a puzz.link genre reads it.
        for genre in ["magnets", "yinyang", "nonogram", "fillomino"] {
            assert_eq!(unread_genre(genre, KINDS), None, "{genre}");
        }
        assert_eq!(
            unread_genre("hanjie", KINDS).unwrap(),
            "a puzz.link hanjie URL: gridsat solves Hanjie puzzles, but reads them from puzz.link nonogram URLs (`?nonogram/…`), not hanjie"
        );
        assert!(
            unread_genre("123", KINDS)
                .unwrap()
                .contains("reads them from puzz.link fillomino URLs"),
        );
        // A kind that read no URLs at all: its genre is still not called unsolved.
        let unread = [Kind {
            puzzlink_genres: &[],
            ..Kind::of::<crate::puzzles::magnets::Magnets>()
        }];
        let message = unread_genre("magnets", &unread).unwrap();
        assert!(
            message.starts_with("a puzz.link magnets URL: gridsat solves Magnets puzzles, but reads no puzz.link URLs of them (it reads `.magnets` files"),
            "{message}"
        );
        assert_eq!(
            unread_genre("nurikabe", &unread).unwrap(),
            "a puzz.link nurikabe URL: nurikabe is not a kind gridsat solves (it solves: magnets)"
        );
    }

    /// An input of no kind is one short line naming the kinds (a front end adds where their
    /// formats are listed); an answer file given as a puzzle is named as such, whatever its
    /// rows look like, and whichever kind is asked for.
    #[test]
    fn no_kind_and_an_answer_file_are_said_in_a_few_words() {
        let Err(error) = crate::registry::parse(&Source::inline("note", "hello\n"), None) else {
            panic!("no kind reads it")
        };
        assert!(matches!(error, Error::UnknownKind(_)));
        assert_eq!(
            error.to_string(),
            format!(
                "note:1: cannot tell which kind of puzzle this is (gridsat reads {})",
                kind_names()
            )
        );
        let answer = Source {
            extension: Some("answer".into()),
            ..Source::inline("x.answer", "2212\n1332\n2313\n2133\n")
        };
        for kind in [None, Some("123")] {
            let Err(error) = crate::registry::parse(&answer, kind) else {
                panic!("an answer file is no puzzle")
            };
            assert_eq!(
                error.to_string(),
                "x.answer: an answer file, not a puzzle: name its puzzle instead, and check this answer against it with verify"
            );
        }
    }

    #[test]
    fn extensions_read_as_choices() {
        assert_eq!(alternatives(&["123"]), ".123");
        assert_eq!(alternatives(&["non", "xml"]), ".non or .xml");
        assert_eq!(alternatives(&["non", "xml", "g"]), ".non, .xml or .g");
    }
}
