//! The README's facts that the code can check (issue 25): its lists of puzzle extensions
//! are the registry's, and the batch summary it quotes is what `gridsat solve instances/magnets`
//! prints today (all but the time).

use crate::run_gridsat::{gridsat, root};

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).unwrap()
}

/// Every list of backticked extensions in the README that starts with `.magnets` (a list:
/// more than one) holds each registered extension, in the registry's order.
#[test]
fn the_readme_lists_every_puzzle_extension() {
    let expected: Vec<String> = gridsat::registry::puzzle_extensions()
        .iter()
        .map(|e| format!("`.{e}`"))
        .collect();
    let text = readme().replace('\n', " ");
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
        "the README lists the extensions twice, found {checked}"
    );
}

/// The summary line the README quotes is the one `gridsat solve instances/magnets` prints
/// (one kind's folder, so that a new kind's instances leave the README as it is).
#[test]
fn the_readme_quotes_the_batch_summary_of_the_instances() {
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
    assert!(readme().contains(&quoted), "the README should quote {summary}");
}
