//! The header of puzz.link URLs: what is read, and each error with its column.

use super::*;

const FILLOMINO: Genre = Genre {
    name: "fillomino",
    flags: &["t"],
};
const YINYANG: Genre = Genre {
    name: "yinyang",
    flags: &[],
};

/// What a header read gives: the flags, size, body and the body's column.
type Header = (Vec<String>, Size, String, usize);

/// The header of `url` read as `genre`, or the error's column and message.
fn read(url: &str, genre: Genre) -> Result<Header, (Option<usize>, String)> {
    let source = Source::inline("<url>", url);
    let line = source.content_lines("#")[0];
    match Url::parse(&source, line, genre) {
        Ok(url) => {
            let column = url.body_error((0, String::new())).column.unwrap();
            let flags = url.flags.iter().map(|f| f.to_string()).collect();
            Ok((flags, url.size, url.body.to_string(), column))
        }
        Err(error) => Err((error.column, error.message)),
    }
}

#[test]
fn any_host_flags_size_and_body() {
    let (flags, size, body, column) = read("https://puzz.link/p?fillomino/t/4/3/g21o", FILLOMINO).unwrap();
    assert_eq!(
        (flags, size, body.as_str(), column),
        (vec!["t".to_string()], Size::new(4, 3), "g21o", 37)
    );
    for url in [
        "http://pzv.jp/p.html?yinyang/6/5/0j4",
        "https://pzprxs.vercel.app/p?yinyang/6/5/0j4",
        "?yinyang/6/5/0j4",
        "p?yinyang/06/+5/0j4/",
        // The query starts at `?yinyang/`, even after another `?`.
        "https://example.org/?go=p?yinyang/6/5/0j4",
    ] {
        let (flags, size, body, _) = read(url, YINYANG).unwrap_or_else(|e| panic!("{url}: {e:?}"));
        assert_eq!(
            (flags.len(), size, body.as_str()),
            (0, Size::new(6, 5), "0j4"),
            "{url}"
        );
    }
    // Flags are optional (the genre says which it needs) and may repeat.
    assert_eq!(read("p?fillomino/4/4/1", FILLOMINO).unwrap().0.len(), 0);
    assert_eq!(read("p?fillomino/t/t/4/4/1", FILLOMINO).unwrap().0.len(), 2);
    // The body may be left out, with or without its `/`.
    assert_eq!(read("p?yinyang/4/3", YINYANG).unwrap().2, "");
    assert_eq!(read("p?yinyang/4/3/", YINYANG).unwrap().2, "");
}

#[test]
fn header_errors_name_the_part_and_what_was_expected() {
    let error = |url, genre| read(url, genre).unwrap_err();
    assert_eq!(
        error("https://puzz.link/p?fillomino/3/3/000", YINYANG),
        (
            Some(21),
            "this is a puzz.link `fillomino` URL, not `yinyang`: expected `?yinyang/<columns>/<rows>/<cells>`".into()
        )
    );
    assert_eq!(
        error("https://puzz.link/p?yinyang/3", YINYANG),
        (
            Some(30),
            "expected the number of rows (1 to 4096) in `yinyang/<columns>/<rows>/<cells>`, found nothing"
                .into()
        )
    );
    assert_eq!(
        error("p?yinyang/x/3/000", YINYANG),
        (
            Some(11),
            "expected the number of columns (1 to 4096) in `yinyang/<columns>/<rows>/<cells>`, found `x`"
                .into()
        )
    );
    assert_eq!(
        error("p?fillomino/t/x/3/000", FILLOMINO),
        (
            Some(15),
            "expected a flag (`t`) or the number of columns (1 to 4096) in `fillomino/t/<columns>/<rows>/<cells>`, found `x`".into()
        )
    );
    // A number too large is no flag.
    let (column, message) = error("p?fillomino/t/99999999999999999999/4/1", FILLOMINO);
    assert_eq!(column, Some(15));
    assert!(
        message.starts_with("expected the number of columns (1 to 4096) in `fillomino/t/"),
        "{message}"
    );
    let (column, message) = error("p?fillomino/t/4/99999999999999999999/1", FILLOMINO);
    assert_eq!(column, Some(17));
    assert!(
        message.starts_with("expected the number of rows (1 to 4096)"),
        "{message}"
    );
    assert!(message.ends_with("found `99999999999999999999`"), "{message}");
    assert!(error("p?yinyang/0/3", YINYANG).1.contains("number of columns"));
    assert!(error("p?yinyang/3/4097", YINYANG).1.contains("number of rows"));
    assert_eq!(
        error("p?yinyang/3/3/000/x/y", YINYANG),
        (Some(19), "unexpected `/x/y` after the cells".into())
    );
    assert_eq!(
        error("yinyang/3/3", YINYANG),
        (
            None,
            "expected a puzz.link URL with `?yinyang/<columns>/<rows>/<cells>`".into()
        )
    );
    // Columns count characters, after the line's indentation.
    let source = Source::inline("<url>", "\n  ?yinyang/é/3");
    let error = Url::parse(&source, source.content_lines("#")[0], YINYANG).unwrap_err();
    assert_eq!((error.line, error.column), (Some(2), Some(12)));
}

#[test]
fn body_errors_are_placed_after_the_header() {
    let source = Source::inline("<url>", " p?yinyang/3/3/0é0");
    let url = Url::parse(&source, source.content_lines("#")[0], YINYANG).unwrap();
    // `é` is two bytes: the `0` after it is byte 3 of the body, character 3.
    let error = url.body_error((3, "here".into()));
    assert_eq!(
        (error.line, error.column, error.message.as_str()),
        (Some(1), Some(18), "here")
    );
    assert_eq!(url.error("whole").column, None);
}

#[test]
fn urls_are_written_as_they_are_read() {
    let url = FILLOMINO.url(&["t"], Size::new(4, 2), "g21");
    assert_eq!(url, "https://puzz.link/p?fillomino/t/4/2/g21");
    assert!(FILLOMINO.looks_like_url(&url) && !YINYANG.looks_like_url(&url));
    assert_eq!(read(&url, FILLOMINO).unwrap().2, "g21");
    assert_eq!(
        YINYANG.url(&[], Size::new(1, 3), "0"),
        "https://puzz.link/p?yinyang/1/3/0"
    );
}

#[test]
fn genres_are_the_word_after_the_question_mark() {
    assert_eq!(
        genre_of("https://puzz.link/p?nurikabe/5/5/abc"),
        Some((20, "nurikabe"))
    );
    assert_eq!(genre_of("p?fillomino/t/4/4/g"), Some((2, "fillomino")));
    assert_eq!(genre_of("cols+ ? ? ?"), None);
    assert_eq!(genre_of("https://puzz.link/p?"), None);
}
