//! Simon Tatham's game IDs, the part the kinds that read them share: his random-seed IDs
//! (`6x6#12345`, `10x10#123`, or `magnets:6x6#12345`, or an address of his web version
//! ending `magnets.html#6x6#12345`), the parameters, `#` and a seed that his own generator
//! turns into a puzzle. gridsat does not have his
//! generators, so it cannot tell which puzzle such an ID stands for; it says so and names
//! the descriptive ID (`6x6:…`) his games show for the same puzzle.

use crate::error::ParseError;
use crate::source::{Line, Source};

/// The ID in `line`: what follows `GAME.html#` in an address of the web version, or the
/// line without a `GAME:` prefix (`magnets:`, `pattern:`).
fn id_of(line: &str) -> &str {
    if let Some(at) = line.find(".html#") {
        return &line[at + ".html#".len()..];
    }
    match line.split_once(':') {
        Some((game, rest)) if !game.is_empty() && game.bytes().all(|b| b.is_ascii_lowercase()) => rest,
        _ => line,
    }
}

/// Whether `line` is a random-seed ID: parameters that start with a size (`6x6`, `10`,
/// then perhaps letters and digits such as Magnets' `dt`), `#`, and a seed.
pub(crate) fn is_random_seed_id(line: &str) -> bool {
    let Some((params, seed)) = id_of(line.trim()).split_once('#') else {
        return false;
    };
    params.starts_with(|c: char| c.is_ascii_digit())
        && params.bytes().all(|b| b.is_ascii_alphanumeric())
        && !seed.is_empty()
        && seed.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The error for the random-seed ID on `line`: what it is, why gridsat cannot read it, and
/// where to find the descriptive game ID of the same puzzle.
pub(crate) fn error(source: &Source, line: Line) -> ParseError {
    let id = id_of(line.text);
    let params = id.split_once('#').map_or(id, |(params, _)| params);
    source.error_at_line(
        line.number,
        format!(
            "`{id}` is a Simon Tatham random-seed ID: the puzzle is whatever his generator makes from the seed, which gridsat cannot repeat; give the puzzle's descriptive game ID instead (`{params}:…`: Game > Specific in his game, or the \"by game ID\" link below the web version)"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_ids_of_every_form_and_nothing_else() {
        for id in [
            "6x6#12345",
            "10x10#123",
            "6x6dt#987654321",
            "10#5",
            "magnets:6x6#12345",
            "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/pattern.html#10x10#123",
        ] {
            assert!(is_random_seed_id(id), "{id}");
        }
        for other in [
            "6x6:201,102,120,111,LRTT*BBLR",
            "4x4:2/1/2/1/1.1/2/1/1",
            "# a comment",
            "magnets 6x6",
            "6x6#",
            "x6#12",
            "puzzle#1.magnets",
            "2024#1.magnets",
            "https://puzz.link/p?yinyang/3/3/000",
        ] {
            assert!(!is_random_seed_id(other), "{other}");
        }
    }

    #[test]
    fn the_error_names_the_line_and_the_descriptive_id_to_give() {
        let source = Source::inline("x", "# saved\nmagnets:6x6#12345\n");
        let line = source.first_content_line().unwrap();
        let error = error(&source, line);
        assert_eq!(error.line, Some(2));
        assert!(
            error
                .message
                .starts_with("`6x6#12345` is a Simon Tatham random-seed ID"),
            "{error}"
        );
        assert!(error.message.contains("(`6x6:…`"), "{error}");
    }
}
