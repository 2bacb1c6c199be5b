//! The guide's facts that the code can check (issue 25): its lists of puzzle extensions
//! are the registry's, and the batch summary it quotes is what `gridsat solve instances/magnets`
//! prints today (all but the time). Its commands are `guide_commands.rs`'s.

use crate::run_gridsat::{gridsat, root};

fn guide() -> String {
    std::fs::read_to_string(root().join("GUIDE.md")).unwrap()
}

/// Every list of backticked extensions in the guide that starts with `.magnets` (a list:
/// more than one) holds each registered extension, in the registry's order.
#[test]
fn the_guide_lists_every_puzzle_extension() {
    let expected: Vec<String> = gridsat::registry::puzzle_extensions()
        .iter()
        .map(|e| format!("`.{e}`"))
        .collect();
    let text = guide().replace('\n', " ");
    let lists: Vec<&str> = text
        .match_indices("`.magnets`")
        .map(|(at, _)| &text[at..])
        .collect();
    let mut checked = 0;
    for list in lists {
        let found: Vec<String> = list
            .split(", ")
            .map_while(|item| {
                let item = item.trim();
                let end = item[1..].find('`')? + 2;
                item.starts_with("`.").then(|| item[..end].to_string())
            })
            .collect();
        if found.len() > 1 {
            assert_eq!(found, expected, "{}", &list[..80]);
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "the guide lists the extensions twice, found {checked}"
    );
}

/// The summary line the guide quotes is the one `gridsat solve instances/magnets` prints
/// (one kind's folder, so that a new kind's instances leave the guide as it is).
#[test]
fn the_guide_quotes_the_batch_summary_of_the_instances() {
    let out = gridsat()
        .current_dir(root())
        .args(["solve", "instances/magnets"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let summary = stderr.lines().last().unwrap();
    let without_time = &summary[..summary.rfind(" (").unwrap()];
    let quoted = format!("`{without_time} (");
    assert!(guide().contains(&quoted), "the guide should quote {summary}");
}
