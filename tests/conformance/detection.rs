//! Which kind an input is: every instance is told from its file's extension and from its
//! content alone, where exactly one kind's detection accepts it; and the content of one
//! kind read as another (by that kind's extension, or named) is an error that says which
//! kind it looks like.

use crate::conformance::kinds::{for_every_kind, instances, with_extension};
use gridsat::Error;
use gridsat::error::KindChoice;
use gridsat::registry::{self, KINDS};
use gridsat::source::Source;
use std::path::Path;

#[test]
fn every_instance_is_told_from_its_extension_and_from_its_content() {
    for_every_kind(|kind| {
        for extension in kind.extensions {
            let file = format!("puzzle.{}", extension.to_ascii_uppercase());
            assert!(registry::is_puzzle_file(Path::new(&file)), "{file}");
        }
        for instance in instances(kind) {
            let what = &instance.name;
            let by_extension = registry::parse(&instance.source(), None).unwrap();
            assert_eq!(by_extension.kind(), kind.name, "{what}");
            let text = Source::inline("no-extension", instance.text.clone());
            let by_content = registry::parse(&text, None)
                .unwrap_or_else(|e| panic!("{what}: not told from its content: {e}"));
            assert_eq!(by_content.kind(), kind.name, "{what}");
            let detecting: Vec<&str> = KINDS
                .iter()
                .filter(|k| k.detect(&text).is_some())
                .map(|k| k.name)
                .collect();
            assert_eq!(
                detecting,
                [kind.name],
                "{what}: the kinds whose detection accepts it"
            );
            let line = kind.detect(&text).unwrap();
            assert!(
                line >= 1 && line <= text.text.lines().count(),
                "{what}: line {line}"
            );
        }
    });
}

#[test]
fn content_of_one_kind_read_as_another_says_what_it_looks_like() {
    for_every_kind(|kind| {
        for instance in instances(kind) {
            for other in KINDS.iter().filter(|other| other.name != kind.name) {
                let extension = other.extensions[0];
                let name = format!("misnamed.{extension}");
                let what = format!("{} as .{extension}", instance.name);
                let looks_like = |error: Error, chosen: KindChoice| match error {
                    Error::WrongKind {
                        error,
                        looks_like,
                        chosen: how,
                    } => {
                        assert_eq!((looks_like, how), (kind.name, chosen), "{what}: {error}");
                        let message = error.to_string();
                        assert!(
                            message.contains(kind.title) && message.contains(other.title),
                            "{what}: {message}"
                        );
                    }
                    other => panic!("{what}: {other}"),
                };
                let misnamed = with_extension(&name, &instance.text, extension);
                let result = registry::parse(&misnamed, None);
                looks_like(
                    result.err().expect("read as the other kind"),
                    KindChoice::Extension,
                );
                let named = Source::inline("named", instance.text.clone());
                let result = registry::parse(&named, Some(other.name));
                looks_like(result.err().expect("read as the other kind"), KindChoice::Named);
            }
        }
    });
}
