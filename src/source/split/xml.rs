//! Where a part of a text is in an XML document, followed line by line, so that a line
//! `---` inside the root element of a webpbn XML puzzle is read as its text and not as a
//! separator between puzzles.

/// Where a part is in an XML document, told line by line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Xml {
    /// Only blank lines so far.
    Unknown,
    /// The part is not XML (its first line does not start with `<`).
    Not,
    /// XML before its root element (the declaration, comments, a DOCTYPE).
    Prolog,
    /// Inside the root element of this name (every line is its content).
    InRoot(String),
    /// After the root element.
    Closed,
}

impl Xml {
    /// The state after `line` (trimmed). Only the root element is followed: where it opens
    /// (the first `<` before a name: not `<?`, `<!`, nor in a comment on that line) and
    /// where its end tag (or `/>`) is. Each line is looked at once.
    pub(super) fn after(self, line: &str) -> Xml {
        match self {
            Xml::Unknown if line.is_empty() => Xml::Unknown,
            Xml::Unknown if line.starts_with('<') => Xml::Prolog.after(line),
            Xml::Unknown | Xml::Not => Xml::Not,
            Xml::Prolog => match root_start(line) {
                Some((name, rest)) if !closes(rest, name) => Xml::InRoot(name.to_string()),
                Some(_) => Xml::Closed,
                None => Xml::Prolog,
            },
            Xml::InRoot(name) if line.contains("</") && line.contains(&format!("</{name}>")) => Xml::Closed,
            Xml::InRoot(name) => Xml::InRoot(name),
            Xml::Closed => Xml::Closed,
        }
    }
}

/// The name of the element that `line` opens first (not a declaration, comment or DOCTYPE),
/// and the rest of the line after its name.
fn root_start(line: &str) -> Option<(&str, &str)> {
    let mut rest = line;
    loop {
        let at = rest.find('<')?;
        rest = &rest[at + 1..];
        if let Some(comment) = rest.strip_prefix("!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        if rest.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
                .unwrap_or(rest.len());
            return Some((&rest[..end], &rest[end..]));
        }
    }
}

/// Whether `rest`, the line after the start of element `name`, closes it: `/>` ends its
/// start tag, or its end tag follows.
fn closes(rest: &str, name: &str) -> bool {
    let tag_end = rest.find('>');
    tag_end.is_some_and(|end| rest[..end].ends_with('/')) || rest.contains(&format!("</{name}>"))
}
