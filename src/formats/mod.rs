//! The game IDs and URLs that several kinds read and write, in the parts they share:
//! Simon Tatham's game IDs ([`tatham`]: his random-seed IDs, which no kind can read, are
//! told apart and explained) and puzz.link URLs ([`puzzlink`]: the header, and the body's
//! common encodings). Each kind reads its own ID and URL body with them. The layer sits on
//! [`crate::source`], which knows nothing of it; the registry asks it which command-line
//! arguments are IDs rather than file names ([`is_inline_id`]).

pub(crate) mod puzzlink;
pub(crate) mod tatham;

/// Whether a command-line argument that names no file is an ID or URL given inline: it has
/// a `:` or `?` (game IDs `WxH:…`, URLs), or is a Simon Tatham random-seed ID such as
/// `6x6#12345` (which the kinds refuse with a message that says why).
pub(crate) fn is_inline_id(argument: &str) -> bool {
    argument.contains(':') || argument.contains('?') || tatham::is_random_seed_id(argument)
}
