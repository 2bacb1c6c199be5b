//! Play links end to end, for every kind of the registry: the files `generate --out` writes
//! carry every play link of their puzzle as `# play:` lines (as many as the library gives
//! for the puzzle read back), and the file and every link solve to one solution. Each
//! kind's area checks its own links (Simon Tatham's games, puzz.link genres); the
//! conformance suite reads every link of every instance and generated puzzle back.

use crate::run_gridsat::{json_of_in, root, run_in};
use gridsat::registry::{self, KINDS};
use gridsat::source::Source;

#[test]
fn files_written_carry_their_links() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    for kind in KINDS {
        let args = [
            "generate", kind.name, "--size", "5x5", "--seed", "9", "--count", "2", "--out", &out,
        ];
        let printed = run_in(&root(), &args, "", 0);
        assert_eq!(printed.lines().count(), 2, "{printed}");
        for path in printed.lines() {
            let text = std::fs::read_to_string(path).unwrap();
            let links: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("# play: ")).collect();
            let source = Source::from_file(path.as_ref(), &Default::default()).unwrap();
            let expected = registry::parse(&source, None).unwrap().play_links();
            assert_eq!(links, expected, "{path}:\n{text}");
            // The file and every link are one puzzle.
            let file = json_of_in(&root(), &["solve", path], "", 0);
            for link in links {
                let online = json_of_in(&root(), &["solve", link], "", 0);
                assert_eq!(file["solution"], online["solution"], "{path}: {link}");
            }
        }
    }
}
